"""A reply to a message that asked for a secret (``memoryadmin.engine.secrets``).

The previous message (either role) is the reply's context: when it asked for or named a PIN, a
code, a password or a security answer, a value of that shape in the reply is that secret, wherever
it sits ("I got 604821 in my text message"), and so is a reply of nothing but the value, digits
said as words, a quoted phrase or the whole answer to a security question.
"""

from __future__ import annotations

import re
from functools import lru_cache

from memoryadmin.engine.digit_view import spoken_reply
from memoryadmin.engine.folding import fold_chars
from memoryadmin.engine.secrets_cjk import spaced_text
from memoryadmin.engine.secrets_found import SecretHit, back_to, is_amount, lower_case, named_in
from memoryadmin.engine.secrets_links import LOCATIVE_FOR
from memoryadmin.engine.secrets_offered import told_as_it
from memoryadmin.engine.secrets_shapes import LabelledSecret, SecretRules

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
    # Each read with the labels found in it so far (``named_in``).
    texts: list[tuple[str, str, dict[int, bool]]] = [
        (t, lower_case(t), {}) for t in ((asked,) if folded == asked else (asked, folded))
    ]
    c = rules.compiled()
    return tuple(
        secret
        for (secret, _, _, named), own, cue in zip(
            c["labelled"], c["label_lowered"], c["label_cues"], strict=True
        )
        if secret.asked_for
        and any(
            named_in(own, cue, low, seen)
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
        if is_amount(text, m.start(), m.end(), rules) or not secret.passes(m.group(0)):
            continue
        if other is not None and other.search(text[: m.start()]):
            continue
        # "Send 5000 to Tobi" is a transfer, whatever was asked before it; but what comes after
        # a word of letters and digits is no transfer of it: "I use GodIsGood123 for everything"
        # (a password told as what the user uses, blind round 84).
        if _MOVES_MONEY_BEFORE.search(text[: m.start()]) or (
            _MOVES_MONEY_AFTER.match(text[m.end() :]) and not _LETTERED.fullmatch(m.group(0))
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


# A word of letters and digits that is no amount with its currency's letters ("K5000", "5k",
# "US$20", "GH₵50"): nothing is sent of it, whatever follows ("… for everything", "… to log in").
_LETTERED = re.compile(
    r"(?![A-Za-z]{1,3}[$₵]?[\d,.]+(?:[kKmM]|bn)?$)(?![\d,.]+(?:[kKmM]|bn)$)(?=\S*[A-Za-z])\S+"
)


# The secrets a reply of digits said as words answers.
_SAID_AS_DIGITS = ("PIN", "one-time code", "PUK", "CVV")

_QUOTED_ANSWER = re.compile(r"(?<!\w)[\"“‘']([^\"“”‘’'\n]{3,80})[\"”’'](?!\w)")


def reply_hits(
    text: str, view: str | None, spans: list[tuple[int, int]], rules: SecretRules, context: str
) -> list[SecretHit]:
    """The secrets ``text`` holds as a reply to ``context``: ``view`` is its digit view
    (``digit_view``), read too, ``spans`` that view's offsets in ``text``."""
    hits: list[SecretHit] = []
    asked = asked_for(context, rules)
    for secret in asked:
        # A code typed in answer to a request for one is that secret, wherever it
        # sits in the reply ("I got 604821 in my text message").
        hits += _answers(text, secret, rules)
        if view is not None:
            hits += [back_to(h, spans) for h in _answers(view, secret, rules)]
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
    return hits
