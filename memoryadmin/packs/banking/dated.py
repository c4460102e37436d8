"""Dated history: a completed act with its date in the past (summary frames, read after blind
rounds 29 and 30).

A finished act dated to a year stays true: "took a ₦500,000 asset finance loan in 2021 to buy a
grinding machine", "settled his Carbon loan in full in November 2023", "made a one-off donation
of ₦100,000 to the flood relief fund on 20 September 2024", "closed the account in March 2023",
"opened it in 2019". The rules read the loan, the amount or "settled" as how things stand;
this module reads the structure instead, as a whole sentence:

- a subject (the user, a pronoun, a name, someone by relation), one act in the past tense from
  a closed list (``_ACTS``: a loan taken, a loan or debt repaid whole, a gift or donation made,
  an account opened or closed, a thing bought or sold), its object, and what it was for;
- one date with a year ("in 2021", "in November 2023", "on 20 September 2024", "in early
  2019"), after the object or at the head of the sentence ("In June 2019, she …").

An amount may stand only where the act names it: the loan taken ("a ₦500,000 loan", "a loan
of …"), the gift ("a donation of …", "donated R5,000"), the price ("for ₦3 million"). A loan
repaid carries none ("repaid ₦60,000 of her loan" is a part, and what is left is a status).

What stays refused: a date without a year ("in March", "on 3 March": near enough to be a
round's), a date near now or relative (this month, yesterday, two weeks ago, last year), any
word of how things stand (still, owes, outstanding, due, left, leaving, balance, pending,
failed, reversed), a part or a share (part of, half, some, most), a second clause (", and",
"but", "which"), a transfer (its status is live on any date: that is another reader's), and a
sentence with two dates. The sentence is framed whole (``framing.framed``).

After blind rounds 33 and 34: money borrowed from a lender ("borrowed K15,000 from the SACCO"),
a lender named in up to six words, a subject-less note read as the user's, a loan taken then
repaid whole on a later dated day ("… in 2021 and finished repaying it in October 2022"; a part
repaid or a date near now stays refused), and membership from a year ("has been a member of the
… cooperative in Kaduna since 2010"; a month, or "since" after a state, is not read here).

After blind round 75: an obligation of the past, met then, dated by its year ("forgot their PIN
once in 2021 and had to visit the branch to reset it"): ``step_still_owed`` reads "had to" as a
step still to do (as "has to" is) unless its sentence has one date with a year and no word of
how things stand (still, now, yet, not, until, will, is, has…), nor of its being only reported
("was told in 2023 that she had to submit her BVN": it may never have been met).

After blind round 44: the loan repaid whole may be dated by its month alone, the loan itself
dated by its year ("took a ₦200,000 loan from the cooperative in 2023 and finished repaying it
in December"); the loan taken in a month alone, or a part repaid, stays refused.
"""

from __future__ import annotations

import re

from memoryadmin.engine.sentences import offset_sentences
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.roles import OWNER, SUBJECT

_I = re.IGNORECASE
_END = r"\s*[.!]?\s*$"

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|"
    r"sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
)
_YEAR = r"(?:19|20)\d\d"
# One date with a year: "in 2021", "in November 2023", "on 20 September 2024", "on September
# 20, 2024", "in early 2019", "back in 2015". Not a span ("2019-2021", "2019 to 2021").
_DATE = re.compile(
    r"\b(?:back\s+)?(?:in|on|during)\s+(?:(?:early|mid|late)[\s-]+)?"
    r"(?:(?:the\s+)?\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?"
    + _MONTH
    + r"\s*,?\s+|"
    + _MONTH
    + r"\s+(?:\d{1,2}(?:st|nd|rd|th)?\s*,?\s+)?)?"
    + _YEAR
    + r"\b(?!\s*(?:[-/–]|to\s+(?:19|20)\d\d))",
    _I,
)
# The date at the head of the sentence, set off or not: "In June 2019, she …".
_HEAD = re.compile(r"^\s*DATE\s*,?\s*", _I)

