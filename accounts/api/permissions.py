"""Read-only keys: reads answer, every write is refused with 403 (API.md "Accounts and keys")."""

from __future__ import annotations

from typing import TYPE_CHECKING

from rest_framework import exceptions, permissions
from rest_framework.request import Request

from accounts.models import ApiKey

if TYPE_CHECKING:
    from rest_framework.views import APIView


class ReadOnlyKey(exceptions.PermissionDenied):
    default_code = "forbidden"
    default_detail = "This API key is read-only: it may not write."


class KeyMayWrite(permissions.BasePermission):
    """Read-only keys read; every write (POST, PUT, PATCH, DELETE) answers 403.

    A view whose POST writes nothing (``/rules/check``) says so with
    ``writes = False``. ``/context`` records the turn's items (and, in shadow,
    what the engine would have sent), so it is a write: a read-only key gets
    403 there too, never a context that silently recorded nothing.
    """

    def has_permission(self, request: Request, view: APIView) -> bool:
        if request.method in permissions.SAFE_METHODS or not getattr(view, "writes", True):
            return True
        key_may_write(request.auth)
        return True


def key_may_write(key: object) -> None:
    """Refuse a write for a read-only key (every door's writes ask here)."""
    if isinstance(key, ApiKey) and key.read_only:
        raise ReadOnlyKey()
