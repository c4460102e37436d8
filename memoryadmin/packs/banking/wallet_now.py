"""What a wallet or card holds, and what is left to pay, told plainly (summary finders, read after
blind rounds 58 and 59).

- a figure a balance came down to: "her wallet is down to ₦3,100", "his card went down to
  KSh 40 after the fare" (a balance as it stood when said, like "has ₦3,100 left");
- a figure a product of the user's held: "his MoMo wallet had GH₵ 120 after the transfer", "the
  card has $14 on it" (a balance, like "has 12,750 CFA in her wallet");
- payments still to make, counted: "has three more monthly instalments of ₦15k to pay", "has two
  more contributions to make" (what is still owed, counted, changes with every payment; like
  "still owes three instalments").

- a balance gone below zero: "the account went into the negative after the standing order came
  out" (round 75; a state said as what happened to it).

Except the last, each reads only a figure or a count beside the words, so "her wallet is down to
its last week's float" or "asked how many more payments there are" are read as before.
"""

from __future__ import annotations

from memoryadmin.packs.banking.finders import _COUNT, first_match
from memoryadmin.packs.banking.money import MONEY

_ABOUT = (
    r"(?:(?:just|only|about|around|roughly|nearly|almost|barely|over|under|less\s+than|"
    r"more\s+than|a\s+mere)\s+)*"
)
_AMOUNT = rf"(?:{MONEY.pattern})"
_PRODUCT = (
    r"(?:wallet|e-?wallet|account|card|purse|float|momo|moncash|m-?pesa|mobile\s+money|"
    r"savings\s+box|piggy\s+bank)"
)

# What a product shows or holds (a verb in the present or the past), and a brand by its name.
_HOLDS = (
    r"(?:had|has|holds?|held|contained|contains|showed|shows|carried|carries|reads|displays|"
    r"displayed)"
)
_BRAND = r"(?-i:[A-Z])[\w-]*(?:\s+(?-i:[A-Z])[\w-]*){0,2}"

# A balance come down to a figure: "is down to ₦3,100", "went down to KSh 40", "dropped to $9".
money_down_to = first_match(
    r"\b(?:(?:is|was|were|are|['’]s|went|has\s+gone|had\s+gone|got|gets)\s+(?:all\s+the\s+way\s+)?"
    r"down|(?:has\s+|had\s+)?(?:dropped|fallen|fell)(?:\s+down)?)\s+to\s+"
    + _ABOUT
    + _AMOUNT,
    # ... or held by a product: "her MoMo wallet had GH₵ 120", "the card holds $14".
    rf"\b{_PRODUCT}\s+{_HOLDS}\s+"
    + _ABOUT
    + _AMOUNT,
    # ... or on it: "had 87 500 ₸ on it", "has $14 left on it"; or there: "now has Rs 8,000
    # there" (round 69).
    r"\b(?:has|have|had)\s+" + _ABOUT + _AMOUNT + r"\s+(?:left\s+)?(?:(?:on|in)\s+)?"
    r"(?:it|them|there)\b",
    # ... or held by a product named by its brand, after its owner (round 68): "the user's PalmPay
    # shows N4,850", "her OPay has ₦2,000" (the brand is the wallet, as "her MoMo wallet had …").
    rf"(?:\bthe\s+user['’]s|\b(?:his|her|their)|\b(?-i:[A-Z])[\w-]+['’]s)\s+{_BRAND}\s+{_HOLDS}\s+"
    + _ABOUT
    + _AMOUNT,
)

# A balance gone below zero, said as what happened to it (round 75): "the account went into the
# negative after the standing order came out", "her M-Pesa went negative", "fell into the red",
# "went into overdraft" (an account's state as it stands after the act, like "is overdrawn").
gone_below_zero = first_match(
    r"\b(?:went|goes|go|gone|going|fell|falls?|fallen|falling|dipped|dips?|dipping|slipped|slips?|"
    r"slipping|dropped|drops?|dropping|sank|sunk|sinks?|ran|runs?|tipped|tips?|plunged|plunges?|"
    r"got|gets?|moved|swung)\s+(?:(?:straight|right|briefly|slightly|deep|deeper|back|even|"
    r"further)\s+)*(?:into\s+(?:the\s+)?(?:negative|red|minus)|(?:in)?to\s+(?:an?\s+)?"
    r"(?:(?:unarranged|unauthori[sz]ed|unplanned)\s+)?overdraft|negative|minus|below\s+zero|"
    r"overdrawn)\b",
    # ... or in it: "is now in the negative", "remains in the red".
    r"\b(?:is|are|['’]s|remains?|stays?|still|now)\s+(?:(?:now|still|currently)\s+)?in\s+"
    r"(?:the\s+)?(?:negative|minus)\b",
)

# Payments still to make, counted: "has four more weekly payments of ₦20k each to make".
payments_to_go = first_match(
    rf"\b(?:has|have|had|['’]s\s+got|['’]ve\s+got)\s+(?:only\s+|just\s+|still\s+)*{_COUNT}\s+more\s+"
    r"(?:[\w'’-]+\s+){0,3}?(?:payments?|instal+ments?|contributions?|repayments?|deductions?|"
    r"dues|shares?|hands?|rounds?)\b",
)
