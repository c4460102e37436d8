"""The accuracy benchmark (issue 12, part 5): plain Python, no Django.

A seeded generator writes banking conversations driven by a ledger simulator
whose live values change between turns (balances, members' payments, rotation
positions, held funds, verification steps), with durable facts stated along
the way (relationships, preferences, reminders, goals) and forgets of some of
them. The same conversations run through several memories side by side, and
what each memory hands the model on every turn is scored. The engine itself
is driven through its HTTP API by ``tests.bench.engine_api``; this
module holds the generator, the ledger, the copying model, the two baselines
and the scoring:
``ledger`` (live values), ``generator`` (conversations), ``baselines`` (the copying
model, naive replay, a summary buffer) and ``report`` (scoring, the table).

What is measured, exactly (per turn t, on the messages the memory hands the
model, leaving out the agent's own system prompt, which every memory passes
through the same):

stale unstamped
    A *quote* is a live value an assistant reply read through a tool: a
    ledger key, the value read, and its surface in the reply. At turn t a
    quote is stale when the ledger's value for that key now differs from the
    value quoted. It is *received unstamped* when its surface appears in a
    message that carries no stamp (neither "Checked live at" nor "Not checked
    live"). Amounts of money are matched by value: every number in the text
    is read with its commas dropped, "5k" as 5,000 (balances and held amounts
    are six or seven figures, so no other number in a conversation matches
    them). Statuses and positions are matched by their exact clause, ignoring
    case and spacing ("Tunde hasn't paid", "3rd in the Ajo Ladies rotation").
    Counted once per (turn, key, value, surface), reported per 1,000 turns.
    A paraphrase ("Tunde still owed money") is not found, so with a real
    model the figure is a lower bound; with a copying model it is exact.
durable recall
    Each durable fact has a probe word (the name, the title, the day, the
    thing saved for). Of the (turn, fact) pairs where the fact's message is
    older than the verbatim window (the newest messages that fit
    ``--window-tokens``, which is exactly what naive replay keeps) and the
    fact was not forgotten, the share where the probe reaches the model.
    "w/o facts" does the same leaving out the engine's facts section, to show
    what the summary and window carry on their own.
forgotten words
    After "forget my wife's name" at turn f, every later turn whose input
    holds the name counts once per name; reported per 1,000 turns.
tokens per turn
    tiktoken (``memoryadmin.engine.tokens.count_message``) over the input,
    without the agent's system prompt.
"""

from __future__ import annotations

from tests.bench.accuracy.baselines import (
    CopyingModel,
    Memory,
    NaiveMemory,
    SummaryBufferMemory,
    fold_prompt,
)
from tests.bench.accuracy.generator import (
    BUSINESSES,
    DAYS,
    FACTS_HEADING,
    FORGET_PHRASES,
    GOALS,
    LANGUAGES,
    LIVE_STYLES,
    ORDINALS,
    PAYEES,
    RELATION_NAMES,
    RELATIONS,
    STAMP_MARKS,
    START,
    SUMMARY_HEADING,
    SYSTEM_PROMPT,
    TITLES,
    USER_STYLES,
    Conversation,
    Durable,
    Quote,
    Reply,
    Turn,
    generate,
    generate_conversation,
    money,
)
from tests.bench.accuracy.ledger import GROUPS, MEMBERS, YOU, Group, Ledger
from tests.bench.accuracy.report import (
    Tally,
    describe,
    numbers_in,
    run,
    score_turn,
    stamped,
    table,
)

__all__ = [
    "BUSINESSES",
    "DAYS",
    "FACTS_HEADING",
    "FORGET_PHRASES",
    "GOALS",
    "GROUPS",
    "LANGUAGES",
    "LIVE_STYLES",
    "MEMBERS",
    "ORDINALS",
    "PAYEES",
    "RELATIONS",
    "RELATION_NAMES",
    "STAMP_MARKS",
    "START",
    "SUMMARY_HEADING",
    "SYSTEM_PROMPT",
    "TITLES",
    "USER_STYLES",
    "YOU",
    "Conversation",
    "CopyingModel",
    "Durable",
    "Group",
    "Ledger",
    "Memory",
    "NaiveMemory",
    "Quote",
    "Reply",
    "SummaryBufferMemory",
    "Tally",
    "Turn",
    "describe",
    "fold_prompt",
    "generate",
    "generate_conversation",
    "money",
    "numbers_in",
    "run",
    "score_turn",
    "stamped",
    "table",
]
