"""The ledger simulator: live values (balances, payments, rotation positions) that change."""

from __future__ import annotations

import random
from dataclasses import dataclass

# --- the ledger -----------------------------------------------------------------


YOU = "you"
MEMBERS = [
    "Tunde", "Ada", "Bola", "Chidi", "Funke", "Emeka", "Kemi", "Segun",
    "Yusuf", "Amaka", "Dayo", "Halima", "Uche", "Sade",
]  # fmt: skip
GROUPS = ["Ajo Ladies", "Market Esusu", "Estate Ajo", "Office Esusu", "Church Ajo"]


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
