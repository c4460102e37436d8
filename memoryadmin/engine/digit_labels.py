"""A secret's label typed with a digit for a letter (blind round 82), for ``digit_view``.

"ok the 0TP wey show for my phone na 901 377": the label's O typed as a zero, as a quick thumb
does beside the digits it is about to type ("0TP", "0tp", "P1N", "c0de", "pa55word",
"passc0de"). The digit view reads such a word as the label it spells, one letter for one
digit, so the offsets stay the text's and the labels' own patterns read it.

Only a word of letters and digits together that spells one of the labels, letter for digit:
a reference ("TX0T9"), a model ("A15") or a plate spells none.
"""

from __future__ import annotations

import re

# The digits typed for letters: 0 for o, 1 for i, 3 for e, 4 for a, 5 for s.
_LETTERS = str.maketrans("01345", "oieas")
_LABELS = frozenset(
    "otp pin mpin pins otps code codes passcode password passwd pword token cvv secret".split()
)
# A word of three to eight letters and digits, at least one of each.
_MIXED = re.compile(r"(?<![\w])(?=[A-Za-z]*\d)(?=\d*[A-Za-z])[A-Za-z0-9]{3,8}(?![\w])")


def _spelt(word: str) -> str | None:
    letters = word.lower().translate(_LETTERS)
    return letters if letters in _LABELS and letters.isalpha() else None


def has_digit_label(text: str) -> bool:
    """Whether ``text`` holds a label typed with a digit for a letter."""
    return any(ch.isdigit() for ch in text) and any(
        _spelt(m.group(0)) for m in _MIXED.finditer(text)
    )


def letters_for_digits(view: str) -> str:
    """``view`` with each label typed with digits spelt in letters (one for one)."""
    return _MIXED.sub(lambda m: _spelt(m.group(0)) or m.group(0), view)


__all__ = ["has_digit_label", "letters_for_digits"]
