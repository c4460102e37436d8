"""/context and /messages with histories as an OpenAI-style agent sends them (API.md v1.1).

Everything goes through HTTP against the real database: tool loops in every
mode, stamps on results, list-of-parts content and id-less tails, a window that
never orphans a tool result, conflicts, context_role, and the compactor (a real
OpenAI-protocol server on loopback) never shown a live tool result.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from django.test import override_settings
from rest_framework.test import APIClient

from accounts.models import Account, Message, ShadowRecord
from tests.fakellm import FakeLLM, copy_everything

pytestmark = pytest.mark.django_db

URL = "/api/v1/accounts/ada/context"
MESSAGES = "/api/v1/accounts/ada/messages"
NOW = "2026-11-29T15:55:00Z"
BALANCE = "₦5,000"


def call(cid: str, name: str, args: str = "{}") -> dict[str, Any]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}


SYSTEM = {"role": "system", "content": "You are Flow.", "cache_control": {"type": "ephemeral"}}
DEVELOPER = {"role": "developer", "content": [{"type": "text", "text": "Answer briefly."}]}


def tool_loop(ids: bool = True) -> list[dict[str, Any]]:
    """A real tool loop: a call with content null, its result, the reply, the next question."""
    items: list[dict[str, Any]] = [
        {"role": "user", "content": "What's my balance?", "created_at": "2026-11-29T15:34:00Z"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [call("call_1", "get_balance", '{"account": "main"}')],
            "created_at": "2026-11-29T15:34:30Z",
        },
        {
            "role": "tool",
            "tool_call_id": "call_1",
            "content": json.dumps({"balance": BALANCE}, ensure_ascii=False),
            "created_at": "2026-11-29T15:35:00Z",
        },
        {
            "role": "assistant",
            "content": f"Your balance is {BALANCE}.",
            "created_at": "2026-11-29T15:35:10Z",
            "x-agent-trace": {"span": 7, "tags": ["a", None, 2.5]},
        },
    ]
    if ids:
        for n, item in enumerate(items):
            item["id"] = f"m-{n + 1}"
    return [SYSTEM, DEVELOPER, *items, {"role": "user", "content": "Anything else?"}]


def send(api: APIClient, url: str, body: Any) -> Any:
    """POST JSON as an agent's encoder writes it (a lone surrogate escaped as \\ud800)."""
    return api.post(url, json.dumps(body), content_type="application/json")


def context(api: APIClient, history: Any, **extra: Any) -> dict[str, Any]:
    r = send(api, URL, {"history": history, "now": NOW, **extra})
    assert r.status_code == 200, r.content
    out: dict[str, Any] = r.json()
    return out


def texts(messages: list[dict[str, Any]]) -> str:
    return json.dumps(messages, ensure_ascii=False)


# --- a tool loop in every mode --------------------------------------------------------


@pytest.mark.parametrize("ids", [True, False], ids=["with-ids", "no-ids"])
@pytest.mark.parametrize("mode", ["enabled", "shadow", "disabled"])
def test_a_tool_loop_never_falls_back(api: APIClient, rollout: Any, mode: str, ids: bool) -> None:
    rollout(mode, "everyone")
    out = context(api, tool_loop(ids))
    assert out["fallback"] is False and out["mode"] == mode


def test_shadow_gives_the_tool_loop_back_byte_for_byte_and_records_it(
    api: APIClient, rollout: Any
) -> None:
    rollout("shadow", "everyone")
    history = tool_loop()
    raw = api.post(URL, {"history": history, "now": NOW}, format="json")
    assert raw.status_code == 200
    sent = json.dumps(history, sort_keys=True, ensure_ascii=False)
    got = json.dumps(raw.json()["messages"], sort_keys=True, ensure_ascii=False)
    assert got == sent
    assert Message.objects.count() == 4  # the user item, call, result and reply
    record = ShadowRecord.objects.get()
    assert "Checked live at 15:35" in json.dumps(record.engine, ensure_ascii=False)


def test_disabled_gives_the_tool_loop_back_exactly_and_stores_nothing(
    api: APIClient, rollout: Any
) -> None:
    rollout("disabled", "everyone")
    history = tool_loop()
    assert context(api, history) == {"mode": "disabled", "messages": history, "fallback": False}
    assert not Message.objects.exists() and not Account.objects.exists()


