"""Stable ids for histories without ids (accounts/proxy/ids.py), against a simulated log.

The log here is what the message log does with ids: it appends an item whose
id it has not seen, in order, and ignores one it has. Conversations are
driven the way agents drive them (a tool loop, retries, trimming, a
stateless client) and the log must hold every item of the conversation
exactly once, in order. The same rules run against the real database
through HTTP in test_proxy.py.
"""

from __future__ import annotations

import itertools
from datetime import UTC, datetime
from typing import Any

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from accounts.proxy import ids
from memoryadmin.engine.chat import UnreadableItem, parse_item
from memoryadmin.engine.types import StoredMessage

T0 = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
SYSTEM = {"role": "system", "content": "You are Flow."}


class Log:
    """The message log's contract, in memory: append-only, one row per id."""

    def __init__(self) -> None:
        self.rows: list[StoredMessage] = []

    def newest_first(self) -> list[StoredMessage]:
        return list(reversed(self.rows))

    def append(self, item: dict[str, Any]) -> None:
        if any(r.external_id == item["id"] for r in self.rows):
            return
        parsed = parse_item(item)
        self.rows.append(
            StoredMessage(
                seq=len(self.rows) + 1,
                role=parsed.role,
                content=parsed.text,
                created_at=T0,
                token_count=1,
                external_id=item["id"],
                tool_calls=parsed.tool_calls,
                tool_call_id=parsed.tool_call_id,
                parts=parsed.parts,
                content_null=parsed.content_null,
            )
        )

    def contents(self) -> list[tuple[str, str]]:
        return [(r.role.value, r.content or _calls(r.tool_calls)) for r in self.rows]


def _calls(calls: Any) -> str:
    return ",".join(c["id"] for c in calls or ())


def key(item: dict[str, Any]) -> tuple[str, str]:
    return (item["role"], item.get("content") or _calls(item.get("tool_calls")))


class Proxy:
    """What the proxy does per request: ids, record the new items, record the reply."""

    def __init__(self) -> None:
        self.log = Log()

    def turn(self, sent: list[Any], reply: dict[str, Any]) -> ids.Identified:
        found = ids.identify(sent, self.log.newest_first())
        for item in found.history:
            if isinstance(item, dict) and item.get("id") in found.added:
                self.log.append(item)
        self.log.append({**reply, "id": ids.reply_id(found.last_id, reply)})
        return found


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def said(text: str) -> dict[str, Any]:
    return {"role": "assistant", "content": text}


def calls(call_id: str, name: str = "get_balance") -> dict[str, Any]:
    fn = {"name": name, "arguments": "{}"}
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [{"id": call_id, "type": "function", "function": fn}],
    }


