"""Secrets are never remembered (ENGINE.md section 8).

A PIN, a one-time code, a password, a card number, a full account number or
a national ID a user typed must not reach the compactor, a fact or a summary.
This module finds them and masks them: ``find_secrets(text)`` lists where
they are, ``mask_secrets(text)`` replaces each with ``[secret: <kind>]``.

The core knows the secrets every money product has (PINs, one-time codes,
passwords, CVVs, card numbers checked with Luhn); a rule pack adds its own
(the banking pack: BVN, NIN, NUBAN account numbers) through ``SecretRules``.

What counts, and what deliberately does not:

- A value is a secret when it is *labelled* ("my PIN is 1234", "pin: 0000",
  "OTP 482913", "password: hunter2", "BVN 22212345678"), also in reverse
  ("1234 is my PIN"), or when the previous message asked for it and this
  message is nothing but the value (assistant: "Enter the OTP", user:
  "482913"): see ``mask_secrets(text, context=...)``.
- Unlabelled, only a card number is a secret: 13 to 19 digits, spaces or
  dashes allowed between them, that pass the Luhn check (a typed card
  number almost always does; a reference number almost never).
- Amounts of money, dates, times and phone numbers are not secrets. A bare
  11-digit number is a Nigerian phone number as often as a BVN, so it is
  masked only when labelled. A phone number a user gives as a contact
  preference ("call me on 0803…") is theirs to have remembered.
- Over-masking is cheap (a lost detail), under-masking is not (a PIN
  replayed on every turn), so labels are matched loosely and values by shape.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, TypeVar

from memoryadmin.engine.digit_view import digit_view, spoken_digits, spoken_reply
from memoryadmin.engine.folding import fold_chars
from memoryadmin.engine.secrets_cjk import spaced_text
from memoryadmin.engine.secrets_links import LOCATIVE_FOR
from memoryadmin.engine.secrets_offered import told_as_it
from memoryadmin.engine.secrets_shapes import (
    LOOSE_GLUE,
    STRICT_GLUE,
    BareSecret,
    LabelledSecret,
    SecretRules,
    luhn_valid,
)
from memoryadmin.engine.secrets_structure import credential_spans
from memoryadmin.engine.secrets_words import CREDENTIAL_KINDS, GENERIC
from memoryadmin.engine.sentences import key_words

PLACEHOLDER = "[secret: {kind}]"
PLACEHOLDER_PREFIX = "[secret:"


def placeholder(kind: str) -> str:
    return PLACEHOLDER.format(kind=kind)


# --- finding -----------------------------------------------------------------------


@dataclass(frozen=True)
class SecretHit:
    """Where a secret sits in a text. The value itself is not kept here."""

    kind: str
    start: int
    end: int


def _is_amount(text: str, start: int, end: int, rules: SecretRules) -> bool:
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
            if _is_amount(text, start, end, rules) or not _has_context(text, start, end, bare):
                continue
            taken.append((start, end))
            found.append(SecretHit(bare.kind, start, end))
    return found


# Digits with at most one space or dash between them: no bare secret is longer.
_DIGIT_RUN = re.compile(r"\d(?:[ \-]?\d)*")


def _labels_in(
    pattern: re.Pattern[str] | None, cue: re.Pattern[str] | None, lowered: str
) -> bool:
    """Whether any label ``pattern`` holds is in the lowered text: searched only where one of
    their cue words is (``cue``, ``pattern_needs.cue_gate``)."""
    return (
        pattern is not None
        and (cue is None or cue.search(lowered) is not None)
        and pattern.search(lowered) is not None
    )


def _named_in(
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
_PLACEHOLDER = re.compile(r"\[secret:[^\]]*\]")
_LETTER_AND_DIGIT = re.compile(r"^(?=.*[A-Za-z])(?=.*\d)")


def _lowered(text: str) -> str:
    """``text`` in lower case for the label gates: Turkish "İ" lowers to "i" and a combining dot
    ("İlk okulunuz", "GÜVENLİK"), read as the "i" the labels are written with. Only searched,
    never sliced: its offsets need not be the text's."""
    return text.lower().replace("i\u0307", "i")


