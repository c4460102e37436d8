"""What is at hand now, or was short just now, told as a plain description (summary finders,
read after blind round 24).

- money ready to be picked up: "the money her brother sent via Western Union is ready for
  pickup", "his remittance is available for collection" (it is collected, or sent back, by the
  time the summary is read again: a held state, like "awaiting pickup"). Only as it stands:
  "was ready for collection on Monday" is read as before;
- a failure for an account that was short: "this month's standing order bounced because her
  account was short", "the debit order failed as his wallet ran short" (a balance told without
  a figure, like "failed for lack of funds");
- French, what the user has on an account: "a 35 000 FCFA sur son compte Orange Money" (a
  balance, like "has 12,750 CFA in her wallet"), and present-state words: "actuellement", "en ce
  moment", "pour l'instant", "pour le moment", "à l'heure actuelle" (like "currently").

After blind round 36: money or a thing on its way (``on_its_way``): "is in transit and expected by
Tuesday", "expected within 48 hours" (a sender's "sent" before it made it read as a finished act).
"""

from __future__ import annotations

from memoryadmin.packs.banking.finders import first_match

ready_now = first_match(
    r"\b(?:is|are|['’]s|['’]re)\s+(?:now\s+|already\s+|finally\s+)?(?:ready|available|waiting|"
    r"marked\s+(?:as\s+)?(?:ready|available))\s+(?:for\s+(?:pick[\s-]?up|collection|withdrawal|"
    r"cash[\s-]?out)|to\s+(?:be\s+)?(?:collect(?:ed)?|picked\s+up|pick\s+up|cash(?:ed)?\s+out|"
    r"withdrawn|withdraw))\b",
)

_FAILED = (
    r"(?:bounced|failed|was\s+(?:declined|rejected|returned|reversed|refused)|"
    r"did\s+not\s+go\s+through|didn['’]t\s+go\s+through)"
)
short_of_funds = first_match(
    rf"\b{_FAILED}\b[^.;!?]{{0,60}}?\b(?:because|as|since|when)\s+(?:his|her|their|the|its)\s+"
    r"(?:[\w'’-]+\s+){0,2}?(?:account|wallet|balance|funds|float)\s+(?:was|were|ran|had\s+run|"
    r"came\s+up|fell)\s+(?:\w+\s+)?short\b(?!-)",
)

# A figure in French writing: "35 000 FCFA", "12.500 F CFA", "5 000 francs", "200 €".
_AMOUNT_FR = (
    r"\d[\d\s.,]*(?:\s?(?:F\s?CFA|francs?(?:\s+CFA)?|CFA|(?-i:[A-Z]{3})|€|euros?|dollars?|"
    r"dirhams?|nairas?|cedis?|shillings?))?"
)
balance_fr = first_match(
    r"\b(?:a|avait|aura|possède|possédait|dispose\s+de|disposait\s+de|garde)\s+(?:actuellement\s+|"
    r"encore\s+|toujours\s+|en\s+ce\s+moment\s+|seulement\s+|plus\s+que\s+|environ\s+|"
    r"pr[eè]s\s+de\s+)*" + _AMOUNT_FR + r"\s+(?:sur|dans)\s+(?:son|sa|ses|leur|le|la)\s+"
    r"(?:compte|portefeuille|porte-monnaie|wallet|carte|livret|tirelire)\b",
)
present_fr = first_match(
    r"\b(?:actuellement|en\s+ce\s+moment|pour\s+l['’]instant|pour\s+le\s+moment|"
    r"à\s+l['’]heure\s+actuelle)\b",
)

# Money or a thing on its way, as it stands (round 36): "is in transit and expected by Tuesday",
# "expected within 48 hours", "expected on the 25th". Not goods-in-transit cover (a product), nor
# "expected to" (a rule: "members are expected to attend").
_WHEN = (
    r"(?:(?:the\s+)?(?:\d|end\b|close\b|start\b|beginning\b)|(?:this|next|tomorrow|tonight|today|"
    r"noon|midday|midnight|(?:mon|tues|wednes|thurs|fri|satur|sun)day|jan|feb|mar|apr|may|jun|"
    r"jul|aug|sep|oct|nov|dec|(?:a|one|two|three|four|five|six|seven|a\s+few|few)\s+"
    r"(?:working\s+|business\s+)?(?:minutes?|hours?|days?|weeks?))\b)"
)
on_its_way = first_match(
    r"\b(?<!goods\s)(?<!goods-)in[\s-]transit\b(?![\s-](?:insurance|cover|policy))",
    rf"\bexpected\s+(?:by|on|before|within|in|around|at|from)\s+{_WHEN}",
)


# A rewards balance (round 57): points, miles or a bank's rewards currency held, "has 12,000
# eBucks", "holds about 40k Avios" (like "has 12,750 CFA in her wallet": what is held changes
# with every purchase and redemption). Not points earned on a dated purchase (no held verb).
points_held = first_match(
    r"\b(?:has|have|had|holds?|held|is\s+sitting\s+on|sits\s+on|got)\s+(?:still\s+|now\s+|only\s+|"
    r"just\s+|about\s+|around\s+|over\s+|nearly\s+|almost\s+|roughly\s+|some\s+)*"
    r"\d[\d,.\s]*(?:k\b)?\s*(?:[\w-]+\s+)?(?:points|pts|miles|avios|e-?bucks|smart\s+points|"
    r"greenbacks|ucount\s+points|"
    # ... or a wallet's coins: "has 12.000 GoPay Coins", "holds 3,000 Shopee coins" (round 59).
    r"coins|koin|poin)\b",
)
