"""Review's writes: a reviewer's verdict on an attempt, and regression cases kept. Each audited."""

from __future__ import annotations

from typing import Any

from django.db import transaction

from accounts import clock, rulepack
from accounts.audit import actor_name, audit_write, require_reason
from accounts.errors import InvalidInput
from accounts.models import CompactionAttempt, RegressionCase
from accounts.review.selectors import REVIEW_OUTCOMES

VERDICTS = {
    "correct": CompactionAttempt.Verdict.CORRECT,
    "false_positive": CompactionAttempt.Verdict.FALSE_POSITIVE,
    "missed": CompactionAttempt.Verdict.MISSED,
}


def attempt_verdict_set(
    *, attempt: CompactionAttempt, verdict: str, actor: Any, reason: str
) -> CompactionAttempt:
    reason = require_reason(reason)
    value = VERDICTS.get(verdict)
    if value is None:
        raise InvalidInput(f"Unknown verdict {verdict!r}.")
    if value == CompactionAttempt.Verdict.MISSED and attempt.outcome != "accepted":
        raise InvalidInput("Only an accepted summary can be marked as a miss.")
    if value != CompactionAttempt.Verdict.MISSED and attempt.outcome not in REVIEW_OUTCOMES:
        raise InvalidInput("Only a rejected candidate gets a rejection verdict.")
    before = {"verdict": attempt.verdict, "by": attempt.verdict_by}
    with transaction.atomic():
        attempt.verdict = value
        attempt.verdict_by = actor_name(actor)
        attempt.verdict_at = clock.now()
        attempt.save(update_fields=["verdict", "verdict_by", "verdict_at"])
        audit_write(
            actor=actor,
            action="review.verdict",
            target=f"attempt:{attempt.pk}",
            reason=reason,
            before=before,
            after={"verdict": value, "rule": attempt.broken_rule},
            project=attempt.account.project_id,
        )
    return attempt


def regression_case_keep(
    *, attempt: CompactionAttempt | None, text: str, expect: str, actor: Any, reason: str
) -> Any:

    reason = require_reason(reason)
    text = (text or "").strip()
    if not text:
        raise InvalidInput("A regression case needs the text it checks.")
    if len(text) > 2000:
        raise InvalidInput("Keep a regression case short: at most 2,000 characters.")
    if expect not in {"reject", "accept"}:
        raise InvalidInput("Expect 'reject' or 'accept'.")
    found = [v.rule for v in rulepack.validator().check(text)]
    rule = attempt.broken_rule if attempt and attempt.broken_rule in found else ""
    with transaction.atomic():
        case = RegressionCase.objects.create(
            text=text,
            expect=expect,
            rule=rule if expect == "reject" else "",
            why=reason,
            attempt=attempt,
            created_by=actor_name(actor),
        )
        audit_write(
            actor=actor,
            action="review.keep_case",
            target=f"attempt:{attempt.pk}" if attempt else "rule-lab",
            reason=reason,
            after={
                "case": case.pk,
                "expect": expect,
                "rule": case.rule,
                "passes_now": (bool(found) == (expect == "reject")),
            },
            project=attempt.account.project_id if attempt else None,
        )
    return case