def _candidates(text: str, rules: SecretRules) -> list[SecretHit]:
    c = rules.compiled()
    found: list[SecretHit] = []
    # Only a password is ever a word: a text without a digit holds no other secret;
    # a labelled one needs a label somewhere, a bare one enough digits.
    digits = sum(ch.isdigit() for ch in text)
    lowered = _lowered(text)
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
        if own is not None and not _named_in(own, cue, lowered, seen):
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
                if not secret.word_value and _is_amount(text, start, end, rules):
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
                and not _is_amount(text, m.start(), m.end(), rules)
            )
    longest = max((sum(ch.isdigit() for ch in r) for r in _DIGIT_RUN.findall(text)), default=0)
    for bare, pattern in c["bare"]:
        if longest >= bare.min_digits:
            found.extend(_bare_hits(text, bare, pattern, rules))
    return found


# A request for a secret ends the message that makes it: only its last two sentences are
# read ("I've sent an OTP to 0803…. Please enter it."), never a long prompt's every label.
_ASKED_TAIL = re.compile(r"(?:[^.!?\n]*[.!?\n]+\s*){0,2}[^.!?\n]*$")
_ASKED_TAIL_CHARS = 400


def asked_for(context: str, rules: SecretRules) -> list[LabelledSecret]:
    """Every secret the previous message asked for or named ("type the CVV of the card").

    Remembered per rule set and tail: an agent's system prompt is the context of
    whatever follows it, every turn."""
    if not context:
        return []
    tail = context.strip()[-_ASKED_TAIL_CHARS:]
    if "asked_for" not in rules._compiled:
        rules._compiled["asked_for"] = lru_cache(maxsize=1024)(lambda t: _asking(t, rules))
    found: tuple[LabelledSecret, ...] = rules._compiled["asked_for"](tail)
    return list(found)


def _asking(tail: str, rules: SecretRules) -> tuple[LabelledSecret, ...]:
    m = _ASKED_TAIL.search(tail)
    # Japanese and Korean labels read as words of their own ("パスワードを入力").
    asked = spaced_text(m.group(0) if m else tail)
    # A secret's label in the request's last sentences is asking for it, in any language: a
    # request in a language no list has still names what it wants by a word every language
    # borrows ("Veuillez entrer le code", "emeza PIN yawe"). (Whatever a list of asking words
    # would find names the label too, so the label alone is read.)
    # Read folded too, as a reply is (``digit_view``): a request in a tone-marked language names
    # its label in plain letters ("ọ̀rọ̀ àṣírí", "أول مدرسة" are "oro asiri", "اول مدرسة").
    folded = fold_chars(asked)[0]
    # Each read with the labels found in it so far (``_named_in``).
    texts: list[tuple[str, str, dict[int, bool]]] = [
        (t, _lowered(t), {}) for t in ((asked,) if folded == asked else (asked, folded))
    ]
    c = rules.compiled()
    return tuple(
        secret
        for (secret, _, _, named), own, cue in zip(
            c["labelled"], c["label_lowered"], c["label_cues"], strict=True
        )
        if secret.asked_for
        and any(
            _named_in(own, cue, low, seen)
            if own is not None
            else (cue is None or cue.search(t) is not None) and named.search(t) is not None
            for t, low, seen in texts
        )
    )


def _answers(text: str, secret: LabelledSecret, rules: SecretRules) -> list[SecretHit]:
    """Every value of this secret's shape in ``text`` that is not an amount."""
    shape = secret.answer()
    if shape is None:
        return []
    found = []
    # "my promo code SAVE2024": another kind of code, whatever was asked.
    other = (
        re.compile(rf"\b(?:{'|'.join(secret.not_after)})\s+(?:\w+\s+){{0,2}}$", re.IGNORECASE)
        if secret.not_after
        else None
    )
    for m in re.finditer(shape, text):
        if _is_amount(text, m.start(), m.end(), rules) or not secret.passes(m.group(0)):
            continue
        if other is not None and other.search(text[: m.start()]):
            continue
        # "Send 5000 to Tobi" is a transfer, whatever was asked before it.
        if _MOVES_MONEY_BEFORE.search(text[: m.start()]) or _MOVES_MONEY_AFTER.match(
            text[m.end() :]
        ):
            continue
        found.append(SecretHit(secret.kind, m.start(), m.end()))
    return found


