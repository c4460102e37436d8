"""Stamps added at replay time, from the current clock; never stored (ENGINE.md 2)."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

RECHECK = "Re-check before repeating any status, balance or position from this."


def _when(at: datetime, now: datetime, tz: ZoneInfo) -> str:
    local, today = at.astimezone(tz), now.astimezone(tz)
    clock = local.strftime("%H:%M")
    if local.date() == today.date():
        return clock
    # "%-d" is glibc-only; build the day by hand so the stamp is the same everywhere.
    return f"{clock} on {local.day} {local.strftime('%b %Y')}"


def live_stamp(*, observed_at: datetime, now: datetime, tz: ZoneInfo) -> str:
    return f"[Checked live at {_when(observed_at, now, tz)}. {RECHECK}]"


def unverified_stamp(*, said_at: datetime, now: datetime, tz: ZoneInfo) -> str:
    return (
        f"[Not checked live: this reply quoted an amount at {_when(said_at, now, tz)} "
        f"without reading it from a tool. {RECHECK}]"
    )


def stamp_for(
    *,
    volatility_live: bool,
    unverified: bool,
    observed_at: datetime | None,
    created_at: datetime,
    now: datetime,
    tz: ZoneInfo,
) -> str | None:
    if not volatility_live:
        return None
    if unverified:
        return unverified_stamp(said_at=observed_at or created_at, now=now, tz=tz)
    return live_stamp(observed_at=observed_at or created_at, now=now, tz=tz)
