"""The summary rewritten without forgotten words, and free text typed beside a forget."""

from __future__ import annotations

import json
import secrets as _random
from dataclasses import dataclass
from typing import TypeVar

from memoryadmin.engine.forgetting.matching import Matcher, _merge, make_digests, matcher
from memoryadmin.engine.forgetting.terms import MASK, ForgetTerms
from memoryadmin.engine.keyring import Keyring
from memoryadmin.engine.sentences import sentence_spans

T = TypeVar("T")
# --- redaction (the summary rewritten without forgotten words) --------------

REDACTION_INSTRUCTIONS = (
    "You edit a memory summary kept for a chat assistant. At the user's request some "
    f"details were forgotten; each appears in the text as {MASK}. Rewrite the summary so "
    f"that it no longer contains {MASK} and says nothing about what was forgotten: drop "
    "or reword every sentence that depended on it, and keep everything else as it was. "
    'Answer with a JSON object only: {"summary": "..."}.'
)


def redaction_prompt(masked_summary: str, broken: str | None = None) -> list[dict[str, str]]:
    """The prompt for a redaction rewrite.

    The model is shown the summary already masked: a rewriter can't put back
    a word it was never shown, and the words are never sent on their own.
    """
    user = "Summary to rewrite:\n" + masked_summary
    if broken:
        user += "\n\nYour previous answer was refused: " + broken.rstrip(". ") + ". Try once more."
    return [
        {"role": "system", "content": REDACTION_INSTRUCTIONS},
        {"role": "user", "content": user},
    ]


def parse_redaction(content: str) -> str | None:
    """The rewritten summary from the model's answer, or None when it is not the agreed JSON."""
    text = content.strip()
    if text.startswith("```"):
        text = text.strip("`")
        text = text[text.find("{") :] if "{" in text else text
    try:
        data = json.loads(text)
    except ValueError:
        return None
    if not isinstance(data, dict) or not isinstance(data.get("summary"), str):
        return None
    summary: str = data["summary"]
    return summary.strip()


def is_clean(text: str, m: Matcher | None) -> bool:
    """Verified by hashing every word: no forgotten word and no mask left behind."""
    if MASK in text:
        return False
    return m is None or m.hits(text) == 0


def _kept_sentences(text: str, m: Matcher | None, sep: str | None) -> tuple[str, int]:
    """Drop every sentence that mentions a forgotten word or phrase, or holds a mask.

    The kept sentences are joined with ``sep`` (or the whitespace that
    followed each in the text). A phrase can run across two sentences that
    are each clean ("... the car. Savings ..."), or across the seam left by
    a dropped one: the joined text is checked again and the sentences such
    a hit touches go too, until it is clean.
    """
    spans = sentence_spans(text)
    keep = [MASK not in text[s:e] and (m is None or not m.mentions(text[s:e])) for s, e in spans]
    while True:
        parts: list[str] = []
        placed: list[tuple[int, int, int]] = []  # (start, end) in the output, sentence index
        at = 0
        kept = [i for i, k in enumerate(keep) if k]
        for j, i in enumerate(kept):
            s, e = spans[i]
            parts.append(text[s:e])
            placed.append((at, at + e - s, i))
            at += e - s
            if j + 1 < len(kept):
                gap = sep if sep is not None else text[e : spans[i + 1][0]]
                parts.append(gap)
                at += len(gap)
        out = "".join(parts)
        hits = m.spans(out) if m is not None and m.phrase_lengths else []
        if not hits:
            return out, len(spans) - len(kept)
        for hs, he in hits:
            for ps, pe, i in placed:
                if ps < he and hs < pe:
                    keep[i] = False


def drop_sentences(text: str, m: Matcher | None) -> str:
    """A rewrite with no model: every sentence that mentions a forgotten word or a mask goes.

    The kept sentences are joined by single spaces.
    """
    return _kept_sentences(text, m, " ")[0]


def drop_forgotten_sentences(text: str, m: Matcher | None) -> tuple[str, int]:
    """A candidate summary without the sentences that mention something forgotten.

    Such a sentence is dropped whole, never masked ("The user's [forgotten]
    is [forgotten]." says what was forgotten). A sentence holding a mask goes
    too. Returns the kept text (line breaks and spacing between kept
    sentences as they were) and how many sentences were dropped.
    """
    return _kept_sentences(text, m, None)


def mask_json(value: object, m: Matcher) -> object:
    """Masks every string inside a JSON value (recorded prompts, shadow records, audit diffs)."""
    if isinstance(value, str):
        return m.mask(value)
    if isinstance(value, list):
        return [mask_json(v, m) for v in value]
    if isinstance(value, dict):
        return {m.mask(str(k)): mask_json(v, m) for k, v in value.items()}
    return value


def json_hits(value: object, m: Matcher) -> int:
    if isinstance(value, str):
        return m.hits(value)
    if isinstance(value, list):
        return sum(json_hits(v, m) for v in value)
    if isinstance(value, dict):
        return sum(json_hits(k, m) + json_hits(v, m) for k, v in value.items())
    return 0


# --- free text typed beside a forget (reasons) --------------------------------------


@dataclass(frozen=True)
class MaskedText:
    text: str
    masked: int  # how many words or phrase spans became the mask


def mask_reason(reason: str, against: ForgetTerms | Matcher | None) -> MaskedText:
    """A reason as it may be stored: every forgotten word and phrase masked.

    Run before a reason typed beside a forget is stored (and beside any
    later action on it, against the account's digests). "forget my wife's
    name Ngozi" is stored as "forget my [forgotten] name [forgotten]". The
    reason is masked, not refused: a forget must never wait on how support
    worded it, and the mask shows a reader that something was removed.
    Against ``ForgetTerms`` the terms are hashed under a one-off secret
    that dies with the call; ``maybe`` names are masked too (over-masking a
    reason costs nothing).
    """
    if against is None:
        return MaskedText(reason, 0)
    if isinstance(against, ForgetTerms):
        secret = _random.token_bytes(32)
        every = ForgetTerms(words=against.words + against.maybe, phrases=against.phrases)
        found = matcher((d.token for d in make_digests(every, Keyring.single("x", secret))), secret)
        if found is None:
            return MaskedText(reason, 0)
        against = found
    count = len(_merge(against.spans(reason)))
    return MaskedText(against.mask(reason) if count else reason, count)