_MOVES_MONEY_BEFORE = re.compile(
    # Not a code someone sent the user: "the one they sent me is 449 201".
    r"\b(?:send|sent|transfer\w*|pay|paid|give|withdraw\w*|buy|top\s*up|recharge|deposit|"
    # What an alert reports: "it says I was debited 5000".
    r"debited|credited|deducted|charged|bal(?:ance)?)"
    r"(?!\s+(?:me|us)\b)\s+(?:\w+\s+){0,2}$",
    re.IGNORECASE,
)
# ... but "for my screen" is where it shows, in pidgin (``secrets_links.LOCATIVE_FOR``).
_MOVES_MONEY_AFTER = re.compile(
    rf"\s*(?:to|naira|ngn|k|thousand|(?!{LOCATIVE_FOR})for|into)\b", re.IGNORECASE
)


# The secrets a reply of digits said as words answers.
_SAID_AS_DIGITS = ("PIN", "one-time code", "PUK", "CVV")

_QUOTED_ANSWER = re.compile(r"(?<!\w)[\"“‘']([^\"“”‘’'\n]{3,80})[\"”’'](?!\w)")


def _back(hit: SecretHit, spans: list[tuple[int, int]]) -> SecretHit:
    return SecretHit(hit.kind, spans[hit.start][0], spans[hit.end - 1][1])


def find_secrets(
    text: str, rules: SecretRules | None = None, *, context: str = ""
) -> list[SecretHit]:
    """Every secret in ``text``, in order, overlaps merged.

    ``context`` is the message just before (either role): when it asked for
    or named a PIN, a code or an ID, a reply that is nothing but such a value
    is that secret.

    Remembered like the masks (``_remembered``): the compactor's view reads each message
    twice, to mask it and for the values it names (``secrets_named``).
    """
    return list(_remembered("find", _find, text, rules or GENERIC, context))


def _find(text: str, rules: SecretRules, context: str) -> tuple[SecretHit, ...]:
    view, spans = digit_view(text)
    hits = _candidates(text, rules)
    # Shaped like a credential (a JWT, a prefixed key, a password-shaped word): any label.
    # Part of a rule set that masks credentials at all (an empty one masks nothing).
    if rules.labelled:
        hits += [SecretHit(kind, start, end) for kind, start, end in credential_spans(text)]
    if view is not None:
        # Numbers in words, an "O" for a zero, pidgin's "na" for "is": read as digits.
        hits += [_back(h, spans) for h in _candidates(view, rules)]
    # Digits said one by one in words, whatever stands around them: a code or a PIN.
    if rules.labelled:
        for start, end, count in spoken_digits(text):
            if not _is_amount(text, start, end, rules):
                hits.append(SecretHit("PIN" if count == 4 else "one-time code", start, end))
    if context:
        asked = asked_for(context, rules)
        for secret in asked:
            # A code typed in answer to a request for one is that secret, wherever it
            # sits in the reply ("I got 604821 in my text message").
            hits += _answers(text, secret, rules)
            if view is not None:
                hits += [_back(h, spans) for h in _answers(view, secret, rules)]
        # Asked a code or a PIN, a reply of nothing but digits said one word each is it,
        # the words that are digits only in a run too ("char do nau saat"); asked a CVV, three
        # of them are ("tree-one-seven").
        coded = next((s.kind for s in asked if s.kind in _SAID_AS_DIGITS), None)
        least = 3 if any(s.kind == "CVV" for s in asked) else 4
        if coded is not None and (said := spoken_reply(text, least)) is not None:
            hits.append(SecretHit("CVV" if said[2] == 3 else coded, said[0], said[1]))
        # Asked a security question, the whole reply is the answer, however it is put
        # ("The city where my parents met? That one is Kaduna, by the railway quarters").
        if any(s.kind == "security answer" for s in asked) and text.strip():
            start = len(text) - len(text.lstrip())
            hits.append(SecretHit("security answer", start, len(text.rstrip())))
        # Asked a password or a passphrase, a phrase quoted in the reply is it ('"mama ngozi
        # 1975" with the spaces').
        if any(s.kind == "password" for s in asked):
            hits += [SecretHit("password", *m.span(1)) for m in _QUOTED_ANSWER.finditer(text)]
            hits += [SecretHit(kind, start, end) for kind, start, end in told_as_it(text, context)]
        # A reply that is nothing but a value of the secret asked for.
        for secret, only in rules.compiled()["only"]:
            if (
                secret not in asked
                or (m := only.match(text)) is None
                or not secret.passes(m.group("value"))
            ):
                continue
            if m.group("value").strip("\"'“”‘’.,!?").casefold() not in secret.reject_values:
                hits.append(SecretHit(secret.kind, *m.span("value")))
    hits.sort(key=lambda h: (h.start, -(h.end - h.start)))
    merged: list[SecretHit] = []
    for h in hits:
        if merged and h.start < merged[-1].end:
            last = merged[-1]
            if h.end > last.end:
                merged[-1] = SecretHit(last.kind, last.start, h.end)
            continue
        merged.append(h)
    return tuple(merged)


