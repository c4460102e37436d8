"""An account id several projects hold, opened without a project: ask which one."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.template.response import TemplateResponse

from memoryadmin.console.responses import AmbiguousAccount

MULTIPLE_CHOICES = 300


class AmbiguousAccountMiddleware:
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
