"""Digits as typed: numbers in words, an O for a zero, an l for a one, pidgin's "na", a label
typed with a zero for its O ("0TP", ``digit_labels``) (ENGINE.md section 8).

The secret screens read a view of a text with digits where a user spelt them, so "my pin is
two five eight zero" and "otp na 4O1822" are read as the digits they are
(``digit_view``), and a run of four to eight digits said one word each is a code wherever
it stands (``spoken_digits``). The words are ``digit_words``' vocabularies.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable
from typing import Any

from memoryadmin.engine import digit_words, languages
from memoryadmin.engine.digit_labels import has_digit_label, letters_for_digits
from memoryadmin.engine.folding import back_offset, fold_chars, plain_char
from memoryadmin.engine.secrets_cjk import (
    HANGUL_DIGITS,
    hangul_codes,
    has_cjk,
    particle_colons,
    spaced,
)

# English and the languages users mix in (``digit_words.DIGIT_WORDS``): "tano mbili…".
_DIGIT_WORDS = {**digit_words.HOMOPHONES, **digit_words.DIGIT_WORDS}


def _trie(words: Iterable[str]) -> str:
    """One pattern for ``words``, shared prefixes read once ("f(?:our|ive)"): the digit words
    of a dozen languages are hundreds of alternatives, tried at every word of every text."""
    root: dict[str, Any] = {}
    for w in words:
        node = root
        for ch in w:
            node = node.setdefault(ch, {})
        node[""] = {}

    def emit(node: dict[str, Any]) -> str:
        ends = "" in node
        branches = [re.escape(ch) + emit(child) for ch, child in sorted(node.items()) if ch]
        if not branches:
            return ""
        body = branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"
        if ends:  # a word ends here, a longer one may go on: the longer is tried first
            return "(?:" + body + ")?" if len(branches) > 1 or len(body) > 1 else body + "?"
        return body

    return "(?:" + emit(root) + ")"


_WORD = _trie(digit_words.DIGIT_WORDS)
_HOMOPHONE = _trie(digit_words.HOMOPHONES)
# A digit word, a single digit or a word said for one: users mix them ("five 7 two nine").
_TOKEN = rf"\b(?:{_WORD}|{_HOMOPHONE}|\d)\b"
_REAL = re.compile(rf"\b(?:{_WORD}|\d)\b", re.IGNORECASE)
# Three or more in a row with at least one word ("two five eight zero", "three eight one,
# nine nine two", "two 5 eight 0 one 6").
# Digits said one by one: "3 then 9 then 0 then 2".
# Two words can be four digits said in pairs ("fifty-five sixty-one"): a run is two tokens
# or more, and enough of it must be real digits.
# A voice note's fillers between them ("forty-seven, uh, thirty-one") are no break.
_WORD_RUN = re.compile(
    rf"{_TOKEN}(?:(?:[\s,-]+(?:(?:uh+|er+|erm|ehm|eh|hmm)[\s,-]+)*|\s+then\s+){_TOKEN})+",
    re.IGNORECASE,
)
_HAS_WORD = re.compile(rf"\b{_WORD}\b", re.IGNORECASE)
_HAS_HOMOPHONE = re.compile(rf"\b{_HOMOPHONE}\b", re.IGNORECASE)
# "O" typed for a zero among digits, or at the end of a group of them before the next
# ("55O 912").
# (The letter first, its look-behinds after it: the pattern is searched in every message, and
# one that opens on look-behinds is tried at every position.)
_O_FOR_ZERO = re.compile(
    r"[Oo](?:(?<=\d[Oo])(?=\d)|(?<=\d[Oo][Oo])(?=\d)|(?<=\d\d[Oo])(?=\s\d{2}))"
)
# ... and an "l" or "I" typed for a one between two digits, as a phone keyboard's user does with
# an "O" ("3o4 1l7", round 42): a letter between digits is never a word.
_L_FOR_ONE = re.compile(r"[lI](?<=\d[lI])(?=\d)")
_NA = re.compile(r"\bna\b", re.IGNORECASE)
# Every script's decimal digits, each its ASCII digit: Arabic-Indic and Persian ("٤٨٢٧"),
# Bengali ("৬৪৮২৯১", round 63), Devanagari, Thai, Myanmar, the fullwidth forms... The masks'
# digit classes read ASCII digits in the view, whatever script the user typed.
_EASTERN_DIGITS = {
    cp: str(unicodedata.decimal(chr(cp)))
    for cp in range(0x80, 0x20000)
    if unicodedata.decimal(chr(cp), None) is not None
}
# Ge'ez numerals ("፩፰፯፬", round 67) are no decimal digits (category No): ፩-፱ are the digits
# one for one, as a user types a PIN; a tens sign (፲ ten ... ፺ ninety) its tens digit and the
# hundred and ten thousand (፻ ፼) a zero, one digit each, so a run of them is one number of its
# length and a mask takes it whole. (Ge'ez has no zero: a user types the ASCII one.)
_EASTERN_DIGITS.update({0x1369 + k: str(k + 1) for k in range(9)})
_EASTERN_DIGITS.update({0x1372 + k: str(k + 1) for k in range(9)})
_EASTERN_DIGITS.update({0x137B: "0", 0x137C: "0"})
# A keycap emoji: a digit, the emoji selector (often left out), the enclosing keycap.
_KEYCAP = re.compile("[0-9]\ufe0f?\u20e3")


# Groups of digits said one after another, joined by a word ("otp 509 then 774, it came in two
# sms", "918 then another one 227", "1 then 9 then 8 then 8", round 51): the view joins them
# with a space, as the user would have typed them, so a label before them reads the whole
# code. Four to eight digits in all, each group at most four: an amount then another is
# longer, or carries its currency (which the masks check on the view as on the text).
_JOINER = r"\s*,?\s+(?:and\s+)?(?:then|followed\s+by)(?:\s+(?:another|the\s+next)(?:\s+one)?)?\s+"
_JOINED = re.compile(rf"(?<![\d\w.,])\d{{1,4}}(?:{_JOINER}\d{{1,4}})+(?![\d\w]|[.,]\d)", re.I)
_GROUP = re.compile(r"\d+")


def _joined_groups(folded: str) -> list[re.Match[str]]:
    return [
        m
        for m in _JOINED.finditer(folded)
        if 4 <= sum(len(g) for g in _GROUP.findall(m.group(0))) <= 8
    ]


def _enough_real(run: str) -> bool:
    """Three real digits (a word for a pair is two), or two in a run as long as a code
    ("won too tree for five six")."""
    reals = _REAL.findall(run)
    real = sum(len(_DIGIT_WORDS.get(r.lower(), r)) for r in reals)
    return (real >= 3 and len(reals) >= 2) or (
        real >= 2 and len(re.findall(_TOKEN, run, re.IGNORECASE)) >= 5
    )


# "my pin is for to won ate": four words that sound like digits, right after a secret's
# label and its copula, are the digits, though none is a digit word.
# The label's possessive and copula in the languages users mix in ("PIN yangu ndeye", "o
# meu PIN é", "PIN-kaygu waa").
_LABEL_BEFORE = re.compile(
    # "MPIN hai nau do teen saat", Mexico's "NIP" (round 50).
    # ... Kreyòl's article after it, "lan" and "nan" beside "la" ("pin lan se senk sèt de nèf").
    rf"\b(?:m?pi{{1,2}}n{{1,2}}|nip|otp|code|cvv|passcode|token)"
    rf"(?:[\s-]*(?:{languages.POSTPOSED_MY}|kaygu|lan|nan))?\s*"
    # A colon after the copula too: Tok Pisin "PIN em i olsem: sikis, foa, et, wan" (round 53).
    rf"(?:is|na|be|e|as|=|:|\.+|(?:{languages.COPULAS})(?!\w))?(?:\s*:)?\s*$",
    re.IGNORECASE,
)


# ... or right before its copula and the label, the value said first: "tree sero wan fife na
# my pin", "chimodzi ziwiri zisanu zitatu ndi PIN yanga" (a brand between: "my Lonestar pin").
_LABEL_AFTER = re.compile(
    rf"\s*[,\-–—]*\s*(?:is|na|be|=|:|that['’]?s|it['’]?s|(?:{languages.COPULAS})(?!\w))\s+"
    r"(?:(?:my|mi|me|the|di|your|ma|mon|ya)\s+)?(?:[^\W\d]+\s+)?"
    r"(?:pi{1,2}n{1,2}|otp|code|cvv|passcode|token)\b",
    re.IGNORECASE,
)


def _said_by_label(folded: str, run: re.Match[str]) -> bool:
    """Four digits or more said right after a secret's label, or right before it."""
    digits = len(re.findall(_TOKEN, run.group(0), re.IGNORECASE))
    return digits >= 4 and (
        _LABEL_AFTER.match(folded, run.end()) is not None
        or _LABEL_BEFORE.search(folded, 0, run.start()) is not None
    )


