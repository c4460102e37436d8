"""Where a text's secrets are, by label and by shape (``memoryadmin.engine.secrets``).

``candidates(text, rules)`` lists every labelled value ("my PIN is 1234", "1234 is my PIN"), every
password-shaped word in a message that names a password, and every bare value a rule set knows by
shape (a card number that passes Luhn). ``secrets_replies`` reads a reply to a message that asked
for a secret; ``secrets`` merges both, remembers them and masks.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memoryadmin.engine.secrets_shapes import BareSecret, SecretRules


@dataclass(frozen=True)
class SecretHit:
    """Where a secret sits in a text. The value itself is not kept here."""

    kind: str
    start: int
    end: int


def is_amount(text: str, start: int, end: int, rules: SecretRules) -> bool:
    c = rules.compiled()
    before = text[max(0, start - 5) : start]
    after = text[end : end + 12]
    return bool(c["money_before"].search(before) or c["money_after"].search(after))


def _has_context(text: str, start: int, end: int, bare: BareSecret) -> bool:
    if bare.context_before is None:
        return True
    before = text[max(0, start - 40) : start].casefold()
    after = text[end : end + 40].casefold()
    words_before = re.findall(r"[\w/]+", before)[-4:]
    words_after = re.findall(r"[\w/]+", after)[:3]
    near_before = " ".join(words_before)
    near_after = " ".join(words_after)
    if any(re.search(rf"(?:^|\s){re.escape(w)}$", near_before) for w in bare.context_before):
        return True
    after_words = bare.context_after
    return any(re.search(rf"(?:^|\s){re.escape(w)}(?:\s|$)", near_after) for w in after_words)


def _windows(run: re.Match[str], min_digits: int, max_digits: int) -> list[tuple[int, int, str]]:
    """Every stretch of whole groups in the run with a fitting digit count, longest first.

    "4111 1111 1111 1111 50" is a card number followed by something else.
    Linear in the run's length: a stretch stops growing past ``max_digits``.
    """
    at = run.start()
    groups = [(g.start() + at, g.end() + at) for g in re.finditer(r"\d+", run.group(0))]
    out: list[tuple[int, int, str]] = []
    for i in range(len(groups)):
        digits = ""
        for j in range(i, len(groups)):
            digits += run.string[groups[j][0] : groups[j][1]]
            if len(digits) > max_digits:
                break
            if len(digits) >= min_digits:
                out.append((groups[i][0], groups[j][1], digits))
    out.sort(key=lambda w: (-len(w[2]), w[0]))
    return out


def _bare_hits(
    text: str, bare: BareSecret, pattern: re.Pattern[str], rules: SecretRules
) -> list[SecretHit]:
    found: list[SecretHit] = []
    for run in pattern.finditer(text):
        taken: list[tuple[int, int]] = []
        for start, end, digits in _windows(run, bare.min_digits, bare.max_digits):
            if any(start < b and a < end for a, b in taken):
                continue
            if bare.check is not None and not bare.check(digits):
                continue
            if is_amount(text, start, end, rules) or not _has_context(text, start, end, bare):
                continue
            taken.append((start, end))
            found.append(SecretHit(bare.kind, start, end))
    return found


# Digits with at most one space or dash between them: no bare secret is longer.
_DIGIT_RUN = re.compile(r"\d(?:[ \-]?\d)*")


def _labels_in(pattern: re.Pattern[str] | None, cue: re.Pattern[str] | None, lowered: str) -> bool:
    """Whether any label ``pattern`` holds is in the lowered text: searched only where one of
    their cue words is (``cue``, ``pattern_needs.cue_gate``)."""
    return (
        pattern is not None
        and (cue is None or cue.search(lowered) is not None)
        and pattern.search(lowered) is not None
    )


def named_in(
    own: re.Pattern[str], cue: re.Pattern[str] | None, lowered: str, seen: dict[int, bool]
) -> bool:
    """Whether a secret's own label (``own``) is in the lowered text: searched only where one
    of its cue words is (``cue``), and once per text for secrets that share it (``seen``)."""
    found = seen.get(id(own))
    if found is None:
        found = seen[id(own)] = (cue is None or cue.search(lowered) is not None) and (
            own.search(lowered) is not None
        )
    return found


_NAMED_MAX_CHARS = 600
# A question about a password, the word after its name a plain adverb, pronoun or preposition:
# where, when or with whom it is used, no value ("Do you use the same password elsewhere?", "Is
# the password here?", "Did you share your password with anyone?"; blind round 84). Only in a
# question and never in quotes: a statement ("my password is elsewhere") and any word with a
# digit ("password: elsewhere123") stay masked.
_ASKED_PLAIN = frozenset(
    """
    elsewhere anywhere everywhere somewhere nowhere here there too again now also else online
    offline before anyone anybody someone somebody everyone everybody nobody you yourself me
    him them us one ones with in from by via through over
    """.split()
)
_ASKED = re.compile(r"[^.!?\n]*\?")


def _plain_asked(text: str, start: int, value: str) -> bool:
    """The value is a plain adverb, pronoun or preposition in a question (``_ASKED_PLAIN``),
    not put in quotes (a quoted word is given as the value: "is the password 'here'?")."""
    if value[:1] in "\"'“‘":
        return False
    word = value.strip("\"'“”‘’.,!?;:").casefold()
    return word in _ASKED_PLAIN and _ASKED.match(text, start) is not None


_PLACEHOLDER = re.compile(r"\[secret:[^\]]*\]")
_LETTER_AND_DIGIT = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)")


def lower_case(text: str) -> str:
    """``text`` in lower case for the label gates: Turkish "İ" lowers to "i" and a combining dot
    ("İlk okulunuz", "GÜVENLİK"), read as the "i" the labels are written with. Only searched,
    never sliced: its offsets need not be the text's."""
    return text.lower().replace("i\u0307", "i")


