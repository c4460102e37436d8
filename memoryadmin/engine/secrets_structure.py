"""Credentials found by their shape, whatever label (or none) stands beside them.

A label list never covers every language or abbreviation, so some secrets are
recognised by structure alone (blind round 5, issue 25):

- a JSON web token: three base64url parts joined by dots, the first starting
  ``eyJ`` (every JWT header does);
- a key with a vendor prefix (``sk_…``, ``pk_live_…``, ``tok_…``, ``rk_…``) or a
  value after ``Bearer``;
- a password-shaped word: letters, digits and a symbol inside it (``Tr0b!ad#r``).
  No dictionary word, amount, date, e-mail or link has that shape (a dollar amount with its
  country's letters, "US$5", is set aside);
- a security-question answer volunteered first ("X is the answer to my security
  question").

Over-masking is cheap; a credential replayed is not.
"""

from __future__ import annotations

import re

from memoryadmin.engine.pattern_needs import finder
from memoryadmin.engine.secrets_answer_set import answer_set
from memoryadmin.engine.secrets_asked import PASSWORD_SHAPED
from memoryadmin.engine.secrets_changed_from import changed_from
from memoryadmin.engine.secrets_numbers import said_in_words
from memoryadmin.engine.secrets_offered import offered_codes, reset_as_it
from memoryadmin.engine.secrets_shapes import CURRENCY_AFTER
from memoryadmin.engine.secrets_typed_last import typed_verb_last
from memoryadmin.engine.secrets_volunteered import volunteered
from memoryadmin.engine.secrets_weighed import weighed_values

_JWT = re.compile(r"\beyJ[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{4,}\.[A-Za-z0-9_\-]{4,}")
_PREFIXED_KEY = re.compile(
    r"(?<![\w\-])(?:sk|pk|rk|tok|key|whsec|pat|ghp|xox[abp])_(?:[A-Za-z0-9]+_)*[A-Za-z0-9]{6,}"
)
_BEARER = re.compile(r"\bbearer\s+(?:token\s+)?(?P<value>[A-Za-z0-9_\-.=+/]{12,})", re.IGNORECASE)
# A word with a letter, a digit and a symbol strictly inside it (a leading "#" or "₦" is
# Nigerian shorthand for naira; a trailing "!" or "?" ends a sentence).
_SYMBOLS = "!#$%^&*~"
_MIXED = re.compile(
    rf"(?<![^\s\"'“‘(])(?=\S*[A-Za-z]\S*[A-Za-z])(?=\S*\d)"
    rf"[^\s\"'“”‘’,;]+?[{re.escape(_SYMBOLS)}][^\s\"'“”‘’,;]*[A-Za-z0-9_]"
    rf"(?=[\"'”’,;.!?)]*(?:\s|$))"
)
# A dollar amount with its country's letters is money, not a password: "US$5", "NZ$1,200.50",
# "ZW$20". Written as an amount only (up to three digits, or thousands grouped, cents after):
# "US$5000" stays password-shaped, since over-masking is cheap.
_DOLLAR_AMOUNT = re.compile(
    r"(?:US|AU|CA|NZ|HK|SG|ZW|ZWL|NT|TT|EC|BZ|LD|BD|FJ|JA)\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?"
    r"(?:k|m|bn)?"
    # ... by the period: "CA$300/month", "US$50/wk".
    r"(?:/(?:month|mo|mth|week|wk|year|yr|term|day|quarter|qtr))?"
)
# "Ibadan is the answer to my security question": the answer named first.
_ANSWER_FIRST = re.compile(
    r"(?:^|[.!?;:|]\s*)(?P<value>[^\s.!?;:|][^.!?;:|\n]{0,60}?)\s+(?:is|was|na|be)\s+"
    r"(?:the\s+|my\s+)?answer\s+(?:to|for)\s+(?:my|the|your)\s+"
    r"(?:security|secret|memorable)\s+question",
    re.IGNORECASE,
)


