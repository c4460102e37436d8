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
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts import hub
from accounts.audit import audit_actions, audit_entries
from accounts.compaction import selectors as compaction_selectors
from accounts.context import selectors as context_selectors
from accounts.forgetting import selectors as forgetting_selectors
from accounts.forgetting import words as forgetting_words
from accounts.messages import selectors as messages_selectors
from accounts.messages import services as messages_services
from accounts.models import Account, Fact, Message, Mode, Scope
from accounts.projects import project_find, projects_all
from accounts.rollout import selectors as rollout_selectors
from accounts.rollout import services as rollout_services
from accounts.rollout.ids import parse_ids
from accounts.shadow import selectors as shadow_selectors
from accounts.summary import summary_versions
from accounts.timeseries import span_of
from memoryadmin.console import forms, views_overview
from memoryadmin.console.access import can, require
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import (
    account_back,
    account_of_request,
    action_done,
    lazy_projects,
)
from memoryadmin.engine.forgetting import forgettable_words

INVALID = 422


# --- overview ----------------------------------------------------------------------


@require_GET
@require("read")
def overview(request: HttpRequest) -> HttpResponse:
    forget_n, forget_rows = forgetting_selectors.forget_open()
    tools_n, tools_rows = messages_selectors.unclassified_tools()
    return render_page(
        request,
        "console/overview.html",
        {
            "per_mode": rollout_selectors.accounts_per_mode(),
            "setting": rollout_selectors.rollout_setting(),
            "shadow": shadow_selectors.shadow_summary(),
            "stuck": compaction_selectors.stuck_count(),
            "forget_n": forget_n,
            "forget_rows": forget_rows,
            "tools_n": tools_n,
            "tools_rows": tools_rows,
            **views_overview.charts(
                span_of(request.GET.get("span")), review_links=can(request.user, "review_read")
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
    page = paginate(request, rollout_selectors.accounts_list(q=q, mode=mode, project=project))
    setting = rollout_selectors.rollout_setting()
    rows = [
        (a, rollout_selectors.rollout_resolve(account=a, setting=setting).mode.value)
        for a in page
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
            "projects": lazy_projects(),  # read only where a template lists them
        },
        fragment="list",
    )


def _account_ctx(request: HttpRequest, acct: Account, **extra: Any) -> dict[str, Any]:
    page = paginate(request, messages_selectors.account_messages(account=acct))
    mask = forgetting_words.mask_for(acct)
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
        "counts": hub.account_counts(account=acct),
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
        ctx = {"account": acct, "tz_form": form} if request.htmx else _account_ctx(
            request, acct, tz_form=form
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


# --- rollout -------------------------------------------------------------------------

ROLLOUT = "console/rollout.html"
PARTS = {"global", "modes", "overrides", "allowlist", "projects"}


def _global_ctx(**extra: Any) -> dict[str, Any]:
    setting = rollout_selectors.rollout_setting()
    ctx: dict[str, Any] = {
        "setting": setting,
        "per_mode": rollout_selectors.accounts_per_mode(),
        "kill_phrase": forms.KILL_PHRASE,
        "global_form": forms.GlobalModeForm(
            initial={"mode": setting.mode, "scope": setting.scope}, prefix="g"
        ),
        "kill_form": forms.KillSwitchForm(initial={"on": "0" if setting.kill_switch else "1"}),
    }
    ctx.update(extra)
    return ctx


def _projects_ctx(**extra: Any) -> dict[str, Any]:
    """Each project with its own mode, or following the global one (the rollout row: no query)."""
    setting = rollout_selectors.rollout_setting()
    ctx: dict[str, Any] = {
        "project_rows": lambda: [
            (p, rollout_selectors.project_rollout(setting, p)) for p in projects_all()
        ],
        "project_form": forms.ProjectModeForm(prefix="p"),
    }
    ctx.update(extra)
    return ctx


def _allowlist_ctx(request: HttpRequest) -> dict[str, Any]:
    q = request.GET.get("q", "")
    project = request.GET.get("project", "").strip()
    page = paginate(
        request, rollout_selectors.accounts_list(q=q, allowlisted=True, project=project)
    )
    setting = rollout_selectors.rollout_setting()
    shadow = shadow_selectors.shadow_per_account(account_ids=[a.pk for a in page])
    not_listed = rollout_selectors.rollout_resolve_values(setting, allowlisted=False, override=None)
    rows = [
        (
            a,
            rollout_selectors.rollout_resolve(account=a, setting=setting).mode.value,
            shadow.get(a.pk, shadow_selectors.ShadowSummary()),
        )
        for a in page
    ]
    return {
        "page": page,
        "rows": rows,
        "q": q,
        "project": project,
        "projects": lazy_projects(),
        "not_listed_mode": not_listed,
    }


def _overrides_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    ids = parse_ids(request.GET.get("ids", ""))
    add = request.GET.get("add", "").strip()
    if add and add not in ids:
        ids.append(add)
    project = request.GET.get("project", "").strip()
    initial = {"ids": "\n".join(ids)} if ids else {}
    if project:
        initial["project"] = project
    ctx: dict[str, Any] = {
        "allow_form": forms.AllowForm(initial=initial or None),
        "check_form": forms.CheckForm(prefix="c"),
    }
    ctx.update(extra)
    return ctx


def _rollout_response(
    request: HttpRequest, context: dict[str, Any], *, fragment: str, status: int = 200
) -> HttpResponse:
    """The changed fragment for htmx; the whole rollout page (with it) for a plain request."""
    if not request.htmx:
        context = {
            **_global_ctx(),
            **_projects_ctx(),
            **_allowlist_ctx(request),
            **_overrides_ctx(request),
            **context,
        }
    return render_page(request, ROLLOUT, context, fragment=fragment, status=status)


@require_GET
@require("read")
def rollout(request: HttpRequest) -> HttpResponse:
    # Fragments are for htmx; a plain request (a link opened without JavaScript) gets the page.
    part = request.GET.get("part", "") if request.htmx else ""
    if part in {"global", "modes"}:
        return render_page(request, ROLLOUT, _global_ctx(), fragment=part)
    if part == "overrides":
        return render_page(request, ROLLOUT, _overrides_ctx(request), fragment=part)
    if part == "allowlist":
        return render_page(request, ROLLOUT, _allowlist_ctx(request), fragment=part)
    if part == "projects":
        return render_page(request, ROLLOUT, _projects_ctx(), fragment=part)
    ctx = {
        **_global_ctx(),
        **_projects_ctx(),
        **_allowlist_ctx(request),
        **_overrides_ctx(request),
    }
    return render_page(request, ROLLOUT, ctx)


@require_GET
@require("read")
def rollout_search(request: HttpRequest) -> HttpResponse:
    q = request.GET.get("q", "")
    return _rollout_response(
        request,
        {
            "matches": rollout_selectors.accounts_typeahead(
                q=q, project=request.GET.get("project", "").strip()
            ),
            "q": q,
        },
        fragment="typeahead",
    )


@require_GET
@require("read")
def rollout_explain(request: HttpRequest) -> HttpResponse:
    """The account's mode, why, and the level that decided; in every project that has the id
    when no project is named (an id nobody has yet resolves as in ``default``)."""
    external_id = request.GET.get("account", "").strip()
    slug = request.GET.get("project", "").strip()
    ctx: dict[str, Any] = {"explain_id": external_id, "explain_project": slug}
    if slug and project_find(slug) is None:
        ctx["explain_error"] = f"No project {slug!r}."
    elif external_id:
        found = messages_selectors.accounts_with_id(external_id=external_id)
        if slug:
            found = [a for a in found if a.project.slug == slug]
        project = project_find(slug or "default")
        setting = rollout_selectors.rollout_setting()
        ctx["explains"] = [
            {
                "account": acct,
                "project": acct.project.slug if acct else (project.slug if project else ""),
                "resolution": rollout_selectors.rollout_resolve(
                    account=acct, setting=setting, project=project
                ),
                "shadow": shadow_selectors.shadow_summary(account=acct)
                if acct
                else shadow_selectors.ShadowSummary(),
            }
            for acct in (found or [None])
        ]
    return _rollout_response(request, ctx, fragment="explain")


@require_POST
@require("read")
def rollout_check(request: HttpRequest) -> HttpResponse:
    form = forms.CheckForm(request.POST, prefix="c")
    if not form.is_valid():
        return _rollout_response(request, {"check_form": form}, fragment="check", status=INVALID)
    checked = rollout_selectors.rollout_check(
        external_ids=form.cleaned_data["ids"], project=form.cleaned_data["project"]
    )
    counts: dict[str, int] = {}
    for c in checked:
        counts[c.mode] = counts.get(c.mode, 0) + 1
    return _rollout_response(
        request,
        {"check_form": form, "checked": checked, "check_counts": counts},
        fragment="check",
    )


@require_POST
@require("rollout")
def rollout_mode(request: HttpRequest) -> HttpResponse:
    form = forms.GlobalModeForm(request.POST, prefix="g")
    if not form.is_valid():
        return _rollout_response(
            request, _global_ctx(global_form=form), fragment="global", status=INVALID
        )
    mode, scope = form.cleaned_data["mode"], form.cleaned_data["scope"]
    if mode == Mode.ENABLED and not form.cleaned_data["confirmed"]:
        # Nobody enables blind: show the shadow record of who this reaches first.
        shadow = (
            shadow_selectors.shadow_summary()
            if scope == Scope.EVERYONE
            else shadow_selectors.shadow_summary_allowlist()
        )
        # Per account too: a combined figure hides the one account whose turns all differ.
        breakdown = shadow_selectors.shadow_breakdown(
            allowlisted=None if scope == Scope.EVERYONE else True
        )
        return _rollout_response(
            request,
            _global_ctx(
                global_form=form,
                confirm_global=shadow,
                confirm_scope=scope,
                confirm_breakdown=breakdown,
            ),
            fragment="global",
        )
    rollout_services.rollout_set_mode(
        actor=request.user, mode=mode, scope=scope, reason=form.cleaned_data["reason"]
    )
    return action_done(
        request,
        template=ROLLOUT,
        fragment="global",
        context=_global_ctx,
        notice=f"Global mode set to {mode} for {scope}.",
        events="modes-changed, allowlist-changed",
        back=reverse("console:rollout"),
    )


@require_POST
@require("rollout")
def rollout_project_mode(request: HttpRequest) -> HttpResponse:
    """A project's own mode and scope; enabling shows the project's shadow record first."""
    form = forms.ProjectModeForm(request.POST, prefix="p")
    if not form.is_valid():
        return _rollout_response(
            request, _projects_ctx(project_form=form), fragment="projects", status=INVALID
        )
    project, mode = form.cleaned_data["project"], form.mode_value()
    scope = form.cleaned_data["scope"]
    if mode == Mode.ENABLED and not form.cleaned_data["confirmed"]:
        shadow = (
            shadow_selectors.shadow_summary(project=project)
            if scope == Scope.EVERYONE
            else shadow_selectors.shadow_summary_allowlist(project=project)
        )
        breakdown = shadow_selectors.shadow_breakdown(
            project=project, allowlisted=None if scope == Scope.EVERYONE else True
        )
        return _rollout_response(
            request,
            _projects_ctx(
                project_form=form,
                confirm_project=project,
                confirm_project_shadow=shadow,
                confirm_project_scope=scope,
                confirm_breakdown=breakdown,
            ),
            fragment="projects",
        )
    rollout_services.rollout_set_project_mode(
        actor=request.user,
        project=project,
        mode=mode,
        scope=scope,
        reason=form.cleaned_data["reason"],
    )
    notice = (
        f"Project {project.slug} follows the global mode again."
        if mode is None
        else f"Project {project.slug} now has its own mode: {mode} for {scope}."
    )
    return action_done(
        request,
        template=ROLLOUT,
        fragment="projects",
        context=_projects_ctx,
        notice=notice,
        events="modes-changed, allowlist-changed",
        back=reverse("console:rollout"),
    )


@require_POST
@require("rollout")
def rollout_kill(request: HttpRequest) -> HttpResponse:
    form = forms.KillSwitchForm(request.POST)
    if not form.is_valid():
        return _rollout_response(
            request, _global_ctx(kill_form=form), fragment="global", status=INVALID
        )
    on = form.cleaned_data["on"]
    rollout_services.rollout_kill_switch(
        actor=request.user, on=on, reason=form.cleaned_data["reason"]
    )
    notice = (
        "Kill switch on: every account now resolves to disabled. Overrides are kept."
        if on
        else "Kill switch lifted: accounts resolve to their modes again."
    )
    return action_done(
        request,
        template=ROLLOUT,
        fragment="global",
        context=_global_ctx,
        notice=notice,
        events="modes-changed, allowlist-changed",
        back=reverse("console:rollout"),
    )


@require_POST
@require("rollout")
def rollout_allow(request: HttpRequest) -> HttpResponse:
    form = forms.AllowForm(request.POST)
    if not form.is_valid():
        return _rollout_response(
            request,
            _overrides_ctx(request, allow_form=form),
            fragment="overrides",
            status=INVALID,
        )
    ids: list[str] = form.cleaned_data["ids"]
    mode = form.mode_value()
    project = form.cleaned_data["project"] or project_find("default")
    setting = rollout_selectors.rollout_setting()
    reaches_enabled = (
        rollout_selectors.rollout_resolve_values(
            setting, allowlisted=True, override=mode, project=project
        )
        == "enabled"
    )
    if reaches_enabled and not form.cleaned_data["confirmed"]:
        checked = rollout_selectors.rollout_check(external_ids=ids[:50], project=project)
        per_account = shadow_selectors.shadow_per_account(
            account_ids=[c.account.pk for c in checked if c.account is not None]
        )
        none = shadow_selectors.ShadowSummary()
        return _rollout_response(
            request,
            _overrides_ctx(
                request,
                allow_form=form,
                confirm_ids=ids,
                confirm_shadow=shadow_selectors.shadow_summary(external_ids=ids, project=project),
                # Each account's own figures, and how many of all the ids mostly differ.
                confirm_rows=[
                    (c, per_account.get(c.account.pk, none) if c.account else none)
                    for c in checked
                ],
                confirm_breakdown=shadow_selectors.shadow_breakdown(
                    external_ids=ids, project=project, limit=0
                ),
            ),
            fragment="overrides",
        )
    rollout_services.rollout_allow(
        actor=request.user,
        external_ids=ids,
        mode=mode,
        reason=form.cleaned_data["reason"],
        project=project,
    )
    label = mode or "the global mode"
    shown = ", ".join(ids[:5]) + (f" and {len(ids) - 5} more" if len(ids) > 5 else "")
    return action_done(
        request,
        template=ROLLOUT,
        fragment="overrides",
        context=lambda: _overrides_ctx(request),
        notice=f"Allowlisted {shown} with {label}"
        + (f" in project {project.slug}." if form.cleaned_data["project"] else "."),
        events="modes-changed, allowlist-changed",
        back=reverse("console:rollout"),
    )


@require_POST
@require("rollout")
def rollout_remove(request: HttpRequest) -> HttpResponse:
    form = forms.RemoveForm(request.POST)
    if not form.is_valid():
        errors = "; ".join(e for errs in form.errors.values() for e in errs)
        return _rollout_response(
            request,
            {**_allowlist_ctx(request), "allowlist_error": errors},
            fragment="allowlist",
            status=INVALID,
        )
    ids = form.cleaned_data["ids"]
    removed = rollout_services.rollout_disallow(
        actor=request.user,
        external_ids=ids,
        reason=form.cleaned_data["reason"],
        project=form.cleaned_data["project"],
    )
    names = ", ".join(a.external_id for a in removed) or "nothing (not on the allowlist)"
    return action_done(
        request,
        template=ROLLOUT,
        fragment="allowlist",
        context=lambda: _allowlist_ctx(request),
        notice=f"Removed from the allowlist: {names}. Overrides for them are cleared.",
        events="modes-changed",
        back=reverse("console:rollout"),
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
    slugs = [project] if project else [p.slug for p in projects_all()]
    page = paginate(
        request,
        audit_entries(
            action=f.get("action", ""),
            target=f.get("target", ""),
            actor=f.get("actor", ""),
            account=account,
            project_slugs=slugs,
        ),
    )
    return render_page(
        request,
        "console/audit.html",
        {
            "page": page,
            "form": form,
            "actions": audit_actions(),
            "projects": lazy_projects(),
            "account": account,
            "project": project,
            "filtered": any(f.get(k) for k in ("action", "target", "actor", "account")),
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
    page = paginate(request, shadow_selectors.shadow_records(f=f))
    return render_page(
        request,
        "console/shadow.html",
        {
            "page": page,
            "form": form,
            "groups": shadow_selectors.shadow_groups(f=f),
            "f": f,
            "projects": lazy_projects(),
            "retention_days": settings.MEMORY_SHADOW_RETENTION_DAYS,
        },
        fragment="list",
    )


@require_GET
@require("read")
def shadow_detail(request: HttpRequest, pk: int) -> HttpResponse:
    detail = shadow_selectors.shadow_detail(pk=pk)
    if detail is None:
        raise Http404("No such shadow record (it may have passed its retention period).")
    return render_page(request, "console/shadow_detail.html", {"d": detail})
