"""Secrets named across a conversation: a value masked in every message once one names it.

A PIN given in one message ("8812 is my PIN") is the same secret in every other ("Is 8812 your
account number?"), and so is a correction of it typed after ("i put 4417... sorry 4471"). Read
over the messages each in its context (``secrets.contexts``); used by ``secrets.mask_conversation``
and the compactor's view.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence

from memoryadmin.engine.secrets import (
    GENERIC,
    SecretRules,
    asked_for,
    contexts,
    find_secrets,
    placeholder,
)
from memoryadmin.engine.secrets_shapes import corrections, digit_runs, digits_of


def named_values(
    texts: Sequence[str], rules: SecretRules | None = None, read_in: Sequence[str] | None = None
) -> dict[str, str]:
    """The digits of each secret of four digits or more found in a conversation (each
    message read in its context, ``contexts``: pass it when already read), with its kind."""
    rules = rules or GENERIC
    named: dict[str, str] = {}
    # The length of each, and where it was first named: (message, offset after it).
    lengths: dict[int, tuple[str, int, int]] = {}
    asked: tuple[str, int] | None = None  # the last request for a secret: (kind, message)
    typed: dict[int, int] = {}  # the last message each length of number was typed in
    read_in = contexts(texts, rules) if read_in is None else read_in
    for i, (t, context) in enumerate(zip(texts, read_in, strict=True)):
        if any(ch.isdigit() for ch in t):
            for h in find_secrets(t, rules, context=context):
                digits = digits_of(t[h.start : h.end])
                if digits is not None:
                    named.setdefault(digits, h.kind)
                    lengths.setdefault(len(digits), (h.kind, i, h.end))
            # A correction of a secret named before ("i put 4417... sorry 4471"), its length
            # within a digit ("83921", "sorry 839221"), is that secret; with none named, one put
            # right within three messages of a request ("6g12", "6612 sorry typo") or after a
            # number of its length ("2468", "no wait 2486") is one.
            runs = digit_runs(t)
            for digits, start in corrections(t):
                near = (len(digits), len(digits) - 1, len(digits) + 1)
                length = next((n for n in near if n in lengths), len(digits))
                kind, at, end = lengths.get(length, ("", i, len(t)))
                if at < i or (at == i and end <= start):
                    named.setdefault(digits, kind)
                elif not lengths and asked is not None and i - asked[1] <= 3:
                    named.setdefault(digits, asked[0])
                elif not lengths and (
                    any(len(d) == len(digits) and e <= start for d, e in runs)
                    or i - typed.get(len(digits), -9) <= 2
                ):
                    named.setdefault(digits, "PIN" if len(digits) == 4 else "one-time code")
            typed.update({len(d): i for d, _ in runs})
        wanted = asked_for(t, rules)
        if wanted:
            asked = (wanted[0].kind, i)
    return named


def mask_named(text: str, named: Mapping[str, str]) -> str:
    """``text`` with each of the ``named`` values (digits, however spaced) masked."""
    for digits, kind in named.items():
        if digits[0] in text:
            spaced = r"[ \-]?".join(digits)
            text = re.sub(rf"(?<![\d\w]){spaced}(?![\d\w])", placeholder(kind), text)
    return text


__all__ = ["mask_named", "named_values"]
