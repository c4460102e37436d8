"""Fact screening, pure: each screen alone, then together. No database, no network."""

from __future__ import annotations

from typing import Any

import pytest

from memoryadmin.engine.facts import (
    Forget,
    Outcome,
    Proposal,
    UserMessage,
    near_identical,
    normalise,
    numbers_in,
    quote_in,
    quote_span,
    rules_of,
    screen,
)
from memoryadmin.engine.forgetting import digest, matcher
from memoryadmin.engine.types import Fact
from memoryadmin.packs.banking import PACK

RULES = rules_of(PACK)
ADA = [UserMessage(seq=3, content="From now on, call me Ada.")]


def proposal(**over: Any) -> dict[str, Any]:
    base = {
        "key": "preferred_name",
        "kind": "preference",
        "note": "Prefers to be called Ada",
        "evidence": "call me Ada",
        "confidence": 0.9,
    }
    base.update(over)
    return base


def one(
    raw: object,
    messages: list[UserMessage] | None = None,
    existing: list[Fact] | None = None,
    forgets: list[Forget] | None = None,
) -> Any:
    out = screen(
        [raw], messages if messages is not None else ADA, existing or [], forgets or [], RULES
    )
    assert len(out.results) == 1
    return out.results[0]


def test_a_grounded_lasting_fact_is_accepted_with_its_source() -> None:
    r = one(proposal())
    assert r.outcome is Outcome.ACCEPTED and r.screen == "" and r.source_seq == 3


# --- each screen alone -----------------------------------------------------------


@pytest.mark.parametrize(
    "raw",
    [
        "not a dict",
        None,
        proposal(key=""),
        proposal(note=None),
        proposal(kind=3),
        proposal(key="k" * 129),
        proposal(note="Prefers to be called Ada " + "x" * 2000),
    ],
)
def test_malformed(raw: object) -> None:
    assert one(raw).screen == "malformed"


@pytest.mark.parametrize("kind", ["favourite_colour", "Preference", "", "balance"])
def test_unknown_kind(kind: str) -> None:
    r = one(proposal(kind=kind))
    assert r.outcome is Outcome.REJECTED
    assert r.screen == ("malformed" if not kind else "unknown_kind")


@pytest.mark.parametrize(
    "kind", ["beneficiary_nickname", "bill_preference", "transaction_category", "transfer_purpose"]
)
def test_never_inferred_however_confident(kind: str) -> None:
    r = one(proposal(kind=kind, confidence=1.0))
    assert r.outcome is Outcome.REJECTED and r.screen == "never_inferred"


@pytest.mark.parametrize(
    "confidence", [0.69, 0.0, -1, None, "0.9", True, float("nan"), float("inf")]
)
def test_confidence_below_threshold_missing_or_not_a_number(confidence: object) -> None:
    assert one(proposal(confidence=confidence)).screen == "confidence"


@pytest.mark.parametrize("confidence", [0.7, 0.71, 1, 1.0])
def test_confidence_at_threshold_passes(confidence: object) -> None:
    assert one(proposal(confidence=confidence)).outcome is Outcome.ACCEPTED


@pytest.mark.parametrize(
    "evidence", ["", "   ", "Ada", "call me Adaeze", "Please call me Ada", "she said call me Ada"]
)
def test_evidence_must_quote_a_user_message(evidence: str) -> None:
    assert one(proposal(evidence=evidence)).screen == "evidence_quote"


def test_evidence_ignores_case_and_punctuation() -> None:
    assert one(proposal(evidence="FROM NOW ON -- call me ADA!")).outcome is Outcome.ACCEPTED


def test_assistant_words_never_count_as_evidence() -> None:
    # The Django side passes only user messages; a quote the assistant said is not there.
    msgs = [UserMessage(seq=1, content="Hi."), UserMessage(seq=3, content="ok")]
    r = one(proposal(evidence="From now on I will call you Ada"), msgs)
    assert r.screen == "evidence_quote"


def test_numbers_must_be_in_the_users_words() -> None:
    msgs = [UserMessage(seq=1, content="My rent is due on the 25th every month.")]
    rent = proposal(
        key="rent",
        kind="commitment",
        note="Rent of ₦250,000 due on the 25th monthly",
        evidence="due on the 25th every month",
    )
    r = one(rent, msgs)
    assert r.screen == "numbers" and "250000" in r.reason
    msgs.append(UserMessage(seq=5, content="It's 250000 naira."))
    assert one(rent, msgs).outcome is Outcome.ACCEPTED


def test_a_number_in_the_key_counts_too() -> None:
    r = one(proposal(key="preferred_name_2"))
    assert r.screen == "numbers"


