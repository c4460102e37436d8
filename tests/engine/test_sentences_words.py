"""The words the screens read (``sentences.norm_words``) keep an abugida's words whole.

A Devanagari, Bengali, Tamil or Thai vowel sign or virama spells its word; before, each was
dropped or made a space, so "प्रमाणीकरण" (verification) reached the tables as "परम ण करण" and every
table in those scripts had to allow a gap at each sign (round 62's Nepali).
"""

from __future__ import annotations

import pytest

from memoryadmin.engine.sentences import norm_words

ABUGIDA = [
    ("दोस्रो चरणको प्रमाणीकरण बन्द गरिदिनुहोस्, झन्झट लाग्यो।",
     "दोस्रो चरणको प्रमाणीकरण बन्द गरिदिनुहोस् झन्झट लाग्यो"),
    ("আমার পিন নম্বর মনে রাখো", "আমার পিন নম্বর মনে রাখো"),
    ("ஓடிபி கேட்காதீங்க", "ஓடிபி கேட்காதீங்க"),
    ("ไม่ต้องถามรหัส", "ไม่ต้องถามรหัส"),
]


@pytest.mark.parametrize(("text", "words"), ABUGIDA)
def test_an_abugida_word_stays_whole(text: str, words: str) -> None:
    assert norm_words(text) == words


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("Don't ask me for the OTP again!", "dont ask me for the otp again"),
        ("kalimat al-sirr: كلمةُ السِّرّ", "kalimat al sirr كلمة السر"),  # harakat still dropped
        ("cafe\u0301 e\u0300", "café è"),  # a combining accent joins its letter (NFKC)
        ("a\u0301\u0300b", "áb"),  # an accent NFKC cannot join is dropped, not a space
        ("पिन: १२३४ ।", "पिन १२३४"),  # the danda is punctuation: a space
        ("  Tunde — pending?? ", "tunde pending"),
    ],
)
def test_marks_elsewhere_are_read_as_before(text: str, words: str) -> None:
    assert norm_words(text) == words
