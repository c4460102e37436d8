"""The scripted banking model every library's conversation is driven against.

Ten turns of a customer talking to a banking agent: plain chat, one live tool
call, parallel live tool calls, and a turn with two rounds of calls. The model
(``model``, a ``FakeLLM`` reply callable) answers from the request alone: it
finds the turn by the last user message and the round by how many assistant
``tool_calls`` items follow it, so each library runs its own tool loop and a
library's extra or retried request gets the same answer. Its tool-call
arguments are compact JSON, as OpenAI's models send them; ``model_spaced``
sends them with extra whitespace, as some providers do, so a library that
re-serialises arguments sends back different text.

The tools are live ones of the banking pack (memoryadmin/packs/banking/tools.py):
their results, and the replies after them, are stamped "Checked live at" when
the engine replays them.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from tests.fakellm import Answer, ToolCall

SYSTEM = "You are Flow, a banking assistant. Amounts are in naira (₦)."
STAMP = "Checked live at"

BALANCES = {"checking": "₦5,000.00", "savings": "₦12,500.00"}


def get_balance(account: str = "checking") -> str:
    return json.dumps({"account": account, "balance": BALANCES.get(account, "₦0.00")})


def get_transactions(account: str = "checking", limit: int = 3) -> str:
    rows = [
        {"date": "2026-11-28", "payee": "Shoprite", "amount": "-₦2,300.00"},
        {"date": "2026-11-27", "payee": "Salary", "amount": "+₦150,000.00"},
        {"date": "2026-11-25", "payee": "MTN airtime", "amount": "-₦1,000.00"},
    ]
    # A year's statement (limit 500) is about 34 KB: far more than the window's budget.
    older = [
        {"date": f"2026-{m:02d}-{d:02d}", "payee": "Market stall", "amount": "-₦1,500.00"}
        for m in range(11, 0, -1)
        for d in range(28, 0, -1)
    ]
    return json.dumps({"account": account, "transactions": (rows + older)[:limit]})


def get_group_status(group: str = "Ajo Circle") -> str:
    return json.dumps({"group": group, "next_payout": "2026-12-05", "your_position": 3})


FUNCTIONS = {f.__name__: f for f in (get_balance, get_transactions, get_group_status)}


def run_tool(name: str, arguments: str | dict[str, Any]) -> str:
    """The tool's result for a call, as the agent's own code would produce it."""
    args = json.loads(arguments) if isinstance(arguments, str) else dict(arguments)
    return str(FUNCTIONS[name](**args))


def _schema(name: str, description: str, props: dict[str, Any]) -> dict[str, Any]:
    return {
        "type": "function",
        "function": {
            "name": name,
            "description": description,
            "parameters": {"type": "object", "properties": props, "required": []},
        },
    }


ACCOUNT_PROP = {"account": {"type": "string", "enum": ["checking", "savings"]}}
TOOLS = [
    _schema("get_balance", "The balance of an account, read live.", ACCOUNT_PROP),
    _schema(
        "get_transactions",
        "The latest transactions of an account, read live.",
        {**ACCOUNT_PROP, "limit": {"type": "integer"}},
    ),
    _schema(
        "get_group_status", "A savings group's status, read live.", {"group": {"type": "string"}}
    ),
]


@dataclass(frozen=True)
class Turn:
    question: str
    rounds: list[list[tuple[str, dict[str, Any]]]] = field(default_factory=list)
    answer: str = ""


TURNS = [
    Turn("Hi, I'm Ada.", answer="Hello Ada, how can I help today?"),
    Turn(
        "What's my balance?",
        [[("get_balance", {"account": "checking"})]],
        "Your checking balance is ₦5,000.00.",
    ),
    Turn(
        "How is my Ajo group doing, and what went through my account lately?",
        [
            [
                ("get_group_status", {"group": "Ajo Circle"}),
                ("get_transactions", {"account": "checking", "limit": 2}),
            ]
        ],
        "Ajo Circle pays out on 5 December, you are third; Shoprite -₦2,300.00, salary in.",
    ),
    Turn("What does rotation position mean?", answer="It is your place in the payout order."),
    Turn(
        "Compare my checking and savings balances.",
        [[("get_balance", {"account": "checking"}), ("get_balance", {"account": "savings"})]],
        "Checking ₦5,000.00, savings ₦12,500.00.",
    ),
    Turn(
        "Did anything leave savings? Then tell me what is left there.",
        [
            [("get_transactions", {"account": "savings", "limit": 1})],
            [("get_balance", {"account": "savings"})],
        ],
        "One payment left savings; ₦12,500.00 is left there.",
    ),
    Turn("Thanks. Can I rename my group?", answer="Yes, the group's creator can rename it."),
    Turn(
        "When is my next payout?",
        [[("get_group_status", {"group": "Ajo Circle"})]],
        "Your next payout is on 5 December.",
    ),
    Turn(
        "Give me everything: both balances and the group.",
        [
            [
                ("get_balance", {"account": "checking"}),
                ("get_balance", {"account": "savings"}),
                ("get_group_status", {"group": "Ajo Circle"}),
            ]
        ],
        "Checking ₦5,000.00, savings ₦12,500.00, payout on 5 December.",
    ),
    Turn("That's all, bye.", answer="Goodbye Ada."),
    # Not one of the ten: a tool result far larger than the window (OVERSIZE).
    Turn(
        "Show me every transaction this year.",
        [[("get_transactions", {"account": "checking", "limit": 300})]],
        "Here is your year: 300 transactions.",
    ),
]
TEN = range(10)
OVERSIZE = [0, 1, 10]  # two ordinary turns, then the oversize one
QUESTIONS = {t.question: n for n, t in enumerate(TURNS)}


def call_id(turn: int, round_: int, index: int) -> str:
    return f"call_t{turn}r{round_}i{index}"


def _text(content: Any) -> str:
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(p.get("text", "") for p in content if isinstance(p, dict))
    return ""


def _reply(body: dict[str, Any], spaced: bool) -> str | Answer:
    messages = body["messages"]
    last_user = max((n for n, m in enumerate(messages) if m.get("role") == "user"), default=-1)
    turn = QUESTIONS.get(_text(messages[last_user]["content"])) if last_user >= 0 else None
    if turn is None:
        return "Noted."
    after = messages[last_user + 1 :]
    round_ = sum(1 for m in after if m.get("role") == "assistant" and m.get("tool_calls"))
    script = TURNS[turn]
    if round_ >= len(script.rounds):
        return script.answer
    separators = (" , ", " : ") if spaced else (",", ":")
    return Answer(
        tool_calls=[
            ToolCall(name, json.dumps(args, separators=separators), call_id(turn, round_, i))
            for i, (name, args) in enumerate(script.rounds[round_])
        ]
    )


def model(body: dict[str, Any]) -> str | Answer:
    return _reply(body, spaced=False)


def model_spaced(body: dict[str, Any]) -> str | Answer:
    return _reply(body, spaced=True)


def expected_log(turns: Sequence[int] = TEN) -> list[tuple[Any, ...]]:
    """What the account's log must hold after these turns, summarised as ``summary`` does."""
    out: list[tuple[Any, ...]] = []
    for n in turns:
        t = TURNS[n]
        out.append(("user", t.question))
        for r, calls in enumerate(t.rounds):
            ids = [call_id(n, r, i) for i in range(len(calls))]
            args = [json.dumps(c[1], sort_keys=True) for c in calls]
            out.append(("calls", tuple(zip(ids, [c[0] for c in calls], args, strict=True))))
            out += [("tool", i, run_tool(c[0], c[1])) for i, c in zip(ids, calls, strict=True)]
        out.append(("assistant", t.answer))
    return out


