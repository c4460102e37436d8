"""A loss told as over: a sum or a phone lost once, dated to a past year, and what was done about
it then (a summary frame, after blind rounds 47 and 48).

The one reader of a past loss (it took over ``dated``'s first, narrower copy after blind rounds
39-41: "once lost ₦30,000 to a fake alert scam last year"). Writers put the same finished event
in many ways, each read here as a whole sentence:

- the date at the head: "In 2022 she lost 300,000 CFA to a fake MoMo agent in Mokolo market";
- the sum said as about: "lost about £300 to a fake Jumia seller in March 2023";
- by whom or through what, a quoted word in it: "was scammed out of TSh 500,000 by a fake
  'wakala' message in 2022";
- a thing lost with what was on it, or stolen: "lost a phone with his MTN line in August 2023",
  "In March 2024 the user's phone was stolen in Marabastad";
- what the user did about it then, each a past act: "and had to re-register her banking app",
  "and had the SIM replaced", ", which she reported to the police";
- the matter said to be over: ", and that matter was closed", "; the case is closed", "; the
  case has since been closed" (round 49); then a month alone dates it, and the thing lost may be
  said dealt with in the passive: "lost her card in a keke in March; it was replaced and the
  matter is closed" (round 52: over, whichever March it was).

A date with a year, "once", "last year" or "years ago" marks one finished event. What stays
refused: a loss with no date or a date near now ("this morning", "in March"), anything still to
come or still so (still, waiting, a refund or a reversal, "has to", "is investigating", "the case
is open", "under review"), a part or a sum left, and any other clause.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.dated import _DATE, _MONTH
from memoryadmin.packs.banking.money import amount_spans
from memoryadmin.packs.banking.roles import OWNER, SUBJECT

_I = re.IGNORECASE
_END = r"\s*[.!]?\s*$"
_WORD = r"(?:(?!DATE\b|and\b|which\b)[\w'’-]+|['‘’\"“”][\w'’ -]{1,30}?['‘’\"“”])"
_THING = (
    r"(?:phone|handset|mobile|sim(?:\s+card)?|card|atm\s+card|debit\s+card|wallet|id(?:\s+card)?|"
    r"purse|bag|laptop|tablet)"
)
# The loss itself: a sum or a thing lost, a sum scammed out of someone, a thing stolen.
_LOSS = (
    rf"(?:{SUBJECT}\s+(?P<once>once\s+)?(?:lost|was\s+(?:scammed|defrauded|robbed|conned|tricked|"
    r"cheated)\s+out\s+of|was\s+robbed\s+of|had\s+(?:his|her|their)\s+" + _THING + r"\s+stolen)"
    r"(?:\s+(?:about|around|nearly|almost|over|roughly|some))?"
    rf"(?:\s+AMT|\s+(?:a|an|his|her|their)\s+(?:[\w'’-]+\s+)?{_THING})?"
    rf"|{OWNER}\s+(?:[\w'’-]+\s+)?{_THING}\s+was\s+(?:stolen|snatched|lost|taken|pickpocketed)"
    # ... or what the user lost when whoever held the money failed: "the user's chit fund operator
    # shut down and he lost about AMT" (round 50).
    rf"|{OWNER}\s+(?:[\w'’-]+\s+){{0,3}}?(?:operator|company|firm|scheme|bank|app|agent|organi[sz]er|"
    r"foreman|collector|promoter)\s+(?:shut\s+down|closed\s+down|collapsed|folded|went\s+(?:bust|"
    r"under|bankrupt)|disappeared|vanished|ran\s+away|absconded)\s*,?\s+and\s+"
    rf"{SUBJECT}\s+lost(?:\s+(?:about|around|nearly|almost|over|roughly|some))?\s+AMT"
    # ... or a scam fallen for, by its kind: "fell for a fake POS reversal scam" (round 50).
    rf"|{SUBJECT}\s+(?P<once2>once\s+)?fell\s+(?:for|victim\s+to)\s+(?:a|an)\s+(?:[\w'’-]+\s+){{0,4}}?"
    r"(?:scam|fraud|con|swindle|trick))"
)
# Where, to whom, by what, with what on it: "to a fake MoMo agent in Mokolo market".
_ABOUT = (
    r"(?:\s+(?:to|in|at|on|through|from|near|by|with|via|outside|inside)\s+"
    rf"(?:(?:a|an|the|his|her|their)\s+)?{_WORD}(?:\s+{_WORD}){{0,4}})"
)
_WHEN = (
    r"(?P<when>\s+(?:DATE|last\s+year|(?:a\s+few|two|three|four|five|several|many)\s+years\s+ago))"
)
# What was done about it then, and the matter over.
_DONE = (
    r"(?:\s*,?\s+and\s+(?:(?:he|she|they|the\s+user)\s+)?had\s+to\s+(?:re-?register|recover|replace|"
    r"block|report|restore|reset|swap|reissue|get|apply\s+for|open|link|change|cancel)\s+"
    r"(?:[\w'’-]+\s+){0,4}?[\w'’-]+"
    r"|\s*,?\s+and\s+(?:(?:he|she|they|the\s+user)\s+)?had\s+(?:the|his|her|their)\s+(?:[\w'’-]+\s+)?"
    r"(?:sim(?:\s+card)?|line|card|number|phone|app|account|wallet|pin)\s+(?:replaced|swapped|"
    r"blocked|reissued|restored|reset|re-?registered|cancelled|canceled|changed)"
    r"|\s*,?\s+(?:which|and)\s+(?:(?:he|she|they|the\s+user)\s+)?reported\s+(?:(?:it|the\s+(?:loss|"
    r"theft|fraud|scam))\s+)?to\s+(?:the\s+)?(?:police|bank|network|provider|operator|[\w'’-]+)"
    r"|\s*(?:,?\s+and|;)\s+(?:that|the)\s+(?:matter|case|complaint|report|claim|dispute)\s+"
    r"(?:was|is|has\s+(?:since\s+)?been)\s+(?:closed|resolved|settled|finished|over)"
    # ... the thing lost, dealt with, in the passive: "; it was replaced" (round 52).
    r"|\s*(?:,?\s+and|;)\s+(?:it|the\s+(?:card|phone|sim(?:\s+card)?|line|wallet))\s+was\s+"
    r"(?:replaced|blocked|reissued|cancell?ed|canceled|swapped))"
)
# The matter said over as the sentence ends: then a month alone dates the loss (round 52).
_MATTER_OVER = re.compile(
    r"(?:,?\s+and|;)\s+(?:that|the)\s+(?:matter|case|complaint|report|claim|dispute)\s+"
    r"(?:was|is|has\s+(?:since\s+)?been)\s+(?:closed|resolved|settled)" + _END,
    _I,
)
_IN_MONTH = re.compile(r"\b(?:in|during)\s+(?:(?:early|mid|late)[\s-]+)?" + _MONTH + r"\b", _I)
_LOST_OVER = re.compile(rf"^\s*{_LOSS}{_ABOUT}*{_WHEN}?{_ABOUT}*(?:{_DONE}){{0,2}}{_END}", _I)
# How things stand, still to come, or near now: never in this frame.
_NOT_OVER = re.compile(
    # ("has since been closed" says the matter is over, round 49: "since" is not a time running.)
    r"\b(?:still|now|currently|yet|anymore|today|tonight|tomorrow|yesterday|this|next|until|"
    r"since(?!\s+been\s+(?:closed|resolved|settled)\s*[.!]?\s*$)|"
    r"recently|pending|waiting|awaiting|not|never|no|will|would|owes?|owed|outstanding|due|balance|"
    r"left|remaining|refund\w*|revers\w*(?!\s+(?:scam|fraud|trick|con)\b)|recover(?:ed|ing)\s+(?:it|the|some|part)|investigat\w*|"
    r"review|open|reopened|part|partly|half|some\s+of|hopes?|expects?|trying|has\s+to|have\s+to)\b|"
    r"n['’]t\b|[:()]",
    _I,
)

# A dispute dated to a year, with its sum, and how it ended then: "In 2020 the user had a $300
# dispute with a money transfer company that was resolved in her favour" (round 50). Only one that
# was resolved, settled, decided or closed; one still open, or with no end said, is read as before.
_DISPUTE_OVER = re.compile(
    rf"^\s*(?:DATE\s*,?\s*)?{SUBJECT}\s+(?P<once>once\s+)?(?:had|raised|filed|lodged|opened)\s+"
    r"(?:a|an)\s+(?:AMT\s+)?(?:[\w'’-]+\s+){0,2}?(?:dispute|complaint|claim|chargeback)"
    rf"(?:\s+(?:of|for|over)\s+AMT)?{_ABOUT}*(?:\s+DATE)?\s*,?\s+(?:that|which)\s+(?:was|got)\s+"
    r"(?:resolved|settled|decided|closed)(?:\s+in\s+(?:his|her|their|the\s+user['’]s)\s+favou?r)?"
    + _END,
    _I,
)


# What the loss left the user wary of, as the sentence ends: ", which is why he is wary of chits"
# (round 50; a lasting attitude, like a preference).
_WARY = re.compile(
    r"\s*,\s*(?:which\s+is\s+why|so|and\s+since\s+then)\s+(?:he|she|they|the\s+user)\s+(?:is|are|"
    r"has\s+been|stays?|remains?)\s+(?:very\s+|quite\s+)?(?:wary|careful|cautious|suspicious|afraid|"
    r"nervous|distrustful|sceptical|skeptical)\s+(?:of|about|with)\s+(?:[\w'’-]+\s+){0,3}?[\w'’-]+"
    r"(?=\s*[.!]?\s*$)",
    _I,
)


# A death in the family, dated to the past, and the funeral cover a society or insurer paid then
# (round 57): "the user's mother died in 2021 and her funeral policy paid out the cover", "his
# uncle passed away last year and the burial society paid the funeral benefit", or the payout
# first, "the stokvel paid the funeral cover when her father died in 2022". Paid here is the cover
# paid once, on the death; a premium or a member's share, or one not dated, is read as before.
_DIED = (
    rf"{OWNER}\s+(?:late\s+)?(?:[\w'’-]+\s+)?(?:father|mother|dad|mum|mom|husband|wife|son|daughter|"
    r"brother|sister|uncle|aunt|aunty|auntie|grandmother|grandfather|granny|gogo|mkhulu|cousin|"
    r"spouse|parent|child|nephew|niece|in-law|father-in-law|mother-in-law)\s+(?:passed\s+away|died|"
    r"passed\s+on)(?:\s+(?:DATE|last\s+year|(?:a\s+few|two|three|four|five|several)\s+years\s+ago))"
)
_PAYER = (
    r"(?:the|his|her|their|(?-i:[A-Z])[\w'’-]*['’]s)\s+(?:[\w'’-]+\s+){0,2}?(?:burial\s+society|"
    r"society|burial\s+scheme|funeral\s+(?:scheme|policy|plan|parlou?r)|insurer|insurance|policy|"
    r"stokvel|scheme|fund|welfare\s+group|association)"
)
_COVER_PAID = (
    r"paid(?:\s+out)?\s+(?:the|his|her|their)\s+(?:full\s+)?(?:funeral|burial|death|family)\s+"
    r"(?:cover|benefit|claim|payout|policy|grant)"
)
_DEATH_COVERED = re.compile(
    rf"^\s*(?:{_DIED}\s*,?\s+and\s+{_PAYER}\s+{_COVER_PAID}(?:\s+(?:in\s+full|promptly))?"
    rf"|{_PAYER}\s+{_COVER_PAID}\s+(?:when|after)\s+{_DIED}){_END}",
    _I,
)


def death_covered(sentence: str) -> bool:
    """A death dated to the past and the cover paid on it (see above), the whole sentence."""
    if amount_spans(sentence) or _NOT_OVER.search(sentence):
        return False
    if len(list(_DATE.finditer(sentence))) > 1:
        return False
    return _DEATH_COVERED.search(_DATE.sub("DATE", sentence)) is not None


def loss_over(sentence: str) -> bool:
    """A loss told as over (see above), the whole sentence."""
    if death_covered(sentence):
        return True
    sentence = _WARY.sub("", sentence)
    dates = list(_DATE.finditer(sentence))
    if len(dates) > 1 or re.search(r"\bDATE\b|\bAMT\b", sentence) or _NOT_OVER.search(sentence):
        return False
    text = sentence
    for s, e in reversed(amount_spans(text)):
        text = text[:s].rstrip() + " AMT " + text[e:].lstrip()
    dates = list(_DATE.finditer(text))
    if dates:
        a, b = dates[0].span()
        text = text[:a] + "DATE" + text[b:]
    elif _MATTER_OVER.search(text) and len(months := list(_IN_MONTH.finditer(text))) == 1:
        # "lost her card in a keke in March; … and the matter is closed": over, whichever March.
        a, b = months[0].span()
        text = text[:a] + "DATE" + text[b:]
    dispute = _DISPUTE_OVER.search(text)
    if dispute is not None:
        return bool(dispute.group("once") or len(dates) == 1)
    # The date at the head goes after the loss: "In 2022 she lost …" is "She lost … DATE".
    head = re.match(r"^\s*DATE\s*,?\s*", text)
    if head is not None:
        text = text[head.end() :]
        loss = re.match(rf"\s*{_LOSS}", text, _I)
        if loss is None:
            return False
        text = text[: loss.end()] + " DATE" + text[loss.end() :]
    m = _LOST_OVER.search(text)
    return m is not None and bool(m.group("once") or m.group("once2") or m.group("when"))
