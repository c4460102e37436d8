"""The operator console's pages. Each view: decorators, access, one call, render.

Actions answer htmx with the fragment they changed (and an ``HX-Trigger``
event other fragments listen for ``from:body``); without JavaScript they
redirect back to the page with a message. Bad input gets a 422 with the
form's errors and changes nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.views.decorators.http import require_GET, require_POST

from accounts import forgotten, hub
from accounts.audit import audit_read
from accounts.audit_log import audit_actions, audit_entries
from accounts.compaction import selectors as compaction_selectors
from accounts.context import selectors as context_selectors
from accounts.forgetting import selectors as forgetting_selectors
from accounts.messages import selectors as messages_selectors
from accounts.messages import services as messages_services
from accounts.models import Account, Fact, Message
from accounts.rollout import selectors as rollout_selectors
from accounts.shadow import selectors as shadow_selectors
from accounts.summary import summary_versions
from accounts.timeseries import span_of
from memoryadmin.console import forms, views_overview, views_turns
from memoryadmin.console.access import account_of_request, can, projects_of, require
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import (
    account_back,
    action_done,
    in_page,
    lazy_projects,
)
from memoryadmin.engine.forgetting import forgettable_words

INVALID = 422


# --- overview ----------------------------------------------------------------------


@require_GET
@require("read")
def overview(request: HttpRequest) -> HttpResponse:
    scope = projects_of(request.user)
    forget_n, forget_rows = forgetting_selectors.forget_open(scope=scope)
    tools_n, tools_rows = messages_selectors.unclassified_tools(scope=scope)
    return render_page(
        request,
        "console/overview.html",
        {
            "per_mode": rollout_selectors.accounts_per_mode(scope=scope),
            "setting": rollout_selectors.rollout_setting(),
            "shadow": shadow_selectors.shadow_summary(scope=scope),
            "stuck": compaction_selectors.stuck_count(scope=scope),
            "forget_n": forget_n,
            "forget_rows": forget_rows,
            "tools_n": tools_n,
            "tools_rows": tools_rows,
            **views_overview.charts(
                span_of(request.GET.get("span")),
                scope=scope,
                review_links=can(request.user, "review_read"),
            ),
        },
        fragment="charts",
    )


# --- accounts ----------------------------------------------------------------------


@require_GET
@require("read")
def accounts(request: HttpRequest) -> HttpResponse:
    q = request.GET.get("q", "")
    mode = request.GET.get("mode", "")
    project = request.GET.get("project", "").strip()
    page = paginate(
        request,
        rollout_selectors.accounts_list(
            scope=projects_of(request.user), q=q, mode=mode, project=project
        ),
    )
    setting = rollout_selectors.rollout_setting()
    rows = [
        (a, rollout_selectors.rollout_resolve(account=a, setting=setting).mode.value) for a in page
    ]
    return render_page(
        request,
        "console/accounts.html",
        {
            "page": page,
            "rows": rows,
            "q": q,
            "mode": mode,
            "modes": rollout_selectors.MODES,
            "project": project,
            "projects": lazy_projects(request),  # read only where a template lists them
        },
        fragment="list",
    )


def _account_ctx(request: HttpRequest, acct: Account, **extra: Any) -> dict[str, Any]:
    """The account page: its messages and facts, so building it is a read, audited."""
    audit_read(reader=request.user, what="account", account=acct)
    page = paginate(request, messages_selectors.account_messages(account=acct))
    mask = forgotten.mask_for(acct)
    preview = context_selectors.next_turn_preview(account=acct)
    timeline = [(m, _timeline_text(m, mask)) for m in page]
    per_page = page.paginator.per_page

    def page_holding(seq: int | None) -> int | None:
        # Newest first and seqs dense: the page holding a seq is arithmetic, not a query.
        return None if seq is None else (acct.last_seq - seq) // per_page + 1

    ctx: dict[str, Any] = {
        "account": acct,
        "page": page,
        "timeline": timeline,
        "preview": preview,
        "versions": summary_versions(account=acct),
        "resolution": rollout_selectors.rollout_resolve(account=acct),
        "shadow": shadow_selectors.shadow_summary(account=acct),
        "window_tokens": context_selectors.window_tokens_setting(),
        "window_page": page_holding(preview.window_start_seq),
        "covered_page": page_holding(acct.covered_through_seq),
        "tz_form": forms.TimezoneForm(initial={"timezone": acct.timezone}),
        # The hub: how much of everything there is about the account, each a link to its list.
        "counts": hub.account_counts(account=acct, scope=projects_of(request.user)),
        "turns": views_turns.turn_rows(account=acct),
        "facts_shown": [_fact_shown(f, mask) for f in hub.account_facts_shown(account=acct)],
    }
    ctx.update(extra)
    return ctx


def _fact_shown(f: Fact, mask: Callable[[str], str]) -> tuple[Fact, str, str, list[str]]:
    """A fact as the account page lists it: masked, with the words forgetting it would hash
    (from the masked text, so a word already forgotten never reaches a link)."""
    key, note = mask(f.key), mask(f.note)
    return f, key, note, forgettable_words(key=key, note=note)


def _timeline_text(m: Message, mask: Callable[[str], str]) -> str:
    """A message as the timeline shows it: masked text, and its tool calls in one line."""
    text = mask(m.content)
    calls = context_selectors.call_summary(m.tool_calls)
    if calls:
        called = f"→ calls {mask(calls)}"
        text = f"{text}\n{called}" if text else called
    return text


@require_GET
@require("read")
def account(request: HttpRequest, external_id: str) -> HttpResponse:
    acct = account_of_request(request, external_id)
    return render_page(
        request, "console/account.html", _account_ctx(request, acct), fragment="timeline"
    )


@require_POST
@require("timezone")
def account_timezone(request: HttpRequest, external_id: str) -> HttpResponse:
    """Set the account's time zone (ops and support), with a reason; audited."""
    acct = account_of_request(request, external_id)
    form = forms.TimezoneForm(request.POST)
    if not form.is_valid():
        ctx = (
            {"account": acct, "tz_form": form}
            if in_page(request)
            else _account_ctx(request, acct, tz_form=form)
        )
        return render_page(
            request, "console/account.html", ctx, fragment="timezone", status=INVALID
        )
    zone = form.cleaned_data["timezone"]
    before = acct.timezone
    messages_services.account_timezone_set(
        account=acct, timezone=zone, actor=request.user, reason=form.cleaned_data["reason"]
    )
    notice = (
        f"Time zone set to {zone}: stamps now read in {zone} time."
        if zone != before
        else f"The time zone was already {zone}: nothing changed."
    )
    return action_done(
        request,
        template="console/account.html",
        fragment="timezone",
        context={"account": acct, "tz_form": forms.TimezoneForm(initial={"timezone": zone})},
        notice=notice,
        back=account_back(request, acct),
    )