# Texts up to this long are remembered, per rule set, with what masking made of
# them: the replayed window and the memory are masked again every turn, and
# they are the same texts turn after turn.
CACHE_MAX_CHARS = 4096
CACHE_ENTRIES = 4096
# Longer ones, up to this long, in a few entries of their own: the compactor's
# system prompt is the same long text every batch (and the one thing the pack's
# labels are all named in, so the slowest to read).
LONG_CACHE_MAX_CHARS = 65536
LONG_CACHE_ENTRIES = 16
# What is remembered: a masked text, or the secrets found in one (never a list: shared).
_Read = TypeVar("_Read", str, tuple[SecretHit, ...])


def _remembered(
    name: str,
    masker: Callable[[str, SecretRules, str], _Read],
    text: str,
    rules: SecretRules,
    context: str,
) -> _Read:
    """``masker(text, rules, context)``, remembered per rule set by the sizes above."""
    size = len(text) + len(context)
    if size > LONG_CACHE_MAX_CHARS:
        return masker(text, rules, context)
    entries = CACHE_ENTRIES
    if size > CACHE_MAX_CHARS:
        name, entries = f"{name}_long", LONG_CACHE_ENTRIES
    cached = rules._compiled.get(name)
    if cached is None:
        cached = rules._compiled[name] = lru_cache(maxsize=entries)(
            lambda t, c: masker(t, rules, c)
        )
    result: _Read = cached(text, context)
    return result


def mask_secrets(text: str, rules: SecretRules | None = None, *, context: str = "") -> str:
    """``text`` with every secret replaced by ``[secret: <kind>]``. Idempotent."""
    return _remembered("mask", _mask, text, rules or GENERIC, context)


def _mask(text: str, rules: SecretRules, context: str) -> str:
    hits = find_secrets(text, rules, context=context)
    if not hits:
        return text
    out: list[str] = []
    at = 0
    for h in hits:
        out.append(text[at : h.start])
        out.append(placeholder(h.kind))
        at = h.end
    out.append(text[at:])
    return "".join(out)


# A request for a secret outlives a few messages that only keep the talk going ("What's the
# OTP?" / "hold on" / "٣٨٤٧٢٠"; "wait" / "Noted." / "ok sec" / "Noted."): no digit, a few
# words, asking for nothing of their own. The code typed after them answers the request.
_HOLD_WORDS, _HOLDS = 6, 4


def contexts(texts: Sequence[str], rules: SecretRules | None = None) -> list[str]:
    """The context each message is read in: the message before it, or the request for a
    secret that the messages between only held open."""
    rules = rules or GENERIC
    out: list[str] = []
    held = 0
    for i in range(len(texts)):
        previous = texts[i - 1] if i else ""
        carried = out[i - 1] if i else ""
        if (
            held < _HOLDS
            and carried
            and len(previous.split()) <= _HOLD_WORDS
            and not any(ch.isdigit() for ch in previous)
            and not asked_for(previous, rules)
            and asked_for(carried, rules)
        ):
            out.append(carried)
            held += 1
        else:
            out.append(previous)
            held = 0
    return out


def mask_conversation(texts: Sequence[str], rules: SecretRules | None = None) -> list[str]:
    """Each message masked in its context (``contexts``); and a value one message shows to
    be a secret masked in every other ("Is 8812 your account number?" / "8812 is my PIN,
    not my account")."""
    # The values named across messages are read in their own module, which reads this one.
    from memoryadmin.engine.secrets_named import mask_named, named_values

    read_in = contexts(texts, rules)
    out = [mask_text(t, rules, context=c) for t, c in zip(texts, read_in, strict=True)]
    named = named_values(texts, rules, read_in)
    return [mask_named(t, named) for t in out] if named else out


