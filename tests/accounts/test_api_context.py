"""The hot path through HTTP: the Tunde story, rollout modes, failing open."""

import json
import logging
from typing import Any

import pytest
from django.db import connection
from django.test import override_settings
from rest_framework.test import APIClient

from accounts import rulepack
from accounts.metrics import metrics
from accounts.models import Account, Message, RolloutSetting, ShadowRecord
from accounts.rollout.services import rollout_kill_switch
from tests.stories import tunde_turns

pytestmark = pytest.mark.django_db
URL = "/api/v1/accounts/ada/context"
SYSTEM = {
    "role": "system",
    "content": "You are Flow, a banking assistant. ₦ is naira.",
    "cache_control": {"type": "ephemeral"},
}


def tunde_history() -> list[dict[str, Any]]:
    return [SYSTEM, *tunde_turns()]


def context(api: APIClient, history: Any, now: str = "2026-11-29T15:55:00Z") -> Any:
    r = api.post(URL, {"history": history, "now": now}, format="json")
    assert r.status_code == 200, r.content
    return r.json()


def test_tunde_story_enabled(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    out = context(api, tunde_history())
    assert out["mode"] == "enabled" and out["fallback"] is False
    msgs = out["messages"]
    assert msgs[0] == SYSTEM  # every key of the system message, untouched
    assert msgs[-1] == {"role": "user", "content": "Is Tunde still pending?"}
    reply = next(m for m in msgs if "Tunde hasn't paid" in m["content"])
    assert "Checked live at 15:35" in reply["content"]
    stored = Message.objects.get(external_id="m-2")
    assert stored.content == "Everyone except Tunde. Tunde hasn't paid his ₦200."
    assert "Checked live" not in api.get("/api/v1/accounts/ada/messages").content.decode()


def test_stamp_follows_the_account_time_zone(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    Account.objects.create(external_id="ada", timezone="Africa/Lagos")
    out = context(api, tunde_history())
    assert any("Checked live at 16:35" in m["content"] for m in out["messages"])


def test_disabled_returns_history_exactly_and_does_nothing(api: APIClient, rollout: Any) -> None:
    rollout("disabled", "everyone")
    h = tunde_history()
    out = context(api, h)
    assert out == {"mode": "disabled", "messages": h, "fallback": False}
    assert not Message.objects.exists() and not Account.objects.exists()


def test_shadow_returns_history_byte_for_byte_and_records(api: APIClient, rollout: Any) -> None:
    rollout("shadow", "everyone")
    h = tunde_history()
    h[1]["x-agent-meta"] = {"nested": [1, 2.5, None, "ü"]}
    raw = api.post(URL, {"history": h, "now": "2026-11-29T15:55:00Z"}, format="json")
    given = json.dumps(h, sort_keys=True, ensure_ascii=False)
    assert json.dumps(raw.json()["messages"], sort_keys=True, ensure_ascii=False) == given
    assert raw.json()["mode"] == "shadow"
    record = ShadowRecord.objects.get()
    assert record.given == h
    engine_text = json.dumps(record.engine, ensure_ascii=False)
    assert "Checked live at 15:35" in engine_text
    # Stamps are an expected change (the noise rules): named, not counted as differing.
    assert record.diff_kinds == ["stamps"] and not record.differs
    assert record.engine_tokens > 0 and record.given_tokens > 0
    assert Message.objects.count() == 2  # recorded all the same


@pytest.mark.parametrize("stored_mode", ["enabeld", "ENABLED!", "", "on"])
def test_unrecognised_mode_in_database_is_disabled(
    api: APIClient, rollout: Any, stored_mode: str
) -> None:
    rollout(stored_mode, "everyone")
    out = context(api, tunde_history())
    assert out["mode"] == "disabled" and out["messages"] == tunde_history()


@pytest.mark.parametrize(
    "env,expect",
    [
        ("shadow", "shadow"),
        ("disabled", "disabled"),
        ("garbage", "disabled"),
        ("", "enabled"),
        ("enabled", "enabled"),
    ],
)
def test_environment_ceiling_only_lowers(
    api: APIClient, rollout: Any, env: str, expect: str
) -> None:
    rollout("enabled", "everyone")
    with override_settings(MEMORY_MODE=env):
        assert context(api, tunde_history())["mode"] == expect


def test_environment_never_raises(api: APIClient, rollout: Any) -> None:
    rollout("shadow", "everyone")
    with override_settings(MEMORY_MODE="enabled"):
        assert context(api, tunde_history())["mode"] == "shadow"
    rollout("disabled", "everyone")
    with override_settings(MEMORY_MODE="enabled"):
        assert context(api, tunde_history())["mode"] == "disabled"


def test_allowlist_scope(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "allowlist")
    assert context(api, tunde_history())["mode"] == "disabled"
    Account.objects.create(external_id="ada", allowlisted=True, rollout_mode="shadow")
    assert context(api, tunde_history())["mode"] == "shadow"


@pytest.mark.parametrize(
    "body",
    [
        "{not json",
        json.dumps({"history": "nope"}),
        json.dumps({"history": {"a": 1}}),
        json.dumps([1]),
    ],
)
def test_refuses_non_json_and_non_list(api: APIClient, rollout: Any, body: str) -> None:
    rollout("enabled", "everyone")
    r = api.post(URL, body, content_type="application/json")
    assert r.status_code == 400 and "error" in r.json()
    assert not Message.objects.exists()


# --- failing open -----------------------------------------------------------


def _assert_fallback(out: dict[str, Any], history: Any) -> None:
    assert out["fallback"] is True and out["messages"] == history


@pytest.mark.parametrize(
    "weird",
    [
        # A list of parts reads since v1.1; a part with no type still cannot be read.
        {"role": "user", "content": [{"text": "hi"}]},
        {"role": "tool", "content": "{}"},
        "just a string",
        {"role": "assistant", "content": "x", "id": 42},
    ],
)
def test_unexpected_shapes_fall_back(api: APIClient, rollout: Any, weird: Any) -> None:
    rollout("enabled", "everyone")
    before = metrics.get("context.fallback")
    h = [*tunde_history(), weird]
    _assert_fallback(context(api, h), h)
    assert metrics.get("context.fallback") == before + 1
    assert not Message.objects.exists()


def test_database_error_falls_back(
    api: APIClient, rollout: Any, caplog: pytest.LogCaptureFixture
) -> None:
    rollout("enabled", "everyone")
    context(api, tunde_history())

    def broken(execute: Any, sql: str, params: Any, many: bool, ctx: Any) -> Any:
        if "accounts_message" in sql and sql.lstrip().upper().startswith("SELECT"):
            raise connection.features.connection.Database.OperationalError("disk on fire")
        return execute(sql, params, many, ctx)

    h = tunde_history()
    with (
        caplog.at_level(logging.WARNING, logger="memory.turns"),
        connection.execute_wrapper(broken),
    ):
        out = context(api, h)
    _assert_fallback(out, h)
    assert "fell back" in caplog.text and "OperationalError" in caplog.text


def test_pack_that_raises_falls_back(
    api: APIClient, rollout: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    rollout("enabled", "everyone")

    class Boom:
        def __getattr__(self, name: str) -> Any:
            raise RuntimeError("pack exploded")

    monkeypatch.setattr(rulepack, "pack", lambda: Boom())
    h = tunde_history()
    _assert_fallback(context(api, h), h)


def raising_sink(event: dict[str, Any]) -> None:
    raise ConnectionError("telemetry down")


def test_telemetry_sink_that_throws_falls_back(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    h = tunde_history()
    with override_settings(MEMORY_TELEMETRY_SINK="tests.accounts.test_api_context.raising_sink"):
        _assert_fallback(context(api, h), h)


def test_bad_time_zone_falls_back(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    Account.objects.create(external_id="ada", timezone="Mars/Olympus")
    h = tunde_history()
    _assert_fallback(context(api, h), h)


def test_global_setting_row_corrupt_falls_back_to_disabled(api: APIClient) -> None:
    RolloutSetting.objects.create(pk=1, mode="enabled", scope="everyone")
    with connection.cursor() as c:
        c.execute("UPDATE accounts_rolloutsetting SET scope = 'sideways' WHERE id = 1")
    out = context(api, tunde_history())
    assert out["mode"] == "disabled" and out["messages"] == tunde_history()


def test_resent_old_ids_are_not_recorded_twice(api: APIClient, rollout: Any) -> None:
    """Ids older than the window are found by the insert's conflict, not re-stored."""
    rollout("enabled", "everyone")
    for n in range(30):
        api.post(
            "/api/v1/accounts/ada/messages",
            {"id": f"old-{n}", "role": "user", "content": f"note {n} " + "x " * 60},
            format="json",
        )
    history = [
        SYSTEM,
        {"role": "user", "content": "changed text", "id": "old-0"},
        {"role": "user", "content": "new one", "id": "new-1"},
    ]
    with override_settings(MEMORY_WINDOW_TOKENS=200):
        out = context(api, history)
        again = context(api, history)
    assert out["fallback"] is False and again["fallback"] is False
    assert Message.objects.filter(external_id="old-0").get().content.startswith("note 0")
    assert Message.objects.filter(external_id="new-1").count() == 1
    assert Message.objects.count() == 31
    assert out["messages"][-1]["content"] == "new one"


def test_rollout_change_applies_to_the_next_turn(api: APIClient, rollout: Any) -> None:

    rollout("enabled", "everyone")
    assert context(api, tunde_history())["mode"] == "enabled"
    rollout_kill_switch(actor="test", on=True, reason="incident")
    assert context(api, tunde_history())["mode"] == "disabled"


def test_forgotten_word_is_masked_in_older_messages_but_said_again_it_is_new(
    api: APIClient, rollout: Any, django_capture_on_commit_callbacks: Any
) -> None:
    """Before the forget: masked in the replayed window. After it: new information."""
    rollout("enabled", "everyone")
    say = "/api/v1/accounts/ada/messages"
    api.post(say, {"id": "u1", "role": "user", "content": "My wife is Zuleikha."}, format="json")
    api.post(
        "/api/v1/accounts/ada/facts",
        {"key": "wife", "kind": "relationship", "note": "Wife is Zuleikha"},
        format="json",
    )
    with django_capture_on_commit_callbacks(execute=True):
        assert (
            api.post("/api/v1/accounts/ada/forget", {"key": "wife"}, format="json").status_code
            == 202
        )
    api.post(
        say,
        {"id": "u2", "role": "user", "content": "Actually, Zuleikha is my wife."},
        format="json",
    )
    out = context(api, [SYSTEM, {"role": "user", "content": "What do you know?"}])
    window = [m["content"] for m in out["messages"][1:]]
    # The key "wife", the name, and the note "wife is zuleikha" as one phrase (issue 12).
    assert "My [forgotten]." in window
    assert "Actually, Zuleikha is my wife." in window
    assert window.index("My [forgotten].") < window.index(
        "Actually, Zuleikha is my wife."
    )
    # Text of unknown age (no id, after items with ids: the unrecorded tail) is masked
    # against every forget. (A history with no ids at all is given ids and recorded as
    # said now, as the proxy records it: API.md v1.2.)
    tail = {"role": "user", "content": "Zuleikha says hi"}
    out = context(api, [SYSTEM, {"id": "u3", "role": "user", "content": "Hi"}, tail])
    assert out["messages"][-1]["content"] == "[forgotten] says hi"
    assert Message.objects.get(external_id="u1").content == "My wife is Zuleikha."


def test_stamps_come_from_the_clock_at_replay_and_are_never_stored(
    api: APIClient, rollout: Any
) -> None:
    """No "now" in the request: the stamp is made from the current clock, turn by turn."""
    import time_machine

    rollout("enabled", "everyone")
    with time_machine.travel("2026-11-29T15:55:00Z", tick=False):
        out = api.post(URL, {"history": tunde_history()}, format="json").json()
    reply = next(m for m in out["messages"] if "Tunde hasn't paid" in m["content"])
    assert "Checked live at 15:35." in reply["content"]
    with time_machine.travel("2026-12-02T09:00:00Z", tick=False):
        out = api.post(URL, {"history": tunde_history()}, format="json").json()
    reply = next(m for m in out["messages"] if "Tunde hasn't paid" in m["content"])
    assert "Checked live at 15:35 on 29 Nov 2026." in reply["content"]
    stored = Message.objects.get(external_id="m-2").content
    assert "Checked live" not in stored and stored.endswith("his ₦200.")


def test_the_window_spends_stored_token_counts_not_a_new_count(
    api: APIClient, rollout: Any
) -> None:
    """Counted once when recorded: a turn never re-tokenizes history."""
    from memoryadmin.engine.tokens import count_message

    rollout("enabled", "everyone")
    for n, text in enumerate(["older note", "short but stored as huge", "newest note"]):
        api.post(
            "/api/v1/accounts/ada/messages",
            {"id": f"s{n}", "role": "user", "content": text},
            format="json",
        )
    stored = Message.objects.get(external_id="s1")
    assert stored.token_count == count_message("short but stored as huge")
    with connection.cursor() as c:  # what a turn would spend if it trusted the stored count
        c.execute("UPDATE accounts_message SET token_count = 5000 WHERE id = %s", [stored.pk])
    with override_settings(MEMORY_WINDOW_TOKENS=100):
        out = context(api, [SYSTEM])
    assert [m["content"] for m in out["messages"][1:]] == ["newest note"]
