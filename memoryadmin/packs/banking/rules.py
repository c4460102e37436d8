"""The banking pack's summary rules (ENGINE.md section 4).

A summary rides along on every later turn, so anything in it is repeated
long after it stopped being true. Each rule below keeps one kind of
perishable claim out. They are deliberately wide: a false rejection costs a
batch of memory, a false acceptance can tell a member they owe money they
paid. Each returns the offending excerpt (a substring of the text) so the
retry prompt and the console can quote it. The finders they are made of are
in ``finders`` (wording) and ``backstop`` (grammar).
"""

from __future__ import annotations

from collections.abc import Callable

from memoryadmin.engine.ports import SummaryRule
from memoryadmin.packs.banking.answered import without_where_shown
from memoryadmin.packs.banking.arranged import outside_arrangements
from memoryadmin.packs.banking.as_of_now import (
    as_last_seen,
    behind_now,
    counted_back,
    escalated_now,
    outcome_at_time,
    outcome_with_reason,
    payout_this_round,
    under_way_fr,
)
from memoryadmin.packs.banking.as_of_today import outcome_today, tally_missing
from memoryadmin.packs.banking.backstop import (
    finished_or_lasting,
    unfinished_members,
    unfinished_money_thing,
    unfinished_payment,
    unfinished_rotation,
    unfinished_step,
)
from memoryadmin.packs.banking.clock import (
    countdown,
    exchange_rate,
    money_near_now,
    rate_as_it_stands,
    share_of_limit,
    share_so_far,
)
from memoryadmin.packs.banking.customs import without_bills_settled
from memoryadmin.packs.banking.dated import step_still_owed
from memoryadmin.packs.banking.finders import (
    _COUNT,
    _ORDINAL,
    SUMMARY_WORD_LIMIT,
    _any,
    _balance_with_figure,
    _future_turn,
    _in_sentence_with_money,
    balance_any_phrasing,
    first_match,
    money_as_it_stands,
    payment_status_any_tense,
    position_or_turn,
    present_state,
    progress_to_target,
    rotation_as_it_stands,
    step_as_it_stands,
    step_not_done,
    unfinished_money,
)
from memoryadmin.packs.banking.finders_paid import is_paid, money_into_group, payment_status_nouns
from memoryadmin.packs.banking.framing import blank_framed
from memoryadmin.packs.banking.gauges import (
    allowance_used_up,
    how_full,
    rate_dated_now,
    what_money_covers,
)
from memoryadmin.packs.banking.group_history import without_turn_collected
from memoryadmin.packs.banking.group_rules import own_turn, receives_now, total_since
from memoryadmin.packs.banking.group_words import without_group_words
from memoryadmin.packs.banking.held_now import (
    balance_fr,
    on_its_way,
    points_held,
    present_fr,
    ready_now,
    short_of_funds,
)
from memoryadmin.packs.banking.holds import deposit_held
from memoryadmin.packs.banking.money import MONEY
from memoryadmin.packs.banking.now_east import balance_east, debt_east, present_east
from memoryadmin.packs.banking.now_elsewhere import (
    back_not_yet,
    kreyol_turn,
    pot_goes_now,
    status_said,
)
from memoryadmin.packs.banking.now_mena import balance_mena, debt_mena, now_mena
from memoryadmin.packs.banking.now_north import balance_north, debt_north, now_north
from memoryadmin.packs.banking.now_round66 import (
    gulf_now,
    nusantara_now,
    portuguese_today,
    too_low_elsewhere,
    turn_now,
)
from memoryadmin.packs.banking.now_round67 import amharic_now, luganda_left, turn_now_east
from memoryadmin.packs.banking.now_round68 import cleft_turn, takes_next, target_met_now
from memoryadmin.packs.banking.now_round70 import score_moved
from memoryadmin.packs.banking.now_round71 import pot_paid_now
from memoryadmin.packs.banking.now_round72 import gauge_now, not_yet_creole, tally_so_far
from memoryadmin.packs.banking.now_round82 import never_back, pidgin_turn_due
from memoryadmin.packs.banking.now_round84 import barred_now, days_counted
from memoryadmin.packs.banking.outcomes import (
    cannot_now,
    case_held,
    failed_but_taken,
    for_now,
    gauge_reading,
    refunded_into,
    request_decided,
    reversal_due,
)
from memoryadmin.packs.banking.pay_schedule import without_pay_schedule
from memoryadmin.packs.banking.paying_in import without_each_put_in
from memoryadmin.packs.banking.places import without_beside
from memoryadmin.packs.banking.regard import without_regard
from memoryadmin.packs.banking.reopened import (
    deadline_given,
    failed_so_far,
    late_now,
    step_under_way,
)
from memoryadmin.packs.banking.seasons import without_times_of_year
from memoryadmin.packs.banking.settled import outside_finished
from memoryadmin.packs.banking.stage import (
    current_stage,
    fallen_into,
    progress_so_far,
    rotation_reached,
)
from memoryadmin.packs.banking.standing import (
    change_so_far,
    deadline_running,
    not_arrived,
    pot_holder,
    status_shown,
    under_way,
    whose_period,
)
from memoryadmin.packs.banking.still_elsewhere import (
    arabic_state,
    french_still_owed,
    kreyol_state,
    portuguese_state,
    spanish_still_owed,
    uncollected_now,
)
from memoryadmin.packs.banking.still_es_vi import spanish_balance, spanish_state, vietnamese_state
from memoryadmin.packs.banking.wallet_now import gone_below_zero, money_down_to, payments_to_go


