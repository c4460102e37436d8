"""API keys for agents: only a SHA-256 of each key is stored."""

from __future__ import annotations

import hashlib
import secrets
from typing import Any

from accounts.audit import audit_write
from accounts.errors import InvalidInput
from accounts.models import ApiKey


def hash_key(raw: str) -> str:
    return hashlib.sha256(raw.encode()).hexdigest()


def api_key_create(*, name: str, actor: Any = "manage.py") -> tuple[ApiKey, str]:
    """Create a key; the raw key is returned once and only its hash is stored."""
    if not name.strip():
        raise InvalidInput("An API key needs a name.")
    raw = "mk_" + secrets.token_urlsafe(32)
    key = ApiKey.objects.create(name=name.strip(), prefix=raw[:10], key_hash=hash_key(raw))
    audit_write(
        actor=actor,
        action="api_key.create",
        target=name,
        reason="create_api_key",
        after={"name": key.name, "prefix": key.prefix},
    )
    return key, raw
