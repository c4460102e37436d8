"""Forgetting on the Django side: load an account's forgotten-word digests.

Used by the hot path (masking the replayed window), compaction (dropping
aged-out messages that mention a forgotten word) and fact screening.
"""

from __future__ import annotations

from django.conf import settings

from accounts.models import Account, ForgottenWord
from memoryadmin.engine.forgetting import Matcher, matcher

__all__ = ["Matcher", "hmac_secret", "matcher", "matcher_for"]


def hmac_secret() -> bytes:
    secret = settings.MEMORY_AUDIT_HMAC_KEY
    if not secret:
        raise RuntimeError("MEMORY_AUDIT_HMAC_KEY is not set: forgetting cannot hash words.")
    return str(secret).encode()


def matcher_for(account: Account) -> Matcher | None:
    """One query; None when nothing was ever forgotten for the account."""
    digests = ForgottenWord.objects.filter(account=account).values_list("digest", flat=True)
    return matcher(list(digests), hmac_secret())
