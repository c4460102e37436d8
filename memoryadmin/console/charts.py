"""Server-rendered SVG charts: no chart library, nothing from a CDN."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Protocol

from django.utils.html import escape
from django.utils.safestring import SafeString, mark_safe

OUTCOME_COLOURS = {
    "accepted": "#2f855a",
    "rejected_rule": "#dd6b20",
    "rejected_json": "#d69e2e",
    "failed": "#c53030",
}


class Day(Protocol):
    @property
    def day(self) -> object: ...
    @property
    def counts(self) -> dict[str, int]: ...
    @property
    def total(self) -> int: ...


def outcomes_chart(days: Sequence[Day], *, width: int = 640, height: int = 200) -> SafeString:
    """Stacked bars of compaction attempts per day and outcome, with a legend."""
    if not days or not any(d.total for d in days):
        return mark_safe("")
    left, bottom, top = 36, 28, 10
    plot_h = height - bottom - top
    peak = max(d.total for d in days)
    step = (width - left - 8) / len(days)
    bar = max(4.0, step * 0.7)
    parts: list[str] = [
        f'<svg class="chart" viewBox="0 0 {width} {height + 22}" width="100%" role="img" '
        f'aria-label="Compaction attempts per day by outcome">'
    ]
    for frac in (0, 0.5, 1):
        y = top + plot_h * (1 - frac)
        parts.append(
            f'<line x1="{left}" x2="{width - 4}" y1="{y:.1f}" y2="{y:.1f}" stroke="#e5e8ee"/>'
            f'<text x="{left - 6}" y="{y + 4:.1f}" text-anchor="end">{round(peak * frac)}</text>'
        )
    for i, d in enumerate(days):
        x = left + i * step + (step - bar) / 2
        y = top + plot_h
        for outcome, colour in OUTCOME_COLOURS.items():
            n = d.counts.get(outcome, 0)
            if not n:
                continue
            h = plot_h * n / peak
            y -= h
            parts.append(
                f'<rect x="{x:.1f}" y="{y:.1f}" width="{bar:.1f}" height="{h:.1f}" '
                f'fill="{colour}"><title>{escape(str(d.day))}: {n} '
                f"{escape(outcome.replace('_', ' '))}</title></rect>"
            )
        if i % max(1, len(days) // 7) == 0 or i == len(days) - 1:
            day = d.day
            label = escape(day.strftime("%d %b") if isinstance(day, date) else str(day))
            parts.append(
                f'<text x="{x + bar / 2:.1f}" y="{height - 10}" text-anchor="middle">{label}</text>'
            )
    lx = left
    for outcome, colour in OUTCOME_COLOURS.items():
        parts.append(
            f'<rect x="{lx}" y="{height + 6}" width="10" height="10" fill="{colour}"/>'
            f'<text x="{lx + 14}" y="{height + 15}">{escape(outcome.replace("_", " "))}</text>'
        )
        lx += 120
    parts.append("</svg>")
    # Every value interpolated above is numeric or escaped.
    return mark_safe("".join(parts))
