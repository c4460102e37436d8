"""The accuracy benchmark's conversations: the ledger simulator and the seeded generator."""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta

from memoryadmin.engine.tokens import count_message
from tests.bench.accuracy.ledger import YOU, Group, Ledger

SYSTEM_PROMPT = (
    "You are Flow, a bank's assistant on WhatsApp. Read balances, payment statuses and "
    "rotation positions from your tools before you state them."
)
START = datetime(2026, 6, 1, 8, 0, tzinfo=UTC)
STAMP_MARKS = ("Checked live at", "Not checked live")
# How the engine's per-turn context message heads its facts section (engine/context.py).
FACTS_HEADING = "What is remembered about the user"
SUMMARY_HEADING = "Summary of the earlier conversation:\n"

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
