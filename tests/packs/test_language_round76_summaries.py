"""Summary shapes read after blind round 76, each with what must still be refused.

Live: a balance in Mozambique's, Angola's and Botswana's money, its code or sign before the figure
("Bal as at now: P1,845.20", "her M-Pesa has MZN 2 350": ``money``; "P45", "P60", "P2" stay a
form and a priority).
Durable: a group's fine in a currency whose code is a capital ("anyone who pays late is fined Kz
1.000", ``group_rules``); an order by age said as who is paid first ("the oldest members are paid
out first", ``customs``); a trade in money ("changes money informally at the Chirundu border
post"), "tends to" as a habit word ("tends to keep emergency money on EcoCash rather than in the
bank") and a progressive of someone's life beside an arrangement ("the user's daughter is
studying nursing in Lusaka and the user pays her fees": ``trades_kept``, ``backstop``); a
transfer held up for a spell, dated to a year ("stayed pending for a week in January 2024, which
is why she is wary of the app"), and a debt cleared and dated, nothing owed after it ("owed the
bank nothing after clearing her overdraft in 2023 and has not used one since": ``ended``).
Preference: how a number is written, in the singular ("Decimal comma please, like 1.250,00":
``lasting_words``).

Left as it is (``BY_DESIGN``): a limit increase approved ("The user's limit increase was approved
in January 2024 after he submitted his payslips": a limit is an authority topic, ENGINE.md
section 9).
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules, kept


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Bal as at now: P1,845.20 (Orange Money).",
        "Cust (Maputo) says her M-Pesa has MZN 2 350 and that is all she has until month-end.",
        # siblings: a balance in the money of Botswana, Mozambique, Angola (and the peso's "P")
        "Bal: P1,845.20",
        "Balance: P1,845.20",
        "Her Orange Money shows P2,300.",
        "Bal b/f P 1,200.00 (MyZaka).",
        "Her mKesh has MZN 12 500 now.",
        "Cust says e-Mola wallet has MZN 3 000 left.",
        "His Unitel Money has AOA 15.000 today.",
        "Her GCash has P3,250.50 now.",
        "Her M-Pesa has MZN 2350.",
        # near-misses of the durable fixes that keep a live value
        "Her kixikila has a rule that anyone who pays late is fined Kz 1.000, and Kemi pays late "
        "this cycle.",
        "Her kixikila has a rule that anyone who pays late is fined Kz 1.000; Kemi owes it now.",
        "Her kixikila has a rule that anyone who pays late pays Kemi Kz 1.000.",
        "Kemi pays late this cycle.",
        "In the user's xitique the oldest member is paid out this month.",
        "In the user's xitique Kemi is paid out first.",
        "In the user's xitique the oldest members are paid out first, and Kemi is next.",
        "In the user's xitique the oldest members are paid out first this cycle.",
        "In her chilimba the eldest collects first, and this month it is Mrs Banda.",
        "The user keeps K2,000 on Airtel Money.",
        "The user tends to keep K2,000 on Airtel Money.",
        "The user tends to keep her money on EcoCash, and has $40 there now.",
        "The user tends to keep emergency money on EcoCash, which is frozen now.",
        "The user changed $500 at the border today.",
        "The user changes money for Kemi now.",
        "The user's daughter is studying nursing in Lusaka and the user is paying her fees.",
        "The user's daughter is studying nursing and the user has not paid her fees yet.",
        "The user's daughter is studying nursing in Lusaka and the user still owes her fees.",
        "The user's son is studying in Harare and his fees are pending.",
        "Her transfer has been pending for a week.",
        "A transfer of hers has been pending for a week since January 2024.",
        "A transfer of hers stayed pending for a week in January 2024 and is still pending.",
        "A transfer of hers of K2,000 stayed pending for a week in January 2024.",
        "A transfer of hers stayed pending for a week, which is why she is wary of the app.",
        "The user owes the bank nothing now.",
        "The user owes the bank nothing.",
        "The user has not paid yet.",
        "The user owed the bank nothing after clearing her overdraft in 2023 but owes again now.",
        "The user owed the bank nothing after clearing her overdraft.",
        "The user owed the bank nothing after clearing her K5,000 overdraft in 2023.",
        "The user cleared her overdraft in 2023 and has not paid the rest yet.",
        # left refused on purpose (BY_DESIGN)
        "The user's limit increase was approved in January 2024 after he submitted his payslips.",
    ],
)
def test_live_shapes_are_refused(sentence: str) -> None:
    assert broken_rules(sentence) != set()


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's misses
        "Her kixikila has a rule that anyone who pays late is fined Kz 1.000.",
        "In the user's xitique the oldest members are paid out first.",
        "The user changes money informally at the Chirundu border post.",
        "The user's daughter is studying nursing in Lusaka and the user pays her fees.",
        "A transfer of hers stayed pending for a week in January 2024, which is why she is wary "
        "of the app.",
        "The user tends to keep emergency money on EcoCash rather than in the bank.",
        "The user owed the bank nothing after clearing her overdraft in 2023 and has not used one "
        "since.",
        # siblings: a group's fine, its currency's code a capital
        "The user's kixikila has a rule that anyone who pays late is fined 1.000 Kz.",
        "Her chama has a rule that anyone who pays late is fined KSh 500.",
        "The user's xitique has a rule that anyone who pays late is fined MZN 500.",
        "Her motshelo has a rule that anyone who pays late is fined P50.00.",
        "The user's susu has a rule that anyone who pays late is fined GH₵ 20.",
        "Her paluwagan has a rule that anyone who pays late is fined PHP 200.",
        "Her mukando has a rule that anyone who pays late is fined US$5.",
        # siblings: an order by age
        "In her chilimba the eldest members collect first.",
        "In the user's motshelo the older members get paid first.",
        "In her stokvel the elders are paid out first.",
        "In the user's esusu the oldest members collect the pot first.",
        "In her chama the most senior members receive the payout first.",
        "In his committee the eldest members get the pot first.",
        # siblings: a trade in money
        "The user exchanges rand for kwacha at Kazungula border.",
        "The user swaps dollars for travellers at the Beitbridge bus rank.",
        "Cust changes money at Nakonde border as a side business.",
        "The user changes forex informally in Mutare.",
        "The user changes money for truckers at the Kasumbalesa border.",
        "The user buys pula informally at the Ramokgwebana border post.",
        # siblings: a life in the progressive beside whose costs the user carries
        "The user's son is studying engineering at UNZA and the user pays his tuition.",
        "Her niece is living with her in Blantyre and the user pays her school fees.",
        "The user's brother is training as a mechanic in Gaborone and the user covers his rent.",
        # siblings: where money is kept, by habit
        "The user tends to keep her savings on M-Pesa rather than at the bank.",
        "The user tends to keep her float in MTN MoMo, not in cash.",
        "Client tends to keep spare money in Airtel Money instead of the bank.",
        "The user tends to keep business cash on OneMoney.",
        # siblings: a transfer held up for a spell, dated
        "Her remittance to Harare was stuck for three days in 2022.",
        "The user's transfer to her sister stayed pending for two days in March 2023, which is "
        "why he is wary of the app.",
        "A payment of his remained pending for a week in 2021, which is why he is cautious of "
        "using the app.",
        "Her EcoCash transfer was on hold for two weeks in October 2023.",
        "His MoMo transfer got stuck for a few hours in December 2023.",
        # siblings: a debt cleared, dated, nothing owed after it
        "He owed Stanbic nothing after paying off his overdraft in 2022.",
        "The user owed the bank nothing after repaying his salary advance in March 2021 and has "
        "not taken one since.",
        "She cleared her overdraft in 2023 and has not used one since.",
        "The user paid off her loan with FNB in 2020 and has never taken another loan since.",
        # what the new money signs must not take: forms, priorities, wards, message types
        "The user filled in a P60 form for 2023.",
        "The user's P45 came from her last employer.",
        "The user is a nurse at P1 ward of Princess Marina hospital.",
        "The user's SWIFT MT 103 copy was emailed to her.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "text",
    [
        # the round's miss
        "Decimal comma please, like 1.250,00 as we write in Angola.",
        # siblings: how a number is written
        "Decimal comma please.",
        "Comma for decimals please, we write 1.250,00 in Mozambique.",
        "Decimal point please, not comma.",
        "Space as thousands separator please, like 2 350,00.",
        "Thousands separator please, like 1,250,000.",
    ],
)
def test_the_number_format_is_kept(text: str) -> None:
    assert kept(text, "preference")


def test_a_number_format_for_this_time_only_is_not_kept() -> None:
    assert not kept("Decimal comma please this time.", "preference")
