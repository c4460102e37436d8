from datetime import UTC, datetime

from memoryadmin.engine.provenance import reply_provenance, tool_volatility
from memoryadmin.engine.types import Volatility, worst
from memoryadmin.packs.banking import PACK

AT = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)


def test_worst_volatility_wins() -> None:
    assert worst([Volatility.STABLE, Volatility.EVENT]) is Volatility.EVENT
    assert worst([Volatility.EVENT, Volatility.LIVE, Volatility.STABLE]) is Volatility.LIVE
    assert worst([]) is None


def test_unknown_tool_counts_as_live() -> None:
    assert tool_volatility(PACK, "frobnicate_ledger") is Volatility.LIVE
    p = reply_provenance(
        PACK, content="Done.", tools=["get_group_invite_link", "frobnicate"], observed_at=AT
    )
    assert p.volatility is Volatility.LIVE and not p.unverified


def test_tools_of_the_turn_decide() -> None:
    p = reply_provenance(PACK, content="Sent ₦5,000.", tools=["send_transfer"], observed_at=AT)
    assert p.volatility is Volatility.EVENT
    p = reply_provenance(
        PACK, content="Here is your link.", tools=["get_group_invite_link"], observed_at=AT
    )
    assert p.volatility is Volatility.STABLE


def test_toolless_reply_quoting_money_is_live_and_unverified() -> None:
    p = reply_provenance(
        PACK, content="Yes, his ₦200 is still outstanding.", tools=[], observed_at=AT
    )
    assert p.volatility is Volatility.LIVE and p.unverified


def test_unknown_provenance_quoting_money_is_live() -> None:
    p = reply_provenance(PACK, content="Your balance is N999,990.", tools=None, observed_at=AT)
    assert p.volatility is Volatility.LIVE and p.unverified and p.tools is None


def test_toolless_reply_without_money_has_no_provenance() -> None:
    p = reply_provenance(PACK, content="Hello Ada, how can I help?", tools=[], observed_at=AT)
    assert p.volatility is None and not p.unverified
    p = reply_provenance(
        PACK, content="2 of 3 members joined on 5 May.", tools=None, observed_at=AT
    )
    assert p.volatility is None
