"""The operator console's pages. Each view: decorators, access, one call, render."""

from __future__ import annotations

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from accounts import selectors
from memoryadmin.console.access import require


@require("read")
def overview(request: HttpRequest) -> HttpResponse:
    return render(request, "console/overview.html", {"per_mode": selectors.accounts_per_mode()})