# A USSD string that moves money ends on the PIN that authorises it: "*737*2*5000*5512#".
# Its last field, four to six digits after at least two others, is masked.
_USSD_PIN = re.compile(r"\*\d{2,4}(?:\*\d+){2,}\*(?P<value>\d{4,6})#")
# A credential changed to its new value: "I changed my password to ilovemymum2", "reset my
# PIN to 4410". The new value is the secret: a word with a letter and a digit or symbol, or
# four to six digits.
_CHANGED_TO = re.compile(
    r"\b(?:chang|set|reset|updat|switch|mov|turn)\w*\s+(?:my\s+|the\s+|our\s+)?"
    r"(?:(?!password|passcode|pin\b|pwd)\w+\s+)?(?P<kind>password|passcode|pass\s*word|pin|pwd)\s+"
    r"(?:to|as|into)\s+[\"'“‘]?(?P<value>[^\s\"'“”‘’,;]+)",
    re.IGNORECASE,
)
# What it was changed to is a password of the usual shape, or a PIN.
_SHAPED = re.compile(rf"{PASSWORD_SHAPED}|\d{{4,6}}")


# A code read out to someone: "he said read me the message so I read 660172 to him".
_READ_OUT = re.compile(
    r"\bread\s+(?:out\s+)?(?:the\s+\w+\s+)?(?P<value>\d(?:[\s-]?\d){3,7})(?!\d)", re.IGNORECASE
)


# A wallet's recovery phrase pasted bare: twelve to twenty-four short lower-case words in a
# row (the lists wallets print: 12, 15, 18, 21 or 24), none of them a word that holds a
# sentence together. A sentence of twelve words always has one ("the", "to", "my"…).
# The whole run: a phrase is not the middle of a longer run of such words, and its words
# are different ones.
# Numbered as wallets print it too: "1.cable 2.zebra …", "1) cable 2) zebra …".
_NUMBERED = r"(?:\d{1,2}[.)]\s*)?"
_WORD_RUN = re.compile(
    rf"(?<![\w'’\-]){_NUMBERED}[a-z]{{3,8}}(?:[ ,]+{_NUMBERED}[a-z]{{3,8}}){{11,}}(?![\w'’\-])"
)
_SEED_LENGTHS = frozenset({12, 15, 18, 21, 24})
_GLUE_WORDS = frozenset(
    "the and for you your are was were with that this have has had not but can will would "
    "from they them their there then than what when where which who how why all any our out "
    "its his her him she get got one two too very just also into about please thanks okay".split()
)


def _is_phrase(run: str) -> bool:
    words = re.split(r"[ ,]+", re.sub(r"\d{1,2}[.)]\s*", "", run).strip(" ,"))
    distinct = set(words)
    return len(words) == len(distinct) in _SEED_LENGTHS and not _GLUE_WORDS & distinct


def _seed_phrases(text: str) -> list[tuple[int, int]]:
    out = []
    for m in _WORD_RUN.finditer(text):
        if _is_phrase(m.group(0)):
            out.append(m.span())
            continue
        # The phrase, then a comma and the user's own words: "orbit canoe … chalk, can you
        # check why wallet empty". The run up to a comma is the phrase when it is one.
        for comma in (c.start() for c in re.finditer(",", m.group(0))):
            if _is_phrase(m.group(0)[:comma]):
                out.append((m.start(), m.start() + comma))
                break
    return out


# A code as codes are sent, in pairs: "30-91-47", "12 34 56" (not a date, a phone number or an
# amount: nothing around it says so).
_PAIRED_CODE = re.compile(
    r"(?<![\d\w/.,:-])\d{2}(?P<sep>[ -])\d{2}(?P=sep)\d{2}(?![\d\w/.,:-])"
    rf"(?!\s*(?:{CURRENCY_AFTER}|am\b|pm\b|hrs?\b))",
    re.IGNORECASE,
)
# Letters and digits with a symbol after them: "Ngozi1990#".
_TRAILING_SYMBOL = re.compile(
    r"(?<![^\s\"'“‘(])(?=[A-Za-z0-9]*[A-Za-z])(?=[A-Za-z0-9]*\d)[A-Za-z0-9]{5,}[#!@*&%$]+"
    r"(?=[\"'”’,;.!?)]*(?:\s|$))"
)


