"""Secrets are found and masked; amounts, dates and phone numbers are not (ENGINE.md 8)."""

from __future__ import annotations

import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.safety import safety_of
from memoryadmin.engine.secrets import (
    CACHE_MAX_CHARS,
    GENERIC,
    LONG_CACHE_ENTRIES,
    LONG_CACHE_MAX_CHARS,
    find_secrets,
    key_words,
    luhn_valid,
    mask_conversation,
    mask_json,
    mask_secrets,
    mask_text,
)
from memoryadmin.packs.banking import PACK

BANKING = safety_of(PACK).secrets


@pytest.mark.parametrize(
    ("text", "kind", "value"),
    [
        ("my PIN is 1234", "PIN", "1234"),
        ("pin: 0000", "PIN", "0000"),
        ("Use PIN 4821 for transfers", "PIN", "4821"),
        ("1234 is my pin", "PIN", "1234"),
        ("the pin for my card is 4321", "PIN", "4321"),
        ("my transaction pin code is 123456", "PIN", "123456"),
        ("OTP 482913", "one-time code", "482913"),
        ("the OTP is 482 913", "one-time code", "482 913"),
        ("verification code: 908172", "one-time code", "908172"),
        ("my one-time password is 55 66 77", "one-time code", "55 66 77"),
        ("my password is hunter2", "password", "hunter2"),
        ("Password: Tr0ub4dor&3", "password", "Tr0ub4dor&3"),
        ("CVV 123", "CVV", "123"),
        ("card number 4111 1111 1111 1111", "card number", "4111 1111 1111 1111"),
        ("pay with 4111-1111-1111-1111 today", "card number", "4111-1111-1111-1111"),
        ("pay with 4111111111111111 50 today", "card number", "4111111111111111"),
        ("my BVN is 22212345678", "BVN", "22212345678"),
        ("Here's my BVN, it's 222 1234 5678", "BVN", "222 1234 5678"),
        ("NIN: 12345678901", "NIN", "12345678901"),
        ("account number 0123456789", "account number", "0123456789"),
        ("acct no: 0123-456-789", "account number", "0123-456-789"),
        ("send 5000 to 0123456789 GTBank", "account number", "0123456789"),
        ("0123456789 opay", "account number", "0123456789"),
    ],
)
def test_each_secret_is_found_and_masked(text: str, kind: str, value: str) -> None:
    hits = find_secrets(text, BANKING)
    assert [h.kind for h in hits] == [kind]
    assert text[hits[0].start : hits[0].end] == value
    masked = mask_secrets(text, BANKING)
    assert value not in masked and f"[secret: {kind}]" in masked


@pytest.mark.parametrize(
    "text",
    [
        "Send ₦5,000 to Tobi",
        "My rent is 1000000000 every month",  # a bare 10 digits with no transfer context
        "Send 1000000000 naira to Tobi",
        "₦2500000 is the price",
        "on 2024-11-20 at 15:35",
        "my birthday is 12/03/1990",
        "call me on 08031234567",  # a phone number: not a secret (see secrets.py)
        "my number is +234 803 123 4567",
        "my number is 8031234567",  # a phone number without its 0, not an account
        "I changed my PIN in 2024",
        "my password is expired",
        "my password is not working",
        "my referral code is 123456",
        "promo code 1234",
        "I want to change my PIN",
        "The user has verified his BVN.",
        "rent of 250,000 is due on the 25th",
        "random 4111111111111112",  # not Luhn-valid, no label
        "My daily limit is 5000000",
        "[secret: PIN] [secret: card number]",
    ],
)
def test_no_secret_where_there_is_none(text: str) -> None:
    assert find_secrets(text, BANKING) == []
    assert mask_secrets(text, BANKING) == text


def test_the_core_alone_knows_pins_and_cards_but_not_national_ids() -> None:
    assert find_secrets("my PIN is 1234", GENERIC)
    assert find_secrets("4111 1111 1111 1111", GENERIC)
    assert find_secrets("my BVN is 22212345678", GENERIC) == []
    assert find_secrets("my BVN is 22212345678", BANKING)


def test_a_bare_value_is_a_secret_when_the_message_before_asked_for_it() -> None:
    assert mask_secrets("482913", BANKING, context="Enter the OTP we sent you.") == (
        "[secret: one-time code]"
    )
    assert mask_secrets("it's 4821", BANKING, context="my pin is") == "it's [secret: PIN]"
    assert mask_secrets("22212345678", BANKING, context="Please send your BVN") == (
        "[secret: BVN]"
    )
    # Not asked for, or more than the value: an amount stays an amount.
    assert mask_secrets("5000", BANKING, context="How much would you like to send?") == "5000"
    assert mask_secrets("482913", BANKING) == "482913"
    turns = mask_conversation(["What's the code?", "Enter your OTP", "902211"], BANKING)
    assert turns[-1] == "[secret: one-time code]"


