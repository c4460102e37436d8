"""The forgotten-word check, throttled and audited.

Support may ask "is this word forgotten for this account?" to answer a customer. Each
answer is a guess confirmed or not, so the check is an oracle: unlimited, it confirms a
forgotten name from a list of candidates. Every check is written to the audit log (who,
which account, match or not; never the word), and the audit log is also the throttle's
store: a person who made ``MEMORY_WORD_CHECKS_PER_MINUTE`` checks in the last minute, or
``MEMORY_WORD_CHECKS_PER_HOUR`` in the last hour, is refused until the oldest ages out.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from django.conf import settings
from django.contrib.auth.models import User

from accounts import clock
from accounts.audit import audit_write
from accounts.errors import InvalidInput
from accounts.forgetting.selectors import word_is_forgotten
from accounts.models import Account, AuditEntry, ForgottenWord

ACTION = "forget.word_check"


@dataclass(frozen=True)
class TooManyChecks(Exception):
    retry_after: int  # seconds until one more check is allowed

    def __str__(self) -> str:
        minutes = max(1, round(self.retry_after / 60))
        return (
            "Too many word checks: each is recorded, and they are limited so that no one can "
            f"guess a forgotten word from a list. Try again in about {minutes} minute"
            f"{'s' if minutes != 1 else ''}."
        )


def _limits() -> list[tuple[timedelta, int]]:
    return [
        (timedelta(minutes=1), int(getattr(settings, "MEMORY_WORD_CHECKS_PER_MINUTE", 5))),
        (timedelta(hours=1), int(getattr(settings, "MEMORY_WORD_CHECKS_PER_HOUR", 30))),
    ]


def word_check(*, account: Account, word: str, actor: User) -> list[ForgottenWord]:
    """The forgotten words matching ``word``; raises TooManyChecks or InvalidInput.

    A refused or throttled check changes nothing; an answered one is audited.
    """
    now = clock.now()
    limits = _limits()
    longest = max(span for span, _ in limits)
    recent = list(
        AuditEntry.objects.filter(user=actor, action=ACTION, created_at__gt=now - longest)
        .order_by("-created_at")
        .values_list("created_at", flat=True)[: max(n for _, n in limits)]
    )
    for span, n in limits:
        within = [at for at in recent if at > now - span]
        if len(within) >= n:
            oldest = within[n - 1]
            raise TooManyChecks(retry_after=max(1, int((oldest + span - now).total_seconds())))
    matches = word_is_forgotten(account=account, word=word)  # InvalidInput: nothing audited
    audit_write(
        actor=actor,
        action=ACTION,
        target=account.external_id,
        reason="Checked whether a word is forgotten (the word is not kept).",
        after={"matched": bool(matches)},
        project=account.project_id,
    )
    return matches


__all__ = ["ACTION", "InvalidInput", "TooManyChecks", "word_check"]