# Four to eight digits said one word each ("four nine one, two zero eight", "five 7 two
# nine"): nobody says an amount, a date or a year that way, and a phone number has ten or
# more. Only real digit words count, not the words that sound like one ("for", "to").
_DIGIT_OR_WORD = rf"\b(?:{_WORD}|\d)\b"
_SPOKEN_RUN = re.compile(
    rf"{_DIGIT_OR_WORD}(?:(?:[\s,\-]+|\s+then\s+){_DIGIT_OR_WORD})+", re.IGNORECASE
)


def spoken_digits(text: str) -> list[tuple[int, int, int]]:
    """Where ``text`` says four to eight digits one by one, at least two of them as words, or
    as one word of Sino-Korean digits ("구팔칠육"): ``(start, end, digits)`` each."""
    out = [(a, b, b - a) for a, b in hangul_codes(text)]
    if not _HAS_WORD.search(text):
        return out
    folded, at = fold_chars(text)
    for m in _SPOKEN_RUN.finditer(folded):
        tokens = re.findall(_DIGIT_OR_WORD, m.group(0), re.IGNORECASE)
        words = sum(not t.isdigit() for t in tokens)
        if 4 <= len(tokens) <= 8 and words >= 2:
            out.append((back_offset(at, m.start()), back_offset(at, m.end()), len(tokens)))
    return out


