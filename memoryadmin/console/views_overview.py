"""The Overview's charts, and the unclassified tools page it links to.

Every figure is an aggregate read (a fixed number of queries whatever the
data); every count links to the page that lists what it counts.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.urls import reverse
from django.utils.http import urlencode
from django.utils.safestring import SafeString
from django.views.decorators.http import require_GET

from accounts import clock
from accounts.compaction import selectors as compaction_selectors
from accounts.fallbacks import fallbacks_over_time
from accounts.messages import selectors as messages_selectors
from accounts.scope import ProjectScope
from accounts.shadow import selectors as shadow_selectors
from accounts.timeseries import SPANS, Bucket, Span
from memoryadmin.console.access import projects_of, require
from memoryadmin.console.charts import (
    OUTCOME_COLOURS,
    Series,
    bucket_label,
    rate_chart,
    series_of,
    stacked_chart,
)
from memoryadmin.console.paging import paginate, render_page


def _table(buckets: Sequence[Bucket], series: Sequence[Series], span: Span) -> list[Any]:
    """The chart's figures as rows, only the hours or days where something happened."""
    return [
        {"label": bucket_label(b, span), "cells": [b.counts.get(s.key, 0) for s in series]}
        for b in buckets
        if any(b.counts.get(s.key, 0) for s in series)
    ]


def _panel(
    buckets: Sequence[Bucket],
    series: Sequence[Series],
    span: Span,
    svg: SafeString,
    href: Callable[[str], str],
) -> dict[str, Any]:
    """A chart with its legend (each series' total, a link to the page listing it) and table."""
    return {
        "svg": svg,
        "series": series,
        "legend": [
            {
                "label": s.label,
                "colour": s.colour,
                "total": sum(b.counts.get(s.key, 0) for b in buckets),
                "href": href(s.key),
            }
            for s in series
        ],
        "rows": _table(buckets, series, span),
    }


def charts(span: Span, *, scope: ProjectScope, review_links: bool = True) -> dict[str, Any]:
    """Four series over the span, each of ``scope``'s projects: four queries.
    ``review_links`` is whether the reader may open the review screens: without it,
    applied and rejected are counted but not linked (a 403).

    Fallbacks are counted for the whole service (a turn may fall back before its
    project is known), so only a reader of every project gets that chart."""
    now = clock.now()
    outcomes = compaction_selectors.compaction_outcomes(span=span, now=now, scope=scope)
    o_series = series_of(list(OUTCOME_COLOURS), OUTCOME_COLOURS)
    failures, classes = compaction_selectors.failures_by_error(span=span, now=now, scope=scope)
    f_series = series_of(classes)
    fallbacks = fallbacks_over_time(span=span, now=now) if scope.every else []
    seen = _causes(fallbacks)
    fb_series = series_of(sorted(seen, key=lambda c: (-seen[c], c)))
    shadow = shadow_selectors.mismatch_over_time(span=span, now=now, scope=scope)
    s_series = [Series("differ", "differ", "#dd6b20"), Series("same", "same", "#a0aec0")]
    stuck = reverse("console:compaction")
    # Where each outcome is listed: failures on the stuck screen, rejections in review,
    # applied summaries in the accepted sample, skips in the audit log.
    outcome_links = {
        "applied": reverse("console:review_accepted") if review_links else "",
        "rejected": reverse("console:review") if review_links else "",
        "failed": stuck,
        "skipped": reverse("console:audit") + "?action=compaction.skip",
    }
    shadow_url = reverse("console:shadow")
    shadow_panel = _panel(
        shadow,
        s_series,
        span,
        rate_chart(
            shadow,
            span=span,
            chart_id="chart-shadow",
            title=f"Share of shadow turns that differ, {span.label}",
        ),
        lambda key: shadow_url,
    )
    for r in shadow_panel["rows"]:
        r["cells"].append(f"{round(100 * r['cells'][0] / (sum(r['cells']) or 1))} %")
    return {
        "span": span,
        "spans": SPANS.values(),
        "outcomes": _panel(
            outcomes,
            o_series,
            span,
            stacked_chart(
                outcomes,
                o_series,
                span=span,
                chart_id="chart-outcomes",
                title=f"Compaction batches by outcome, {span.label}",
                unit="batch runs",
            ),
            lambda key: outcome_links[key],
        ),
        "failures": _panel(
            failures,
            f_series,
            span,
            stacked_chart(
                failures,
                f_series,
                span=span,
                chart_id="chart-failures",
                title=f"Failed compaction attempts by error, {span.label}",
                unit="failed attempts",
            ),
            lambda key: stuck if key == "other" else f"{stuck}?{urlencode({'error_class': key})}",
        ),
        "fallbacks": _panel(
            fallbacks,
            fb_series,
            span,
            stacked_chart(
                fallbacks,
                fb_series,
                span=span,
                chart_id="chart-fallbacks",
                title=f"Turns that fell back to the given history, by cause, {span.label}",
                unit="fallbacks",
            ),
            lambda key: "",
        ),
        "shadow_chart": shadow_panel,
    }


def _causes(buckets: Sequence[Bucket]) -> dict[str, int]:
    out: dict[str, int] = {}
    for b in buckets:
        for k, n in b.counts.items():
            out[k] = out.get(k, 0) + n
    return out


@require_GET
@require("read")
def tools(request: HttpRequest) -> HttpResponse:
    """Every unclassified tool seen, most recent first (the Overview shows the latest few)."""
    q = request.GET.get("q", "").strip()[:128]
    page = paginate(
        request,
        messages_selectors.unclassified_tools_all(scope=projects_of(request.user), search=q),
    )
    return render_page(request, "console/tools.html", {"page": page, "q": q}, fragment="list")
