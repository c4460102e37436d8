"""Compaction screens: stuck accounts (ops), rejected summaries (reviewers), the rule lab.

Reading is open to every role; retry and skip need ``compaction``, verdicts
and kept cases need ``review``. Every action asks for a reason, says what it
will do first, and writes an audit entry. Actions answer htmx with the
fragment they changed; without JavaScript they redirect back with a message.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts import clock, rulepack
from accounts.audit import audit_read
from accounts.compaction import config as compaction_config
from accounts.compaction import pause as compaction_pause
from accounts.compaction import selectors as compaction_selectors
from accounts.compaction import services as compaction_services
from accounts.errors import InvalidInput
from accounts.llm import get_model_client
from accounts.models import Account
from accounts.review import selectors as review_selectors
from memoryadmin.console.access import account_of_request, projects_of, require
from memoryadmin.console.forms import ReasonField
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import (
    account_back,
    action_done,
    lazy_projects,
)

INVALID = 422
STUCK = "console/compaction.html"
ACCOUNT = "console/compaction_account.html"

# How the timeline names what happened (an attempt's outcome, or a run that ended without one).
OUTCOME_LABELS = {
    "accepted": "applied",
    "rejected_rule": "rejected by a rule",
    "rejected_json": "rejected: not JSON",
    "failed": "failed",
    "skipped": "skipped by an operator",
    "stale": "stale: nothing written",
    "lost": "worker lost",
    "running": "running",
}
BATCH_STATES = {
    "accepted": "applied",
    "rejected": "rejected",
    "failed": "failed",
    "skipped": "skipped",
    "stale": "stale",
    "running": "running",
}


class ActionForm(forms.Form):
    reason = ReasonField()


class BulkForm(forms.Form):
    action = forms.ChoiceField(choices=[("retry", "Retry now"), ("skip", "Skip the batch")])
    error = forms.CharField(required=False, max_length=500)
    # The field shadows BaseForm.error_class only in the class body: the form's metaclass
    # moves it into base_fields, so Django's error list class is untouched.
    error_class = forms.CharField(required=False, max_length=120)  # type: ignore[assignment]
    q = forms.CharField(required=False, max_length=128)
    project = forms.CharField(required=False, max_length=64)
    reason = ReasonField()
    expected = forms.IntegerField(required=False, min_value=0)


def _model_label() -> dict[str, Any]:
    client = get_model_client()
    return {"name": client.name, "offline": client.offline}


# --- stuck accounts ------------------------------------------------------------------


def _stuck_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    now = clock.now()
    # A bulk post carries the filter in its body (the same names): its count is the filter's.
    data = request.POST if request.method == "POST" else request.GET
    error, q = data.get("error", ""), data.get("q", "").strip()
    project = data.get("project", "").strip()
    cls = data.get("error_class", "").strip()[:120]
    scope = projects_of(request.user)
    page = paginate(
        request,
        compaction_selectors.stuck_accounts(
            now=now, error=error, search=q, project=project, error_class=cls, scope=scope
        ),
    )
    return {
        "page": page,
        "groups": compaction_selectors.failure_groups(now=now, scope=scope),
        "resolved": compaction_selectors.recently_resolved(now=now, scope=scope),
        "resolved_hours": int(compaction_selectors.RESOLVED_WITHIN.total_seconds() // 3600),
        "definition": compaction_config.stuck_definition(),
        "error": error,
        "error_class": cls,
        "q": q,
        "project": project,
        "projects": lazy_projects(request),
        "model": _model_label(),
        "pause": compaction_pause.paused(),
        "resume_form": ActionForm(),
        "bulk_form": BulkForm(
            initial={"error": error, "error_class": cls, "q": q, "project": project}
        ),
        **extra,
    }


@require_GET
@require("read")
def stuck(request: HttpRequest) -> HttpResponse:
    # ?part=count: the bulk panel's match count alone, refreshed as the filter changes.
    parts = {"count": "bulk_count", "resolved": "resolved"}
    part = parts.get(request.GET.get("part", ""), "list")
    return render_page(request, STUCK, _stuck_ctx(request), fragment=part)


@require_POST
@require("compaction_resume")
def resume(request: HttpRequest) -> HttpResponse:
    """Resume compaction after a mass rejection paused it (audited, with a reason)."""
    form = ActionForm(request.POST)
    if not form.is_valid():
        return render_page(
            request, STUCK, {**_stuck_ctx(request), "resume_form": form}, status=INVALID
        )
    compaction_pause.resume(actor=request.user, reason=form.cleaned_data["reason"])
    return redirect(reverse("console:compaction"))


@require_GET
@require("read")
def failures(request: HttpRequest) -> HttpResponse:
    """The "Failures by error" panel alone: it listens for ``compaction-changed``."""
    ctx = {
        "groups": compaction_selectors.failure_groups(
            now=clock.now(), scope=projects_of(request.user)
        )
    }
    return render_page(request, STUCK, ctx, fragment="groups")


@require_POST
@require("compaction")
def stuck_bulk(request: HttpRequest) -> HttpResponse:
    """Two steps: the first post shows how many accounts the filter matches, the second acts."""
    form = BulkForm(request.POST)
    if not form.is_valid():
        return render_page(
            request,
            STUCK,
            {**_stuck_ctx(request), "bulk_form": form},
            fragment="bulk",
            status=INVALID,
        )
    d = form.cleaned_data
    matched = compaction_selectors.stuck_accounts(
        now=clock.now(),
        error=d["error"],
        search=d["q"],
        project=d["project"].strip(),
        error_class=d["error_class"].strip(),
        scope=projects_of(request.user),
    )
    count = matched.count()
    if count == 0:
        # Nothing to confirm: say so and keep the form, so the operator can change the filter.
        return render_page(
            request,
            STUCK,
            {
                **_stuck_ctx(request),
                "bulk_form": form,
                "notice": "0 accounts match; nothing to do.",
            },
            fragment="bulk",
        )
    if d["expected"] is None or d["expected"] != count:
        # Show the count first (again, if it changed since the operator saw it).
        return render_page(
            request,
            STUCK,
            {**_stuck_ctx(request), "bulk_form": form, "confirm": {**d, "count": count}},
            fragment="bulk",
        )
    result = compaction_services.compaction_bulk(
        accounts=list(matched[:1000]), action=d["action"], actor=request.user, reason=d["reason"]
    )
    notice = (
        f"{_bulk_verb(d['action'])} for "
        f"{result['done']} account{'s' if result['done'] != 1 else ''}"
        + (f"; {result['nothing']} had nothing to {d['action']}" if result["nothing"] else "")
        + "."
        + (
            " Their waiting messages dropped out of memory (they stay in the message log)."
            if d["action"] == "skip" and result["done"]
            else ""
        )
    )
    return action_done(
        request,
        template=STUCK,
        fragment="bulk",
        context=lambda: _stuck_ctx(request),
        notice=notice,
        events="compaction-changed",
        back=reverse("console:compaction"),
        # Skipped batches dropped out of memory: a warning, as on one account's page.
        level="warn" if d["action"] == "skip" else "",
    )


def _bulk_verb(action: str) -> str:
    if action == "skip":
        return "Batch skipped"
    # Where tasks run eagerly each retry has already run by now: say so, not "queued".
    return "Retried now" if settings.CELERY_TASK_ALWAYS_EAGER else "Retry queued"


# --- one account ------------------------------------------------------------------------


def _account_ctx(request: HttpRequest, acct: Account, **extra: Any) -> dict[str, Any]:
    """The account's batches with their prompts and candidates: a read, audited."""
    audit_read(reader=request.user, what="compaction", account=acct, item="compaction")
    now = clock.now()
    pending = compaction_selectors.batch_messages(account=acct, now=now)
    batches = compaction_selectors.batches_timeline(account=acct)
    check = rulepack.validator()
    for b in batches:
        b.shown = _newest_first_grouped(b.entries)  # type: ignore[attr-defined]
        for e in b.entries:
            a = e.attempt
            if a is None:
                continue
            # Shown beside the attempt on the page (attributes for the template only).
            chars = sum(len(str(m.get("content", ""))) for m in a.prompt)
            a.prompt_chars = chars  # type: ignore[attr-defined]
            if a.outcome == "rejected_rule":
                parts = review_selectors.excerpt_parts(a.candidate, a.excerpt)
                a.parts = parts  # type: ignore[attr-defined]
                explanation = check.explanation_of(a.broken_rule)
                a.explanation = explanation  # type: ignore[attr-defined]
    return {
        "account": acct,
        "pending": {"n": len(pending), "first": pending[0].seq, "last": pending[-1].seq}
        if pending
        else None,
        "batches": batches,
        "labels": OUTCOME_LABELS,
        "states": BATCH_STATES,
        "definition": compaction_config.stuck_definition(),
        "claimed": bool(acct.compaction_claimed_until and acct.compaction_claimed_until > now),
        "model": _model_label(),
        "form": ActionForm(),
        **extra,
    }


