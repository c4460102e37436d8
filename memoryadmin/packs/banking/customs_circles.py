"""A group's customs told in round 78's words (Eastern Europe, Turkey, the Caucasus, Central Asia)
and round 79's (Western and Southern Europe).

Like ``customs``: how a group decides whose turn comes, what form its money takes, what it is for
and where each share comes from are rules of the group, true until the group changes them. Each
phrase below is put in neutral words ("members take part by rule") and the sentence is framed only
when the rest is a group's sentence with no live value (``framing``):

- who joins last takes the last turn: "whoever joins last takes the last turn" (of anyone who
  joins, never one named member: "Kemi joined last and takes the last turn" is read as before);
- the order drawn from a hat or by lot, at the first meeting: "the order is drawn from a hat at
  the first meeting" ("the order was drawn this month" is read as before);
- what the one who receives the pot does next time: "the one who receives the pot hosts plov the
  next time" (a custom of hosting, of whoever receives; "Dilnoza receives the pot" is read as
  before);
- a turn swapped by whoever has an urgent need: "the one who has an urgent trip can ask to swap
  turns";
- whose turn by a kind of member: "the turn goes to whoever's parents are oldest"; or by
  whoever comes next on the group's list: "the pot goes to whoever is next on a WhatsApp list"
  (round 79; "the user is next on the list", "… which is Kemi this month" are read as before);
- where everyone's share comes from: "everyone contributes from the advance, not the main salary";
- what form the money is given in, and why by custom: "the money is given in gold, not cash,
  because the ladies say gold keeps its value" (the reason with no live value);
- what the money is for: "; the money is used for the girls' dowry (çeyiz)";
- a share still sent from away, by rule: "if someone moves away, they still send their share by
  Papara" (of anyone who moves, never one by name);
- the collector's cleft and the hand-over to whoever's turn it is: "is the one who collects the
  money in her cousins' pool and transfers it to whoever's turn it is" (a role, like "is the
  organiser of"; "transfers it to Kemi, whose turn it is" is read as before);
- who collects and when, beside who runs it: "is run by the brigadir, Rustam-aka, who collects
  everyone's share on payday"; a circle "collected by the priest's wife" (who runs it);
- members described "mostly" by where they come from, "now living in" a city (where they live,
  not how the group stands);
- a payout order by the names in a notebook, "and nobody skips" (the order's rule);
- no money taken out before a time of year (round 79): "; nobody takes money out before the
  summer", "no one withdraws anything until Christmas" (a kitty's rule; "nobody has taken money
  out yet", "before this summer", "before Kemi's birthday" are read as before).

``blank_joined_customs`` blanks a custom above joined as a sentence's last clause, offsets kept
(when a group's money is collected mid-sentence, "…, collected after Sunday liturgy, to help
families", is ``customs.blank_collected_when``'s).
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.frames import _no_live_value

_I = re.IGNORECASE
_NEUTRAL = "members take part by rule"
_NOT_NOW = r"(?![^.;]*\b(?:this|now|today|tonight|currently|yet|still\s+owes?)\b)"
_ANYONE = (
    r"(?:whoever|the\s+one|anyone|someone|a\s+member|the\s+member|the\s+person|members|"
    r"(?:the\s+)?(?:woman|man|girl|lady|driver|worker)|any\s+member)"
)
_KIND = (
    r"(?:oldest|eldest|youngest|sickest|poorest|neediest|furthest|farthest|most\s+in\s+need|"
    r"in\s+(?:the\s+)?greatest\s+need|most\s+urgent)"
)
# A time of year a group's rule names: a season, a month, a feast, the trip or party it saves for.
_WHEN = (
    r"(?:(?:the\s+)?(?:summer|winter|spring|autumn|fall)(?:\s+(?:holidays?|break|trip))?|"
    r"(?:January|February|March|April|May|June|July|August|September|October|November|December)|"
    r"(?:the\s+)?(?:Christmas|Xmas|Easter|New\s+Year|Carnival|Karneval|Fasching|Eid|Diwali|"
    r"Thanksgiving|Hanukkah|Midsummer)(?:\s+(?:party|dinner|market|holidays?|break))?|"
    r"the\s+(?:trip|holiday|holidays|wedding|party|payout|share-?out|end\s+of\s+the\s+year|"
    r"year[\s-]end))"
)
_CUSTOMS = re.compile(
    # Who joins last takes the last turn.
    r"\b(?:whoever|anyone\s+who|the\s+one\s+who|(?:the\s+)?members?\s+who)\s+(?:joins?|joined|"
    r"comes?|came|signs?\s+up)\s+(?:last|latest|first|earliest)\s+(?:takes?|gets?|collects?|"
    r"receives?|has)\s+the\s+(?:last|first|final)\s+(?:turn|payout|pot|hand|place)\b" + _NOT_NOW
    # The order drawn from a hat, or by lot, at the first meeting.
    + r"|\b(?:the\s+)?(?:payout\s+|collection\s+)?(?:order|turns?|rotation|sequence)\s+"
    r"(?:is|are)\s+(?:drawn|picked|pulled|decided|chosen|set|fixed)\s+(?:from\s+a\s+(?:hat|bag|cup|bowl|box|jar)|"
    r"by\s+(?:lot|lots|a\s+draw|draw|ballot))(?:\s+(?:at|during)\s+the\s+(?:first|opening|"
    r"start-up|founding)\s+(?:meeting|gathering|sitting))?\b" + _NOT_NOW
    # The one who receives the pot hosts the next time.
    + rf"|\b{_ANYONE}\s+(?:who|that)\s+(?:receives?|gets?|takes?|collects?)\s+the\s+(?:pot|money|"
    r"payout|kitty|fund)\s+(?:hosts?|cooks?|brings?|treats?\s+everyone\s+to|buys?|pays\s+for|"
    r"makes?)\s+(?:[\w'’-]+\s+){0,3}?(?:at\s+)?the\s+next\s+(?:time|meeting|gathering|sitting)\b"
    + _NOT_NOW
    # A turn swapped by whoever has an urgent need.
    + rf"|\b{_ANYONE}\s+(?:who|that)\s+(?:has|have)\s+(?:an?\s+)?(?:urgent|emergency|pressing)\s+"
    r"[\w-]+\s+(?:can|may)\s+(?:ask\s+to\s+)?(?:swap|exchange|trade|switch)\s+(?:their\s+)?turns?\b"
    + _NOT_NOW
    # Whose turn by a kind of member.
    + r"|\b(?:the\s+)?(?:turn|pot|payout|money|first\s+turn)\s+(?:goes|go)\s+(?:first\s+)?to\s+"
    rf"(?:whoever['’]s\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:is|are)\s+{_KIND}|whoever\s+is\s+{_KIND}|"
    rf"the\s+(?:member|one)\s+whose\s+[\w'’-]+\s+(?:is|are)\s+{_KIND}|"
    # ... or by whoever comes next on the group's list, as its rule (round 79): "the pot goes to
    # whoever is next on a WhatsApp list" (never one member: "the user is next on the list").
    r"whoever\s+(?:is|comes)\s+next\s+(?:on|in)\s+(?:the|a|an|its|their)\s+(?:[\w'’-]+\s+){0,2}?"
    r"(?:list|rota|roster|register|notebook|order|sheet|line|queue))\b" + _NOT_NOW
    # Where everyone's share comes from.
    + r"|\b(?:everyone|everybody|each\s+member|all\s+(?:the\s+)?members|members)\s+(?:contributes?|"
    r"pays?\s+in|puts?\s+in|chips?\s+in)\s+(?:from|out\s+of)\s+(?:the|their|his|her)\s+"
    r"(?:[\w-]+\s+)?(?:advance|salary|wages?|pay|paycheck|payslip|tips|bonus|earnings)"
    r"(?:\s*,\s+not\s+(?:from\s+)?(?:the|their)\s+(?:[\w-]+\s+)?(?:advance|salary|wages?|pay|"
    r"paycheck|bonus))?\b" + _NOT_NOW
    # A share sent from away, by rule.
    + r"|\bif\s+(?:someone|anyone|a\s+member|a\s+woman|a\s+man|one\s+of\s+them)\s+(?:moves?|goes?|"
    r"travels?|emigrates?|is)\s+(?:away|abroad|back\s+home|to\s+another\s+city)\s*,\s+(?:they|she|"
    r"he)\s+(?:still\s+)?(?:sends?|pays?|transfers?)\s+(?:their|her|his)\s+(?:share|contribution|"
    r"part)\s+(?:by|through|via|with|over|on)\s+(?-i:[A-Z])[\w'’-]*\b(?![^.;]*\b(?:this|now|today|"
    r"yet|late|owes?)\b)"
    # No money taken out before a time of year, by rule (round 79): "nobody takes money out before
    # the summer", "no one withdraws anything until Christmas" (the kitty's rule, not how it
    # stands: "nobody has taken money out yet", "… before this summer" are read as before).
    + r"|\b(?:nobody|no\s+one|no-one|no\s+member|none\s+of\s+(?:us|them|the\s+[\w'’-]+))\s+"
    r"(?:takes?|withdraws?|touches|gets?|draws?)\s+(?:any\s+|the\s+)?(?:money|cash|savings|funds|"
    r"anything|it)?\s*(?:out\s+)?(?:of\s+(?:it|the\s+(?:kitty|pot|pool|fund|box|account))\s+)?"
    rf"(?:before|until|till|ahead\s+of)\s+{_WHEN}\b" + _NOT_NOW,
    _I,
)
# What form the money is given in, with a reason of custom: checked for a live value apart.
_FORM = re.compile(
    r"[;,]\s+(?:and\s+)?the\s+(?:money|pot|shares?|contributions?)\s+(?:is|are)\s+(?:given|paid|"
    r"collected|handed\s+over|kept)\s+in\s+(?P<form>gold|cash|dollars|euros|gold\s+coins|"
    r"bracelets|(?:gold\s+)?jewellery|jewelry)(?:\s*,\s+not\s+(?:in\s+)?[\w-]+)?"
    r"(?:\s*,?\s+because\s+(?P<why>[^.;]*))?(?=\s*[.!]?\s*$)",
    _I,
)
# What the money is for: "; the money is used for the girls' dowry (çeyiz)", lower-case words.
_FOR = re.compile(
    r"[;,]\s+(?:and\s+)?the\s+(?:money|pot|fund|savings)\s+(?:is|are)\s+(?:used|meant|kept|spent|"
    r"saved)\s+for\s+(?P<what>(?-i:[a-z])[\w'’ -]{0,60}?)(?:\s*\([^()]{1,30}\))?(?=\s*[.!]?\s*$)",
    _I,
)
# The collector's cleft, then the hand-over to whoever's turn it is.
_CLEFT = re.compile(
    r"\bis\s+the\s+one\s+who\s+collects\s+the\s+(?:money|contributions|shares)\s+(?:in|for|of)\s+"
    r"(?=(?:her|his|their|the)\s+)",
    _I,
)
_HAND_OVER = re.compile(
    r"\s+and\s+(?:transfers|passes|gives|sends|hands)\s+it\s+(?:on\s+|over\s+)?to\s+whoever['’]s\s+"
    r"turn\s+it\s+is(?=\s*[.!]?\s*$)",
    _I,
)
# Who collects and when, after who runs it: ", who collects everyone's share on payday".
_RUN_BY = re.compile(
    r"(\bis\s+run\s+by\s+(?:the|a|an|her|his|their)\s+[\w'’-]+(?:\s*,\s*(?-i:[A-Z])[\w'’-]*"
    r"(?:\s+(?-i:[A-Z])[\w'’-]*)?\s*)?)\s*,\s+who\s+collects\s+(?:everyone['’]s|everybody['’]s|"
    r"the|all\s+the|each\s+member['’]s)\s+(?:shares?|contributions?|money)\s+(?:on|every|each|at)\s+"
    r"(?:payday|pay\s+day|the\s+first\s+of\s+the\s+month|month-end|the\s+end\s+of\s+the\s+month|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days?|week|month)(?=\s*[.!]?\s*$)",
    _I,
)
_COLLECTED_BY = re.compile(
    r"\b(is|are)\s+collected\s+by\s+(?=(?:the|a|an|his|her|their)\s+(?:[\w'’-]+\s+){0,2}?"
    r"[\w'’-]+\s+and\s+sent\b)",
    _I,
)
_MOSTLY = re.compile(
    r"\b(is|are)\s+(?:mostly|mainly|largely|chiefly)\s+(?=(?:women|men|mothers|wives|ladies|girls|"
    r"drivers|workers|traders|neighbours|neighbors)\b)",
    _I,
)
_NOW_LIVING = re.compile(r"\bnow\s+(?=(?:living|based|settled|working)\s+in\s+(?-i:[A-Z]))", _I)
_NOBODY_SKIPS = re.compile(
    r"(\b(?:is|are)\s+(?:handed|paid|given)\s+out\s+in\s+the\s+order\s+of\s+the\s+names\s+"
    r"(?:written|listed|kept)\s+in\s+(?:the\s+|a\s+)?[\w'’ -]{0,30}?(?:notebook|book|list|"
    r"register|ledger))\s*,?\s+and\s+(?:nobody|no\s+one|no-one)\s+(?:skips|jumps\s+the\s+queue)"
    r"(?=\s*[.!]?\s*$)",
    _I,
)


def without_circle_customs(sentence: str) -> str:
    """``sentence`` with the customs above in neutral words; ``sentence`` itself when it has
    none (the rest is to be framed on its own)."""
    out = _CUSTOMS.sub(_NEUTRAL, sentence)
    form = _FORM.search(out)
    if form is not None and _no_live_value(
        re.sub(r"\bkeeps?\s+(?:its|their)\s+value\b", "", form.group("why") or "", flags=_I)
    ):
        out = out[: form.start()] + "; " + _NEUTRAL + out[form.end() :]
    purpose = _FOR.search(out)
    if purpose is not None and _no_live_value(purpose.group("what")):
        out = out[: purpose.start()] + "; " + _NEUTRAL + out[purpose.end() :]
    out = _HAND_OVER.sub("", _CLEFT.sub("is the organiser of ", out))
    out = _RUN_BY.sub(r"\1", out)
    out = _COLLECTED_BY.sub(r"\1 run by ", out)
    out = _NOW_LIVING.sub("", _MOSTLY.sub(r"\1 ", out))
    return _NOBODY_SKIPS.sub(r"\1", out)


_JOINED = re.compile(r"(?:\s*,?\s+and\s+|\s*;\s*)(?:" + _CUSTOMS.pattern + r")", _I)
_SKIPS = re.compile(r"\s*,?\s+and\s+(?:nobody|no\s+one|no-one)\s+(?:skips|jumps\s+the\s+queue)"
                    r"(?=\s*[.!]?\s*$)", _I)


def blank_joined_customs(sentence: str) -> str:
    """``sentence`` with a custom above joined as its last clause ("…, and whoever joins last
    takes the last turn") and "nobody skips" after an order by a list of names blanked (offsets
    kept): the rest is read as before."""
    out = _JOINED.sub(lambda m: " " * len(m.group(0)), sentence)
    if _NOBODY_SKIPS.search(out):
        out = _SKIPS.sub(lambda m: " " * len(m.group(0)), out)
    return out


__all__ = ["blank_joined_customs", "without_circle_customs"]