_WORDS = r"(?:[\w'’-]+\s+)"
_LOAN = r"(?:(?:micro-?)?loan|mortgage|facility|overdraft|advance|credit\s+line)"
# What is bought on instalments, a thing named by one word: its instalments paid off are the
# debt's end (``_DEBT``), not a share or a round's status.
_BOUGHT_ON_CREDIT = (
    "motorcycle", "motorbike", "bike", "car", "truck", "van", "taxi", "tractor", "phone", "fridge",
    "tv", "television", "laptop", "furniture", "sofa", "generator", "house", "plot", "land",
)
# ... and its names elsewhere: Brazil's financiamento and empréstimo, South Africa's bond, car
# finance (round 59).
_DEBT = (
    r"(?:loan|mortgage|overdraft|advance|debt|facility|credit\s+card\s+debt|hire[\s-]purchase|"
    r"financing|financiamento|empr[eé]stimo|credi[aá]rio|bond|car\s+finance|"
    # ... or the instalments on a thing bought on credit, all of them, by the thing (round 60):
    # "paid off his motorcycle installments" (a group's instalments are a member's status).
    + r"(?:" + "|".join(_BOUGHT_ON_CREDIT) + r")\s+instal+ments)"
    # ... and what it was on: "the financiamento on his apartment", "the bond on their house".
    r"(?:\s+on\s+(?:his|her|their|the)\s+(?:[\w'’-]+\s+){0,2}?(?:apartment|flat|house|home|car|"
    r"plot|land|shop|motorbike|bike|truck|van|taxi|property))?"
)
_PRODUCT = r"(?:account|wallet|card|policy|plan|line|fixed\s+deposit|savings\s+plan)"
# What it was for, a phrase: "to buy a grinding machine", "for his shop".
_PURPOSE = (
    r"(?:\s+(?:to\s+(?:buy|build|start|expand|fund|finance|pay\s+for|finish|renovate|open|stock|"
    r"restock|purchase|roof|complete|cover|rent|set\s+up|fix|repair|replace)|for)\s+[^.;:,!?]+?)?"
)
_ACTS = (
    # A loan taken: "took a ₦500,000 asset finance loan", "took out a loan of AMT from Carbon".
    r"(?:took(?:\s+out)?|got|obtained|secured|was\s+(?:given|granted))\s+(?:a|an)\s+(?:AMT\s+)?"
    + _WORDS
    + r"{0,3}?"
    + _LOAN
    + r"(?:\s+of\s+AMT)?(?:\s+(?:from|with)\s+(?:(?:the\s+)?[\w'’-]+(?:\s+[\w'’-]+){0,5}?))?"
    # ... or money borrowed from a lender: "borrowed AMT from the SACCO" (round 33).
    r"|borrowed\s+AMT\s+(?:from|through)\s+(?:(?:the\s+|his\s+|her\s+|their\s+)?[\w'’-]+"
    r"(?:\s+[\w'’-]+){0,5}?)"
    # ... a loan or a debt repaid whole: "settled his Carbon loan in full".
    r"|(?:settled|repaid|cleared|paid\s+off|paid\s+back|fully\s+repaid|fully\s+paid\s+off)\s+"
    r"(?:his|her|their|the|a|an)\s+"
    + _WORDS
    + r"{0,3}?"
    + _DEBT
    # ... and the lender it was with: "paid off a car loan with Stanbic" (round 31).
    + r"(?:\s+(?:with|from|to)\s+(?:the\s+)?(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2})?"
    + r"(?:\s+(?:in\s+full|completely|early))?"
    # ... a gift or a donation made: "made a one-off donation of AMT to the flood relief fund".
    r"|(?:made|gave)\s+(?:a|an)\s+(?:(?:one-off|one-time|single|special|personal)\s+)?(?:AMT\s+)?"
    r"(?:donation|gift|offering)(?:\s+of\s+AMT)?\s+(?:to|towards)\s+"
    r"(?:" + _WORDS + r"{0,5}?[\w'’-]+)"
    r"|(?:donated|gave)\s+AMT\s+(?:to|towards)\s+(?:" + _WORDS + r"{0,5}?[\w'’-]+)"
    # ... an account opened or closed: "closed his Barclays account".
    r"|(?:opened|closed|set\s+up)\s+(?:a|an|his|her|their|the|"
    + OWNER
    + r")\s+"
    + _WORDS
    + r"{0,3}?"
    + _PRODUCT
    # ... with what it was opened with, and where: "opened a fixed deposit of AMT at CalBank".
    + r"(?:\s+of\s+AMT)?(?:\s+(?:at|with)\s+(?-i:[A-Z])[\w'’&-]*(?:\s+(?-i:[A-Z])[\w'’&-]*){0,2})?"
    # ... a thing bought or sold, its price after it: "bought a plot in Kubwa for AMT".
    + r"|(?:bought|purchased|sold)\s+(?:a|an|his|her|their|the)\s+(?:"
    + _WORDS
    + r"{0,4}?[\w'’-]+)(?:\s+for\s+AMT)?"
)
_DATED_ACT = re.compile(
    rf"^\s*{SUBJECT}\s+(?:also\s+|once\s+)?(?:{_ACTS})(?:\s+DATE{_PURPOSE}|{_PURPOSE}\s+DATE){_END}",
    _I,
)

