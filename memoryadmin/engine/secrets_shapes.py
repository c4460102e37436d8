"""The shapes of a secret: labelled, bare, and a rule set (see ``memoryadmin.engine.secrets``)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from memoryadmin.engine.languages import COPULAS, POSTPOSED_MY
from memoryadmin.engine.languages_links import ARRIVED, OF_THE, PREPOSED_MY
from memoryadmin.engine.pattern_needs import cue_gate, needs_digit
from memoryadmin.engine.secrets_links import (
    PHONE_COPULA,
    SECRET_ARRIVED,
    SECRET_AS,
    SECRET_COPULAS,
    SECRET_MY,
    SECRET_THE,
    SECRET_THIS,
)

# A currency after a number makes it an amount, never a code ("2 000 FCFA", "5500 naira"): the
# structural shapes (``secrets_structure``) and the corrections below leave such a number alone.
CURRENCY_AFTER = (
    r"naira|ngn|k\b|ksh|kes|cedis?|ghs|rand|fcfa|cfa|usd|dollars?|"
    # East and Southern Africa's, written after the amount: "5 000 kwacha", "20 000 Frw".
    r"(?:kwacha|mwk|zmw|ugx|ush|frw|rwf|tzs|tsh|xof|xaf)\b"
)

# --- the vocabulary's shape ------------------------------------------------------

# Between a label and its value: "is", ":", "number", "for my card", "now", …
# Strict: for short values (4-8 digits) that dates and amounts also have.
_TIGHT_GLUE = (
    # "pin-u" (Amharic: the PIN), "PIN-ka" (Somali): an article joined to the label.
    r"(?:[\-–](?:u|wa|ka|ku|ye|yu)\b)?"
    # "PIN yangu ni 2468", "PIN mi ni 1234": a possessive after the label, then a copula.
    # Joined by a hyphen too: Somali "pin-kayga waa 4471" (round 45).
    # ... Hausa "PIN ɗina", Efik "PIN mmi" (round 68), Tagalog "mpin ko", "mpin ng gcash ko"
    # (round 70: ``secrets_links``).
    rf"(?:(?:\s+|[\-–])(?:{POSTPOSED_MY}|{SECRET_MY})\b)?"
    r"(?:\s+(?:for|on|of|to)\s+(?:my|the|this|that|your|our|his|her)\s+\w+)?"
    # Where on the card, no article needed: "security code for back of card 552" (round 72).
    r"(?:\s+(?:for|on|at|in|from)\s+(?:the\s+)?(?:back|reverse|behind)\s+(?:of\s+)?"
    r"(?:(?:the|my|di|ma|mi|this|dis)\s+)?(?:card|kard|atm)\b)?"
    # ... Arabic in Latin letters: "el CVV bta3 el card 238".
    rf"(?:\s+{OF_THE}\w+)?"
    # "the secret word wey I set na …", "the PIN that I use is …".
    r"(?:\s+(?:that\s+|which\s+|wey\s+)?(?:i|we)\s+(?:use|used|set|chose|picked|have|got))?"
    # Arabic: a relative pronoun and its verb, "الكود اللي جالي …" (the code that came to me).
    r"(?:\s+(?:[اإ]ل+ي|الذي|التي)\s+[^\s\d]+)?"
    r"(?:\s*(?:number|no\.?|num|code|digits?))?"
    # "the token number now be 219 884": a word of time before the copula too.
    r"(?:\s*(?:\bstill\b|\bnow\b|\bactually\b|\bjust\b|\btoday\b))*"
    # "my pin, 3731", "my transaction pin (2207)".
    # "the collection code, it's WX-44871-QZ".
    # "I set my transaction pin as 2 0 0 0".
    # "first pet? Simba": the label asked back, then its value.
    r"(?:\s*(?:[:=#>\-–—,(?]+|\bis\b|\bwas\b|\bare\b|\bwere\b|\bwill\s+be\b|['’]s|\bbe\b|\breads?\b|\bas\b|"
    r"\bit['’]?s\b|\bit\s+is\b|\bthats\b|\bthat['’]s\b|"
    # Jamaican and Trinidadian "a" (is) right before digits: "mi pin nomba a 7316" (round 62).
    r"\ba(?=\s*\d)|"
    # German "Der Code lautet 665023", "die PIN ist 4821"; Romanian "este" (round 63).
    r"\blautet\b|\blauten\b|\bist\b|\beste\b|"
    # A copula is a word of its own: "mot de pass bi: Ndeye@Pikine" names "Ndeye@Pikine", not
    # Wolof "ndeye" and the rest.
    # ... and Efik "edi", the Romance plurals "são", "son", "sont" (round 68 and 69).
    rf"\b(?:{COPULAS}|{SECRET_COPULAS})(?=[\s:=,]|$)))*"
    # "the pin is maybe 3312 or so": a hedge before the value.
    r"(?:\s*(?:\bstill\b|\bnow\b|\bactually\b|\bjust\b|\bsimply\b|\bset\s+to\b|\bchanged\s+to\b|"
    r"\bmaybe\b|\bprobably\b|\bperhaps\b|\bi\s+think\b|"
    r"\balways\b|\busually\b|\bforever\b|\bpermanently\b|\bnormally\b|"
    # Sheng "pin ni ile 2580" (the PIN is that one, 2580); Shona and Chichewa "code iyi 602915"
    # (``SECRET_THIS``, round 76).
    rf"\bile\b|\bhiyo\b|\bhii\b|\b(?:{SECRET_THIS})\b))*"
    r"\s*"
)
# A few words between the label and a linking word ("the code they sent is", "CVV at the
# back na", "the token on my hardware device is showing", "my USSD pin for *737# is"):
# no word of them a run of digits, so the value is the first number after the link.
_MID_GLUE = (
    r"(?:,?\s+(?!\d{3})[^\s.!?\n]+){0,5}?"
    # "the 3 numbers behind the card correctly, 0-5-8": a comma after the words too.
    r"(?:\s*(?:[:=,]|\bis\b|\bwas\b|\bna\b|\bare\b|\bwere\b|\bshowing\b|\bshows\b|\breads?\b|\bsays\b|"
    r"\buse\b|\benter\b|\btype\b|\binput\b|\bput\s+in\b|"
    # The code as it arrived: "the code came 661204 and I didn't see it in time".
    r"\bcame\b|\barrived\b|\bshow\b|"
    # ... in the languages users mix in: "OTP vandhuchu 774 120", "weh dem sen mi a 611 742".
    rf"\b(?:{ARRIVED}|{SECRET_ARRIVED})\b|"
    # Told inside a story: "after it asks for my pin, I put 8260", "the security code, I
    # gave them 945", "the 3 numbers at the back, I typed 702".
    r"\b(?:entered|typed|put|tried|used|keyed(?:\s+in)?|inputted|punched(?:\s+in)?|pressed|"
    r"dial(?:l?ed)?|gave(?:\s+(?:them|him|her|it))?|(?:told|sent)\s+(?:them|him|her)|"
    # Swahili: "akaniuliza namba ya siri nikamwambia 7733" (he asked … and I told him).
    r"(?:nika|nili)(?:mwambia|mpa|waambia|wapa))\b|"
    # ... French typed on a phone: "le code de retrait Wafacash c 88213406" (round 71).
    rf"\b(?:{COPULAS}|{PHONE_COPULA})\b))+"
    r"(?:\s*(?:\bstill\b|\bnow\b|\bactually\b|\bjust\b|\balways\b|\busually\b|\blike\b|\bum+\b|"
    r"\buh+\b|\ber+\b))*\s*"
)
STRICT_GLUE = rf"(?:{_TIGHT_GLUE}|{_MID_GLUE})"
# Loose: for long values of one exact length (10, 11, 13-19 digits), which
# nothing else in a chat has: any few words with no digit and no sentence end.
LOOSE_GLUE = r"[^\d\n.!?;]{0,40}?"
# Value first: "1234 is my PIN", "22212345678 (my BVN)".
REVERSE_GLUE = (
    # "7734 ndiyo namba yangu ya siri", "1234 ni PIN yangu", "4471 ndiye PIN yanga": a copula in
    # another language.
    r"\s*(?:is|was|na|be|as|in|from|via|ndiyo|ndio|ni|ngu|=|:|-|–|—|\(|,"
    rf"|(?:{COPULAS}|{SECRET_COPULAS})(?!\w))?\s*(?:is\s+|na\s+|be\s+|as\s+|(?:{SECRET_AS})\s+|"
    r"thats\s+|"
    r"that['’]?s\s+|"
    # Pidgin and Krio "di" (the), "mi" (my): "1234 na di pin".
    # ... French, Portuguese and Wolof "my" / "the": "0923 c'est mon pin wave" (round 49).
    r"that\s+is\s+)?(?:the|your|his|her|our|di|mon|ma|le|la|meu|minha|sama|"
    # Sinhala "mage" ("8264 thama mage ATM PIN eka"), Tamil "en" (round 55); Tagalog "ang"
    # ("4402 ang mpin ko", round 70).
    rf"{PREPOSED_MY}|{SECRET_THE})?\s*"
)

# Value first, its label last, a few words between: "391 is the one at the back, the cvv",
# "4471 na the one I use, my pin?". The label closes its clause, so "1500 is what I paid,
# my pin is wrong" names no value.
_FAR_REVERSE_GLUE = (
    r"\s+(?:is|was|na|be)\s+[^\d\n.!?;,]{1,40}?,\s*(?:the|my|your|that\s+is\s+(?:the|my))\s+"
)
_CLAUSE_ENDS = r"(?=\s*(?:[,.!?;)]|$))"


# The value of a secret that is only ever asked for ("What does the message from the bank
# say?"): it names no value of its own, so a reply to it is read, never the label's text.
ASKED_ONLY = r"(?!)"


@dataclass(frozen=True)
class LabelledSecret:
    """A secret that follows (or precedes) a label: "my PIN is 1234"."""

    kind: str  # what the placeholder says: "PIN", "card number"
    labels: tuple[str, ...]  # regex fragments, matched as whole words, any case
    value: str  # regex for the value itself
    glue: str = STRICT_GLUE
    reverse: bool = True  # also "1234 is my PIN"
    not_after: tuple[str, ...] = ()  # a word right before the label that makes it another thing
    reject_values: frozenset[str] = frozenset()  # values that are plain words ("expired")
    asked_for: bool = True  # a bare value right after a message that asked for it
    word_value: bool = False  # the value is a word (a password), not digits: no amount check
    # For a word value: the shape it must have where no label stands right before it
    # (value first, "na Mummy4life be the password", or anywhere in a reply to a request
    # for it, "current one is Tolu_2019#"). None: only after its label.
    shaped_value: str | None = None
    # A test of the value's digits (any script's: "٢٩٢٠…" too) it must pass, for a value whose
    # digits say what it is (a national ID's check digit, the birth date inside it). None: any.
    check: Callable[[str], bool] | None = None

    def passes(self, value: str) -> bool:
        """Whether a value found for this secret passes its ``check``, if it has one."""
        return self.check is None or self.check("".join(ch for ch in value if ch.isdigit()))

    @property
    def asked_only(self) -> bool:
        """Only asked for: the label names no value of its own."""
        return self.value == ASKED_ONLY

    @property
    def named_masks_shapes(self) -> bool:
        """Named anywhere in a message, every word of its shape in it is masked (a password:
        "my password is her name and her birth year, Amara2011")."""
        return self.kind == "password" and self.shaped_value is not None and not self.asked_only

    def _label(self) -> str:
        # One look-behind per word length (a look-behind has a fixed width), after
        # the word boundary: they run only where a word starts.
        by_length: dict[int, list[str]] = {}
        for w in self.not_after:
            by_length.setdefault(len(w), []).append(w)
        guard = "".join(
            rf"(?<!\b(?:{'|'.join(words)})[\s-])" for _, words in sorted(by_length.items())
        )
        return rf"\b{guard}(?:{'|'.join(self.labels)})\b"

    def forward(self) -> re.Pattern[str]:
        return re.compile(
            rf"{self._label()}{self.glue}(?P<value>{self.value})", re.IGNORECASE | re.UNICODE
        )

    def backward(self) -> re.Pattern[str]:
        value = self.shaped_value or self.value
        return re.compile(
            rf"(?P<value>{value})(?:{REVERSE_GLUE}{self._label()}"
            rf"|{_FAR_REVERSE_GLUE}{self._label()}{_CLAUSE_ENDS})",
            re.IGNORECASE | re.UNICODE,
        )

    def answer(self) -> str | None:
        """The shape of this secret anywhere in a reply to a request for it, if it has one."""
        return self.shaped_value if self.word_value else self.value

    def label_lowered(self) -> re.Pattern[str] | None:
        """Its label, to be searched for in a lowered text, or None when a label is not
        written in lower case (then ``named`` is read on the text itself)."""
        if any(w != w.lower() for w in (*self.labels, *self.not_after)):
            return None
        return re.compile(self._label(), re.UNICODE)

    def named(self) -> re.Pattern[str]:
        """Its label, anywhere: named in the last sentences of a request, it is asked for, in
        any language ("Veuillez entrer le code", "emeza PIN yawe": every language borrows it)."""
        return re.compile(self._label(), re.IGNORECASE | re.UNICODE)


@dataclass(frozen=True)
class BareSecret:
    """A secret recognised by its shape alone: a Luhn-valid card number."""

    kind: str
    min_digits: int
    max_digits: int
    check: Callable[[str], bool] | None = None  # on the digits only
    # Context that must sit close before the value (None: none needed): "to", "acct".
    context_before: tuple[str, ...] | None = None
    context_after: tuple[str, ...] = ()
    separated: bool = True  # single spaces or dashes allowed between digits

    def pattern(self) -> re.Pattern[str]:
        """A whole run of digits (with single separators): never part of a longer one."""
        sep = r"[ \-]?" if self.separated else ""
        return re.compile(rf"(?<![\w+.,/])\d(?:{sep}\d)*(?![\w.,/]\d|\w)")


@dataclass(frozen=True)
class SecretRules:
    """Which secrets to find. The core's are ``GENERIC``; a pack adds its own."""

    labelled: tuple[LabelledSecret, ...] = ()
    bare: tuple[BareSecret, ...] = ()
    # Money next to a digit run means it is an amount, never a secret.
    money_before: str = (
        r"(?:[₦$€£₵]|\bNGN|\bUSD|\bN|\bGHS|\bKES|\bKSh|\bUGX|\bUSh|\bTSh|\bZAR|\bZMW|\bCFA|"
        r"(?<![A-Za-z])(?-i:R|K)|"
        # The Middle East's and North Africa's, before the amount (round 80).
        r"[₪﷼]|\bEGP|\bSAR|\bAED|\bILS|\bNIS|\bIRR|\bJOD|\bKWD|\bQAR|\bIQD)\s?$"
    )
    money_after: str = (
        r"^\s?(?:k\b|m\b|bn\b|naira|kobo|dollars?|pounds?|euros?|ngn|usd|thousand|million|billion|"
        r"cedis?|shillings?|bob\b|rands?\b|kwacha|ngwee|francs?|"
        # The currencies written after the amount: "5000 FCFA", "20 000 Frw", "50000 UGX".
        r"f?cfa\b|xof\b|xaf\b|frw\b|rwf\b|ugx\b|ush\b|tzs\b|tsh\b|ksh\b|kes\b|mwk\b|zmw\b|ghs\b|"
        r"zar\b|"
        # The Middle East's and North Africa's, after it: "٥٠٠ جنيه", "500 ש״ח", "۲۵۰۰۰۰ تومان"
        # (round 80).
        r"جني[هة]|ريال|ر\.س|درهم|دراهم|دينار|ليرة|ليره|تومان|تومن|ریال|شيكل|ש[\"״']?ח|שקל|₪|"
        r"toman|tomen|riyals?\b|rials?\b|dirhams?\b|dinars?\b|shekels?\b|egp\b|sar\b|aed\b|"
        r"ils\b|nis\b|irr\b|jod\b|kwd\b|qar\b|iqd\b)"
    )
    _compiled: dict[str, Any] = field(default_factory=dict, compare=False, repr=False)

    def plus(self, other: SecretRules) -> SecretRules:
        return SecretRules(
            labelled=(*self.labelled, *other.labelled),
            bare=(*self.bare, *other.bare),
            money_before=self.money_before,
            money_after=self.money_after,
        )

    def kinds(self) -> list[str]:
        return list(dict.fromkeys([s.kind for s in self.labelled] + [b.kind for b in self.bare]))

    def only(self, kinds: Iterable[str]) -> SecretRules:
        """These rules narrowed to some kinds (kept once built: its patterns compile once)."""
        wanted = frozenset(kinds)
        cache_key = f"only:{','.join(sorted(wanted))}"
        found = self._compiled.get(cache_key)
        if isinstance(found, SecretRules):
            return found
        narrowed = SecretRules(
            labelled=tuple(s for s in self.labelled if s.kind in wanted),
            bare=tuple(b for b in self.bare if b.kind in wanted),
            money_before=self.money_before,
            money_after=self.money_after,
        )
        self._compiled[cache_key] = narrowed
        return narrowed

    def compiled(self) -> dict[str, Any]:
        # Built whole, then published with the "ready" mark last: a thread of a threaded
        # worker that reads while another builds sees either nothing (and builds its own
        # copy) or every entry, never "labelled" without "any_label" (a KeyError the
        # drill's threaded web server hit).
        if "ready" not in self._compiled:
            labelled = [
                (s, s.forward(), s.backward() if s.reverse else None, s.named())
                for s in self.labelled
            ]
            digitless = [
                (
                    s,
                    None if needs_digit(forward) else forward,
                    None if needs_digit(backward) else backward,
                    named,
                )
                for s, forward, backward, named in labelled
            ]
            # Secrets that share their labels share one pattern for them (a code of digits
            # and one of letters and digits are named alike): searched once per text.
            lowered: dict[str, re.Pattern[str]] = {}
            own = [
                None if o is None else lowered.setdefault(o.pattern, o)
                for o in (s.label_lowered() for s in self.labelled)
            ]
            gates = {o.pattern: cue_gate(o) for o in lowered.values()}
            built: dict[str, Any] = {
                "labelled": labelled,
                # ... and for a text without a digit, each pattern that cannot match in one
                # left out (``pattern_needs``): a code of letters and digits, an API key.
                "labelled_digitless": digitless,
                # Each secret's label alone, read on the lowered text without IGNORECASE when
                # every label of it is written in lower case (several times faster): a text
                # without it holds no value of that secret, before or after a label.
                "label_lowered": own,
                # ... and its cue words in one pattern (``pattern_needs.cue_gate``), searched
                # first: where none is, the label is not (None: no cue proved, searched whole).
                # A label not written in lower case is read case-blind on the text itself
                # (``named``), and so are its cues.
                "label_cues": [
                    cue_gate(named) if o is None else gates[o.pattern]
                    for o, (_, _, _, named) in zip(own, labelled, strict=True)
                ],
                "bare": [(b, b.pattern()) for b in self.bare],
                # A message that is nothing but a value of this secret: see ``find_secrets``.
                "only": [
                    (
                        s,
                        re.compile(_ONLY_BEFORE + "(?P<value>" + s.value + ")" + _ONLY_AFTER, re.I),
                    )
                    for s in self.labelled
                    if s.asked_for
                ],
                # One scan for any label at all (most messages name none), apart for the
                # secrets whose value is a word (only they can be in a text with no digit).
                # A secret only ever asked for names no value where its label stands: not
                # scanned for ("log in", "first school" are read in requests only).
                "any_label": _any_label(s for s in self.labelled if not s.word_value),
                "any_word_label": _any_label(
                    s for s in self.labelled if s.word_value and not s.asked_only
                ),
                # ... of those, the ones a text without a digit can hold a value of.
                "any_word_label_digitless": _any_label(
                    s
                    for s, forward, backward, _ in digitless
                    if s.word_value
                    and not s.asked_only
                    and (forward is not None or backward is not None)
                ),
                "money_before": re.compile(self.money_before, re.IGNORECASE),
                "money_after": re.compile(self.money_after, re.IGNORECASE),
            }
            # ... and their cue words, searched first (``pattern_needs.cue_gate``).
            for union in ("any_label", "any_word_label", "any_word_label_digitless"):
                built[f"{union}_cues"] = cue_gate(built[union])
            self._compiled.update(built)
            self._compiled["ready"] = True
        return self._compiled


