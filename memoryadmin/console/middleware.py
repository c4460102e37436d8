"""Console middleware: an ambiguous account id, in-page requests that cannot get a fragment,
the security headers, and the idle timeout."""

from __future__ import annotations

import time
from collections.abc import Callable
from contextlib import suppress
from typing import Any
from urllib.parse import urlencode, urlsplit

from django.conf import settings
from django.contrib.auth import logout
from django.core.exceptions import PermissionDenied
from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse
from django.shortcuts import resolve_url
from django.template.response import TemplateResponse

from memoryadmin.console.access import AmbiguousAccount

MULTIPLE_CHOICES = 300
FORBIDDEN = 403
TEXT = "text/plain; charset=utf-8"


class AmbiguousAccountMiddleware:
    """An account id several projects hold, opened without a project: ask which one."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return self.get_response(request)

    def process_exception(self, request: HttpRequest, exc: Exception) -> HttpResponse | None:
        if not isinstance(exc, AmbiguousAccount):
            return None
        response = TemplateResponse(
            request,
            "console/account_choose.html",
            {"external_id": exc.external_id, "accounts": exc.accounts, "path": request.path},
            status=MULTIPLE_CHOICES,
        )
        return response.render()


class HtmxSessionMiddleware:
    """What an in-page (htmx) request gets when it cannot be answered with a fragment.

    - Signed out (the session expired, or was never there): the sign-in redirect,
      or the 403 a missing CSRF cookie earns, would be followed by the browser's
      XHR and the sign-in page swapped into a panel. Instead the answer is
      ``HX-Redirect: <login>?next=<the page the person is on>``, so the whole
      browser goes to sign in and comes back to that page.
    - Refused for its role (403): a short plain-text sentence instead of the
      403 page, which console.js shows as a message (it never swaps errors in).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if not getattr(request, "htmx", False):
            return response
        login = resolve_url(settings.LOGIN_URL)
        signed_out = not getattr(getattr(request, "user", None), "is_authenticated", False)
        to_login = (
            response.status_code in (301, 302)
            and urlsplit(response.get("Location", "")).path == urlsplit(login).path
        )
        if to_login or (signed_out and response.status_code == FORBIDDEN):
            answer = HttpResponse("Your session has ended: sign in again.", content_type=TEXT)
            answer["HX-Redirect"] = f"{login}?{urlencode({'next': _page_of(request)})}"
            return answer
        return response

    def process_exception(self, request: HttpRequest, exc: Exception) -> HttpResponse | None:
        if not getattr(request, "htmx", False) or not isinstance(exc, PermissionDenied):
            return None
        why = str(exc).strip() or "Your role does not allow this."
        return HttpResponse(
            f"You don't have permission to do this. {why} The attempt was logged.",
            status=FORBIDDEN,
            content_type=TEXT,
        )


def _page_of(request: HttpRequest) -> str:
    """The console page the person is on (htmx names it), as a path on this site."""
    current = request.headers.get("HX-Current-URL", "")
    parts = urlsplit(current)
    path = parts.path or "/"
    if not path.startswith("/") or path.startswith("//"):
        path = "/"
    return path + (f"?{parts.query}" if parts.query else "")


# Scripts and styles from our own files only; no inline script, no eval (htmx needs
# neither: its indicator styles are off and no attribute holds code). Style attributes
# stay allowed: the charts set bar widths and legend colours per row, and a style
# attribute cannot run code. Nothing may frame the console.
CONTENT_SECURITY_POLICY = "; ".join(
    [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "style-src-attr 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ]
)


class SecurityHeadersMiddleware:
    """The console's Content-Security-Policy, and ``no-store`` on what a signed-in person sees.

    Every page behind sign-in shows customers' data or a key, so none may stay in a
    browser's or a proxy's cache (``Cache-Control: no-store``). The policy covers every
    page but the API's own (its JSON needs none, and the browsable schema page is
    drf-spectacular's).
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        response = self.get_response(request)
        if request.path.startswith("/api/"):
            return response
        response.setdefault("Content-Security-Policy", CONTENT_SECURITY_POLICY)
        # A session cookie, not request.user: reading the user here would query the
        # session store after the view, outside the database-unavailable handling.
        if settings.SESSION_COOKIE_NAME in request.COOKIES and not request.path.startswith(
            settings.STATIC_URL
        ):
            response["Cache-Control"] = "no-store"
        return response


class IdleTimeoutMiddleware:
    """Sign a person out after ``CONSOLE_IDLE_MINUTES`` without a request.

    The session's own age (``SESSION_COOKIE_AGE``) caps a session however busy; this ends
    one left open on an unattended screen. The last request's time is written to the
    session at most once a minute, so browsing costs no session write per request.
    """

    KEY = "console_last_seen"

    @classmethod
    def signed_in(cls, sender: Any, request: HttpRequest | None = None, **kwargs: Any) -> None:
        if request is not None and hasattr(request, "session"):
            request.session[cls.KEY] = int(time.time())

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        # The session cannot be read: the view meets the same error (a 503 page).
        with suppress(DatabaseError):
            self._check(request)
        return self.get_response(request)

    def _check(self, request: HttpRequest) -> None:
        user = getattr(request, "user", None)
        if getattr(user, "is_authenticated", False):
            now = int(time.time())
            idle = int(getattr(settings, "CONSOLE_IDLE_MINUTES", 30)) * 60
            last = request.session.get(self.KEY)
            if isinstance(last, int) and now - last > idle:
                logout(request)  # the view then answers as to anyone signed out
            elif not isinstance(last, int) or now - last >= 60:
                request.session[self.KEY] = now
