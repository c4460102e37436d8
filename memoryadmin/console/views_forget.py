"""The forget requests screen (SCREENS.md "Forget requests").

Nothing here shows a forgotten word: requests carry hashes and key ids; the
word check hashes what was typed, answers, and keeps nothing of it. The one
place words are shown is the preview before filing: the exact list a forget
will hash, built from a fact that is still remembered, stored nowhere and
sent with ``Cache-Control: no-store``.
"""

from __future__ import annotations

import logging
from typing import Any

from django.conf import settings
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters
from django.views.decorators.http import require_GET, require_POST

from accounts.audit import actor_name
from accounts.errors import InvalidInput
from accounts.forgetting import scrub as forgetting_scrub
from accounts.forgetting import selectors as forgetting_selectors
from accounts.forgetting import services as forgetting_services
from accounts.messages import selectors as messages_selectors
from accounts.models import Account, ForgetRequest
from memoryadmin.console import forms_forget as forms
from memoryadmin.console.access import require
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import action_done

log = logging.getLogger("memory.console.forget")

QUEUE = "console/forget.html"
DETAIL = "console/forget_detail.html"
INVALID = 422


def _request_or_404(pk: int) -> ForgetRequest:
    req = forgetting_selectors.forget_request(pk=pk)
    if req is None:
        raise Http404("No such forget request.")
    return req


def _detail_ctx(req: ForgetRequest, **extra: Any) -> dict[str, Any]:
    checklist = [
        {"place": place, **req.checklist.get(place, {"label": label, "hits": None})}
        for place, label in forgetting_scrub.PLACES.items()
    ]
    return {
        "req": req,
        "checklist": checklist,
        "checked": any(item.get("checked_at") for item in checklist),
        "audit": forgetting_selectors.forget_audit(request=req),
        "stored_keys": forgetting_selectors.forget_request_keys(request=req),
        "done": req.status in forgetting_selectors.DONE,
        "retry_form": forms.ReasonForm(prefix="retry"),
        "clear_form": forms.ReasonForm(prefix="clear"),
        "check_form": forms.WordCheckForm(),
        **extra,
    }


def _queue_ctx(request: HttpRequest, **extra: Any) -> dict[str, Any]:
    form = forms.ForgetFilterForm(request.GET)
    f = form.cleaned_data if form.is_valid() else {}
    page = paginate(
        request,
        forgetting_selectors.forget_queue(status=f.get("status", ""), q=(f.get("q") or "").strip()),
    )
    other_keys = forgetting_selectors.forget_words_under_other_keys()
    return {
        "page": page,
        "form": form,
        "counts": forgetting_selectors.forget_counts(),
        "other_keys": other_keys,
        "missing_keys": forgetting_selectors.forget_keys_missing(other_keys),
        "statuses": ForgetRequest.Status.choices,
        "deadline_days": settings.MEMORY_FORGET_DEADLINE_DAYS,
        "file_form": forms.FileForgetForm(),
        **extra,
    }


@require_GET
@require("read")
def forget_queue(request: HttpRequest) -> HttpResponse:
    return render_page(request, QUEUE, _queue_ctx(request), fragment="list")


def _unknown_key(form: forms.ForgetWhatForm, account: Account) -> dict[str, Any]:
    """An unknown key: the form keeps what was typed (unless it is a forgotten word) and
    the account's fact keys are listed to choose from."""
    typed = form.cleaned_data.get("key", "")  # read first: add_error drops it
    form.add_error("key", "This account has no remembered fact with that key.")
    if typed and forgetting_selectors.is_forgotten_text(account=account, text=typed):
        _blank_key(form)
    keys = forgetting_selectors.forget_fact_keys(account=account)
    return {"fact_keys": keys, "for_account": account}


def _blank_key(form: forms.ForgetWhatForm) -> None:
    """The typed key is not sent back into the page: it may be one of the words forgotten."""
    form.data = form.data.copy()
    form.data["key"] = ""


# An error report (the 500 page, an admin mail) lists POST data: never these.
@sensitive_post_parameters("key", "extra", "reason")
@require_POST
@require("forget")
def forget_file(request: HttpRequest) -> HttpResponse:
    form = forms.FileForgetForm(request.POST)
    keep_key = False
    extra_ctx: dict[str, Any] = {}
    if form.is_valid():
        d = form.cleaned_data
        found = messages_selectors.accounts_with_id(external_id=d["account"].strip())
        if d["project"].strip():
            found = [a for a in found if a.project.slug == d["project"].strip()]
        account = found[0] if len(found) == 1 else None
        if not found:
            form.add_error("account", "No account with that id.")
        elif account is None:
            slugs = ", ".join(a.project.slug for a in found)
            form.add_error("project", f"Several projects have this id ({slugs}): name one.")
        else:
            try:
                if d["everything"]:
                    req = forgetting_services.forget_everything(
                        account=account, actor=request.user, reason=d["reason"], extra=d["extra"]
                    )
                else:
                    req = forgetting_services.forget_fact(
                        account=account,
                        key=d["key"],
                        actor=request.user,
                        reason=d["reason"],
                        extra=d["extra"],
                    )
            except forgetting_services.NothingToForget:
                extra_ctx = _unknown_key(form, account)
                keep_key = True
            except InvalidInput as exc:
                form.add_error(None, str(exc))
            else:
                return action_done(
                    request,
                    template=QUEUE,
                    fragment="file",
                    context={"file_form": forms.FileForgetForm(), "filed": req},
                    notice=f"Forget request #{req.pk} filed for {account.external_id}.",
                    events="forget-changed",
                    back=reverse("console:forget_detail", args=[req.pk]),
                )
    if not keep_key:
        _blank_key(form)
    ctx = _queue_ctx(request, file_form=form, **extra_ctx)
    return render_page(request, QUEUE, ctx, fragment="file", status=INVALID)