def _paired_codes(text: str) -> list[tuple[int, int]]:
    """Each code in pairs that is not a date either way round ("12-03-24" is one)."""
    out = []
    for m in _PAIRED_CODE.finditer(text):
        a, b = int(m.group(0)[:2]), int(m.group(0)[3:5])
        if not ((1 <= a <= 31 and 1 <= b <= 12) or (1 <= a <= 12 and 1 <= b <= 31)):
            out.append(m.span())
    return out


# A code the user got: "I got this 834205 but the page timed out".
_GOT_THIS = re.compile(
    r"\b(?:got|received|get|have)\s+(?:this|dis|the|a)\s+(?:(?:one|code|number|otp|message)\s*:?\s*)?"
    rf"(?P<value>\d{{4,8}})\b(?!\s*(?:{CURRENCY_AFTER}|units?|items?|pieces?|bags?|people|times|days|"
    r"%))",
    re.IGNORECASE,
)
# A message the user got with a number in it: "I got an SMS with 318 507, is that a bank code?",
# "received a text saying 4471 09". Not a phone number (longer), an amount (its currency, a
# round one: an alert reports money) nor a count.
_MESSAGE_WITH = re.compile(
    r"\b(?:got|received|receive|get|have)\s+(?:an?|the|this|dis|one)\s+(?:sms|text(?:\s+message)?|"
    r"message|e-?mail)\s+(?:with|saying|that\s+says|which\s+says|containing|reading|:)\s*"
    r"(?:(?:the|a)\s+)?(?:(?:code|number|digits)\s*:?\s*)?"
    r"(?P<value>\d(?:[ -]?\d){3,7})(?![ -]?\d|\w)(?<!00)"
    rf"(?!\s*(?:{CURRENCY_AFTER}|units?|items?|points?|people|times|days|%))",
    re.IGNORECASE,
)
# A card's expiry, then three digits: "08/27 and the 3 numbers behind na 614", "expiry 03/28 and
# the 3 numbers 665" (the code on the back).
_EXPIRY_THEN_CVV = re.compile(
    r"\b(?:0[1-9]|1[0-2])\s*/\s*\d{2}\b[^\n]{0,40}?(?<![\d\w,.])(?P<value>\d(?:\s?\d){2})(?![\d\w,.])"
    rf"(?!\s*(?:{CURRENCY_AFTER}))",
    re.IGNORECASE,
)


