"""Review's reads: the queues by broken rule, one item and its batch, the accepted sample."""

from __future__ import annotations

from typing import Any

from django.db.models import Count, Q, QuerySet

from accounts import rulepack
from accounts.models import CompactionAttempt, RegressionCase
from accounts.scope import EVERY_PROJECT, ProjectScope
from memoryadmin.engine.offline import LIMIT_MARK, MESSAGES_MARK, PLACEHOLDER_PREFIX

REVIEW_OUTCOMES = ("rejected_rule", "rejected_json")


def review_queues(*, scope: ProjectScope = EVERY_PROJECT) -> list[dict[str, Any]]:
    """Each broken rule with its count, open count and precision, in ``scope``'s projects:
    one grouped query.

    Precision is correct rejections over all judged rejections, None until judged.
    """

    rows = (
        scope.narrow(CompactionAttempt.objects.filter(outcome__in=REVIEW_OUTCOMES))
        .values("broken_rule", "outcome")
        .annotate(
            n=Count("id"),
            open=Count("id", filter=Q(verdict="")),
            correct=Count("id", filter=Q(verdict=CompactionAttempt.Verdict.CORRECT)),
            false_pos=Count("id", filter=Q(verdict=CompactionAttempt.Verdict.FALSE_POSITIVE)),
        )
        .order_by("-n", "broken_rule")
    )
    check = rulepack.validator()
    out = []
    for r in rows:
        name = r["broken_rule"] or ("not_json" if r["outcome"] == "rejected_json" else "")
        judged = r["correct"] + r["false_pos"]
        out.append(
            {
                "rule": name,
                "explanation": check.explanation_of(name)
                or "The answer was not the agreed JSON object.",
                "n": r["n"],
                "open": r["open"],
                "correct": r["correct"],
                "false_positive": r["false_pos"],
                "precision": (r["correct"] / judged) if judged else None,
            }
        )
    return out


def review_items(
    *, scope: ProjectScope, rule: str = "", state: str = "open", search: str = ""
) -> QuerySet[CompactionAttempt]:
    qs = scope.narrow(CompactionAttempt.objects.filter(outcome__in=REVIEW_OUTCOMES))
    if search:
        qs = qs.filter(Q(candidate__icontains=search) | Q(account__external_id__icontains=search))
    if rule == "not_json":
        qs = qs.filter(outcome="rejected_json")
    elif rule:
        qs = qs.filter(broken_rule=rule)
    if state == "open":
        qs = qs.filter(verdict="")
    elif state == "judged":
        qs = qs.exclude(verdict="")
    return qs.select_related("account").order_by("-id")


def accepted_sample(*, scope: ProjectScope, search: str = "") -> QuerySet[CompactionAttempt]:
    """Accepted summaries of ``scope``'s projects, newest first, for reviewers to spot what
    the rules missed."""
    qs = CompactionAttempt.objects.filter(outcome="accepted").select_related("account")
    qs = scope.narrow(qs)
    if search:
        qs = qs.filter(candidate__icontains=search)
    return qs.order_by("-id")


def review_neighbours(
    *, attempt: CompactionAttempt, queue: QuerySet[CompactionAttempt]
) -> tuple[int | None, int | None]:
    """The previous and next item of the queue (ordered newest first): two small queries."""
    newer = queue.filter(id__gt=attempt.pk).order_by("id").values_list("id", flat=True).first()
    older = queue.filter(id__lt=attempt.pk).order_by("-id").values_list("id", flat=True).first()
    return newer, older


def review_next(
    *, attempt: CompactionAttempt, scope: ProjectScope, rule: str = "", state: str = "open"
) -> CompactionAttempt | None:
    """The item to judge after ``attempt``: the next older one of its queue (in ``scope``'s
    projects); in the open queue, else the newest still open (one query). ``None``: the
    queue is done."""
    if attempt.outcome == "accepted":
        queue = accepted_sample(scope=scope)
    else:
        queue = review_items(scope=scope, rule=rule, state=state)
    queue = queue.exclude(pk=attempt.pk).select_related("account__project", "batch")
    older = queue.filter(id__lt=attempt.pk).order_by("-id")
    if attempt.outcome != "accepted" and state == "open":
        # Older first, then the newest still open: nothing open is skipped.
        return older.first() or queue.order_by("-id").first()
    return older.first()


def attempt_detail(*, pk: int, scope: ProjectScope) -> CompactionAttempt | None:
    """The attempt ``pk`` if it is of ``scope``'s projects."""
    qs = CompactionAttempt.objects.select_related("account__project", "batch")
    return scope.narrow(qs).filter(pk=pk).first()


def batch_attempts(*, attempt: CompactionAttempt) -> list[CompactionAttempt]:
    return list(CompactionAttempt.objects.filter(batch_id=attempt.batch_id).order_by("number"))


def source_lines(attempt: CompactionAttempt) -> list[dict[str, Any]]:
    """The batch's messages exactly as the compactor saw them, from the stored prompt."""

    user = next((m["content"] for m in attempt.prompt if m.get("role") == "user"), "")
    body = user.split(MESSAGES_MARK, 1)[-1].split(LIMIT_MARK, 1)[0].strip()
    out = []
    for line in body.splitlines():
        if not line.startswith("[#"):
            continue
        head, _, text = line.partition("] ")
        seq, _, role = head[2:].partition(" ")
        out.append(
            {
                "seq": seq,
                "role": role,
                "text": text,
                "withheld": text.startswith(PLACEHOLDER_PREFIX),
            }
        )
    return out


def excerpt_parts(text: str, excerpt: str) -> tuple[str, str, str]:
    """Split ``text`` around the first occurrence of ``excerpt`` for highlighting."""
    if excerpt:
        i = text.find(excerpt)
        if i >= 0:
            return text[:i], excerpt, text[i + len(excerpt) :]
    return text, "", ""


def regression_cases_export() -> dict[str, Any]:
    """Every kept case, in the shape packs/banking/regressions.json holds."""

    cases = [
        {"text": c.text, "expect": c.expect, "rule": c.rule, "why": c.why}
        for c in RegressionCase.objects.order_by("id")
    ]
    return {
        "about": "Regression cases kept by reviewers in the console (manage.py "
        "export_regression_cases writes this file from RegressionCase rows). Each is a "
        "test of the banking pack: tests/packs/test_banking_rules.py.",
        "cases": cases,
    }
