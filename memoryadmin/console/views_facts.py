"""The facts screen: what each account's memory holds about the user, and why.

Read-only: every role may look. Each view is decorators, one selector, render;
an htmx request gets only the list it asked for (``page.html#fragment``).
"""

from __future__ import annotations

from django.http import Http404, HttpRequest, HttpResponse

from accounts import clock
from accounts.audit import audit_read
from accounts.facts import selectors as facts_selectors
from memoryadmin.console.access import account_of_request, projects_of, require
from memoryadmin.console.paging import per_page_of, render_page

DAYS = {"1", "7", "30", "90"}  # the periods the refusals can be narrowed to


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
        per_page=per_page_of(request),
        model=request.GET.get("model", "").strip(),
        days=int(days) if days in DAYS else None,
        now=clock.now(),
        scope=projects_of(request.user),
    )
    return render_page(
        request,
        "console/facts.html",
        {"o": overview},
        fragment=_fragment(request, {"fact_accounts", "refusals"}),
    )


@require("read")
def facts_rejections(request: HttpRequest) -> HttpResponse:
    rejections = facts_selectors.facts_rejections(
        screen=request.GET.get("screen", "").strip(),
        model=request.GET.get("model", "").strip(),
        q=request.GET.get("q", "").strip(),
        page=request.GET.get("page"),
        per_page=per_page_of(request),
        scope=projects_of(request.user),
    )
    return render_page(
        request,
        "console/facts_rejections.html",
        {"r": rejections},
        fragment=_fragment(request, {"fact_rejections"}),
    )


@require("read")
def facts_account(request: HttpRequest, external_id: str) -> HttpResponse:
    account = account_of_request(request, external_id)
    audit_read(reader=request.user, what="facts", account=account, item="facts")
    data = facts_selectors.account_facts(
        account=account,
        origin=request.GET.get("origin", ""),
        state=request.GET.get("state", "active"),
        screen=request.GET.get("screen", "").strip(),
        q=request.GET.get("q", "").strip(),
        page=request.GET.get("page"),
        proposals_page=request.GET.get("ppage"),
        per_page=per_page_of(request),
        message_ref=request.GET.get("message", "").strip(),
    )
    return render_page(
        request,
        "console/facts_account.html",
        {"a": data},
        fragment=_fragment(request, {"account_facts", "account_proposals", "message_facts"}),
    )


@require("read")
def facts_message(request: HttpRequest, pk: int) -> HttpResponse:
    found = facts_selectors.message_facts(pk=pk, scope=projects_of(request.user))
    if found is None:
        raise Http404("No such message.")
    m = found.message
    audit_read(reader=request.user, what="message", account=m.account, item=f"#{m.seq}", seq=m.seq)
    return render_page(request, "console/facts_message.html", {"m": found})
