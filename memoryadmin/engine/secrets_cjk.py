"""Secrets typed in Japanese and Korean, as the digit view reads them (ENGINE.md section 8).

Japanese writes no space between a word and its particle, nor between a label and its
value ("暗証番号は0815です": the PIN is 0815; "ＯＴＰは３８２９０１です", full-width letters
and digits the fold already reads as "OTP" and "382901"); Korean puts its particle onto the
word ("OTP는 382901", "비밀번호는 …") and says a code in Sino-Korean digits, one syllable
each, written as one word ("구팔칠육": nine eight seven six). The view
(``digit_view.digit_view``) reads such a text:

- a space where the script changes between a CJK script (Han, kana, Hangul) and another
  letter or digit, so a label and its value are words of their own (``spaced``);
- a topic or subject particle left standing alone between a label and the digits after it
  read as ":" (``particle_colons``), the link the other languages' copulas are;
- a word of four to eight Sino-Korean digits as its digits (``hangul_codes``): nobody
  says an amount that way (an amount has 천, 만), so such a word is a code wherever it stands.
"""

from __future__ import annotations

import re

# Sino-Korean digits: "공" and "영" are both nought.
HANGUL_DIGITS: dict[str, str] = {
    "공": "0", "영": "0", "일": "1", "이": "2", "삼": "3", "사": "4", "오": "5", "육": "6",
    "륙": "6", "칠": "7", "팔": "8", "구": "9",
}
# A word of them, and the particle or copula a Korean sentence ends it with ("구팔칠육이에요":
# the longest run of digits that leaves a whole particle after it, else none).
_HANGUL_PARTICLE = (
    r"이에요|예요|입니다|이고|이야|이요|이라고|라고|이랑|랑|요|은|는|이|가|을|를|야|고|도|로|으로|에요"
)
_HANGUL_CODE = re.compile(
    rf"(?<![가-힣])[{''.join(HANGUL_DIGITS)}]{{4,8}}(?=(?:{_HANGUL_PARTICLE})?(?![가-힣]))"
)


# The words those syllables also spell: "사이사이" (here and there).
_HANGUL_WORDS = frozenset({"사이사이"})


def hangul_codes(text: str) -> list[tuple[int, int]]:
    """Where ``text`` says four to eight digits in Sino-Korean syllables, as one word."""
    # Asked of every message on the turn's path: an ASCII text (most) answered at once.
    if text.isascii() or not any("\uac00" <= ch <= "\ud7a3" for ch in text):
        return []
    return [m.span() for m in _HANGUL_CODE.finditer(text) if m.group(0) not in _HANGUL_WORDS]


def _script(ch: str) -> str | None:
    """The script a character is written in, as far as a space between two of them goes:
    None for a space, a mark or punctuation (no space is put beside them)."""
    o = ord(ch)
    if 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF:
        return "han"
    if 0x3040 <= o <= 0x309F:
        return "hiragana"
    if 0x30A0 <= o <= 0x30FF or 0xFF66 <= o <= 0xFF9F:
        return "katakana"
    if 0xAC00 <= o <= 0xD7A3 or 0x1100 <= o <= 0x11FF or 0x3130 <= o <= 0x318F:
        return "hangul"
    return "other" if ch.isalnum() else None


_CJK = frozenset({"han", "hiragana", "katakana", "hangul"})


def has_cjk(text: str) -> bool:
    """Whether ``text`` has a character of Han, kana or Hangul (an ASCII text, at once: most)."""
    return not text.isascii() and any(_script(ch) in _CJK for ch in text if not ch.isascii())


def spaced(
    chars: list[str], spans: list[tuple[int, int]]
) -> tuple[list[str], list[tuple[int, int]]]:
    """The view's characters with a space wherever the script changes and one side of the
    change is a CJK script ("暗証番号は0815です" reads "暗証番号 は 0815 です"); each space
    stands for the character after it."""
    out: list[str] = []
    out_spans: list[tuple[int, int]] = []
    before: str | None = None
    for ch, span in zip(chars, spans, strict=True):
        now = _script(ch) if len(ch) == 1 else None
        if before is not None and now is not None and now != before and (
            now in _CJK or before in _CJK
        ):
            out.append(" ")
            out_spans.append(span)
        out.append(ch)
        out_spans.append(span)
        before = now
    return out, out_spans


def spaced_text(text: str) -> str:
    """``text`` with the spaces of ``spaced``, for reading a request's labels ("ワンタイム
    パスワードを入力してください" names the one-time password)."""
    if not has_cjk(text):
        return text
    return "".join(spaced(list(text), [(i, i + 1) for i in range(len(text))])[0])


# A particle standing alone between a label and a value of digits or Latin letters: Japanese
# "は", "が", "も" (the topic, the subject, "also"), Korean "는", "은", "이", "가" after a label
# written in Latin letters ("OTP는 382901"). "が" is "か" once its voicing mark is folded. One
# character for one: the view keeps its offsets.
_LONE_PARTICLE = re.compile(r"(?<=\S )[はがかも는은이가](?= ?[0-9A-Za-z])")


def particle_colons(view: str) -> str:
    """``view`` with each particle standing alone between a label and its value read as ":"."""
    return _LONE_PARTICLE.sub(":", view)


__all__ = ["HANGUL_DIGITS", "hangul_codes", "has_cjk", "particle_colons", "spaced", "spaced_text"]
