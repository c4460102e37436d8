"""The forget requests screen (SCREENS.md "Forget requests").

Nothing here shows a forgotten word: requests carry hashes and key ids; the
word check hashes what was typed, answers, and keeps nothing of it. The one
place words are shown is the preview before filing: the exact list a forget
will hash, built from a fact that is still remembered, stored nowhere and
sent with ``Cache-Control: no-store``.
"""

from __future__ import annotations

import logging
from datetime import datetime
from typing import Any

from django.conf import settings
from django.contrib.auth.models import User
from django.http import Http404, HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.cache import add_never_cache_headers
from django.views.decorators.cache import never_cache
from django.views.decorators.debug import sensitive_post_parameters
from django.views.decorators.http import require_GET, require_POST

from accounts.audit import actor_name, audit_read
from accounts.errors import InvalidInput
from accounts.forgetting import checks as word_checks
from accounts.forgetting import scrub as forgetting_scrub
from accounts.forgetting import selectors as forgetting_selectors
from accounts.forgetting import services as forgetting_services
from accounts.models import Account, ForgetRequest
from accounts.rollout import selectors as rollout_selectors
from memoryadmin.console import forms_forget as forms
from memoryadmin.console.access import accounts_with_id, can, projects_of, require
from memoryadmin.console.paging import paginate, render_page
from memoryadmin.console.responses import action_done, in_page

log = logging.getLogger("memory.console.forget")

QUEUE = "console/forget.html"
DETAIL = "console/forget_detail.html"
INVALID = 422
TOO_MANY = 429


def _request_or_404(request: HttpRequest, pk: int) -> ForgetRequest:
    """The forget request ``pk`` of a project the reader is granted, else 404."""
    req = forgetting_selectors.forget_request(pk=pk, scope=projects_of(request.user))
    if req is None:
        raise Http404("No such forget request.")
    return req


# A failed step's error starts with its kind (``model_error: …``, ``error: …``); a failed
# verification names its hits instead, and its counts are real.
STEP_FAILED = ("model_error:", "error:")
# Places only the summary rewrite makes clean: while it has failed they are not verified.
NEEDS_REWRITE = {"summary", "replayed_window"}


def _moment(value: Any) -> datetime | None:
    try:
        return datetime.fromisoformat(value) if value else None
    except (TypeError, ValueError):
        return None


def _checklist(req: ForgetRequest, stored_keys: dict[str, int]) -> list[dict[str, Any]]:
    """Each place with ``state``: ``clean`` (a real zero-hit check), ``hits``, or ``unchecked``.

    A zero is only a ✓ when a check really ran on this request's words: not when the
    request has no stored words to look for, and not for the places the failed step
    (the summary rewrite) has still to make clean; an attempt that stopped on an
    error before its checks leaves every place unchecked.
    """
    failed_step = req.status == ForgetRequest.Status.FAILED and req.error.startswith(STEP_FAILED)
    rows = []
    for place, label in forgetting_scrub.PLACES.items():
        item = req.checklist.get(place) or {}
        hits, checked_at = item.get("hits"), _moment(item.get("checked_at"))
        why = ""
        if hits is None or checked_at is None:
            state, why = "unchecked", "No check has run on this place yet."
        elif not stored_keys:
            state, why = "unchecked", "This request holds no stored words to look for."
        elif hits:
            state = "hits"
        elif failed_step and req.error.startswith("error:"):
            state, why = "unchecked", "The last attempt stopped on an error before its checks."
        elif failed_step and place in NEEDS_REWRITE:
            state = "unchecked"
            why = "Masked, but the summary rewrite failed: checked again when it runs."
        else:
            state = "clean"
        rows.append(
            {
                "place": place,
                "label": label,
                "hits": hits,
                "checked_at": checked_at,
                "state": state,
                "why": why,
            }
        )
    return rows


def _detail_ctx(request: HttpRequest, req: ForgetRequest, **extra: Any) -> dict[str, Any]:
    """A request's page: it shows the summary before and after, so building it is audited."""
    audit_read(reader=request.user, what="forget", account=req.account, item=f"forget {req.pk}")
    stored_keys = forgetting_selectors.forget_request_keys(request=req)
    checklist = _checklist(req, stored_keys)
    audit = forgetting_selectors.forget_audit(request=req)
    return {
        "req": req,
        "summary_effect": forgetting_selectors.forget_summary_effect(request=req, audit=audit),
        "checklist": checklist,
        "checked": any(item["checked_at"] for item in checklist),
        "failed_step": req.status == ForgetRequest.Status.FAILED
        and req.error.startswith(STEP_FAILED),
        "audit": audit,
        "stored_keys": stored_keys,
        "done": req.status in forgetting_selectors.DONE,
        "retry_form": forms.ReasonForm(prefix="retry"),
        "clear_form": forms.ReasonForm(prefix="clear"),
        "check_form": forms.WordCheckForm(),
        **extra,
    }


