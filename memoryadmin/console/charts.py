"""Server-rendered SVG charts: no chart library, nothing from a CDN.

Each chart is an ``<svg role="img">`` with a ``<title>`` and a ``<desc>`` that
say in words what it shows; every bar has its own ``<title>`` (a tooltip), and
the page prints the same figures as a table beside it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

from accounts.timeseries import Bucket, Span

OUTCOME_COLOURS = {
    "applied": "#2f855a",
    "rejected": "#dd6b20",
    "failed": "#c53030",
    "skipped": "#718096",
}
PALETTE = ["#c53030", "#dd6b20", "#2b6cb0", "#6b46c1", "#2c7a7b", "#718096"]
WIDTH, HEIGHT = 640, 180
# The margins hold the axis labels at the largest type they are drawn in (19 units: on a
# phone the chart is drawn at about half size, and the CSS enlarges the type to stay
# readable): "100 %" on the left, a date below, the top value's capitals above the plot.
LEFT, BOTTOM, TOP, RIGHT = 64, 28, 16, 8
# The widest x label ("29 Nov", "14:00") at that size, with a gap: labels closer than this
# would overlap, so the last one is left out when it would.
LABEL_W = 72


@dataclass(frozen=True)
class Series:
    key: str
    label: str
    colour: str


def series_of(names: Sequence[str], colours: dict[str, str] | None = None) -> list[Series]:
    """Named series in order, with a fixed colour where one is given, else from the palette."""
    colours = colours or {}
    return [
        Series(n, n.replace("_", " "), colours.get(n, PALETTE[i % len(PALETTE)]))
        for i, n in enumerate(names)
    ]


def bucket_label(b: Bucket, span: Span) -> str:
    return b.start.strftime("%H:00" if span.unit == "hour" else "%d %b")


def _frame(chart_id: str, title: str, desc: str) -> list[str]:
    return [
        f'<svg class="chart" id="{chart_id}" viewBox="0 0 {WIDTH} {HEIGHT}" width="100%" '
        f'role="img" aria-labelledby="{chart_id}-t {chart_id}-d">'
        f'<title id="{chart_id}-t">{escape(title)}</title>'
        f'<desc id="{chart_id}-d">{escape(desc)}</desc>'
    ]


def _axis(parts: list[str], peak: float, fmt: str = "{:.0f}") -> None:
    plot_h = HEIGHT - BOTTOM - TOP
    for frac in (0, 0.5, 1):
        y = TOP + plot_h * (1 - frac)
        value = peak * frac
        # Half of an odd count is not a whole number: "1.5", not a "2" drawn at 1.5.
        text = fmt.format(value) if value == int(value) else f"{value:.1f}"
        parts.append(
            f'<line x1="{LEFT}" x2="{WIDTH - RIGHT}" y1="{y:.1f}" y2="{y:.1f}" stroke="#e5e8ee"/>'
            f'<text x="{LEFT - 6}" y="{y + 4:.1f}" text-anchor="end">{escape(text)}</text>'
        )


def _x_labels(parts: list[str], buckets: Sequence[Bucket], span: Span, step: float) -> None:
    """Every few buckets' label under its bar, spaced so none overlaps, none past an edge."""
    every = max(1, len(buckets) // 6, math.ceil(LABEL_W / step))
    shown = list(range(0, len(buckets), every))
    last = len(buckets) - 1
    if shown[-1] != last and (last - shown[-1]) * step >= LABEL_W:
        shown.append(last)
    for i in shown:
        x = LEFT + i * step + step / 2
        # Kept whole inside the chart: a label near an edge is anchored to that edge.
        anchor = "middle"
        if x + LABEL_W / 2 > WIDTH:
            x, anchor = WIDTH - 2, "end"
        elif x - LABEL_W / 2 < 0:
            x, anchor = 2, "start"
        parts.append(
            f'<text x="{x:.1f}" y="{HEIGHT - 6}" text-anchor="{anchor}">'
            f"{escape(bucket_label(buckets[i], span))}</text>"
        )


def stacked_chart(
    buckets: Sequence[Bucket],
    series: Sequence[Series],
    *,
    span: Span,
    chart_id: str,
    title: str,
    unit: str,
) -> SafeString:
    """Stacked bars, one per bucket; empty (no SVG) when every bucket is zero."""
    totals = [sum(b.counts.get(s.key, 0) for s in series) for b in buckets]
    if not buckets or not any(totals):
        return mark_safe("")
    peak = max(totals)
    desc = f"{sum(totals)} {unit} in the {span.label}: " + ", ".join(
        f"{sum(b.counts.get(s.key, 0) for b in buckets)} {s.label}" for s in series
    )
    parts = _frame(chart_id, title, desc + ".")
    _axis(parts, peak)
    plot_h = HEIGHT - BOTTOM - TOP
    step = (WIDTH - LEFT - RIGHT) / len(buckets)
    bar = max(3.0, step * 0.7)
    for i, b in enumerate(buckets):
        x = LEFT + i * step + (step - bar) / 2
        y: float = TOP + plot_h
        for s in series:
            n = b.counts.get(s.key, 0)
            if not n:
                continue
            h = plot_h * n / peak
            y -= h
            parts.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar:.1f}" height="{h:.1f}" '
                f'fill="{s.colour}" data-series="{escape(s.key)}"><title>'
                f"{escape(bucket_label(b, span))}: {n} {escape(s.label)}</title></rect>"
            )
    _x_labels(parts, buckets, span, step)
    parts.append("</svg>")
    # Every value interpolated above is numeric, a fixed colour, or escaped.
    return mark_safe("".join(parts))


def rate_chart(
    buckets: Sequence[Bucket],
    *,
    span: Span,
    chart_id: str,
    title: str,
    part: str = "differ",
    whole: Sequence[str] = ("differ", "same"),
    colour: str = "#dd6b20",
) -> SafeString:
    """Bars of ``part`` as a share of ``whole`` per bucket (0–100 %); none is no bar."""
    pairs = [(b.counts.get(part, 0), sum(b.counts.get(k, 0) for k in whole)) for b in buckets]
    if not buckets or not any(t for _, t in pairs):
        return mark_safe("")
    n_part, n_whole = sum(p for p, _ in pairs), sum(t for _, t in pairs)
    desc = (
        f"{n_part} of {n_whole} turns differ in the {span.label} "
        f"({round(100 * n_part / n_whole)} %)."
    )
    parts = _frame(chart_id, title, desc)
    _axis(parts, 100, "{:.0f} %")
    plot_h = HEIGHT - BOTTOM - TOP
    step = (WIDTH - LEFT - RIGHT) / len(buckets)
    bar = max(3.0, step * 0.7)
    for i, (b, (p, t)) in enumerate(zip(buckets, pairs, strict=True)):
        if not t:
            continue
        h = max(1.0, plot_h * p / t)
        x = LEFT + i * step + (step - bar) / 2
        parts.append(
            f'<rect x="{x:.1f}" y="{TOP + plot_h - h:.1f}" width="{bar:.1f}" height="{h:.1f}" '
            f'fill="{colour}"><title>{escape(bucket_label(b, span))}: {p} of {t} differ '
            f"({round(100 * p / t)} %)</title></rect>"
        )
    _x_labels(parts, buckets, span, step)
    parts.append("</svg>")
    return mark_safe("".join(parts))
