"""API keys for agents: only a SHA-256 of each key is stored, with a short prefix to show.

Every key belongs to a project and sees only that project's accounts; a
read-only key reads and never writes. Creating and revoking are audited.
"""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from django.db import transaction
from django.db.models import QuerySet

from accounts import clock
from accounts.audit import actor_name, audit_write, require_reason
from accounts.errors import InvalidInput
from accounts.models import ApiKey, Project
from accounts.scope import EVERY_PROJECT, ProjectScope

# The prefix is "mk_" and 7 characters of the key: enough to tell keys apart, no use to a thief.
PREFIX_CHARS = 10


def hash_key(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def _state(key: ApiKey) -> dict[str, Any]:
    return {
        "name": key.name,
        "prefix": key.prefix,
        "project": key.project.slug,
        "scope": key.scope,
        "revoked": key.revoked_at is not None,
    }


def api_key_create(
    *,
    name: str,
    actor: Any = "manage.py",
    project: Project | None = None,
    read_only: bool = False,
    reason: str = "create_api_key",
) -> tuple[ApiKey, str]:
    """Create a key; the raw key is returned once and only its hash is stored.

    ``project`` defaults to the ``default`` project.
    """
    if not name.strip():
        raise InvalidInput("An API key needs a name.")
    raw = "mk_" + secrets.token_urlsafe(32)
    fields: dict[str, Any] = {"project": project} if project is not None else {}
    key = ApiKey.objects.create(
        name=name.strip(),
        prefix=raw[:PREFIX_CHARS],
        key_hash=hash_key(raw),
        read_only=read_only,
        created_by=actor_name(actor),
        **fields,
    )
    audit_write(
        actor=actor,
        action="api_key.create",
        target=key.name,
        reason=reason,
        after=_state(key),
        project=key.project_id,
    )
    return key, raw


def api_keys(
    *, project: str = "", revoked: bool | None = None, scope: ProjectScope = EVERY_PROJECT
) -> QuerySet[ApiKey]:
    """Every key of ``scope``'s projects, newest first, with its project (a join, not a
    query per key)."""
    qs = scope.narrow(ApiKey.objects.select_related("project").defer("key_hash"))
    if project:
        qs = qs.filter(project__slug=project)
    if revoked is not None:
        qs = qs.filter(revoked_at__isnull=not revoked)
    return qs.order_by("-created_at", "-id")


def api_key_by_prefix(prefix: str) -> ApiKey:
    """The one key whose prefix starts with ``prefix``; none or several is refused."""
    prefix = prefix.strip().rstrip("…")
    if len(prefix) < 4:
        raise InvalidInput("Give at least the first 4 characters of the key's prefix.")
    found = list(ApiKey.objects.select_related("project").filter(prefix__startswith=prefix)[:2])
    if not found:
        raise InvalidInput(f"No API key with prefix {prefix!r}.")
    if len(found) > 1:
        raise InvalidInput(f"Several API keys have prefix {prefix!r}: give more of it.")
    return found[0]


def api_key_revoke(*, key: ApiKey, actor: Any, reason: str) -> ApiKey:
    """Revoke a key, audited with the reason: refused at once in this process, and in the
    others within ``MEMORY_API_KEY_CACHE_SECONDS`` (accounts/api/auth.py's cache)."""
    reason = require_reason(reason)
    with transaction.atomic():
        locked = ApiKey.objects.select_for_update().select_related("project").get(pk=key.pk)
        if locked.revoked_at is not None:
            raise InvalidInput(f"API key {locked.prefix}… is revoked already.")
        before = _state(locked)
        locked.revoked_at = clock.now()
        locked.revoked_by = actor_name(actor)
        locked.revoked_reason = reason
        locked.save(update_fields=["revoked_at", "revoked_by", "revoked_reason"])
        audit_write(
            actor=actor,
            action="api_key.revoke",
            target=locked.name,
            reason=reason,
            before=before,
            after=_state(locked),
            project=locked.project_id,
        )
    return locked
