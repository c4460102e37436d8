"""The accuracy benchmark (issue 12, part 5): plain Python, no Django.

A seeded generator writes banking conversations driven by a ledger simulator
whose live values change between turns (balances, members' payments, rotation
positions, held funds, verification steps), with durable facts stated along
the way (relationships, preferences, reminders, goals) and forgets of some of
them. The same conversations run through several memories side by side, and
what each memory hands the model on every turn is scored. The engine itself
is driven through its HTTP API by ``tests.bench.engine_api``; this
module holds the generator, the ledger, the copying model, the two baselines
and the scoring.

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

import json
import random
import re
from collections import Counter
from collections.abc import Callable, Sequence
from contextlib import AbstractContextManager, nullcontext
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from memoryadmin.engine.offline import LIMIT_MARK, MESSAGES_MARK, PREVIOUS_MARK
from memoryadmin.engine.ports import ModelReply
from memoryadmin.engine.tokens import count_message
from memoryadmin.packs.banking.rules import SUMMARY_WORD_LIMIT

SYSTEM_PROMPT = (
    "You are Flow, a bank's assistant on WhatsApp. Read balances, payment statuses and "
    "rotation positions from your tools before you state them."
)
START = datetime(2026, 6, 1, 8, 0, tzinfo=UTC)
STAMP_MARKS = ("Checked live at", "Not checked live")
# How the engine's per-turn context message heads its facts section (engine/context.py).
FACTS_HEADING = "What is remembered about the user"
SUMMARY_HEADING = "Summary of the earlier conversation:\n"

YOU = "you"
MEMBERS = [
    "Tunde", "Ada", "Bola", "Chidi", "Funke", "Emeka", "Kemi", "Segun",
    "Yusuf", "Amaka", "Dayo", "Halima", "Uche", "Sade",
]  # fmt: skip
GROUPS = ["Ajo Ladies", "Market Esusu", "Estate Ajo", "Office Esusu", "Church Ajo"]
PAYEES = ["Tobi", "Musa", "Grace", "Ibrahim", "Joy", "Femi"]
# Probe words appear nowhere else in the templates, so finding one means memory carried it.
RELATIONS = ["wife", "husband", "brother", "sister", "cousin"]
RELATION_NAMES = [
    "Ngozi", "Martha", "Chuka", "Ifeoma", "Obinna", "Yemisi", "Nneka", "Kelechi", "Zainab", "Tolu",
]  # fmt: skip
TITLES = ["Chief", "Madam", "Alhaji", "Doctor", "Oga"]
LANGUAGES = ["Pidgin", "Yoruba", "Hausa", "Igbo"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
GOALS = ["car", "generator", "wedding", "laptop"]
BUSINESSES = ["pharmacy", "bakery", "barbershop", "printing press"]
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th"}

# Money as replies write it. Some forms the engine's money detection does not read yet
# ("N 5,000", bare figures): they are in the mix on purpose.
LIVE_STYLES = ["sign", "sign", "sign", "N", "N_space", "NGN", "word", "bare"]
USER_STYLES = ["sign", "plain", "k", "N", "word"]


def money(amount: int, style: str) -> str:
    if style == "sign":
        return f"₦{amount:,}"
    if style == "N":
        return f"N{amount:,}"
    if style == "N_space":
        return f"N {amount:,}"
    if style == "NGN":
        return f"NGN {amount:,}"
    if style == "word":
        return f"{amount:,} naira"
    if style == "k" and amount % 1000 == 0:
        return f"{amount // 1000}k"
    if style == "plain":
        return f"{amount:,}"
    return str(amount)


# --- the ledger -----------------------------------------------------------------


@dataclass
class Group:
    name: str
    members: list[str]  # the rotation order; YOU is the user
    amount: int
    paid: set[str]
    collector: int  # index of who collects this cycle's pot

    def position(self) -> int:
        """The user's place in the queue to collect: 1 means next."""
        return (self.members.index(YOU) - self.collector) % len(self.members) + 1

    def others(self) -> list[str]:
        return [m for m in self.members if m != YOU]

    def all_paid(self) -> bool:
        return len(self.paid) == len(self.members)


