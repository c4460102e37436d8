"""The copying model and the baselines beside the engine: naive replay, a summary buffer."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from contextlib import AbstractContextManager, nullcontext
from typing import Any, Protocol

from memoryadmin.engine.offline import LIMIT_MARK, MESSAGES_MARK, PREVIOUS_MARK
from memoryadmin.engine.ports import ModelReply
from memoryadmin.packs.banking.rules import SUMMARY_WORD_LIMIT
from tests.bench.accuracy.generator import SUMMARY_HEADING, SYSTEM_PROMPT, Conversation

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