# A reply that is nothing but digits said one word each ("char do nau saat": Urdu, "do" also
# "give", "char" an English word): read after a request for a code or a PIN, the words that
# are digits only in a run count as digits (``secrets.find_secrets``), never alone.
_REPLY_EDGES = " \t\n.,!?;:\"'“”‘’()"


def spoken_reply(text: str, least: int = 4) -> tuple[int, int, int] | None:
    """``(start, end, digits)`` when ``text`` is nothing but ``least`` (four, or three for a
    card's CVV) to eight digits said one by one, at least one of them a digit word (not only
    words said for one), else None. Six or more words said for digits are a code on their own:
    Vietnamese typed without its marks ("bon tam khong hai sau mot", round 62) is nothing but
    such words."""
    stripped = text.strip(_REPLY_EDGES)
    if not stripped or len(stripped) > 80:
        return None
    has_word = _HAS_WORD.search(text) is not None
    if not has_word and _HAS_HOMOPHONE.search(text) is None:
        return None
    folded, at = fold_chars(text)
    start = len(text) - len(text.lstrip(_REPLY_EDGES))
    end = start + len(stripped)
    f_start = next((i for i in range(len(folded)) if back_offset(at, i) >= start), 0)
    m = _WORD_RUN.match(folded, f_start)
    if m is None or back_offset(at, m.end()) < end:
        return None
    tokens = re.findall(_TOKEN, m.group(0), re.IGNORECASE)
    if not least <= len(tokens) <= 8 or not (
        (has_word and _REAL.search(m.group(0))) or (not has_word and len(tokens) >= 6)
    ):
        return None
    return start, end, len(tokens)