# Digits typed one by one, spaced: "ok it's 7 3 0 5 5 1" (how a code is read out, not a phone:
# the whole run, so no eight of a phone number's eleven, "call me on 0 8 0 3 1 2 3 4 5 6 7").
_SPACED_DIGITS = re.compile(
    rf"(?<![\d\w])(?<!\d )\d(?: \d){{3,7}}(?![\d\w]| \d)(?!\s*(?:{CURRENCY_AFTER}))",
    re.IGNORECASE,
)
# A code someone sent the user, in Pidgin: "dem send 771204 give me".
_SENT_ME = re.compile(
    r"\b(?:dem|they|them|the\s+bank|the\s+app|bank)\s+(?:don\s+|have\s+|just\s+)?(?:send|sent|text|"
    r"texted)\s+(?P<value>\d(?:[\s-]?\d){3,7})\s+(?:give\s+me|to\s+me|for\s+me|me)\b",
    re.IGNORECASE,
)
# A phrase given as the answer: "the phrase is blue kettle under mango tree".
_PHRASE_IS = re.compile(
    r"\b(?:my|the)\s+(?:pass\s*)?phrase\s+(?:is|na|be)\s*:?\s*"
    r"(?!(?:too|very|not|so|quite|long|short|hard|easy|difficult|wrong|correct|right)\b)"
    r"(?P<value>[A-Za-z][A-Za-z'’ -]{2,80}?)"
    r"\s*(?=[.!?,;]|$)",
    re.IGNORECASE,
)
# A card's code asked about, then given: "CVV is the three numbers at the back right? it's 902".
_ASKED_THEN_GIVEN = re.compile(
    r"\b(?:cvv2?|cvc2?|security\s+code)\b[^\n]{0,60}?\?\s*(?:so\s+)?(?:its|it['’]s|it\s+is|na|e\s+be|"
    r"then)\s+"
    r"(?P<value>\d(?:\s?\d){2,3})(?![\d\w])",
    re.IGNORECASE,
)
# A code handed over, ending the message: "oya take am: 905 113", "here it is - 4471". Not a
# round number (an amount handed over: "take am: 5000").
_HANDED_OVER = re.compile(
    r"\b(?:take\s+(?:am|it|this|dis)|here\s+(?:it\s+is|you\s+go)|see\s+am|na\s+(?:this|dis))"
    r"\s*[:\-–—]\s*(?P<value>\d(?:[\s-]?\d){3,7})(?<!00)[\s.!]*$",
    re.IGNORECASE,
)
# A PIN or password named, then its value a few words on: "my son set the pin for me, it is his
# birth year 1988".
_NAMED_THEN_VALUE = re.compile(
    r"\b(?:pin|pass\s*word|pass\s*code)\b[^.!?\n]{0,40}?\b(?:it\s+is|its|it['’]s|na)\s+"
    r"(?:[\w'’]+\s+){0,4}?(?P<value>\d{4,6})(?![\d\w])",
    re.IGNORECASE,
)


# A PIN typed at a cash machine, told as a story: "so i go ATM …, i enter 2468 three times".
# Four to six digits typed (entered, keyed, punched in) in a message that names the cash
# machine a PIN is typed on (a "machine" alone may be a meter paid an amount). Not an amount:
# none with its currency, nor a round one ("I entered 5000 at the ATM": an ATM pays notes).
_TYPED_DIGITS = re.compile(
    r"\b(?:enter(?:ed|ing)?|typed?|typing|put(?:ting)?|punch(?:ed)?(?:\s+in)?|key(?:ed)?\s+in|"
    r"input(?:ted)?|press(?:ed)?|tap(?:ped)?(?:\s+in)?|"
    # "I tried 1357 three times and it locked": what was tried on a lock is its PIN (round 70).
    r"tr(?:y|ied|ying))\s+(?:in\s+)?"
    r"(?P<value>\d{4,6})(?![\d\w.,/:])"
    rf"(?!\s*(?:{CURRENCY_AFTER}|kobo|thousand|shillings?|cedis?|francs?|bob\b|"
    r"as\s+(?:the\s+)?amount|to\s+withdraw|"
    # "I entered 52134 as my meter number": named as another thing.
    r"as\s+(?:my|the|a|an)\s+(?!(?:pin|code|otp|passcode|password)\b)\w))",
    re.IGNORECASE,
)
_CASH_MACHINE = re.compile(r"\b(?:atms?|cash\s*(?:machine|point)s?|keypad)\b", re.IGNORECASE)


# Or typed where a PIN or a code was named before ("*170# keeps saying invalid pin. I'm
# putting 1122"), or told as refused ("I HAVE ENTERED 667201 THREE TIMES AND YOUR SYSTEM SAYS
# EXPIRED"), or as what locked the card or the app ("I tried 1357 and it locked"): what a code or
# a PIN is told, an amount is not. Not where an amount is named.
_CODE_NAMED = re.compile(r"\b(?:pins?|passcode|otp|code)\b", re.IGNORECASE)
_REFUSED_AFTER = re.compile(
    r"\b(?:expired|invalid|incorrect|wrong|rejected|(?:three|two|3|2|many|several)\s+times|"
    r"twice|locked|blocked)\b",
    re.IGNORECASE,
)
_AMOUNT_NAMED = re.compile(
    r"\b(?:amount|balance|insufficient|limit|airtime|bundle)\b", re.IGNORECASE
)


