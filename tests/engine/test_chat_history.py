"""OpenAI-format histories, item by item: reading, provenance, tail, window, conflicts."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine import chat
from memoryadmin.engine.compaction import shown_messages, window_start_seq
from memoryadmin.engine.context import (
    CONTEXT_HEADER,
    CONTEXT_USER_NOTE,
    UnexpectedShape,
    build_context,
)
from memoryadmin.engine.provenance import message_provenance
from memoryadmin.engine.tokens import count_item, count_message
from memoryadmin.engine.types import ChatMessage, Fact, Role, StoredMessage, Volatility
from memoryadmin.engine.window import select_window
from memoryadmin.packs.banking import PACK

NOW = datetime(2026, 11, 29, 15, 55, tzinfo=UTC)
READ = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
LAGOS = ZoneInfo("Africa/Lagos")


def call(cid: str, name: str, args: str = "{}") -> dict[str, Any]:
    return {"id": cid, "type": "function", "function": {"name": name, "arguments": args}}


SYSTEM = {"role": "system", "content": "You are Flow.", "cache_control": {"type": "ephemeral"}}
DEVELOPER = {"role": "developer", "content": [{"type": "text", "text": "Answer in English."}]}
BALANCE_TURN: list[dict[str, Any]] = [
    SYSTEM,
    DEVELOPER,
    {"role": "user", "content": "What's my balance?", "id": "u1"},
    {"role": "assistant", "content": None, "tool_calls": [call("c1", "get_balance")], "id": "a1"},
    {
        "role": "tool",
        "tool_call_id": "c1",
        "content": '{"balance": "₦5,000"}',
        "observed_at": "2026-11-29T15:35:00Z",
        "id": "t1",
    },
    {"role": "assistant", "content": "Your balance is ₦5,000.", "id": "a2"},
]


def stored_log(history: list[dict[str, Any]], now: datetime = NOW) -> list[StoredMessage]:
    """Record the items with ids as the Django side does; newest first."""
    parsed = chat.parse_history(history)
    out = []
    for seq, r in enumerate(chat.records(parsed, now=now), start=1):
        prov = message_provenance(
            PACK, role=r.role.value, content=r.content, tools=r.tools, observed_at=r.observed_at
        )
        out.append(chat.stored_message(r, seq=seq, provenance=prov))
    return list(reversed(out))


def turn(history: list[dict[str, Any]], **kw: Any) -> list[dict[str, Any]]:
    parsed = chat.parse_history(history)
    args: dict[str, Any] = {
        "history": history,
        "newest_first": stored_log(history),
        "tail": chat.tail_messages(parsed, pack=PACK, now=NOW),
        "summary": None,
        "facts": [],
        "budget": 2000,
        "now": NOW,
        "tz": LAGOS,
    }
    args.update(kw)
    return build_context(**args).messages()


# --- reading -------------------------------------------------------------------


def test_every_openai_shape_reads_and_keeps_its_keys() -> None:
    history = [
        *BALANCE_TURN,
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "And "},
                {"type": "text", "text": "this?"},
                {"type": "image_url", "image_url": {"url": "data:x"}},
            ],
            "name": "ada",
            "x-trace": {"span": 7},
        },
    ]
    parsed = chat.parse_history(history)
    assert [i.role for i in parsed.items] == [
        Role.SYSTEM, Role.DEVELOPER, Role.USER, Role.ASSISTANT, Role.TOOL, Role.ASSISTANT, Role.USER
    ]
    assert parsed.system_count == 2
    a1, last = parsed.items[3], parsed.items[6]
    assert a1.content_null and a1.text == "" and a1.calls == (chat.ToolCall("c1", "get_balance"),)
    assert last.text == "And \nthis?" and last.parts is not None and len(last.parts) == 3
    assert last.name == "ada" and last.extra == {"x-trace": {"span": 7}}
    assert last.raw is history[6]
    assert parsed.items[4].observed_at == READ
    assert [i.raw for i in parsed.tail] == [history[6]]
    assert chat.problems(history) == []


@pytest.mark.parametrize(
    ("item", "reason"),
    [
        ("hello", "not an object"),
        ({"role": "function", "content": "x", "name": "f"}, "unexpected role"),
        ({"role": "user"}, "content is missing or null"),
        ({"role": "user", "content": None}, "content is missing or null"),
        ({"role": "user", "content": {"text": "x"}}, "neither a string"),
        ({"role": "user", "content": [{"text": "x"}]}, "content part 0"),
        ({"role": "user", "content": [{"type": "text", "text": 3}]}, "without a string text"),
        ({"role": "tool", "content": "x"}, "no string tool_call_id"),
        ({"role": "user", "content": "x", "tool_calls": [call("c", "f")]}, "carries tool_calls"),
        ({"role": "assistant", "content": None, "tool_calls": [{"id": "c"}]}, "function.name"),
        ({"role": "assistant", "content": None, "tool_calls": {"id": "c"}}, "must be a list"),
        ({"role": "assistant", "content": None, "tool_calls": [call("c", "f", args={})]},  # type: ignore[arg-type]
         "arguments"),
        ({"role": "assistant", "content": "x", "tools": [1]}, "list of strings"),
        ({"role": "assistant", "content": "x", "tools": ["t"] * 33}, "more than 32"),
        ({"role": "assistant", "content": "x", "tools": ["t" * 129]}, "1 to 128"),
        ({"role": "assistant", "content": None,
          "tool_calls": [call(f"c{n}", "f") for n in range(33)]}, "more than 32"),
        ({"role": "user", "content": "x", "id": ""}, "id must be"),
        ({"role": "user", "content": "x", "id": 7}, "id must be"),
        ({"role": "user", "content": "x", "created_at": "yesterday"}, "not an ISO 8601"),
        ({"role": "user", "content": "x", "created_at": "2026-11-29T15:35:00"}, "no time zone"),
        ({"role": "user", "content": "x", "created_at": "1999-12-31T23:00:00Z"}, "outside"),
        ({"role": "user", "content": "x", "created_at": "2100-01-01T00:00:00Z"}, "outside"),
        ({"role": "user", "content": "a\x00b"}, "NUL"),
        ({"role": "user", "content": "x", "name": "\ud800"}, "lone surrogate"),
        ({"role": "user", "content": "x", "name": 5}, "name must be"),
    ],
)
def test_what_the_engine_cannot_read_is_named(item: Any, reason: str) -> None:
    with pytest.raises(UnexpectedShape) as caught:
        chat.parse_history([SYSTEM, item])
    assert isinstance(caught.value, chat.UnreadableItem)
    assert caught.value.index == 1
    assert reason in str(caught.value) and str(caught.value).startswith("history[1]: ")


def test_the_size_limit_and_a_report_of_every_problem() -> None:
    big = {"role": "user", "content": "é" * 40}
    assert chat.problems([big], max_content_bytes=100) == []
    with pytest.raises(chat.UnreadableItem, match="over the 60 byte limit"):
        chat.parse_history([big], max_content_bytes=60)
    history = [SYSTEM, {"role": "robot", "content": "x"}, {"role": "user", "content": "ok"}, 4]
    assert [n for n, _ in chat.problems(history)] == [1, 3]
    with pytest.raises(chat.UnreadableItem, match="not a list"):
        chat.parse_history({"role": "user"})


# --- provenance from the turn itself ---------------------------------------------


def test_a_reply_takes_its_tools_and_read_time_from_the_turns_tool_calls() -> None:
    parsed = chat.parse_history(BALANCE_TURN)
    recs = {r.external_id: r for r in chat.records(parsed, now=NOW)}
    assert recs["a2"].tools == ("get_balance",)
    assert recs["a2"].observed_at == READ  # when the result came back, not when it was said
    assert recs["t1"].tools == ("get_balance",) and recs["t1"].observed_at == READ
    assert recs["a1"].tools is None  # the call item: its own calls are not answered yet
    assert recs["u1"].tools is None and recs["u1"].observed_at is None
    assert recs["a1"].content_null and recs["a1"].tool_calls == tuple(BALANCE_TURN[3]["tool_calls"])
    assert recs["a1"].token_count == count_item("", BALANCE_TURN[3]["tool_calls"])
    assert recs["a1"].token_count > count_message("")
    live = message_provenance(
        PACK, role="assistant", content=recs["a2"].content, tools=recs["a2"].tools,
        observed_at=recs["a2"].observed_at,
    )
    assert live.volatility is Volatility.LIVE and not live.unverified


def test_read_time_falls_back_to_created_at_then_now_and_explicit_fields_win() -> None:
    history: list[dict[str, Any]] = [
        {"role": "user", "content": "Balance and profile?"},
        {"role": "assistant", "content": None,
         "tool_calls": [call("c1", "get_balance"), call("c2", "get_profile")]},
        {"role": "tool", "tool_call_id": "c1", "content": "5000",
         "created_at": "2026-11-29T15:40:00Z"},
        {"role": "tool", "tool_call_id": "c2", "content": "Ada",
         "created_at": "2026-11-29T15:38:00Z"},
        {"role": "assistant", "content": "₦5,000, Ada."},
        {"role": "user", "content": "And the rate?"},
        {"role": "assistant", "content": None, "tool_calls": [call("c3", "get_exchange_rate")]},
        {"role": "tool", "tool_call_id": "c3", "content": "1500"},
        {"role": "assistant", "content": "1,500."},
        {"role": "assistant", "content": "Also ₦20.", "tools": ["send_transfer"],
         "observed_at": "2026-11-29T15:00:00Z"},
        {"role": "tool", "tool_call_id": "zz", "name": "mystery", "content": "?"},
        {"role": "tool", "tool_call_id": "yy", "content": "?"},
    ]
    tp = chat.turn_provenance(chat.parse_history(history), now=NOW)
    assert tp[4] == chat.TurnProvenance(("get_balance", "get_profile"), READ + timedelta(minutes=3))
    assert tp[2].observed_at == READ + timedelta(minutes=5)
    assert tp[7] == chat.TurnProvenance(("get_exchange_rate",), NOW)  # no time given: now
    assert tp[8] == chat.TurnProvenance(("get_exchange_rate",), NOW)
    # An explicit tools field wins over the turn's calls; an explicit observed_at too.
    assert tp[9] == chat.TurnProvenance(("send_transfer",), datetime(2026, 11, 29, 15, tzinfo=UTC))
    # A result whose call is not in the history: its name, else an unknown (live) tool.
    assert tp[10].tools == ("mystery",) and tp[11].tools is None
    unknown = message_provenance(PACK, role="tool", content="?", tools=None, observed_at=NOW)
    assert unknown is not None and unknown.volatility is Volatility.LIVE
    stable = message_provenance(PACK, role="tool", content="Ada", tools=["get_profile"],
                                observed_at=NOW)
    assert stable is not None and stable.volatility is Volatility.STABLE
    assert message_provenance(PACK, role="user", content="₦5", tools=None, observed_at=NOW) is None


def test_a_v1_history_records_exactly_as_before() -> None:
    history = [
        {"role": "user", "content": "Is Tunde paid?", "id": "m1"},
        {"role": "assistant", "content": "Tunde paid ₦200.", "id": "m2",
         "created_at": "2026-11-29T15:35:00Z"},
        {"role": "assistant", "content": "Anything else?", "id": "m3", "tools": []},
    ]
    recs = chat.records(chat.parse_history(history), now=NOW)
    assert [(r.tools, r.observed_at) for r in recs] == [(None, None), (None, READ), ((), NOW)]
    assert [r.token_count for r in recs] == [count_message(h["content"]) for h in history]
    assert all(r.parts is None and r.tool_calls is None and not r.extra for r in recs)


# --- the answer ------------------------------------------------------------------


def test_tool_turn_replays_with_calls_results_and_stamps() -> None:
    out = turn(BALANCE_TURN, summary="Earlier: hi.")
    assert out[0] is SYSTEM and out[1] is DEVELOPER  # byte-identical, developer included
    assert out[2]["role"] == "system" and out[2]["content"].startswith(CONTEXT_HEADER)
    assert out[3] == {"role": "user", "content": "What's my balance?"}
    assert out[4] == {
        "role": "assistant",
        "content": None,
        "tool_calls": [call("c1", "get_balance")],
    }
    assert out[5]["role"] == "tool" and out[5]["tool_call_id"] == "c1"
    assert out[5]["content"].startswith('{"balance": "₦5,000"}\n\n[Checked live at 16:35.')
    assert out[6]["content"].startswith("Your balance is ₦5,000.\n\n[Checked live at 16:35.")
    assert len(out) == 7


def test_context_role_user_moves_the_context_message_not_the_system_items() -> None:
    facts = [Fact("preferred_name", "preference", "Prefers Ada", "stated")]
    as_system = turn(BALANCE_TURN, facts=facts)
    as_user = turn(BALANCE_TURN, facts=facts, context_role="user")
    assert as_user[0] is SYSTEM and as_user[1] is DEVELOPER
    assert [m["role"] for m in as_user[:3]] == ["system", "developer", "user"]
    # The same quoted memory; as a user message it also says the engine, not the user, wrote it.
    assert CONTEXT_USER_NOTE in as_user[2]["content"]
    assert as_user[2]["content"].replace(CONTEXT_USER_NOTE + "\n", "") == as_system[2]["content"]
    assert as_user[3:] == as_system[3:]
    assert sum(m["role"] in ("system", "developer") for m in as_user) == 2
    with pytest.raises(ValueError, match="context_role"):
        turn(BALANCE_TURN, context_role="assistant")


def test_tail_without_ids_is_given_back_and_a_live_reply_is_stamped() -> None:
    # The issue's example: a reply with tools ["get_balance"] quoting ₦5,000, no id.
    history = [
        SYSTEM,
        {"role": "user", "content": "Balance?", "id": "m1"},
        {"role": "assistant", "content": "₦5,000.", "tools": ["get_balance"],
         "observed_at": "2026-11-29T15:35:00Z", "x-keep": True},
        {"role": "user", "content": [{"type": "text", "text": "Thanks"}]},
    ]
    out = turn(history)
    assert out[1] == {"role": "user", "content": "Balance?"}
    reply = dict(history[2])
    reply["content"] = "₦5,000.\n\n[Checked live at 16:35. Re-check before repeating any " \
        "status, balance or position from this.]"
    assert out[2] == reply  # every key as given, only the stamp added
    assert out[3] == history[3] and len(out) == 4


def test_a_tail_reply_after_live_tool_results_is_stamped_without_ids() -> None:
    history = [
        {"role": "user", "content": "What's my balance?"},
        {"role": "assistant", "content": "Checking.", "tool_calls": [call("c1", "get_balance")]},
        {"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": "5000"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "It is ₦5,000."}]},
    ]
    out = turn(history)
    assert out[1] == history[1]  # the call item said nothing live: untouched
    assert out[2]["content"][0] == {"type": "text", "text": "5000"}
    assert out[2]["content"][1]["text"].startswith("[Checked live at 16:55.")
    assert out[3]["content"][:1] == history[3]["content"]
    assert out[3]["content"][1]["text"].startswith("[Checked live at 16:55.")
    assert history[3]["content"] == [{"type": "text", "text": "It is ₦5,000."}]  # not mutated


def test_event_and_stable_results_are_not_stamped() -> None:
    history = [
        {"role": "user", "content": "Send ₦5,000 to Tobi."},
        {"role": "assistant", "content": None, "tool_calls": [call("c1", "send_transfer")]},
        {"role": "tool", "tool_call_id": "c1", "content": "sent"},
        {"role": "assistant", "content": "Sent ₦5,000 to Tobi."},
    ]
    assert turn(history) == history


def test_mask_reaches_parts_and_arguments_in_window_and_tail() -> None:
    history = [
        {"role": "user", "content": [{"type": "text", "text": "Pay my wife"}], "id": "m1"},
        {"role": "assistant", "content": None, "id": "m2",
         "tool_calls": [call("c1", "send_transfer", '{"to": "wife"}')]},
        {"role": "tool", "tool_call_id": "c1", "content": "sent to wife", "id": "m3"},
        {"role": "assistant", "content": None,
         "tool_calls": [call("c2", "send_transfer", '{"to": "wife"}')]},
        {"role": "tool", "tool_call_id": "c2", "content": "sent to wife"},
    ]
    out = turn(history, mask=lambda seq, text: text.replace("wife", "[forgotten]"))
    assert "wife" not in json.dumps(out)
    assert out[0]["content"] == [{"type": "text", "text": "Pay my [forgotten]"}]
    assert out[1]["tool_calls"][0]["function"]["arguments"] == '{"to": "[forgotten]"}'
    assert out[3]["tool_calls"][0]["function"]["arguments"] == '{"to": "[forgotten]"}'
    assert "wife" in json.dumps(history)  # the given history is never changed


def test_tail_results_whose_call_was_not_recorded_bring_the_call_along() -> None:
    # The call item has no id, one result has: the tail starts at the call.
    history = [
        {"role": "user", "content": "Balance and profile?", "id": "m1"},
        {"role": "assistant", "content": None,
         "tool_calls": [call("c1", "get_balance"), call("c2", "get_profile")]},
        {"role": "tool", "tool_call_id": "c1", "content": "5000", "id": "m3"},
        {"role": "tool", "tool_call_id": "c2", "content": "Ada"},
    ]
    parsed = chat.parse_history(history)
    assert parsed.tail_start == 1
    out = turn(history)
    assert [m["role"] for m in out] == ["user", "assistant", "tool", "tool"]
    assert out[2]["content"].startswith("5000\n\n[Checked live")  # once, from the tail
    assert out[3] == history[3]


# --- the window --------------------------------------------------------------------


def _msg(seq: int, role: Role, content: str = "x", **kw: Any) -> StoredMessage:
    return StoredMessage(
        seq=seq, role=role, content=content, created_at=READ, token_count=10, **kw
    )


UNIT = [
    _msg(1, Role.USER),
    _msg(2, Role.ASSISTANT, "", content_null=True,
         tool_calls=[call("c1", "get_profile"), call("c2", "get_profile")]),
    _msg(3, Role.TOOL, tool_call_id="c1", tools=("get_profile",)),
    _msg(4, Role.TOOL, tool_call_id="c2", tools=("get_profile",)),
    _msg(5, Role.ASSISTANT),
]


def test_a_call_and_its_results_are_budgeted_all_or_none() -> None:
    newest = list(reversed(UNIT))
    assert [m.seq for m in select_window(newest, budget=39).messages] == [5]
    assert [m.seq for m in select_window(newest, budget=40).messages] == [2, 3, 4, 5]
    assert [m.seq for m in select_window(newest, budget=50).messages] == [1, 2, 3, 4, 5]
    # the compactor's watermark follows the same units (in an earlier turn: this
    # turn's own items, from its newest user message on, are always in the window)
    later = [_msg(6, Role.USER), *newest]
    assert window_start_seq(later, budget=49, now=NOW, tz=LAGOS) == 5
    assert window_start_seq(newest, budget=39, now=NOW, tz=LAGOS) == 1


def test_an_orphaned_tool_message_never_opens_or_enters_the_window() -> None:
    orphaned = [UNIT[2], UNIT[3], UNIT[4]]  # the call item lies before what was read
    w = select_window(list(reversed(orphaned)), budget=1000)
    assert [m.seq for m in w.messages] == [5] and w.orphans == (3, 4)
    middle = [UNIT[0], _msg(2, Role.TOOL, tool_call_id="zz"), UNIT[4]]
    assert [m.seq for m in select_window(list(reversed(middle)), budget=1000).messages] == [1, 5]


def test_a_stored_call_answered_in_the_tail_is_kept_whatever_the_budget() -> None:
    stored = [UNIT[0], UNIT[1]]
    tail = [
        ChatMessage("tool", "p1", tool_call_id="c1"),
        ChatMessage("tool", "p2", tool_call_id="c2"),
    ]
    out = build_context(history=[], newest_first=list(reversed(stored)), tail=tail, summary=None,
                        facts=[], budget=0, now=NOW, tz=LAGOS).messages()
    # The turn's own user message too, whatever the budget (API.md v1.2).
    assert [m["role"] for m in out] == ["user", "assistant", "tool", "tool"]
    assert out[1]["tool_calls"] == UNIT[1].tool_calls


def test_a_replayed_call_nobody_answered_is_left_out() -> None:
    stored = [UNIT[0], UNIT[1], UNIT[2], UNIT[4]]  # the c2 result was never recorded
    out = build_context(history=[], newest_first=list(reversed(stored)), tail=[], summary=None,
                        facts=[], budget=1000, now=NOW, tz=LAGOS).messages()
    assert out[1]["tool_calls"] == [call("c1", "get_profile")]
    none_answered = [UNIT[0], UNIT[1], UNIT[4]]
    out = build_context(
        history=[], newest_first=list(reversed(none_answered)), tail=[], summary=None,
        facts=[], budget=1000, now=NOW, tz=LAGOS,
    ).messages()
    assert [m["role"] for m in out] == ["user", "assistant"] and "tool_calls" not in out[1]


def test_plain_messages_still_come_out_as_role_and_content() -> None:
    assert ChatMessage("user", "hi").as_dict() == {"role": "user", "content": "hi"}
    m = ChatMessage("assistant", "", content_null=True, tool_calls=[call("c", "f")], extra={"k": 1})
    assert m.as_dict() == {"role": "assistant", "content": None, "tool_calls": [call("c", "f")],
                           "k": 1}


# --- the compactor -------------------------------------------------------------------


def test_the_compactor_sees_calls_by_name_and_live_results_as_placeholders() -> None:
    batch = list(reversed(stored_log([*BALANCE_TURN[2:], {
        "role": "assistant", "content": None, "id": "a3",
        "tool_calls": [call("c9", "get_profile", '{"who": "Tobi"}')]}, {
        "role": "tool", "tool_call_id": "c9", "content": "Name: Ada", "id": "t9"}])))
    shown = shown_messages(batch, tz=ZoneInfo("UTC"))
    texts = [s.text for s in shown]
    assert texts[0] == "What's my balance?"
    assert texts[1] == "(called get_balance)" and not shown[1].withheld
    assert shown[2].withheld and "get_balance" in texts[2] and "5,000" not in texts[2]
    assert "15:35 on 29 Nov 2026" in texts[2]
    assert shown[3].withheld and "5,000" not in texts[3]
    assert texts[4] == "(called get_profile)" and "Tobi" not in " ".join(texts)
    assert texts[5] == "(result of get_profile) Name: Ada" and not shown[5].withheld
    gone = shown_messages(batch, tz=ZoneInfo("UTC"), forgotten=lambda seq, t: "Tobi" in t)
    assert [s.seq for s in gone] == [1, 2, 3, 4, 6]


# --- conflicts -------------------------------------------------------------------------


def test_conflicts_list_known_ids_whose_content_changed() -> None:
    stored = {m.external_id: m for m in stored_log(BALANCE_TURN) if m.external_id}
    same = [
        *BALANCE_TURN[:2],
        {"role": "user", "content": [{"type": "text", "text": "What's my balance?"}], "id": "u1"},
        {**BALANCE_TURN[3], "x-extra": 1},
        *BALANCE_TURN[4:],
        {"role": "user", "content": "new", "id": "u9"},
    ]
    assert chat.conflicts(stored, chat.parse_history(same).items) == []
    changed = [
        *BALANCE_TURN[:2],
        {"role": "user", "content": "What's my balance now?", "id": "u1"},
        {**BALANCE_TURN[3], "tool_calls": [call("c1", "get_balance", '{"acct": 2}')]},
        {**BALANCE_TURN[4], "tool_call_id": "c7"},
        {"role": "user", "content": "Your balance is ₦5,000.", "id": "a2"},
        {"role": "user", "content": "again", "id": "u1"},
    ]
    assert chat.conflicts(stored, chat.parse_history(changed).items) == ["u1", "a1", "t1", "a2"]


def test_shadow_diff_reads_openai_items() -> None:
    from memoryadmin.engine.shadow import diff

    history = [
        {"role": "user", "content": "What's my balance?"},
        {"role": "assistant", "content": None, "tool_calls": [call("c1", "get_balance")]},
        {"role": "tool", "tool_call_id": "c1", "content": [{"type": "text", "text": "5000"}]},
    ]
    same = diff(history, history)
    assert same.kinds == () and same.given_tokens == same.engine_tokens
    assert same.given_tokens > sum(count_message(t) for t in ("What's my balance?", "", "5000"))
    stamped = diff(history, turn(history))
    assert stamped.kinds == ("stamps",)


def test_records_skip_ids_already_stored() -> None:
    parsed = chat.parse_history(BALANCE_TURN)
    assert [r.external_id for r in chat.records(parsed, now=NOW, skip={"u1", "a1"})] == [
        "t1",
        "a2",
    ]


@given(st.text(alphabet=st.characters(exclude_categories=()), max_size=40))
def test_a_text_is_refused_exactly_when_its_utf8_is_not_storable_or_too_long(text: str) -> None:
    try:
        size = len(text.encode("utf-8"))
        storable = "\x00" not in text
    except UnicodeEncodeError:  # a lone surrogate
        size, storable = 0, False
    refused = chat.problems([{"role": "user", "content": text}], max_content_bytes=30)
    assert bool(refused) == (not storable or size > 30)