@pytest.mark.parametrize(
    ("kind", "note", "said", "ok"),
    [
        ("preference", "Wants all transactions", "check all the transactions I did", False),
        ("preference", "Prefers English", "always reply in English please", True),
        ("preference", "Prefers no SMS", "never send me SMS alerts", True),
        ("commitment", "Pays school fees", "I pay school fees for my son", False),
        ("commitment", "Pays school fees weekly", "I pay school fees weekly for my son", True),
        ("commitment", "Gives mum money", "I give my mum money every Friday", True),
        ("goal", "Wants to buy airtime", "I want to buy airtime now", False),
        ("goal", "Saving for a car", "I am saving for a car this year", True),
        ("goal", "Emergency money", "I want to put aside money for emergencies", True),
        ("relationship", "Has a sister", "my sister lives in Lagos", True),
    ],
)
def test_lasting(kind: str, note: str, said: str, ok: bool) -> None:
    r = one(proposal(key="k", kind=kind, note=note, evidence=said), [UserMessage(1, said)])
    if ok:
        assert r.outcome is Outcome.ACCEPTED, r
    else:
        assert r.outcome is Outcome.REJECTED and r.screen == "lasting"


def _forget(words: list[str], seq: int, everything: bool = False) -> Forget:
    m = matcher([digest(w, b"s") for w in words], b"s")
    assert m is not None
    return Forget(forget_seq=seq, mentions=m.mentions, everything=everything)


def test_never_relearned_from_evidence_older_than_the_forget() -> None:
    r = one(proposal(), ADA, forgets=[_forget(["ada"], seq=3)])
    assert r.screen == "forgotten"


def test_said_again_after_the_forget_is_new_information() -> None:
    msgs = [*ADA, UserMessage(seq=9, content="From now on, call me Ada.")]
    r = one(proposal(), msgs, forgets=[_forget(["ada"], seq=3)])
    assert r.outcome is Outcome.ACCEPTED and r.source_seq == 9


def test_a_forget_of_other_words_does_not_block() -> None:
    assert one(proposal(), forgets=[_forget(["martha"], seq=3)]).outcome is Outcome.ACCEPTED


def test_forget_everything_blocks_all_older_evidence() -> None:
    r = one(proposal(), forgets=[_forget(["zzz"], seq=5, everything=True)])
    assert r.screen == "forgotten"


def test_an_inferred_fact_never_overwrites_a_stated_one() -> None:
    stated = Fact(key="preferred_name", kind="preference", note="Call me Adaeze", origin="stated")
    r = one(proposal(), existing=[stated])
    assert r.outcome is Outcome.REJECTED and r.screen == "stated_wins"


def test_a_newer_inferred_fact_supersedes_an_older_inferred_one() -> None:
    old = Fact(key="preferred_name", kind="preference", note="Likes Mrs Obi", origin="inferred")
    r = one(proposal(), existing=[old])
    assert r.outcome is Outcome.SUPERSEDES and r.existing_key == "preferred_name"


@pytest.mark.parametrize("origin", ["stated", "inferred"])
def test_near_duplicates_merge(origin: str) -> None:
    same_key = Fact(
        key="preferred_name", kind="preference", note="Prefers to be called Ada.", origin=origin
    )
    r = one(proposal(), existing=[same_key])
    assert r.outcome is Outcome.MERGED and r.screen == "duplicate"
    other_key = Fact(key="name", kind="preference", note="prefers to be called ada", origin=origin)
    r = one(proposal(), existing=[other_key])
    assert r.outcome is Outcome.MERGED and r.existing_key == "name"


def test_at_most_five_new_facts_per_batch() -> None:
    msgs = [UserMessage(1, "From now on, always call me Ada.")]
    hobbies = ["Likes jollof", "Plays chess", "Reads novels", "Runs marathons", "Keeps bees"]
    hobbies += ["Grows tomatoes", "Sings tenor"]
    props = [
        proposal(key=f"hobby_{chr(97 + i)}", kind="personal", note=note)
        for i, note in enumerate(hobbies)
    ]
    out = screen(props, msgs, [], [], RULES)
    assert [r.outcome for r in out.results].count(Outcome.ACCEPTED) == 5
    assert [r.screen for r in out.rejected] == ["per_batch_limit", "per_batch_limit"]
    # Rejected or merged proposals do not use up the five.
    out = screen([proposal(kind="goal"), *props[:5]], msgs, [], [], RULES)
    assert len(out.accepted) == 5 and out.results[0].screen == "lasting"


def test_the_same_fact_twice_in_one_batch_is_added_once() -> None:
    out = screen([proposal(), proposal(key="name")], ADA, [], [], RULES)
    assert [r.outcome for r in out.results] == [Outcome.ACCEPTED, Outcome.MERGED]


