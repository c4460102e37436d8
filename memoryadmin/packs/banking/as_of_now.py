"""What is told as of a moment just past, or as it stands now (summary finders, read after
blind round 25).

- a time counted back from now: "was marked as failed about ten minutes ago", "went through
  two hours ago", "just now" (the summary is read again later, when the count is wrong and the
  state may have moved on). Not a date ("on 3 March") nor a span of the user's life ("two
  years ago": days and longer are read as before);
- a transfer's outcome at a time of day with no date: "was delivered to the beneficiary at
  2:14pm", "was credited at 09:40" (a delivery report as of today, like "shows as delivered").
  Not the time a habit runs ("is paid every Friday at 3pm"): an outcome verb comes first;
- a case just moved to someone who handles it now: "the dispute he opened … has just been
  escalated to the regional team" (like "the fraud desk now has her dispute"). Not the user
  sent somewhere ("he was referred to the branch"): the case is named before the move. After
  round 26, the handler may be another institution, by a word ("the acquiring bank", "the card
  scheme") or by its initials ("has been escalated to NIBSS"). Not a case escalated to a person
  ("to a supervisor", "to the MD of the bank": an event, round 20) or to a level (``stage``);
- French, what is still under way: "est toujours en cours de traitement", "sont encore en
  attente" (like "is still processing").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.finders import first_match
from memoryadmin.packs.banking.still_elsewhere import french_still_owed, spanish_still_owed

_FEW = (
    r"(?:\d+|a|an|a\s+few|few|several|some|a\s+couple\s+of|half\s+an|one|two|three|four|five|"
    r"six|seven|eight|nine|ten|fifteen|twenty|thirty|forty|forty-five|fifty)"
)
_ROUGHLY = r"(?:(?:about|around|roughly|nearly|almost|only|just|over|under|less\s+than|barely)\s+)?"
counted_back = first_match(
    rf"\b{_ROUGHLY}{_FEW}\s+(?:minutes?|mins?|hours?|hrs?|seconds?|secs?)\s+ago\b",
    r"\b(?:just\s+now|a\s+moment\s+ago|moments\s+ago)\b",
)

_OUTCOME = (
    r"(?:delivered|credited|received|reversed|refunded|debited|confirmed|completed|settled|"
    r"declined|rejected|marked\s+(?:as\s+)?\w+|flagged|processed|approved)"
)
_at_time = first_match(
    r"\b(?:was|were|got|has\s+been|have\s+been)\s+(?:(?:successfully|finally|only|just)\s+)?"
    + _OUTCOME
    + r"\b[^.;!?]{0,60}?\bat\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.|hrs?)?"
    r"(?!\s*(?:on|every|each)\b)(?![\d/-])(?=\s*[.;!?,]|\s*$|\s+(?:today|this)\b)",
)
# A date or a day makes it an event on record: "was debited on 1 June at 8am".
_DATED = re.compile(
    r"\b(?:on|last|every|each)\s+(?:the\s+)?(?:\d|(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|"
    r"aug|sep|oct|nov|dec)|\byesterday\b|\b\d{1,4}[/-]\d{1,2}[/-]\d{1,4}\b",
    re.IGNORECASE,
)


def outcome_at_time(text: str) -> str | None:
    """A transfer's outcome at a time of day with no date (see above): the excerpt."""
    found = _at_time(text)
    return None if found is None or _DATED.search(found) else found


_CASE = (
    r"(?:claims?|case|dispute|complaint|appeal|chargeback|ticket|query|report|request|"
    r"investigation)"
)
_HANDLER = (
    r"(?:team|desk|unit|department|office|committee|ombudsman|regulator|investigators|"
    r"head\s+office|headquarters|hq|"
    # ... or another institution that handles it now: "to the acquiring bank", "to the card
    # scheme", "to the central bank", "to the police".
    r"bank|switch|scheme|processor|network|operator|provider|insurer|authority|commission|"
    r"agency|bureau|police|tribunal|court)"
)
# An institution by its initials: "to NIBSS", "to the CBN", "to EFCC". Not a person's title
# ("to the CEO", "to the MD": a case escalated to a person is an event, round 20).
_INITIALS = r"(?!(?:CEO|MD|GM|ED|COO|CFO|CTO|CIO|RM|BM|HOD|VP|AGM|DGM|PA)\b)(?-i:[A-Z]{2,}[a-z]?)\b"
escalated_now = first_match(
    rf"\b{_CASE}\b[^.;!?]{{0,80}}?\b(?:was|were|(?:has|have)\s+(?:now\s+|just\s+|since\s+)?been|"
    r"got|is\s+being)\s+(?:now\s+|just\s+)?(?:escalated|referred|forwarded|passed\s+on|"
    r"handed\s+over|reassigned|transferred|sent\s+up)\s+to\s+(?:the\s+|a\s+|its\s+)?"
    # ... not a person of it: "to the MD of the bank" (round 20's event).
    rf"(?:(?:(?!of\b)[\w'’-]+\s+){{0,3}}?{_HANDLER}\b|{_INITIALS})",
)

under_way_fr = first_match(
    r"\b(?:est|sont|reste|restent|demeure)\s+(?:toujours\s+|encore\s+)?en\s+(?:cours|attente)\b",
    r"\btoujours\s+en\s+(?:cours|attente|traitement)\b",
    # A movement of money named as waiting, with no verb: "a deux transactions Wave en attente"
    # (like "has two pending transactions"; round 42). Only a service's name between them: "les
    # virements peuvent rester en attente" is how transfers go.
    r"\b(?:transactions?|virements?|paiements?|transferts?|retraits?|d[ée]p[ôo]ts?|op[ée]rations?|"
    r"envois?|versements?|remboursements?)\s+(?:(?-i:[A-Z])[\w'’-]*\s+){0,2}en\s+attente\b",
    # A French status quoted in an English sentence: "was marked 'en cours'".
    r"[\"'‘“]en\s+(?:cours|attente|traitement)\b",
)

