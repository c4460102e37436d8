"""Forgotten words on the Django side: the HMAC key, and each account's digests as a matcher.

Used by the hot path (masking the replayed window), compaction (dropping
aged-out messages that mention a forgotten word), fact screening and every
screen that shows text a user or the model wrote.
"""

from __future__ import annotations

from collections.abc import Callable

from django.conf import settings

from accounts.models import Account, ForgottenWord
from memoryadmin.engine.forgetting import Matcher, matcher

__all__ = [
    "Matcher",
    "forgotten_digests",
    "hmac_secret",
    "mask_for",
    "matcher",
    "matcher_for",
    "text_mask",
]


def hmac_secret() -> bytes:
    secret = settings.MEMORY_AUDIT_HMAC_KEY
    if not secret:
        raise RuntimeError("MEMORY_AUDIT_HMAC_KEY is not set: forgetting cannot hash words.")
    return str(secret).encode()


def matcher_for(account: Account) -> Matcher | None:
    """One query; None when nothing was ever forgotten for the account."""
    digests = ForgottenWord.objects.filter(account=account).values_list("digest", flat=True)
    return matcher(list(digests), hmac_secret())


def forgotten_digests(*, account: Account) -> list[tuple[str, int]]:
    """Each forgotten-word digest of the account with the seq its forget happened at."""
    return list(
        ForgottenWord.objects.filter(account=account, request__account=account).values_list(
            "digest", "request__forget_seq"
        )
    )


def text_mask(m: Matcher | None) -> Callable[[str], str]:
    """A text with the forgotten words masked: ``m.mask``, or the text as is without ``m``."""
    return m.mask if m is not None else (lambda text: text)


def mask_for(account: Account) -> Callable[[str], str]:
    """The account's text mask, read now (one query)."""
    return text_mask(matcher_for(account))
