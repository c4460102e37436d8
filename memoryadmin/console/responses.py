"""What console views answer with, written once: an action's result, and account URLs.

Console URLs name an account by its id and, since ids are unique per project
only, by ``?project=<slug>`` as well. Every link the console makes carries the
project; a URL without it still works while the id is held by one project
alone (of those the reader is granted), and when several hold it the console
asks which one (300; ``access.account_or_404``).

An action answers htmx with the fragment it changed, the notice inside it,
and an ``HX-Trigger`` event other fragments listen for ``from:body``;
without JavaScript it redirects back with the notice as a message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect
from django.urls import reverse
from django.utils.functional import SimpleLazyObject
from django.utils.http import urlencode

from accounts.models import Account
from memoryadmin.console.access import projects_of
from memoryadmin.console.paging import render_page


def in_page(request: HttpRequest) -> bool:
    """An in-page (htmx) request: django-htmx's middleware sets ``request.htmx``."""
    return bool(getattr(request, "htmx", False))


def action_done(
    request: HttpRequest,
    *,
    template: str,
    fragment: str,
    context: dict[str, Any] | Callable[[], dict[str, Any]],
    notice: str,
    back: str,
    events: str = "",
    level: str = "",
) -> HttpResponse:
    """The changed fragment with ``notice`` for htmx (plus ``events``), else a redirect to ``back``.

    ``context`` may be a function: it is only built when the fragment is rendered.
    ``level`` ("warn" or "danger") shows an outcome that lost something as what it is, not
    as a success: the fragment gets it as ``notice_level``, the redirect as a message level.
    """
    if not in_page(request):
        {"warn": messages.warning, "danger": messages.error}.get(level, messages.success)(
            request, notice
        )
        return redirect(back)
    ctx = context() if callable(context) else context
    ctx = {**ctx, "notice": notice, "notice_level": level}
    response = render_page(request, template, ctx, fragment=fragment)
    if events:
        response["HX-Trigger"] = events
    return response


def account_url(account: Account, name: str = "console:account", *args: str) -> str:
    """A console URL for the account that stays unambiguous: its project is always in it."""
    return (
        reverse(name, args=[*args, account.external_id])
        + "?"
        + urlencode({"project": account.project.slug})
    )


def account_back(request: HttpRequest, account: Account, name: str = "console:account") -> str:
    """Where an action on an account sends a plain request back: the URL it came by,
    with ``?project=`` when the request named the project, so no answer makes it ambiguous."""
    if request.GET.get("project") or request.POST.get("project"):
        return account_url(account, name)
    return reverse(name, args=[account.external_id])


def lazy_projects(request: HttpRequest) -> Any:
    """The projects the reader is granted, read once and only if the template lists them
    (a fragment never does)."""
    scope = projects_of(request.user)
    return SimpleLazyObject(lambda: list(scope.projects()))