def _newest_first_grouped(entries: list[Any]) -> list[Any]:
    """A batch's steps newest first, each run of identical failures (same outcome, same
    error) folded into its newest step: ``repeats`` counts them, ``since`` is the oldest's
    time and ``earlier`` the folded steps (listed under the newest on the page)."""
    shown: list[Any] = []
    for e in reversed(entries):
        head = shown[-1] if shown else None
        if (
            head is not None
            and e.outcome in {"failed", "lost"}
            and head.outcome == e.outcome
            and head.error == e.error
        ):
            head.repeats += 1
            head.since = e.at
            head.earlier.append(e)
            continue
        e.repeats, e.since, e.earlier = 1, e.at, []
        shown.append(e)
    return shown


@require_GET
@require("read")
def account(request: HttpRequest, external_id: str) -> HttpResponse:
    acct = account_of_request(request, external_id)
    return render_page(request, ACCOUNT, _account_ctx(request, acct), fragment="main")


def _retry_notice(acct: Account, after_batch: int) -> tuple[str, str]:
    """What a retry did, told as it happened (it runs inline where tasks run eagerly), and
    the notice's level: a rejected run moved coverage on like a skip, so it warns like one."""
    if not settings.CELERY_TASK_ALWAYS_EAGER:
        return "Retry queued: a worker runs the batch shortly; this page updates when it has.", ""
    run = compaction_selectors.latest_run(account=acct, after_id=after_batch)
    if run is None:
        return (
            "Retried: nothing ran (a worker holds the account, or no batch is waiting any more).",
            "",
        )
    if run.status == "accepted":
        return f"Retried: applied. Messages #{run.from_seq}–#{run.to_seq} are in the summary.", ""
    if run.status == "rejected":
        return (
            f"Retried: rejected ({run.error}). Coverage moved past messages "
            f"#{run.from_seq}–#{run.to_seq} without summarising them: the summary stayed, "
            "and those messages dropped out of memory (they stay in the message log).",
            "warn",
        )
    if run.status == "failed":
        return f"Retry failed: {run.error}", "danger"
    return f"Retried: {run.status}.", ""