def test_the_log_stores_what_replaying_the_tool_turn_needs(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    context(api, tool_loop())
    rows = list(Message.objects.order_by("seq"))
    assert [m.role for m in rows] == ["user", "assistant", "tool", "assistant"]
    called, result, reply = rows[1], rows[2], rows[3]
    assert called.content_null and called.content == ""
    assert called.tool_calls == [call("call_1", "get_balance", '{"account": "main"}')]
    assert result.tool_call_id == "call_1" and result.tools == ["get_balance"]
    assert result.volatility == "live" and result.observed_at.isoformat().startswith(
        "2026-11-29T15:35:00"
    )
    # The reply's tools are the turn's own tool_calls; unknown keys are kept.
    assert reply.tools == ["get_balance"] and reply.volatility == "live"
    assert reply.extra == {"x-agent-trace": {"span": 7, "tags": ["a", None, 2.5]}}
    listed = api.get(MESSAGES).json()["results"]
    assert listed[1]["tool_calls"][0]["function"]["name"] == "get_balance"
    assert listed[1]["content_null"] is True and listed[2]["tool_call_id"] == "call_1"


def test_the_live_result_and_the_reply_are_stamped_on_the_next_turn(
    api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    context(api, tool_loop())  # this turn records the loop
    nxt = [*tool_loop(), {"role": "assistant", "content": "Nothing else.", "id": "m-6"}]
    nxt.append({"role": "user", "content": "Is my balance still the same?"})
    msgs = context(api, nxt)["messages"]
    assert msgs[0] == SYSTEM and msgs[1] == DEVELOPER  # byte-identical, keys and all
    by_role = [(m["role"], m.get("content")) for m in msgs[2:]]
    assert by_role[1] == ("assistant", None)  # the call: content null, no stamp
    result, reply = msgs[4], msgs[5]
    assert result["role"] == "tool" and result["tool_call_id"] == "call_1"
    assert result["content"].startswith('{"balance": "₦5,000"}')
    assert "Checked live at 15:35" in result["content"]
    assert reply["content"].startswith(f"Your balance is {BALANCE}.")
    assert "Checked live at 15:35" in reply["content"]
    assert reply["x-agent-trace"] == {"span": 7, "tags": ["a", None, 2.5]}
    assert msgs[-1] == {"role": "user", "content": "Is my balance still the same?"}
    stored = Message.objects.get(external_id="m-3").content
    assert "Checked live" not in stored


def test_a_tail_without_ids_is_stamped(api: APIClient, rollout: Any) -> None:
    """An agent that sends no ids at all: the live result and reply are still stamped.

    (Such a history is given ids as the proxy gives them and recorded, API.md v1.2;
    it was an unrecorded tail before.)"""
    rollout("enabled", "everyone")
    history = tool_loop(ids=False)
    msgs = context(api, history)["messages"]
    assert Message.objects.count() == len(history) - 2  # all but the system and developer
    assert msgs[:2] == [SYSTEM, DEVELOPER]
    result = next(m for m in msgs if m["role"] == "tool")
    reply = next(m for m in msgs if m["role"] == "assistant" and m["content"])
    assert "Checked live at 15:35" in result["content"]
    assert "Checked live at 15:35" in reply["content"]
    # A v1 reply with tools and no id, quoting money: stamped too.
    v1 = [SYSTEM, {"role": "assistant", "content": "It is ₦5,000.", "tools": ["get_balance"],
                   "observed_at": "2026-11-29T15:35:00Z"}]
    assert "Checked live at 15:35" in context(api, v1)["messages"][-1]["content"]


def test_a_stamp_on_list_of_parts_content_is_one_more_text_part(
    api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    parts = [
        {"type": "text", "text": f"Your balance is {BALANCE}."},
        {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}},
    ]
    history = tool_loop()
    history[5] = {**history[5], "content": parts}
    msgs = context(api, history)["messages"]
    reply = next(m for m in msgs if m.get("id") is None and m["role"] == "assistant"
                 and isinstance(m["content"], list))
    assert reply["content"][:2] == parts
    assert reply["content"][2]["type"] == "text"
    assert "Checked live at 15:35" in reply["content"][2]["text"]
    stored = Message.objects.get(external_id="m-4")
    assert stored.parts == parts and stored.content == f"Your balance is {BALANCE}."
    # Stored and replayed next turn: the parts come back, stamped the same way.
    again = context(api, [SYSTEM, {"role": "user", "content": "And now?"}])["messages"]
    replayed = next(m for m in again if isinstance(m.get("content"), list))
    assert replayed["content"][:2] == parts and "Checked live" in replayed["content"][2]["text"]


def test_the_window_never_orphans_a_tool_result(api: APIClient, rollout: Any) -> None:
    """A budget that fits the result but not its call: both go, or neither."""
    rollout("enabled", "everyone")
    context(api, tool_loop())
    chat = [SYSTEM, {"role": "user", "content": "Thanks!", "id": "m-5"},
            {"role": "assistant", "content": "You're welcome.", "id": "m-6"}]
    for budget in range(20, 200, 4):
        with override_settings(MEMORY_WINDOW_TOKENS=budget):
            msgs = context(api, chat)["messages"]
        window = msgs[1:]
        called = {c["id"] for m in window for c in m.get("tool_calls") or []}
        answered = {m["tool_call_id"] for m in window if m["role"] == "tool"}
        assert answered <= called, (budget, window)
        assert called <= answered, (budget, window)  # and no call left unanswered


def test_a_known_id_with_other_content_is_listed_as_a_conflict(
    api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    assert context(api, tool_loop())["conflicts"] == []
    changed = tool_loop()
    changed[4] = {**changed[4], "content": '{"balance": "₦9,999"}'}
    changed[2] = {**changed[2], "content": "What's my balance, please?"}
    out = context(api, changed)
    assert out["fallback"] is False and out["conflicts"] == ["m-1", "m-3"]
    assert Message.objects.get(external_id="m-3").content == '{"balance": "₦5,000"}'
    assert "₦9,999" not in texts(out["messages"][:-1])  # the window is what is stored
    # A string given as one text part is the same content, not a conflict.
    same = tool_loop()
    same[2] = {**same[2], "content": [{"type": "text", "text": "What's my balance?"}]}
    assert context(api, same)["conflicts"] == []
    # Older than the window: still found.
    with override_settings(MEMORY_WINDOW_TOKENS=10):
        assert context(api, changed)["conflicts"] == ["m-1", "m-3"]


def test_context_role_user_keeps_the_system_items_byte_identical(
    api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    api.post("/api/v1/accounts/ada/facts",
             {"key": "name", "kind": "personal", "note": "Goes by Ada"}, format="json")
    history = tool_loop()
    as_user = context(api, history, context_role="user")["messages"]
    assert as_user[0] == SYSTEM and as_user[1] == DEVELOPER
    assert as_user[2]["role"] == "user" and "Goes by Ada" in as_user[2]["content"]
    assert sum(m["role"] in ("system", "developer") for m in as_user) == 2
    as_system = context(api, history)["messages"]
    assert as_system[2]["role"] == "system" and as_system[:2] == as_user[:2]
    with override_settings(MEMORY_CONTEXT_ROLE="user"):
        assert context(api, history)["messages"][2]["role"] == "user"
        assert context(api, history, context_role="system")["messages"][2]["role"] == "system"
    r = api.post(URL, {"history": history, "context_role": "assistant"}, format="json")
    assert r.status_code == 400 and "context_role" in r.json()["error"]["fields"]
    r = api.post(URL, {"history": history, "context_role": ["user"]}, format="json")
    assert r.status_code == 400


def test_a_bad_context_role_setting_falls_back(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    history = tool_loop()
    with override_settings(MEMORY_CONTEXT_ROLE="assistant"):
        out = context(api, history)
    assert out["fallback"] is True and out["messages"] == history


# --- the compactor never sees a live tool result ---------------------------------------


@pytest.fixture
def llm(settings: Any) -> Iterator[FakeLLM]:
    with FakeLLM() as fake:
        settings.MEMORY_LLM = fake.settings(timeout=5.0)
        yield fake


def test_the_compactor_is_never_shown_a_live_tool_result(
    api: APIClient, rollout: Any, llm: FakeLLM, settings: Any
) -> None:
    rollout("enabled", "everyone")
    llm.default = copy_everything
    history = tool_loop()
    history[4]["content"] = json.dumps({"balance": "₦987,654"}, ensure_ascii=False)
    history[5]["content"] = "Your balance is ₦987,654."
    # An event tool's result may be shown: it happened and stays true.
    history += [
        {"role": "assistant", "content": None, "id": "m-6",
         "tool_calls": [call("call_2", "send_transfer", '{"to": "Tobi", "amount": 5000}')]},
        {"role": "tool", "tool_call_id": "call_2", "content": "transfer ref TX-77 completed",
         "id": "m-7"},
        {"role": "assistant", "content": "Sent to Tobi.", "id": "m-8"},
    ]
    for n in range(4):
        history.append({"role": "user", "content": f"Thanks, talk later {n}.", "id": f"f-{n}"})
    context(api, history)
    settings.MEMORY_WINDOW_TOKENS = 40
    r = api.post("/api/v1/accounts/ada/compact", {}, format="json")
    assert r.status_code == 200 and r.json()["outcome"] == "accepted", r.content
    shown = llm.prompts_text()
    assert llm.requests and "What's my balance?" in shown
    assert "987,654" not in shown
    assert "get_balance" in shown  # the placeholder names the tool it withholds
    assert "TX-77" in shown  # an event result is not withheld
    summary = Account.objects.get(external_id="ada").summary or ""
    assert "987,654" not in summary


# --- one validation for both write paths -----------------------------------------------

BAD_ITEMS: list[tuple[str, dict[str, Any], str]] = [
    ("id-number", {"id": 5, "role": "user", "content": "x"}, "id"),
    ("id-empty", {"id": "", "role": "user", "content": "x"}, "id"),
    ("id-long", {"id": "x" * 129, "role": "user", "content": "x"}, "id"),
    ("content-number", {"id": "b", "role": "user", "content": 5}, "content"),
    ("content-object", {"id": "b", "role": "user", "content": {"text": "x"}}, "content"),
    ("content-null-user", {"id": "b", "role": "user", "content": None}, "content"),
    ("content-over-64k", {"id": "b", "role": "user", "content": "x" * (64 * 1024 + 1)}, "content"),
    ("part-without-type", {"id": "b", "role": "user", "content": [{"text": "x"}]}, "content"),
    ("role-unknown", {"id": "b", "role": "robot", "content": "x"}, "role"),
    ("role-number", {"id": "b", "role": 1, "content": "x"}, "role"),
    ("tool-without-call-id", {"id": "b", "role": "tool", "content": "x"}, "tool_call_id"),
    ("tools-string", {"id": "b", "role": "assistant", "content": "x", "tools": "x"}, "tools"),
    ("tools-numbers", {"id": "b", "role": "assistant", "content": "x", "tools": [1]}, "tools"),
    ("tools-33", {"id": "b", "role": "assistant", "content": "x", "tools": ["t"] * 33}, "tools"),
    ("tool-name-129", {"id": "b", "role": "assistant", "content": "x", "tools": ["t" * 129]},
     "tools"),
    ("tools-on-user", {"id": "b", "role": "user", "content": "x", "tools": ["get_balance"]},
     "tools"),
    ("calls-33", {"id": "b", "role": "assistant", "content": None,
                  "tool_calls": [call(f"c{n}", "get_balance") for n in range(33)]}, "tool_calls"),
    ("call-name-129", {"id": "b", "role": "assistant", "content": None,
                       "tool_calls": [call("c1", "t" * 129)]}, "tool_calls"),
    ("calls-on-user", {"id": "b", "role": "user", "content": "x",
                       "tool_calls": [call("c1", "get_balance")]}, "tool_calls"),
    ("call-args-object", {"id": "b", "role": "assistant", "content": None,
                          "tool_calls": [{"id": "c1", "type": "function",
                                          "function": {"name": "f", "arguments": {}}}]},
     "tool_calls"),
    ("nul-content", {"id": "b", "role": "user", "content": "a\x00b"}, "content"),
    ("nul-id", {"id": "b\x00", "role": "user", "content": "x"}, "id"),
    ("surrogate-content", {"id": "b", "role": "user", "content": "a\ud800b"}, "content"),
    ("surrogate-extra", {"id": "b", "role": "user", "content": "x", "meta": {"k": "\udfff"}},
     "meta"),
    ("name-number", {"id": "b", "role": "user", "content": "x", "name": 5}, "name"),
    ("name-129", {"id": "b", "role": "tool", "tool_call_id": "c", "content": "x",
                  "name": "n" * 129}, "name"),
    ("created-year-1", {"id": "b", "role": "user", "content": "x",
                        "created_at": "0001-01-01T00:00:00+14:00"}, "created_at"),
    ("created-year-9999", {"id": "b", "role": "user", "content": "x",
                           "created_at": "9999-12-31T23:59:59-14:00"}, "created_at"),
    ("created-1999", {"id": "b", "role": "user", "content": "x",
                      "created_at": "1999-12-31T23:59:59Z"}, "created_at"),
    ("created-no-zone", {"id": "b", "role": "user", "content": "x",
                         "created_at": "2026-11-29T15:35:00"}, "created_at"),
    ("created-number", {"id": "b", "role": "user", "content": "x", "created_at": 1764430500},
     "created_at"),
    ("created-word", {"id": "b", "role": "user", "content": "x", "created_at": "yesterday"},
     "created_at"),
    ("observed-2099", {"id": "b", "role": "assistant", "content": "₦5", "tools": ["get_balance"],
                       "observed_at": "2099-01-01T00:00:00Z"}, "observed_at"),
    ("observed-on-user", {"id": "b", "role": "user", "content": "x",
                          "observed_at": "2026-11-29T15:35:00Z"}, "observed_at"),
]


@pytest.mark.parametrize(("item", "field"), [(i, f) for _, i, f in BAD_ITEMS],
                         ids=[n for n, _, _ in BAD_ITEMS])
def test_both_write_paths_refuse_the_same_items(
    api: APIClient, rollout: Any, item: dict[str, Any], field: str
) -> None:
    """400 on /messages with the field named; fallback on /context; nothing stored either way."""
    rollout("enabled", "everyone")
    r = send(api, MESSAGES, item)
    assert r.status_code == 400, r.content
    err = r.json()["error"]
    assert err["code"] == "invalid" and field in err["fields"], err
    history = [SYSTEM, {"role": "user", "content": "fine", "id": "ok-1"}, item]
    out = context(api, history)
    assert out["fallback"] is True and out["messages"] == history
    assert not Message.objects.exists() and not Account.objects.exists()


def test_the_year_one_time_that_broke_an_account_is_refused_and_the_account_works(
    api: APIClient, rollout: Any
) -> None:
    """Issue 10: a created_at of 0001-01-01+14:00 was stored through /context, then every
    turn of that account fell back for good. Now it is refused and nothing changes."""
    rollout("enabled", "everyone")
    good = [SYSTEM, {"role": "user", "content": "hello", "id": "u1"}]
    assert context(api, good)["fallback"] is False
    for when in ("0001-01-01T00:00:00+14:00", "9999-12-31T23:59:59-14:00"):
        bad = [*good, {"role": "user", "content": "x", "id": "u2", "created_at": when}]
        assert context(api, bad)["fallback"] is True
    assert list(Message.objects.values_list("external_id", flat=True)) == ["u1"]
    after = [*good, {"role": "user", "content": "still here?", "id": "u3"}]
    out = context(api, after)
    assert out["fallback"] is False and out["messages"][-1]["content"] == "still here?"
    assert api.get(MESSAGES).status_code == 200
    assert api.post("/api/v1/accounts/ada/compact", {}, format="json").status_code == 200
    assert Message.objects.count() == 2


def test_an_observed_at_a_little_ahead_is_clock_skew_not_the_future(
    api: APIClient, rollout: Any
) -> None:
    rollout("enabled", "everyone")
    item = {"role": "assistant", "content": "₦5", "tools": ["get_balance"], "id": "a1",
            "observed_at": "2026-11-29T15:58:00Z"}  # 3 minutes after the turn's now
    assert context(api, [SYSTEM, item])["fallback"] is False
    late = {**item, "id": "a2", "observed_at": "2026-11-29T16:01:00Z"}
    assert context(api, [SYSTEM, late])["fallback"] is True


@pytest.mark.parametrize("now", [5, "yesterday", "0001-01-01T00:00:00+14:00", "2026-11-29"])
def test_a_bad_now_is_refused(api: APIClient, now: Any) -> None:
    r = api.post(URL, {"history": [], "now": now}, format="json")
    assert r.status_code == 400 and "now" in r.json()["error"]["fields"]


# --- /messages takes the OpenAI shape too ----------------------------------------------


def test_messages_records_a_tool_turn_and_the_reply_takes_the_turns_tools(
    api: APIClient, rollout: Any
) -> None:
    for item in tool_loop()[2:6]:
        r = api.post(MESSAGES, {k: v for k, v in item.items()}, format="json")
        assert r.status_code == 201, r.content
    listed = api.get(MESSAGES).json()["results"]
    assert [m["role"] for m in listed] == ["user", "assistant", "tool", "assistant"]
    assert listed[1]["content"] == "" and listed[1]["content_null"] is True
    assert listed[2]["tools"] == ["get_balance"] and listed[2]["volatility"] == "live"
    # Recorded alone, after its call and result: the reply's tools are the turn's.
    assert listed[3]["tools"] == ["get_balance"] and listed[3]["volatility"] == "live"
    assert listed[3]["observed_at"].startswith("2026-11-29T15:35:00")
    # The same item again: 200, nothing new; a changed call: 409.
    again = api.post(MESSAGES, tool_loop()[3], format="json")
    assert again.status_code == 200 and again.json()["seq"] == 2
    changed = copy.deepcopy(tool_loop()[3])
    changed["tool_calls"][0]["function"]["arguments"] = '{"account": "savings"}'
    assert api.post(MESSAGES, changed, format="json").status_code == 409
    # And /context replays the loop recorded through /messages, stamped.
    rollout("enabled", "everyone")
    msgs = context(api, [SYSTEM, {"role": "user", "content": "And now?"}])["messages"]
    assert [m["role"] for m in msgs] == ["system", "user", "assistant", "tool", "assistant",
                                         "user"]
    assert "Checked live at 15:35" in msgs[3]["content"]


@pytest.mark.parametrize("role", ["system", "developer"])
def test_messages_does_not_record_the_agents_prompt(api: APIClient, role: str) -> None:
    r = api.post(MESSAGES, {"id": "s", "role": role, "content": "You are Flow."}, format="json")
    assert r.status_code == 400 and "role" in r.json()["error"]["fields"]
    assert not Account.objects.exists()


# --- no coercion, no NUL in a path -------------------------------------------------------


@pytest.mark.parametrize(
    ("url", "body", "field"),
    [
        ("facts", {"key": 5, "kind": "personal", "note": "x"}, "key"),
        ("facts", {"key": "k", "kind": "personal", "note": True}, "note"),
        ("facts", {"key": "k", "kind": "personal", "note": "a\ud800"}, "note"),
        ("forget", {"everything": "yes"}, "everything"),
        ("forget", {"everything": 1}, "everything"),
        ("forget", {"key": 5}, "key"),
    ],
)
def test_a_field_of_the_wrong_type_is_refused_not_coerced(
    api: APIClient, url: str, body: dict[str, Any], field: str
) -> None:
    api.post(MESSAGES, {"id": "u1", "role": "user", "content": "hi"}, format="json")
    r = send(api, f"/api/v1/accounts/ada/{url}", body)
    assert r.status_code == 400 and field in r.json()["error"]["fields"], r.content


def test_a_nul_or_a_newline_in_the_account_path(api: APIClient, rollout: Any) -> None:
    rollout("enabled", "everyone")
    for path in ("/api/v1/accounts/a%00b", "/api/v1/accounts/a%0Ab"):
        r = api.post(f"{path}/messages", {"id": "u", "role": "user", "content": "x"},
                     format="json")
        assert r.status_code == 400 and "account" in r.json()["error"]["fields"]
        for tail in ("/memory", "/facts", ""):
            assert api.get(path + tail).status_code == 400
        history = [SYSTEM]
        out = api.post(f"{path}/context", {"history": history}, format="json")
        assert out.status_code == 200 and out.json()["fallback"] is True
        assert out.json()["messages"] == history
    assert not Account.objects.exists()


def test_a_turn_costs_the_same_queries_however_long_the_history(
    api: APIClient, rollout: Any, settings: Any
) -> None:
    """Ids beyond the window are looked up in one query, for conflicts: never one per item."""
    from django.db import connection
    from django.test.utils import CaptureQueriesContext

    rollout("enabled", "everyone")
    settings.MEMORY_ROLLOUT_CACHE_SECONDS = 0  # the rollout row read every turn: no timing
    # And the key kept for the whole test: recording 400 items can outlast the key cache's
    # 5 s on a loaded machine, and a key read again is the clock, not the history's length.
    settings.MEMORY_API_KEY_CACHE_SECONDS = 3600
    counts = []
    for n in (150, 400):
        history = [SYSTEM] + [
            {"role": "user", "content": f"note {i} " + "x " * 60, "id": f"n{n}-{i}"}
            for i in range(n)
        ]
        context(api, history)  # records them
        with CaptureQueriesContext(connection) as q:
            assert context(api, history)["fallback"] is False
        counts.append(len(q.captured_queries))
    assert counts[0] == counts[1] <= 7, counts