def _unframed(*finders: Callable[[str], str | None]) -> Callable[[str], str | None]:
    """The finders, on the text with its durable-framed sentences left out (``framing``)."""
    find = _any(*finders)

    def unframed(text: str) -> str | None:
        return find(blank_framed(text))

    return unframed


__all__ = [
    "SUMMARY_RULES",
    "SUMMARY_WORD_LIMIT",
    "finished_or_lasting",
    "present_state",
    "unfinished_money",
]

NO_BALANCE = SummaryRule(
    name="no_balance",
    explanation=(
        "No balance or amount available: a balance is true only when read from the "
        "ledger, and a summary repeats it long after it changed. Say that the user "
        "asked about their balance, never what it was. An amount of money may appear "
        "only in a finished event ('sent ₦5,000 to a friend') or in what the user asked for. "
        "Nor how much of a limit or budget is used ('has used 78% of his card limit')."
    ),
    find=_unframed(
        first_match(
            r"\bbalances?\s+(?:is|was|of|stands|stood|at|shows?|showed|reads?|read|=|:|"
            r"remains?|remained|came to|comes to|totals?|totalled|has|had)\b[^.!?\n]{0,40}",
            r"\b(?:available|remaining|left|usable|spendable|ledger|current)\s+balances?\b",
        ),
        _balance_with_figure,
        _in_sentence_with_money(
            r"\b(?:available|left over|remaining|has|had|have)\b[^.!?\n]{0,20}"
            r"(?:in|on)\s+(?:his|her|their|the|your|my)\s+(?:account|wallet)\b"
        ),
        first_match(
            rf"(?:{MONEY.pattern})\s+(?:is\s+|was\s+)?(?:available|left|remaining|usable)\b",
        ),
        balance_any_phrasing,
        progress_to_target,
        share_of_limit,
        share_so_far,
        # "has collected ₦50,000 every week since January" (``group_rules``).
        total_since,
        # An allowance as it stands: "has used 4 of his 5 free transfers this month".
        first_match(
            rf"\b(?:has|have|had)\s+(?:already\s+)?used\s+(?:up\s+)?{_COUNT}\s+(?:of|out\s+of)\s+"
            rf"(?:his|her|their|its|the|your|my)?\s*{_COUNT}\b",
            rf"\b{_COUNT}\s+(?:free\s+)?(?:transfers?|withdrawals?|transactions?)\s+(?:left|remaining)\b",
        ),
        # "has used up all the free transfers", "only just covers the rent" (``gauges``).
        allowance_used_up,
        what_money_covers,
        # "the VSLA box is fuller than usual" (``gauges``).
        how_full,
        # "bounced because her account was short", "a 35 000 FCFA sur son compte" (``held_now``).
        short_of_funds,
        balance_fr,
        # "has 12,000 eBucks": a rewards balance (``held_now``, round 57).
        points_held,
        # "her wallet is down to ₦3,100", "the card had $14 on it" (``wallet_now``, round 58).
        money_down_to,
        # "went into the negative after the standing order came out" (``wallet_now``, round 75).
        gone_below_zero,
        # "tiene saldo disponible en Nequi" (``still_es_vi``, round 61).
        spanish_balance,
        # "saldo insuficiente", "baki tidak mencukupi" (``now_round66``, round 66).
        too_low_elsewhere,
        # "Баланс … 540", "на рахунку … 7 040", "yetersiz bakiye" (``now_east``, round 78).
        balance_east,
        # "رصيده ٩٨٠٠", "יתרה 1,200", "mojoodi 45" (``now_mena``, round 80).
        balance_mena,
        # "saldo … 86,40", "har 12 800 kr att bruke", "zůstatek" (``now_north``, round 81).
        balance_north,
        # "has raised its target this round" (``now_round68``).
        target_met_now,
    ),
)