# Vietnamese digits with their tone marks ("bốn tám không hai sáu một"): folded, every one is a
# homophone ("bon tam khong hai sau mot"), so a run of them is read as digits where its words
# are all Vietnamese digits, two of them or more with their marks, four or more in all.
def _vietnamese(text: str, where: list[int] | None, run: re.Match[str]) -> bool:
    if where is None:
        return False
    marked = 0
    words = list(re.finditer(_TOKEN, run.group(0), re.IGNORECASE))
    for w in words:
        if w.group(0).isdigit():
            continue
        start, end = run.start() + w.start(), run.start() + w.end()
        said = text[back_offset(where, start) : back_offset(where, end)]
        said = unicodedata.normalize("NFC", said.lower())
        if said not in digit_words.VIETNAMESE_DIGITS:
            return False
        marked += said in digit_words.VIETNAMESE_MARKED
    return len(words) >= 4 and marked >= 2


# Four or more Devanagari, Bengali, Tamil or Sinhala digit words in a row, each between spaces,
# commas or dashes (the vowel signs that end a word are no word characters to a regex).
_INDIC_DIGITS = {
    **digit_words.DEVANAGARI_DIGITS,
    **digit_words.BENGALI_DIGITS,
    **digit_words.TAMIL_DIGITS,
    **digit_words.SINHALA_DIGITS,
}
_DEVANAGARI_WORD = (
    "(?:"
    + "|".join(sorted(map(re.escape, _INDIC_DIGITS), key=len, reverse=True))
    + r")(?=[\s,.\-:;!?।]|$)"
)
_DEVANAGARI_RUN = re.compile(
    rf"(?<![^\s,.\-:;!?।]){_DEVANAGARI_WORD}(?:[\s,\-]+{_DEVANAGARI_WORD}){{3,}}"
)
_DEVANAGARI_TOKEN = re.compile(_DEVANAGARI_WORD)


def _devanagari_runs(text: str) -> list[re.Match[str]]:
    """Each run of Devanagari, Bengali, Tamil or Sinhala digit words (none in a text without
    those scripts)."""
    if text.isascii() or not any(
        "\u0900" <= ch <= "\u09ff" or "\u0b80" <= ch <= "\u0bff" or "\u0d80" <= ch <= "\u0dff"
        for ch in text
    ):
        return []
    return list(_DEVANAGARI_RUN.finditer(text))