@require_POST
@require("compaction")
def account_action(request: HttpRequest, external_id: str, action: str) -> HttpResponse:
    acct = account_of_request(request, external_id)
    form = ActionForm(request.POST)
    if action not in {"retry", "skip"}:
        raise Http404("No such action.")
    if not form.is_valid():
        ctx = _account_ctx(request, acct, form=form, form_action=action)
        return render_page(request, ACCOUNT, ctx, fragment="main", status=INVALID)
    try:
        if action == "retry":
            before = compaction_selectors.latest_run_id(account=acct)
            compaction_services.compaction_retry_now(
                account=acct, actor=request.user, reason=form.cleaned_data["reason"]
            )
            notice, level = _retry_notice(acct, before)
        else:
            batch = compaction_services.compaction_skip(
                account=acct, actor=request.user, reason=form.cleaned_data["reason"]
            )
            notice = (
                f"Skipped messages #{batch.from_seq}–#{batch.to_seq}: coverage moved on, the "
                "summary stayed, and those messages dropped out of memory."
                if batch
                else "Nothing to skip."
            )
            level = "warn" if batch else ""
    except InvalidInput as exc:
        form.add_error(None, str(exc))
        ctx = _account_ctx(request, acct, form=form, form_action=action)
        return render_page(request, ACCOUNT, ctx, fragment="main", status=INVALID)
    acct.refresh_from_db()
    return action_done(
        request,
        template=ACCOUNT,
        fragment="main",
        context=lambda: _account_ctx(request, acct),
        notice=notice,
        events="compaction-changed",
        back=account_back(request, acct, "console:compaction_account"),
        level=level,
    )