# How things stand, a part, a second clause, a transfer, a date near now: never in the frame.
_NOT_HISTORY = re.compile(
    r"\b(?:still|now|currently|yet|anymore|today|tonight|tomorrow|yesterday|this|next|last|ago|"
    r"since|until|recently|lately|left|leaving|remaining|remains?|balance|available|owes?|owed|"
    r"owing|outstanding|due|overdue|arrears|unpaid|late|behind|pending|processing|awaiting|"
    r"failed|reversed|reversal|declined|bounced|frozen|blocked|held|holds?|part|partly|partially|"
    r"half|some|most|portion|share|"
    + "".join(rf"(?<!\b{w}\s)" for w in _BOUGHT_ON_CREDIT)
    + r"instal+ments?|not|never|no|will|would|going|about|which|that|"
    r"who|while|but|because|so|although|though|unless|except|it|is|are|has|have|had|"
    r"transfers?|transferred|sent|(?<!fixed\s)deposit(?:ed)?|withdr\w*|contribut\w*|dues|turns?|payouts?|"
    r"pot)\b|n['’]t\b|[;:()]",
    _I,
)


def _shape(sentence: str) -> str | None:
    """``sentence`` with its one dated year put as DATE and its amounts as AMT, the date moved
    from the head to the end; None when it has no date with a year, or more than one."""
    dates = list(_DATE.finditer(sentence))
    if len(dates) != 1 or re.search(r"\bDATE\b|\bAMT\b", sentence):
        return None
    a, b = dates[0].span()
    text = sentence[:a] + "DATE" + sentence[b:]
    for s, e in reversed(amount_spans(text)):
        text = text[:s].rstrip() + " AMT " + text[e:].lstrip()
    head = _HEAD.match(text)
    if head is not None:
        rest = text[head.end() :].rstrip().rstrip(".!")
        text = rest[:1].upper() + rest[1:] + " DATE."
    return text


# Membership counted from a year: "has been a member of the teachers' cooperative in Kaduna since
# 2010", "has belonged to the burial society since 2015" (round 34). Only a group and a town, the
# year bare; "has been behind since …", "a member since March" are not read.
_GROUPISH = (
    r"(?:cooperative|co-op|sacco|society|association|union|club|group|chama|stokvel|ajo|esusu|"
    r"susu|tontine|njangi|vsla|equb|chilimba|fund|scheme|church|mosque|congregation|guild)"
)
_MEMBER_SINCE = re.compile(
    rf"^\s*{SUBJECT}\s+(?:has|have)\s+(?:been\s+(?:a\s+)?member\s+of|belonged\s+to)\s+"
    rf"(?:the\s+|a\s+|an\s+|{OWNER}\s+)(?:[\w'’-]+\s+){{0,4}}?{_GROUPISH}"
    rf"(?:\s+(?:in|at)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){{0,2}})?\s+since\s+"
    rf"{_YEAR}{_END}",
    _I,
)


# A loan taken on a date, then repaid whole on a later one (round 33): "Took a GH₵ 10,000 SME
# loan in 2021 and finished repaying it in October 2022". Each act read alone, the second with
# no amount and no part ("repaid half of it" is read as before).
_THEN_REPAID = re.compile(
    r"\s+and\s+(?:finished\s+(?:repaying|paying\s+off|paying\s+back)|fully\s+repaid|repaid|"
    # ... "and fully paid it off in 2024" (round 36).
    r"(?:fully\s+|completely\s+)?paid(?:\s+off|(?=\s+(?:it|the\s+loan)\s+(?:off|back|in\s+full)\b))|"
    r"cleared|settled)\s+(?:it|the\s+loan)(?:\s+(?:off|back|in\s+full|"
    r"completely))?\s+(?P<date>(?:in|on)\s+[^.;,!?]+?)" + _END,
    _I,
)