def _queue_ctx(
    request: HttpRequest, *, account: Account | None = None, **extra: Any
) -> dict[str, Any]:
    form = forms.ForgetFilterForm(request.GET)
    f = form.cleaned_data if form.is_valid() else {}
    scope = projects_of(request.user)
    page = paginate(
        request,
        forgetting_selectors.forget_queue(
            scope=scope, status=f.get("status", ""), q=(f.get("q") or "").strip(), account=account
        ),
    )
    other_keys = forgetting_selectors.forget_words_under_other_keys(scope=scope)
    return {
        "page": page,
        "form": form,
        "list_account": account,
        "counts": forgetting_selectors.forget_counts(scope=scope),
        "other_keys": other_keys,
        "missing_keys": forgetting_selectors.forget_keys_missing(other_keys),
        "statuses": ForgetRequest.Status.choices,
        "deadline_days": settings.MEMORY_FORGET_DEADLINE_DAYS,
        "file_form": forms.FileForgetForm(),
        **extra,
    }


def _find_account(request: HttpRequest, form: forms.ForgetWhatForm) -> Account | None:
    """The account the form names (its project too when several hold the id), among the
    projects the reader is granted (another's reads as no such account), else an error."""
    d = form.cleaned_data
    found = accounts_with_id(request.user, d["account"].strip())
    project = (d.get("project") or "").strip()
    if project:
        found = [a for a in found if a.project.slug == project]
    if not found:
        form.add_error(
            "account",
            f"No account with that id in project {project!r}."
            if project
            else "No account with that id.",
        )
        return None
    if len(found) > 1:
        slugs = ", ".join(a.project.slug for a in found)
        form.add_error("project", f"Several projects have this id ({slugs}): name one.")
        return None
    return found[0]


# A prefilled form takes at most this many words from the URL.
PREFILL_WORDS = 20


def _prefill(request: HttpRequest) -> dict[str, Any]:
    """``?account=<id>&project=<slug>&words=a,b``: the filing form filled in and its preview.

    A word that is the key of one of the account's remembered facts becomes the key
    (the first one); other words the preview does not already cover go under "Also
    forget". A word already forgotten for the account is left out and never shown.
    Without ``words`` the requests list shows only that account's requests.
    """
    external_id = request.GET.get("account", "").strip()[:128]
    if not external_id:
        return {}
    project = request.GET.get("project", "").strip()[:64]
    raw_words = request.GET.get("words")
    form = forms.ForgetWhatForm({"account": external_id, "project": project, "key": "x"})
    form.is_valid()
    account = _find_account(request, form) if "account" in form.cleaned_data else None
    if raw_words is None:
        if account is None:
            return {"list_missing": external_id}
        return {"account": account}
    initial: dict[str, Any] = {"account": external_id, "project": project}
    ctx: dict[str, Any] = {}
    if account is None:
        typed = forms.FileForgetForm(initial=initial)
        ctx["prefill_error"] = next(iter(form.errors.values()))[0]
        return {"file_form": typed, **ctx}
    initial["project"] = account.project.slug
    words = [w.strip() for w in forms.EXTRA_SPLIT.split(raw_words) if w.strip()]
    words = [w[:128] for w in words][:PREFILL_WORDS]
    kept = [w for w in words if not forgetting_selectors.is_forgotten_text(account=account, text=w)]
    hidden = len(words) - len(kept)
    key, terms = "", None
    for w in kept:
        try:
            terms = forgetting_services.forget_preview(account=account, key=w)
        except (forgetting_services.NothingToForget, InvalidInput):
            continue
        key = w
        break
    covered = set(terms.hashed()) if terms is not None else set()
    extra = [w for w in kept if w != key and w.lower() not in covered]
    if not key and extra:
        key, extra = extra[0], extra[1:]
    initial.update(key=key, extra=", ".join(extra))
    what = forms.ForgetWhatForm({**initial, "everything": ""})
    if what.is_valid():
        try:
            terms = forgetting_services.forget_preview(
                account=account, key=key, extra=what.cleaned_data["extra"]
            )
        except forgetting_services.NothingToForget:
            ctx.update(_unknown_key(what, account))
            initial["key"] = what.data.get("key", "")
        except InvalidInput as exc:
            what.add_error(None, str(exc))
        else:
            ctx.update(
                preview=terms.preview(),
                kept=terms.kept_words(),
                for_account=account,
                everything=False,
            )
    ctx["preview_form"] = what
    if hidden:
        ctx["prefill_hidden"] = hidden
    _audit_preview(request, ctx)
    return {"file_form": forms.FileForgetForm(initial=initial), "prefilled": True, **ctx}