# As it was seen at a check, or as it shows now (after blind round 31): "when the user last
# checked", "is shown as ready for collection", "has been reversed back to the wallet", "the
# card's spend cap for the month has been reached", "was quoted 612 FCFA per US dollar". Each a
# state read at one moment; a date makes none of them an event (a quote is a quote of its day).
as_last_seen = first_match(
    r"\b(?:when|the\s+last\s+time)\s+(?:the\s+user|he|she|they|i|we)\s+last\s+(?:checked|looked|"
    r"logged\s+in|refreshed)\b|\bat\s+(?:the|her|his|their)\s+last\s+check\b",
    r"\b(?:is|are|was|were)\s+(?:now\s+|still\s+)?(?:shown|showing|displayed)\s+as\b",
    r"\bready\s+for\s+(?:collection|pick[\s-]*up)\b",
    r"\b(?:has|have)\s+(?:now\s+|just\s+|since\s+)?been\s+(?:reversed|refunded|returned|sent\s+back|"
    r"credited\s+back|declined|rejected|blocked|flagged)\b",
    r"\b(?:limit|cap|ceiling|threshold|allowance|quota)\b[^.;!?]{0,40}?\b(?:has\s+been|have\s+been|"
    r"is|was|got)\s+(?:already\s+|now\s+|just\s+)?(?:reached|hit|exceeded|exhausted|maxed|used\s+up)\b",
    r"\b(?:was|were|been|got|is|are)\s+quoted\b",
    # Whose the pot of the round going on is: "This month the njangi 'hand' goes to Tabi".
    r"\b(?:this|the\s+current)\s+(?:week|month|round|cycle|meeting|turn)\b[^.;!?]{0,40}?\b(?:pot|payout|"
    r"hand|kitty|draw|collection|share[\s-]?out|money)\b['’\"]?\s+(?:goes|is\s+going|went|falls|is)\s+to\b",
)

_UNDATED_OUTCOME = first_match(
    r"\b(?:was|were|got)\s+(?:\w+\s+)?(?:reversed|declined|rejected|returned|bounced|flagged|blocked|"
    r"held)\s+(?:because|due\s+to|over|for)\b",
    # ... or said as what the transfer did, with no passive: "bounced back because the UEN was
    # wrong", "the payment came back to her wallet because" (round 73; the same outcome with its
    # reason; a person who "came back because" is no transfer).
    r"\b(?:bounced(?:\s+back)?|(?:(?:transfers?|payments?|money|funds|cheques?|remittances?|"
    r"deposits?|transactions?)\b[^.;!?]{0,60}?\b(?:came|kicked|was\s+sent|got\s+sent)\s+back))\b"
    r"(?:\s+(?:to|into)\s+(?:[\w'’-]+\s+){1,3}?)?\s*(?:because|due\s+to|since)\b",
)


def outcome_with_reason(text: str) -> str | None:
    """A transfer's outcome told with why, no date (after blind round 34): "the settlement …
    was reversed because of a name mismatch" (as it stands until it is sent again)."""
    found = _UNDATED_OUTCOME(text)
    return None if found is None or _DATED.search(text) or _IN_MONTH.search(text) else found


_IN_MONTH = re.compile(
    r"\b(?:in|during|since)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|\b(?:19|20)\d{2}\b",
    re.IGNORECASE,
)

# Whose turn the current round was: "has already received this week's merry-go-round payout",
# "collected the pot this month" (who collects next follows from it). Not a round named by its
# date ("received the March payout"), nor a habit ("receives a payout every week").
_PERIOD = r"(?:week|month|round|cycle|year|fortnight|rotation|meeting)"
_POT = r"(?:payouts?|pots?|hand|draw|share[\s-]?out|collection|kitty|lump\s+sum)"
payout_this_round = first_match(
    r"\b(?:received|collected|got|taken|took|cashed\s+out|won)\s+(?:this|the\s+current|"
    rf"the\s+present)\s+{_PERIOD}['’]?s?\s+(?:[\w-]+\s+){{0,3}}?{_POT}\b",
    r"\b(?:received|collected|got|taken|took|cashed\s+out|won)\s+(?:the|her|his|their|its)\s+"
    rf"(?:[\w-]+\s+){{0,3}}?{_POT}\s+(?:for\s+)?(?:this|the\s+current)\s+{_PERIOD}\b",
)

# Behind on what recurs, as it stands: "Tunde is two weeks behind", "she is behind on her
# contributions" (like "owes the group two missed contributions"). Not a habit of lateness
# told as such ("always pays a day behind schedule" reads no count or arrears).
_behind = first_match(
    r"\b(?:is|are|was|s|re|remains?|has\s+fallen|have\s+fallen|fell)\s+(?:now\s+|still\s+)?"
    r"(?:(?:\w+\s+){0,2}?(?:weeks?|months?|days?|payments?|contributions?|instal\w*|rounds?|turns?)\s+)?"
    r"behind\b(?!\s+schedule)",
)


def behind_now(text: str) -> str | None:
    """Behind, as it stands (above), or still owing said in Spanish or French ("todavía debe la
    tanda de este mes", "doit encore payer": round 57), which a group's sentence must not hold."""
    return _behind(text) or spanish_still_owed(text) or french_still_owed(text)
