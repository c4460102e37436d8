"""Property tests that try to break the replay invariants with arbitrary histories."""

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from memoryadmin.engine.context import build_context
from memoryadmin.engine.tokens import count_message
from memoryadmin.engine.types import Role, StoredMessage, Volatility

NOW = datetime(2026, 11, 29, 15, 55, tzinfo=UTC)

message = st.tuples(
    st.sampled_from([Role.USER, Role.ASSISTANT]),
    st.text(min_size=0, max_size=80),
    st.sampled_from([None, Volatility.LIVE, Volatility.EVENT, Volatility.STABLE]),
    st.booleans(),
)


def stored(items: list[tuple[Role, str, Volatility | None, bool]]) -> list[StoredMessage]:
    out = []
    for n, (role, text, vol, unverified) in enumerate(items, start=1):
        vol = vol if role is Role.ASSISTANT else None
        out.append(
            StoredMessage(
                seq=n,
                role=role,
                content=text,
                created_at=NOW - timedelta(minutes=200 - n),
                token_count=count_message(text),
                volatility=vol,
                observed_at=NOW - timedelta(minutes=200 - n),
                unverified=unverified and vol is Volatility.LIVE,
            )
        )
    return list(reversed(out))


@settings(max_examples=150, deadline=None)
@given(st.lists(message, max_size=30), st.integers(min_value=0, max_value=400))
def test_window_fits_is_contiguous_and_every_live_reply_is_stamped(items, budget) -> None:  # type: ignore[no-untyped-def]
    newest_first = stored(items)
    system = [{"role": "system", "content": "Flow system prompt", "k": 1}]
    out = build_context(
        history=system,
        newest_first=newest_first,
        tail=[],
        summary=None,
        facts=[],
        budget=budget,
        now=NOW,
        tz=ZoneInfo("UTC"),
    )
    assert out.messages()[: len(system)] == system
    kept = [m for m in newest_first if m.seq not in set(out.dropped_seqs)]
    # contiguous and newest: the kept ones are exactly a prefix of newest-first
    assert kept == newest_first[: len(kept)]
    # The budget bounds the window, except for the turn's own items (from its newest
    # user message on), which are always sent (API.md v1.2).
    turn_start = next((m.seq for m in newest_first if m.role is Role.USER), None)
    in_turn = [m for m in newest_first if turn_start is not None and m.seq >= turn_start]
    assert kept[: len(in_turn)] == in_turn
    older = [w for w, m in zip(out.window, reversed(kept), strict=True) if m not in in_turn]
    turn_cost = sum(m.token_count for m in in_turn)
    assert (
        sum(count_message(w.content) for w in older) <= max(0, budget - turn_cost) + 4 * len(older)
        or not older
    )
    by_seq = {m.seq: m for m in kept}
    for replayed, original in zip(out.window, reversed(kept), strict=True):
        assert replayed.content.startswith(original.content)
        if original.volatility is Volatility.LIVE:
            marker = "Not checked live" if original.unverified else "Checked live at"
            assert marker in replayed.content
        else:
            assert replayed.content == original.content
    assert len(by_seq) == len(out.window)
