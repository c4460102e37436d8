"""The per-key limits (accounts/limits.py) as DRF sees them: checked once the key is known.

Every request of a key counts against ``MEMORY_KEY_REQUESTS_PER_SECOND``. A
write that would create an account, once the key has created
``MEMORY_KEY_ACCOUNTS_PER_MINUTE`` of them this minute, is refused before the
view runs (an account that exists still answers). A view names the account
of a request by its ``account`` path argument, or, for the doors that take it
from the body or a header, by a ``memory_account(request)`` method.
Refusals are 429 with ``Retry-After``, in the API's error shape (a door
answers in its own).
"""

from __future__ import annotations

from typing import Any

from django.db.models.signals import post_save, pre_save
from django.dispatch import receiver
from rest_framework.request import Request
from rest_framework.throttling import BaseThrottle

from accounts import limits
from accounts.api.bounds import Limited
from accounts.messages.selectors import account_find
from accounts.models import Account, ApiKey

WRITES = frozenset({"POST", "PUT", "PATCH"})


def refused(refusal: limits.Refusal) -> Limited:
    return Limited(429, refusal.code, refusal.message, refusal.retry_after)


class KeyLimits(BaseThrottle):
    def allow_request(self, request: Request, view: Any) -> bool:
        key = request.auth
        if not isinstance(key, ApiKey):
            return True
        name = limits.key_name(key)
        limits.current_key.set(name)
        refusal = limits.request_allowed(name)
        if refusal is None and request.method in WRITES:
            refusal = self._new_account(request, view, key)
        if refusal is not None:
            raise refused(refusal)
        return True

    def _new_account(self, request: Request, view: Any, key: ApiKey) -> limits.Refusal | None:
        refusal = limits.accounts_exhausted(limits.key_name(key))
        if refusal is None:
            return None
        name = getattr(view, "memory_account", None)
        account = name(request) if callable(name) else view.kwargs.get("account")
        if not isinstance(account, str) or not account:
            return None
        if account_find(external_id=account, project=key.project_id) is not None:
            return None
        return refusal


@receiver(pre_save, sender=Account)
def _account_allowed(sender: Any, instance: Account, **kwargs: Any) -> None:
    """The backstop for a path the throttle cannot see: no row past the allowance."""
    key = limits.current_key.get()
    if key is not None and instance._state.adding:
        refusal = limits.accounts_exhausted(key)
        if refusal is not None:
            raise refused(refusal)


@receiver(post_save, sender=Account)
def _account_counted(sender: Any, instance: Account, created: bool, **kwargs: Any) -> None:
    key = limits.current_key.get()
    if created and key is not None:
        limits.account_created(key)
