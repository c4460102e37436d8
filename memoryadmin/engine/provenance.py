"""Volatility and provenance of assistant replies (ENGINE.md section 1)."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from memoryadmin.engine.ports import RulePack
from memoryadmin.engine.types import Provenance, Volatility, worst


def tool_volatility(pack: RulePack, tool: str) -> Volatility:
    # A tool the engine has never seen counts as live: every default is wrong in
    # the dangerous direction except this one.
    return pack.volatility_of(tool) or Volatility.LIVE


def unclassified_tools(pack: RulePack, tools: Sequence[str]) -> list[str]:
    return [t for t in tools if pack.volatility_of(t) is None]


def quotes_balance(pack: RulePack, content: str) -> bool:
    """The reply quotes an amount as it stands (a balance, money held or owed).

    Live whatever tool produced it (ENGINE.md sections 1 and 7). The compactor
    asks the same question of stored replies: see ``compaction.shown_messages``.
    """
    return pack.quotes_balance(content)


def reply_provenance(
    pack: RulePack,
    *,
    content: str,
    tools: Sequence[str] | None,
    observed_at: datetime | None,
) -> Provenance:
    """Provenance of one assistant reply, decided when it is recorded.

    - tools used: the worst volatility among them, read at ``observed_at``;
      a reply that quotes a balance is live whatever its tools (an event tool
      such as a transfer often reports the new balance too);
    - no tool, or tools unknown (recorded before provenance existed), yet the
      reply quotes money: live, and *unverified*, because nothing tells us the
      figure was read from the ledger at all;
    - otherwise no provenance applies (``volatility is None``).
    """
    if tools:
        volatility = worst([tool_volatility(pack, t) for t in tools])
        if volatility is not Volatility.LIVE and quotes_balance(pack, content):
            volatility = Volatility.LIVE
        return Provenance(tools=tuple(tools), volatility=volatility, observed_at=observed_at)
    known = tuple(tools) if tools is not None else None
    if pack.quotes_money(content):
        return Provenance(
            tools=known, volatility=Volatility.LIVE, observed_at=observed_at, unverified=True
        )
    return Provenance(tools=known, volatility=None, observed_at=observed_at)


def tool_result_provenance(
    pack: RulePack, *, tool: str | None, observed_at: datetime | None
) -> Provenance:
    """Provenance of one tool result (role ``tool``): the value its tool read.

    A result whose tool is not known (its call is not in the history and it
    carries no ``name``) counts as live, like any tool never seen.
    """
    if tool is None:
        return Provenance(tools=None, volatility=Volatility.LIVE, observed_at=observed_at)
    return Provenance(
        tools=(tool,), volatility=tool_volatility(pack, tool), observed_at=observed_at
    )


def message_provenance(
    pack: RulePack,
    *,
    role: str,
    content: str,
    tools: Sequence[str] | None,
    observed_at: datetime | None,
) -> Provenance | None:
    """Provenance of any stored item, by role; None where none applies (user, system).

    An assistant reply as ``reply_provenance`` decides; a tool result is the
    read itself, with ``tools`` holding its one tool name (or None if unknown).
    """
    if role == "assistant":
        return reply_provenance(pack, content=content, tools=tools, observed_at=observed_at)
    if role == "tool":
        tool = tools[0] if tools else None
        return tool_result_provenance(pack, tool=tool, observed_at=observed_at)
    return None