NO_PAYMENT_STATUS = SummaryRule(
    name="no_payment_status",
    explanation=(
        "No member's payment status, in any tense: whether someone has paid, owes, "
        "contributed, settled or is behind is true only when read. 'Has paid' and "
        "'paid his contribution' are refused even as events, because the checker "
        "cannot tell an event from a status."
    ),
    find=_unframed(
        first_match(
            r"\b(?:has|have|had|has\s+already|have\s+already|had\s+already)\s+paid\b",
            r"\b(?:hasn['’]?t|has\s+not|haven['’]?t|have\s+not|hadn['’]?t|had\s+not|didn['’]?t|"
            r"did\s+not|not\s+yet|never)\s+(?:\w+\s+)?(?:paid|pay|contributed|contribute|settled)\b",
            r"\b(?:was|were|been|be|fully|now)\s+paid\b",
            r"\bpaid\s+up\b",
            r"\bunpaid\b",
            r"\b(?:still\s+)?ow(?:es|e|ed|ing)\b",
            r"\boutstanding\b",
            r"\boverdue\b",
            r"\bin\s+arrears?\b",
            r"\barrears\b",
            r"\bdefault(?:ed|ing)\b",
            r"\bbehind\s+on\b",
            r"\b(?:has|have|had)\s+(?:already\s+)?(?:contributed|settled|cleared)\b",
            r"\bpayment\s+status\b",
            r"\b(?:missed|skipped)\s+(?:a|his|her|their|the)?\s*(?:payment|contribution)s?\b",
            r"\byet\s+to\s+(?:pay|contribute|settle)\b",
            r"\bis\s+(?:all\s+)?clear\b",
        ),
        # "she is paid in dollars" is how someone earns (a habit), not whether they paid.
        # "a nurse paid monthly by the Ministry": who pays whom, not whether (``arranged``).
        outside_arrangements(is_paid),
        # "the estate was settled": a matter that ended, not a debt (``settled``).
        # "usually settles her bills through DuitNow": a habit of paying (``customs``, round 64).
        outside_arrangements(
            # "a civil servant paid at the end of every month" (``pay_schedule``, round 83).
            outside_finished(
                lambda text: payment_status_any_tense(
                    without_pay_schedule(without_bills_settled(text))
                )
            )
        ),
        # "a woman everyone respects", "agreed by everyone" (``regard``, round 43).
        # "marks her daily contribution card", "contributions are collected every Friday": a
        # group's furniture and schedule (``group_words``, round 52).
        # "… share the cost of their father's medication": kin's arrangement (``arranged``).
        # "12 people who each put in $100 every two weeks": the group's terms (``paying_in``).
        without_each_put_in(
            without_regard(
                without_group_words(
                    outside_arrangements(
                        # "usually pays her share of the bills to her roommate" (round 77).
                        lambda text: payment_status_nouns(without_bills_settled(text))
                    )
                )
            )
        ),
        money_into_group,
        # "her rent is late" (``reopened``).
        late_now,
        # "four shares missing": who has not paid, counted (``as_of_today``, round 50).
        tally_missing,
        # "doit encore payer 2 mensualités" (``still_elsewhere``).
        french_still_owed,
        # "todavía debe 900 pesos" (``still_elsewhere``, round 57).
        spanish_still_owed,
        # "has three more instalments of ₦15k to pay" (``wallet_now``, round 58).
        payments_to_go,
        # "ithuvare 6 per mathrame adachittullu": a tally so far (``now_round72``, round 73).
        tally_so_far,
        # "заборгованість по кредитці", "kart borcu", "are o datorie" (``now_east``).
        debt_east,
        # "الفيزا عليها … مستحقين", "bedehkare … mounde", "נשארו" (``now_mena``, round 80).
        debt_mena,
        # "skylder", "restbeløb", "dluží", "zalega", "skolingas" (``now_north``, round 81).
        debt_north,
        days_counted,  # "susu card show 18 days paid out of 31" (``now_round84``).
        unfinished_payment,
    ),
)

