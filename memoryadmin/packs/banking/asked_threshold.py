"""An amount a question sets as a threshold on a kind of transaction (the asked frame, round 82).

"User asked how MoMo agents charge for cash-out above GHS 1,000" asks how a fee works: the amount
is where a tariff's band begins, a condition of the question ("cash-out above a set amount"), not
a value of the user's read anywhere. The asked frame refuses any amount (``frames.asked_frame``);
this reads such an amount as "a set amount" and leaves the rest of the sentence to the frame.

Only right after a word of threshold (above, over, below, under, more than, less than, up to,
beyond, exceeding) that itself follows a kind of transaction ("cash-out", "withdrawals",
"transfers", "deposits", "payments"), not one of them ("her transfer above ₦50,000"): a balance
or a sum compared ("whether her balance is above ₦5,000", "why ₦1,000 is missing") stays an
amount, and so does any other amount in the sentence.
"""

from __future__ import annotations

import re

from memoryadmin.packs.banking.money import MONEY

_I = re.IGNORECASE

_KIND = (
    r"(?:cash[\s-]?outs?|cash[\s-]?ins?|withdrawals?|withdrawing|transfers?|transferring|"
    r"deposits?|depositing|payments?|transactions?|sends?|sending|remittances?|top[\s-]?ups?|"
    r"loans?|amounts?|sums?)"
)
_THRESHOLD = re.compile(
    # A kind, not one of them: "her transfer above ₦50,000" is one transfer, as it stands.
    r"(?<!\bher\s)(?<!\bhis\s)(?<!\bmy\s)(?<!\btheir\s)(?<!\bthe\s)(?<!\bthis\s)(?<!\bthat\s)"
    r"(?<!['’]s\s)"
    rf"\b{_KIND}\s+(?:of\s+)?(?:above|over|below|under|beyond|exceeding|(?:more|less)\s+than|"
    rf"up\s+to)\s+(?P<amount>(?:{MONEY.pattern}))",
    _I,
)


def threshold_named(sentence: str) -> str:
    """``sentence`` with each amount set as a threshold on a kind of transaction said as "a set
    amount" (see above); ``sentence`` itself when it has none."""

    def said(m: re.Match[str]) -> str:
        amount = m.group("amount")
        spaces = amount[len(amount.rstrip()) :]
        return m.group(0)[: m.start("amount") - m.start()] + "a set amount" + spaces

    return _THRESHOLD.sub(said, sentence)


__all__ = ["threshold_named"]