@never_cache
@sensitive_post_parameters("key", "extra", "reason")
@require_POST
@require("forget")
def forget_preview(request: HttpRequest) -> HttpResponse:
    """The exact words and phrases filing would hash, before anything is filed. Stores nothing."""
    form = forms.ForgetWhatForm(request.POST)
    ctx: dict[str, Any] = {"preview_form": form}
    status = 200
    if form.is_valid():
        d = form.cleaned_data
        account = messages_selectors.account_find(external_id=d["account"].strip())
        if account is None:
            form.add_error("account", "No account with that id.")
        else:
            try:
                terms = forgetting_services.forget_preview(
                    account=account, key=d["key"], everything=d["everything"], extra=d["extra"]
                )
            except forgetting_services.NothingToForget:
                ctx.update(_unknown_key(form, account))
            except InvalidInput as exc:
                form.add_error(None, str(exc))
            else:
                ctx.update(preview=terms.preview(), for_account=account, everything=d["everything"])
    if "preview" not in ctx:
        status = INVALID
    # Without JavaScript the whole page comes back, the form filled in as typed (not
    # checked: a reason is only needed to file).
    typed = {n: form.data.get(n, "") for n in ("account", "key", "extra", "reason")}
    file_form = forms.FileForgetForm(initial={**typed, "everything": "everything" in form.data})
    page = _queue_ctx(request, file_form=file_form, **ctx)
    return render_page(request, QUEUE, page, fragment="preview", status=status)


@require_GET
@require("read")
def forget_detail(request: HttpRequest, pk: int) -> HttpResponse:
    return render_page(request, DETAIL, _detail_ctx(_request_or_404(pk)), fragment="main")


def _after_action(request: HttpRequest, req: ForgetRequest, notice: str) -> HttpResponse:
    return action_done(
        request,
        template=DETAIL,
        fragment="main",
        context=lambda: _detail_ctx(_request_or_404(req.pk)),
        notice=notice,
        events="forget-changed",
        back=reverse("console:forget_detail", args=[req.pk]),
    )


@require_POST
@require("forget")
def forget_verify(request: HttpRequest, pk: int) -> HttpResponse:
    req = _request_or_404(pk)
    checklist = forgetting_services.forget_verify_now(request=req)
    hits = sum(v["hits"] for v in checklist.values())
    return _after_action(
        request, req, "Verified: zero hits everywhere." if not hits else f"{hits} hits found."
    )


@require_POST
@require("forget")
def forget_retry(request: HttpRequest, pk: int) -> HttpResponse:
    req = _request_or_404(pk)
    form = forms.ReasonForm(request.POST, prefix="retry")
    if not form.is_valid():
        ctx = _detail_ctx(req, retry_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    try:
        forgetting_services.forget_retry(
            request=req, actor=request.user, reason=form.cleaned_data["reason"]
        )
    except InvalidInput as exc:
        form.add_error(None, str(exc))
        ctx = _detail_ctx(req, retry_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    return _after_action(request, req, "The redaction step was queued again.")


@require_POST
@require("forget")
def forget_clear(request: HttpRequest, pk: int) -> HttpResponse:
    req = _request_or_404(pk)
    form = forms.ReasonForm(request.POST, prefix="clear")
    if not form.is_valid():
        ctx = _detail_ctx(req, clear_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    try:
        forgetting_services.forget_clear_summary(
            request=req, actor=request.user, reason=form.cleaned_data["reason"]
        )
    except InvalidInput as exc:
        form.add_error(None, str(exc))
        ctx = _detail_ctx(req, clear_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    return _after_action(request, req, "The summary was cleared.")


@sensitive_post_parameters("word")
@require_POST
@require("forget")
def forget_check(request: HttpRequest, pk: int) -> HttpResponse:
    """Is this word forgotten for this account? Hashes the typed word; keeps nothing of it."""
    req = _request_or_404(pk)
    form = forms.WordCheckForm(request.POST)
    matches = None
    error = ""
    if form.is_valid():
        try:
            matches = forgetting_selectors.word_is_forgotten(
                account=req.account, word=form.cleaned_data["word"]
            )
        except InvalidInput as exc:
            error = str(exc)
    else:
        error = "Type one word."
    log.info(
        "word check on account %s by %s: %s",
        req.account.external_id,
        actor_name(request.user),
        "error" if matches is None else ("match" if matches else "no match"),
    )
    # The form goes back empty: the word is not echoed into the page.
    ctx = _detail_ctx(req, matches=matches, check_error=error, checked_word=matches is not None)
    return render_page(
        request, DETAIL, ctx, fragment="check", status=200 if matches is not None else INVALID
    )