# --- audit ---------------------------------------------------------------------------


@require_GET
@require("read")
def audit(request: HttpRequest) -> HttpResponse:
    form = forms.AuditFilterForm(request.GET)
    form.is_valid()  # a bad field shows its error; the valid ones still filter
    f = form.cleaned_data
    account = (f.get("account") or "").strip()
    project = f.get("project", "")
    scope = projects_of(request.user)
    slugs = [project] if project else [p.slug for p in scope.projects()] if account else []
    page = paginate(
        request,
        audit_entries(
            action=f.get("action", ""),
            target=f.get("target", ""),
            actor=f.get("actor", ""),
            account=account,
            project_slugs=slugs,
            project=project,
            reader=(f.get("reader") or "").strip(),
            scope=scope,
        ),
    )
    return render_page(
        request,
        "console/audit.html",
        {
            "page": page,
            "form": form,
            "actions": audit_actions(scope=scope),
            "projects": lazy_projects(request),
            "account": account,
            "project": project,
            "filtered": any(
                f.get(k) for k in ("action", "target", "actor", "account", "project", "reader")
            ),
        },
        fragment="list",
    )


# --- shadow diffs --------------------------------------------------------------------


@require_GET
@require("read")
def shadow(request: HttpRequest) -> HttpResponse:
    form = forms.ShadowFilterForm(request.GET)
    form.is_valid()  # a bad field shows its error; the valid ones still filter
    d = form.cleaned_data
    f = shadow_selectors.ShadowFilter(
        account=(d.get("account") or "").strip(),
        project=(d.get("project") or "").strip(),
        kind=(d.get("kind") or "").strip(),
        since=d.get("since"),
        until=d.get("until"),
    )
    scope = projects_of(request.user)
    page = paginate(request, shadow_selectors.shadow_records(f=f, scope=scope))
    return render_page(
        request,
        "console/shadow.html",
        {
            "page": page,
            "form": form,
            "groups": shadow_selectors.shadow_groups(f=f, scope=scope),
            "f": f,
            "projects": lazy_projects(request),
            "retention_days": settings.MEMORY_SHADOW_RETENTION_DAYS,
        },
        fragment="list",
    )


@require_GET
@require("read")
def shadow_detail(request: HttpRequest, pk: int) -> HttpResponse:
    detail = shadow_selectors.shadow_detail(pk=pk, scope=projects_of(request.user))
    if detail is None:
        raise Http404("No such shadow record (it may have passed its retention period).")
    audit_read(
        reader=request.user,
        what="shadow",
        account=detail.record.account,
        item=f"shadow {pk}",
        shadow=pk,
    )
    return render_page(request, "console/shadow_detail.html", {"d": detail})