def _audit_preview(request: HttpRequest, ctx: dict[str, Any]) -> None:
    """A preview, or the account's fact keys to choose from, read a fact's words: audited."""
    account = ctx.get("for_account")
    if account is not None:
        audit_read(
            reader=request.user, what="forget_preview", account=account, item="forget preview"
        )


@require_GET
@require("read")
def forget_queue(request: HttpRequest) -> HttpResponse:
    words = "words" in request.GET
    # Only support files forgets: nobody else gets the filled-in form (nor its words).
    prefill = _prefill(request) if not words or can(request.user, "forget") else {}
    account = prefill.pop("account", None)
    part = request.GET.get("part", "") if in_page(request) else ""
    fragment = "cards" if part == "cards" else "list"
    response = render_page(
        request, QUEUE, _queue_ctx(request, account=account, **prefill), fragment=fragment
    )
    if words:
        # The words of a fact still remembered: the browser keeps no copy of this page.
        add_never_cache_headers(response)
    return response


@require_GET
@require("forget")
def forget_accounts(request: HttpRequest) -> HttpResponse:
    """Type-ahead for the account field: accounts whose id starts with, then contains, it."""
    q = request.GET.get("account", "").strip()[:128]
    matches = (
        rollout_selectors.accounts_typeahead(q=q, scope=projects_of(request.user)) if q else []
    )
    return render_page(request, QUEUE, {"matches": matches, "q": q}, fragment="account_options")


def _unknown_key(form: forms.ForgetWhatForm, account: Account) -> dict[str, Any]:
    """An unknown key: the form keeps what was typed (unless it is a forgotten word) and
    the account's fact keys are listed to choose from."""
    typed = (form.cleaned_data or {}).get("key", "") or form.data.get("key", "")
    form.add_error("key", "This account has no remembered fact with that key.")
    if typed and forgetting_selectors.is_forgotten_text(account=account, text=typed):
        _blank_key(form)
    keys = forgetting_selectors.forget_fact_keys(account=account)
    return {"fact_keys": keys, "for_account": account}


def _blank_key(form: forms.ForgetWhatForm) -> None:
    """The typed key is not sent back into the page: it may be one of the words forgotten."""
    # items(): each field's last value (a QueryDict is a dict of lists underneath).
    form.data = {**dict(form.data.items()), "key": ""}


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
        account = _find_account(request, form)
        if account is not None:
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
    _audit_preview(request, extra_ctx)
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
        account = _find_account(request, form)
        if account is not None:
            try:
                terms = forgetting_services.forget_preview(
                    account=account, key=d["key"], everything=d["everything"], extra=d["extra"]
                )
            except forgetting_services.NothingToForget:
                ctx.update(_unknown_key(form, account))
            except InvalidInput as exc:
                form.add_error(None, str(exc))
            else:
                ctx.update(
                    preview=terms.preview(),
                    kept=terms.kept_words(),
                    for_account=account,
                    everything=d["everything"],
                )
    elif _only_the_key_missing(form):
        # The account is chosen, the key not yet: offer the account's keys, no error.
        probe = forms.ForgetWhatForm({**dict(form.data.items()), "key": "-"})
        account = _find_account(request, probe) if probe.is_valid() else None
        if account is not None:
            keys = forgetting_selectors.forget_fact_keys(account=account)
            ctx.update(fact_keys=keys, for_account=account, choose_key=True)
        else:
            # The account is still being typed or picked (leaving the field mid-word posts
            # what is typed so far): nothing is wrong yet, so the prompt, not an error status.
            ctx.update(preview_form=forms.ForgetWhatForm(), unfinished=True)
    if not ctx.keys() & {"preview", "choose_key", "unfinished"}:
        status = INVALID
    _audit_preview(request, ctx)
    # Without JavaScript the whole page comes back, the form filled in as typed (not
    # checked: a reason is only needed to file).
    typed = {n: form.data.get(n, "") for n in ("account", "project", "key", "extra", "reason")}
    file_form = forms.FileForgetForm(initial={**typed, "everything": "everything" in form.data})
    page = _queue_ctx(request, file_form=file_form, **ctx)
    return render_page(request, QUEUE, page, fragment="preview", status=status)


