"""Rollout resolution (ENGINE.md section 3): one mode per account, and why."""

from __future__ import annotations

from dataclasses import dataclass

from memoryadmin.engine.types import Mode

_ORDER = {Mode.DISABLED: 0, Mode.SHADOW: 1, Mode.ENABLED: 2}


def parse_mode(value: object) -> Mode:
    """Any value that is not exactly a known mode resolves to disabled.

    A typo must never switch on a feature that changes what users see.
    """
    if isinstance(value, str):
        try:
            return Mode(value.strip().lower())
        except ValueError:
            pass
    return Mode.DISABLED


def parse_ceiling(value: str | None) -> Mode | None:
    """The MEMORY_MODE environment ceiling: unset or empty means none."""
    if value is None or value.strip() == "":
        return None
    return parse_mode(value)


@dataclass(frozen=True)
class Resolution:
    mode: Mode
    reasons: tuple[str, ...]

    @property
    def explanation(self) -> str:
        return " ".join(self.reasons)


def resolve(
    *,
    global_mode: object,
    scope: str,
    kill_switch: bool,
    allowlisted: bool,
    override: object | None,
    env_ceiling: str | None,
) -> Resolution:
    """The effective mode for one account.

    An allowlisted account takes its own mode when it has one, else the global
    mode; the kill switch and the environment ceiling can only lower it.
    ``global_mode`` and ``override`` are raw values from storage and are
    parsed here, so a corrupt row resolves to disabled rather than raising.
    """
    if kill_switch:
        return Resolution(Mode.DISABLED, ("Kill switch is on: everything is disabled.",))
    reasons: list[str] = []
    g = parse_mode(global_mode)
    if g.value != global_mode:
        reasons.append(
            f"Global mode {global_mode!r} is not a known mode, so it counts as disabled."
        )
    if allowlisted and override is not None:
        mode = parse_mode(override)
        reasons.append(f"The account is on the allowlist with its own mode, {mode.value}.")
    elif allowlisted:
        mode = g
        reasons.append(f"The account is on the allowlist, which follows the global mode {g.value}.")
    elif scope == "everyone":
        mode = g
        reasons.append(f"Global mode {g.value} applies to everyone.")
    else:
        mode = Mode.DISABLED
        reasons.append(
            f"Global mode {g.value} applies to the allowlist only, and the account is not on it."
        )
    ceiling = parse_ceiling(env_ceiling)
    if ceiling is not None and _ORDER[ceiling] < _ORDER[mode]:
        reasons.append(
            f"The environment ceiling MEMORY_MODE={env_ceiling!r} lowers it to {ceiling.value}."
        )
        mode = ceiling
    elif ceiling is not None:
        reasons.append(f"The environment ceiling MEMORY_MODE={env_ceiling!r} does not lower it.")
    return Resolution(mode, tuple(reasons))