def candidates(text: str, rules: SecretRules) -> list[SecretHit]:
    c = rules.compiled()
    found: list[SecretHit] = []
    # Only a password is ever a word: a text without a digit holds no other secret;
    # a labelled one needs a label somewhere, a bare one enough digits.
    digits = sum(ch.isdigit() for ch in text)
    lowered = lower_case(text)
    labelled = bool(digits) and _labels_in(c["any_label"], c["any_label_cues"], lowered)
    # Without a digit, only the secrets a value of which can be there (``pattern_needs``).
    words = "any_word_label" if digits else "any_word_label_digitless"
    word_labelled = _labels_in(c[words], c[f"{words}_cues"], lowered)
    seen: dict[int, bool] = {}
    for (secret, forward, backward, named), own, cue in zip(
        c["labelled" if digits else "labelled_digitless"],
        c["label_lowered"],
        c["label_cues"],
        strict=True,
    ):
        # Only asked for, a label names no value of its own (a reply to it is read).
        if secret.asked_only or not (word_labelled if secret.word_value else labelled):
            continue
        if forward is None and backward is None:
            continue
        if own is not None and not named_in(own, cue, lowered, seen):
            continue
        if own is None and cue is not None and cue.search(text) is None:
            continue  # no cue of a label read case-blind (``named``): no label
        # A value of words read first ("… is my security answer") is tried at every word of
        # the text: only where this secret's own label stands (its match holds one).
        if backward is not None and secret.word_value and named.search(text) is None:
            backward = None
        for pattern in (forward, backward):
            if pattern is None:
                continue
            for m in pattern.finditer(text):
                start, end = m.span("value")
                # A plain word is no value, the stop or question mark after it too ("Kata laluan
                # akaun?": the account's password, asked).
                if m.group("value").strip("\"'“”‘’.,!?;:").casefold() in secret.reject_values:
                    continue
                if secret.reject_values and _plain_asked(text, start, m.group("value")):
                    continue
                if not secret.word_value and is_amount(text, start, end, rules):
                    continue
                if not secret.passes(m.group("value")):
                    continue
                found.append(SecretHit(secret.kind, start, end))
    # A password named anywhere in a message: every word in it of letters and digits
    # together is masked ("my password is her name and her birth year, Amara2011"). A
    # message's length only (a prompt that names passwords is not a user's message), and
    # a placeholder already there names nothing.
    # (A word of them holds a digit: a text without one holds none.)
    if digits and word_labelled and len(text) <= _NAMED_MAX_CHARS:
        unmasked = _PLACEHOLDER.sub(lambda m: " " * len(m.group(0)), text)
        for secret, _, _, _ in c["labelled"]:
            if secret.shaped_value is None or not (
                secret.named_masks_shapes
                and re.search(secret._label(), unmasked, re.IGNORECASE) is not None
            ):
                continue
            found.extend(
                SecretHit(secret.kind, m.start(), m.end())
                for m in re.finditer(secret.shaped_value, unmasked)
                if _LETTER_AND_DIGIT.search(m.group(0))
                and not is_amount(text, m.start(), m.end(), rules)
            )
    longest = max((sum(ch.isdigit() for ch in r) for r in _DIGIT_RUN.findall(text)), default=0)
    for bare, pattern in c["bare"]:
        if longest >= bare.min_digits:
            found.extend(_bare_hits(text, bare, pattern, rules))
    return found


def back_to(hit: SecretHit, spans: list[tuple[int, int]]) -> SecretHit:
    return SecretHit(hit.kind, spans[hit.start][0], spans[hit.end - 1][1])
