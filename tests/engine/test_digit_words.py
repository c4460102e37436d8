"""Digits said in words are read whole, the longest word first (``digit_view._trie``)."""

from __future__ import annotations

import re

import pytest

from memoryadmin.engine.digit_view import _trie, digit_view
from memoryadmin.engine.digit_words import DIGIT_WORDS


def test_the_pattern_reads_every_digit_word_whole() -> None:
    word = re.compile(rf"\b{_trie(DIGIT_WORDS)}\b", re.IGNORECASE)
    assert [w for w in DIGIT_WORDS if not word.fullmatch(w)] == []


def test_a_longer_word_is_read_before_its_prefix() -> None:
    word = re.compile(_trie(["four", "fourteen", "dix", "dix-sept"]))
    assert word.match("fourteen").group(0) == "fourteen"
    assert word.match("dix-sept").group(0) == "dix-sept"
    assert word.match("dix,").group(0) == "dix"


@pytest.mark.parametrize(
    ("text", "view"),
    [
        ("the code is fifty-five sixty-one", "the code is 55 61"),
        ("c'est quatre-vingt-dix, douze, trente-trois", "c'est 90 12 33"),
        ("two five eight zero", "2 5 8 0"),
        # Chichewa's six to nine are five and one to four: one digit each.
        ("pin ndi zisanu ndi ziwiri zitatu chimodzi zinayi", "pin ndi 7 3 1 4"),
        # Words that are digits only in a secret's frame, before its label as after it.
        ("fo tu wan nain is di pin", "4 2 1 9 is di pin"),
        ("I wan send tu tauzen", None),
    ],
)
def test_numbers_in_words_are_seen_as_their_digits(text: str, view: str | None) -> None:
    assert digit_view(text)[0] == view
