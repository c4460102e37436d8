import pytest

from memoryadmin.engine.rollout import parse_ceiling, parse_mode, resolve
from memoryadmin.engine.types import Mode


@pytest.mark.parametrize("raw", ["enabeld", "ENABLED-ish", "", None, 3, "on", "true"])
def test_unrecognised_modes_resolve_to_disabled(raw: object) -> None:
    assert parse_mode(raw) is Mode.DISABLED


def test_known_modes_parse() -> None:
    assert parse_mode(" Enabled ") is Mode.ENABLED
    assert parse_ceiling("") is None and parse_ceiling(None) is None
    assert parse_ceiling("typo") is Mode.DISABLED


def r(**kw: object) -> Mode:
    base: dict[str, object] = dict(
        global_mode="enabled",
        scope="everyone",
        kill_switch=False,
        allowlisted=False,
        override=None,
        env_ceiling="",
    )
    base.update(kw)
    return resolve(**base).mode  # type: ignore[arg-type]


def test_scope_allowlist_and_overrides() -> None:
    assert r() is Mode.ENABLED
    assert r(scope="allowlist") is Mode.DISABLED
    assert r(scope="allowlist", allowlisted=True) is Mode.ENABLED
    assert (
        r(global_mode="disabled", scope="allowlist", allowlisted=True, override="shadow")
        is Mode.SHADOW
    )
    assert r(global_mode="garbage") is Mode.DISABLED


def test_environment_can_lower_but_never_raise() -> None:
    assert r(env_ceiling="shadow") is Mode.SHADOW
    assert r(env_ceiling="disabled") is Mode.DISABLED
    assert r(env_ceiling="typo") is Mode.DISABLED
    assert r(global_mode="shadow", env_ceiling="enabled") is Mode.SHADOW
    assert r(global_mode="disabled", env_ceiling="enabled") is Mode.DISABLED


def test_kill_switch_beats_everything() -> None:
    assert r(kill_switch=True, allowlisted=True, override="enabled") is Mode.DISABLED
    res = resolve(
        global_mode="enabled",
        scope="everyone",
        kill_switch=True,
        allowlisted=False,
        override=None,
        env_ceiling="",
    )
    assert "Kill switch" in res.explanation
