"""Fact screens that read negation, and normalised fact keys (ENGINE.md section 5; issue 12).

"I never got it" is not a standing instruction and "I don't always..." is not
one either; "never call me before 9" is. Keys are compared in one spelling:
"Wife's name", "wife-name" and "wifeName" are all "wife_name".
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from memoryadmin.engine.facts import (
    NEGATIONS,
    FactRules,
    LastingShape,
    Outcome,
    UserMessage,
    lasting_phrase,
    normalise_key,
    rules_of,
    screen,
)
from memoryadmin.engine.types import Fact
from memoryadmin.packs.banking import PACK
from memoryadmin.packs.banking.facts import RECURRENCE, SAVING, STANDING_INSTRUCTION

RULES = rules_of(PACK)


def one(raw: dict[str, Any], said: str, existing: list[Fact] | None = None) -> Any:
    return screen([raw], [UserMessage(seq=1, content=said)], existing or [], [], RULES).results[0]


def proposal(**over: Any) -> dict[str, Any]:
    base = {
        "key": "contact_time",
        "kind": "preference",
        "note": "Not to be called before 9",
        "evidence": "",
        "confidence": 0.9,
    }
    base.update(over)
    return base


# --- negation -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "found"),
    [
        ("I never got it", None),
        ("I never got the SMS, never mind", None),
        ("I don't always check my balance", None),
        ("I do not always want receipts", None),
        ("never call me before 9", "never"),
        ("Never send me SMS alerts.", "never"),
        ("Please never call me at work", "never"),
        ("You should never call me at work", "never"),
        ("No, always call me Ada", "always"),  # the "no" belongs to another clause
        ("I didn't say to always text me", None),
        ("from now on, reply in Yoruba", "from now on"),
    ],
)
def test_standing_instructions_read_negation(text: str, found: str | None) -> None:
    assert lasting_phrase(text, STANDING_INSTRUCTION, imperative_only={"never"}) == found


@pytest.mark.parametrize(
    ("text", "phrases", "found"),
    [
        ("I pay rent every month", RECURRENCE, "every"),
        ("not every month, only when I can", RECURRENCE, None),
        ("I'm saving for a car", SAVING, "saving"),
        ("I can't save anything this year", SAVING, None),
        ("I don't save", SAVING, None),
    ],
)
def test_recurrence_and_saving_read_negation(
    text: str, phrases: tuple[str, ...], found: str | None
) -> None:
    assert lasting_phrase(text, phrases) == found


@pytest.mark.parametrize(
    ("said", "ok"),
    [
        ("I never got it", False),
        ("I don't always want a call, honestly", False),
        ("never call me before 9", True),
        ("Please never call me before 9am.", True),
    ],
)
def test_the_lasting_screen_reads_negation(said: str, ok: bool) -> None:
    r = one(proposal(note="Call timing", evidence=said), said)
    if ok:
        assert r.outcome is Outcome.ACCEPTED, r
    else:
        assert r.outcome is Outcome.REJECTED and r.screen == "lasting", r


def test_a_negated_recurrence_is_not_a_commitment() -> None:
    said = "I send my mum money, but not every month."
    raw = proposal(key="mum", kind="commitment", note="Sends mum money", evidence=said)
    assert one(raw, said).screen == "lasting"
    said = "I send my mum money every month."
    assert one({**raw, "evidence": said}, said).outcome is Outcome.ACCEPTED


def test_the_pack_declares_never_as_an_instruction_only() -> None:
    assert RULES.imperative_only == frozenset({"never"})
    assert RULES.negations == NEGATIONS and "dont" in RULES.negations
    assert "I never got it" in PACK.fact_instructions
    # Rules without the new fields keep their old meaning, negation aside.
    plain = FactRules(
        allowed_kinds=("preference",),
        never_inferred=frozenset(),
        lasting={"preference": ("never",)},
        lasting_needs={"preference": "a standing instruction"},
    )
    assert plain.imperative_only == frozenset()
    said = "I never got it"
    raw = proposal(note="Call timing", evidence=said)
    r = screen([raw], [UserMessage(1, said)], [], [], plain).results[0]
    assert r.outcome is Outcome.ACCEPTED


# --- keys -----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "expected"),
    [
        ("Wife's name", "wife_name"),
        ("wife’s name", "wife_name"),
        ("wife-name", "wife_name"),
        ("  WIFE  NAME ", "wife_name"),
        ("wifeName", "wife_name"),
        ("wife__name", "wife_name"),
        ("wife name.", "wife_name"),
        ("Don't call before", "dont_call_before"),
        ("preferred_name_2", "preferred_name_2"),
        ("BVN", "bvn"),
        ("myBVN", "my_bvn"),
        ("Ọmọ name", "ọmọ_name"),
        ("!!!", ""),
        ("", ""),
    ],
)
def test_normalise_key(key: str, expected: str) -> None:
    assert normalise_key(key) == expected


_KEY_SHAPE = re.compile(r"(?:[^\W_]+(?:_[^\W_]+)*)?")


@given(st.text(max_size=60))
@example("0_ 0")
@example("a_-_b")
def test_normalise_key_is_idempotent_and_well_shaped(key: str) -> None:
    once = normalise_key(key)
    assert normalise_key(once) == once
    assert _KEY_SHAPE.fullmatch(once), once
    assert once == once.casefold()


WORDS = st.lists(st.from_regex(r"[a-z][a-z0-9]{0,8}", fullmatch=True), min_size=1, max_size=5)


@given(words=WORDS, sep=st.sampled_from([" ", "-", "_", "  ", " - ", "__", ". "]))
def test_separators_and_case_do_not_matter(words: list[str], sep: str) -> None:
    expected = "_".join(words)
    assert normalise_key(sep.join(words)) == expected
    assert normalise_key(f"  {sep.join(words).upper()}  ") == expected


def test_a_key_without_letters_or_digits_is_malformed() -> None:
    said = "From now on, call me Ada."
    r = one(proposal(key="'-- !", note="Prefers Ada", evidence="call me Ada"), said)
    assert r.outcome is Outcome.REJECTED and r.screen == "malformed"


def test_keys_are_compared_normalised_by_the_screens() -> None:
    said = "From now on, call me Ada."
    raw = proposal(key="Preferred Name", note="Prefers to be called Ada", evidence="call me Ada")
    # A stated fact under another spelling of the key still wins.
    stated = Fact(key="preferred_name", kind="preference", note="Call me Adaeze", origin="stated")
    r = one(raw, said, [stated])
    assert r.outcome is Outcome.REJECTED and r.screen == "stated_wins"
    # An older inferred one is superseded, and the result names it as stored.
    old = Fact(key="preferred-name", kind="preference", note="Likes Mrs Obi", origin="inferred")
    r = one(raw, said, [old])
    assert r.outcome is Outcome.SUPERSEDES and r.existing_key == "preferred-name"
    # The same note under another spelling merges into the kept fact.
    note = "Prefers to be called Ada."
    same = Fact(key="preferredName", kind="preference", note=note, origin="stated")
    r = one(raw, said, [same])
    assert r.outcome is Outcome.MERGED and r.existing_key == "preferredName"


def test_one_batch_cannot_add_a_key_twice_under_two_spellings() -> None:
    said = "My wife is Ngozi and my wife's name is Ngozi Okafor."
    first = proposal(key="Wife's name", kind="relationship", note="Wife is Ngozi", evidence=said)
    second = {**first, "key": "wife_name", "note": "Wife is Ngozi Okafor, a teacher"}
    out = screen([first, second], [UserMessage(1, said)], [], [], RULES)
    assert [r.outcome for r in out.results] == [Outcome.ACCEPTED, Outcome.SUPERSEDES]
    assert out.results[1].existing_key == "Wife's name"


def test_a_pack_may_say_what_lasts_by_what_it_is_about() -> None:
    # Any pack, not only banking: a reader the lasting screen asks when no phrase is there.
    def about_colour(text: str) -> str | None:
        return "colour" if "colour" in text.lower() else None

    rules = FactRules(
        allowed_kinds=("preference",),
        never_inferred=frozenset(),
        lasting={"preference": ("always",)},
        lasting_needs={"preference": "a standing instruction"},
        lasting_shapes={"preference": LastingShape("how to show things", about_colour)},
    )

    def kept(said: str) -> bool:
        raw = proposal(note="Display", evidence=said)
        return screen([raw], [UserMessage(1, said)], [], [], rules).results[0].kept

    assert kept("Show my charts in one colour.") and kept("Always show charts.")
    assert not kept("Show my charts.")
    assert "or is how to show things" in rules.instructions()
    # Without the field, the old meaning: only the phrase.
    plain = dataclasses.replace(rules, lasting_shapes={})
    said = "Show my charts in one colour."
    raw = proposal(note="Display", evidence=said)
    assert not screen([raw], [UserMessage(1, said)], [], [], plain).results[0].kept
