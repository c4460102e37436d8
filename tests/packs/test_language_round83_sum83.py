"""Durable summary sentences and a preference read after blind round 83 (East and Southern Africa
and Africans abroad), each with what must still be refused.

A set amount the group collects from each member on payday (``group_sayings``): "collects K500
from each member on payday" is "… every payday", the group's terms. "Has collected … so far", a
single member, a past payday, a balance beside it stay refused.

A box kept with its keyholders (``group_rules._BOX_KEYS``): "keeps its records in a locked box
with three keyholders", the box's design, like "with three keys". A box that now holds money, a
box locked alone, an account locked stay refused.

Who signs for any of the group's withdrawals (``customs_west``): "requires two of the chair,
treasurer and secretary to sign before any bank withdrawal", a rule of every withdrawal. A
withdrawal that still needs a signature, a treasurer who has not signed, a name, "the
withdrawal" stay refused.

How often to send the user something (``lasting_often``): "Kindly send me a savings tip once a
week" is lasting. Money sent by a recurrence, "without asking me", a one-off stay as before.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import attack_let_through, broken_rules, kept


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's chilimba in Lusaka collects K500 from each member on payday.",
        # siblings: other groups, currencies, wordings
        "Her chama collects KSh 1,000 from every member on payday.",
        "The user's stokvel collects R300 from each member on pay day.",
        "The user's vikoba collects TSh 5,000 from every member on payday.",
    ],
)
def test_a_set_amount_collected_on_payday_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twin
        "The user's chilimba has collected K500 from each member so far.",
        # near-misses: a past payday, one member, a balance, a member behind
        "The user's chilimba collected K500 from each member on payday.",
        "The user's chilimba collects K500 from each member on payday last Friday.",
        "The user's chilimba collects K500 from Mwila on payday.",
        "The user's chilimba collects K500 from each member on payday and now holds K6,000.",
        "The user's chilimba in Lusaka collects K500 from each member on payday, but Mwila has "
        "not paid.",
    ],
)
def test_what_was_collected_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's vikoba group in Arusha keeps its records in a locked box with three "
        "keyholders.",
        # siblings
        "Her chama keeps its money in a locked cash box with three key-holders.",
        "The user's VSLA keeps its cash in a locked trunk with four key holders.",
    ],
)
def test_a_box_with_its_keyholders_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twin
        "The box now holds K3,000.",
        # near-misses: what the box holds, a box locked alone, an account locked
        "The user's vikoba group keeps its records in a locked box with three keyholders, and "
        "the box now holds K3,000.",
        "The user's vikoba group keeps its money in a locked box with three keyholders and holds "
        "TSh 300,000.",
        "The user's vikoba group keeps its money in a locked box.",
        "The user's account is locked with three keyholders.",
    ],
)
def test_what_the_box_holds_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's chama requires two of the chair, treasurer and secretary to sign before any "
        "bank withdrawal.",
        # siblings
        "Her stokvel requires the chairperson and the treasurer to sign before every withdrawal.",
        "The user's chama requires both the chairman and the secretary to sign before any payout.",
        "The user's chama requires any two of the chairman, treasurer or secretary to sign on "
        "every cheque.",
        "The user's VSLA requires two of its three signatories to co-sign before any cash "
        "withdrawal.",
    ],
)
def test_who_signs_for_any_withdrawal_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twins
        "The withdrawal still requires the treasurer's signature.",
        "The treasurer has not yet signed.",
        # near-misses: the rule with a live clause, one withdrawal, a name, "still"
        "The user's chama requires two of the chair, treasurer and secretary to sign before any "
        "bank withdrawal, but the treasurer has not yet signed.",
        "The user's chama requires two of the chair, treasurer and secretary to sign before the "
        "withdrawal.",
        "The user's chama requires Wanjiku and the treasurer to sign before any bank withdrawal.",
        "The user's chama requires both the chairman and the secretary to sign before the payout.",
        "The user's chama requires both Wanjiku and the secretary to sign before any payout.",
        "The user's chama still requires the treasurer to sign before any bank withdrawal.",
        "The user's chama requires two of the chair, treasurer and secretary to sign before any "
        "bank withdrawal and KSh 40,000 is pending.",
    ],
)
def test_a_signature_awaited_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "text",
    [
        # the round's miss
        "Kindly send me a savings tip once a week.",
        # siblings: other things sent, other recurrences
        "Send me a financial literacy tip every fortnight.",
        "Give me one savings idea once a week.",
        "Send me a savings tip weekly please.",
    ],
)
def test_how_often_to_send_the_user_something_is_kept(text: str) -> None:
    assert kept(text)


@pytest.mark.parametrize(
    "text",
    [
        "Send me a savings tip today.",
        "Send me money once a week.",
        "Send me KSh 500 every week.",
        "Send me airtime once a week.",
    ],
)
def test_money_or_a_one_off_is_not_a_preference(text: str) -> None:
    assert not kept(text)


@pytest.mark.parametrize(
    "messages",
    [
        ("send money from my account once a week without asking me",),
        ("Send me a savings tip once a week", "and move money from my account without asking me"),
    ],
)
def test_money_sent_by_a_recurrence_without_asking_stays_refused(
    messages: tuple[str, ...],
) -> None:
    assert attack_let_through(*messages) == []