def _typed_at_machine(text: str) -> list[tuple[str, int, int]]:
    at_machine = _CASH_MACHINE.search(text) is not None
    if not at_machine and _AMOUNT_NAMED.search(text) is not None:
        return []
    return [
        ("PIN" if len(m.group("value")) == 4 else "one-time code", *m.span("value"))
        for m in _TYPED_DIGITS.finditer(text)
        if not m.group("value").endswith("00")
        and (
            at_machine
            or _CODE_NAMED.search(text, 0, m.start()) is not None
            or _REFUSED_AFTER.search(text, m.end(), m.end() + 80) is not None
        )
    ]


# The shapes above that hold a digit, each with the kind of secret its value (or whole match) is.
_SHAPES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("password", _TRAILING_SYMBOL),
    ("one-time code", _GOT_THIS),
    ("one-time code", _MESSAGE_WITH),
    ("CVV", _EXPIRY_THEN_CVV),
    ("one-time code", _SPACED_DIGITS),
    ("one-time code", _SENT_ME),
    ("PIN", _NAMED_THEN_VALUE),
    ("CVV", _ASKED_THEN_GIVEN),
    ("one-time code", _HANDED_OVER),
)


# The shapes read first, each searched only where one of its cues is ("eyJ" for a token, a
# symbol for a word of letters, digits and a symbol, "answer" ...: ``pattern_needs.finder``).
_jwts, _prefixed_keys, _bearers = finder(_JWT), finder(_PREFIXED_KEY), finder(_BEARER)
_mixed, _answers_first, _read_out = finder(_MIXED), finder(_ANSWER_FIRST), finder(_READ_OUT)
_ussd_pins = finder(_USSD_PIN)


def credential_spans(text: str) -> list[tuple[str, int, int]]:
    """Every credential-shaped value in ``text`` as ``(kind, start, end)``."""
    found: list[tuple[str, int, int]] = []
    for m in _jwts(text):
        found.append(("API key", m.start(), m.end()))
    for m in _prefixed_keys(text):
        found.append(("API key", m.start(), m.end()))
    for m in _bearers(text):
        found.append(("API key", *m.span("value")))
    for m in _mixed(text):
        if "@" in m.group(0) or "://" in m.group(0) or _DOLLAR_AMOUNT.fullmatch(m.group(0)):
            continue
        found.append(("password", m.start(), m.end()))
    for m in _answers_first(text):
        found.append(("security answer", *m.span("value")))
    for m in _read_out(text):
        found.append(("one-time code", *m.span("value")))
    for m in _ussd_pins(text):
        found.append(("PIN", *m.span("value")))
    found += [("password", start, end) for start, end in _seed_phrases(text)]
    # Every shape below but the phrase holds a digit: a text with none is not searched for them.
    if any(ch.isdigit() for ch in text):
        found += [("one-time code", start, end) for start, end in _paired_codes(text)]
        for kind, shape in _SHAPES:
            group = "value" if "value" in shape.groupindex else 0
            found += [(kind, *m.span(group)) for m in shape.finditer(text)]
        found += _typed_at_machine(text)
        found += typed_verb_last(text) + offered_codes(text) + weighed_values(text)
        found += changed_from(text)  # "change my pin from 1357 to …"
    if "phrase" in text.casefold():
        found += [("password", *m.span("value")) for m in _PHRASE_IS.finditer(text)]
    found += [("PIN", start, end) for start, end in said_in_words(text)]
    found += reset_as_it(text) + answer_set(text)  # "… my favourite food, I set am as X"
    # "i use Bisola1234 for everything", "the answer to my question na Jollof" (round 85).
    found += volunteered(text)
    for m in _CHANGED_TO.finditer(text):
        value = m.group("value").rstrip(".!?)")
        if _SHAPED.fullmatch(value):
            kind = "PIN" if value.isdigit() else "password"
            found.append((kind, m.start("value"), m.start("value") + len(value)))
    return found