# A reply that is nothing but the value: "482913", "it's 4821, thanks".
_ONLY_BEFORE = (
    r"^\W*(?:(?:it['’]?s|it\s+is|its|here(?:\s+it\s+is)?|sure|ok(?:ay)?|yes|yeah|done|"
    r"the\s+code\s+is|my\s+\w+\s+is)\W*)*"
)
_ONLY_AFTER = r"\W*(?:thanks?|thank\s+you)?\W*$"


def _any_label(secrets: Iterable[LabelledSecret]) -> re.Pattern[str] | None:
    """One pattern for every label of these secrets, read on the lowered text.

    Without IGNORECASE (several times faster) when every label is written in
    lower case, as the core's and the banking pack's are.
    """
    labels = [label for secret in secrets for label in secret.labels]
    if not labels:
        return None
    lower = all(label == label.lower() for label in labels)
    flags = re.UNICODE if lower else re.IGNORECASE | re.UNICODE
    return re.compile(rf"\b(?:{'|'.join(labels)})\b", flags)


def luhn_valid(digits: str) -> bool:
    """The Luhn check digit test every payment card number passes."""
    total = 0
    for i, ch in enumerate(reversed(digits)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d > 4 else d * 2
        total += d
    return len(digits) > 1 and total % 10 == 0


def _digits(text: str) -> str:
    return "".join(ch for ch in text if ch.isdigit())


# A correction and the value right after it: "no sorry it's 53092", "I meant 4417",
# "correction: the code is 771920".
CORRECTED = re.compile(
    r"\b(?:sorry|i\s+mean|i\s+meant|correction|actually|typo|my\s+bad|wrong\s+one|oops|"
    # "no wait i typed it wrong. it's 71 66".
    r"(?:typed|entered|put|gave)\s+(?:it|that|the\s+\w+)\s+wrong|no\s+wait|"
    # "abeg no, na 604118", "no, it's 604118".
    r"no\s*[,.]?\s+(?:na|its|it['’]s|it\s+is))\b[\s,:;!.—–-]*"
    # "no wait na 8008": pidgin's "is".
    r"(?:(?:it['’]?s|it\s+is|is|na|the|right|correct|code|one|pin|otp|number|was|should\s+be|be)"
    r"\s*[,:]?\s*){0,3}"
    r"(?P<value>(?<![\d\w])\d(?:[ \-]?\d){3,}(?![\d\w]))",
    re.IGNORECASE,
)
# The value, then the correction: "604118 I mean", "na 4471 sorry".
CORRECTED_AFTER = re.compile(
    r"(?P<value>(?<![\d\w])\d(?:[ \-]?\d){3,}(?![\d\w]))\s*[,.]?\s*(?:i\s+mean|i\s+meant|sorry|"
    r"abeg|is\s+the\s+right\s+one|is\s+correct)\b",
    re.IGNORECASE,
)

_DIGITS_ONLY = re.compile(r"(?<![\d\w])[\dOolI](?:[ \-]?[\dOolI]){3,}(?![\d\w])")


_LETTER_DIGITS = str.maketrans("OolI", "0011")


def digits_of(value: str) -> str | None:
    """The digits of a value that is nothing but digits, however spaced, an "O" typed for a
    zero among them ("384 6O1"), an "l" for a one ("3o4 1l7"); None for anything else."""
    if not _DIGITS_ONLY.fullmatch(value) or not value[0].isdigit():
        return None
    return re.sub(r"\D", "", value.translate(_LETTER_DIGITS))


_RUN = re.compile(r"(?<![\d\w])\d(?:[ \-]?\d){3,7}(?![\d\w])")


def digit_runs(text: str) -> list[tuple[str, int]]:
    """The digits of each run of four to eight in ``text``, however spaced, with its end."""
    return [(re.sub(r"\D", "", m.group(0)), m.end()) for m in _RUN.finditer(text)]


def corrections(text: str) -> list[tuple[str, int]]:
    """Each value ``text`` puts right, with where it starts: "no sorry it's 53092", "604118 I
    mean", "6612 sorry typo"."""
    found = [*CORRECTED.finditer(text), *CORRECTED_AFTER.finditer(text)]
    return [
        (re.sub(r"\D", "", m.group("value")), m.start("value"))
        for m in found
        if not _MONEY_AFTER.match(text, m.end("value"))
    ]


# An amount put right is not a secret: "sorry 5500 naira".
_MONEY_AFTER = re.compile(
    rf"\s*(?:{CURRENCY_AFTER}|kobo|thousand|shillings?|ugx|tzs|zar|francs?|pounds?|gbp|euros?|bob|"
    r"bucks)",
    re.IGNORECASE,
)


# "my password is expired" names no password.
NOT_A_PASSWORD = frozenset(
    """
    a an the my your his her our their this that it its not no never wrong incorrect invalid
    valid expired working broken blocked locked unlocked correct right strong weak secure safe
    unsafe too very same different changed reset forgotten lost compromised stolen leaked
    new old mine hard easy simple long short required needed missing case sensitive being also
    now still just set correct, what which somewhere written saved stored hidden private secret
    fine ok okay good bad something nothing anything protected encrypted
    why how huh sorry later wait please pls abeg hello hi yes yeah nope what when where
    did do does
    trop tres très pas plus encore bloque bloqué oublie oublié faux expire expiré nouveau ancien
    mais et ou donc car comme pour sur dans avec sans ca ça il elle on je tu de du des le la les
    un une est marche passe aide aidez aider svp stp mwen
    correct incorrecte muito nao não errado errada bloqueada esquecida nova novo antiga
    baru lama salah betul lupa terlupa dah sudah tak tidak belum anda kamu akaun akun sementara
    macam bagaimana gimana boleh bisa mana apa lagi minggu bulan tadi sekarang perbankan internet
    harus wajib mesti perlu minimal
    """.replace(",", " ").split()
) | frozenset(
    # What a password is said of or does, right after its name: "the password format on M-Pesa
    # statements", "the password rules", "my password keeps failing", "the statement password is
    # formed from…", "le format du mot de passe est compliqué" (blind round 74). A summary that
    # names them keeps no password. Never a modal ("can", "should"): "anybody who sends my
    # security answer can transact for me" is refused by its secret's mask (blind round 43).
    """
    format formats formed requirement requirements rule rules policy policies manager managers
    expiry expiration field hint hints length screen prompt page link box resets recovery
    settings history attempts tries retries limit notice notices notification notifications
    update updates entry strength pattern structure combination complexity criteria guidelines
    instructions feature option options system process step steps issue issues problem problems
    trouble error errors keeps kept fails failed failing works worked stopped stops expires
    rejected rejects accepted refused refuses was were has had gets got isnt doesnt didnt wont
    cant dey confusing confused complicated complex difficult tricky annoying frustrating
    needs contains includes requires differs
    matches looks seems came comes changes protection everywhere
    règles regles exigences formé forme compliqué complique compliquée difficile
    formato regras requisitos complicado complicada difícil dificil
    muundo masharti ngumu inakataa imekataa haifanyi haikubali moeilik verkeerd ingewikkeld
    """.split()
) | frozenset(
    # ... in Chichewa, Shona, isiNdebele, Bemba and Setswana: hard, locked, refused, wrong, not
    # working ("paswedi yanga ndi yovuta kukumbukira", my password is hard to remember), and what
    # it is, asked ("paswedi yanga ndi chiyani?"), round 76.
    """
    yovuta yovutirapo yatsekedwa yatsekeka sikugwira sikugwila ikukanidwa yakanidwa yolakwika
    yalakwika yaiwalika yakaoma yakakiyiwa haishande hairi yaramba irikuramba inzima ayisebenzi
    ivaliwe tailebomba taileboomba yalikosa yalufyanya thata chiyani chani chii chinyi ndani
    """.split()
)


# A one-time code of letters and digits together ("9Xk2Lp", e-mailed codes, app codes):
# five to twelve, at least one of each. Not an ordinal, a time, a size or an amount with
# its unit or currency ("2nd", "10am", "3GB", "20k", "N5000", "GH640").
ALNUM_CODE_VALUE = (
    r"(?<![\w\-.@/#₦$£€])(?=[A-Za-z0-9\-]{0,15}[A-Za-z])(?=[A-Za-z0-9\-]{0,15}\d)"
    r"(?![0-9]+(?:st|nd|rd|th|am|pm|k|m|bn|gb|mb|kb|hrs?|mins?|yrs?|x|kg|km)(?![\w\-.@/]))"
    r"(?!(?i:n|ngn|ksh|kes|r|gh|ghs|ghc|usd|gbp|zar|ugx|tzs|us|uk)[0-9]+(?:k|m)?(?![\w\-.@/]))"
    # In groups too: "XK7-P92Q"; a stop after it ends the sentence ("Your code is QX7-K2M.",
    # round 78), a stop before more letters joins a name ("ab12.com").
    r"(?=[A-Za-z0-9\-]{5,16}(?![\w\-@/]|\.[\w\-@/]))[A-Za-z0-9]{2,12}(?:-[A-Za-z0-9]{2,8}){0,3}"
    r"(?![\w\-@/]|\.[\w\-@/])"
)