NO_ROTATION_POSITION = SummaryRule(
    name="no_rotation_position",
    explanation=(
        "No position or turn in a rotation, however phrased ('third in', 'next in line', "
        "'will receive the next payout', 'her turn comes after', 'has reached the sixth member'): "
        "who collects next changes with every payout and every member who joins or leaves."
    ),
    find=_unframed(
        first_match(
            rf"\b{_ORDINAL}\s+(?:in|on|of)\s+(?:the\s+|his\s+|her\s+|their\s+)?"
            r"(?:rotation|queue|line|order|list|cycle|round)\b",
            rf"\b{_ORDINAL}\s+to\s+(?:collect|receive|get\s+paid|be\s+paid|cash\s+out)\b",
            r"\bnext\s+(?:in\s+line|up)\b",
            r"\bpositions?\b",
            r"\b(?:his|her|their|your|my)\s+turn\b",
            r"\bturn\s+to\s+(?:collect|receive)\b",
            r"\bslot\s*(?:#\s*)?\d+\b",
            r"\bposition\b",
            r"\bplace\s+in\s+(?:the\s+)?(?:rotation|queue|line)\b",
            r"\b(?:rotation|payout)\s+(?:order|schedule|number)\b",
        ),
        # "ahead of the planting season": a time of year, not a place in a queue (``seasons``).
        # "her siblings take turns paying for their mother's care": a family's habit (``arranged``).
        # "sells pepper next to her stall": where someone is (``places``, round 43).
        # "collected her isusu turn in February": a payout taken on a date (``group_history``).
        outside_arrangements(
            without_group_words(
                lambda text: position_or_turn(
                    without_beside(without_times_of_year(without_turn_collected(text)))
                )
            )
        ),
        outside_arrangements(rotation_as_it_stands),
        # "has reached the sixth member on the list", "is on the fourth hand" (``stage``).
        rotation_reached,
        # "it is Esi's week to collect" (``standing``).
        whose_period,
        # "the pot sits with Thandi until the end of March" (``standing``); not an account said
        # to be with a bank by name ("her savings account is with Equity", ``arranged``).
        outside_arrangements(pot_holder),
        _future_turn,
        pidgin_turn_due,  # "na im go collect the esusu money this Friday" (``now_round82``).
        # "she collects at the first meeting of each cycle" (``group_rules``).
        own_turn,
        # "with Adjoa receiving this week" (``group_rules``).
        receives_now,
        # "has already received this week's payout" (``as_of_now``).
        payout_this_round,
        # "this cycle the equb goes to Obsa", "se tou Lòlò pou l pran sòl la" (``now_elsewhere``,
        # rounds 64-65).
        pot_goes_now,
        kreyol_turn,
        # "ਇਸ ਮਹੀਨੇ … ਵਾਰੀ ਗੁਰਮੀਤ ਦੀ", "هالشهر دور أم فهد", "neste mês a vez … é da Dona Cida",
        # "bulan ini giliran Bu Ratna" (``now_round66``, round 66).
        turn_now,
        # "mzunguko huu … ni zamu ya Bi Mwanaisha", "ọ̀sẹ̀ yìí, Ìyá Rúkà ló kàn" (``now_round67``).
        turn_now_east,
        # "this month it's doña Eulalia who takes the bolsa" (``now_round68``, rounds 68-69).
        cleft_turn,
        # "pays out every 30 days and Kemi collects next" (``now_round68``).
        takes_next,
        # "the tontine pays out to Tantie Adjoua this round" (``now_round71``, round 71).
        pot_paid_now,
        unfinished_rotation,
    ),
)