def test_a_long_message_before_is_read_only_when_the_text_is_a_bare_value() -> None:
    # The compactor's system prompt (thousands of characters, every label named) is the
    # context of the prompt kept for review: what it asked still counts, for a bare value.
    asked = "Rules of this conversation. " * 200 + "Now enter the OTP we sent you."
    for _ in range(2):  # the second time from the cache of long texts
        assert mask_secrets("482913", BANKING, context=asked) == "[secret: one-time code]"
        assert mask_secrets("It's 482913 thanks", BANKING, context=asked) == (
            "It's [secret: one-time code] thanks"
        )
        assert mask_secrets("Send 5000 to Tobi", BANKING, context=asked) == "Send 5000 to Tobi"
    # Longer than any cache holds: read afresh, the same answer.
    huge = "x" * 70_000 + " Enter the OTP."
    assert mask_secrets("482913", BANKING, context=huge) == "[secret: one-time code]"


def test_mask_json_masks_stored_prompts_and_shadow_records() -> None:
    record = {
        "given": [
            {"role": "assistant", "content": "Please enter your PIN."},
            {"role": "user", "content": "4821"},
            {"role": "user", "content": "card 4111 1111 1111 1111", "id": "m-1"},
        ],
        "n": 3,
    }
    out = mask_json(record, BANKING)
    text = repr(out)
    assert "4821" not in text and "4111" not in text
    assert out["n"] == 3 and out["given"][2]["id"] == "m-1"


def test_luhn() -> None:
    assert luhn_valid("4111111111111111") and luhn_valid("5399830000000008")
    assert not luhn_valid("4111111111111112") and not luhn_valid("0")


digit_text = st.text(alphabet="0123456789 -:pinPINotpOTPmy is card.", max_size=60)


@given(st.one_of(st.text(max_size=60), digit_text))
def test_masking_is_idempotent_and_leaves_no_secret(text: str) -> None:
    once = mask_secrets(text, BANKING)
    assert mask_secrets(once, BANKING) == once
    assert find_secrets(once, BANKING) == []


def _key_words_by_hand(key: str) -> str:
    """key_words' definition, a character at a time: each run of ``_``, ``-`` and ``.`` is
    one space, and a space goes between an ASCII letter and a digit that touch."""
    out = ""
    for n, ch in enumerate(key):
        if ch in "_-.":
            if n == 0 or key[n - 1] not in "_-.":
                out += " "
            continue
        prev = out[-1:]
        letter_then_digit = prev != "" and prev in string.ascii_letters and ch.isdecimal()
        digit_then_letter = prev.isdecimal() and ch in string.ascii_letters
        out += (" " if letter_then_digit or digit_then_letter else "") + ch
    return out


@given(st.text(alphabet="ab1２9Z _-.xé", max_size=40))
def test_key_words_spaces_every_letter_digit_boundary(key: str) -> None:
    assert key_words(key) == _key_words_by_hand(key)


def test_key_words_reads_glued_labels() -> None:
    assert key_words("pin1234") == "pin 1234"
    assert key_words("card_4111x") == "card 4111 x"
    assert key_words("skip--otp.now") == "skip otp now"


def test_long_texts_are_remembered_in_a_few_entries_and_the_longest_not_at_all() -> None:
    rules = safety_of(PACK).secrets
    prompt = "Summarise the conversation. Never keep a PIN or an OTP. " * 90  # ~5,000 chars
    assert CACHE_MAX_CHARS < len(prompt) <= LONG_CACHE_MAX_CHARS
    assert mask_text(prompt, rules) == mask_text(prompt, rules) == prompt
    remembered = rules._compiled["mask_text_long"]
    assert remembered.cache_info().hits >= 1
    assert remembered.cache_info().maxsize == LONG_CACHE_ENTRIES
    # Masking still happens in a long text, and past the longest size nothing is kept.
    leaked = prompt + " My PIN is 4821."
    assert "4821" not in mask_text(leaked, rules)
    huge = "word " * (LONG_CACHE_MAX_CHARS // 5 + 1) + " OTP: 482913"
    before = remembered.cache_info().currsize
    assert "482913" not in mask_text(huge, rules)
    assert remembered.cache_info().currsize == before
