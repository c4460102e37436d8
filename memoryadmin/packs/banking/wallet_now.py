"""What a wallet or card holds, and what is left to pay, told plainly (summary finders, read after
blind rounds 58 and 59).

- a figure a balance came down to: "her wallet is down to ₦3,100", "his card went down to
  KSh 40 after the fare" (a balance as it stood when said, like "has ₦3,100 left");
- a figure a product of the user's held: "his MoMo wallet had GH₵ 120 after the transfer", "the
  card has $14 on it" (a balance, like "has 12,750 CFA in her wallet");
- payments still to make, counted: "has three more monthly instalments of ₦15k to pay", "has two
  more contributions to make" (what is still owed, counted, changes with every payment; like
  "still owes three instalments").

Each reads only a figure or a count beside the words, so "her wallet is down to its last
week's float" or "asked how many more payments there are" are read as before.
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

# A balance come down to a figure: "is down to ₦3,100", "went down to KSh 40", "dropped to $9".
money_down_to = first_match(
    r"\b(?:(?:is|was|were|are|['’]s|went|has\s+gone|had\s+gone|got|gets)\s+(?:all\s+the\s+way\s+)?"
    r"down|(?:has\s+|had\s+)?(?:dropped|fallen|fell)(?:\s+down)?)\s+to\s+"
    + _ABOUT
    + _AMOUNT,
    # ... or held by a product: "her MoMo wallet had GH₵ 120", "the card holds $14".
    rf"\b{_PRODUCT}\s+(?:had|has|holds?|held|contained|contains|showed|shows|carried|carries)\s+"
    + _ABOUT
    + _AMOUNT,
    # ... or on it: "had 87 500 ₸ on it", "has $14 left on it".
    r"\b(?:has|have|had)\s+" + _ABOUT + _AMOUNT + r"\s+(?:left\s+)?(?:on|in)\s+(?:it|them|there)\b",
)

# Payments still to make, counted: "has four more weekly payments of ₦20k each to make".
payments_to_go = first_match(
    rf"\b(?:has|have|had|['’]s\s+got|['’]ve\s+got)\s+(?:only\s+|just\s+|still\s+)*{_COUNT}\s+more\s+"
    r"(?:[\w'’-]+\s+){0,3}?(?:payments?|instal+ments?|contributions?|repayments?|deductions?|"
    r"dues|shares?|hands?|rounds?)\b",
)
