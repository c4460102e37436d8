"""The backstop: default-deny for summary sentences about banking things (ENGINE.md section 7).

A sentence about a thing that changes passes only in a shape that cannot say how
it stands: a finished event, a question or request, a preference, a goal, a
recurring schedule, a role in a group.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from memoryadmin.engine.sentences import offset_sentences as _sentences
from memoryadmin.packs.banking.arranged import lasting_arrangement
from memoryadmin.packs.banking.finders import (
    _IMPERATIVE,
    EARNED_CURRENCY,
    EARNER_PAID,
    PAY_BASIS,
    generic_rule,
)
from memoryadmin.packs.banking.finders_paid import COLLECTING
from memoryadmin.packs.banking.group_words import office_collects
from memoryadmin.packs.banking.recurring import recurs_as_arranged
from memoryadmin.packs.banking.settled import ARRANGED
from memoryadmin.packs.banking.standing import HABIT_SHAPES
from memoryadmin.packs.banking.trades_kept import MONEY_TRADE, life_progressive_blanked
from memoryadmin.packs.banking.ussd_habits import ussd_habit
from memoryadmin.packs.banking.views_held import kept_or_sent

# --- the backstop: default-deny for sentences about banking things -----------------
# The word lists above miss phrasings nobody thought of. So a sentence about a
# thing that changes (money, a transfer, a card, a turn, a verification, a
# contribution, the members) passes only in a shape that cannot state how it
# stands: a finished event in the past tense, a question or request, a
# preference, a goal, a recurring schedule, a role in a group.

_PAST_IRREGULAR = (
    r"sent|paid|bought|gave|given|made|took|taken|got|went|came|left|set|put|withdrew|"
    r"withdrawn|froze|frozen|began|begun|won|lost|told|said|met|brought|kept|held|spent|"
    r"sold|chose|chosen|wrote|written|became|found|forgot|forgotten|rang|ran|saw|seen|"
    r"knew|known|did|done|had|was|were|drew|drawn|took|stole|stolen|broke|broken|"
    r"shut|cut|let|lent|read|reset|upset|split|quit|repaid|prepaid|overpaid|underpaid"
)
# Present perfect of a finished act ("has verified", "have already sent") is an
# event; "has been paying", "has enough", "has 3 left" are not.
_PERFECT = re.compile(
    # "has since fully repaid it": the adverbs of a finished act, in any number.
    rf"\b(?:has|have|had)\s+(?:(?:already|just|now|finally|successfully|recently|since|long\s+since|"
    rf"fully|completely)\s+)*(?:been\s+)?(?:{_PAST_IRREGULAR}|[a-z]{{2,}}(?<!e)ed|[a-z]{{3,}}ied)\b"
    r"(?!\s+\w+ing\b)",
    re.IGNORECASE,
)
_NOW_OR_MODAL = re.compile(
    r"\b(?:is|are|am|isn['’]t|aren['’]t|remains?|stays?|has|have|hasn['’]t|haven['’]t|does|"
    r"do|doesn['’]t|don['’]t|will|won['’]t|would|shall|should|can|can['’]t|cannot|could|"
    r"(?-i:may)|might|must|needs?|ought|been\s+\w+ing|keeps?|continues?)\b|['’](?:re|m|ll)\b|"
    r"\b(?:it|he|she|that|there|who|what|here)['’]s\b",
    re.IGNORECASE,
)
# A third-person present verb after its subject: "Emeka collects last", "Funmi takes the pot".
# Not a plural noun after a word that opens a noun phrase, where nothing is a subject (round 75):
# "with fellow Uber drivers", "among other Bolt riders", "with fellow group members".
_PRESENT_S = re.compile(
    r"(?<!\bwith\s)(?<!\bfellow\s)(?<!\bother\s)(?<!\bamong\s)(?<!\bamongst\s)(?<!\balongside\s)"
    r"(?:\b[A-Z][a-z]+|\b(?:he|she|it|user|group|member|one|who|that|which|everyone|nobody|"
    r"account|card|wallet|money|balance|transfer|payment|payout|pot))\s+"
    r"(?:(?:always|never|usually|often|still|also|only|now|just|normally|\w+ly)\s+)?"
    r"(?!(?:is|was|has|does|this|his|hers|its|us|plus|as|thus|yes|less|unless|across|"
    r"towards|always|perhaps|sometimes|besides|settings|details|statements|numbers|officers|"
    r"holders|types|pages|screens|options|features|records|histories|documents|savings|earnings|"
    r"holdings)\b)[a-z]+[^s\W]s\b"
)


def _present_s(sentence: str) -> bool:
    """A third-person present verb after its subject, in capitals too ("THIS MONTH IT GOES TO
    MUSA": read in small letters, where no word passes for a name; round 82)."""
    return bool(
        _PRESENT_S.search(sentence) or (sentence.isupper() and _PRESENT_S.search(sentence.lower()))
    )


_NEGATED = re.compile(r"\b(?:not|never|no\s+longer|failed\s+to|yet)\b|n['’]t\b", re.IGNORECASE)
_ALLOWED_SHAPE = re.compile(
    # a question, a request or an instruction
    r"\?|^\s*(?:\[[^\]]*\]\s*)?[\"“‘']?\s*(?:please|kindly)\b|\b(?:asked|requested|enquired|inquired|wanted\s+to\s+know|wondered|queried)\b|"
    # an explanation said to be general, of nothing of the user's: "explained in general terms how
    # the two wallets' fees differ" (round 42)
    r"\b(?:explained|described|outlined)\s+(?:in\s+general\s+terms|in\s+general|generally)\s+"
    r"(?:how|why|what|when)\b(?![^.;]*\b(?:his|her|their|the\s+user['’]s)\b)|"
    # a view held of a kind of thing, or not understanding it (round 74): "finds pending
    # transfers confusing", "does not understand what held deposits mean" (a held word on one of
    # the user's own is read by the other rules: ``habits_held``)
    r"\b(?:finds?|found)\s+(?:[\w'’-]+\s+){1,4}?(?:confusing|hard\s+to\s+(?:follow|understand)|"
    r"puzzling|stressful|frustrating)\b|"
    r"\b(?:does\s+not|doesn['’]t|did\s+not|didn['’]t|never)\s+(?:fully\s+|really\s+)?"
    r"understand(?:s)?\s+(?:what|how|why)\b|"
    # a preference or a standing instruction
    r"\b(?:prefers?|preferred|likes?|dislikes?|loves?|hates?|wants?|would\s+rather|"
    r"(?:is|are)\s+interested\s+in|"
    r"always|never|does\s+not\s+want|doesn['’]t\s+want|"
    # ... a kind of product kept away from: "avoids interest-bearing products".
    r"avoids?(?=\s+(?:[\w'’-]+\s+){0,3}?(?:products?|loans?|accounts?|cards?|debt|credit|interest|"
    r"investments?|apps?|banks?|agents?|betting|crypto|overdrafts?)\b))\b|"
    # a goal
    r"\b(?:sav(?:e|es|ing)\s+(?:up\s+)?(?:for|towards|to)|goal|dream|hopes?\s+to|"
    # ... with what is saved named before what for (round 45): "is saving his committee payout
    # towards Hajj", "saves her bonus for the wedding".
    r"sav(?:e|es|ing)\s+(?:his|her|their|the|its|this|that)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:payouts?|pots?|bonus(?:es)?|salary|pay|wages?|earnings|profits?|share|winnings|"
    r"gifts?|allowance|money|cash)\s+(?:for|towards)|"
    r"(?:put|putting|set|setting)\s+(?:\w+\s+){0,2}(?:aside|away|by)|"
    r"(?:plans?|wants?|intends?)\s+to\s+(?:buy|build|own|start|open|save|travel|retire|apply|"
    r"get|take|borrow|invest|switch|move|expand|relocate|learn|study|marry|join|grow|renovate))\b|"
    # a recurring schedule
    r"\b(?:every|each|monthly|weekly|yearly|annually|daily|fortnightly)\b|"
    # a role in a group
    r"\b(?:is|was)\s+(?:the|a|an)\s+(?:[\w'’]+\s+){0,2}(?:admin|administrator|founder|creator|treasurer|"
    r"secretary|chair\w*|leader|owner|organi[sz]er|coordinator|next\s+of\s+kin|nominee|guarantor)\b|"
    # ... or the one who collects for it, by trade (round 58): "is the alajo who collects for an
    # ajo", "is the collector for the market's susu"; not a place in its turns ("the next
    # collector", "this month's collector", "the third to collect").
    r"\b(?:is|was)\s+(?:the|a|an)\s+(?!(?:next|last|first|second|third|current|new|latest|this|"
    r"today['’]s|week['’]s|month['’]s)\b)(?:(?:daily|market|ajo|esusu|susu|group|area)\s+)?"
    r"(?:collector|alajo|susu\s+collector|banker)\s+(?:who\s+collects\s+)?(?:for|of)\s+"
    r"(?:a|an|the|his|her|their)\b",
    re.IGNORECASE,
)


# A habit, in the simple present: how often, how someone pays or is paid, which service
# they use for what, an account they hold. Not "has been paying regularly" (how it stands).
_HABIT = re.compile(
    r"\b(?:usually|often|regularly|sometimes|occasionally|normally|typically|generally|"
    r"frequently|habitually|from\s+time\s+to\s+time|now\s+and\s+then|"
    # ... or a leaning, as "usually" (round 76): "tends to keep emergency money on EcoCash".
    r"tends?\s+to|"
    # ... or the sentence calling itself a habit: "…, a long-standing household habit" (round 73).
    r"(?:a|an|her|his|their)\s+(?:long-standing\s+|lifelong\s+|old\s+|household\s+|family\s+)+habit|"
    r"on\s+(?:mon|tues|wednes|thurs|fri|satur|sun)days|"
    # ... or the days of a week in the plural: "sends her household money on weekends" (round 50).
    r"(?:on|at)\s+(?:weekends|weekdays|week-?ends)|"
    # how often as a quantity of periods: "sends her money most months"
    r"(?:most|many|some)\s+(?:days|weeks|weekends|months|years|mornings|evenings|nights|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)days))\b|"
    # how often as an adjective of a role: "is a frequent recipient of his transfers"
    r"\b(?:frequent|regular|occasional|habitual|usual)\s+(?:[\w-]+\s+)?(?:recipients?|senders?|"
    r"beneficiar(?:y|ies)|payees?|payers?|users?|customers?|clients?)\b|"
    rf"\bgets?\s+paid\s+(?:(?:in|through|via|by|with)\b|{PAY_BASIS})|"
    rf"{EARNER_PAID}|"
    # A collector's or a group's habit: "the group collects welfare contributions" (``finders``).
    rf"{COLLECTING}|"
    # Where income comes from: "receives his salary from the state government" (no amount:
    # an amount is the money rules').
    r"\b(?:receives?|earns?|gets?|draws?|collects?)\s+(?:his|her|their|a|an|the)\s+(?:[\w-]+\s+){0,2}?"
    r"(?:salary|salaries|pension|income|wages?|stipend|allowance|benefits?|grant|royalties|"
    r"dividends|remittances?)\s+(?:from|into)\b|"
    # ... or when, a payday said by the day of the month (round 66): "gets his salary there on
    # the 25th", "receives her pension on the 1st" (a salary's day recurs; "on the 25th of this
    # month" is one payment).
    r"\b(?:receives?|gets?|draws?)\s+(?:his|her|their)\s+(?:monthly\s+)?(?:salary|salaries|"
    r"pension|wages?|pay|stipend)\s+(?:(?:there|into\s+it|in\s+it|through\s+it)\s+)?(?:on|by)\s+"
    r"the\s+\d{1,2}(?:st|nd|rd|th)\b(?!\s+of\s+(?:this|next|last|the\s+month)\b)|"
    # How someone earns, as a trade: "earns commission as a mobile-money agent".
    r"\b(?:earns?|makes?)\s+(?:(?:a|his|her|their)\s+)?(?:commissions?|(?:a\s+)?living|tips|wages?|"
    r"fees)\s+as\s+(?:a|an)\s+|"
    # The currencies a trade is done in: "does business in both US dollars and francs".
    r"\b(?:does\s+(?:(?:his|her|their)\s+)?(?:business|trade|trading)|trades|deals|transacts|"
    rf"invoices|prices\s+(?:his|her|their)\s+goods)\s+in\s+(?:both\s+)?{EARNED_CURRENCY}"
    rf"(?:\s+(?:and|or)\s+{EARNED_CURRENCY})?\b|"
    # Who keeps a product: "the business account is managed by the SME banking unit".
    rf"{ARRANGED}|"
    # A business that accepts a means of payment; money kept apart (``standing``).
    rf"(?:{HABIT_SHAPES})|"
    # A trade in money: "changes money informally at the Chirundu border post" (``trades_kept``).
    rf"(?:{MONEY_TRADE})|"
    r"\b(?:receives?|pays?|sends?|collects?|accepts?|takes?)\s+(?:[\w'’]+\s+){0,4}?(?:by|via|through|"
    r"with|using|over)\s+(?:bank\s+|bulk\s+|mobile\s+|a\s+)?(?:transfers?|cash|cards?|pos|ussd|"
    r"cheques?|opay|palmpay|moniepoint|kuda|paystack|flutterwave|payoneer|paypal|m-?pesa|momo|"
    r"mobile\s+money|airtel\s+money|payroll|"
    # ... or the Americas' means (round 77): "clients pay by Zelle or check".
    r"checks?|zelle|venmo|cash\s*app|money\s+orders?|direct\s+deposit|pix|yape|plin|nequi|"
    r"daviplata|moncash|sinpe|(?:(?:his|her|their|the|an?)\s+)?(?:[\w-]+['’]s\s+)?"
    r"(?:bank\s+)?accounts?)\b|"
    # ... or on a merchant's number: "receives payments on a Buy Goods till" (round 42).
    r"\b(?:receives?|takes?|accepts?|collects?)\s+(?:(?:his|her|their|customers['’]?|most)\s+)?payments?\s+"
    r"(?:on|through|via|with)\s+(?:a|an|his|her|their|one)\s+(?:[\w'’-]+\s+){0,3}?(?:till|paybill|"
    r"merchant\s+(?:number|account|code)|pos)\b|"
    # ... or on a named service of several words, with its small joining words (round 74):
    # "receives payments via Lipa na M-Pesa", "takes payments through MoMo Pay".
    r"\b(?:receives?|takes?|accepts?|collects?)\s+(?:(?:his|her|their|customers['’]?|most)\s+)?"
    r"payments?\s+(?:on|through|via|with|using)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?:(?-i:na|ya|wa|de|la|"
    r"du|da)\s+)?(?-i:[A-Z])[\w'’-]*){1,3}(?=\s*(?:[.!;,]|(?:and|at|in|from|for)\b|$))|"
    # ... or the kind of payments someone receives, the currency they come in and the service or
    # account they come through, in the plural (round 84): "receives his freelance payments in
    # dollars through Grey" (how he is paid, a habit, as "is paid in dollars" is; one payment,
    # "receives ₦200k this Friday", "has received the payment" are read as before).
    r"(?<!\bnow\s)(?<!\bstill\s)(?<!\bcurrently\s)"
    r"\b(?:receives?|gets?|takes?|collects?)\s+(?:(?:his|her|their|all\s+(?:of\s+)?(?:his|her|their)|"
    r"most\s+of\s+(?:his|her|their))\s+)?(?:[\w'’-]+\s+){0,2}?(?:payments|earnings|income|wages|pay|"
    rf"salary|fees|invoices)\s+(?:in\s+{EARNED_CURRENCY}\s+)?(?:on|through|via|with|using|into)\s+"
    r"(?:(?:a|an|his|her|their)\s+)?(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){0,3}"
    r"(?:\s+(?:account|wallet|app|card))?(?=\s*[.!]?\s*$)|"
    # ... or a service named in three or four capitalised words, for what: "uses Shoprite Money
    # Transfer for small sends home" (round 74).
    r"\buses\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*){2,3}\s+(?:(?:mainly|mostly|only|"
    r"chiefly|largely|primarily|just)\s+)?(?:for|to\s+(?:pay|buy|send|receive|save))\b|"
    # An account's mandate by design: "the chama's account at Equity has three signatories"
    # (round 74; who signs, not how much is in it: a sum or a state is read by the other rules).
    r"\baccounts?\s+(?:(?:at|with)\s+(?-i:[A-Z])[\w'’-]*(?:\s+(?-i:[A-Z])[\w'’-]*)?\s+)?"
    r"(?:has|have|needs?|requires?)\s+(?:two|three|four|five|\d)\s+signatories\b(?!\s+to\b)|"
    # A habit kept since one past occurrence: "…; since then she notifies the bank before trips"
    # (round 74; a state since then, "since then her card is blocked", is read by the other rules).
    r"\b(?:since\s+then|ever\s+since|from\s+then\s+on|since\s+that\s+time)\s*,?\s+(?:he|she|they|"
    r"the\s+user)\s+(?:always\s+|now\s+)?(?!(?:is|has|was|does|owes|keeps|remains|stays)\b)"
    r"[a-z]{2,}(?<!s)s\b(?![^.;]*\b(?:is|are|still|now)\b)|"
    # ... a name may be hyphenated: "uses M-Pesa for day-to-day payments".
    # ... "mainly" for what: "uses Orange Money mainly for paying bills" (round 39).
    r"\buses\s+[\w'’-]+(?:\s+[\w'’-]+)?\s+(?:(?:mainly|mostly|only|chiefly|largely|primarily|just)\s+)?"
    # ... or to be paid through it (round 70): "mostly uses PayID to get paid for tutoring".
    r"(?:for|to\s+(?:pay|buy|send|receive|save|(?:get|be)\s+paid\b(?!\s+(?:back|later|soon|now))))\b|"
    # Who collects or keeps money for others, a role (round 45): "collects money on the family's
    # behalf", "receives remittances on behalf of his mother" (no amount, no time: those are read
    # by the money rules).
    r"\b(?:collects?|receives?|handles?|keeps?|manages?)\s+(?:the\s+)?(?:money|funds|cash|"
    r"remittances?|payments?|contributions?)\s+on\s+(?:(?:the|his|her|their)\s+(?:[\w-]+\s+)?[\w-]+['’]s?\s+"
    r"behalf|behalf\s+of)\b|"
    # Whom the user supports: "sends money to his parents in Owerri" (no amount: an amount
    # is the money rules').
    r"\b(?:sends?|remits?|gives?)\s+(?:(?:him|her|them)\s+)?(?:money|funds|cash|upkeep|support|"
    r"allowances?)\b(?!\s+(?:to|for|into)\b)|"
    r"\b(?:sends?|remits?|gives?)\s+(?:money|funds|cash|upkeep|support|allowances?)\s+(?:home\s+)?"
    r"(?:to|for)\s+(?:(?:his|her|their)\s+)?(?:parents|family|mother|father|mum|mom|dad|children|kids|"
    r"siblings|relatives|people|wife|husband|son|daughter|brother|sister|grandmother|"
    r"grandparents)\b|"
    # Money sent home, or someone's costs carried: "sends money home", "supports her
    # brother's fees" (no amount: an amount is the money rules').
    r"\b(?:sends?|remits?)\s+(?:money|funds|cash)\s+home\b|"
    # ... or for what it buys (round 77): "sends money for materials", "for the construction".
    r"\b(?:sends?|remits?)\s+(?:money|funds|cash)\s+(?:home\s+)?for\s+(?:the\s+|his\s+|her\s+|"
    r"their\s+)?(?:[\w'’-]+\s+){0,2}?(?:materials|construction|building|house|home|farm|land|"
    r"groceries|food|medicines?|school\s+fees|fees|tuition|household\s+expenses|expenses|"
    r"upkeep)\b|"
    # Remittances fetched where they are paid out (round 77): "picks up the remittances at a
    # Banco Atlántida branch" (in the plural, a habit; "picks up the remittance today" is read by
    # the other rules).
    r"\b(?:picks?\s+up|collects?|cashes|withdraws?|receives?)\s+(?:the\s+|his\s+|her\s+|their\s+)?"
    r"(?:[\w'’-]+\s+)?(?:remittances|transfers|money\s+transfers|envíos|remesas)\s+(?:at|from|"
    r"through)\s+(?:a|an|the)\s+(?:[\w'’.-]+\s+){0,4}?(?:branch|branches|agent|agency|office|"
    r"counter|store|shop|pharmacy|supermarket|location)\b(?![^.;]*\b(?:today|now|tomorrow|"
    r"this\s+(?:week|month)|yet|still)\b)|"
    r"\b(?:supports?|sponsors?|pays\s+for|covers?)\s+(?:his|her|their)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:fees|tuition|upkeep|education|schooling|rent|bills|medical\s+bills)\b|"
    # ... said of who relies on the user: "her family depends on her for the younger siblings'
    # school fees" (round 49; an amount or a date is the money rules').
    r"\b(?:depends?|relies?|counts?)\s+on\s+(?:him|her|them|the\s+user)\s+for\s+(?:(?:the|his|her|"
    r"their)\s+)?(?:[\w'’-]+\s+){0,3}?(?:fees|tuition|upkeep|education|schooling|rent|bills|"
    r"medical\s+bills|food|support|money)\b|"
    # A product held with the bank: "has a car loan with the bank", "a fixed deposit at …";
    # ... or someone described with one (round 75): "a student with an education loan from SBI"
    # (no amount or state: those are the other rules').
    r"\b(?:has|have|holds?|with)\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:loan|deposit|mortgage|investment|"
    # ... or a retirement or investment product, as US, UK, Canadian, Australian and Indian savers
    # name them (round 70): "have a Roth IRA with Fidelity", "has an ISA with Nationwide".
    r"overdraft|facility|ira|isa|sipp|rrsp|tfsa|resp|401\(?k\)?|403\(?b\)?|superannuation|super|"
    r"ppf|nps|annuity|pension|brokerage|demat)\s+(?:(?:account|fund|plan)\s+)?(?:with|at|from)\s+"
    r"(?:the|his|her|their|[A-Z]\w+)\b|"
    r"\b(?:has|have|holds?|shares?)\s+(?:both\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,2}(?:account|wallet|card|product|policy|"
    r"plan)\b|"
    # ... one kept between people, or several with the institutions named (round 42): "they share
    # one Orange Money merchant number", "has accounts with CRDB and Vodacom".
    r"\b(?:share|shares|shared)\s+(?:one|a\s+single|the\s+same|a|an)\s+(?:[\w-]+\s+){0,3}?"
    r"(?:accounts?|wallets?|cards?|(?:merchant|till|paybill|account|agent)\s+numbers?|tills?|paybills?)\b|"
    # ... with both of them named (round 84): "has accounts with both GTBank and Kuda" (which
    # banks the user uses; an amount or a state beside them is read by the other rules).
    r"\b(?:has|have|holds?)\s+accounts\s+(?:with|at)\s+(?:both\s+)?(?-i:[A-Z])|"
    # more than one, kept apart: "keeps separate accounts for business and personal spending"
    r"\b(?:has|have|holds?|keeps?|maintains?|operates?|runs?|uses?)\s+(?:two|three|several|"
    r"separate|different|multiple|joint|both)\s+(?:[\w-]+\s+){0,2}(?:accounts|wallets|cards)\b|"
    # A role over someone's payments: "manages payments for his family's estate".
    r"\b(?:manages?|handles?|oversees?|looks\s+after|takes\s+care\s+of|(?:is|are)\s+in\s+charge\s+of|"
    r"(?:is|are)\s+responsible\s+for)\s+(?:the\s+)?(?:payments?|finances?|books|payroll|bills?|"
    r"accounts?|money|funds|contributions?)\s+(?:for|of)\b|"
    # ... or someone's account: "manages his church's offering account"
    r"\b(?:manages?|handles?|oversees?|administers?|looks\s+after|(?:is|are)\s+in\s+charge\s+of|"
    r"(?:is|are)\s+responsible\s+for|(?:is|are)\s+(?:a|the)\s+signatory\s+(?:to|on|of))\s+"
    # ... whose owner may be described: "manages her late husband's estate account"
    r"(?:the\s+|his\s+|her\s+|their\s+)?(?:[\w-]+\s+)?[\w-]+['’]s?\s+(?:[\w-]+\s+){0,2}"
    r"(?:accounts?|finances|books|funds|payroll)\b|"
    # ... or a role described with the account it keeps, as the sentence ends: "is a church
    # deacon who manages the offering account" (who the user is, like "is the treasurer").
    # ... or the household's account or budget, as the sentence ends: "manages the household MoMo
    # account" (round 41; a role over it, like a treasurer's).
    r"\b(?:manages?|handles?|runs?|oversees?|looks\s+after|takes\s+care\s+of|(?:is|are)\s+in\s+charge\s+of)\s+"
    r"(?:the|his|her|their)\s+(?:household|family|home|joint|shared|business|shop|church|school)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:accounts?|wallets?|finances|budget|books)\s*(?:[.!]?\s*$|"
    # ... or with the service another of them uses after it: "while he uses Orange Money"
    # (round 42).
    r",?\s+(?:while|whereas|and|but)\s+(?:he|she|they|the\s+user)\s+uses?\s+(?-i:[A-Z]))|"
    r"\b(?:is|works\s+as|serves\s+as)\s+(?:a|an|the)\s+[^.;,!?]{0,40}?\bwho\s+(?:manages|handles|"
    r"oversees|runs|keeps|looks\s+after|signs\s+for)\s+(?:the|its|their|his|her)\s+(?:[\w'’-]+\s+){0,3}?"
    r"(?:accounts?|finances|books|funds|payroll|cash\s*box)\s*[.!]?\s*$",
    re.IGNORECASE,
)
_PROGRESSIVE = re.compile(r"\b(?:is|are|am|was|were|been|be)\s+(?:\w+\s+)?\w+ing\b", re.IGNORECASE)


# The round as it stands beside a schedule: "rotates the payout monthly; this month it goes
# to Kemi" says whose turn it is now, whatever the schedule word before it.
# ... or the round named as the current one: "in the current tontine round she only pays in".
_THIS_ROUND = re.compile(
    r"\b(?:this|(?:the\s+)?(?:current|present|ongoing))\s+(?:[\w-]+\s+)?"
    r"(?:week|month|round|cycle|year|time|rotation)\b",
    re.IGNORECASE,
)


# Who founded something, said as a cleft (round 61): "Emeka is the one who started the ajo among
# his coursemates in 2023" says who started it, as "Emeka started …" does; the founding verb, in
# the past, is left to be read.
_FOUNDER_CLEFT = re.compile(
    r"\b(?:is|was|['’]s)\s+the\s+(?:one|person|woman|man|lady|guy)\s+(?:who|that)\s+(?=(?:started|"
    r"founded|set\s+up|formed|began|created|organi[sz]ed|launched)\b)",
    re.IGNORECASE,
)


def finished_or_lasting(sentence: str) -> bool:
    """The sentence is a past event, or a shape that cannot say how things stand now."""
    # ... or in the progressive: "pays out every 30 days and the collector is holding this month's
    # pot" (round 68's sibling).
    if _THIS_ROUND.search(sentence) and (
        _present_s(sentence) or _PROGRESSIVE.search(sentence)
    ):
        return False
    if _ALLOWED_SHAPE.search(sentence) or _IMPERATIVE.search(sentence):
        return True
    # "keeps his savings in dollars", "sends money to the aunt's card" (``views_held``).
    if kept_or_sent(sentence):
        return True
    # "dials *894# for First Bank transfers", "pays bills with the *966# code" (``ussd_habits``).
    if ussd_habit(sentence):
        return True
    # A progressive of someone's life beside it is who they are ("is studying nursing in Lusaka
    # and the user pays her fees": ``trades_kept``), not a payment under way.
    lived = life_progressive_blanked(sentence)
    if (_HABIT.search(sentence) or generic_rule(sentence)) and not _PROGRESSIVE.search(lived):
        return True
    # "is treasurer of the club and collects after Sunday service": an office's habit (round 60).
    if office_collects(sentence):
        return True
    # Who pays whom and from where, a product or a role held (``arranged``).
    if lasting_arrangement(sentence) and not _PROGRESSIVE.search(lived):
        return True
    # How often it recurs, "a month", "at month-end", with nothing of how it stands (``recurring``).
    if recurs_as_arranged(sentence):
        return True
    if _NEGATED.search(sentence):
        return False
    # Present perfect of a finished act is an event; what is left must not be
    # present or future. A fragment with no verb ("WORD LIMIT: 200 words.") says
    # nothing about now: amounts in it are the money rule's.
    rest = _PERFECT.sub(" ", _FOUNDER_CLEFT.sub(" ", sentence))
    return not (_NOW_OR_MODAL.search(rest) or _present_s(rest))


def _unfinished_about(things: str, not_these: str = r"(?!)") -> Callable[[str], str | None]:
    """A sentence about one of these things that is not finished: the sentence.

    ``not_these`` are phrases in which a word of ``things`` names something else.
    """
    about = re.compile(rf"\b{things}\b", re.IGNORECASE)
    other = re.compile(not_these, re.IGNORECASE)

    def find(text: str) -> str | None:
        for _, sentence in _sentences(text):
            if about.search(other.sub(" ", sentence)) and not finished_or_lasting(sentence):
                return sentence.strip()
        return None

    return find


unfinished_rotation = _unfinished_about(
    r"(?:pots?|payouts?|rotations?|turns?|slots?|queues?|circle|cycle|rounds?|"
    # Collecting a pension or a salary is not a turn in a rotation.
    r"collect\w*(?!\s+(?:a|an|his|her|their|the)\s+(?:\w+\s+)?(?:pension|salary|rent|allowance|"
    r"stipend|benefits?|grant|parcel|package|goods|card|documents?)\b))",
    # A work rotation is the user's job, not a turn: "works offshore on a rotation", "is
    # posted to the rig on a 28-day rotation".
    # ... and a merry-go-round is the group's name, not a round of it.
    not_these=r"\bmerry[\s-]go[\s-]round\b|\b(?:works?|worked|working|serves?|served|posted|deployed|stationed)"
    r"(?:\s+(?:offshore|onshore|abroad|overseas|away|in\s+the\s+field|on\s+site|on\s+a\s+rig|"
    r"on\s+an\s+oil\s+rig|to\s+the\s+(?:rig|field|site)))?\s+on\s+(?:a\s+|an\s+)?"
    r"(?:(?!(?:the|his|her|their|its|our|ajo|esusu|group|payout|savings|contribution|thrift)\b)"
    r"[\w-]+\s+){0,3}?rotation\b",
)
unfinished_payment = _unfinished_about(
    r"(?:pay|pays|paid|paying|payments?|contribut\w*|dues|ow(?:e|es|ed|ing)|settl\w*|remit\w*|"
    r"arrears)",
    # Settled in a place is where someone came to live, not a debt (round 56): "settled in Swindon
    # in 2014", "settled down in the UK". Not a month or a currency ("settled in March", "… in
    # Naira"): those are read as before.
    not_these=r"\bsettled\s+(?:down\s+)?(?:in|near|around)\s+(?:the\s+(?-i:UK|US|USA|UAE|"
    r"Netherlands|Philippines|Gulf|Midlands|North|South|East|West)\b|(?!(?:jan(?:uary)?|feb(?:ruary)?|"
    r"march|april|may|june|july|aug(?:ust)?|sept(?:ember)?|oct(?:ober)?|nov(?:ember)?|"
    r"dec(?:ember)?|full|cash|kind|naira|cedis?|dollars?|euros?|pounds?|sterling|rupees?|shillings?|"
    r"rand|pesos?|lira|liras|dirhams?|riyals?|francs?|kwacha|birr|taka|hryvnias?|zloty|instal\w*)\b)"
    r"(?-i:[A-Z][a-z])[\w'’-]*)",
)
unfinished_step = _unfinished_about(
    r"(?:verif\w*|kyc|nin|bvn|id|upgrade\w*|tier|documents?|selfie|liveness|onboarding|"
    r"registration|passport|utility\s+bill|address\s+proof)",
    # A nationality held is who the user is, not a document to supply: "holds a Moroccan passport".
    not_these=r"\b(?:holds?|has|carries)\s+(?:a|an)\s+(?:(?-i:[A-Z])[\w-]+\s+){1,2}passport\b"
    r"(?=\s*(?:[.!;,]|and\b|$))"
    # ... and the language documents are read in is who the user is (round 38): "reads banking
    # documents in French" ("needs to submit documents in French" is a step, read as before).
    r"|\b(?:reads?|understands?|prefers?|writes?)\s+(?:(?:his|her|their|the|all|any)\s+)?"
    r"(?:[\w-]+\s+){0,2}?documents?\s+(?:in|written\s+in)\s+(?-i:[A-Z])[a-z]+\b"
    r"(?=\s*(?:[.!;,]|and\b|$))",
)
unfinished_money_thing = _unfinished_about(
    r"(?:transfers?|transactions?|withdrawals?|deposits?|refunds?|reversals?|chargebacks?|"
    r"debits?|credits?|cards?|accounts?|wallets?|funds|money|loans?|overdraft|limits?|fees?|"
    r"rates?|interest|salary|balances?|savings|naira|dollars?)"
    # A part of the app named after it is not the thing: "the transfer page".
    r"(?!\s+(?:page|screen|button|tab|menu|option|feature|section|icon|settings|form|link))",
    # A mobile money service by its brand is a provider, not money (round 67): "uses Airtel Money",
    # "withdraws cash at the Airtel Money agent", "MTN Mobile Money", "Orange Money".
    # ... nor is an institution named by what it lends or keeps (round 70): "banks with Navy Federal
    # Credit Union", "a savings and loan", "the Post Office Savings Bank" (any account or money at
    # it is still read).
    # ... nor phone credit sold as a trade ("sells phone credit at a cabine", round 71: the goods,
    # not a credit to an account).
    not_these=r"\b(?-i:[A-Z])[\w-]*\s+(?:(?-i:Mobile)\s+)?(?-i:Money)\b"
    r"|\bsells?\s+(?:(?:phone|airtime|call|mobile|prepaid|top-?up)\s+)credit\b"
    r"|\b(?:credit|savings|loans?)\s+(?:(?:and|&)\s+loans?\s+)?(?:unions?|banks?|societ(?:y|ies)|"
    r"co-?operatives?|co-?ops?|associations?)\b|\bsavings\s+(?:and|&)\s+loans?\b",
)
# How the group stands (who is in it, how many, who is square with it).
# ... a family's pool and a Sparverein too (round 79): "the family pool is kept by uncle Salvatore
# this year" says who keeps it now.
unfinished_members = _unfinished_about(
    r"(?:members?|participants?|savers?|people|persons|group|esusu|ajo|thrift|kitty|pool|"
    r"spar(?:kassen)?vereine?s?|spar[ck]lubs?|spaarclubs?)",
    # The people who call the user by a name are not a group's members (round 43): "is called
    # 'Opanyin' by people at his workplace".
    not_these=r"\b(?:called|named|nicknamed|known\s+as|addressed\s+as)\s+(?:[\"'‘“][^\"'’”]{1,30}"
    r"[\"'’”]|(?-i:[A-Z])[\w'’-]*)\s+by\s+(?:(?:the|most|many|all\s+the)\s+)?people\b",
)