def _only_the_key_missing(form: forms.ForgetWhatForm) -> bool:
    """No key typed and nothing wrong but that (the account may be missing or unfinished)."""
    return (
        set(form.errors) <= {"key", "account"}
        and not form.has_error("account", "max_length")
        and not (form.data.get("key") or "").strip()
        and "everything" not in form.data
    )


@require_GET
@require("read")
def forget_detail(request: HttpRequest, pk: int) -> HttpResponse:
    ctx = _detail_ctx(request, _request_or_404(request, pk))
    return render_page(request, DETAIL, ctx, fragment="main")


def _after_action(request: HttpRequest, req: ForgetRequest, notice: str) -> HttpResponse:
    return action_done(
        request,
        template=DETAIL,
        fragment="main",
        context=lambda: _detail_ctx(request, _request_or_404(request, req.pk)),
        notice=notice,
        events="forget-changed",
        back=reverse("console:forget_detail", args=[req.pk]),
    )


@require_POST
@require("forget")
def forget_verify(request: HttpRequest, pk: int) -> HttpResponse:
    req = _request_or_404(request, pk)
    checklist = forgetting_services.forget_verify_now(request=req)
    hits = sum(v["hits"] for v in checklist.values())
    return _after_action(
        request, req, "Verified: zero hits everywhere." if not hits else f"{hits} hits found."
    )


@require_POST
@require("forget")
def forget_retry(request: HttpRequest, pk: int) -> HttpResponse:
    req = _request_or_404(request, pk)
    form = forms.ReasonForm(request.POST, prefix="retry")
    if not form.is_valid():
        ctx = _detail_ctx(request, req, retry_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    try:
        forgetting_services.forget_retry(
            request=req, actor=request.user, reason=form.cleaned_data["reason"]
        )
    except InvalidInput as exc:
        form.add_error(None, str(exc))
        ctx = _detail_ctx(request, req, retry_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    return _after_action(request, req, "The redaction step was queued again.")


@require_POST
@require("forget")
def forget_clear(request: HttpRequest, pk: int) -> HttpResponse:
    req = _request_or_404(request, pk)
    form = forms.ReasonForm(request.POST, prefix="clear")
    if not form.is_valid():
        ctx = _detail_ctx(request, req, clear_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    try:
        forgetting_services.forget_clear_summary(
            request=req, actor=request.user, reason=form.cleaned_data["reason"]
        )
    except InvalidInput as exc:
        form.add_error(None, str(exc))
        ctx = _detail_ctx(request, req, clear_form=form)
        return render_page(request, DETAIL, ctx, fragment="main", status=INVALID)
    return _after_action(request, req, "The summary was cleared.")


@sensitive_post_parameters("word")
@require_POST
@require("forget")
def forget_check(request: HttpRequest, pk: int) -> HttpResponse:
    """Is this word forgotten for this account? Hashes the typed word; keeps nothing of it.

    Throttled and audited (``accounts.forgetting.checks``): a 429 past the limits.
    """
    req = _request_or_404(request, pk)
    form = forms.WordCheckForm(request.POST)
    matches = None
    error = ""
    status, retry_after = INVALID, 0
    if form.is_valid():
        try:
            assert isinstance(request.user, User)  # @require: signed in, with the role
            matches = word_checks.word_check(
                account=req.account, word=form.cleaned_data["word"], actor=request.user
            )
        except word_checks.TooManyChecks as exc:
            error, status, retry_after = str(exc), TOO_MANY, exc.retry_after
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
    ctx = _detail_ctx(
        request, req, matches=matches, check_error=error, checked_word=matches is not None
    )
    response = render_page(
        request, DETAIL, ctx, fragment="check", status=200 if matches is not None else status
    )
    if retry_after:
        response["Retry-After"] = str(retry_after)
    return response
