"""Live summary sentences read after blind round 82 (West Africa, Nigerian English and Pidgin),
each with what must still be accepted (``now_round82``).

- Pidgin's future or progressive of taking a group's pot ("na im go collect", "go receive", "go
  take", "wan collect", "dey collect") with a period going on or next, or "next" after it: who
  takes it in the round going on. The backstop read it as timeless (Pidgin's "go" is no English
  future word) and the group frame let it stand.
- Money not yet put back or shown, said with "never": Pidgin's bare verb ("second debit never
  return", "never reverse", "never refund", "never reflect", "never resolve") and the English
  participle after a money thing ("was never reversed", "has never been reversed", "refund never
  arrived"), in capitals and not. The backstop read "never" as a standing instruction.
- What is left, in capitals: "HAS TWO LOGIN ATTEMPTS LEFT BEFORE …" was read as "left" before a
  place's name ("left Lagos"), since any capital letter then a letter passed for a name; a name is
  now a capital then a small letter (``finders._PRESENT_STATE``), and "left" after who left ("THE
  USER LEFT ACCESS BANK IN 2020") is a departure, in capitals and not.
- A present verb in capitals: "THIS MONTH IT GOES TO MUSA" had no present verb for the backstop,
  whose verbs are in small letters; a sentence all in capitals is read in small letters too
  (``backstop._present_s``).

What stays: the group's customs ("the collector collects on Fridays", "each member go collect
once per cycle", "dey come collect … every morning"), a question the user asked, money that came
back after all ("it was refunded a week later", "never arrived, so the bank later refunded it"),
a habit of how fast money shows ("never arrives late") and what the user never does, and who
left where ("left Kano for Lagos", "THE USER LEFT ACCESS BANK IN 2020").
"""

from __future__ import annotations

import pytest

from tests.packs.language_checks import broken_rules


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "Mama Nkechi na im go collect the esusu money this Friday.",
        # siblings: other markers, other groups, other periods, capitals
        "Na Iya Sade go receive the adashe money this month.",
        "Oga Tunde na im go take the susu money next week.",
        "Tunde wan collect the thrift money this Friday.",
        "Mama Nkechi dey collect the esusu money this month.",
        "Na Chinedu go chop the ajo this round.",
        "Aunty Efua go collect the susu money next.",
        "MAMA NKECHI NA IM GO COLLECT THE ESUSU MONEY THIS FRIDAY.",
    ],
)
def test_pidgin_turn_due_is_refused(sentence: str) -> None:
    assert "no_rotation_position" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the round's miss
        "USER ACCT DEBITED 2 TIMES FOR DSTV, SECOND DEBIT NEVER RETURN",
        # siblings: Pidgin's bare verb, in capitals and not
        "User acct debited 2 times for DSTV, second debit never reverse",
        "User's airtime purchase never reflect.",
        "USER'S AIRTIME PURCHASE NEVER REFLECT",
        "The second debit for GOtv never refund.",
        "User say the chargeback never resolve.",
        # siblings: the English participle after a money thing
        "The user's Opay refund never came.",
        "The user's refund never arrived.",
        "The second DSTV debit has never been reversed.",
        "The user's double DSTV debit was never refunded.",
        "Second debit never reversed.",
        "SECOND DEBIT NEVER REVERSED",
        "The POS debit at the Shoprite in Ikeja was never reversed.",
        "The user once had a DSTV debit taken twice; it was never refunded.",
    ],
)
def test_money_never_back_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        # the durable twins
        "In the user's esusu, the collector collects on Fridays.",
        "The user once had a DSTV debit taken twice; it was refunded a week later.",
        # a group's custom, said in Pidgin
        "In the user's ajo, each member go collect once per cycle.",
        "In the user's ajo, everybody go collect once before the cycle ends.",
        "The user's susu collector dey come collect the contribution every morning.",
        "The user's esusu members dey collect the pot by turns, decided by balloting.",
        "In the user's esusu, whoever draws number one go collect first.",
        "The user is the alajo who collects for the Oyingbo market ajo.",
        "The user's adashe group meets this Friday to share the money.",
        # a question the user asked
        "The user asked who go collect the esusu money this Friday.",
        # money that came back after all
        "User account was debited twice for DSTV; the second debit was reversed the next day.",
        "The user's transfer to his landlord never arrived, so the bank later refunded it.",
        "The POS debit never reflected, but it was eventually reversed in 2021.",
        # a habit of how money shows, what the user never does
        "The user's salary never arrives late.",
        "The user's salary has never been late.",
        "The user has never used USSD.",
        "The user never returns calls from unknown numbers.",
        "The user never borrows from loan apps.",
    ],
)
def test_durable_twins_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # found beside the round's capitals: earlier rounds' live sentences, in capitals
        "THE USER HAS TWO LOGIN ATTEMPTS LEFT BEFORE THE APP LOCKS HIM OUT.",
        "THE USER HAS 1.5GB LEFT ON HER AIRTEL DATA BUNDLE.",
        "CUSTOMER HAS 3GB OF MTN DATA LEFT ON HIS BUNDLE.",
    ],
)
def test_left_in_capitals_is_refused(sentence: str) -> None:
    assert "no_held_money" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "THE USER LEFT ACCESS BANK IN 2020.",
        "The user left Access Bank in 2020.",
        "the user left zenith bank in 2021",
        "The user left Kano for Lagos in 2019.",
        "She left her card at the ATM.",
    ],
)
def test_who_left_is_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()


@pytest.mark.parametrize(
    "sentence",
    [
        # found beside the round's capitals: earlier rounds' live sentences, in capitals
        "THE USER'S ESUSU ROTATES THE PAYOUT MONTHLY; THIS MONTH IT GOES TO YUSUF.",
        "THE USER'S AJO ROTATES THE PAYOUT MONTHLY; THIS MONTH IT GOES TO KEMI.",
        "IN THE USER'S AJO ROTATION HE COLLECTS IN WEEK 9.",
        "THE USER'S THRIFT GROUP PAYS OUT MONTHLY AND THIS MONTH SHE COLLECTS.",
    ],
)
def test_present_verb_in_capitals_is_refused(sentence: str) -> None:
    assert "no_rotation_position" in broken_rules(sentence)


@pytest.mark.parametrize(
    "sentence",
    [
        "THE USER'S ESUSU ROTATES THE PAYOUT MONTHLY.",
        "THE USER'S AJO MEETS EVERY LAST SUNDAY OF THE MONTH.",
        "THE USER SENDS MONEY TO HIS MOTHER IN ABEOKUTA EVERY MONTH.",
        "THE USER BANKS WITH GTBANK AND USES OPAY FOR SMALL PAYMENTS.",
        "THE USER'S SALARY COMES INTO HIS ZENITH ACCOUNT.",
        "THE USER IS THE TREASURER OF HER STREET'S THRIFT SOCIETY IN SURULERE.",
    ],
)
def test_habits_in_capitals_are_accepted(sentence: str) -> None:
    assert broken_rules(sentence) == set()
