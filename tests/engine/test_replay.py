from datetime import UTC, datetime
from zoneinfo import ZoneInfo

from memoryadmin.engine.context import CONTEXT_HEADER, build_context, split_system
from memoryadmin.engine.replay import live_stamp
from memoryadmin.engine.tokens import count_message, count_text
from memoryadmin.engine.types import ChatMessage, Fact, Role, StoredMessage, Volatility

T = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
NOW = datetime(2026, 11, 29, 15, 55, tzinfo=UTC)


def msg(seq: int, role: Role, content: str, **kw: object) -> StoredMessage:
    return StoredMessage(
        seq=seq, role=role, content=content, created_at=T, token_count=count_message(content), **kw
    )  # type: ignore[arg-type]


def test_stamp_uses_clock_and_zone() -> None:
    assert live_stamp(observed_at=T, now=NOW, tz=ZoneInfo("UTC")).startswith(
        "[Checked live at 15:35. Re-check before repeating any status, balance or position"
    )
    assert "16:35" in live_stamp(observed_at=T, now=NOW, tz=ZoneInfo("Africa/Lagos"))


def test_stamp_names_the_date_when_not_today() -> None:
    later = datetime(2026, 12, 2, 9, 0, tzinfo=UTC)
    assert "Checked live at 15:35 on 29 Nov 2026" in live_stamp(
        observed_at=T, now=later, tz=ZoneInfo("UTC")
    )


def test_tokenizer_is_real_and_offline() -> None:
    assert count_text("hello world") == 2
    assert count_text("Tunde hasn't paid his ₦200") > 5


def test_live_reply_is_stamped_at_replay_and_system_untouched() -> None:
    system = [{"role": "system", "content": "You are Flow.", "x-extra": [1]}]
    stored = [
        msg(
            2,
            Role.ASSISTANT,
            "Tunde hasn't paid his ₦200.",
            volatility=Volatility.LIVE,
            observed_at=T,
        ),
        msg(1, Role.USER, "Is Tunde paid?"),
    ]
    out = build_context(
        history=system,
        newest_first=stored,
        tail=[],
        summary="Earlier: hi.",
        facts=[Fact("preferred_name", "preference", "Prefers Ada", "stated")],
        budget=500,
        now=NOW,
        tz=ZoneInfo("UTC"),
    )
    messages = out.messages()
    assert messages[0] is system[0]  # the very same object: byte-identical
    assert messages[1]["content"].startswith(CONTEXT_HEADER)
    assert "stated by the user" in messages[1]["content"]
    assert messages[2] == {"role": "user", "content": "Is Tunde paid?"}
    assert "Checked live at 15:35" in messages[3]["content"]
    assert stored[0].content == "Tunde hasn't paid his ₦200."


def test_unverified_reply_gets_a_not_checked_stamp() -> None:
    stored = [
        msg(
            1,
            Role.ASSISTANT,
            "Your balance is ₦5,000.",
            volatility=Volatility.LIVE,
            unverified=True,
        )
    ]
    out = build_context(
        history=[],
        newest_first=stored,
        tail=[],
        summary=None,
        facts=[],
        budget=500,
        now=NOW,
        tz=ZoneInfo("UTC"),
    ).messages()
    assert "Not checked live" in out[0]["content"]
    assert "Checked live at" not in out[0]["content"]


def test_window_is_budgeted_in_tokens_and_contiguous() -> None:
    stored = [
        msg(n, Role.USER, f"message number {n} " + "word " * (n * 10)) for n in range(10, 0, -1)
    ]
    budget = stored[0].token_count + stored[1].token_count
    out = build_context(
        history=[],
        newest_first=stored,
        tail=[],
        summary=None,
        facts=[],
        budget=budget,
        now=NOW,
        tz=ZoneInfo("UTC"),
    )
    assert [m.content.split()[2] for m in out.window] == ["9", "10"]
    assert out.dropped_seqs == tuple(range(8, 0, -1))


def test_tail_spends_the_budget_first_and_goes_last() -> None:
    stored = [msg(1, Role.USER, "old " * 50)]
    tail = [ChatMessage("user", "Is Tunde still pending?")]
    out = build_context(
        history=[],
        newest_first=stored,
        tail=tail,
        summary=None,
        facts=[],
        budget=count_message(tail[0].content) + 5,
        now=NOW,
        tz=ZoneInfo("UTC"),
    )
    assert [m.content for m in out.window] == ["Is Tunde still pending?"]


def test_split_system_takes_only_leading_system_messages() -> None:
    h = [
        {"role": "system", "content": "a"},
        {"role": "user", "content": "b"},
        {"role": "system", "content": "c"},
    ]
    system, n = split_system(h)
    assert n == 1 and system == [h[0]]
