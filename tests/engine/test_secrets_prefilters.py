"""The secret masks' prefilters (``pattern_needs``) skip only what finds nothing.

A label's cue words are read from its pattern; a text without a digit is not searched for a
value that must hold one. These tests spell out every label of every secret the core and the
banking pack know, in every language table (each alternative of each label, as written), put
it in a message with a value and in a request, and check that the prefilters change nothing:
a label the cues missed would leave its value unmasked here, or its request unread.
"""

from __future__ import annotations

import importlib
import itertools
import re
from typing import Any

import pytest

from memoryadmin.engine.pattern_needs import cue_gate, cues, needs_digit
from memoryadmin.engine.secrets import (
    asked_for,
    find_secrets,
    mask_conversation,
    secret_rules_of,
)
from memoryadmin.engine.secrets_found import lower_case
from memoryadmin.engine.secrets_shapes import LabelledSecret, SecretRules
from memoryadmin.engine.secrets_words import CREDENTIAL_KINDS, GENERIC
from memoryadmin.packs.banking import PACK

_P: Any = importlib.import_module("re._parser")
_C: Any = importlib.import_module("re._constants")

BANKING = secret_rules_of(PACK)
CREDENTIALS = BANKING.only(CREDENTIAL_KINDS)


def _unfiltered(rules: SecretRules) -> SecretRules:
    """The same rules with every prefilter off: each label searched whole, on every text."""
    plain = SecretRules(
        labelled=rules.labelled,
        bare=rules.bare,
        money_before=rules.money_before,
        money_after=rules.money_after,
    )
    c = plain.compiled()
    c["label_cues"] = [None] * len(c["label_cues"])
    c["labelled_digitless"] = c["labelled"]
    c["any_word_label_digitless"] = c["any_word_label"]
    for union in ("any_label", "any_word_label", "any_word_label_digitless"):
        c[f"{union}_cues"] = None
    return plain


# --- spelling a label out --------------------------------------------------------------

_SPELLINGS = 24  # per label
_CATEGORY = {
    _C.CATEGORY_DIGIT: "4",
    _C.CATEGORY_SPACE: " ",
    _C.CATEGORY_WORD: "a",
    _C.CATEGORY_NOT_DIGIT: "a",
    _C.CATEGORY_NOT_SPACE: "a",
    _C.CATEGORY_NOT_WORD: " ",
}


def _char(av: Any) -> list[str]:
    """A character or two a class matches."""
    if av and av[0][0] is _C.NEGATE:
        return [ch for ch in " a4-" if not re.fullmatch(_class(av[1:]), ch)][:1] or ["x"]
    out = []
    for item, value in av:
        if item is _C.LITERAL:
            out.append(chr(value))
        elif item is _C.RANGE:
            out.append(chr(value[0]))
        elif item is _C.CATEGORY:
            out.append(_CATEGORY.get(value, "a"))
    return out[:2] or ["x"]


def _class(items: Any) -> str:
    parts = []
    for item, value in items:
        if item is _C.LITERAL:
            parts.append(re.escape(chr(value)))
        elif item is _C.RANGE:
            parts.append(f"{re.escape(chr(value[0]))}-{re.escape(chr(value[1]))}")
        elif item is _C.CATEGORY:
            parts.append({" ": r"\s", "a": r"\w", "4": r"\d"}.get(_CATEGORY.get(value, ""), ""))
    return "[" + "".join(parts) + "]" if parts else "(?!)"