NO_MEMBER_COUNT = SummaryRule(
    name="no_member_count",
    explanation=(
        "No member count: how many people are in a group, or how many have done "
        "something, changes without the user saying so."
    ),
    find=_unframed(
        first_match(
            # ... not a role held with how many hold it by design: "the user is one of the two
            # signatories" (the mandate's count, as ``framing``'s signatory frame; round 52).
            r"(?!(?<=\bis\s)one\s+of\s+(?:the\s+|its\s+)?(?:two|three|four|five|[2-5])\s+"
            r"(?:authori[sz]ed\s+)?(?:signatories|mandate\s+holders)\s*(?:[.!](?=\s|$)|$))"
            rf"\b{_COUNT}\s+(?:of|out\s+of)\s+(?:the\s+)?{_COUNT}\b",
            # ... not a year or a count that a relative clause follows: "started a loan scheme
            # in 2020 where members borrow" (round 43).
            rf"\b{_COUNT}\s+(?:(?!(?:where|when|which|whose|who|that)\b)\w+\s+)?"
            r"(?:members?|participants?|contributors?|savers?|people)\b",
            r"\b(?:members?|participants?)\s+(?:count|total|number)\b",
            r"\bnumber\s+of\s+(?:members?|participants?|contributors?|people)\b",
            r"\b(?:members?|participants?)\s*:\s*\d+\b",
            # ... or who they are, counted: "its members include 12 traders and her sister".
            rf"\b(?:members?|participants?)\s+(?:include|includes|included|are|were|comprise|number)\s+"
            rf"(?:about\s+|around\s+|some\s+|over\s+)?{_COUNT}\s+\w+",
        ),
        unfinished_members,
    ),
)

