"""Money detection (ENGINE.md sections 1 and 7): amounts in every spelling, and what is not money.

A bare number is money beside a money word ("Your balance is 5000."), with a
thousands suffix ("5k") or separator ("7,450"); dates, times, years, phone
numbers and ids, percentages and counts of people never are.
"""

from __future__ import annotations

import time
from datetime import UTC, date, datetime
from datetime import time as clock

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from memoryadmin.engine.validator import Validator
from memoryadmin.packs.banking import PACK
from memoryadmin.packs.banking.money import money_spans, quotes_balance, quotes_money

# --- examples from the issue --------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("Your balance is 5000.", "5000"),
        ("You have N 5,000 left.", "N 5,000"),
        ("He sent 5k.", "5k"),
        ("She has ₦5k.", "₦5k"),
        ("It costs 5,000 naira.", "5,000 naira"),
        ("Send NGN 5000 to Tobi.", "NGN 5000"),
        ("Target: ₦2.5m.", "₦2.5m"),
        ("About 5k naira.", "5k naira"),
        ("You have forty thousand naira.", "forty thousand naira"),
        ("The ledger shows 7,450.", "7,450"),
        ("Balance: 12000", "12000"),
        ("You have 3000 left in your wallet.", "3000"),
        ("The daily limit is 50000 on tier 2.", "50000"),
    ],
)
def test_amounts_without_a_currency_sign_are_money(text: str, amount: str) -> None:
    assert quotes_money(text)
    assert amount in money_spans(text)


@pytest.mark.parametrize(
    "text",
    [
        "3 members joined the group.",
        "2 of 3 members have paid.",
        "Your balance was checked at 15:35.",
        "Your balance was checked on 2026-11-29.",
        "Your balance on 29/11/2026 was checked.",
        "The balance in 2024 was checked.",
        "Your balance: call 08031234567 for it.",
        "The balance of account 0123456789 was checked.",
        "Your account is tier 2.",
        "Your OTP is 123456.",
        "Your balance grew 5% this year.",
        "We spoke on 5 May about your balance.",
        "We spoke on May 5, 2026 about your balance.",
        "Meet at 9 about the balance.",
        "Your balance was checked at 3pm.",
        "The transfer took 3 days.",
        "You sent 2 transfers today.",
        "WORD LIMIT: 200 words.",
        "Ask me about the 25th of every month.",
    ],
)
def test_dates_times_years_ids_and_counts_are_not_money(text: str) -> None:
    assert not quotes_money(text), money_spans(text)


# --- properties ---------------------------------------------------------------------

AMOUNTS = st.integers(min_value=1, max_value=999_999_999)
FORMATS = [
    "₦{n:,}",
    "₦{n}",
    "N{n:,}",
    "N {n:,}",
    "NGN {n}",
    "NGN {n:,}",
    "{n:,} naira",
    "{n} naira",
    "{n:,} NGN",
    "${n:,}.50",
    "₦{k}k",
    "{k}k",
    "{k}k naira",
    "₦{m}.5m",
]
SENTENCES = [
    "Your balance is {a}.",
    "You have {a} left.",
    "Tunde sent {a} to Ada yesterday.",
    "{a} is on hold.",
    "The pot holds {a} now.",
]


