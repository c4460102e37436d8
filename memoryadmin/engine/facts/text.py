"""Fact text: how quotes, numbers, phrases, negation and keys are read (ENGINE.md section 5).

Every comparison the fact screens make goes through here: a quote is matched
ignoring case and punctuation, a number by its value, a lasting phrase only
where nothing negates it, a key in its one spelling.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterable, Sequence
from difflib import SequenceMatcher

# --- text matching -----------------------------------------------------------

_APOSTROPHES = "'’‘`´"


def normalise(text: str) -> str:
    """Lower case, punctuation gone, spaces single: how quotes are compared.

    Apostrophes vanish ("don't" == "dont"); every other mark becomes a space.
    """
    text = unicodedata.normalize("NFKC", text).casefold()
    out: list[str] = []
    for ch in text:
        if ch in _APOSTROPHES:
            continue
        out.append(ch if ch.isalnum() else " ")
    return " ".join("".join(out).split())


def _normalised_with_index(text: str) -> tuple[str, list[int]]:
    """``normalise`` plus, for each character of the result, its index in ``text``."""
    chars: list[str] = []
    index: list[int] = []
    pending_space = False
    for i, raw in enumerate(text):
        for ch in unicodedata.normalize("NFKC", raw).casefold():
            if ch in _APOSTROPHES:
                continue
            if ch.isalnum():
                if pending_space and chars:
                    chars.append(" ")
                    index.append(i)
                pending_space = False
                chars.append(ch)
                index.append(i)
            else:
                pending_space = True
    return "".join(chars), index


def quote_in(evidence: str, content: str) -> bool:
    q = normalise(evidence)
    return bool(q) and q in normalise(content)


def quote_span(evidence: str, content: str) -> tuple[int, int] | None:
    """Where the quote sits in ``content`` (start, end), widened to whole words."""
    q = normalise(evidence)
    if not q:
        return None
    norm, index = _normalised_with_index(content)
    at = norm.find(q)
    if at < 0:
        return None
    start, end = index[at], index[at + len(q) - 1] + 1
    while start > 0 and content[start - 1].isalnum():
        start -= 1
    while end < len(content) and content[end].isalnum():
        end += 1
    return start, end


_NUMBER = re.compile(r"\d(?:[\d,]*\d)?(?:\.\d+)?")
_SCALE = re.compile(r"\s?(k|m|bn|thousand|million|billion)\b", re.IGNORECASE)
_SCALES = {"k": 1_000, "thousand": 1_000, "m": 1_000_000, "million": 1_000_000}
_SCALES |= {"bn": 1_000_000_000, "billion": 1_000_000_000}


def _canonical(number: str) -> str:
    """'5,000' -> '5000', '2.50' -> '2.5', '007' -> '7'."""
    digits = number.replace(",", "")
    whole, _, frac = digits.partition(".")
    whole = whole.lstrip("0") or "0"
    frac = frac.rstrip("0")
    return f"{whole}.{frac}" if frac else whole


def _numbers(text: str) -> list[tuple[str, str | None]]:
    """Each number in the text: canonical as written, and scaled when it says "k", "million"."""
    out: list[tuple[str, str | None]] = []
    for m in _NUMBER.finditer(text):
        value = _canonical(m.group(0))
        scale = _SCALE.match(text, m.end())
        scaled: str | None = None
        if scale is not None:
            factor = _SCALES[scale.group(1).lower()]
            whole, _, frac = value.partition(".")
            extra = int(frac) * factor // (10 ** len(frac)) if frac else 0
            scaled = str(int(whole) * factor + extra)
        out.append((value, scaled))
    return out


def numbers_in(text: str) -> set[str]:
    """Every number the text says, canonical; "5k" counts as both 5 and 5000."""
    found: set[str] = set()
    for value, scaled in _numbers(text):
        found.add(value)
        if scaled is not None:
            found.add(scaled)
    return found


def numbers_claimed(text: str) -> list[str]:
    """The numbers a fact states: "5k" claims 5000, not 5."""
    return [scaled or value for value, scaled in _numbers(text)]


def has_phrase(text: str, phrases: Iterable[str]) -> str | None:
    """The first phrase that appears in the text as whole words, ignoring case and marks."""
    padded = f" {normalise(text)} "
    for phrase in phrases:
        p = normalise(phrase)
        if p and f" {p} " in padded:
            return phrase
    return None


# --- reading negation --------------------------------------------------------------

# Compared after ``normalise``, which drops apostrophes: "don't" is "dont".
NEGATIONS: frozenset[str] = frozenset(
    {
        "not",
        "no",
        "never",
        "dont",
        "doesnt",
        "didnt",
        "cannot",
        "cant",
        "wont",
        "wouldnt",
        "shouldnt",
        "isnt",
        "arent",
        "wasnt",
        "werent",
        "havent",
        "hasnt",
        "hardly",
        "rarely",
        "seldom",
        "nor",
        "without",
    }
)
# What may stand before an instruction at the start of its clause:
# "please never call me", "and from now on", "you should never".
_LEAD_IN = frozenset(
    {"please", "kindly", "and", "but", "so", "just", "also", "then", "ok", "okay", "oh", "now"}
)
_YOU_MODAL = frozenset({"should", "must", "will", "shall", "can", "may"})
_IDIOMS = frozenset({"mind"})  # "never mind" opens a clause but instructs nothing
_CLAUSE = re.compile(r"[.,;:!?\n()\[\]\"“”]+")
NEGATION_WINDOW = 3


def _clauses(text: str) -> list[list[str]]:
    return [c for c in (normalise(part).split() for part in _CLAUSE.split(text)) if c]


def _imperative_at(words: Sequence[str], i: int) -> bool:
    """Word ``i`` opens an order: first in its clause (after "please"...) or after "you should"."""
    j = 0
    while j < i and words[j] in _LEAD_IN:
        j += 1
    if j == i:
        return True
    return i >= 2 and words[i - 2] == "you" and words[i - 1] in _YOU_MODAL


def lasting_phrase(
    text: str,
    phrases: Iterable[str],
    *,
    imperative_only: Iterable[str] = (),
    negations: Iterable[str] = NEGATIONS,
) -> str | None:
    """The first phrase that appears un-negated, as whole words in one clause.

    Like ``has_phrase``, ignoring case and punctuation, but it reads the
    sentence: a phrase with a negation in the few words before it in its clause
    does not count ("I don't always check", "not every month"), and a phrase in
    ``imperative_only`` counts only where it opens an instruction ("never call
    me before 9", "please never send SMS"), not in a statement ("I never got it").
    """
    only = {normalise(p) for p in imperative_only}
    negs = frozenset(negations)
    clauses = _clauses(text)
    for phrase in phrases:
        p = normalise(phrase).split()
        if not p:
            continue
        for words in clauses:
            for i in range(len(words) - len(p) + 1):
                if words[i : i + len(p)] != p:
                    continue
                before = words[max(0, i - NEGATION_WINDOW) : i]
                if any(w in negs for w in before):
                    continue
                if " ".join(p) in only and not (
                    _imperative_at(words, i)
                    and i + len(p) < len(words)  # an instruction says what to do
                    and words[i + len(p)] not in _IDIOMS
                ):
                    continue
                return phrase
    return None


# --- keys --------------------------------------------------------------------------

_CAMEL = re.compile(r"(?<=[a-z])(?=[A-Z])")
_POSSESSIVE = re.compile(r"(?<=\w)['’‘`´]s\b", re.IGNORECASE)
_NOT_KEY = re.compile(r"[\W_]+")


def normalise_key(key: str) -> str:
    """The one spelling of a fact key: what the screens compare, and what to store.

    Lower case, trimmed; camelCase split; a possessive "'s" dropped and other
    apostrophes removed; every run of spaces, hyphens, punctuation or
    underscores one underscore; none at either end. "Wife's name", "wife-name",
    " WIFE  NAME ", "wifeName" and "wife__name" are all "wife_name"; "don't call"
    is "dont_call". Letters and digits of any script are kept. Idempotent; the
    empty string when the key has no letter or digit at all.
    """
    text = unicodedata.normalize("NFKC", key).strip()
    text = _CAMEL.sub("_", text)
    text = _POSSESSIVE.sub("", text)
    text = "".join(ch for ch in text if ch not in _APOSTROPHES).casefold()
    return _NOT_KEY.sub("_", text).strip("_")


def near_identical(a: str, b: str) -> bool:
    na, nb = normalise(a), normalise(b)
    if na == nb:
        return True
    if numbers_in(a) != numbers_in(b):
        return False  # "Rent 5000" and "Rent 6000" differ where it matters
    return SequenceMatcher(None, na, nb).ratio() >= 0.9
