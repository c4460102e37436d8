"""What console views answer with, written once: an action's result, and an unknown account.

An action answers htmx with the fragment it changed, the notice inside it,
and an ``HX-Trigger`` event other fragments listen for ``from:body``;
without JavaScript it redirects back with the notice as a message.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from django.contrib import messages
from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import redirect

from accounts.messages.selectors import account_find
from accounts.models import Account
from memoryadmin.console.paging import render_page


def action_done(
    request: HttpRequest,
    *,
    template: str,
    fragment: str,
    context: dict[str, Any] | Callable[[], dict[str, Any]],
    notice: str,
    back: str,
    events: str = "",
) -> HttpResponse:
    """The changed fragment with ``notice`` for htmx (plus ``events``), else a redirect to ``back``.

    ``context`` may be a function: it is only built when the fragment is rendered.
    """
    if not request.htmx:
        messages.success(request, notice)
        return redirect(back)
    ctx = context() if callable(context) else context
    response = render_page(request, template, {**ctx, "notice": notice}, fragment=fragment)
    if events:
        response["HX-Trigger"] = events
    return response


def account_or_404(external_id: str) -> Account:
    account = account_find(external_id=external_id)
    if account is None:
        raise Http404("No such account.")
    return account