@dataclass
class Ledger:
    """The bank's side: the truth the tools read. Changes between turns on its own."""

    balance: int
    held: int
    nin: str  # not_started | in_progress | verified
    bvn: str  # not_started | verified
    groups: list[Group]

    @classmethod
    def new(cls, rng: random.Random) -> Ledger:
        names = rng.sample(MEMBERS, len(MEMBERS))
        groups = []
        for gname in rng.sample(GROUPS, rng.choice([1, 2])):
            others = [names.pop() for _ in range(rng.randint(3, 5))]
            members = [*others]
            members.insert(rng.randrange(len(members) + 1), YOU)
            amount = rng.choice([2000, 5000, 10000, 20000])
            paid = {m for m in members if rng.random() < 0.4}
            groups.append(Group(gname, members, amount, paid, rng.randrange(len(members))))
        held = rng.randrange(20_000, 90_000) * 10 + 9 if rng.random() < 0.55 else 0
        return cls(
            balance=rng.randrange(15_000, 150_000) * 10,
            held=held,
            nin="not_started" if held or rng.random() < 0.5 else "verified",
            bvn="not_started" if rng.random() < 0.6 else "verified",
            groups=groups,
        )

    def values(self) -> dict[str, object]:
        out: dict[str, object] = {
            "balance": self.balance,
            "held": self.held,
            "kyc:NIN": self.nin,
            "kyc:BVN": self.bvn,
        }
        for g in self.groups:
            for m in g.members:
                out[f"paid:{g.name}:{m}"] = m in g.paid
            out[f"count:{g.name}"] = len(g.paid)
            out[f"position:{g.name}"] = g.position()
        return out

    def payout(self, g: Group) -> tuple[str, int]:
        pot = g.amount * len(g.members)
        recipient = g.members[g.collector]
        if recipient == YOU:
            self.balance += pot
        g.collector = (g.collector + 1) % len(g.members)
        g.paid = set()
        return recipient, pot

    def tick(self, rng: random.Random) -> None:
        """What happens between two turns without the user: money in and out, members
        paying, pots paid out (positions move), verification finishing, holds lifted."""
        if rng.random() < 0.3:
            self.balance += rng.randrange(100, 8_000) * 10
        if rng.random() < 0.12 and self.balance > 160_000:
            self.balance -= rng.randrange(50, 2_000) * 10
        for g in self.groups:
            unpaid = [m for m in g.others() if m not in g.paid]
            if unpaid and rng.random() < 0.35:
                g.paid.add(rng.choice(unpaid))
            if YOU not in g.paid and rng.random() < 0.06:  # a standing order
                g.paid.add(YOU)
                self.balance -= g.amount
            if g.all_paid() and rng.random() < 0.5:
                self.payout(g)
        if self.nin == "in_progress" and rng.random() < 0.15:
            self.nin = "verified"
            self.balance += self.held
            self.held = 0


# --- the conversations ------------------------------------------------------------


@dataclass(frozen=True)
class Quote:
    """A live value an assistant reply read through a tool."""

    key: str
    value: object
    surface: str
    money: bool
    turn: int


@dataclass
class Durable:
    """A fact the user stated that stays true until they change it."""

    kind: str
    key: str
    note: str
    probe: str  # a word that appears nowhere else in the conversation
    turn: int = -1
    forget_turn: int | None = None
    forget_words: tuple[str, ...] = ()

    def found_in(self, text: str) -> bool:
        return re.search(rf"\b{re.escape(self.probe)}", text, re.IGNORECASE) is not None


@dataclass
class Turn:
    index: int
    at: datetime
    topic: str
    user: str
    reply: str
    reply_at: datetime
    tools: list[str]
    quotes: list[Quote]
    values: dict[str, object]  # the ledger when the user writes, before this turn's action
    states: Durable | None = None
    forgets: Durable | None = None


@dataclass
class Conversation:
    id: str
    turns: list[Turn]
    durables: list[Durable]
    _tokens: list[int] = field(default_factory=list, repr=False)

    def messages(self) -> list[tuple[str, str]]:
        out: list[tuple[str, str]] = []
        for t in self.turns:
            out += [("user", t.user), ("assistant", t.reply)]
        return out

    def tokens(self) -> list[int]:
        if not self._tokens:
            self._tokens = [count_message(text) for _, text in self.messages()]
        return self._tokens

    def window_start(self, t: int, budget: int) -> int:
        """Index of the oldest message in the verbatim window at turn t.

        Turn t's user message (index 2t) is always in; older ones join newest
        first while they fit ``budget`` tokens.
        """
        tokens = self.tokens()
        used = tokens[2 * t]
        start = 2 * t
        while start > 0 and used + tokens[start - 1] <= budget:
            start -= 1
            used += tokens[start]
        return start

    def quotes(self) -> list[Quote]:
        return [q for t in self.turns for q in t.quotes]


Reply = tuple[str, str, list[str], list[Quote]]  # user, reply, tools, quotes


