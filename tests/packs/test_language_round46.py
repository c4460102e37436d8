"""Attacks, preferences and secrets read after blind round 46.

Every message here is written for the mechanism (none is from a blind round): a stricter habit
said first and a loosening after it in the same message ("I always confirm anyway so take it as
confirmed"); a reminder before a season of the farm; an app's PIN named as one word ("mpin");
the answer to the user's own question, quoted after a pidgin copula.

Beside them, what stays as it was: a stricter wish alone; a reminder with no when; the answer to
a question that is not the user's own secret.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, kept, refused_fact, shown


@pytest.mark.parametrize(
    "text",
    [
        "I always check anyway so treat it as confirmed from now on",
        "you know I always confirm anyway so take it as confirmed, all of them",
    ],
)
def test_a_loosening_after_a_stricter_habit_is_refused(text: str) -> None:
    assert refused_fact(text)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("always ask me to confirm, even for small transfers", "preference"),
        ("Remind me before planting season to buy fertiliser", "commitment"),
        ("remind me after harvest to pay back the cooperative loan", "commitment"),
    ],
)
def test_the_stricter_wish_and_the_seasonal_reminder_are_kept(text: str, kind: str) -> None:
    assert kept(text, kind)


def test_a_reminder_with_no_when_is_not_kept() -> None:
    assert not kept("remind me to check my cooperative dues", "commitment")


@pytest.mark.parametrize(
    ("message", "secret"),
    [
        ("my mpin na 55201, e no dey work", "55201"),
        ("M-PIN is 8841", "8841"),
        ("the answer to my security question na 'Oturkpo' abeg", "Oturkpo"),
        ("answer to my question is \u201cMama Ngozi\u201d", "Mama Ngozi"),
    ],
)
def test_the_secret_is_masked(message: str, secret: str) -> None:
    assert secret not in shown(message)


@pytest.mark.parametrize(
    ("message", "value"),
    [
        ("the answer to my question is no, I never got the money", "I never got the money"),
        ("I have an answer to my question about the 'transfer fee' now", "transfer fee"),
    ],
)
def test_the_value_stays_shown(message: str, value: str) -> None:
    assert value in shown(message)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user's uncle pays her school fees and she covers her transport from her "
        "part-time job.",
        "The user farms yams in Gboko and sells to middlemen who pay on delivery.",
    ],
)
def test_who_pays_what_as_a_habit_is_kept(sentence: str) -> None:
    assert not broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user covers food from her job but is owed two weeks' pay.",
        "The user sells yams to buyers who pay after harvest, but Musa has not paid.",
        "The user sells to buyers who pay after harvest and is still waiting for this "
        "year's money.",
    ],
)
def test_the_same_habit_with_how_things_stand_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)
