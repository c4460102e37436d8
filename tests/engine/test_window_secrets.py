"""Credentials typed in earlier turns are masked in the replayed window (ENGINE.md section 8).

The window is memory replayed every turn: a PIN, a one-time code, a password,
a CVV or a card number from an earlier turn is masked there as it would be in
a summary. This turn (from its newest user message on) is never masked, so
the agent can act on the code the user has just typed; identifiers a
transfer needs a turn later (account numbers, BVN, NIN) are left; the stored
messages themselves are never changed.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any
from zoneinfo import ZoneInfo

from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.context import build_context
from memoryadmin.engine.safety import safety_of
from memoryadmin.engine.secrets import (
    CREDENTIAL_KINDS,
    GENERIC,
    _mask,
    find_secrets,
    mask_json,
    mask_secrets,
    mask_text,
)
from memoryadmin.engine.tokens import count_message
from memoryadmin.engine.types import ChatMessage, Role, StoredMessage
from memoryadmin.packs.banking import PACK

T = datetime(2026, 11, 29, 15, 35, tzinfo=UTC)
NOW = datetime(2026, 11, 29, 15, 55, tzinfo=UTC)
BANKING = safety_of(PACK).secrets


def msg(seq: int, role: Role, content: str, **kw: Any) -> StoredMessage:
    return StoredMessage(
        seq=seq, role=role, content=content, created_at=T, token_count=count_message(content), **kw
    )


CONVERSATION = [
    msg(1, Role.USER, "My PIN is 7391"),
    msg(2, Role.ASSISTANT, "Thanks. Enter the OTP we sent you."),
    msg(3, Role.USER, "482913"),
    msg(
        4,
        Role.ASSISTANT,
        "",
        tool_calls=[
            {
                "id": "c1",
                "type": "function",
                "function": {"name": "confirm", "arguments": '{"otp": "482913", "pin": 7391}'},
            }
        ],
    ),
    msg(5, Role.TOOL, "confirmed", tool_call_id="c1"),
    msg(6, Role.USER, "Send 5000 to 0123456789 GTBank, card 4111 1111 1111 1111"),
    msg(7, Role.ASSISTANT, "Please enter the OTP for this one."),
    msg(8, Role.USER, "556677"),
]


def window(
    stored: list[StoredMessage], tail: list[ChatMessage] | None = None, **kw: Any
) -> list[dict[str, Any]]:
    out = build_context(
        history=[],
        newest_first=list(reversed(stored)),
        tail=tail or [],
        summary=None,
        facts=[],
        budget=5000,
        now=NOW,
        tz=ZoneInfo("UTC"),
        **kw,
    )
    return [m.as_dict() for m in out.window]


def test_earlier_turns_are_masked_and_this_turn_is_not() -> None:
    out = window(CONVERSATION, secrets=BANKING)
    text = json.dumps(out, ensure_ascii=False)
    assert out[0]["content"] == "My PIN is [secret: PIN]"
    assert out[2]["content"] == "[secret: one-time code]"  # asked for just before
    args = json.loads(out[3]["tool_calls"][0]["function"]["arguments"])
    assert args == {"otp": "[secret: one-time code]", "pin": "[secret: PIN]"}
    assert "7391" not in text and "482913" not in text and "4111" not in text
    # An account number is not a credential: a transfer confirmed next turn needs it.
    assert "0123456789 GTBank" in out[5]["content"]
    assert out[-1]["content"] == "556677"  # this turn: the code the agent must use now
    assert CONVERSATION[0].content == "My PIN is 7391"  # the stored message is untouched


def test_a_user_message_in_the_tail_makes_every_stored_message_an_earlier_turn() -> None:
    out = window(CONVERSATION, [ChatMessage(role="user", content="Thanks!")], secrets=BANKING)
    assert "556677" not in json.dumps(out) and out[-2]["content"] == "[secret: one-time code]"
    assert out[-1]["content"] == "Thanks!"


def test_the_tail_is_this_turn_and_never_masked() -> None:
    tail = [ChatMessage(role="user", content="My PIN is 1111")]
    out = window(CONVERSATION[:2], tail, secrets=BANKING)
    assert out[-1]["content"] == "My PIN is 1111"


def test_without_secrets_the_window_is_replayed_verbatim() -> None:
    out = window(CONVERSATION)
    assert out[0]["content"] == "My PIN is 7391" and out[2]["content"] == "482913"


def test_no_user_message_at_all_means_no_earlier_turn() -> None:
    stored = [msg(1, Role.ASSISTANT, "Your OTP is 123456")]
    assert window(stored, secrets=BANKING)[0]["content"] == "Your OTP is 123456"


def test_only_narrows_to_credentials_and_is_built_once() -> None:
    credentials = BANKING.only(CREDENTIAL_KINDS)
    assert set(credentials.kinds()) == CREDENTIAL_KINDS
    assert BANKING.only(CREDENTIAL_KINDS) is credentials
    assert find_secrets("my BVN is 22212345678", credentials) == []
    assert find_secrets("my BVN is 22212345678", BANKING)


def test_a_value_under_a_key_that_labels_it_is_masked() -> None:
    assert mask_json({"otp": "482913", "amount": 5000, "id": "m-1"}, GENERIC) == {
        "otp": "[secret: one-time code]",
        "amount": 5000,
        "id": "m-1",
    }
    assert mask_json({"pin": 7391}) == {"pin": "[secret: PIN]"}
    assert mask_json({"reference": "123456", "code": 200, "status_code": 4001}) == {
        "reference": "123456",
        "code": 200,
        "status_code": 4001,
    }
    assert mask_text('{"account_number": "0123456789"}', BANKING) == (
        '{"account_number": "[secret: account number]"}'
    )
    assert mask_text("card_4111 1111 1111 1111") == "card [secret: card number]"
    assert mask_text("pin1234") == "pin [secret: PIN]"
    assert mask_text("not json {") == "not json {"


@given(st.text(max_size=80))
def test_the_cache_answers_as_the_matcher_does(text: str) -> None:
    first = mask_secrets(text, BANKING)
    assert mask_secrets(text, BANKING) == first == _mask(text, BANKING, "")
    assert mask_secrets(first, BANKING) == first  # idempotent, cached or not


def test_a_code_typed_after_a_filler_in_an_earlier_turn_is_masked() -> None:
    stored = [
        msg(1, Role.ASSISTANT, "What is your transaction PIN?"),
        msg(2, Role.USER, "😅 okay"),
        msg(3, Role.USER, "0 0 7 1"),
        msg(4, Role.ASSISTANT, "Thanks, done."),
    ]
    out = window(stored, [ChatMessage(role="user", content="Thanks!")], secrets=BANKING)
    assert "0 0 7 1" not in json.dumps(out, ensure_ascii=False)