def result(call_id: str, text: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": text}


def test_a_tool_loop_records_every_item_once_in_order() -> None:
    proxy = Proxy()
    history: list[Any] = [SYSTEM, user("What's my balance?")]
    proxy.turn(history, calls("c1"))
    history += [calls("c1"), result("c1", '{"balance": 5000}')]
    proxy.turn(history, said("Your balance is ₦5,000."))
    history += [said("Your balance is ₦5,000."), user("Thanks")]
    proxy.turn(history, said("You're welcome."))
    assert proxy.log.contents() == [
        ("user", "What's my balance?"),
        ("assistant", "c1"),
        ("tool", '{"balance": 5000}'),
        ("assistant", "Your balance is ₦5,000."),
        ("user", "Thanks"),
        ("assistant", "You're welcome."),
    ]


def test_ids_are_stable_and_system_items_get_none() -> None:
    history = [SYSTEM, user("hi"), {"role": "developer", "content": "Be brief."}]
    a = ids.identify(history, [])
    b = ids.identify(history, [])
    assert a == b and a.new == 1
    assert "id" not in a.history[0] and "id" not in a.history[2]
    assert a.history[1]["id"].startswith("px-") and len(a.history[1]["id"]) == 35
    assert history[1] == user("hi")  # the agent's own objects are never changed
    assert ids.strip_added(a.history, a.added) == history


def test_a_retry_stores_nothing_twice_and_its_reply_gets_the_same_id() -> None:
    proxy = Proxy()
    history = [SYSTEM, user("What's my balance?")]
    first = proxy.turn(history, calls("c1"))
    again = proxy.turn(history, calls("c1"))  # the answer never reached the agent
    assert again.new == 0 and again.last_id == first.last_id
    assert len(proxy.log.rows) == 2
    # Retried again after the tool ran: the result is new once, never twice.
    history += [calls("c1"), result("c1", "5000")]
    proxy.turn(history, said("₦5,000."))
    proxy.turn(history, said("₦5,000."))
    assert [r.role.value for r in proxy.log.rows] == ["user", "assistant", "tool", "assistant"]


def test_a_retry_answered_differently_keeps_what_the_agent_kept() -> None:
    proxy = Proxy()
    history = [SYSTEM, user("Balance?")]
    proxy.turn(history, said("₦5,000."))
    proxy.turn(history, said("It is ₦5,000."))  # the model said something else this time
    # Whichever answer the agent kept, the next turn continues after it, adding nothing else.
    for kept in ("₦5,000.", "It is ₦5,000."):
        sent = [*history, said(kept), user(f"after {kept}")]
        found = ids.identify(sent, proxy.log.newest_first())
        assert found.new == 1 and "id" in found.history[-1]
    assert proxy.log.contents() == [
        ("user", "Balance?"),
        ("assistant", "₦5,000."),
        ("assistant", "It is ₦5,000."),
    ]


def test_a_client_that_trims_its_history_loses_nothing_and_repeats_nothing() -> None:
    full = Proxy()
    trimmed = Proxy()
    history: list[Any] = [SYSTEM]
    replies = iter(["one", "two", "three", "four", "five"])
    for n in range(5):
        history.append(user(f"question {n}"))
        reply = said(next(replies))
        full.turn(history, reply)
        trimmed.turn([SYSTEM, *history[1:][-3:]], reply)  # keeps its last three items
        history.append(reply)
    assert trimmed.log.contents() == full.log.contents()
    assert [r.external_id for r in trimmed.log.rows] == [r.external_id for r in full.log.rows]
    assert len(full.log.rows) == 10


def test_a_client_that_drops_its_tool_loops_or_sends_only_this_turn() -> None:
    proxy = Proxy()
    history: list[Any] = [SYSTEM, user("Balance?")]
    proxy.turn(history, calls("c1"))
    proxy.turn([*history, calls("c1"), result("c1", "5000")], said("₦5,000."))
    # Keeps only what was said, not the tool loop.
    history += [said("₦5,000."), user("And yesterday?")]
    proxy.turn(history, said("₦7,000."))
    # Sends only the newest message, as a stateless agent does.
    proxy.turn([SYSTEM, user("Thanks")], said("Welcome."))
    assert proxy.log.contents() == [
        ("user", "Balance?"),
        ("assistant", "c1"),
        ("tool", "5000"),
        ("assistant", "₦5,000."),
        ("user", "And yesterday?"),
        ("assistant", "₦7,000."),
        ("user", "Thanks"),
        ("assistant", "Welcome."),
    ]


def test_the_same_words_again_are_new_after_a_reply() -> None:
    proxy = Proxy()
    history = [SYSTEM, user("ok")]
    proxy.turn(history, said("Done."))
    proxy.turn([*history, said("Done."), user("ok")], said("Done again."))
    assert proxy.log.contents() == [
        ("user", "ok"),
        ("assistant", "Done."),
        ("user", "ok"),
        ("assistant", "Done again."),
    ]


def test_a_stateless_client_repeating_its_last_message_reads_as_a_retry() -> None:
    """The documented limit: [user "ok"] twice, with only the reply stored in between."""
    proxy = Proxy()
    proxy.turn([SYSTEM, user("ok")], said("Done."))
    again = proxy.turn([SYSTEM, user("ok")], said("Done again."))
    assert again.new == 0
    assert proxy.log.contents() == [
        ("user", "ok"),
        ("assistant", "Done."),
        ("assistant", "Done again."),
    ]


def test_an_item_with_its_own_id_keeps_it() -> None:
    found = ids.identify([SYSTEM, {**user("hi"), "id": "m-1"}, user("there")], [])
    assert found.history[1]["id"] == "m-1" and found.added == {found.history[2]["id"]}


def test_an_unreadable_item_is_refused() -> None:
    with pytest.raises(UnreadableItem):
        ids.identify([SYSTEM, {"role": "robot", "content": "beep"}], [])


# A conversation: each turn the user speaks, the model may call tools, then answers.
turns = st.lists(
    st.tuples(
        st.sampled_from(["hi", "ok", "balance?", "thanks"]),  # the user repeats themselves
        st.integers(min_value=0, max_value=2),  # tool calls before the answer
        st.sampled_from(["₦5,000.", "Done.", "ok"]),
    ),
    min_size=1,
    max_size=6,
)


@settings(max_examples=150, deadline=None)
@given(
    turns=turns,
    keep=st.one_of(st.none(), st.integers(min_value=1, max_value=6)),
    retries=st.lists(st.booleans(), min_size=40, max_size=40),
)
def test_any_conversation_any_trimming_any_retries(
    turns: list[tuple[str, int, str]], keep: int | None, retries: list[bool]
) -> None:
    """Every item of the conversation is in the log exactly once, in order.

    Except what content cannot decide (its own test below): a trimmed request
    word for word the same as the one before it is that request retried, and
    so may be an exchange that repeats the one before it word for word.
    """
    if keep is not None:
        repeats = itertools.pairwise(turns)
        assume(not any((a[0], a[2]) == (b[0], b[2]) for a, b in repeats))
    proxy = Proxy()
    history: list[Any] = [SYSTEM]
    truth: list[tuple[str, str]] = []
    retry = iter(retries)
    call_no = 0
    before: list[list[tuple[str, str]]] = [[]]

    def request(reply: dict[str, Any]) -> None:
        rest = history[1:]
        sent = [SYSTEM, *(rest[-keep:] if keep else rest)]
        assume([key(i) for i in sent] != before[0])
        before[0] = [key(i) for i in sent]
        proxy.turn(sent, reply)
        if next(retry, False):
            proxy.turn(sent, reply)  # the same request again, answered the same
        history.append(reply)
        truth.append(key(reply))

    for words, n_calls, answer in turns:
        history.append(user(words))
        truth.append(key(user(words)))
        for _ in range(n_calls):
            call_no += 1
            cid = f"c{call_no}"
            request(calls(cid))
            history.append(result(cid, f"read {call_no}"))
            truth.append(key(result(cid, f"read {call_no}")))
        request(said(answer))
    assert proxy.log.contents() == truth


def test_a_placeholder_id_is_replaced() -> None:
    fake = {**user("hi"), "id": "__fake_id__"}
    found = ids.identify([SYSTEM, fake, {**said("Hello."), "id": "__fake_id__"}], [])
    given = [found.history[1]["id"], found.history[2]["id"]]
    assert all(i.startswith("px-") for i in given) and given[0] != given[1]
