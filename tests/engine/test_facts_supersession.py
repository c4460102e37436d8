"""Facts that change, in the pure engine (issue 26): when the user's words supersede a fact,
how a fact and its earlier value are dated in the context message, and the summary held to
the facts."""

from __future__ import annotations

from datetime import UTC, datetime
from zoneinfo import ZoneInfo

import pytest

from memoryadmin.engine.context import context_message
from memoryadmin.engine.facts import Outcome, UserMessage, change_refusal, rules_of, screen
from memoryadmin.engine.facts.supersession import consistent_summary
from memoryadmin.engine.types import Fact
from memoryadmin.packs.banking import PACK

RULES = rules_of(PACK)
OCT = datetime(2026, 10, 2, 9, 0, tzinfo=UTC)
NOV = datetime(2026, 11, 24, 8, 30, tzinfo=UTC)
LAGOS = Fact("city", "personal", "Lives in Lagos", "stated", since=OCT)


def change(words: str, evidence: str, note: str = "Lives in Abuja") -> tuple[str, str] | None:
    return change_refusal(
        evidence=evidence, content=words, new_note=note, old_note="Lives in Lagos"
    )


@pytest.mark.parametrize(
    ("words", "evidence"),
    [
        (
            "Quick update: I have moved to Abuja now, I live in Abuja since last week.",
            "I live in Abuja",
        ),
        ("I'm now living in Abuja since May.", "living in Abuja since May"),
        ("Moved last week. My address is now in Abuja.", "My address is now in Abuja"),
        ("We relocated to Abuja, the kids love it.", "We relocated to Abuja"),
    ],
)
def test_the_users_own_change_supersedes(words: str, evidence: str) -> None:
    assert change(words, evidence) is None


@pytest.mark.parametrize(
    ("words", "evidence", "screen"),
    [
        (
            "If I moved to Abuja, would my transfer limit change?",
            "If I moved to Abuja",
            "hypothetical",
        ),
        ("I'm thinking of moving to Abuja next year.", "moving to Abuja", "hypothetical"),
        ("Should I move to Abuja?", "move to Abuja", "hypothetical"),
        ("I might move to Abuja.", "move to Abuja", "hypothetical"),
        ("My sister moved to Abuja last month.", "moved to Abuja last month", "not_the_user"),
        ("Tunde's wife? She lives in Abuja now.", "She lives in Abuja now", "not_the_user"),
        ("Our landlord moved to Abuja.", "moved to Abuja", "not_the_user"),
    ],
)
def test_a_hypothetical_or_someone_elses_news_supersedes_nothing(
    words: str, evidence: str, screen: str
) -> None:
    refused = change(words, evidence)
    assert refused is not None and refused[0] == screen


def test_a_preference_said_politely_is_not_hypothetical() -> None:
    words = "I would like you to call me Tobi from now on."
    assert change(words, "call me Tobi", "Call the user Tobi") is None


def proposal(evidence: str) -> dict[str, object]:
    return {"key": "city", "kind": "personal", "note": "Lives in Abuja", "evidence": evidence}


def test_a_stated_fact_gives_way_only_to_newer_words() -> None:
    said = "Quick update: I have moved to Abuja now, I live in Abuja since last week."
    p = proposal("I live in Abuja since last week") | {"confidence": 0.9}
    newer = screen([p], [UserMessage(4, said, at=NOV)], [LAGOS], [], RULES).results[0]
    assert newer.outcome is Outcome.SUPERSEDES and newer.existing_key == "city"
    older = screen([p], [UserMessage(4, said, at=OCT)], [LAGOS], [], RULES).results[0]
    assert (older.outcome, older.screen) == (Outcome.REJECTED, "stated_wins")
    undated = screen([p], [UserMessage(4, said)], [LAGOS], [], RULES).results[0]
    assert undated.screen == "stated_wins"


def test_an_inferred_fact_never_gives_way_to_older_words() -> None:
    said = "Quick update: I have moved to Abuja now, I live in Abuja since last week."
    p = proposal("I live in Abuja since last week") | {"confidence": 0.9}
    inferred = Fact("city", "personal", "Lives in Lagos", "inferred", 0.9, since=NOV)
    r = screen([p], [UserMessage(4, said, at=OCT)], [inferred], [], RULES).results[0]
    assert (r.outcome, r.screen) == (Outcome.REJECTED, "older_evidence")


def test_a_never_inferred_kind_is_never_superseded() -> None:
    nick = Fact("mama_tobi", "beneficiary_nickname", "Mama Tobi is Ada", "stated", since=OCT)
    said = "By the way, Mama Tobi is now Funke, she is my aunt."
    p = {"key": "mama_tobi", "kind": "relationship", "note": "Mama Tobi is Funke"}
    p |= {"evidence": "Mama Tobi is now Funke", "confidence": 0.9}
    r = screen([p], [UserMessage(4, said, at=NOV)], [nick], [], RULES).results[0]
    assert (r.outcome, r.screen) == (Outcome.REJECTED, "never_inferred")


ABUJA = Fact(
    "city", "personal", "Lives in Abuja", "inferred", 0.9, since=NOV, evidence="I live in Abuja"
)
EARLIER = Fact("city", "personal", "Lives in Lagos", "stated", since=OCT, until=NOV)


def test_the_context_dates_every_fact_in_the_accounts_time_zone() -> None:
    late = datetime(2026, 10, 1, 23, 30, tzinfo=UTC)  # already 2 October in Lagos
    fact = Fact("pet", "personal", "Has a dog", "stated", since=late)
    msg = context_message(None, [fact], tz=ZoneInfo("Africa/Lagos"))
    assert msg is not None
    assert "> - Has a dog (stated by the user; stated 2026-10-02; personal, key pet)" in msg.content
    utc = context_message(None, [fact])
    assert utc is not None and "stated 2026-10-01" in utc.content


def test_the_earlier_fact_follows_the_current_one_marked_and_never_current() -> None:
    msg = context_message("The user lives in Lagos. The user moved to Abuja.", [EARLIER, ABUJA])
    assert msg is not None
    lines = msg.content.splitlines()
    at = lines.index(
        "> - Lives in Abuja (picked up from conversation; picked up 2026-11-24, from the "
        'user\'s words "I live in Abuja"; personal, key city)'
    )
    assert lines[at + 1] == (
        "> - until 2026-11-24: Lives in Lagos (stated by the user; stated 2026-10-02; "
        "earlier, no longer current; personal, key city)"
    )
    assert "> The user moved to Abuja." in lines
    assert not any("The user lives in Lagos" in line for line in lines)


def test_the_summary_keeps_sentences_about_others_questions_and_the_change() -> None:
    summary = (
        "The user lives in Lagos.\nThe user's sister lives in Lagos. The user asked whether "
        "Lagos has a branch. The user moved from Lagos to Abuja."
    )
    kept = consistent_summary(summary, [ABUJA, EARLIER])
    assert kept == (
        "The user's sister lives in Lagos. The user asked whether Lagos has a branch. "
        "The user moved from Lagos to Abuja."
    )
    assert consistent_summary(summary, [LAGOS]) == summary  # no history: untouched


def test_the_users_own_words_in_a_summary_are_held_to_the_facts_too() -> None:
    name = Fact("preferred_name", "preference", "Call the user Doctor", "inferred", since=NOV)
    madam = Fact("preferred_name", "preference", "Call the user Madam", "stated", OCT, until=NOV)
    summary = "Please always call me Madam. Noted. My sister calls me Madam too."
    assert consistent_summary(summary, [name, madam]) == "Noted. My sister calls me Madam too."
