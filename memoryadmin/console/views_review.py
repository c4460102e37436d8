"""The review queue of rejected summaries, and the rule lab (split from views_compaction).

Same conventions: decorators, access, one call, render; htmx actions answer with the
fragment they changed.
"""

from __future__ import annotations

import re
from typing import Any

from django import forms
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.http import urlencode
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts import rulepack
from accounts.audit import audit_read
from accounts.errors import InvalidInput
from accounts.review import selectors as review_selectors
from accounts.review import services as review_services
from memoryadmin.console.access import projects_of, require
from memoryadmin.console.forms import ReasonField
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import (
    action_done,
    in_page,
)

INVALID = 422
REVIEW = "console/review.html"
ITEM = "console/review_item.html"
ACCEPTED = "console/review_accepted.html"
LAB = "console/rulelab.html"
LAB_TEXT_MAX = 20_000


class VerdictForm(forms.Form):
    verdict = forms.ChoiceField(choices=[(k, k) for k in review_services.VERDICTS])
    reason = ReasonField()


class KeepForm(forms.Form):
    text = forms.CharField(max_length=2000, widget=forms.Textarea(attrs={"rows": 2}))
    expect = forms.ChoiceField(choices=[("reject", "must be rejected"), ("accept", "must pass")])
    reason = ReasonField()


# --- review -----------------------------------------------------------------------------


@require_GET
@require("review_read")
def review(request: HttpRequest) -> HttpResponse:
    rule, state = request.GET.get("rule", ""), request.GET.get("state", "open")
    q = request.GET.get("q", "").strip()[:200]
    scope = projects_of(request.user)
    page = paginate(
        request, review_selectors.review_items(scope=scope, rule=rule, state=state, search=q)
    )
    items = [(a, review_selectors.excerpt_parts(a.candidate, a.excerpt)) for a in page]
    return render_page(
        request,
        REVIEW,
        {
            "queues": review_selectors.review_queues(scope=scope),
            "page": page,
            "items": items,
            "rule": rule,
            "state": state,
            "q": q,
        },
        fragment="list",
    )


def _item_ctx(request: HttpRequest, attempt: Any, **extra: Any) -> dict[str, Any]:
    """One attempt: its source messages and candidate, so building it is a read, audited."""
    audit_read(
        reader=request.user,
        what="review",
        account=attempt.account,
        item=f"attempt {attempt.pk}",
        attempt=attempt.pk,
    )
    rule, state = request.GET.get("rule", ""), request.GET.get("state", "open")
    scope = projects_of(request.user)
    if attempt.outcome == "accepted":
        queue = review_selectors.accepted_sample(scope=scope)
    else:
        queue = review_selectors.review_items(
            scope=scope, rule=rule, state="all" if state == "open" else state
        )
    newer, older = review_selectors.review_neighbours(attempt=attempt, queue=queue)
    sentence = _sentence_of(attempt.candidate, attempt.excerpt)
    return {
        "attempt": attempt,
        "parts": review_selectors.excerpt_parts(attempt.candidate, attempt.excerpt),
        "lines": review_selectors.source_lines(attempt),
        "siblings": [
            a for a in review_selectors.batch_attempts(attempt=attempt) if a.pk != attempt.pk
        ],
        "explanation": rulepack.validator().explanation_of(attempt.broken_rule),
        "prev_id": newer,
        "next_id": older,
        "rule": rule,
        "state": state,
        "verdict_form": VerdictForm(initial={"reason": "Reviewed in the queue"}),
        "keep_form": KeepForm(
            initial={
                "text": sentence,
                "expect": "accept" if attempt.verdict == "false_positive" else "reject",
                "reason": "",
            }
        ),
        **extra,
    }


def _sentence_of(text: str, excerpt: str) -> str:
    if not excerpt:
        return text[:300]
    for m in re.finditer(r"[^.!?\n]+[.!?]*", text):
        if excerpt in m.group(0):
            return m.group(0).strip()
    return excerpt


def _attempt(request: HttpRequest, pk: int) -> Any:
    """The attempt ``pk`` of a project the reader is granted, else 404."""
    attempt = review_selectors.attempt_detail(pk=pk, scope=projects_of(request.user))
    if attempt is None:
        raise Http404("No such attempt.")
    return attempt


@require_GET
@require("review_read")
def review_item(request: HttpRequest, pk: int) -> HttpResponse:
    attempt = _attempt(request, pk)
    return render_page(request, ITEM, _item_ctx(request, attempt), fragment="item")


