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


class Level:
    """Which level decided an account's mode (``rollout explain`` names it)."""

    GLOBAL = "global"
    PROJECT = "project"
    ACCOUNT = "account"
    KILL_SWITCH = "kill switch"
    CEILING = "environment ceiling"


@dataclass(frozen=True)
class Resolution:
    mode: Mode
    reasons: tuple[str, ...]
    level: str = Level.GLOBAL

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
    project_mode: object | None = None,
    project_scope: str | None = None,
    project: str = "",
) -> Resolution:
    """The effective mode for one account, and the level that decided it.

    From the bottom up: the global mode and scope; a project's own mode and
    scope (``project_mode`` not None) replace them for that project's accounts;
    an allowlisted account's own mode replaces both. The kill switch and the
    environment ceiling can only lower the result. ``global_mode``,
    ``project_mode`` and ``override`` are raw values from storage and are
    parsed here, so a corrupt row resolves to disabled rather than raising.
    """
    if kill_switch:
        return Resolution(
            Mode.DISABLED, ("Kill switch is on: everything is disabled.",), Level.KILL_SWITCH
        )
    reasons: list[str] = []
    g = parse_mode(global_mode)
    if g.value != global_mode:
        reasons.append(
            f"Global mode {global_mode!r} is not a known mode, so it counts as disabled."
        )
    # The mode and scope the account follows when it has no mode of its own.
    base, base_scope, level = g, scope, Level.GLOBAL
    if project_mode is not None:
        p = parse_mode(project_mode)
        name = f"Project {project!r}" if project else "The account's project"
        if p.value != project_mode:
            reasons.append(
                f"{name}'s mode {project_mode!r} is not a known mode, so it counts as disabled."
            )
        base, base_scope, level = p, project_scope or "allowlist", Level.PROJECT
        reasons.append(f"{name} has its own mode, {p.value} for {base_scope}, over the global one.")
    followed = "its project's mode" if level == Level.PROJECT else "the global mode"
    named = "Its project's mode" if level == Level.PROJECT else "Global mode"
    if allowlisted and override is not None:
        mode = parse_mode(override)
        level = Level.ACCOUNT
        reasons.append(f"The account is on the allowlist with its own mode, {mode.value}.")
    elif allowlisted:
        mode = base
        reasons.append(f"The account is on the allowlist, which follows {followed} {base.value}.")
    elif base_scope == "everyone":
        mode = base
        reasons.append(f"{named} {base.value} applies to everyone.")
    else:
        mode = Mode.DISABLED
        reasons.append(
            f"{named} {base.value} applies to the allowlist only, and the account is not on it."
        )
    ceiling = parse_ceiling(env_ceiling)
    if ceiling is not None and _ORDER[ceiling] < _ORDER[mode]:
        reasons.append(
            f"The environment ceiling MEMORY_MODE={env_ceiling!r} lowers it to {ceiling.value}."
        )
        mode, level = ceiling, Level.CEILING
    elif ceiling is not None:
        reasons.append(f"The environment ceiling MEMORY_MODE={env_ceiling!r} does not lower it.")
    return Resolution(mode, tuple(reasons), level)
