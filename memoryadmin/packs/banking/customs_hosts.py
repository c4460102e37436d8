"""A group's customs and a habit's channel, told in round 80's words (the Middle East and North
Africa: a gameya, a dowreh, a gemach, a paluwagan among nurses in the Gulf).

Each phrase below is a rule of a group or a habit of the user's, true until the group or the user
changes it, in words the rules read as a place in the turns, a payment's status or money held.
Each is blanked (offsets kept) and the rest of the sentence is read as before, so a figure or a
live clause beside it still refuses the sentence. None is blanked in a sentence that says when
(``_NOW``: "this month", "now", "next", "still", "today", "yet"):

- the organiser's own turn, as a custom of the role: "as organiser, (she) always takes the first
  turn", "the organiser always gets the first payout" (of the role, never a member by name: "Mona
  takes the first turn" is read as before);
- whoever hosts receives the pot, as a rule ("that month" is each month): "whoever hosts the
  gathering receives the pot that month", "the host of the month takes the money";
- the order fixed on a written list: "the order is fixed on a written list", "the turns are set
  in a notebook";
- a late payer covered by the organiser, as a rule: "if someone pays late in the gameya, the
  organiser covers it and gets paid back later";
- a free-loan fund's terms: "(a gemach …) that lends without interest", "gives interest-free loans
  to members";
- a habit and the service it goes through: "remits through Al Ansari Exchange", "sends money home
  via Lulu Exchange", "does most payments through Whish Money", "(she) withdraws to her Banque
  Misr account", "whose salary goes to Bank Muscat" (a name, no amount: "withdraws $400 to her
  account" is read as before, and so is a past "withdrew").
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.blanking import blank_told
from memoryadmin.packs.banking.now_mena import NOW_LATIN, NOW_LATIN_CASED

_I = re.IGNORECASE
# A word of when: any and the sentence is read as it is.
_NOW = re.compile(
    r"\b(?:now|today|tonight|tomorrow|yesterday|currently|still|yet|anymore|next|recently|"
    r"so\s+far|at\s+the\s+moment|at\s+present|these\s+days|right\s+now|for\s+now|"
    r"(?:this|last)\s+(?:week|month|year|round|cycle|time|session|gathering|meeting|turn))\b",
    _I,
)
# A name: capitalised words, with a name's small joining words ("Bank of Beirut", "Al Ansari").
_NAME = (
    r"(?-i:[A-Z])[\w'’&.-]*(?:\s+(?:(?-i:of|al|el|de|du|la|and|&)\s+)?(?-i:[A-Z0-9])[\w'’&.-]*){0,4}"
)
_ROLE = (
    r"(?:organi[sz]er|head|founder|collector|treasurer|admin|leader|manager|banker|"
    r"one\s+who\s+(?:runs|organi[sz]es|started)\s+it|woman\s+who\s+runs\s+it)"
)
_SLOT = r"(?:first|last)\s+(?:turn|payout|pot|slot|hand|share|draw|round)"
_TAKES = r"(?:takes?|gets?|receives?|has|collects?)"
_USUALLY = r"(?:(?:always|usually|normally|traditionally|by\s+custom)\s+)?"
_POT = r"(?:pot|money|payout|kitty|fund|collection|sum|lump\s+sum)"
_GATHERING = r"(?:gathering|meeting|party|lunch|dinner|evening|session|dowreh|dowre|circle)"
_LATE = (
    r"(?:pays?\s+late|is\s+late(?:\s+(?:paying|with\s+(?:their|her|his)\s+(?:share|payment|"
    r"contribution)))?|can['’]?t\s+pay(?:\s+on\s+time)?|cannot\s+pay(?:\s+on\s+time)?|"
    r"misses\s+(?:a|their|her|his)\s+(?:payment|month|share|contribution))"
)
_ANYONE = r"(?:someone|anyone|somebody|anybody|a\s+member|one\s+of\s+them|a\s+woman|a\s+man)"
_WHOM = (
    r"(?:\s+to\s+(?:its\s+|their\s+)?(?:members|families|people|anyone|those|the\s+needy)"
    r"(?:\s+in\s+need)?)?"
)
_STATE = (
    r"(?!(?:frozen|blocked|locked|closed|dormant|suspended|restricted|overdrawn|empty|new|"
    r"pending|inactive|negative)\b)"
)
_CUSTOMS = re.compile(
    # The organiser's own turn.
    rf"(?:\s*,?\s+and\s*)?\s*,?\s*\bas\s+(?:the\s+)?{_ROLE}\s*,\s*(?:(?:she|he|they|the\s+user)\s+)?"
    rf"{_USUALLY}{_TAKES}\s+the\s+{_SLOT}\b"
    rf"|\bthe\s+{_ROLE}\s+{_USUALLY}{_TAKES}\s+the\s+{_SLOT}\b"
    # Whoever hosts receives the pot.
    rf"|\b(?:whoever|the\s+one\s+who|the\s+(?:woman|member|person|family|lady)\s+who)\s+"
    rf"(?:hosts?|holds?|has)(?:\s+(?:the|that\s+month['’]s)\s+{_GATHERING})?\s+{_TAKES}\s+the\s+"
    rf"{_POT}(?:\s+(?:that|for\s+that|each|every|the\s+same)\s+(?:month|week|time|round|session))?\b"
    rf"|\bthe\s+host(?:ess)?(?:\s+of\s+(?:the|each|every)\s+(?:month|week|{_GATHERING}))?\s+"
    rf"{_USUALLY}{_TAKES}\s+the\s+{_POT}\b"
    # The order fixed on a written list.
    r"|(?:\s*;\s*|\s*,?\s+and\s+)?\bthe\s+(?:payout\s+|collection\s+)?(?:order|turns?|rotation|"
    r"sequence)\s+(?:is|are)\s+(?:fixed|set|written\s+down|written|kept|recorded|agreed)\s+"
    r"(?:on|in)\s+(?:a|the)\s+(?:written|paper|printed|signed|handwritten|shared)?\s*(?:list|"
    r"notebook|register|chart|sheet|roster|paper)\b"
    # A late payer covered by the organiser.
    rf"|\bif\s+{_ANYONE}\s+{_LATE}(?:\s+in\s+the\s+[\w'’-]+)?\s*,\s*the\s+{_ROLE}\s+(?:covers?|"
    r"pays?\s+for|fronts?|advances?|puts\s+in)\s+(?:it|them|her|him|their\s+share|the\s+(?:share|"
    r"gap|missing\s+share|shortfall))(?:\s+(?:and|then)\s+(?:gets?\s+(?:paid\s+back|repaid|it\s+back)|"
    r"is\s+(?:paid\s+back|repaid)|collects?\s+it\s+back|takes?\s+it\s+back)(?:\s+(?:later|"
    r"afterwards|from\s+them))*)?"
    # A free-loan fund's terms.
    r"|(?:\s*,?\s*\b(?:that|which)\s+)?\b(?:lends?(?:\s+money)?|gives?\s+(?:out\s+)?loans|makes\s+"
    rf"loans|offers\s+loans|provides\s+loans){_WHOM}\s+(?:without\s+(?:any\s+)?interest|with\s+no\s+"
    rf"interest|interest[\s-]free|free\s+of\s+interest|at\s+(?:no|zero)\s+interest){_WHOM}"
    r"|(?:\s*,?\s*\b(?:that|which)\s+)?\b(?:gives?|makes|offers|provides)\s+(?:out\s+)?"
    rf"(?:interest[\s-]free|free)\s+loans{_WHOM}",
    _I,
)
_HABITS = re.compile(
    # A habit of sending home and the service it goes through.
    # (third person, or after "they": "the transfer to her wallet" is no habit).
    r"(?:\b(?:remits|(?<=\bthey\s)remit)(?:\s+(?:money|funds))?|\b(?:sends|(?<=\bthey\s)send)\s+"
    r"(?:money|remittances|funds)|\b(?:transfers|(?<=\bthey\s)transfer)\s+money)"
    r"(?:\s+(?:home|back\s+home))?(?:\s+to\s+(?:his|her|their)\s+(?:family|parents|mother|father|"
    rf"wife|husband|children|kids)(?:\s+in\s+{_NAME})?)?\s+{_USUALLY}(?:mostly\s+|mainly\s+)?"
    rf"(?:through|via|with|using)\s+(?:the\s+)?{_NAME}"
    # ... or most of one's payments.
    r"|\b(?:does|makes|sends|handles)\s+(?:most|all|almost\s+all|nearly\s+all|much)(?:\s+of)?\s+"
    r"(?:(?:his|her|their|the)\s+)?(?:[\w-]+\s+)?(?:payments|transfers|banking|purchases|shopping|"
    rf"bills|remittances|transactions|spending)\s+(?:through|via|with|using|on|in)\s+(?:the\s+)?"
    rf"{_NAME}"
    # ... or money withdrawn to one's own account.
    r"|(?:\s*;\s*|\s*,?\s+and\s+)?(?:\b(?:she|he|the\s+user)\s+)?\b(?:withdraws|cashes\s+out|moves|"
    r"transfers|(?<=\bthey\s)(?:withdraw|cash\s+out|move|transfer))(?:\s+(?:it|them|the\s+money|the\s+funds|(?:his|her|their)\s+(?:earnings|"
    r"pay|income|fees|payments|wages)))?(?:\s+out)?\s+(?:to|into|onto)\s+(?:his|her|their)\s+"
    rf"(?:own\s+)?(?:{_STATE}[\w'’&-]+\s+){{0,4}}?(?:account|wallet|card)\b"
    # ... or where one's salary goes.
    r"|\b(?:pay|salary|salaries|wages?|pension|income|stipend)\s+(?:goes|go|is\s+paid|are\s+paid|"
    r"is\s+deposited|is\s+credited|comes|lands|is\s+sent)\s+(?:straight\s+|directly\s+)?(?:in)?to\s+"
    rf"(?:(?:his|her|their|an?)\s+)?(?:{_STATE}{_NAME}(?:\s+(?:account|wallet|card))?\b"
    r"|(?:own\s+)?(?:bank|salary|savings|current)\s+account\b)"
    # (where it goes, as the clause ends: "is paid into Absa after a delay" says how it went).
    r"(?=\s*(?:[.;!]|,\s+and\b|$))",
    _I,
)


def blank_customs_hosts(sentence: str) -> str:
    """``sentence`` with the customs and habits above blanked, offsets kept, when no word of when
    is in it; the rest is read as before."""
    return blank_told(sentence, _NOW, (_CUSTOMS, _HABITS))


# A sentence the group frame cannot read for how things stand (the frame's live words are
# English): written in Arabic or Hebrew letters, or with Finglish, Arabizi or Darija words of now
# ("hanooz", still; "alan", now; "lessa", still; "delwa2ty", now; "mazal", still). The round's
# group words ("الجمعية", "دوره", "sandogh") are no frame for such a sentence ("Dowreh hanooz
# pool nadare": the dowreh still has no money), so it is read as it was before they were added.
_SCRIPT = re.compile(r"[\u0590-\u05FF\u0600-\u06FF\u0750-\u077F\uFB1D-\uFDFF\uFE70-\uFEFF]")
_NOW_ELSEWHERE = re.compile(
    # Now and still as ``now_mena`` reads them, and words of today or this month ("emrooz",
    # "in mah", "ennaharda", "hachodesh"). ("hala" only in lower case: "Hala" is a name.)
    rf"\b(?:{NOW_LATIN}|(?-i:{NOW_LATIN_CASED}|hala)|al['’]an|fe['’]?lan|feelan|emrooz|emruz|"
    r"emshab|in\s+mah(?:e)?|in\s+hafte|mazal|ba9i|ba2i|adayin|adain|karega|achshav|hachodesh|"
    r"hayom|ennaharda|el\s*naharda|el\s*shahr\s+da|hal\s*shahr|lesa)\b",
    _I,
)


def unread_now(sentence: str) -> bool:
    """``sentence`` is one the group frame cannot read for how things stand (see above)."""
    return _SCRIPT.search(sentence) is not None or _NOW_ELSEWHERE.search(sentence) is not None


__all__ = ["blank_customs_hosts", "unread_now"]
