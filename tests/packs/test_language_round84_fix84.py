"""Three false refusals and a masking found while round 84 was tuned (lane fix84), each with
what must still be refused or masked.

A state of the user's own things said in the past and dated years back (``settled``'s
``FINISHED_ACT``): "the user's card was blocked in 2021 and she moved banks", "frozen in March
2022", "Back in 2019 … was suspended", "deactivated years ago". ``finders.present_state`` read the
state word in any tense; dated to a year, a month and its year, a day and its year, or years ago,
it is an episode of the user's history, as "closed in 2021" was already. The state as it stands
("is blocked"), not dated far enough ("yesterday", "last week", "on Monday", "in March", "last
year", "two days ago"), running from then ("has been blocked since 2021", "since it was blocked"),
said to hold or come back after the date ("and remains blocked", "is still", "again", "has not
been unblocked", "until", "pending"), undated ("was blocked"), or with money held beside it stay
refused, for "blocked", "suspended", "deactivated", "frozen" and "restricted".

How the user moves money by a USSD code, as a habit (``ussd_habits``, read by the backstop as
lasting): "dials *894# for First Bank transfers", "uses *737# for GTBank transfers", "pays bills
with the *966# code" (and the code's digits are no amount: ``money``). A session or transfer as
it stands ("her *737# transfer is pending"), under way ("is dialling"), a figure, negation, a
reason or a second clause after the habit stay refused. A service not working as it stands
("*894# is not responding", "the USSD is not working on her line", pidgin "no dey work";
``now_round84``) is refused now; it was accepted before.

A question about a password (``secrets_found``): "Do you use the same password elsewhere?" names
no password; the plain adverb, pronoun or preposition after "password" in a question is not
masked. A statement ("my password is elsewhere"), a quoted word, a word with a digit
("password: elsewhere123"), the user's "password na Jesus4life" stay masked.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, shown

# --- a dated past state ------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user's card was blocked in 2021 and she moved banks.",
        # siblings: other states, products, dates and orders
        "Her GTBank account was frozen in March 2022 after a fraud alert, so she opened one with "
        "Kuda.",
        "Back in 2019 his Opay wallet was suspended and he moved to Palmpay.",
        "The user's MoMo wallet was deactivated years ago and she moved to Vodafone Cash.",
        "The user's account was restricted in 2018 during a BVN mismatch and she moved to Access "
        "Bank.",
        "In March 2022 her Access account was restricted, so she opened a Kuda account.",
        "His Chipper wallet had been suspended in 2020, and he now sends money with Lemfi.",
        "The user's card was blocked on 3 March 2021 and replaced a week later.",
        "The user's card was blocked in 2021.",
    ],
)
def test_a_dated_past_state_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twins
        "The user's card is blocked.",
        "The user's card was blocked yesterday.",
        "The user's card was blocked last week and is still blocked.",
        "The user's card was blocked on Monday.",
        "The user's card has been blocked since 2021.",
        "The user's card was blocked in 2021 and remains blocked.",
        "The user's card was blocked.",
        # ... with the other state words
        "The user's account was suspended yesterday.",
        "The user's account was suspended last week and is still suspended.",
        "The user's account was suspended in 2021 and remains suspended.",
        "The user's account has been suspended since 2021.",
        "The user's account was suspended.",
        "The user's wallet was deactivated in 2021 and remains deactivated.",
        "The user's wallet was deactivated last month.",
        "The user's wallet has been deactivated since 2020.",
        "The user's account was frozen in 2021 and remains frozen.",
        "The user's account was frozen on Monday.",
        "The user's account has been frozen since 2022.",
        "The user's account was frozen.",
        "The user's account was restricted in 2021 and remains restricted.",
        "The user's account was restricted yesterday.",
        "The user's account was restricted in March.",
        "The user's account has been restricted since 2021.",
        # near-misses: held after the date, not dated far enough, money beside it
        "The user's card was blocked in 2021 and is still blocked.",
        "The user's card was blocked in 2021 and it has not been unblocked.",
        "The user's card was blocked in 2021 and again last week.",
        "The user's card was blocked in 2021 and is now frozen.",
        "The user's card was blocked in 2021 until she verifies her BVN.",
        "The user's card was blocked in 2021 pending a review.",
        "The user's card was blocked in 2021 and ₦40,000 is still on hold.",
        "The user's card was blocked in 2021 and her new card was blocked yesterday.",
        "The user's card has not worked since it was blocked in 2021.",
        "The user's card was blocked two days ago.",
        "The user's card was blocked last year.",
        "The user's account was frozen in 2021 with ₦250,000 in it.",
    ],
)
def test_a_state_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


# --- a USSD code as a habit -------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "The user dials *894# for First Bank transfers.",
        # siblings
        "She uses *737# for GTBank transfers.",
        "The user pays bills with the *966# code.",
        "The user sends money home through *737#.",
        "Kofi uses *170# for MoMo transfers to his mother.",
        "The user mostly uses Zenith's USSD *966# code to pay for DStv.",
    ],
)
def test_a_ussd_code_used_as_a_habit_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twins
        "Her *737# transfer is pending.",
        # near-misses: under way, a figure, negated, a reason or a second clause
        "The user dials *894# for transfers but the last one is still pending.",
        "The user dials *894# for transfers and her last transfer is stuck.",
        "The user is dialling *894# to send money to her sister.",
        "The user dials *894# to send ₦5,000 to her sister.",
        "She uses *737# for GTBank transfers, but it is down today.",
        "She uses *737# for GTBank transfers and it is barred on her line.",
        "The user dials *894# for transfers, which failed yesterday.",
        "The user dials *894# for transfers; ₦20,000 is on hold.",
        "The user dials *894# for transfers because her card is blocked.",
        "The user pays bills with the *966# code, but the payment has not gone through.",
        "The user can't use *894# for transfers.",
        "The user dials *894# to check his balance of ₦3,000.",
    ],
)
def test_a_ussd_session_as_it_stands_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the brief's live twin, accepted before
        "*894# is not responding.",
        # siblings
        "First Bank's USSD is not working on her line.",
        "The *737# code isn't going through.",
        "The user's GTBank app is not loading.",
        "The user's Opay USSD no dey work.",
        "The user's POS is not connecting.",
    ],
)
def test_a_service_not_working_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user dials *894# for transfers.",
        "The user prefers USSD because the app does not work without data.",
    ],
)
def test_a_service_named_without_its_state_stays_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- a question about a password --------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        # the round's miss
        "Do you use the same password elsewhere?",
        # siblings: other adverbs, pronouns, prepositions
        "Do you use this password anywhere else?",
        "Is the password here?",
        "Which password do you use elsewhere?",
        "Do you keep your password there?",
        "Do you use the password online?",
        "Did you share your password with anyone?",
    ],
)
def test_a_question_about_a_password_is_shown(text: str) -> None:
    assert shown(text) == text


@pytest.mark.parametrize(
    ("messages", "secret"),
    [
        (("my password is Tolu1990",), "Tolu1990"),
        (("password: elsewhere123",), "elsewhere123"),
        (("password na Jesus4life",), "Jesus4life"),
        (("my password is elsewhere",), "elsewhere"),
        (("Is the password 'here'?",), "here"),
        (("Is your password Tolu1990?",), "Tolu1990"),
        (
            (
                "Do you use the same password elsewhere?",
                "I use GodIsGood123 for everything, app and email",
            ),
            "GodIsGood123",
        ),
    ],
)
def test_a_password_given_stays_masked(messages: tuple[str, ...], secret: str) -> None:
    assert secret not in shown(*messages), shown(*messages)