NO_HELD_MONEY = SummaryRule(
    name="no_held_money",
    explanation=(
        "No present state: no money described as held, locked, pending, restricted, "
        "on hold or frozen, and nothing worded as it stands now (currently, still, yet, "
        "left, available, stands at, blocked, processing, in progress), no countdown "
        "('expires in 30 minutes', 'matures in 12 days') and no rate as it stands ('was "
        "repriced to 19% this quarter', 'trading at 129 to the dollar'). Holds are lifted, "
        "states change and clocks run, so they are true only when read. A date is not a "
        "countdown, and a finished act ('the account was closed in 2021') is an event."
    ),
    find=_unframed(
        _in_sentence_with_money(
            # Not a product held: "holds (both) a savings account and a domiciliary account".
            # ... or two of them: "holds both a naira and a dollar account".
            r"\b(?:held|holds?(?!\s+(?:both\s+|either\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,3}?"
            r"(?:(?:and|or)\s+(?:a|an)\s+(?:[\w-]+\s+){0,3}?)?(?:accounts?|products?|"
            r"cards?|wallets?|policy|policies|plans?)\b)|on\s+hold|locked|lock|unlock|pending|restricted|restriction|"
            r"frozen|freeze|blocked|block|reserved|escrow|suspended|limited|capped|"
            r"unavailable|not\s+available|inaccessible|withheld\s+funds?|cannot\s+withdraw|"
            r"can['’]?t\s+withdraw|under\s+review|processing)\b"
        ),
        present_state,
        # "his salary is paid into his savings account": where pay goes (``arranged``).
        # "… and was shown where transfers are": a place in the app (``answered``, round 46).
        outside_arrangements(lambda text: money_as_it_stands(without_where_shown(text))),
        money_near_now,
        countdown,
        rate_as_it_stands,
        # "trading at 129 to the dollar": a market moves it daily (``clock``).
        exchange_rate,
        # "today's USD to KES rate", "the rate the app showed today" (``gauges``).
        rate_dated_now,
        # "shows as unsuccessful", "never land", "has until midnight to" (``standing``).
        status_shown,
        not_arrived,
        never_back,  # "second debit never return", "was never reversed" (``now_round82``).
        barred_now,  # "USSD *894# is temporarily barred on her line" (``now_round84``).
        deadline_running,
        # "is under investigation", "are down 12% since she bought them" (``standing``).
        under_way,
        change_so_far,
        # "her funeral policy has lapsed", "has gone dormant" (``stage``).
        fallen_into,
        # "failed but the money was deducted", "refunded to his wallet", "provisionally
        # credited", "can't log in because…"; a gauge as it reads now: "the credit score on his
        # app reads 612", "is 60% funded", "is too low to" (``outcomes``).
        failed_but_taken,
        refunded_into,
        # "failed and the agent says it will be reversed" (``outcomes``, round 63).
        reversal_due,
        gauge_reading,
        for_now,
        cannot_now,
        # "has failed twice", "the landlord has given her until Sunday" (``reopened``).
        failed_so_far,
        deadline_given,
        # "is ready for pickup", "actuellement" (``held_now``).
        ready_now,
        present_fr,
        # "is in transit and expected by Tuesday" (``held_now``).
        on_its_way,
        # "about ten minutes ago", "was delivered … at 2:14pm", "est toujours en cours"
        # (``as_of_now``).
        counted_back,
        outcome_at_time,
        # "was rejected this afternoon because …" (``as_of_today``, round 50).
        outcome_today,
        under_way_fr,
        # "Tunde is two weeks behind" (``as_of_now``).
        behind_now,
        # "لسه مستني استرجاع مبلغ", "ainda está em análise", "is uncollected" (``still_elsewhere``).
        arabic_state,
        portuguese_state,
        uncollected_now,
        # "lajan an poko rive", "tranzaksyon an toujou an atant" (``still_elsewhere``, round 49).
        kreyol_state,
        # "todavía no se refleja", "fue rechazada y no le han regresado el dinero", "hiện còn nợ"
        # (``still_es_vi``, rounds 61-62).
        spanish_state,
        vietnamese_state,
        # "is on a five-day hold, releasing on Thursday" (``holds``, round 48).
        deposit_held,
        # "says successful but the owo never landed", "don reverse back", "n'est pas encore
        # back", "wala pa yung refund", "ya rage naira …" (``now_elsewhere``, rounds 64-65).
        status_said,
        back_not_yet,
        # "رجع لحسابه الحين", "ba9i 3alaih 46 alf", "foi estornado … hoje", "sedang diblokir"
        # (``now_round66``, round 66).
        gulf_now,
        portuguese_today,
        nusantara_now,
        # "ኤቲኤም ካርድ አሁን ታግዷል", "looni … esigaddeko emitwalo 80" (``now_round67``, round 67).
        amharic_now,
        luganda_left,
        # "the user's credit score dropped to 642 this month" (``now_round70``, round 70).
        score_moved,
        # "portfolio up 12% this week", "score came back as 742", "inda ka txiga" (``now_round72``).
        gauge_now,
        not_yet_creole,
        # "сейчас", "станом на зараз", "şu anda … bloke", "în prezent", "As of 14:20, …"
        # (``now_east``, round 78).
        present_east,
        # "delwa2ty … ma2fola", "עדיין לא התקבלה", "فعلاً", "هنوز" (``now_mena``, round 80).
        now_mena,
        # "fortfarande", "tällä hetkellä", "zablokowana", "függőben" (``now_north``, round 81).
        now_north,
        lambda text: unfinished_money_thing(without_where_shown(text)),
    ),
)

