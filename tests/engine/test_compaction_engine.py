"""The pure part of compaction: what the compactor sees, the prompt, parsing, backoff."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memoryadmin.engine.compaction import (
    NotAgreedJSON,
    backoff_seconds,
    build_prompt,
    parse_reply,
    retry_prompt,
    shown_messages,
    window_start_seq,
)
from memoryadmin.engine.offline import OfflineCompactor
from memoryadmin.engine.ports import Violation
from memoryadmin.engine.types import Role, StoredMessage, Volatility
from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK

ZUTC = ZoneInfo("UTC")
T = datetime(2026, 11, 20, 15, 35, tzinfo=UTC)
VALIDATOR = Validator.for_pack(PACK)


def msg(
    seq: int,
    role: str,
    content: str,
    vol: Volatility | None = None,
    tokens: int = 10,
    unverified: bool = False,
) -> StoredMessage:
    return StoredMessage(
        seq=seq,
        role=Role(role),
        content=content,
        created_at=T,
        token_count=tokens,
        volatility=vol,
        observed_at=T,
        unverified=unverified,
    )


BATCH = [
    msg(1, "user", "What is my balance?"),
    msg(2, "assistant", "Your balance is ₦987,654.", Volatility.LIVE),
    msg(3, "user", "Send 5000 naira to Tobi."),
    msg(4, "assistant", "Sent ₦5,000 to Tobi.", Volatility.EVENT),
    msg(5, "assistant", "You have ₦1,234 left.", Volatility.LIVE, unverified=True),
]


def test_live_replies_become_placeholders_and_questions_stay() -> None:
    shown = shown_messages(BATCH, tz=ZUTC)
    texts = " ".join(s.text for s in shown)
    assert "987,654" not in texts and "1,234" not in texts
    assert "What is my balance?" in texts and "Sent ₦5,000 to Tobi." in texts
    assert [s.withheld for s in shown] == [False, True, False, False, True]
    assert "15:35 on 20 Nov 2026" in shown[1].text
    assert "quoted without a tool read" in shown[4].text
    # The placeholder itself passes every rule: copying it is harmless.
    assert VALIDATOR.check(shown[1].text) == []


def test_messages_with_a_forgotten_word_are_dropped() -> None:
    shown = shown_messages(BATCH, tz=ZUTC, forgotten=lambda seq, text: "Tobi" in text)
    assert [s.seq for s in shown] == [1, 2, 5]


def test_the_prompt_lists_rules_kinds_limit_and_previous_summary() -> None:
    prompt = build_prompt(
        previous_summary="Earlier: the user opened an account.",
        shown=shown_messages(BATCH, tz=ZUTC),
        validator=VALIDATOR,
        fact_kinds=["preference", "goal"],
    )
    system, user = prompt[0]["content"], prompt[1]["content"]
    for rule in VALIDATOR.rule_names():
        assert rule in system
    assert "preference, goal" in system and '"summary"' in system and '"facts"' in system
    assert "Earlier: the user opened an account." in user
    assert f"{PACK.summary_word_limit} words" in user
    assert "987,654" not in json.dumps(prompt)


def test_the_retry_names_each_broken_rule_and_its_excerpt() -> None:
    first = build_prompt(previous_summary=None, shown=[], validator=VALIDATOR, fact_kinds=[])
    v = Violation(rule="no_payment_status", excerpt="has paid", explanation="No status.")
    again = retry_prompt(first, raw_output='{"summary": "Tunde has paid."}', violations=[v])
    assert again[:2] == first
    assert again[2] == {"role": "assistant", "content": '{"summary": "Tunde has paid."}'}
    assert "no_payment_status" in again[3]["content"] and "has paid" in again[3]["content"]
    assert "No status." in again[3]["content"]


@pytest.mark.parametrize(
    "content",
    [
        "",
        "not json",
        "```json\n{}\n```",
        "[]",
        '"text"',
        "{}",
        '{"summary": null}',
        '{"summary": "x", "facts": [1]}',
        '{"summary": "x", "facts": {}}',
    ],
)
def test_anything_but_the_agreed_object_is_refused(content: str) -> None:
    with pytest.raises(NotAgreedJSON):
        parse_reply(content)


def test_the_agreed_object_parses() -> None:
    c = parse_reply(' {"summary": " S. ", "facts": [{"key": "k"}]} ')
    assert c.summary == "S." and c.facts == [{"key": "k"}]
    assert parse_reply('{"summary": "S."}').facts == []


def test_backoff_grows_exponentially_with_jitter_and_a_cap() -> None:
    lo = [backoff_seconds(n, base=60, cap=3600, rng=lambda: 0.0) for n in (1, 2, 3, 10)]
    hi = [backoff_seconds(n, base=60, cap=3600, rng=lambda: 1.0) for n in (1, 2, 3, 10)]
    assert lo == [30, 60, 120, 1800]
    assert hi == [60, 120, 240, 3600]


def test_the_window_starts_where_the_hot_path_window_starts() -> None:
    newest_first = [msg(s, "user", "hi", tokens=10) for s in range(10, 0, -1)]
    assert window_start_seq(newest_first, budget=30, now=T, tz=ZUTC) == 8
    # The turn's own user message is in the window whatever the budget (API.md v1.2).
    assert window_start_seq(newest_first, budget=5, now=T, tz=ZUTC) == 10
    # A live reply's stamp costs tokens, so less fits.
    live = [msg(10, "assistant", "x", Volatility.LIVE, tokens=10), *newest_first[1:]]
    plain = window_start_seq(newest_first, budget=60, now=T, tz=ZUTC)
    stamped = window_start_seq(live, budget=60, now=T, tz=ZUTC)
    assert plain == 5 and stamped is not None and stamped > plain


def test_the_offline_compactor_is_deterministic_and_held_to_the_rules() -> None:
    prompt = build_prompt(
        previous_summary=None,
        shown=shown_messages(BATCH, tz=ZUTC),
        validator=VALIDATOR,
        fact_kinds=[],
    )
    a, b = OfflineCompactor().complete(prompt), OfflineCompactor().complete(prompt)
    assert a == b and a.model == "offline-compactor"
    summary = parse_reply(a.content).summary
    assert "Send 5000 naira to Tobi." in summary
    assert "987,654" not in summary and "withheld" not in summary
    # Its answer breaks no_balance ("What is my balance?" is fine, but a user line
    # with an amount next to "balance" is not): on the retry it drops the sentence.
    v = VALIDATOR.check('The user said: "my balance is ₦5,000 right?"')
    again = retry_prompt(prompt, raw_output=a.content, violations=v)
    prompt2 = [
        prompt[0],
        {
            "role": "user",
            "content": prompt[1]["content"].replace(
                "What is my balance?", "my balance is ₦5,000 right?"
            ),
        },
    ]
    first = parse_reply(OfflineCompactor().complete(prompt2).content).summary
    assert VALIDATOR.check(first)
    again = retry_prompt(prompt2, raw_output=first, violations=VALIDATOR.check(first))
    second = parse_reply(OfflineCompactor().complete(again).content).summary
    assert VALIDATOR.check(second) == [] and "Send 5000 naira to Tobi." in second


def test_the_offline_compactor_keeps_to_the_word_limit() -> None:
    many = [
        msg(n, "user", f"Please remember that I like plantain number {n} a lot.")
        for n in range(1, 80)
    ]
    prompt = build_prompt(
        previous_summary=None,
        shown=shown_messages(many, tz=ZUTC),
        validator=VALIDATOR,
        fact_kinds=[],
    )
    summary = parse_reply(OfflineCompactor().complete(prompt).content).summary
    assert 0 < len(summary.split()) <= PACK.summary_word_limit
    assert "number 79" in summary  # the newest survive


def test_the_offline_compactor_redacts_sentences_with_removed_words() -> None:
    out = OfflineCompactor().complete(
        [
            {
                "role": "user",
                "content": "SUMMARY:\nThe user has a wife, Martha. He likes rice.\n\n"
                "REMOVE:\nmartha, wife",
            }
        ]
    )
    assert json.loads(out.content)["summary"] == "He likes rice."
