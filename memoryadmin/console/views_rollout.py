"""The rollout screen: the global mode, per-project modes, overrides and the allowlist.

Split from views.py (one screen a module); same conventions: decorators, access, one
call, render; htmx actions answer with the fragment they changed.
"""

from __future__ import annotations

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts.models import Account, Mode, Project, Scope
from accounts.projects import project_find
from accounts.rollout import selectors as rollout_selectors
from accounts.rollout import services as rollout_services
from accounts.rollout.ids import parse_ids
from accounts.shadow import selectors as shadow_selectors
from memoryadmin.console import forms
from memoryadmin.console.access import accounts_with_id, projects_of, require
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import (
    action_done,
    in_page,
    lazy_projects,
)

INVALID = 422

# --- rollout -------------------------------------------------------------------------

ROLLOUT = "console/rollout.html"
PARTS = {"global", "modes", "overrides", "allowlist", "projects"}


def _global_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    setting = rollout_selectors.rollout_setting()
    ctx: dict[str, Any] = {
        "setting": setting,
        "per_mode": rollout_selectors.accounts_per_mode(scope=projects_of(request.user)),
        "kill_phrase": forms.KILL_PHRASE,
        "global_form": forms.GlobalModeForm(
            initial={"mode": setting.mode, "scope": setting.scope}, prefix="g"
        ),
        "kill_form": forms.KillSwitchForm(initial={"on": "0" if setting.kill_switch else "1"}),
    }
    ctx.update(extra)
    return ctx


def _projects_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    """Each project granted, with its own mode or following the global one (the rollout
    row: no query)."""
    setting = rollout_selectors.rollout_setting()
    scope = projects_of(request.user)
    ctx: dict[str, Any] = {
        "project_rows": lambda: [
            (p, rollout_selectors.project_rollout(setting, p)) for p in scope.projects()
        ],
        "project_form": forms.ProjectModeForm(prefix="p"),
    }
    ctx.update(extra)
    return ctx


def _allowlist_ctx(request: HttpRequest) -> dict[str, Any]:
    q = request.GET.get("q", "")
    project = request.GET.get("project", "").strip()
    page = paginate(
        request,
        rollout_selectors.accounts_list(
            scope=projects_of(request.user), q=q, allowlisted=True, project=project
        ),
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
        "projects": lazy_projects(request),
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
    if not in_page(request):
        context = {
            **_global_ctx(request),
            **_projects_ctx(request),
            **_allowlist_ctx(request),
            **_overrides_ctx(request),
            **context,
        }
    return render_page(request, ROLLOUT, context, fragment=fragment, status=status)


@require_GET
@require("read")
def rollout(request: HttpRequest) -> HttpResponse:
    # Fragments are for htmx; a plain request (a link opened without JavaScript) gets the page.
    part = request.GET.get("part", "") if in_page(request) else ""
    if part in {"global", "modes"}:
        return render_page(request, ROLLOUT, _global_ctx(request), fragment=part)
    if part == "overrides":
        return render_page(request, ROLLOUT, _overrides_ctx(request), fragment=part)
    if part == "allowlist":
        return render_page(request, ROLLOUT, _allowlist_ctx(request), fragment=part)
    if part == "projects":
        return render_page(request, ROLLOUT, _projects_ctx(request), fragment=part)
    ctx = {
        **_global_ctx(request),
        **_projects_ctx(request),
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
                q=q, scope=projects_of(request.user), project=request.GET.get("project", "").strip()
            ),
            "q": q,
        },
        fragment="typeahead",
    )


@require_GET
@require("read")
def rollout_explain(request: HttpRequest) -> HttpResponse:
    """The account's mode, why, and the level that decided; in every project granted that has
    the id when no project is named (an id none has yet resolves as in ``default``, when the
    reader is granted it, else by the global mode alone)."""
    external_id = request.GET.get("account", "").strip()
    slug = request.GET.get("project", "").strip()
    ctx: dict[str, Any] = {"explain_id": external_id, "explain_project": slug}
    if slug and project_find(slug) is None:
        ctx["explain_error"] = f"No project {slug!r}."
    elif external_id:
        found: list[Account | None] = list(  # None: an id no project has yet
            accounts_with_id(request.user, external_id)
        )
        if slug:
            found = [a for a in found if a is not None and a.project.slug == slug]
        project = project_find(slug or "default")
        if not projects_of(request.user).allows(project):
            project = None
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
        external_ids=form.cleaned_data["ids"],
        scope=projects_of(request.user),
        project=form.cleaned_data["project"],
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
@require("rollout_global")
def rollout_mode(request: HttpRequest) -> HttpResponse:
    form = forms.GlobalModeForm(request.POST, prefix="g")
    if not form.is_valid():
        return _rollout_response(
            request, _global_ctx(request, global_form=form), fragment="global", status=INVALID
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
                request,
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
        context=lambda: _global_ctx(request),
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
            request, _projects_ctx(request, project_form=form), fragment="projects", status=INVALID
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
                request,
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
        context=lambda: _projects_ctx(request),
        notice=notice,
        events="modes-changed, allowlist-changed",
        back=reverse("console:rollout"),
    )


@require_POST
@require("rollout_global")
def rollout_kill(request: HttpRequest) -> HttpResponse:
    form = forms.KillSwitchForm(request.POST)
    if not form.is_valid():
        return _rollout_response(
            request, _global_ctx(request, kill_form=form), fragment="global", status=INVALID
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
        context=lambda: _global_ctx(request),
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
    if not _granted(request, form, project):
        return _rollout_response(
            request,
            _overrides_ctx(request, allow_form=form),
            fragment="overrides",
            status=INVALID,
        )
    setting = rollout_selectors.rollout_setting()
    reaches_enabled = (
        rollout_selectors.rollout_resolve_values(
            setting, allowlisted=True, override=mode, project=project
        )
        == "enabled"
    )
    if reaches_enabled and not form.cleaned_data["confirmed"]:
        checked = rollout_selectors.rollout_check(
            external_ids=ids[:50], scope=projects_of(request.user), project=project
        )
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
                    (c, per_account.get(c.account.pk, none) if c.account else none) for c in checked
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
        + (
            f" in project {project.slug}."
            if project is not None and form.cleaned_data["project"]
            else "."
        ),
        events="modes-changed, allowlist-changed",
        back=reverse("console:rollout"),
    )


@require_POST
@require("rollout")
def rollout_remove(request: HttpRequest) -> HttpResponse:
    form = forms.RemoveForm(request.POST)
    if not form.is_valid():
        errors = "; ".join(str(e) for errs in form.errors.values() for e in errs)
        return _rollout_response(
            request,
            {**_allowlist_ctx(request), "allowlist_error": errors},
            fragment="allowlist",
            status=INVALID,
        )
    ids = form.cleaned_data["ids"]
    if not _granted(request, form, form.cleaned_data["project"] or project_find("default")):
        errors = "; ".join(str(e) for errs in form.errors.values() for e in errs)
        return _rollout_response(
            request,
            {**_allowlist_ctx(request), "allowlist_error": errors},
            fragment="allowlist",
            status=INVALID,
        )
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


def _granted(request: HttpRequest, form: Any, project: Project | None) -> bool:
    """Whether the change's project (``default`` when the form names none) is granted to
    the reader; else the form says to name one (a named one was checked by ``require``)."""
    if projects_of(request.user).allows(project):
        return True
    form.add_error("project", "Name the project: you are not granted the default project.")
    return False