NO_PENDING_STEP = SummaryRule(
    name="no_pending_step",
    explanation=(
        "No step still to do: a step enters memory only once it is done, as an event "
        "('has verified his BVN'). 'Needs to verify his NIN', 'hasn't uploaded', 'yet "
        "to', 'in progress' and 'incomplete' are refused: by the time it is repeated it "
        "may be done, or no longer needed. Nor how far along something is ('has done seven of "
        "its ten rounds'): the rest is still to come."
    ),
    find=_unframed(
        first_match(
            r"\bneeds?\s+to\b",
            r"\bneeded\s+to\b",
            r"\bmust\b",
            r"\b(?:has|have)\s+to\b",
            r"\byet\s+to\b",
            r"\bstill\s+(?:has|have|needs?|must|requires?|to)\b",
            r"\brequired\s+to\b",
            r"\brequires?\b",
            r"\buntil\b[^.!?\n]*\b(?:is|are|has\s+been|gets?|get)\s+"
            r"(?:verified|approved|completed|confirmed|done|submitted|cleared|updated)\b",
            r"\bpending\s+(?:verification|approval|review|confirmation|kyc|upgrade|completion)\b",
            r"\bawaiting\b",
            r"\bwaiting\s+(?:for|on)\b",
            r"\bnot\s+(?:yet\s+)?(?:been\s+)?(?:verified|completed|approved|confirmed|submitted|done)\b",
            r"\bunverified\b",
            r"\bincomplete\b",
            r"\bshould\s+(?:verify|complete|submit|upload|provide|update|link|add)\b",
            r"\bonce\s+(?:he|she|they|the\s+user|you)\s+(?:\w+\s+)?"
            r"(?:verif|complet|submit|upload|provid|updat|link)\w*\b",
            r"\bto\s+unlock\b",
            r"\bnext\s+step\b",
        ),
        # "had to", unless met in a year long past: "… in 2021 and had to visit the branch"
        # (``dated``, round 75).
        step_still_owed,
        step_not_done,
        step_as_it_stands,
        current_stage,
        # "has done seven of its ten rounds": a count done so far (``stage``).
        progress_so_far,
        # "the assessor has the user's claim", "Airtel rejected his reversal request"
        # (``outcomes``).
        case_held,
        request_decided,
        # "is preparing an appeal", "no new date has been set", "attend toujours le
        # remboursement" (``reopened``).
        step_under_way,
        # "the dispute … has just been escalated to the regional team" (``as_of_now``).
        escalated_now,
        # "when the user last checked", "is shown as ready for collection" (``as_of_now``).
        as_last_seen,
        outcome_with_reason,
        unfinished_step,
    ),
)

SUMMARY_RULES: list[SummaryRule] = [
    NO_BALANCE,
    NO_PAYMENT_STATUS,
    NO_ROTATION_POSITION,
    NO_MEMBER_COUNT,
    NO_HELD_MONEY,
    NO_PENDING_STEP,
]