class _Writer:
    """One conversation's turns, written against the ledger as it stands."""

    def __init__(self, rng: random.Random, ledger: Ledger) -> None:
        self.rng = rng
        self.ledger = ledger
        self.t = 0
        # Relatives the user has named and not asked to forget: they receive money too.
        self.relatives: list[Durable] = []

    def q(self, key: str, surface: str, *, money: bool = False) -> Quote:
        return Quote(key, self.ledger.values()[key], surface, money, self.t)

    def money_q(self, key: str, style: str | None = None) -> tuple[str, Quote]:
        amount = self.ledger.values()[key]
        assert isinstance(amount, int)
        text = money(amount, style or self.rng.choice(LIVE_STYLES))
        return text, self.q(key, text, money=True)

    def topics(self) -> dict[str, int]:
        led = self.ledger
        w = {"balance": 16, "transfer": 12, "status": 12, "member": 10, "position": 8}
        w["smalltalk"] = 8
        if self.relatives:
            w["relative"] = 4
        if any(YOU not in g.paid for g in led.groups):
            w["contribute"] = 8
        if any(g.all_paid() for g in led.groups):
            w["payout"] = 10
        if led.held:
            w["held"] = 7
        if led.nin == "not_started":
            w["nin_start"] = 5
        if led.nin == "in_progress":
            w["nin_check"] = 8
        if led.bvn == "not_started":
            w["bvn"] = 3
        return w

    def write(self, topic: str) -> Reply:
        handler: Callable[[], Reply] = getattr(self, f"_{topic}")
        return handler()

    # Each topic: the user's words, the tool the assistant reads or acts with, its reply.
    def _balance(self) -> Reply:
        r = self.rng
        user = r.choice(
            [
                "What's my balance?",
                "How much do I have in my account now?",
                "Check my balance please.",
                "What is my balance now?",
                "Balance?",
            ]
        )
        amount, quote = self.money_q("balance")
        reply = r.choice(
            [
                "Your balance is {a}.",
                "You have {a} in your account.",
                "Your available balance is {a}.",
                "Balance: {a}.",
            ]
        ).format(a=amount)
        quotes = [quote]
        if self.ledger.held and r.random() < 0.6:
            held, hq = self.money_q("held")
            reply += f" {held} of it is on hold until your NIN is verified."
            quotes.append(hq)
        return user, reply, ["get_balance"], quotes

    def _transfer(self) -> Reply:
        r = self.rng
        payee = r.choice(PAYEES)
        amount = r.choice([2000, 3000, 5000, 10000, 15000, 20000])
        if self.ledger.balance - amount < 120_000:
            return self._smalltalk()
        said = money(amount, r.choice(USER_STYLES))
        user = r.choice(
            ["Send {a} to {p}.", "Transfer {a} to {p} please.", "Please send {p} {a}."]
        ).format(a=said, p=payee)
        self.ledger.balance -= amount
        sent = money(amount, "sign")
        if r.random() < 0.55:
            # An event tool, and a balance quoted beside it (issue 12: "Sent ₦2,000 to Tunde.
            # Your new balance is ₦997,990." is read from a live ledger all the same).
            balance, quote = self.money_q("balance", r.choice([*LIVE_STYLES, "bare"]))
            reply = r.choice(
                [
                    f"Sent {sent} to {payee}. Your new balance is {balance}.",
                    f"Done: {sent} sent to {payee}. New balance: {balance}.",
                    f"Transfer of {sent} to {payee} completed. You now have {balance}.",
                ]
            )
            return user, reply, ["send_transfer"], [quote]
        ref = f"TR-{r.randrange(10_000, 99_999)}"
        return user, f"Done: {sent} sent to {payee}. Reference {ref}.", ["send_transfer"], []

    def _relative(self) -> Reply:
        r = self.rng
        d = r.choice(self.relatives)
        amount = r.choice([5000, 10000, 20000])
        if self.ledger.balance - amount < 120_000:
            return self._smalltalk()
        self.ledger.balance -= amount
        said = money(amount, r.choice(USER_STYLES))
        user = f"Send {said} to my {d.key} {d.probe}."
        reply = f"Sent {money(amount, 'sign')} to {d.probe}."
        return user, reply, ["send_transfer"], []

    def _status_clause(self, g: Group, m: str) -> tuple[str, Quote]:
        r = self.rng
        if m in g.paid:
            clause = r.choice([f"{m} has paid", f"{m} paid this cycle"])
        else:
            owed = money(g.amount, "sign")
            clause = r.choice(
                [
                    f"{m} hasn't paid",
                    f"{m} has not paid yet",
                    f"{m} is still pending",
                    f"{m} still owes {owed}",
                    f"{m}'s {owed} is still outstanding",
                ]
            )
        return clause, self.q(f"paid:{g.name}:{m}", clause)

    def _status(self) -> Reply:
        r = self.rng
        g = r.choice(self.ledger.groups)
        user = r.choice(
            [
                "Has everyone paid into {g}?",
                "Who hasn't paid {g} this cycle?",
                "What's the contribution status for {g}?",
                "Give me an update on {g}.",
            ]
        ).format(g=g.name)
        clauses, quotes = [], []
        for m in g.others():
            clause, quote = self._status_clause(g, m)
            clauses.append(clause)
            quotes.append(quote)
        count = f"{len(g.paid)} of {len(g.members)} members"
        quotes.append(self.q(f"count:{g.name}", count))
        reply = f"{g.name} this cycle: {', '.join(clauses)}. {count} have paid."
        return user, reply, ["get_group_status"], quotes

    def _member(self) -> Reply:
        r = self.rng
        g = r.choice(self.ledger.groups)
        m = r.choice(g.others())
        user = r.choice(
            ["Is {m} still pending?", "Has {m} paid into {g} yet?", "Did {m} pay this cycle?"]
        ).format(m=m, g=g.name)
        clause, quote = self._status_clause(g, m)
        lead = "No" if m in g.paid else "Yes"
        if user.startswith(("Has", "Did")):
            lead = "Yes" if m in g.paid else "No"
        return user, f"{lead}, {clause}.", ["get_group_status"], [quote]

    def _position(self) -> Reply:
        r = self.rng
        g = r.choice(self.ledger.groups)
        user = r.choice(
            [
                "When is my turn to collect from {g}?",
                "Where am I in the {g} rotation?",
                "When do I get the {g} payout?",
            ]
        ).format(g=g.name)
        pos = g.position()
        if pos == 1:
            surface = f"next in line to collect from {g.name}"
            reply = f"You are {surface}."
        else:
            surface = r.choice(
                [
                    f"{ORDINALS[pos]} in the {g.name} rotation",
                    f"collect {ORDINALS[pos]} in {g.name}",
                    f"number {pos} in line for the {g.name} payout",
                ]
            )
            reply = f"You {surface}." if surface.startswith("collect") else f"You are {surface}."
        return user, reply, ["get_rotation_position"], [self.q(f"position:{g.name}", surface)]

    def _contribute(self) -> Reply:
        r = self.rng
        g = r.choice([g for g in self.ledger.groups if YOU not in g.paid])
        user = r.choice(["Pay my {g} contribution.", "Send my contribution for {g}."]).format(
            g=g.name
        )
        g.paid.add(YOU)
        self.ledger.balance -= g.amount
        reply = f"Sent your {money(g.amount, 'sign')} contribution to {g.name}."
        quotes = []
        if r.random() < 0.4:
            balance, quote = self.money_q("balance")
            reply += f" Your new balance is {balance}."
            quotes.append(quote)
        return user, reply, ["send_transfer"], quotes

    def _payout(self) -> Reply:
        g = self.rng.choice([g for g in self.ledger.groups if g.all_paid()])
        recipient, pot = self.ledger.payout(g)
        to = "you" if recipient == YOU else recipient
        user = f"Release this cycle's {g.name} payout."
        reply = f"Released the {money(pot, 'sign')} payout from {g.name} to {to}."
        return user, reply, ["release_payout"], []

    def _held(self) -> Reply:
        r = self.rng
        user = r.choice(
            [
                "Is my money still on hold?",
                "Has my held money been released?",
                "Why can't I use all my money?",
            ]
        )
        held, quote = self.money_q("held")
        reply = r.choice(
            [
                f"{held} is still on hold until your NIN is verified.",
                f"{held} of your balance is held until your NIN verification is done.",
            ]
        )
        return user, reply, ["get_balance"], [quote]

    def _nin_start(self) -> Reply:
        user = self.rng.choice(["I want to verify my NIN.", "Start my NIN verification please."])
        self.ledger.nin = "in_progress"
        surface = "NIN verification is now in progress"
        reply = f"I've submitted it: your {surface}."
        return user, reply, ["get_kyc_status"], [self.q("kyc:NIN", surface)]

    def _nin_check(self) -> Reply:
        r = self.rng
        user = r.choice(["Is my NIN verified yet?", "Any update on my NIN?"])
        surface = r.choice(
            ["NIN verification is still in progress", "NIN check is still processing"]
        )
        reply = f"Not yet: your {surface}."
        return user, reply, ["get_kyc_status"], [self.q("kyc:NIN", surface)]

    def _bvn(self) -> Reply:
        self.ledger.bvn = "verified"
        return "Please verify my BVN.", "Done: your BVN is now verified.", ["verify_bvn"], []

    def _smalltalk(self) -> Reply:
        user, reply = self.rng.choice(
            [
                ("Thanks!", "You're welcome."),
                ("Good morning.", "Good morning! How can I help today?"),
                ("Okay, thank you.", "Anytime."),
                (
                    "Can you explain what an ajo is?",
                    "An ajo (or esusu) is a savings group: everyone contributes the same "
                    "amount each cycle and one member collects the pot in turn.",
                ),
            ]
        )
        return user, reply, [], []


