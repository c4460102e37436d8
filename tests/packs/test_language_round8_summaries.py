"""Summary structures read after blind round 8, each with what stays on the other side.

Every sentence here is written for the mechanism (none is from a blind round). Live: a
process's stage as it stands, a countdown that comes round "in N weeks' time", a rate the
market last set, a billed product (a bundle, a subscription, a renewal) near now. Durable:
who pays whom, from where and how often, with no amount and no status; a product or a role
held; which of two means is used more; a matter settled or an account closed and dated, or
investigated and closed; a group's size beside a rule said of each of its members; the
user keeping a group's papers. Beside each, sentences of the same shape with a live value
in them (an amount, a status, a date near now, a clause that says how it stands) stay
refused.
"""

from __future__ import annotations

import pytest

from memoryadmin.packs.banking.arranged import lasting_arrangement
from memoryadmin.packs.banking.stage import current_stage
from tests.packs.language_checks import broken_rules

# --- live: refused ----------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # a process's stage as it stands
        "Her chargeback request is at the third stage of the dispute process.",
        "The user's loan application has reached the final stage.",
        "His insurance claim is now in the second phase of assessment.",
        "The user's account upgrade was escalated to stage 2.",
        "The fraud report on her card is at step three.",
        # a countdown that comes round, or in N units' time
        "Her susu payout comes round in four weeks' time.",
        "The user's njangi collection comes up in a month's time.",
        "The user's savings group payout comes round in two weeks.",
        # a rate as the market last set it
        "The bond the user holds is yielding 14.2% at the latest auction.",
        "The money market fund she is looking at is returning 18% a year.",
        "The prevailing rate on the user's dollar deposit is 4%.",
        # a billed product near now
        "His cable TV subscription failed to renew this week.",
        "The user's airtime auto-renewal was declined twice today.",
        "Her electricity bill direct debit bounced yesterday.",
    ],
)
def test_a_value_as_it_stands_is_refused(sentence: str) -> None:
    assert broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "The user asked what the second stage of the complaint process involves.",
        "The user's dispute process has three stages.",
        "The user took a loan at 18% in 2020.",
        "The user renewed her data bundle in March.",
    ],
)
def test_a_question_a_process_or_a_past_rate_is_not_read_as_standing(sentence: str) -> None:
    assert not broken_rules(sentence)


def test_a_stage_said_of_a_process_names_the_stage() -> None:
    assert current_stage("The claim is at the second stage of review.") == (
        "is at the second stage"
    )
    assert current_stage("What is the second stage of a review?") is None


# --- durable: accepted ------------------------------------------------------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # who pays whom, from where, how often
        "The user is a police officer in Kumasi paid monthly by the Ghana Police Service.",
        "The user is a doctoral student in Leeds whose fees are paid from Lagos.",
        "The user is a student in Nairobi whose uncle pays her school fees from Dubai.",
        "The user is a widow who receives remittances from her daughter in Houston.",
        "The user's rent is paid by her elder brother.",
        # a product or a role held, with no amount
        "The user is a 16-year-old pupil with a junior savings account.",
        "The user is a retired civil servant with a pension account.",
        "The user's daughter is named as beneficiary on the fixed deposit.",
        "The user's wife is listed as a joint holder on the account.",
        "The user relies on USSD more than the mobile app for transfers.",
        # a matter that ended, dated or closed
        "The user's father's estate was settled and his account closed in 2019.",
        "The user's account was closed in March 2022.",
        "The user was the target of a phishing scam, which was investigated and closed.",
        "The user's land dispute was settled out of court.",
        # a group's size beside a rule said of each member; the user keeping its papers
        "The user's Ajo in Abeokuta has 12 members, each of whom collects once a year in turn.",
        "The user's stokvel owns a minibus, and the user keeps its logbook.",
        "The user's chama runs a poultry farm, and she keeps the group's records.",
    ],
)
def test_a_lasting_arrangement_or_a_finished_matter_is_accepted(sentence: str) -> None:
    assert not broken_rules(sentence), broken_rules(sentence)


# --- near-misses: the same shapes with a live value stay refused -----------------------


@pytest.mark.parametrize(
    "sentence",
    [
        # an amount, a status, or a date near now in who pays whom
        "The user is a nurse paid ₦300k monthly by the Ministry.",
        "The user is a teacher paid monthly by the state, but her March salary has not come.",
        "The user is a driver who has not been paid by the company this month.",
        "The user's school fees are still paid from Nigeria.",
        "The user's parents pay her tuition late.",
        "The user's parents pay tuition from Accra but missed this term.",
        "Kemi's dues are paid by her husband.",
        "The user's rent is paid by the 25th.",
        "The user receives remittances from her son, which are delayed.",
        "The user receives ₦50,000 from her son every month.",
        # a product or a role held, with an amount or a state after it
        "The user is a student with a teen savings account that is frozen.",
        "The user is a trader with a loan of ₦500k.",
        "The user's son is listed as next of kin on the account, which is restricted.",
        "The user's son is listed as a defaulter on the account.",
        "The user is using mobile money more than her card this week.",
        # a matter not ended, or ended too near now
        "His account was closed yesterday.",
        "The case is still being investigated.",
        "The user's dispute was investigated and closed in error.",
        "The user's account was closed temporarily in 2021.",
        "The user's account will be closed in 2027.",
        "The user's loan was settled partially.",
        "The user's estate claim is still being settled.",
        # a group's size or its papers beside a status
        "The user's Esusu has 15 members, each of whom has paid this month.",
        "The user's Esusu has 15 members, each of whom takes the payout in turn, and Kemi is next.",
        "The user's chama owns a matatu, and the user keeps the logbook until Kemi pays.",
        "The user's chama owns a matatu, and the user keeps the money it makes.",
    ],
)
def test_live_beside_lasting_shapes_stays_refused(sentence: str) -> None:
    assert broken_rules(sentence)


def test_an_arrangement_is_not_one_with_a_status_or_a_clause_after_it() -> None:
    assert lasting_arrangement("The user is a nurse paid monthly by the Ministry of Health.")
    assert not lasting_arrangement("The user is a nurse paid late by the Ministry of Health.")
    assert not lasting_arrangement("The user's rent is paid by the 25th.")
    assert not lasting_arrangement("She receives allowances from her son, which stopped.")
