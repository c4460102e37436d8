"""A reply that quotes a balance is live whatever its tools (ENGINE.md sections 1 and 7).

``send_transfer`` is an event tool, but "Sent ₦2,000 to Tunde. Your new balance
is ₦997,990." reads the ledger: it is stamped at replay and withheld from the
compactor, like any live reply.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.compaction import shown_messages
from memoryadmin.engine.context import build_context
from memoryadmin.engine.provenance import quotes_balance, reply_provenance
from memoryadmin.engine.types import Role, StoredMessage, Volatility
from memoryadmin.packs.banking import PACK, BankingTool, volatility

AT = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
ZUTC = ZoneInfo("UTC")
SENT = "Sent ₦2,000 to Tunde. Your new balance is ₦997,990."
NOT_LIVE_TOOLS = [t.value for t in BankingTool if volatility(t) is not Volatility.LIVE]


def stored(seq: int, role: str, content: str, vol: Volatility | None) -> StoredMessage:
    return StoredMessage(
        seq=seq,
        role=Role(role),
        content=content,
        created_at=AT,
        token_count=20,
        volatility=vol,
        observed_at=AT if role == "assistant" else None,
    )


def recorded(seq: int, content: str, tools: list[str] | None) -> StoredMessage:
    """An assistant reply as the Django side records it: provenance decided at write time."""
    p = reply_provenance(PACK, content=content, tools=tools, observed_at=AT)
    return StoredMessage(
        seq=seq,
        role=Role.ASSISTANT,
        content=content,
        created_at=AT,
        token_count=20,
        volatility=p.volatility,
        observed_at=p.observed_at,
        unverified=p.unverified,
        tools=p.tools,
    )


def test_an_event_tool_quoting_a_balance_is_live() -> None:
    p = reply_provenance(PACK, content=SENT, tools=["send_transfer"], observed_at=AT)
    assert p.volatility is Volatility.LIVE
    assert p.tools == ("send_transfer",) and p.observed_at == AT
    assert not p.unverified  # the tool read happened: "checked at", not "not checked"


def test_the_same_event_without_a_balance_stays_an_event() -> None:
    sent = "Sent ₦2,000 to Tunde."
    p = reply_provenance(PACK, content=sent, tools=["send_transfer"], observed_at=AT)
    assert p.volatility is Volatility.EVENT
    assert not quotes_balance(PACK, "Sent ₦2,000 to Tunde.")


@pytest.mark.parametrize(
    "content",
    [
        "Your balance is 5000.",
        "You have N 5,000 left.",
        "About 5k is left in your wallet.",
        "Your balance is ₦2.5m.",
    ],
)
def test_a_toolless_reply_with_a_bare_or_spaced_amount_is_live_and_unverified(
    content: str,
) -> None:
    for tools in ([], None):
        p = reply_provenance(PACK, content=content, tools=tools, observed_at=AT)
        assert p.volatility is Volatility.LIVE and p.unverified, (content, tools)


@given(
    tool=st.sampled_from(NOT_LIVE_TOOLS),
    amount=st.integers(min_value=1, max_value=999_999_999),
    spelling=st.sampled_from(["₦{:,}", "N {:,}", "NGN {}", "{:,} naira", "{}"]),
)
def test_any_tool_quoting_a_balance_is_live(tool: str, amount: int, spelling: str) -> None:
    content = f"Done. Your new balance is {spelling.format(amount)}."
    p = reply_provenance(PACK, content=content, tools=[tool], observed_at=AT)
    assert p.volatility is Volatility.LIVE


def test_it_is_stamped_at_replay() -> None:
    history = [stored(1, "user", "Send 2000 to Tunde.", None), recorded(2, SENT, ["send_transfer"])]
    sections = build_context(
        history=[],
        newest_first=list(reversed(history)),
        tail=[],
        summary=None,
        facts=[],
        budget=4000,
        now=AT + timedelta(days=2),
        tz=ZUTC,
    )
    reply = sections.window[-1].content
    assert reply.startswith(SENT) and "[Checked live at 15:35 on 29 Nov 2026." in reply


def test_it_is_withheld_from_the_compactor() -> None:
    batch = [stored(1, "user", "Send 2000 to Tunde.", None), recorded(2, SENT, ["send_transfer"])]
    shown = shown_messages(batch, tz=ZUTC)
    assert [s.withheld for s in shown] == [False, True]
    assert "997,990" not in " ".join(s.text for s in shown)


def test_older_rows_stored_as_events_are_withheld_when_the_pack_is_asked() -> None:
    # Recorded before this rule existed: stored as an event.
    old = [
        stored(1, "user", "Send 2000 to Tunde.", None),
        stored(2, "assistant", SENT, Volatility.EVENT),
    ]
    assert [s.withheld for s in shown_messages(old, tz=ZUTC)] == [False, False]
    shown = shown_messages(old, tz=ZUTC, live=PACK.quotes_balance)
    assert [s.withheld for s in shown] == [False, True]
    assert "997,990" not in " ".join(s.text for s in shown)
    # The user's own words are never withheld, whatever they quote.
    mine = [stored(1, "user", "My balance is 5000, right?", None)]
    assert shown_messages(mine, tz=ZUTC, live=PACK.quotes_balance)[0].withheld is False
