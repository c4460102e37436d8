"""Summary structures read after blind round 19, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a process
at a stage or a group in a period of its cycle (the group frame no longer lets either stand),
most of an allowance used up, a stock run out said in the past perfect, a handling still to
come. Durable: two named means used, a trade worked as, a contribution to a members' fund, a
group's rule of a limit ("may ... up to six") and of how it orders its rotation ("decides the
payout order by drawing lots"). Beside each, near-misses of the same shape keep to their side:
a group's schedule, a past allowance, a business once run, a judgement, a hearing held, a single
name, a state or a clause after, a count as it stands, an order decided for next week.
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules

# --- live: refused -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # A process at a stage, or a group in a period of its cycle, even about a group.
        "The user's chama loan request is at the committee-approval stage.",
        "The user's VSLA loan application is at the group-vetting stage.",
        "Her susu is in its payout week.",
        "The user's stokvel is in its share-out month.",
        "His savings group is in its lending period.",
    ],
)
def test_current_stage_or_period_is_refused(sentence: str) -> None:
    assert "no_pending_step" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # Most of an allowance used (up).
        "She has used up most of her monthly data bundle.",
        "The user has used most of this week's free transfers.",
        "He has already used up most of his free withdrawals.",
        "The user has used most of the free SMS alerts for this month.",
        "The user has used up most of last week's free transactions.",
    ],
)
def test_most_of_an_allowance_used_is_refused(sentence: str) -> None:
    assert "no_balance" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A stock run out, low or short, in the past perfect: why a transaction just failed.
        "The user's withdrawal failed because the agent had run out of cash.",
        "Her airtime purchase was declined because the vendor had run low on stock.",
        "The user's cash-out was refused as the agent had run short of float.",
        "His transfer bounced because the agent had run out of e-float.",
        # A handling still to come.
        "The user's loan appeal will be heard at the next board meeting.",
        "Her hardship application will be reviewed by the credit committee on Thursday.",
        "The user's complaint is to be discussed at the next association meeting.",
        "His request for a top-up loan will be considered at the chama's next sitting.",
        "The user's dispute is due to be examined by the ombudsman.",
    ],
)
def test_stock_run_out_and_handling_to_come_are_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


# --- durable: accepted ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Two named means used, "both" or not; since round 67 one "X Money" brand alone too (a
        # provider, as "uses Airtel Money": was refused here as money held, a false rejection).
        "The user uses both MTN MoMo and Vodafone Cash.",
        "The user uses Orange Money.",
        "She uses Airtel Money and M-Pesa.",
        "The user uses both Chipper Cash and Wave.",
        "He uses Orange Money or Wave.",
        "The user uses both Ecobank Mobile and Orange Money.",
        # A trade worked as.
        "The user works as a mobile-money agent in Kisumu.",
        "She operates as an M-Pesa agent in Nakuru.",
        "He works as a cash-out agent at Kejetia Market.",
        "The user operates as an Airtel Money vendor.",
        "The user trades as a mobile-money merchant in Lusaka.",
        # A contribution to a members' fund (a group belonged to).
        "The user contributes to her church's burial fund.",
        "She contributes to the boda-boda riders' welfare fund.",
        "The user contributes to a funeral fund in her village.",
        "He belongs to the Kejetia traders' benevolent fund.",
        "The user contributes to the Adum market women's bereavement fund.",
        # A group's rule of a limit.
        "Each member of the user's burial society may register up to four children.",
        "Every member of her stokvel can nominate up to two beneficiaries.",
        "Each member of the user's susu may take up to two loans a year.",
        "Each member of the user's chama may bring up to three guests to the year-end party.",
        "Each member of the user's welfare association can name up to five dependants.",
        # How a group orders its rotation, by rule.
        "The user's susu sets the collection order by ballot at the first meeting of each year.",
        "Her chama decides the payout order by seniority at the first meeting of each cycle.",
        "The user's stokvel fixes its rotation order by drawing lots at the first gathering of "
        "every year.",
        "The user's ajo chooses the payout order by lottery at the first sitting of each round.",
        "The user's njangi picks the collection order by drawing lots at the first meeting of "
        "each cycle.",
    ],
)
def test_durable_shapes_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


# --- near-misses: each keeps its side ----------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # Two means, with a state or a clause after.
        "The user uses both Wave and Orange Money, but her Wave wallet is frozen.",
        "The user uses both Wave and Orange Money until her account is unblocked.",
        # A trade worked as, with how it stands after.
        "The user operates as a mobile-money agent and currently has no float.",
        "The user works as a mobile-money agent whose float is low.",
        # A members' fund, with a payment status.
        "The user has not contributed to the welfare fund this month.",
        "The user owes the burial fund two contributions.",
        "The user's welfare fund payout is still pending.",
        # A count as it stands, not a rule's limit; a rule with a status after.
        "The user's burial society has six members.",
        "Each member of the user's chama has paid up to six contributions.",
        "Each member of the user's chama may borrow up to three times her savings, but she is "
        "now in arrears.",
        # An order decided for this time, or a place in it.
        "The user's chama decides the payout order by drawing lots at its first meeting this "
        "cycle.",
        "The user's chama decides the payout order next week.",
        "The user's susu decides the payout order by ballot, and she is third in line.",
    ],
)
def test_near_misses_stay_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # A group's schedule, not the period it is in.
        "The user's chama meets on Fridays.",
        "The user's VSLA does its share-out every December.",
        # An allowance used in a period long past.
        "The user used most of his free withdrawals last year.",
        # A business once run, not a stock run out.
        "The user had run a mobile-money kiosk before she moved to Accra.",
        # A judgement of the user, a hearing held: not a handling to come.
        "The user is considered a reliable member.",
        "The user's loan appeal was heard in March.",
    ],
)
def test_near_misses_stay_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