def digit_view(text: str) -> tuple[str | None, list[tuple[int, int]]]:
    """``text`` with digits for digit words, "0" for an "O" among digits, "is" for "na",
    the digit of each keycap emoji ("4️⃣2️⃣" is "42"), and each marked letter plain
    ("Nọ́mbà àṣírí" is "Nomba asiri", so a label in a tone-marked language reads).

    Returns the view (None when it is the text) and, for each of its characters, the
    span of the text it stands for, so a secret found in the view is masked in the text.
    """
    # Tone marks folded ("abụọ atọ" is "abuo ato"); ``where`` takes offsets back to the text's.
    folded, where = fold_chars(text)
    runs = [
        m
        for m in _WORD_RUN.finditer(folded)
        if (_HAS_WORD.search(m.group(0)) and _enough_real(m.group(0)))
        or _said_by_label(folded, m)
        or _vietnamese(text, where, m)
    ]
    joined = [
        m
        for m in _joined_groups(folded)
        if not any(r.start() < m.end() and m.start() < r.end() for r in runs)
    ]
    devanagari = _devanagari_runs(text)
    keycaps = list(_KEYCAP.finditer(text)) if "\u20e3" in text else []
    # Sino-Korean digits ("구팔칠육"), and the spaces Japanese and Korean leave out
    # (``secrets_cjk``).
    hangul = hangul_codes(text)
    cjk = has_cjk(text)
    eastern = text.translate(_EASTERN_DIGITS)
    marked = where is not None and folded != text
    if not (
        runs
        or joined
        or devanagari
        or keycaps
        or cjk
        or marked
        or eastern != text
        or _O_FOR_ZERO.search(text)
        or _L_FOR_ONE.search(text)
        or _NA.search(text)
        or has_digit_label(text)
    ):
        return None, []
    text = eastern  # one character for one: the spans stay the text's
    # Each edit: where it starts and ends in the text, and the characters it puts there,
    # each with the span of the text it stands for.
    edits: list[tuple[int, int, list[tuple[str, tuple[int, int]]]]] = []
    for m in runs:
        put: list[tuple[str, tuple[int, int]]] = []
        words = list(re.finditer(_TOKEN, m.group(0), re.IGNORECASE))
        for k, w in enumerate(words):
            if k:
                gap = (m.start() + words[k - 1].end(), m.start() + w.start())
                put.append((" ", (back_offset(where, gap[0]), back_offset(where, gap[1]))))
            said = _DIGIT_WORDS.get(w.group(0).lower(), w.group(0))
            # "trente-trois" is two digits, each standing for the word
            start, end = m.start() + w.start(), m.start() + w.end()
            span = (back_offset(where, start), back_offset(where, end))
            put += [(d, span) for d in said]
        edits.append((back_offset(where, m.start()), back_offset(where, m.end()), put))
    for m in devanagari:
        put = []
        words = list(_DEVANAGARI_TOKEN.finditer(m.group(0)))
        for k, w in enumerate(words):
            start, end = m.start() + w.start(), m.start() + w.end()
            if k:
                put.append((" ", (m.start() + words[k - 1].end(), start)))
            put.append((_INDIC_DIGITS[w.group(0)], (start, end)))
        edits.append((m.start(), m.end(), put))
    for m in joined:
        groups = list(_GROUP.finditer(m.group(0)))
        put = []
        for k, g in enumerate(groups):
            if k:
                gap = (m.start() + groups[k - 1].end(), m.start() + g.start())
                put.append((" ", (back_offset(where, gap[0]), back_offset(where, gap[1]))))
            for i in range(m.start() + g.start(), m.start() + g.end()):
                put.append((folded[i], (back_offset(where, i), back_offset(where, i + 1))))
        edits.append((back_offset(where, m.start()), back_offset(where, m.end()), put))
    for a, b in hangul:
        edits.append((a, b, [(HANGUL_DIGITS[text[i]], (i, i + 1)) for i in range(a, b)]))
    taken = [(a, b) for a, b, _ in edits]
    for m in keycaps:
        if not any(a < m.end() and m.start() < b for a, b in taken):
            edits.append((m.start(), m.end(), [(m.group(0)[0], m.span())]))
    edits.sort(key=lambda e: e[0])
    out: list[str] = []
    spans: list[tuple[int, int]] = []
    at = 0
    for start, end, put in edits:
        for i in range(at, start):
            if ch := plain_char(text[i]):
                out.append(ch)
                spans.append((i, i + 1))
        out += [ch for ch, _ in put]
        spans += [span for _, span in put]
        at = end
    for i in range(at, len(text)):
        if ch := plain_char(text[i]):
            out.append(ch)
            spans.append((i, i + 1))
    if cjk:
        out, spans = spaced(out, spans)
    view = particle_colons("".join(out)) if cjk else "".join(out)
    view = _NA.sub("is", _L_FOR_ONE.sub("1", _O_FOR_ZERO.sub("0", view)))
    # A label typed with a digit for a letter ("0TP na 901 377"): ``digit_labels``.
    return letters_for_digits(view), spans
