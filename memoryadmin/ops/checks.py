"""Deploy checks: production must not run on development secrets or without its HMAC keyring.

``manage.py check --deploy`` fails (errors, not warnings) when DEBUG is off and
the secret key or an HMAC secret is missing or a known development value. A
forget hashed under a secret the next process does not have is a forget that
silently stops working, so the keyring is checked against stored digests too.
"""

from __future__ import annotations

from typing import Any

from django.conf import settings
from django.core import checks
from django.db import DatabaseError

from accounts.models import ForgottenWord


def _keyring_errors() -> list[checks.CheckMessage]:
    ring: dict[str, str] = settings.MEMORY_AUDIT_HMAC_KEYS
    key_id = settings.MEMORY_AUDIT_HMAC_KEY_ID
    errors: list[checks.CheckMessage] = []
    if "" in ring:
        errors.append(
            checks.Error(
                "MEMORY_AUDIT_HMAC_KEYS has an entry without a key id or secret.",
                hint="Write it as key_id:secret, entries separated by commas.",
                id="memory.E024",
            )
        )
    if not ring:
        errors.append(
            checks.Error(
                "No HMAC secret for forgotten words: every forget would fail.",
                hint="Set MEMORY_AUDIT_HMAC_KEYS=k1:<secret> (or MEMORY_AUDIT_HMAC_KEY).",
                id="memory.E021",
            )
        )
    elif key_id not in ring:
        errors.append(
            checks.Error(
                f"MEMORY_AUDIT_HMAC_KEY_ID names {key_id!r}, which is not in the keyring.",
                hint="New forgets are hashed with that key: add it to MEMORY_AUDIT_HMAC_KEYS.",
                id="memory.E023",
            )
        )
    if any(secret == settings.DEV_HMAC_KEY or not secret for secret in ring.values()):
        errors.append(
            checks.Error(
                "An HMAC secret for forgotten words is empty or the development value.",
                hint="Give every key id in MEMORY_AUDIT_HMAC_KEYS a secret of its own.",
                id="memory.E022",
            )
        )
    return errors


@checks.register(checks.Tags.security, deploy=True)
def production_secrets(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    if settings.DEBUG:
        return []
    errors = _keyring_errors()
    if settings.SECRET_KEY == settings.DEV_SECRET_KEY:
        errors.append(
            checks.Error(
                "DJANGO_SECRET_KEY is the development value.",
                hint="Set DJANGO_SECRET_KEY to a long random secret of this deployment's own.",
                id="memory.E020",
            )
        )
    return errors


@checks.register(checks.Tags.database)
def digests_have_their_keys(app_configs: Any = None, **kwargs: Any) -> list[checks.CheckMessage]:
    """Stored digests whose key id is not in the keyring would silently un-forget."""
    databases = kwargs.get("databases") or []
    if "default" not in databases:
        return []
    try:
        used = set(ForgottenWord.objects.values_list("key_id", flat=True).distinct())
    except DatabaseError:  # no table yet: migrate runs the checks before it creates one
        return []
    missing = sorted(used - set(settings.MEMORY_AUDIT_HMAC_KEYS))
    if not missing:
        return []
    return [
        checks.Error(
            f"Forgotten words are stored under key id(s) {', '.join(missing)}, "
            "which the HMAC keyring does not hold: those words would no longer be masked.",
            hint="Keep every old key id in MEMORY_AUDIT_HMAC_KEYS until "
            "`manage.py forget_rekey` has moved its digests to the current key.",
            id="memory.E025",
        )
    ]
