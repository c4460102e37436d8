"""A candidate summary sentence that mentions a forgotten word is dropped, not masked."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from memoryadmin.engine.forgetting import (
    MASK,
    drop_forgotten_sentences,
    drop_sentences,
    forget_terms,
    is_clean,
    keyed_matcher,
    make_digests,
)
from memoryadmin.engine.keyring import Keyring
from memoryadmin.engine.sentences import sentence_spans, split_sentences

KEYRING = Keyring.single("k1", b"test-secret")


def m_for(key: str, note: str):  # type: ignore[no-untyped-def]
    m = keyed_matcher(make_digests(forget_terms(key, note), KEYRING), KEYRING)
    assert m is not None
    return m


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        (
            "The user saves ₦5.5k weekly. Mr. Okafor is his landlord. Rent is ₦250,000.00 due.",
            [
                "The user saves ₦5.5k weekly.",
                "Mr. Okafor is his landlord.",
                "Rent is ₦250,000.00 due.",
            ],
        ),
        (
            "Interest is 3.5% a year! Is it paid on the 25th? Yes.",
            ["Interest is 3.5% a year!", "Is it paid on the 25th?", "Yes."],
        ),
        (
            "Dr. Bello sent N 5,000 to Mrs. Obi, e.g. for rent. Sent 5k to J. Okafor.",
            ["Dr. Bello sent N 5,000 to Mrs. Obi, e.g. for rent.", "Sent 5k to J. Okafor."],
        ),
        ("Ref No. 5 is open. Done", ["Ref No. 5 is open.", "Done"]),
        (
            "1. Pays rent monthly\n2. Saves for a car.\n\n- Likes jollof",
            ["1. Pays rent monthly", "2. Saves for a car.", "- Likes jollof"],
        ),
        (
            'He said "Pay now." Then he left...  Later.',
            ['He said "Pay now."', "Then he left...", "Later."],
        ),
        ("No trailing stop", ["No trailing stop"]),
        ("   ", []),
    ],
)
def test_sentence_boundaries(text: str, expected: list[str]) -> None:
    assert split_sentences(text) == expected


@given(st.text(max_size=300))
def test_spans_are_ordered_trimmed_and_cover_everything_but_whitespace(text: str) -> None:
    spans = sentence_spans(text)
    at = 0
    for s, e in spans:
        assert at <= s < e
        assert text[at:s].strip() == ""
        assert text[s:e] == text[s:e].strip()
        at = e
    assert text[at:].strip() == ""


def test_the_issue_case_is_dropped_not_masked() -> None:
    m = m_for("wife", "Wife is Ngozi; she tops up the car savings")
    candidate = (
        "The user's wife is Ngozi. Saves ₦5.5k for a car by next June. "
        "Mr. Okafor is the landlord. She tops up the car savings."
    )
    kept, dropped = drop_forgotten_sentences(candidate, m)
    assert kept == "Saves ₦5.5k for a car by next June. Mr. Okafor is the landlord."
    assert dropped == 2
    assert MASK not in kept and is_clean(kept, m)


def test_a_masked_sentence_goes_too_and_line_breaks_stay() -> None:
    m = m_for("wife", "Wife is Ngozi")
    text = (
        f"- Pays rent monthly.\n- The user's {MASK} is {MASK}.\n- Saves for a car.\n\nLikes jollof."
    )
    kept, dropped = drop_forgotten_sentences(text, m)
    assert kept == "- Pays rent monthly.\n- Saves for a car.\n\nLikes jollof."
    assert dropped == 1
    assert drop_forgotten_sentences(text, None) == (kept, 1)
    assert drop_forgotten_sentences("Nothing forgotten here. At all.", m) == (
        "Nothing forgotten here. At all.",
        0,
    )


def test_a_phrase_across_two_clean_sentences_is_dropped() -> None:
    m = m_for("goal", "Saves for the car savings plan")
    text = "Pays rent. Saves for the car. Savings plan is monthly. Likes jollof."
    kept, dropped = drop_forgotten_sentences(text, m)
    assert kept == "Pays rent. Likes jollof."
    assert dropped == 2


def test_a_seam_left_by_a_dropped_sentence_is_checked() -> None:
    m = m_for("goal", "tops up the car savings")  # no capitals: only the phrase
    text = "She tops up the car. Ngozi called. Savings grow."
    # Nothing but the phrase is forgotten, and no single sentence holds it.
    assert drop_forgotten_sentences(text, m) == (
        "She tops up the car. Ngozi called. Savings grow.",
        0,
    )
    m2 = m_for("wife", "Wife is Ngozi; she tops up the car savings")
    # "Ngozi called." goes, and the seam it leaves reads "she tops up the car savings".
    assert drop_forgotten_sentences("She tops up the car. Ngozi called. Savings grow.", m2) == (
        "",
        3,
    )


def test_drop_sentences_still_joins_with_spaces() -> None:
    m = m_for("wife", "Wife is Ngozi")
    text = "Married to Ngozi. Saves for a car!\nMr. Okafor is the landlord. Pays rent monthly."
    assert (
        drop_sentences(text, m) == "Saves for a car! Mr. Okafor is the landlord. Pays rent monthly."
    )


forgotten_bits = st.sampled_from(
    [
        "Ngozi",
        "ngozi's",
        "WIFE",
        "she tops up the car savings",
        "she tops\nup the CAR. savings",
        MASK,
    ]
)


def _made_of(kept: str, sentences: list[str], count: int) -> bool:
    """Is ``kept`` ``count`` of ``sentences``, unchanged and in order, joined by whitespace?"""
    target = " ".join(kept.split())
    parts = [" ".join(s.split()) for s in sentences]
    # (sentences looked at, characters of target matched, sentences taken)
    states = {(0, 0)}
    for part in parts:
        nxt = set(states)
        for at, taken in states:
            piece = part if at == 0 else " " + part
            if target.startswith(piece, at):
                nxt.add((at + len(piece), taken + 1))
        states = nxt
    return (len(target), count) in states


@given(st.lists(st.one_of(st.text(max_size=30), forgotten_bits), max_size=12))
def test_what_is_kept_is_always_clean_and_made_of_whole_sentences(parts: list[str]) -> None:
    m = m_for("wife", "Wife is Ngozi; she tops up the car savings")
    text = " ".join(parts)
    kept, dropped = drop_forgotten_sentences(text, m)
    assert is_clean(kept, m)
    before = split_sentences(text)
    assert 0 <= dropped <= len(before)
    assert _made_of(kept, before, len(before) - dropped)