def _mask_keyed(key: str, value: object, rules: SecretRules | None) -> Any:
    """A value under a key that labels it: {"otp": "482913"}, {"pin": 1234}.

    The key is read as the label ("otp is 482913"); what is left of the value
    after masking that sentence is the value masked.
    """
    if isinstance(value, bool) or not isinstance(value, str | int):
        return mask_json(value, rules)
    text = str(value)
    prefix = f"{key_words(key)} is "
    masked = mask_secrets(prefix + text, rules)
    if masked != prefix + text and masked.startswith(prefix):
        return masked[len(prefix) :]
    return mask_text(text, rules) if isinstance(value, str) else value


def mask_text(text: str, rules: SecretRules | None = None, *, context: str = "") -> str:
    """``mask_secrets``, and a JSON object or array held in a string read key by key.

    Tool-call arguments are such strings: '{"otp": "482913"}' names its
    secret by its key. Re-encoded only when something was masked. A text in
    which nothing is found is read once more as a key's words ("pin1234",
    "card_4111…"); if that finds a secret, those words are returned masked.
    Remembered like ``mask_secrets``: the window's texts come back every turn.
    """
    return _remembered("mask_text", _mask_text, text, rules or GENERIC, context)


def _mask_text(text: str, rules: SecretRules, context: str) -> str:
    stripped = text.strip()
    if stripped[:1] in ("{", "["):
        try:
            parsed = json.loads(stripped)
        except ValueError:
            parsed = None
        if isinstance(parsed, dict | list):
            masked = mask_json(parsed, rules)
            if masked != parsed:
                return json.dumps(masked, ensure_ascii=False)
    masked_text = mask_secrets(text, rules, context=context)
    if masked_text != text:
        return masked_text
    # "card_4111 1111 1111 1111", "pin1234": a label glued to its value, as in a key.
    words = key_words(text)
    if words != text:
        masked_words = mask_secrets(words, rules, context=context)
        if masked_words != words:
            return masked_words
    return text


def mask_json(value: object, rules: SecretRules | None = None) -> Any:
    """Every string inside a JSON-like value masked: for stored prompts and shadow records.

    Keys are kept; a value under a key that labels it is masked by that key
    ({"pin": "1234"}); a string holding JSON (tool-call arguments) is read as
    JSON; lists of ``{"role", "content"}`` items are masked as a conversation
    (each item in the context of the one before).
    """
    if isinstance(value, str):
        return mask_text(value, rules)
    if isinstance(value, Mapping):
        return {k: _mask_keyed(str(k), v, rules) for k, v in value.items()}
    if isinstance(value, list | tuple):
        items = list(value)
        if items and all(
            isinstance(i, Mapping) and isinstance(i.get("content"), str) for i in items
        ):
            contents = mask_conversation([str(i["content"]) for i in items], rules)
            return [
                {
                    **{k: _mask_keyed(str(k), v, rules) for k, v in i.items() if k != "content"},
                    "content": c,
                }
                for i, c in zip(items, contents, strict=True)
            ]
        return [mask_json(v, rules) for v in items]
    return value


def first_secret(texts: Iterable[str], rules: SecretRules | None = None) -> tuple[str, str] | None:
    """The first secret in any of ``texts``: (its kind, the text it was in), or None."""
    for t in texts:
        hits = find_secrets(t, rules)
        if hits:
            return hits[0].kind, t
    return None


def secret_rules_of(pack: object) -> SecretRules:
    """The core's secrets plus the pack's own (``pack.secret_rules``), if it has any."""
    extra = getattr(pack, "secret_rules", None)
    if isinstance(extra, SecretRules):
        return GENERIC.plus(extra)
    return GENERIC


__all__ = [
    "CREDENTIAL_KINDS",
    "GENERIC",
    "LOOSE_GLUE",
    "PLACEHOLDER_PREFIX",
    "STRICT_GLUE",
    "BareSecret",
    "LabelledSecret",
    "SecretHit",
    "SecretRules",
    "asked_for",
    "find_secrets",
    "first_secret",
    "key_words",
    "luhn_valid",
    "mask_conversation",
    "mask_json",
    "mask_secrets",
    "mask_text",
    "placeholder",
    "secret_rules_of",
]
