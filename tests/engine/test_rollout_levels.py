"""Rollout per project, between the global mode and the account's own, and the level that
decided (ENGINE.md section 3, API.md "Accounts and keys")."""

from __future__ import annotations

import pytest

from memoryadmin.engine.rollout import Level, Resolution, resolve
from memoryadmin.engine.types import Mode


def r(**kw: object) -> Resolution:
    base: dict[str, object] = dict(
        global_mode="disabled",
        scope="everyone",
        kill_switch=False,
        allowlisted=False,
        override=None,
        env_ceiling="",
    )
    base.update(kw)
    return resolve(**base)  # type: ignore[arg-type]


def test_without_a_project_mode_the_global_level_decides() -> None:
    res = r(global_mode="shadow")
    assert (res.mode, res.level) == (Mode.SHADOW, Level.GLOBAL)
    assert r(global_mode="enabled", scope="allowlist").level == Level.GLOBAL


def test_a_projects_mode_replaces_the_global_one_for_its_accounts() -> None:
    res = r(project_mode="enabled", project_scope="everyone", project="acme")
    assert (res.mode, res.level) == (Mode.ENABLED, Level.PROJECT)
    assert "Project 'acme' has its own mode" in res.explanation
    # The project's scope, not the global one: its allowlist only.
    res = r(global_mode="enabled", project_mode="shadow", project_scope="allowlist")
    assert (res.mode, res.level) == (Mode.DISABLED, Level.PROJECT)
    assert "allowlist only" in res.explanation
    res = r(project_mode="shadow", project_scope="allowlist", allowlisted=True)
    assert (res.mode, res.level) == (Mode.SHADOW, Level.PROJECT)
    assert "its project's mode shadow" in res.explanation
    # A project may also hold its accounts back while the global mode is on.
    assert r(global_mode="enabled", project_mode="disabled").mode is Mode.DISABLED


def test_the_accounts_own_mode_beats_its_project() -> None:
    res = r(project_mode="disabled", allowlisted=True, override="enabled")
    assert (res.mode, res.level) == (Mode.ENABLED, Level.ACCOUNT)


@pytest.mark.parametrize("raw", ["enabeld", "", "ON"])
def test_an_unknown_project_mode_counts_as_disabled(raw: str) -> None:
    res = r(global_mode="enabled", project_mode=raw, project_scope="everyone")
    assert (res.mode, res.level) == (Mode.DISABLED, Level.PROJECT)
    assert "not a known mode" in res.explanation


def test_kill_switch_and_ceiling_still_win_and_say_so() -> None:
    res = r(kill_switch=True, project_mode="enabled", allowlisted=True, override="enabled")
    assert (res.mode, res.level) == (Mode.DISABLED, Level.KILL_SWITCH)
    res = r(project_mode="enabled", project_scope="everyone", env_ceiling="shadow")
    assert (res.mode, res.level) == (Mode.SHADOW, Level.CEILING)
    # A ceiling that lowers nothing leaves the decision where it was.
    res = r(project_mode="shadow", project_scope="everyone", env_ceiling="enabled")
    assert (res.mode, res.level) == (Mode.SHADOW, Level.PROJECT)