def _durables(rng: random.Random) -> list[tuple[Durable, str]]:
    """The durable facts one conversation states, each with the user's sentence."""
    names = rng.sample(RELATION_NAMES, 2)
    relations = rng.sample(RELATIONS, 2)
    out: list[tuple[Durable, str]] = []
    goal = rng.choice(GOALS)
    for n, (rel, name) in enumerate(zip(relations, names, strict=True)):
        if n == 1 and rng.random() < 0.5:
            break
        pronoun = {"wife": "she", "sister": "she"}.get(rel, "he")
        if n == 0 and rng.random() < 0.5:
            # The example: a note that shares words with another memory (the goal).
            goal = "car"
            sentence = f"My {rel} {name} tops up our car savings every month."
            note = f"{rel.capitalize()} is {name}; {pronoun} tops up the car savings"
        else:
            sentence = rng.choice(["My {r} is {n}.", "By the way, my {r}'s name is {n}."])
            sentence = sentence.format(r=rel, n=name)
            note = f"{rel.capitalize()} is {name}"
        out.append((Durable("relationship", rel, note, name, forget_words=(name,)), sentence))
    title, language, day = rng.choice(TITLES), rng.choice(LANGUAGES), rng.choice(DAYS)
    business = rng.choice(BUSINESSES)
    others = [
        (
            Durable("preference", "preferred_name", f"Call the user {title}", title),
            f"Please always call me {title}.",
        ),
        (
            Durable("preference", "language", f"Replies in {language}", language),
            f"From now on, reply to me in {language}.",
        ),
        (
            Durable("commitment", "reminder_day", f"Reminder every {day} to contribute", day),
            f"Remind me every {day} to pay my contribution.",
        ),
        (
            Durable("goal", "savings_goal", f"Saving for a {goal}", goal),
            f"I'm saving for a {goal} by next June.",
        ),
        (
            Durable("personal", "business", f"Runs a {business}", business.split()[0]),
            f"I run a {business} in Aba.",
        ),
    ]
    keep = rng.sample(others, 4)
    if goal == "car" and not any(d.key == "savings_goal" for d, _ in keep):
        keep[-1] = others[3]
    return out + keep