def test_all_screens_together_on_a_mixed_batch() -> None:
    msgs = [
        UserMessage(1, "From now on, call me Ada."),
        UserMessage(3, "My rent of 250,000 is due on the 25th every month."),
        UserMessage(5, "Send 5000 to my sister every Friday, she's Mama Tobi."),
        UserMessage(7, "I want to buy airtime"),
    ]
    props: list[object] = [
        proposal(),
        proposal(
            key="rent",
            kind="commitment",
            note="Rent of ₦250,000 due on the 25th monthly",
            evidence="rent of 250,000 is due on the 25th every month",
        ),
        proposal(
            key="mama_tobi",
            kind="beneficiary_nickname",
            note="Mama Tobi is the sister",
            evidence="she's Mama Tobi",
        ),
        proposal(
            key="airtime", kind="goal", note="Wants airtime", evidence="I want to buy airtime"
        ),
        proposal(
            key="sister_gift",
            kind="commitment",
            note="Sends 6000 to sister every Friday",
            evidence="Send 5000 to my sister every Friday",
        ),
        proposal(key="shoe", kind="shoe_size", note="Size 9", evidence="x"),
        proposal(
            key="sister",
            kind="relationship",
            note="Has a sister",
            evidence="my sister",
            confidence=0.5,
        ),
        proposal(key="made_up", kind="personal", note="Lives in Abuja", evidence="I live in Abuja"),
    ]
    out = screen(props, msgs, [], [], RULES)
    got = [(r.proposal.key, r.outcome.value, r.screen) for r in out.results]
    assert got == [
        ("preferred_name", "accepted", ""),
        ("rent", "accepted", ""),
        ("mama_tobi", "rejected", "never_inferred"),
        ("airtime", "rejected", "lasting"),
        ("sister_gift", "rejected", "numbers"),
        ("shoe", "rejected", "unknown_kind"),
        ("sister", "rejected", "confidence"),
        ("made_up", "rejected", "evidence_quote"),
    ]
    assert out.results[1].source_seq == 3


# --- matching helpers --------------------------------------------------------------


def test_normalise() -> None:
    assert normalise("  Don't, CALL—me   Ada!! ") == "dont call me ada"


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("5,000", {"5000"}),
        ("₦250,000.00 on the 25th", {"250000", "25"}),
        ("N5k", {"5", "5000"}),
        ("1.5 million", {"1.5", "1500000"}),
        ("007", {"7"}),
        ("no numbers", set()),
    ],
)
def test_numbers_in(text: str, expected: set[str]) -> None:
    assert numbers_in(text) == expected


def test_quote_span_highlights_whole_words_of_the_original() -> None:
    content = "Hello! From now on, CALL me Ada. Thanks."
    start, end = quote_span("call me ad", content) or (0, 0)
    assert content[start:end] == "CALL me Ada"
    assert quote_span("call me Bob", content) is None


def test_near_identical() -> None:
    assert near_identical("Prefers to be called Ada", "prefers to be called Ada.")
    assert not near_identical("Prefers to be called Ada", "Saving for a car")
    assert not near_identical("Sends 5000 to mum weekly", "Sends 6000 to mum weekly")
    assert not near_identical("Likes thing 1", "Likes thing 2")


def test_quote_in_needs_some_text() -> None:
    assert not quote_in("", "anything")
    assert not quote_in("!!", "anything")


def test_proposal_from_raw_coerces_without_trusting() -> None:
    p = Proposal.from_raw({"key": " k ", "kind": "goal", "note": "n", "confidence": 1})
    assert (p.key, p.evidence, p.confidence, p.well_formed) == ("k", "", 1.0, True)


def test_every_screen_has_words_for_the_console() -> None:
    from memoryadmin.engine.facts import SCREEN_HELP, SCREENS

    assert set(SCREEN_HELP) == set(SCREENS)


def test_the_compaction_prompt_places_the_fact_rules_before_the_answer_format() -> None:
    from memoryadmin.engine.compaction import build_prompt
    from memoryadmin.engine.validator import Validator

    inferable = [k for k in RULES.allowed_kinds if k not in RULES.never_inferred]
    prompt = build_prompt(
        previous_summary=None,
        shown=[],
        validator=Validator.for_pack(PACK),
        fact_kinds=inferable,
        fact_instructions=PACK.fact_instructions,
    )
    system = prompt[0]["content"]
    assert system.index("Never propose these kinds") < system.index("Answer with only a JSON")
    assert system.rstrip().endswith('"confidence": 0.0}]}')


def test_screen_takes_the_pack_itself_too() -> None:
    out = screen([proposal(kind="transfer_purpose")], ADA, [], [], PACK)
    assert out.results[0].screen == "never_inferred"
    with pytest.raises(TypeError):
        screen([proposal()], ADA, [], [], object())
