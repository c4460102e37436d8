"""The banking pack's summary finders: each reads a candidate summary for one kind of claim.

Used by the rules in ``memoryadmin.packs.banking.rules``; the grammar backstop is in
``memoryadmin.packs.banking.backstop``.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.engine.sentences import offset_sentences as _sentences
from memoryadmin.packs.banking.money import DONE_ELSEWHERE, MONEY, amount_spans
from memoryadmin.packs.banking.places import NOT_A_PLACE
from memoryadmin.packs.banking.settled import ARRANGEMENT, FINISHED_ACT, blank

SUMMARY_WORD_LIMIT = 200

_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|$)")
_NUMBER_WORDS = (
    r"(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|"
    r"thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|"
    r"thirty|forty|fifty|hundred|several|many|few|all|both|half)"
)
_COUNT = rf"(?:\d+|{_NUMBER_WORDS})"
_ORDINAL = (r"(?:\d+(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|"
            r"tenth|eleventh|twelfth|last|next)")
_MONEYISH = (
    r"(?:money|funds?|amount|naira|kobo|cash|balance|transfer|payment|deposit|"
    r"withdrawal|payout|savings|wallet|account|contribution|sum)"
)


def first_match(*patterns: str) -> Callable[[str], str | None]:
    compiled = [re.compile(p, re.IGNORECASE) for p in patterns]

    def find(text: str) -> str | None:
        for c in compiled:
            m = c.search(text)
            if m:
                return m.group(0).strip()
        return None

    return find


def _in_sentence_with_money(keyword: str) -> Callable[[str], str | None]:
    """The keyword, when its sentence also mentions money (an amount or a money word)."""
    key = re.compile(keyword, re.IGNORECASE)
    moneyish = re.compile(rf"\b{_MONEYISH}\b", re.IGNORECASE)

    def find(text: str) -> str | None:
        for s in _SENTENCE.finditer(text):
            sentence = s.group(0)
            # "the fraudster's account was blocked": the act's word (``settled``).
            m = key.search(blank(FINISHED_ACT, sentence))
            if m and (MONEY.search(sentence) or moneyish.search(sentence)):
                return m.group(0).strip()
        return None

    return find


def _any(*finders: Callable[[str], str | None]) -> Callable[[str], str | None]:
    def find(text: str) -> str | None:
        for f in finders:
            hit = f(text)
            if hit is not None:
                return hit
        return None

    return find


def _balance_with_figure(text: str) -> str | None:
    # "asked about their balance" is a request, not a figure: only a balance
    # stated, or sharing a sentence with an amount, is a balance claim.
    for s in _SENTENCE.finditer(text):
        sentence = s.group(0)
        if re.search(r"\bbalances?\b", sentence, re.IGNORECASE) and MONEY.search(sentence):
            return sentence.strip()
    return None


# --- ENGINE.md section 7: strict on sentences nobody wrote a test for ----------------
# Each finder below is added to one of the six rules. They read whole sentences
# and are wide on purpose: recall on live state comes first.

# Present-state wording: true only as of the moment it was read.
_PRESENT_STATE = re.compile(
    r"\b(?:currently|still|yet|anymore|any\s+more|nowadays|these\s+days|"
    r"right\s+now|at\s+the\s+moment|for\s+now|at\s+present|presently|as\s+of\s+now|"
    r"as\s+it\s+stands|as\s+things\s+stand|at\s+this\s+point|so\s+far|to\s+date|"
    # ... a place is a name in mixed case, not a word in capitals ("HAS 2 TRIES LEFT BEFORE …",
    # round 82); nor "left" after who left ("THE USER LEFT ACCESS BANK IN 2020").
    r"(?<!\buser\s)(?<!\bcustomer\s)(?<!\bclient\s)(?<!\bhe\s)(?<!\bshe\s)(?<!\bthey\s)(?<!\bi\s)"
    r"left(?!\s+(?:the|a|an|his|her|their|its|my|our|your|him|them|for|to|home|work|school|town|"
    r"lagos|abuja|nigeria|behind)\b)(?!\s+(?-i:[A-Z][a-z]))|left\s+over|"  # a place: round 45
    r"available|unavailable|remaining|remains?|"
    r"stands?\s+at|standing\s+at|stood\s+at|"
    r"frozen|locked|restricted|inactive|active|overdrawn|insufficient|empty|stuck|delayed|"
    r"expired|expiring|dormant|valid|invalid|in\s+limbo|in\s+overdraft|tied\s+up|"
    r"on\s+(?:its|the|their)\s+way(?!\s+(?:to|from|home|back|out)\b)|"
    # As a verb with an object ("Emeka blocked a lost card") these are what someone did.
    r"(?:blocked|suspended|deactivated|disabled|flagged|closed)"
    r"(?!\s+(?:a|an|the|his|her|their|my|its|all|both)\b)|"
    # a state for the day it was said, or a stock used up: "has run out of float for today"
    r"for\s+(?:today|tonight|the\s+day|the\s+rest\s+of\s+the\s+(?:day|week|month))|"
    r"(?:has|have|had|is|are)\s+(?:\w+\s+)?(?:run|running)\s+(?:low(?:\s+on)?|out|short|dry)\b|"
    r"(?:is|are|['’]s|['’]re)\s+(?:now\s+|currently\s+|completely\s+)?(?:out\s+of|low\s+on|short\s+of)\s+"
    r"(?:float|e-?float|e-?value|stock|cash|airtime|tokens|units|credit|liquidity)\b|"
    r"processing|pending|in\s+progress|ongoing|under\s+review|in\s+review|on\s+hold|"
    r"awaiting|waiting|outstanding|overdue|owes?|owing|owed|"
    r"being\s+(?:processed|reviewed|investigated|checked|verified|held|handled|resolved)|"
    r"status\s+(?:is|was|shows?|showed|reads?|remains?)|"
    r"expect(?:s|ing)(?!\s+(?:a\s+baby|a\s+child|twins|her\s+first|a\s+visit)\b)|is\s+expected|"
    r"(?<!app\s)(?<!website\s)(?<!phone\s)keeps?\s+\w+ing|continues?\s+to|"
    # how close to a threshold, and counts of what failed or is left: "one away from lockout",
    # "has four failed login attempts", "has two free transfers"
    r"(?:one|two|three|a\s+few|few|\d+)\s+(?:\w+\s+)?away\s+from|"
    r"(?:has|have)\s+(?:only\s+|just\s+|now\s+)?(?:one|two|three|four|five|six|seven|eight|nine|"
    r"ten|several|\d+)\s+(?:failed|wrong|incorrect|unsuccessful|invalid|unpaid|missed|free|unused|"
    r"remaining|declined|bounced|open))\b",
    re.IGNORECASE,
)
# "due" is present state ("his contribution is due"), except in a recurring
# schedule with no amount ("rent is due on the 25th of every month") and in
# "due to" (a cause; a turn "due to collect" is the rotation rule's).
_DUE = re.compile(r"\bdue\b(?!\s+to\b)", re.IGNORECASE)
_RECURRING = re.compile(
    r"\b(?:every|each|monthly|weekly|yearly|annually|fortnightly|quarterly)\b", re.IGNORECASE
)


_QUESTION = re.compile(r"\?[\"”’')\]]*\s*$")

def present_state(text: str) -> str | None:
    """Wording that says how things stand now (currently, still, left, pending...).

    A question asserts nothing ("how much is left now?"): it is not read here, nor is a
    state word inside a finished act (``settled``).
    """
    for _, said in _sentences(text):
        if _QUESTION.search(said):
            continue
        sentence = blank(FINISHED_ACT, said)
        m = _PRESENT_STATE.search(sentence)
        if m:
            return m.group(0).strip()
        due = _DUE.search(sentence)
        if due and not (_RECURRING.search(sentence) and not amount_spans(sentence)):
            return due.group(0)
    return None


# What happened, finished: the only sentences allowed to carry an amount.
_COMPLETED = re.compile(
    r"\b(?:sent|transferred|moved|released|received|withdrew|withdrawn|deposited|bought|"
    r"purchased|topped\s+up|top(?:ped)?-up|paid\s+(?:for|out)\b|"
    r"paid\s+(?:[\w'’]+\s+){0,3}(?:bills?|rent|fees|subscription)|gave|given|gifted|donated|"
    r"spent|credited|debited|refunded|reversed|went\s+(?:through|to|out)|arrived|came\s+in|"
    r"collected|cashed\s+out|completed)\b" + DONE_ELSEWHERE,  # ... or in other tongues (round 78)
    re.IGNORECASE,
)
# A failed cause of a finished event is past too: "a refund after a failed ATM withdrawal".
_CAUSE = re.compile(r"\b(?:after|for|following|over)\s+(?:a|an|the|his|her|their)\s+failed\b", re.I)
_NOT_DONE = re.compile(
    r"\b(?:not|never|n['’]t|yet|failed|will|would|shall|if|unless|once|until|when|whether|"
    r"going\s+to|about\s+to|(?:plans?|wants?|hopes?|expects?|needs?)\s+to|asked|trying|tried|"
    r"attempt\w*)\b|"
    r"n['’]t\b",
    re.IGNORECASE,
)


# What the user asked for is a finished event too: the asking happened. 'The user
# said: "Send 5000 naira to Tobi."' records an instruction, not how things stand.
_REQUEST = re.compile(
    r"\b(?:asked|requested|said|told|instructed|wrote|typed)\b[^.!?\n]{0,40}?\b(?:to\s+)?"
    r"(?:send|transfer|pay|buy|withdraw|move|top\s+up|deposit)\b",
    re.IGNORECASE,
)
# An instruction is not a state either: "Send 5000 naira to Tobi." (after any speaker tag).
_IMPERATIVE = re.compile(
    r"^\s*(?:\[[^\]]*\]\s*)?(?:[\w ]{1,30}:\s*)?[\"“‘']?\s*"
    r"(?:(?:please|kindly|and|so|then|now|ok|okay|also)\s*,?\s+)*"
    r"(?:send|transfer|pay|buy|withdraw|move|top\s+up|deposit|check|show|tell|give|help|call|"
    r"add|remove|create|open|close|freeze|block|cancel|set|change|update|verify|save|put|"
    r"remind|stop|start|find|get|make|list)\b",
    re.IGNORECASE,
)
_NOT_DONE_REQUEST = re.compile(r"\b(?:not|never|will|would|shall|if|unless|until)\b|n['’]t\b", re.I)


def unfinished_money(text: str) -> str | None:
    """An amount in a sentence that is not a finished event: the amount (default-deny).

    A finished event is past-tense completed-transfer or payout language ("sent
    ₦5,000 to Tobi", "the payout of ₦120,000 was released") with no present-state
    wording and nothing that says it has not happened, or may not.
    """
    for offset, sentence in _sentences(text):
        spans = amount_spans(sentence)
        if not spans:
            continue
        done = _COMPLETED.search(sentence) and not _NOT_DONE.search(_CAUSE.sub(" ", sentence))
        asked = (_REQUEST.search(sentence) or _IMPERATIVE.search(sentence)) and not (
            _NOT_DONE_REQUEST.search(sentence)
        )
        finished = (done or asked) and present_state(sentence) is None
        if not finished:
            start, end = spans[0]
            return text[offset + start : offset + end].strip()
    return None


# A running total, or money measured against a target: "has collected ₦480,000 of its
# ₦600,000 target", "has spent ₦320k this month against a ₦300k budget".
_AGAINST = re.compile(
    r"\s+(?:[\w'’]+\s+){0,3}?(?:of|out\s+of|against|towards?)\s+"
    r"(?:(?:a|an|the|his|her|its|their|my|your|our)\s+)?",
    re.IGNORECASE,
)
_TARGET = re.compile(
    r"(?:[\w'’-]+\s+){0,2}?(?:target|budget|limit|goal|cap|maximum|quota)\b", re.IGNORECASE
)
_RUNNING = re.compile(
    r"\b(?:has|have)\s+(?:now\s+|already\s+|so\s+far\s+)?(?:collected|spent|saved|raised|"
    r"received|paid|contributed|used|sent|withdrawn|gathered|made|earned|lost)\b",
    re.IGNORECASE,
)
_PERIOD = re.compile(
    r"\b(?:so\s+far|to\s+date|today|this\s+(?:month|week|cycle|round|year|quarter|term|period))\b",
    re.IGNORECASE,
)


def progress_to_target(text: str) -> str | None:
    """An amount measured against a target or another amount, or a running total: the amount."""
    for offset, sentence in _sentences(text):
        spans = amount_spans(sentence)
        starts = {a for a, _ in spans}
        for a, b in spans:
            # A currency sign's amount may end on the space after it ("€200 of the €500").
            b = a + len(sentence[a:b].rstrip())
            m = _AGAINST.match(sentence, b)
            if m is not None and (m.end() in starts or _TARGET.match(sentence, m.end())):
                return text[offset + a : offset + b].strip()
        if spans and _RUNNING.search(sentence) and _PERIOD.search(sentence):
            a, b = spans[0]
            return text[offset + a : offset + b].strip()
    return None


_NO_MONEY = first_match(
    r"\b(?:wallet|account|pot|savings|purse|card|balance)\s+(?:is|was)\s+(?:now\s+)?"
    r"(?:empty|dry|low|full|overdrawn|negative|in\s+the\s+red|zero|nil)\b",
    r"\b(?:insufficient|not\s+enough|no|(?:a\s+)?lack\s+of)\s+(?:funds|money|balance|cash)\b",
    r"\boverdrawn\b",
    r"\b(?:has|have|had|with)\s+(?:nothing|no\s+money|no\s+funds|zero|little)\s+(?:in|on|left)\b",
    r"\b(?:has|have|had)\s+(?:enough|sufficient|plenty|more\s+than\s+enough)\b",
    r"\b(?:is|are|was|were|am|['’]s|['’]re)\s+(?:\w+\s+)?(?:broke|skint|penniless|cash-strapped)\b",
    r"\b(?:can|cannot|can['’]t|could|couldn['’]t)\s+afford\b",
)


def balance_any_phrasing(text: str) -> str | None:
    """Money as it stands in any phrasing: an unfinished amount, an empty wallet."""
    return _NO_MONEY(text) or unfinished_money(text)


# A member's payment status, in any tense: "paid" is refused even as an event.
# How someone is paid (income: the currency, the channel), not whether anyone has paid:
# "is paid in dollars", "gets paid into her domiciliary account".
# The currency someone earns in: "dollars", "US dollars", "dirhams", "hard currency".
EARNED_CURRENCY = (
    r"(?:(?:us|american|canadian|australian|hard|foreign)\s+)?(?:dollars|euros|pounds|sterling|"
    r"naira|cedis|shillings|rand|francs|kwacha|birr|dirhams|riyals|dinars|currency|usd|eur|gbp|"
    r"ngn|cash|crypto)"
)
PAID_AS_INCOME = (
    rf"(?:in|into|through|via)\s+(?:{EARNED_CURRENCY}|payoneer|paypal|"
    r"his|her|their|a|an)\b"
)
# The unit someone's pay comes by: "per harvest", "by the hour", "for each job". Only after
# "gets paid" or "is paid" (how someone earns); "Kemi paid per round" is read as before.
PAY_BASIS = (
    r"(?:(?:per|by\s+the|for\s+each|for\s+every)\s+(?:harvest(?:\s+season)?|season|crop|job|task|piece|gig|"
    r"project|contract|hour|day|shift|trip|delivery|load|bag|sale|commission|week|month)\b"
    # ... or by a period: "is paid once a year after the auctions"
    r"|(?:once|twice)\s+a\s+(?:year|season|harvest|month)\b)"
)
# ... said of a person ("she is paid in dollars", "works remotely and is paid in dollars", "is a
# cocoa farmer in Soubré who is paid per harvest"), not of a bill or a contribution ("her
# invoice is paid in dollars" says it was paid).
EARNER_PAID = (
    r"(?:\b(?:he|she|they|user|customer|client|worker|staff|employee)|\band|"
    r"\b(?:is|was|works\s+as)\s+(?:a|an)\s+[^.;,!?]{0,60}?\bwho)\s+(?:\w+ly\s+)?"
    rf"(?:is|are)\s+paid\s+(?:{PAID_AS_INCOME}|{PAY_BASIS})"
)
_PAID = (
    r"\bpaid\b(?!\s+(?:out|for)\b)"
    r"(?!\s+(?:[\w'’]+\s+){0,4}(?:bills?|rent|tuition|subscription|invoice|(?:school\s+)?fees?)\b)"
    rf"(?!\s+{PAID_AS_INCOME})"
    rf"(?!(?:(?<=\bgets\spaid)|(?<=\bget\spaid)|(?<=\bgetting\spaid)|(?<=\bis\spaid)|"
    rf"(?<=\bare\spaid))\s+{PAY_BASIS})"
)
_SHARE = r"(?:contributions?|share|dues|payments?|part|portion|quota|levy|instal(?:l)?ments?)"
payment_status_any_tense = first_match(
    _PAID,
    r"\bcontribut(?:ed|es|ing)\b",
    r"\bremit(?:ted|s)?\b",
    r"\bsettl(?:ed|es|ing|e)\b(?!\s+(?:in|into|down)\b)",
    r"\bclear(?:ed|s|ing)?\s+(?:\w+\s+)?(?:dues?|debts?|arrears|balance|contributions?|share|"
    r"loan|payments?|outstanding)\b",
    rf"\b(?:made|completed|sent|submitted|transferred|dropped|put\s+in)\s+(?:his|her|their|its|"
    rf"the|my|your)\s+(?:\w+\s+)?{_SHARE}\b",
    r"\bfailed\s+to\s+(?:pay|contribute|settle|remit)\b",
    # Pidgin: "Kemi don pay", "e never pay", "Tunde no pay im share".
    r"\b(?:don|never|no|neva)\s+(?:pay|contribute|drop|remit|send)\b",
    r"\bpays?\s+(?:late|early|on\s+time|promptly|regularly|in\s+full)\b",
    # ... of what it pays: "pay her tuition late" (how it went, not who pays it).
    r"\bpays?\s+(?:[\w'’]+\s+){1,3}?(?:late|on\s+time|promptly|in\s+full)\b",
    r"\bup[\s-]to[\s-]date\b",
    r"\bin\s+good\s+standing\b",
    r"\b(?:late|behind)\s+(?:on|with|in)\s+(?:his|her|their|the)?\s*"
    r"(?:payments?|contributions?|dues|rent|loan)\b",
    rf"\b(?:missed|skipped|forgot)\s+(?:\w+\s+){{0,3}}{_SHARE}\b",
    r"\b(?:missed|skipped)\s+(?:a\s+|the\s+|this\s+|last\s+)?(?:month|week|round|turn|cycle|term|"
    r"jan\w*|feb\w*|mar\w*|apr\w*|may|jun\w*|jul\w*|aug\w*|sep\w*|oct\w*|nov\w*|dec\w*)\b",
    rf"\b{_SHARE}\s+(?:\w+\s+){{0,4}}?(?:went\s+through|was\s+received|were\s+received|"
    r"(?:was|were|is|are)\s+confirmed|came\s+in|arrived|landed|reflected|is\s+in|cleared|"
    r"bounced|was\s+made|has\s+been\s+made|is\s+complete|came\s+through|got\s+through|"
    r"went\s+in|succeeded|was\s+successful|failed)\b",
)

_STEP_VERBS = (
    r"(?:verify|complete|finish|upload|submit|link|update|upgrade|provide|add|set\s+up|"
    r"confirm|register|enrol|enroll|activate|re-?(?:submit|do|upload|verify|try|apply|enter|link)\w*)"
)
_STEP_NOUNS = (
    r"(?:verification|kyc|upgrade|registration|application|process|linking|"
    r"enrol(?:l)?ment|setup|set-up|onboarding|check|upload|review|approval|request)"
)
# A step not yet done: it enters memory only once done, as an event.
step_not_done = first_match(
    r"\b(?:hasn['’]?t|has\s+not|haven['’]?t|have\s+not|hadn['’]?t|had\s+not|not\s+yet|"
    r"yet\s+to|isn['’]?t\s+yet)\b",
    r"\b(?:incomplete|unfinished|uncompleted|unverified|unconfirmed|unapproved|in\s+progress|"
    rf"underway|under\s+way|ongoing|awaiting|in\s+the\s+middle\s+of|halfway{NOT_A_PLACE}|"
    # "partially sighted" says who the user is, not a step half done.
    r"partially(?!\s+(?:sighted|blind|deaf|disabled|paraly[sz]ed|hearing|impaired)))\b",
    r"\bwaiting\s+(?:for|on)\b",
    r"\bnot\s+(?:been\s+)?(?:verified|completed|finished|done|approved|confirmed|submitted|"
    r"linked|uploaded|set\s+up|updated|activated)\b",
    rf"\b(?:did\s+not|didn['’]t|never|could\s+not|couldn['’]t)\s+(?:\w+\s+)?"
    rf"(?:{_STEP_VERBS}|go\s+through|get\s+through)\b",
    r"\b(?:unable\s+to|failed\s+to|(?:was|were)\s+asked\s+to|(?:was|were)\s+told\s+to)\b",
    r"\b(?:won['’]t|will\s+not|cannot|can['’]t|isn['’]t|is\s+not)\s+(?:be\s+|been\s+)?(?:\w+\s+)?"
    r"(?:verified|approved|upgraded|completed|activated|linked|confirmed)\b",
    rf"\b(?:midway|partway|part[\s-]way|half[\s-]way){NOT_A_PLACE}\b",
    r"\bre-?submit\w*\b|\bretr(?:y|ied)\b|\btry\s+again\b",
    rf"\b(?:will|shall|plans?\s+to|planning\s+to|intends?\s+to|(?:is|are)\s+going\s+to|"
    rf"wants?\s+to|wanted\s+to|tried\s+to|trying\s+to|attempted\s+to|about\s+to|hopes?\s+to|"
    rf"expects?\s+to|promised\s+to|(?:is|are)\s+to)\s+(?:\w+\s+)?{_STEP_VERBS}\b",
    rf"\b(?:started|began|begun|initiated|kicked\s+off)\s+(?:the\s+|his\s+|her\s+|their\s+|"
    rf"a\s+)?(?:\w+\s+)?{_STEP_NOUNS}\b",
    r"\b(?:is|are|was|were)\s+(?:still\s+)?(?:verifying|completing|uploading|submitting|"
    r"linking|updating|upgrading|registering|setting\s+up)\b",
    rf"\b{_STEP_NOUNS}\s+(?:\w+\s+){{0,2}}?(?:is|was|are|were|remains?|has)\s+(?:still\s+)?"
    r"(?:pending|open|outstanding|on\s+hold|in\s+review|under\s+review|incomplete|"
    r"unfinished|failed|rejected|declined)\b",
    rf"\b{_STEP_NOUNS}\b[^.!?\n]{{0,30}}\bfailed\b",
)

# A position or a turn in a rotation, in any phrasing.
position_or_turn = first_match(
    rf"\b{_ORDINAL}\s+(?:in|on)\b",
    rf"\b(?:sits?|sat|stands?|ranks?|ranked|placed|is|comes?|came)\s+{_ORDINAL}\b"
    r"(?!\s+(?:time|week|month|year|day|of\s+(?:every|each|the\s+month)))",
    rf"\b{_ORDINAL}\s+(?:round|cycle|slot|position|place|turn|recipient|collector)\b",
    r"\bnext\s+(?:in\s+line|up|payout|turn|collector|recipient|to|round|cycle|pot|draw|hand)\b",
    r"\bup\s+next\b",
    r"\bturns?\b(?!\s+(?:off|on|down|up|into|out)\b)",
    r"\b(?:collects?|collecting|receives?|receiving|comes?|coming|goes|go|"
    r"gets?\s+paid(?:\s+out)?|(?:is|be)\s+paid(?:\s+out)?)\s+(?:\w+\s+)?(?:after|before)\b",
    r"\bahead\s+of\b",
    # ... not someone cared for: "is looked after by her brother" (round 56).
    r"\b(?:is|are|up)\s+(?:\w+\s+)?(?:after|before)\s+(?!by\b)(?:[A-Z][a-z]+|him|her|them|the\s+user)\b",
    # An ordinal word used as an adverb: "the user goes fourth.", "Ada collects first."
    # Not "confirm with her first" / "ask me first": checking with someone beforehand.
    r"(?<!with me )(?<!with her )(?<!with him )(?<!with them )(?<!with the user )"
    r"(?<!ask me )(?<!ask her )(?<!ask him )(?<!asking me )(?<!asking her )"
    r"\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last)\b"
    r"(?=\s*(?:[.!?,;]|$)|\s+(?:in|on|after|before|this|from)\b)",
    r"\b(?:next|following|upcoming|coming)\s+(?:beneficiary|recipient|collector|person|member|one|"
    r"receiver|taker|in\s+line)\b",
    r"\b(?:moved|pushed|swapped|bumped|shifted|jumped|promoted|demoted)\s+(?:\w+\s+){0,2}?"
    r"(?:up|down|forward|back|ahead|places|turns?|spots?|positions?|to\s+(?:next|the\s+end|"
    r"the\s+front|the\s+back|the\s+top|the\s+bottom))\b",
    r"\bbehind\b(?!\s+on\b)",
    r"\b(?:will|shall|would|(?:is|are)\s+(?:due|set|scheduled|going|about|expected|next|"
    r"slated)\s+to|gets?\s+to)\s+(?:\w+\s+)?(?:receive|collect|get\s+paid|be\s+paid|cash\s+out|"
    r"take\s+the\s+(?:pot|payout))\b",
    r"\breceives?\s+(?:the|a|her|his|their)\s+(?:\w+\s+)?(?:pot|payout|contributions?)\b",
    r"\b(?:payout|collection)\s+(?:is|was|has\s+been)?\s*(?:scheduled|set|due|planned|slated|"
    r"fixed)\b",
    # "#3" but not a transcript's "[#3 user]".
    r"\bnumber\s+\d+\b|(?<!\[)#\s?\d+\b|\bno\.\s?\d+\b",
    r"\b(?:end|front|back|start|top|bottom|head)\s+of\s+the\s+(?:rotation|queue|line|list|"
    r"order|cycle)\b",
    r"\b(?:esusu|ajo|payout|rotation|collection|contribution)\s+(?:order|list|schedule|queue|"
    r"sequence|roster)\b",
    r"\bin\s+line\b|\bqueue\b|\bslots?\b",
)


# Default-deny by grammar: a banking thing that changes (a transfer, a pot, a
# verification, a contribution) as the subject of a present or future verb is
# a statement of how it stands, whatever the words around it ("the user's
# transfer is stuck", "Kemi's collection date is 15 June", "the upgrade will be
# done once..."). Past tense ("his transfer was slow") is left to the rules above.
_NOW_OR_LATER = (
    r"(?:is|are|isn['’]t|aren['’]t|remains?|stays?|will|won['’]t|shall|can|can['’]t|cannot|"
    r"needs?|requires?|awaits?|lacks?|looks|seems|appears|sits|stands|shows|reads|counts|"
    r"holds|comes|goes|falls|lands|gets|has\s+(?:not|no|yet|still)|have\s+(?:not|no|yet|still)|"
    # An instance on its way: "two standing orders scheduled to go out tomorrow" ("before going").
    r"scheduled|slated|expected|due|(?<!\bbefore\s)(?<!\bafter\s)(?:going|coming))"
)


# A rule of the bank said of a kind of thing, not of the user's own: "USSD transfers above a
# certain amount need a token", "he was told reversals can take up to 24 hours". A plural
# with no determiner and no owner, the subject of a modal or of a verb of what it takes.
_GENERIC_RULE = re.compile(
    r"(?:^\s*|\b(?:that|told|said|explained|learned|learnt|heard|informed|advised|because|since|"
    r"and)\s+|[,;:]\s+)"
    r"(?!(?:his|her|their|the|my|your|its|our|this|that|these|those|some|all|any|a|an|he|she|"
    r"they|it|i|we|you|him|them)\b)"
    r"(?:[a-z][\w-]*\s+){0,2}?[a-z]{3,}s"
    r"(?:\s+(?:above|below|over|under|from|to|of|for|in|on|at|with|between)\s+[^,.;!?]{0,40}?)?"
    r"\s+(?:(?:can|cannot|can['’]t|could|may|might|usually|normally|generally|typically)\s+)?"
    r"(?:(?:need|require|take|attract|cost|carry)s?\b"
    # What the bank lets anyone do with a kind of thing: "international card payments can
    # be switched on in the app settings".
    r"|(?<=can\s)be\s+(?:switched|turned)\s+(?:on|off)\b|(?<=can\s)be\s+(?:enabled|disabled|"
    r"activated|deactivated|set\s+up|requested|ordered|changed|managed)\s+(?:in|on|from|through|"
    r"via|at|by)\b)",
    re.IGNORECASE,
)


def generic_rule(sentence: str) -> bool:
    """A sentence that states a rule of the bank for a kind of thing (see ``_GENERIC_RULE``)."""
    return _GENERIC_RULE.search(sentence) is not None


def _as_it_stands(nouns: str) -> Callable[[str], str | None]:
    """A thing of this kind as the subject of a present or future verb (not in a bank rule)."""
    pattern = re.compile(
        rf"\b{nouns}\b(?:\s+(?!(?:was|were|had|did)\b)[\w'’-]+){{0,3}}?\s+{_NOW_OR_LATER}\b",
        re.IGNORECASE,
    )

    def find(text: str) -> str | None:
        for _, said in _sentences(text):
            # "the account is managed by the SME unit": a lasting arrangement (``settled``).
            sentence = blank(ARRANGEMENT, said)
            m = pattern.search(sentence)
            # "whenever a transaction goes wrong": a condition, not how one stands.
            if m and _CONDITION.search(sentence[: m.start()]):
                continue
            if m and not generic_rule(sentence):
                return m.group(0).strip()
        return None

    return find


_CONDITION = re.compile(
    r"\b(?:whenever|if|when|in\s+case|each\s+time|every\s+time|any\s+time)\s+"
    r"(?:a|an|any|the|his|her|their|my)?\s*$",
    re.IGNORECASE,
)


_ROTATION_THINGS = r"(?:pots?|payouts?|collections?|rotations?|turns?|slots?|queues?|recipients?)"
_STEP_THINGS = (
    r"(?:verifications?|kyc|nin|bvn|upgrades?|liveness(?:\s+check)?|selfies?|documents?|id|"
    r"address\s+proof|proof\s+of\s+address|applications?|onboarding|registrations?|"
    r"two-factor(?:\s+authentication)?|2fa|face\s+match|tier)"
)
_MONEY_THINGS = (
    r"(?:transfers?|payments?|withdrawals?|deposits?|refunds?|reversals?|debits?|credits?|"
    r"salary|loans?|disputes?|chargebacks?|complaints?|requests?|transactions?|orders?|"
    r"remittances?|disbursements?|cards?|accounts?|wallets?|savings|funds|money|limits?)"
)
rotation_as_it_stands = _any(
    _as_it_stands(_ROTATION_THINGS),
    first_match(
        rf"\b(?:collects?|receives?|gets?|takes?)\s+(?:\w+['’]?s?\s+){{0,3}}?{_ROTATION_THINGS}\b",
        rf"\b{_ORDINAL}\s+(?:\w+\s+){{0,2}}?to\s+(?:collect|receive|get|be\s+paid|cash\s+out)\b",
    ),
)
step_as_it_stands = _as_it_stands(_STEP_THINGS)
# Money things said in the present; money dated from the moment it was said is ``clock``'s.
money_as_it_stands = _as_it_stands(_MONEY_THINGS)


def _future_turn(text: str) -> str | None:
    """A sentence saying what will come someone's way in the rotation."""
    future = re.compile(
        r"\b(?:will|['’]ll|shall|(?:is|are)\s+(?:going|due|set|scheduled|next|expected|slated)"
        r"\s+to|scheduled|slated|upcoming|lined\s+up|due\s+for|booked\s+for|in\s+line\s+for|"
        r"next\s+(?:week|month|year|round|cycle|time|friday|saturday|sunday))\b",
        re.IGNORECASE,
    )
    rotation = re.compile(
        rf"\b(?:{_ROTATION_THINGS}|collect\w*|receiv\w*|get\s+paid|be\s+paid)\b", re.IGNORECASE
    )
    for _, sentence in _sentences(text):
        when, what = future.search(sentence), rotation.search(sentence)
        if when and what:
            return what.group(0)
    return None
