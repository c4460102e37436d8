"""Server-side pagination and htmx fragment rendering for every console list.

Every list in the console pages on the server and costs a fixed number of
queries whatever the page size: one COUNT and one slice of rows. Keep the
queryset's related lookups in ``select_related``/``only`` so rows never
trigger a query each.

Usage in a view (decorators, access, one selector, render)::

    from memoryadmin.console.paging import paginate, render_page

    @require("read")
    def things(request):
        qs = selectors.things(q=request.GET.get("q", ""))      # a lazy queryset
        page = paginate(request, qs)                            # ?page=N&per_page=M
        return render_page(request, "console/things.html", {"page": page}, fragment="list")

and in ``templates/console/things.html`` (one template per page, fragments inside)::

    {% extends "base.html" %}{% load partials %}
    {% block content %}
      <form method="get" hx-get="{{ request.path }}" hx-target="#things-list"
            hx-trigger="input changed delay:250ms from:find input, submit" hx-push-url="true"
            class="filters">
        <input type="search" name="q" value="{{ request.GET.q }}" placeholder="Search">
        <button type="submit">Filter</button>
      </form>
      {% partialdef list inline %}
      <div id="things-list">
        <table>… {% for thing in page %} … {% endfor %} …</table>
        {% include "console/_pagination.html" with target="#things-list" %}
      </div>
      {% endpartialdef %}
    {% endblock %}

``render_page`` sends ``things.html#list`` to an htmx request (the list is
swapped in place) and the whole page otherwise, so every link also works
without JavaScript. ``_pagination.html`` keeps the current filters in its
links (Django's ``{% querystring %}``), and names the same URL in ``href``
and ``hx-get``.
"""

from __future__ import annotations

from typing import Any

from django.core.paginator import Page, Paginator
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers

DEFAULT_PER_PAGE = 25
MAX_PER_PAGE = 200


def per_page_of(request: HttpRequest, default: int = DEFAULT_PER_PAGE) -> int:
    try:
        value = int(request.GET.get("per_page", default))
    except (TypeError, ValueError):
        return default
    return max(1, min(value, MAX_PER_PAGE))


def paginate(
    request: HttpRequest, queryset: Any, *, per_page: int | None = None, param: str = "page"
) -> Page[Any]:
    """One page of ``queryset`` for ``?page=``; a bad or too-large number shows the nearest page."""
    return Paginator(queryset, per_page or per_page_of(request)).get_page(request.GET.get(param))


def render_page(
    request: HttpRequest,
    template: str,
    context: dict[str, Any],
    *,
    fragment: str | None = None,
    status: int = 200,
) -> HttpResponse:
    """The full page, or only ``template#fragment`` for an htmx request.

    A boosted request (hx-boost) and a history restore (back button after
    hx-push-url, cache missed) want the whole page, so they get it.
    """
    htmx = getattr(request, "htmx", None)
    name = template
    if fragment and htmx and not htmx.boosted and not htmx.history_restore_request:
        name = f"{template}#{fragment}"
    response = render(request, name, context, status=status)
    patch_vary_headers(response, ("HX-Request",))
    return response
