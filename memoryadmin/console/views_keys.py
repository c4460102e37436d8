"""The Keys screen (SCREENS.md "Added in v1.1"): every API key, create one, revoke one.

Every role reads the list (names, prefixes and dates: never a key); creating
and revoking need ``keys`` (ops). A created key is shown once, in the answer
to the request that made it, and is stored nowhere but as a hash: without
JavaScript the page is rendered with it rather than redirected, so it never
passes through the session's messages.
"""

from __future__ import annotations

from typing import Any

from django import forms
from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.http import require_GET, require_POST

from accounts.apikeys import api_key_create, api_key_revoke, api_keys
from accounts.errors import InvalidInput
from accounts.models import ApiKey
from accounts.projects import project_get_or_create
from memoryadmin.console.access import object_or_404, projects_of, require
from memoryadmin.console.forms import ReasonField
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import action_done, in_page, lazy_projects

KEYS = "console/keys.html"
INVALID = 422


class CreateKeyForm(forms.Form):
    name = forms.CharField(
        max_length=100, widget=forms.TextInput(attrs={"placeholder": "e.g. flow-agent"})
    )
    project = forms.SlugField(
        max_length=64,
        initial="default",
        widget=forms.TextInput(attrs={"list": "project-slugs"}),
    )
    new_project = forms.BooleanField(required=False, label="Create this project")
    read_only = forms.BooleanField(required=False, label="Read-only (403 on every write)")
    reason = ReasonField()


class RevokeForm(forms.Form):
    reason = ReasonField()


def _list_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    project = request.GET.get("project", "").strip()
    state = request.GET.get("state", "")
    revoked = {"active": False, "revoked": True}.get(state)
    return {
        "page": paginate(
            request, api_keys(project=project, revoked=revoked, scope=projects_of(request.user))
        ),
        "project": project,
        "state": state,
        "projects": lazy_projects(request),
        **extra,
    }


@require_GET
@require("read")
def keys(request: HttpRequest) -> HttpResponse:
    ctx = _list_ctx(request, create_form=CreateKeyForm())
    return render_page(request, KEYS, ctx, fragment="list")


@require_POST
@require("keys")
def key_create(request: HttpRequest) -> HttpResponse:
    form = CreateKeyForm(request.POST)
    created: tuple[ApiKey, str] | None = None
    if form.is_valid():
        d = form.cleaned_data
        try:
            project = project_get_or_create(
                slug=d["project"], create=d["new_project"], actor=request.user, reason=d["reason"]
            )
            created = api_key_create(
                name=d["name"],
                actor=request.user,
                project=project,
                read_only=d["read_only"],
                reason=d["reason"],
            )
        except InvalidInput as exc:
            form.add_error(None, str(exc))
    if created is None:
        ctx = {"create_form": form} if in_page(request) else _list_ctx(request, create_form=form)
        return render_page(request, KEYS, ctx, fragment="create", status=INVALID)
    key, raw = created
    ctx = {"create_form": CreateKeyForm(), "created": key, "raw_key": raw}
    if not in_page(request):
        return render_page(request, KEYS, _list_ctx(request, **ctx))
    response = render_page(request, KEYS, ctx, fragment="create")
    response["HX-Trigger"] = "keys-changed"
    response["Cache-Control"] = "no-store"  # the key is in this answer, and in no other
    return response


@require_POST
@require("keys")
def key_revoke(request: HttpRequest, pk: int) -> HttpResponse:
    key = object_or_404(
        request.user, ApiKey.objects.select_related("project"), "No such API key.", pk=pk
    )
    form = RevokeForm(request.POST)
    error = ""
    if form.is_valid():
        try:
            key = api_key_revoke(key=key, actor=request.user, reason=form.cleaned_data["reason"])
        except InvalidInput as exc:
            error = str(exc)
    else:
        error = "; ".join(str(e) for errs in form.errors.values() for e in errs)
    if error:
        return render_page(
            request, KEYS, _list_ctx(request, list_error=error), fragment="list", status=INVALID
        )
    return action_done(
        request,
        template=KEYS,
        fragment="list",
        context=lambda: _list_ctx(request),
        notice=f"Revoked {key.prefix}… ({key.name}, project {key.project.slug}): "
        "refused everywhere within MEMORY_API_KEY_CACHE_SECONDS.",
        back=reverse("console:keys"),
    )