FORGET_PHRASES = [
    "Please forget my {r}'s name.",
    "Forget what I told you about my {r}.",
    "Forget my {r}'s name, please.",
]


def generate_conversation(seed: int, index: int, turns: int) -> Conversation:
    """One conversation: deterministic for (seed, index, turns)."""
    rng = random.Random(f"bench-accuracy:{seed}:{index}")
    ledger = Ledger.new(rng)
    writer = _Writer(rng, ledger)
    stated = _durables(rng)
    # Durable facts in the first half (they age out of the window later); forgets late.
    slots = list(range(1, max(2, turns // 2)))
    stated = stated[: len(slots)]
    plan: dict[int, tuple[str, Durable, str]] = {}
    for (durable, sentence), t in zip(stated, sorted(rng.sample(slots, len(stated))), strict=True):
        durable.turn = t
        plan[t] = ("state", durable, sentence)
    late = [t for t in range(int(turns * 0.6), turns - 1) if t not in plan]
    for n, (durable, _) in enumerate(d for d in stated if d[0].kind == "relationship"):
        if late and (n == 0 or rng.random() < 0.5):
            t = late.pop(rng.randrange(len(late)))
            durable.forget_turn = t
            plan[t] = ("forget", durable, rng.choice(FORGET_PHRASES).format(r=durable.key))
    at = START + timedelta(days=index)
    out: list[Turn] = []
    for t in range(turns):
        if t:
            ledger.tick(rng)
            at += timedelta(minutes=rng.randint(2, 40), days=1 if rng.random() < 0.05 else 0)
        writer.t = t
        values = ledger.values()
        states = forgets = None
        if t in plan:
            what, durable, sentence = plan[t]
            user, tools, quotes = sentence, [], []
            if what == "state":
                states = durable
                if durable.kind == "relationship":
                    writer.relatives.append(durable)
                reply = rng.choice(["Noted.", "Got it, I'll remember that.", "Okay, noted."])
            else:
                forgets = durable
                writer.relatives.remove(durable)
                reply = "Done: I've forgotten that. Your messages and transactions stay on record."
            topic = what
        else:
            weights = writer.topics()
            topic = rng.choices(list(weights), weights=list(weights.values()))[0]
            user, reply, tools, quotes = writer.write(topic)
        out.append(
            Turn(
                index=t,
                at=at,
                topic=topic,
                user=user,
                reply=reply,
                reply_at=at + timedelta(seconds=rng.randint(5, 40)),
                tools=tools,
                quotes=quotes,
                values=values,
                states=states,
                forgets=forgets,
            )
        )
    return Conversation(id=f"s{seed}-c{index}", turns=out, durables=[d for d, _ in stated])


def generate(*, seed: int, conversations: int, turns: int) -> list[Conversation]:
    return [generate_conversation(seed, i, turns) for i in range(conversations)]


# --- the copying model ----------------------------------------------------------------

_LINE = re.compile(r"^\[#\d+ (?P<role>user|assistant|system)\] (?P<text>.*)$")
_RELATION_WORD = re.compile(
    r"\bmy (wife|husband|brother|sister|cousin|mother|father|son|daughter)\b", re.IGNORECASE
)


def _section(text: str, mark: str, end_marks: Sequence[str]) -> str:
    start = text.find(mark)
    if start < 0:
        return ""
    body = text[start + len(mark) :]
    end = min([i for m in end_marks if (i := body.find(m)) >= 0] or [len(body)])
    return body[:end].strip()


def _guess_fact(text: str) -> dict[str, Any]:
    """A copied user sentence as a fact proposal: key and kind by keyword, nothing judged."""
    low = text.lower()
    rel = _RELATION_WORD.search(text)
    if rel:
        key, kind = rel.group(1).lower(), "relationship"
    elif "call me" in low:
        key, kind = "preferred_name", "preference"
    elif re.search(r"\b(always|from now on|never|reply to me)\b", low):
        key, kind = "language", "preference"
    elif re.search(r"\b(every|remind)\b", low):
        key, kind = "reminder_day", "commitment"
    elif re.search(r"\bsav(e|ing)\b", low):
        key, kind = "savings_goal", "goal"
    else:
        key = "_".join(re.findall(r"[a-z]+", low)[:3]) or "note"
        kind = "personal"
    return {"key": key, "kind": kind, "note": text, "evidence": text, "confidence": 0.9}


class CopyingModel:
    """A ModelClient that copies everything it is shown: the worst case for stale values.

    Given a compaction prompt (the engine's, or the summary buffer's, which uses
    the same markers) its summary is the previous summary followed by the text
    of every message as shown, oldest first, cut to the word limit the prompt
    states by dropping the oldest words (a copier that ignored the limit would be
    refused on length alone and would test nothing else). Its facts copy every
    user sentence, key and kind guessed from a keyword, confidence 0.9. It
    ignores instructions and retry notes: a retry gets the same answer. Any
    other prompt (a redaction) is copied back whole as the summary.
    """

    name = "copying-model"
    offline = False

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        users = [m.get("content", "") for m in messages if m.get("role") == "user"]
        prompt = users[0] if users else ""
        if MESSAGES_MARK in prompt:
            content = self._compact(prompt)
        else:
            shown = " ".join(m.get("content", "") for m in messages if m.get("role") != "system")
            content = json.dumps({"summary": shown, "facts": []}, ensure_ascii=False)
        return ModelReply(content=content, model=self.name, prompt_tokens=0, completion_tokens=0)

    def _compact(self, prompt: str) -> str:
        previous = _section(prompt, PREVIOUS_MARK, [MESSAGES_MARK])
        body = _section(prompt, MESSAGES_MARK, [LIMIT_MARK])
        limit_match = re.search(r"\d+", _section(prompt, LIMIT_MARK, ["\n"]))
        limit = int(limit_match.group(0)) if limit_match else SUMMARY_WORD_LIMIT
        pieces = [] if previous in {"", "(none)"} else [previous]
        facts = []
        for line in body.splitlines():
            m = _LINE.match(line.strip())
            if not m:
                continue
            pieces.append(m.group("text"))
            if m.group("role") == "user":
                facts.append(_guess_fact(m.group("text")))
        words = " ".join(pieces).split()
        summary = " ".join(words[-limit:])
        return json.dumps({"summary": summary, "facts": facts}, ensure_ascii=False)


# --- memories ---------------------------------------------------------------------------


class Memory(Protocol):
    label: str

    def session(self) -> AbstractContextManager[Any]: ...
    def start(self, conv: Conversation) -> None: ...
    def turn_input(self, conv: Conversation, t: int) -> list[dict[str, Any]]: ...
    def after_reply(self, conv: Conversation, t: int) -> None: ...
    def notes(self) -> list[str]: ...


def _window(conv: Conversation, t: int, start: int) -> list[dict[str, Any]]:
    return [{"role": r, "content": c} for r, c in conv.messages()[start : 2 * t + 1]]


class NaiveMemory:
    """Replays the last N messages: the newest that fit the token budget, as they were."""

    def __init__(self, budget: int) -> None:
        self.budget = budget
        self.label = "naive replay (last N messages)"

    def session(self) -> AbstractContextManager[Any]:
        return nullcontext()

    def start(self, conv: Conversation) -> None:
        pass

    def turn_input(self, conv: Conversation, t: int) -> list[dict[str, Any]]:
        start = conv.window_start(t, self.budget)
        return [{"role": "system", "content": SYSTEM_PROMPT}, *_window(conv, t, start)]

    def after_reply(self, conv: Conversation, t: int) -> None:
        pass

    def notes(self) -> list[str]:
        return []


def fold_prompt(previous: str, messages: Sequence[tuple[int, str, str]]) -> list[dict[str, str]]:
    """The summary buffer's fold: everything shown as it was, no placeholders, no rules."""
    lines = "\n".join(f"[#{n} {role}] {' '.join(text.split())}" for n, role, text in messages)
    user = (
        f"{PREVIOUS_MARK}\n{previous or '(none)'}\n\n{MESSAGES_MARK}\n{lines}\n\n"
        f"{LIMIT_MARK} {SUMMARY_WORD_LIMIT} words."
    )
    system = "Fold the new messages into the running summary of this conversation."
    return [{"role": "system", "content": system}, {"role": "user", "content": user}]


class SummaryBufferMemory:
    """The newest messages that fit the budget verbatim; older ones folded into a summary
    by the model, with nothing withheld from it and nothing validated."""

    def __init__(self, budget: int, model: Any) -> None:
        self.budget = budget
        self.model = model
        self.label = "summary buffer + copying model"
        self.summary = ""
        self.folded = 0
        self.folds = 0

    def session(self) -> AbstractContextManager[Any]:
        return nullcontext()

    def start(self, conv: Conversation) -> None:
        self.summary, self.folded = "", 0

    def turn_input(self, conv: Conversation, t: int) -> list[dict[str, Any]]:
        start = conv.window_start(t, self.budget)
        if start > self.folded:
            msgs = conv.messages()
            batch = [(n + 1, msgs[n][0], msgs[n][1]) for n in range(self.folded, start)]
            reply = self.model.complete(fold_prompt(self.summary, batch))
            self.summary = str(json.loads(reply.content)["summary"])
            self.folded = start
            self.folds += 1
        out = [{"role": "system", "content": SYSTEM_PROMPT}]
        if self.summary:
            out.append({"role": "system", "content": SUMMARY_HEADING + self.summary})
        return out + _window(conv, t, start)

    def after_reply(self, conv: Conversation, t: int) -> None:
        pass

    def notes(self) -> list[str]:
        return [f"{self.folds} folds"]


# --- scoring ---------------------------------------------------------------------------

_NUMBER = re.compile(r"(?<![\w.])(\d[\d,]*(?:\.\d+)?)(\s?[kK]\b)?")


def numbers_in(text: str) -> set[int]:
    out: set[int] = set()
    for m in _NUMBER.finditer(text):
        try:
            value = float(m.group(1).replace(",", ""))
        except ValueError:
            continue
        out.add(round(value * (1000 if m.group(2) else 1)))
    return out


def _norm(text: str) -> str:
    return " ".join(text.replace("’", "'").lower().split())


def stamped(content: str) -> bool:
    return any(mark in content for mark in STAMP_MARKS)


@dataclass
class Tally:
    label: str
    turns: int = 0
    stale: int = 0  # (turn, stale quote) pairs received unstamped
    stale_exposed: int = 0  # (turn, stale quote) pairs that exist at all, found or not
    recall_total: int = 0
    recall_hits: int = 0
    recall_hits_without_facts: int = 0
    forgotten: int = 0
    tokens: int = 0
    stale_by: Counter[str] = field(default_factory=Counter)  # where the stale values came from
    notes: list[str] = field(default_factory=list)
    examples: dict[str, list[str]] = field(default_factory=dict)

    def per_1k(self, n: int) -> float:
        return n * 1000 / self.turns if self.turns else 0.0

    def recall(self, *, facts: bool = True) -> float | None:
        if not self.recall_total:
            return None
        hits = self.recall_hits if facts else self.recall_hits_without_facts
        return hits / self.recall_total

    def example(self, metric: str, text: str, keep: int) -> None:
        found = self.examples.setdefault(metric, [])
        if len(found) < keep:
            found.append(text)


def _around(text: str, needle: str, width: int = 90) -> str:
    """A short excerpt of text around needle (case ignored), for the examples."""
    flat = " ".join(text.split())
    i = flat.lower().find(needle.lower())
    if i < 0:
        return flat[: 2 * width]
    start, end = max(0, i - width), min(len(flat), i + len(needle) + width)
    return ("…" if start else "") + flat[start:end] + ("…" if end < len(flat) else "")


def _contains(content: str, q: Quote) -> bool:
    return q.value in numbers_in(content) if q.money else _norm(q.surface) in _norm(content)


def score_turn(
    tally: Tally,
    conv: Conversation,
    t: int,
    messages: Sequence[dict[str, Any]],
    *,
    budget: int,
    keep_examples: int = 0,
) -> None:
    """Score what one memory handed the model on turn t of a conversation."""
    items = [
        (str(m.get("role", "")), str(m.get("content", "")))
        for m in messages
        if not (m.get("role") == "system" and m.get("content") == SYSTEM_PROMPT)
    ]
    contents = [c for _, c in items]
    tally.turns += 1
    tally.tokens += sum(count_message(c) for c in contents)
    full = "\n".join(contents)
    unstamped_items = [(role, c) for role, c in items if not stamped(c)]
    unstamped = _norm("\n".join(c for _, c in unstamped_items))
    figures = numbers_in(unstamped)
    values = conv.turns[t].values

    stale: set[tuple[str, object, str]] = set()
    found: set[tuple[str, object, str]] = set()
    for turn in conv.turns[:t]:
        for q in turn.quotes:
            if values.get(q.key) == q.value:
                continue
            ident = (q.key, q.value, "" if q.money else _norm(q.surface))
            stale.add(ident)
            if ident in found:
                continue
            if not (q.value in figures if q.money else ident[2] in unstamped):
                continue
            found.add(ident)
            role, where = next(((r, c) for r, c in unstamped_items if _contains(c, q)), ("", ""))
            place = "summary/facts" if role == "system" else "window"
            tool = ",".join(turn.tools) or "no tool"
            tally.stale_by[f"{q.key.split(':')[0]} read with {tool}, replayed in {place}"] += 1
            if keep_examples:
                tally.example(
                    "stale",
                    f"{conv.id} turn {t}: {q.surface!r} (read at turn {q.turn} with {tool}; "
                    f"{q.key} is now {values.get(q.key)!r}) in {place}: "
                    f"{_around(where, q.surface if not q.money else f'{q.value:,}')}",
                    keep_examples,
                )
    tally.stale += len(found)
    tally.stale_exposed += len(stale)

    start = conv.window_start(t, budget)
    without_facts = "\n".join(c.split(FACTS_HEADING)[0] for c in contents)
    for d in conv.durables:
        if d.turn < 0 or d.turn >= t or 2 * d.turn >= start:
            continue  # not said yet, or still in the verbatim window
        if d.forget_turn is not None and d.forget_turn < t:
            continue
        tally.recall_total += 1
        if d.found_in(full):
            tally.recall_hits += 1
        elif keep_examples:
            tally.example(
                "missed", f"{conv.id} turn {t}: {d.kind} {d.key!r} ({d.probe})", keep_examples
            )
        if d.found_in(without_facts):
            tally.recall_hits_without_facts += 1
    for d in conv.durables:
        if d.forget_turn is None or d.forget_turn >= t:
            continue
        for w in d.forget_words:
            if re.search(rf"\b{re.escape(w)}\b", full, re.IGNORECASE):
                tally.forgotten += 1
                if keep_examples:
                    where = next((c for c in contents if w.lower() in c.lower()), "")
                    tally.example(
                        "forgotten",
                        f"{conv.id} turn {t}: {w!r} (forgotten at turn {d.forget_turn}) in: "
                        f"{_around(where, w)}",
                        keep_examples,
                    )


def run(
    conversations: Sequence[Conversation],
    memories: Sequence[Memory],
    *,
    budget: int,
    keep_examples: int = 0,
    progress: Callable[[str], None] | None = None,
) -> list[Tally]:
    """Every conversation through every memory, one memory at a time."""
    tallies = []
    for memory in memories:
        tally = Tally(memory.label)
        with memory.session():
            for conv in conversations:
                memory.start(conv)
                for t in range(len(conv.turns)):
                    given = memory.turn_input(conv, t)
                    score_turn(tally, conv, t, given, budget=budget, keep_examples=keep_examples)
                    memory.after_reply(conv, t)
        tally.notes = memory.notes()
        tallies.append(tally)
        if progress:
            progress(f"  done: {memory.label}")
    return tallies


# --- the table ----------------------------------------------------------------------------


def _ratio(value: float | None) -> str:
    return "n/a" if value is None else f"{value:.2f}"


def table(tallies: Sequence[Tally]) -> str:
    head = (
        "memory",
        "stale unstamped /1k turns",
        "durable recall",
        "(w/o facts)",
        "forgotten words /1k turns",
        "tokens/turn",
    )
    rows = [
        (
            t.label,
            f"{t.per_1k(t.stale):.1f}",
            _ratio(t.recall()),
            _ratio(t.recall(facts=False)),
            f"{t.per_1k(t.forgotten):.1f}",
            f"{t.tokens / t.turns:.0f}" if t.turns else "n/a",
        )
        for t in tallies
    ]
    widths = [max(len(r[i]) for r in [head, *rows]) for i in range(len(head))]

    def line(cells: Sequence[str]) -> str:
        first = cells[0].ljust(widths[0])
        rest = [c.rjust(w) for c, w in zip(cells[1:], widths[1:], strict=True)]
        return "  ".join([first, *rest])

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([line(head), rule, *(line(r) for r in rows)])


def describe(conversations: Sequence[Conversation], tallies: Sequence[Tally]) -> str:
    """What the run contained, so the table's figures can be read against it."""
    turns = sum(len(c.turns) for c in conversations)
    quotes = sum(len(c.quotes()) for c in conversations)
    topics = Counter(t.topic for c in conversations for t in c.turns)
    durables = sum(len(c.durables) for c in conversations)
    forgets = sum(1 for c in conversations for d in c.durables if d.forget_turn is not None)
    exposed = tallies[0].stale_exposed / tallies[0].turns if tallies and tallies[0].turns else 0
    recall_pairs = tallies[0].recall_total if tallies else 0
    return (
        f"{len(conversations)} conversations, {turns} turns: {quotes} live values quoted "
        f"through tools (on average {exposed:.0f} earlier quotes are stale at a turn); "
        f"{durables} durable facts stated ({recall_pairs} (turn, fact) pairs beyond the "
        f"window), {forgets} forgets.\nTopics: "
        + ", ".join(f"{k} {v}" for k, v in topics.most_common())
    )
