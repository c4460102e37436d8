"""The Access screen: which projects each console user is granted (docs/screens.md
"Scoped by project").

Only ops granted every project see it and change it (``grants``): a grant
decides what a user sees of every other screen. Granting and taking back are
audited with a reason; a user's next request sees the change.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.contrib.auth.models import User
from django.db.models import Q, QuerySet
from django.http import HttpRequest, HttpResponse
from django.shortcuts import get_object_or_404
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts import grants
from accounts.errors import InvalidInput
from accounts.models import ProjectGrant
from accounts.projects import project_find
from memoryadmin.console.access import ROLES, object_or_404, require
from memoryadmin.console.forms import ReasonField
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import action_done, lazy_projects

ACCESS = "console/access.html"
INVALID = 422


class GrantForm(forms.Form):
    project = forms.CharField(max_length=64, required=False)
    every_project = forms.BooleanField(required=False, label="Every project")
    reason = ReasonField()

    def clean(self) -> dict[str, Any]:
        data = super().clean() or {}
        slug = (data.get("project") or "").strip()
        if data.get("every_project") and slug:
            self.add_error("project", "Choose a project or every project, not both.")
        elif not data.get("every_project") and not slug:
            self.add_error("project", "Choose a project, or tick every project.")
        elif slug:
            data["project"] = project_find(slug)
            if data["project"] is None:
                self.add_error("project", f"No project {slug!r}.")
        return data


class RevokeForm(forms.Form):
    reason = ReasonField()


def console_users(q: str = "") -> QuerySet[User]:
    """Users with a console role or a grant, by username."""
    qs = User.objects.filter(Q(groups__name__in=ROLES) | Q(project_grants__isnull=False))
    if q:
        qs = qs.filter(username__icontains=q)
    return qs.distinct().order_by("username").prefetch_related("groups")


def _list_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    q = request.GET.get("q", "").strip()[:150]
    page = paginate(request, console_users(q))
    held = grants.grants_of(page)
    rows = [
        {
            "user": u,
            "roles": sorted(g.name for g in u.groups.all() if g.name in ROLES),
            "grants": held.get(u.pk, []),
        }
        for u in page
    ]
    return {
        "page": page,
        "rows": rows,
        "q": q,
        "projects": lazy_projects(request),
        "grant_form": GrantForm(),
        **extra,
    }


@require_GET
@require("grants")
def access(request: HttpRequest) -> HttpResponse:
    return render_page(request, ACCESS, _list_ctx(request), fragment="list")


def _done(request: HttpRequest, notice: str) -> HttpResponse:
    return action_done(
        request,
        template=ACCESS,
        fragment="list",
        context=lambda: _list_ctx(request),
        notice=notice,
        back=reverse("console:access"),
    )


def _refused(request: HttpRequest, error: str) -> HttpResponse:
    return render_page(
        request, ACCESS, _list_ctx(request, list_error=error), fragment="list", status=INVALID
    )


def _errors(form: forms.Form) -> str:
    return "; ".join(str(e) for errs in form.errors.values() for e in errs)


@require_POST
@require("grants")
def access_grant(request: HttpRequest, pk: int) -> HttpResponse:
    # A user belongs to no project; only readers of every project get here (``grants``).
    user = get_object_or_404(User, pk=pk)
    form = GrantForm(request.POST)
    if not form.is_valid():
        return _refused(request, f"{user.username}: {_errors(form)}")
    project = form.cleaned_data["project"] if not form.cleaned_data["every_project"] else None
    try:
        grants.grant(
            user=user, project=project, actor=request.user, reason=form.cleaned_data["reason"]
        )
    except InvalidInput as exc:
        return _refused(request, str(exc))
    label = "every project" if project is None else f"project {project.slug}"
    return _done(request, f"{user.username} is granted {label}.")


@require_POST
@require("grants")
def access_revoke(request: HttpRequest, pk: int) -> HttpResponse:
    held = object_or_404(
        request.user,
        ProjectGrant.objects.select_related("user", "project"),
        "No such grant.",
        pk=pk,
    )
    form = RevokeForm(request.POST)
    if not form.is_valid():
        return _refused(request, f"{held.user.username}: {_errors(form)}")
    grants.revoke(grant=held, actor=request.user, reason=form.cleaned_data["reason"])
    label = grants.grant_label(every=held.every_project, project=held.project)
    return _done(request, f"{held.user.username} is no longer granted {label}.")