@require_POST
@require("review")
def review_verdict(request: HttpRequest, pk: int) -> HttpResponse:
    attempt = _attempt(request, pk)
    form = VerdictForm(request.POST)
    if form.is_valid():
        try:
            review_services.attempt_verdict_set(
                attempt=attempt,
                verdict=form.cleaned_data["verdict"],
                actor=request.user,
                reason=form.cleaned_data["reason"],
            )
        except InvalidInput as exc:
            form.add_error(None, str(exc))
    if form.errors:
        ctx = _item_ctx(request, attempt, verdict_form=form)
        return render_page(request, ITEM, ctx, fragment="item", status=INVALID)
    notice = f"Verdict recorded on attempt {attempt.number} of {attempt.account.external_id}: "
    notice += f"{attempt.get_verdict_display()}."
    return _review_next(request, attempt, notice)


def _review_query(request: HttpRequest) -> str:
    rule, state = request.GET.get("rule", ""), request.GET.get("state", "open")
    return "?" + urlencode({"rule": rule, "state": state})


def _review_next(request: HttpRequest, attempt: Any, notice: str) -> HttpResponse:
    """After a verdict, the queue's next item (htmx: swapped in, its URL pushed; else a
    redirect to it); when the queue is done, the empty state in its place."""
    rule, state = request.GET.get("rule", ""), request.GET.get("state", "open")
    nxt = review_selectors.review_next(
        attempt=attempt, scope=projects_of(request.user), rule=rule, state=state
    )
    query = "" if attempt.outcome == "accepted" else _review_query(request)
    if nxt is not None:
        url = reverse("console:review_item", args=[nxt.pk]) + query
        response = action_done(
            request,
            template=ITEM,
            fragment="item",
            context=lambda: _item_ctx(request, nxt, judged=attempt),
            notice=notice,
            back=url,
            events="review-changed",
        )
    else:
        queue = "console:review_accepted" if attempt.outcome == "accepted" else "console:review"
        url = reverse(queue) + query
        response = action_done(
            request,
            template=ITEM,
            fragment="done",
            context={"judged": attempt, "queue_url": url, "rule": rule, "state": state},
            notice=notice,
            back=url,
            events="review-changed",
        )
    if in_page(request):
        response["HX-Push-Url"] = url
    return response


@require_POST
@require("review")
def review_keep(request: HttpRequest, pk: int) -> HttpResponse:
    attempt = _attempt(request, pk)
    form = KeepForm(request.POST)
    if form.is_valid():
        try:
            case = review_services.regression_case_keep(
                attempt=attempt,
                text=form.cleaned_data["text"],
                expect=form.cleaned_data["expect"],
                actor=request.user,
                reason=form.cleaned_data["reason"],
            )
        except InvalidInput as exc:
            form.add_error(None, str(exc))
    if form.errors:
        ctx = _item_ctx(request, attempt, keep_form=form)
        return render_page(request, ITEM, ctx, fragment="item", status=INVALID)
    notice = (
        f"Kept as regression case #{case.pk} (expect {case.expect}); "
        "manage.py export_regression_cases adds it to the pack's tests."
    )
    return action_done(
        request,
        template=ITEM,
        fragment="item",
        context=lambda: _item_ctx(request, attempt),
        notice=notice,
        back=reverse("console:review_item", args=[attempt.pk]),
    )


@require_GET
@require("review_read")
def review_accepted(request: HttpRequest) -> HttpResponse:
    q = request.GET.get("q", "").strip()
    page = paginate(
        request, review_selectors.accepted_sample(scope=projects_of(request.user), search=q)
    )
    return render_page(request, ACCEPTED, {"page": page, "q": q}, fragment="list")


# --- rule lab ---------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
@require("read")
def rulelab(request: HttpRequest) -> HttpResponse:
    """Check any text against the pack live. Reading only: nothing is stored."""
    text = (request.POST.get("text") if request.method == "POST" else request.GET.get("text")) or ""
    error = ""
    violations: list[Any] = []
    if len(text) > LAB_TEXT_MAX:
        error = f"At most {LAB_TEXT_MAX:,} characters."
    elif text.strip():
        violations = rulepack.validator().check(text)
    check = rulepack.validator()
    rules = [{"name": n, "explanation": check.explanation_of(n)} for n in check.rule_names()]
    marked = _marks(text, [v.excerpt for v in violations]) if text and not error else []
    return render_page(
        request,
        LAB,
        {
            "text": text,
            "checked": bool(text.strip()) and not error,
            "violations": violations,
            "marked": marked,
            "error": error,
            "rules": rules,
        },
        fragment="result",
        status=INVALID if error else 200,
    )


def _marks(text: str, excerpts: list[str]) -> list[tuple[str, bool]]:
    """The text as (piece, is_offending) runs, for highlighting every excerpt."""
    hits = [False] * len(text)
    for ex in excerpts:
        i = text.find(ex) if ex else -1
        if i >= 0:
            for k in range(i, i + len(ex)):
                hits[k] = True
    runs: list[tuple[str, bool]] = []
    for ch, hit in zip(text, hits, strict=True):
        if runs and runs[-1][1] == hit:
            runs[-1] = (runs[-1][0] + ch, hit)
        else:
            runs.append((ch, hit))
    return runs
