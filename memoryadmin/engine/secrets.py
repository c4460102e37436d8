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
from collections.abc import Callable, Iterable, Mapping, Sequence
from functools import lru_cache
from typing import Any, TypeVar

from memoryadmin.engine.digit_view import digit_view, spoken_digits
from memoryadmin.engine.secrets_found import SecretHit, back_to, candidates, is_amount
from memoryadmin.engine.secrets_replies import asked_for, reply_hits
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
    hits = candidates(text, rules)
    # Shaped like a credential (a JWT, a prefixed key, a password-shaped word): any label.
    # Part of a rule set that masks credentials at all (an empty one masks nothing).
    if rules.labelled:
        hits += [SecretHit(kind, start, end) for kind, start, end in credential_spans(text)]
    if view is not None:
        # Numbers in words, an "O" for a zero, pidgin's "na" for "is": read as digits.
        hits += [back_to(h, spans) for h in candidates(view, rules)]
    # Digits said one by one in words, whatever stands around them: a code or a PIN.
    if rules.labelled:
        for start, end, count in spoken_digits(text):
            if not is_amount(text, start, end, rules):
                hits.append(SecretHit("PIN" if count == 4 else "one-time code", start, end))
    if context:
        hits += reply_hits(text, view, spans, rules, context)
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
