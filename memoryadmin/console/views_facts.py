"""The facts screen: what each account's memory holds about the user, and why.

Read-only: every role may look. Each view is decorators, one selector, render;
an htmx request gets only the list it asked for (``page.html#fragment``).
"""

from __future__ import annotations

from typing import Any

from django.http import Http404, HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers

from accounts import runtime
from accounts.facts import selectors as facts_selectors
from accounts.messages import selectors as messages_selectors
from memoryadmin.console.access import require

PER_PAGE = 25
DAYS = {"1", "7", "30", "90"}  # the periods the refusals can be narrowed to
MAX_PER_PAGE = 200


def _per_page(request: HttpRequest) -> int:
    try:
        value = int(request.GET.get("per_page", PER_PAGE))
    except (TypeError, ValueError):
        return PER_PAGE
    return max(1, min(value, MAX_PER_PAGE))


def _render(
    request: HttpRequest, template: str, context: dict[str, Any], fragment: str | None = None
) -> HttpResponse:
    htmx = getattr(request, "htmx", None)
    name = f"{template}#{fragment}" if fragment and htmx and not htmx.boosted else template
    response = render(request, name, context)
    patch_vary_headers(response, ("HX-Request",))
    return response


def _fragment(request: HttpRequest, allowed: set[str]) -> str | None:
    # The element htmx targets names the fragment to send back.
    target = request.headers.get("HX-Target", "")
    return target if target in allowed else None


@require("read")
def facts(request: HttpRequest) -> HttpResponse:
    days = request.GET.get("days", "")
    overview = facts_selectors.facts_overview(
        q=request.GET.get("q", "").strip(),
        page=request.GET.get("page"),
        per_page=_per_page(request),
        model=request.GET.get("model", "").strip(),
        days=int(days) if days in DAYS else None,
        now=runtime.now(),
    )
    return _render(
        request,
        "console/facts.html",
        {"o": overview},
        _fragment(request, {"fact_accounts", "refusals"}),
    )


@require("read")
def facts_rejections(request: HttpRequest) -> HttpResponse:
    rejections = facts_selectors.facts_rejections(
        screen=request.GET.get("screen", "").strip(),
        model=request.GET.get("model", "").strip(),
        q=request.GET.get("q", "").strip(),
        page=request.GET.get("page"),
        per_page=_per_page(request),
    )
    return _render(
        request,
        "console/facts_rejections.html",
        {"r": rejections},
        _fragment(request, {"fact_rejections"}),
    )


@require("read")
def facts_account(request: HttpRequest, external_id: str) -> HttpResponse:
    account = messages_selectors.account_find(external_id=external_id)
    if account is None:
        raise Http404("No such account.")
    data = facts_selectors.account_facts(
        account=account,
        origin=request.GET.get("origin", ""),
        state=request.GET.get("state", "active"),
        screen=request.GET.get("screen", "").strip(),
        q=request.GET.get("q", "").strip(),
        page=request.GET.get("page"),
        proposals_page=request.GET.get("ppage"),
        per_page=_per_page(request),
        message_ref=request.GET.get("message", "").strip(),
    )
    return _render(
        request,
        "console/facts_account.html",
        {"a": data},
        _fragment(request, {"account_facts", "account_proposals", "message_facts"}),
    )


@require("read")
def facts_message(request: HttpRequest, pk: int) -> HttpResponse:
    found = facts_selectors.message_facts(pk=pk)
    if found is None:
        raise Http404("No such message.")
    return _render(request, "console/facts_message.html", {"m": found})