@given(n=AMOUNTS, fmt=st.sampled_from(FORMATS), sentence=st.sampled_from(SENTENCES))
@example(n=5000, fmt="N {n:,}", sentence="You have {a} left.")
def test_any_amount_in_any_supported_spelling_is_money(n: int, fmt: str, sentence: str) -> None:
    amount = fmt.format(n=n, k=max(1, n // 1000), m=max(1, n // 1_000_000))
    text = sentence.format(a=amount)
    assert quotes_money(text), text


@given(n=st.integers(min_value=1, max_value=999_999_999))
def test_a_bare_number_beside_a_balance_word_is_money(n: int) -> None:
    assert quotes_money(f"Your balance is {n}.")
    assert quotes_money(f"Your available balance is now {n}")
    assert quotes_balance(f"Your new balance is {n}.")


@given(d=st.dates(min_value=date(1000, 1, 1)))
def test_no_iso_date_is_money(d: date) -> None:
    assert not quotes_money(f"Your balance was checked on {d.isoformat()}.")
    assert not quotes_money(f"Sent on {d.isoformat()}")


@given(
    dt=st.datetimes(min_value=datetime(1000, 1, 1), max_value=datetime(9999, 12, 31)),
    aware=st.booleans(),
)
def test_no_iso_datetime_is_money(dt: datetime, aware: bool) -> None:
    stamp = (dt.replace(tzinfo=UTC) if aware else dt).isoformat()
    assert not quotes_money(f"Your balance was read at {stamp}.")


@given(t=st.times())
def test_no_time_of_day_is_money(t: clock) -> None:
    for shown in (t.isoformat(), t.strftime("%H:%M"), t.strftime("%I:%M %p")):
        assert not quotes_money(f"Your balance was checked at {shown}."), shown


@given(d=st.dates(min_value=date(1900, 1, 1), max_value=date(2100, 12, 31)))
def test_no_written_date_or_year_is_money(d: date) -> None:
    day_month = f"{d.day} {d.strftime('%B')} {d.year}"
    month_day = f"{d.strftime('%B')} {d.day}, {d.year}"
    slashed = d.strftime("%d/%m/%Y")
    for shown in (day_month, month_day, slashed):
        assert not quotes_money(f"Your balance was checked on {shown}."), shown
    assert not quotes_money(f"Your balance in {d.year} was checked.")


@given(n=st.integers(min_value=1, max_value=10_000))
def test_a_count_of_people_is_not_money(n: int) -> None:
    assert not quotes_money(f"{n} members paid into the balance.")
    assert not quotes_money(f"The pot is shared by {n} people.")


@given(digits=st.text(alphabet="0123456789", min_size=9, max_size=9))
def test_phone_numbers_are_not_money(digits: str) -> None:
    assert not quotes_money(f"Call 080{digits} about your balance.")
    assert not quotes_money(f"Call +234{digits} about your balance.")


# --- a balance, or money as it stands ----------------------------------------------


@pytest.mark.parametrize(
    ("text", "live"),
    [
        ("Sent ₦2,000 to Tunde. Your new balance is ₦997,990.", True),
        ("Sent ₦2,000 to Tunde.", False),
        ("Done: I sent ₦5,000 to Tobi.", False),
        ("You have ₦300,000 available.", True),
        ("₦5,000 of it is on hold.", True),
        ("Paid. Your balance is 5000.", True),
        ("Your balance is now shown in the app.", False),  # no amount
        ("Tunde still owes ₦200.", True),
        # Found by make bench-accuracy: all someone has, with no money word at all.
        ("Transfer of ₦3,000 to Joy completed. You now have 886260.", True),
        ("You have 3 groups.", False),
        ("You have 2 cards, both active.", False),
    ],
)
def test_a_reply_quoting_a_balance(text: str, live: bool) -> None:
    assert quotes_balance(text) is live


@pytest.mark.parametrize("unit", ["5000", "5k", "₦5,000", "balance 300"])
def test_checking_a_long_text_grows_linearly_not_quadratically(unit: str) -> None:
    """POST /rules/check takes up to 20,000 characters: no pass may be quadratic in it.

    A quadratic scan took about 7 s on 4,000 bare numbers. Not a timed target (the
    machine may be busy): four times the text must cost well under the sixteen times
    a quadratic pass would, the best of three runs each so noise cannot decide.
    """

    def cost(chars: int) -> float:
        text = " ".join([unit] * (chars // (len(unit) + 1)))
        best = float("inf")
        for _ in range(3):
            started = time.perf_counter()
            Validator.for_pack(PACK).check(text)
            quotes_money(text)
            quotes_balance(text)
            best = min(best, time.perf_counter() - started)
        return best

    small, large = cost(5_000), cost(20_000)
    assert large < 9 * small + 0.05, (small, large)