def summary(stored: list[dict[str, Any]]) -> list[tuple[Any, ...]]:
    """Stored messages (GET /messages results) in the shape of ``expected_log``."""
    out: list[tuple[Any, ...]] = []
    for m in stored:
        if m["role"] == "assistant" and m.get("tool_calls"):
            calls = tuple(
                (
                    c["id"],
                    c["function"]["name"],
                    json.dumps(json.loads(c["function"]["arguments"] or "{}"), sort_keys=True),
                )
                for c in m["tool_calls"]
            )
            out.append(("calls", calls))
        elif m["role"] == "tool":
            out.append(("tool", m.get("tool_call_id"), m["content"]))
        else:
            out.append((m["role"], m["content"]))
    return out


def _key(name: str, args: dict[str, Any]) -> str:
    return name + json.dumps(args, sort_keys=True, separators=(",", ":"))


def script_for_js() -> dict[str, Any]:
    """What tests/compat/js/script.mjs needs: the prompt, questions, tools, and tool results
    keyed by ``name`` + the arguments as sorted compact JSON."""
    results = {
        _key(name, args): run_tool(name, args)
        for turn in TURNS
        for calls in turn.rounds
        for name, args in calls
    }
    return {
        "system": SYSTEM,
        "questions": [t.question for t in TURNS],
        "tools": TOOLS,
        "results": results,
    }