# After blind rounds 37 and 38: a dated loan then repaid whole, said as done with no second date
# ("took a GH₵ 3,000 microloan in 2021 and has finished paying it"; "has nearly finished", "has
# paid 3 of 5" are not read), and a one-off occasion's costs paid in full in a named month ("paid
# her sister's wedding costs in full in December": the costs of one event, not a contribution,
# dues, rent or fees, and never "in part", "this month" or a second clause).
_DONE_REPAYING = re.compile(
    r"\s+and\s+has\s+(?:since\s+)?(?:finished\s+(?:repaying|paying(?:\s+(?:off|back))?)|"
    r"(?:fully\s+|completely\s+)?(?:repaid|paid\s+off|paid\s+back|cleared|settled))\s+"
    r"(?:it|the\s+loan)(?:\s+(?:off|back|in\s+full|completely))?" + _END,
    _I,
)
_OCCASION_PAID = re.compile(
    rf"^\s*{SUBJECT}\s+(?:paid|covered|settled)\s+(?:for\s+)?(?:all\s+(?:of\s+)?)?{OWNER}\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:wedding|funeral|burial|naming(?:\s+ceremony)?|graduation|engagement|"
    r"hospital|surgery|operation|medical|hajj|pilgrimage)\s+(?:costs|expenses|bills?)\s+in\s+full\s+"
    r"(?:in|on)\s+(?:(?:early|mid|late)[\s-]+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+(?:of\s+)?)?"
    + _MONTH
    + r"(?:\s+" + _YEAR + r")?" + _END,
    _I,
)


# A loan's year said back from now (blind round 52): "Last year the user took a ₦500k loan for his
# shop and finished repaying it in December", "took a loan two years ago and repaid it in May".
# Read only before the loan repaid whole (``_THEN_REPAID``): which year it was no longer matters
# once nothing is left, so it is read as a year; a loan of last year on its own is read as before.
_YEAR_AGO = (
    r"(?:last\s+year|the\s+year\s+before\s+last|(?:two|three|four|five|2|3|4|5)\s+years\s+ago)"
)
_YEAR_AGO_HEAD = re.compile(rf"^\s*{_YEAR_AGO}\s*,?\s+", _I)
_YEAR_AGO_TAIL = re.compile(rf"\s+{_YEAR_AGO}(?=\s+(?:to|for)\b|\s*$)", _I)


def _year_ago(first: str) -> str:
    """The loan's half with a year said back from now put as a year (see above)."""
    head = _YEAR_AGO_HEAD.match(first)
    if head is not None:
        return "In 2000, " + first[head.end() :]
    return _YEAR_AGO_TAIL.sub(" in 2000", first, count=1)


# A one-off occasion, dated, paid for out of a sum the user had (round 52): "The user's wedding in
# April was paid for partly from her cooperative payout", "his mother's burial in 2022 was funded
# from his gratuity". What it came from, not what anyone owes: never a loan, a contribution or
# dues, and nothing after the source.
_OCCASION_FUNDED = re.compile(
    rf"^\s*{OWNER}\s+(?:[\w'’-]+\s+){{0,2}}?(?:wedding|funeral|burial|naming(?:\s+ceremony)?|"
    r"graduation|engagement|surgery|operation|hajj|pilgrimage)\s+(?:(?:in|on)\s+"
    r"(?:(?:early|mid|late)[\s-]+)?(?:" + _MONTH + r"(?:\s+" + _YEAR + r")?|" + _YEAR + r")\s+)?"
    r"was\s+(?:paid\s+for|funded|financed|covered)\s+(?:(?:partly|partially|mostly|largely|"
    r"entirely|fully|in\s+part)\s+)?(?:from|with|out\s+of|using)\s+(?:(?:his|her|their|the)\s+)?"
    r"(?:[\w'’-]+\s+){0,2}?(?:payout|savings|bonus|salary|pension|gratuity|share-?out|dividends?|"
    r"inheritance|windfall)" + _END,
    _I,
)


_MONTH_ONLY = re.compile(r"(?:in|by)\s+(?:(?:early|mid|late)[\s-]+)?" + _MONTH, _I)


