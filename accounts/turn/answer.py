"""What the turn service answers: typed, so a door adapts formats and reads nothing else."""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from accounts.models import MAIN_THREAD, Account
from memoryadmin.engine.types import Mode


@dataclass(frozen=True)
class Timings:
    """Seconds spent: reading the account (its window, facts, ids), building, in all."""

    read: float = 0.0
    build: float = 0.0
    total: float = 0.0


@dataclass(frozen=True)
class TurnAnswer:
    """One turn's answer.

    ``messages`` is what goes to the model: the engine's in ``enabled``, the
    history as given otherwise (``disabled``, ``shadow``, a fallback). ``records``
    are the ids stored this turn, ``conflicts`` the known ids whose content
    differs, ``shadowed`` whether a shadow record was written. ``cause`` says why
    the turn fell back (an exception's class name, or ``InvalidAccountId``).
    """

    mode: Mode
    messages: list[Any]
    fallback: bool = False
    cause: str = ""
    conflicts: list[str] = field(default_factory=list)
    records: tuple[str, ...] = ()
    shadowed: bool = False
    thread: str = MAIN_THREAD
    record: bool = True  # False: a side call, nothing of it stored
    timings: Timings = Timings()
    # For a door that records the model's reply (``accounts.turns``): the account row
    # and the id the reply's id derives from, and the ids given to id-less items.
    account: Account | None = None
    last_id: str = ""
    added: frozenset[str] = frozenset()
    # The facts the model was shown, (key, origin): for the turn log.
    facts: tuple[tuple[str, str], ...] = ()
    # Tool-sequence repairs made to the replayed log (engine/sequence.py), and the replies
    # this turn superseded (the agent never received them), by external id.
    repairs: tuple[str, ...] = ()
    superseded: frozenset[str] = frozenset()
    # The seq reserved for the model's reply when the door records it (``claim=True``):
    # which attempt of a retried turn began last (accounts/turn/reply.py).
    claim: int | None = None

    def body(self) -> dict[str, Any]:
        """The ``/context`` answer (API.md): mode, messages, fallback, conflicts."""
        out: dict[str, Any] = {
            "mode": self.mode.value,
            "messages": self.messages,
            "fallback": self.fallback,
        }
        if not self.fallback and self.mode is not Mode.DISABLED:
            out["conflicts"] = self.conflicts
            if self.repairs:
                out["repairs"] = list(self.repairs)
        return out


@dataclass(frozen=True)
class Turn:
    """A door's turn in flight (``accounts.turns.turn_begin``): what goes upstream, and
    what recording the model's reply needs."""

    account: str
    now: datetime
    mode: Mode
    # What goes upstream as ``messages``: None means the agent's own, untouched.
    messages: list[Any] | None = None
    # Whether the reply is recorded: the engine recorded this turn (shadow, enabled).
    record: bool = False
    last_id: str = ""  # what the reply's id derives from
    claim: int | None = None  # the seq the reply is stored under (accounts/turn/reply.py)
    fallback: bool = False
    stored_account: Account | None = None  # the account row, when it existed before the turn
    project: int | None = None  # the calling key's project: the account is looked up in it
    cause: str = ""  # why the turn fell back ("" when it did not)
    thread: str = MAIN_THREAD
    door: str = "chat"
    answer: TurnAnswer | None = None  # the turn service's answer, None before it ran
