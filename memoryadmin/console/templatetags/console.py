"""Small template helpers for the console: {% load console %}."""

from __future__ import annotations

from datetime import date, datetime
from typing import Any

from django import template
from django.template.defaulttags import querystring
from django.utils import timezone
from django.utils.html import format_html
from django.utils.safestring import SafeString

from memoryadmin.console import responses

register = template.Library()


@register.filter
def audit_diff(entry: Any) -> list[dict[str, Any]]:
    """Before/after of an audit entry as rows of (key, before, after, changed)."""
    before, after = entry.before, entry.after
    if not isinstance(before, dict) and not isinstance(after, dict):
        if before is None and after is None:
            return []
        return [{"key": "value", "before": before, "after": after, "changed": before != after}]
    b = before if isinstance(before, dict) else {}
    a = after if isinstance(after, dict) else {}
    keys = list(dict.fromkeys([*b.keys(), *a.keys()]))
    return [
        {"key": k, "before": b.get(k), "after": a.get(k), "changed": b.get(k) != a.get(k)}
        for k in keys
    ]


# Keys whose true/false reads as a switch ("off → on"); other booleans read yes/no.
SWITCH_KEYS = ("kill_switch", "on", "enabled", "active", "revoked")


@register.filter
def human(value: Any, key: str = "") -> str:
    """A stored value as a person writes it: lists as "a, b", booleans as yes/no
    (on/off for a switch), nothing as "—", an empty text as "(empty)", a mapping as
    "key: value; …" — never Python's repr (``['a']``, ``False``, ``None``)."""
    if value is None:
        return "—"
    if isinstance(value, bool):
        if str(key).lower() in SWITCH_KEYS or str(key).lower().endswith("_on"):
            return "on" if value else "off"
        return "yes" if value else "no"
    if isinstance(value, (list, tuple, set)):
        items = [human(v) for v in value]
        return ", ".join(items) if items else "none"
    if isinstance(value, dict):
        if not value:
            return "none"
        return "; ".join(f"{k.replace('_', ' ')}: {human(v, k)}" for k, v in value.items())
    if isinstance(value, float):
        return f"{value:,.4g}" if abs(value) < 1e6 else f"{value:,.0f}"
    if isinstance(value, int):
        return str(value)
    text = str(value)
    return text if text.strip() else "(empty)"


@register.filter
def label(key: Any) -> str:
    """A stored key as words: ``kill_switch`` → ``kill switch``."""
    return str(key).replace("_", " ")


@register.filter
def signed(value: Any) -> str:
    try:
        n = int(value)
    except (TypeError, ValueError):
        return str(value)
    return f"+{n:,}" if n > 0 else f"{n:,}"


@register.filter
def get(mapping: Any, key: Any) -> Any:
    return mapping.get(key) if hasattr(mapping, "get") else None


@register.filter
def days_left(deadline: Any) -> str:
    if deadline is None:
        return ""
    days = (deadline - timezone.now()).total_seconds() / 86400
    if days < 0:
        return f"overdue by {int(-days) + 1} d"
    return f"{int(days)} d"


@register.filter
def signed_delta(value: Any, other: Any) -> str:
    try:
        return signed(int(value) - int(other))
    except (TypeError, ValueError):
        return ""


@register.simple_tag(takes_context=True)
def page_query(context: Any, number: int, param: str = "", **changes: Any) -> str:
    """``{% querystring %}`` with the page number under ``param`` ("page" unless named)."""
    page: dict[str, Any] = {**changes, (param or "page"): number}
    return str(querystring(context, None, **page))


@register.simple_tag
def account_url(account: Any, name: str = "console:account", *args: str) -> str:
    """``{% account_url a %}``: the account's console URL, its project in it (responses.py)."""
    return responses.account_url(account, name, *args)


WHEN_FORMATS = {"minutes": "%Y-%m-%d %H:%M", "seconds": "%Y-%m-%d %H:%M:%S", "date": "%Y-%m-%d"}


def when_text(value: datetime | date, precision: str = "minutes") -> str:
    """The console's one way of writing a moment: ``2026-12-01 14:05 UTC`` (its zone named).

    ``precision`` is ``minutes`` (default), ``seconds`` or ``date``; a date alone has no zone.
    """
    fmt = WHEN_FORMATS.get(precision, WHEN_FORMATS["minutes"])
    if not isinstance(value, datetime):
        return value.strftime(WHEN_FORMATS["date"])
    local = timezone.localtime(value) if timezone.is_aware(value) else value
    text = local.strftime(fmt)
    if precision == "date":
        return text
    return f"{text} {local.tzname() or timezone.get_current_timezone_name()}"


@register.filter
def when(value: Any, precision: str = "minutes") -> SafeString | str:
    """``{{ moment|when }}``, ``{{ moment|when:"seconds" }}``, ``{{ day|when:"date" }}``:
    a ``<time>`` element in the one format, its exact ISO moment in ``datetime`` and ``title``."""
    if not isinstance(value, (datetime, date)):
        return "" if value is None else str(value)
    iso = value.isoformat()
    text = when_text(value, precision)
    return format_html('<time datetime="{}" title="{}">{}</time>', iso, iso, text)