def dated_frame(sentence: str) -> bool:
    """A completed act with its date in the past, a year in it, and nothing of how things
    stand: the whole sentence (see above)."""
    # A terse note with no subject is the user's: "Borrowed R5,000 from the stokvel in 2019 …".
    if re.match(r"^\s*(?:borrowed|took|repaid|settled|opened|closed|bought|sold)\b", sentence, _I):
        note = sentence.strip()
        sentence = "The user " + note[:1].lower() + note[1:]
    if _OCCASION_PAID.search(sentence) or _OCCASION_FUNDED.search(sentence):
        return True
    done = _DONE_REPAYING.search(sentence)
    if done is not None:
        first = sentence[: done.start()].strip()
        return dated_frame(first + ".") and re.search(r"loan\b", first, _I) is not None
    then = _THEN_REPAID.search(sentence)
    if then is not None:
        first = _year_ago(sentence[: then.start()].strip())
        if not re.match(rf"^\s*{SUBJECT}\s", first, _I) or re.match(r"^(?:took|got)\b", first, _I):
            first = "The user " + first[:1].lower() + first[1:]
        first = re.sub(r"^The user the user\b", "The user", first, flags=_I)
        date = then.group("date")
        return (
            dated_frame(first + ".")
            # ... its month alone will do (round 44): "and finished repaying it in December" is
            # the whole loan repaid after the dated one was taken, whichever December it was.
            and (_DATE.fullmatch(date) is not None or _MONTH_ONLY.fullmatch(date) is not None)
            and _NOT_HISTORY.search(re.sub(r"\bit\b", " ", then.group(0).replace(date, " ")))
            is None
            and re.search(r"\bloan\b", first, _I) is not None
        )
    since = _MEMBER_SINCE.search(sentence)
    if since is not None:
        return (
            _NOT_HISTORY.search(re.sub(r"\b(?:has|have|since)\b", " ", sentence, flags=_I)) is None
        )
    text = _shape(sentence)
    if text is None:
        return False
    m = _DATED_ACT.search(text)
    rest = text.replace("DATE", " ").replace("AMT", " ")
    return m is not None and _NOT_HISTORY.search(rest) is None


# "had to": a step still to do, unless met in a year long past (round 75, see above).
_HAD_TO = re.compile(r"\bhad\s+to\b", _I)
_NOT_PAST = re.compile(
    r"\b(?:still|now|currently|yet|anymore|today|tonight|tomorrow|this|next|soon|until|till|"
    r"pending|awaiting|waiting|not|never|no\s+longer|will|would|going|is|are|has|have|must|needs?|"
    r"cannot|can|"
    # ... nor an obligation only reported, which may never have been met: "was told in 2023 that
    # she had to submit her BVN".
    r"told|informed|advised|warned|asked|said|says|instructed|reminded)\b|n['’]t\b",
    _I,
)


# ... or met as the next step of a past act dated by its month, in one chain (round 86): "lost his
# phone at Ojota in April and had to re-register his SIM" tells what followed the loss then, as
# "in 2021 and had to" does; the act before is past ("lost", "was stolen", "-ed"), its month the
# only date, and "had to" joined to it by "and" (a month with no act before it, "this April", a
# second month, or any word of now are read as before).
_MET_AFTER_MONTH = re.compile(
    r"\b(?:lost|stole|was\s+stolen|got\s+stolen|broke|dropped|misplaced|forgot|changed|moved|"
    r"relocated|travell?ed|\w{2,}ed)\b(?:(?!\b(?:and|but|so|while|which)\b)[^,;:.!?])*?\s+"
    r"(?:in|during)\s+(?:(?:early|mid|late)[\s-]+)?" + _MONTH + r"\s*,?\s+and\s+had\s+to\b",
    _I,
)


def step_still_owed(text: str) -> str | None:
    """The excerpt "had to" in a sentence not dated to a year past (see above)."""
    for _, sentence in offset_sentences(text):
        m = _HAD_TO.search(sentence)
        if m is None:
            continue
        dated = len(list(_DATE.finditer(sentence))) == 1 or (
            len(list(_MONTH_ONLY.finditer(sentence))) == 1
            and not _DATE.search(sentence)
            and _MET_AFTER_MONTH.search(sentence) is not None
        )
        if not dated or _NOT_PAST.search(sentence) is not None:
            return m.group(0)
    return None