def _spell(items: Any) -> list[str]:
    """Strings the parsed items match (look-arounds left out): each alternative of a branch,
    thinned evenly past ``_SPELLINGS``."""
    out = [""]
    for op, av in items:
        if op is _C.LITERAL:
            options = [chr(av)]
        elif op is _C.IN:
            options = _char(av)
        elif op is _C.ANY:
            options = ["x"]
        elif op is _C.BRANCH:
            options = [s for alternative in av[1] for s in _spell(alternative)]
        elif op is _C.SUBPATTERN:
            options = _spell(av[-1])
        elif op in (_C.MAX_REPEAT, _C.MIN_REPEAT, _C.POSSESSIVE_REPEAT):
            least, _, sub = av
            once = _spell(sub)
            options = ["".join(p) for p in itertools.product(once[:2], repeat=max(least, 1))]
            if least == 0:
                options = ["", *options]
        else:  # an anchor or a look-around: nothing to spell
            options = [""]
        out = [a + b for a, b in itertools.product(out, options)]
        if len(out) > _SPELLINGS:
            out = out[:: max(1, len(out) // _SPELLINGS)][:_SPELLINGS]
    return out


def _labels(rules: SecretRules) -> list[tuple[LabelledSecret, str, str]]:
    """Every (secret, label, spelling) of these rules."""
    out = []
    for secret in rules.labelled:
        for label in dict.fromkeys(secret.labels):
            parsed = _P.parse(label, re.UNICODE)
            out += [(secret, label, spelt) for spelt in dict.fromkeys(_spell(parsed)) if spelt]
    return out


LABELS = _labels(BANKING)
# For the masks whole (slower than a pattern's search): two spellings of each label.
FEW = [
    (secret, label, spelt)
    for (secret, label), spellings in itertools.groupby(LABELS, key=lambda t: (t[0], t[1]))
    for _, _, spelt in list(spellings)[:2]
]
# A label in a message: alone, before and after a value of each kind a secret has, and asked.
_VALUES = ("4821", "482913", "Kano_2019", "QX7K2M", "22212345678", "Methodist Primary")


def _messages(spelt: str) -> list[str]:
    return [
        spelt,
        *(f"{spelt} {v}" for v in _VALUES),
        *(f"my {spelt} is {v}" for v in _VALUES),
        *(f"{v} is my {spelt}" for v in _VALUES[:3]),
        f"Please enter your {spelt}.",
    ]


def _read(c: dict[str, Any], secret: LabelledSecret, message: str) -> bool:
    """Whether the secret's label is in the message, as the masks read it: its own pattern on
    the lowered text or, for a label not written in lower case, case-blind on the text."""
    i = BANKING.labelled.index(secret)
    own = c["label_lowered"][i]
    if own is not None:
        return own.search(lower_case(message)) is not None
    return c["labelled"][i][3].search(message) is not None


def test_every_label_of_every_table_is_spelt_out() -> None:
    # The spelling reads each label: most of them, in a message of their own, are found by
    # their own secret's pattern (the rest need what only a whole sentence gives them).
    c = BANKING.compiled()
    found = {
        label
        for secret, label, spelt in LABELS
        if any(_read(c, secret, m) for m in _messages(spelt))
    }
    labels = {label for _, label, _ in LABELS}
    assert len(found) >= 0.9 * len(labels), sorted(labels - found)[:20]


def test_a_label_is_never_missed_by_its_cue_words() -> None:
    c = BANKING.compiled()
    missed = []
    for secret, label, spelt in LABELS:
        i = BANKING.labelled.index(secret)
        gate = c["label_cues"][i]
        if gate is None:
            continue
        read_in = lower_case if c["label_lowered"][i] is not None else str
        for m in _messages(spelt):
            if _read(c, secret, m) and gate.search(read_in(m)) is None:
                missed.append((secret.kind, label, m))
    assert missed == []


@pytest.mark.parametrize("rules", [CREDENTIALS, BANKING], ids=["credentials", "banking"])
def test_every_label_masks_and_is_asked_as_without_the_prefilters(rules: SecretRules) -> None:
    plain = _unfiltered(rules)
    differ = []
    for _, label, spelt in FEW:
        for m in (f"my {spelt} is 4821", f"{spelt} Kano_2019", f"QX7K2M is my {spelt}"):
            if find_secrets(m, rules) != find_secrets(m, plain):
                differ.append(("found", label, m))
        asked = f"Please enter your {spelt}."
        if asked_for(asked, rules) != asked_for(asked, plain):
            differ.append(("asked", label, asked))
        for v in ("482913", "Methodist Primary"):
            if mask_conversation([asked, v], rules) != mask_conversation([asked, v], plain):
                differ.append(("reply", label, v))
    assert differ == []


# --- what the reading proves ------------------------------------------------------------


@pytest.mark.parametrize(
    ("pattern", "needed"),
    [
        (r"\d", True),
        (r"[0-9]{4}", True),
        (r"(?P<value>\d(?:[ \-]?\d){3})", True),
        (r"(?=[A-Za-z0-9\-]{0,15}\d)[A-Za-z0-9]{2,12}", True),  # a look-ahead that must hold
        (r"(?:\d|[٠-٩])", True),
        (r"a\d?", False),
        (r"(?:a|\d)", False),
        (r"(?!\d)x", False),
        (r"[\d\-]", False),
        (r"\d{0,3}", False),
    ],
)
def test_a_digit_is_needed_only_where_every_match_holds_one(pattern: str, needed: bool) -> None:
    assert needs_digit(re.compile(pattern)) is needed


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        (r"\bpin\b", {"pin"}),
        (r"pi{1,2}n{1,2}", {"pin", "piin"}),
        (r"pa{1,2}s+\s*w(?:u|ur)d", {"pas", "paas"}),
        (r"(?:debit|credit)?\s*card(?:\s*number)?", {"card"}),
        (r"\w+\s+codes?(?=\s+from)", {"code"}),
        (r"(?<=resposta\s)secreta", {"secr"}),
        (r"(?:x)?", None),  # may match nothing: no cue
        (r"(?i:pin)", None),  # case-blind: not read
        (r"[a-z]+", None),
    ],
)
def test_cue_words_are_what_every_match_spells(pattern: str, expected: set[str] | None) -> None:
    found = cues(re.compile(pattern))
    assert (None if found is None else set(found)) == expected


def test_a_case_blind_pattern_has_case_blind_cue_words() -> None:
    bearer = re.compile(r"\bbearer\s+(?P<value>[A-Za-z0-9_\-.=+/]{12,})", re.IGNORECASE)
    assert cues(bearer) == {"bear"}
    gate = cue_gate(bearer)
    assert gate is not None and gate.search("Authorization: BEARER abc") is not None
    # A part read otherwise than the whole ("(?-i:R)" in a case-blind pattern) is no cue.
    assert cues(re.compile(r"(?-i:R)\s?\d", re.IGNORECASE)) is None
    assert cues(re.compile(r"(?i:pin)\s\d")) is None


def test_the_core_secrets_each_have_their_cue_words() -> None:
    # Every secret's label is gated (a cue proved), read on the lowered text or, a label not
    # written in lower case, case-blind on the text: a label a reading could not spell would
    # only be searched whole, never missed.
    c = GENERIC.compiled()
    assert all(gate is not None for gate in c["label_cues"])
    assert cue_gate(None) is None


def test_a_code_of_letters_and_digits_is_not_looked_for_without_a_digit() -> None:
    c = GENERIC.compiled()
    skipped = {
        s.kind for s, forward, backward, _ in c["labelled_digitless"] if forward is None
    }
    assert {"one-time code", "API key"} <= skipped
    assert "password" not in skipped and "security answer" not in skipped
