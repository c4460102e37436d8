"""The offline compactor: a deterministic ModelClient that needs no network.

It serves when no model endpoint is configured. It reads the same prompt a
real model would (the engine's compaction prompt, see
``memoryadmin.engine.compaction``) and answers with the same JSON object, so
the validator holds it to exactly the same rules. It never sees a live value
either: live replies reach it as placeholders, which it leaves out.

It also answers a redaction prompt (used by forgetting): a user message with
a ``SUMMARY:`` section and a ``REMOVE:`` section (comma-separated words). It
returns the summary with every sentence that mentions one of those words
dropped, which is crude but verifiably clean.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Sequence

from memoryadmin.engine.ports import ModelReply

OFFLINE_MODEL = "offline-compactor"

# The markers the engine's prompt uses; the offline compactor parses them back.
PREVIOUS_MARK = "PREVIOUS SUMMARY:"
MESSAGES_MARK = "MESSAGES (oldest first):"
LIMIT_MARK = "WORD LIMIT:"
RETRY_MARK = "YOUR LAST ANSWER BROKE A RULE."
EXCERPT_MARK = "Offending excerpt:"
PLACEHOLDER_PREFIX = "[withheld:"

_LINE = re.compile(r"^\[#(?P<seq>\d+) (?P<role>user|assistant)\] (?P<text>.*)$")
_SENTENCE = re.compile(r"(?:(?<=[.!?])|(?<=[.!?][\"”]))\s+")
_WORD = re.compile(r"\S+")
_NONE = "(none)"


def _words(text: str) -> int:
    return len(_WORD.findall(text))


def _clip(text: str, words: int) -> str:
    parts = _WORD.findall(text)
    if len(parts) <= words:
        return text.strip()
    return " ".join(parts[:words]).rstrip(",;:") + "…"


def _end(sentence: str) -> str:
    """A full stop, unless the quote already ends the sentence ("…?")."""
    return sentence if re.search(r"[.!?][\"”]$", sentence) else sentence.rstrip(".") + "."


def _section(text: str, mark: str, next_marks: Sequence[str]) -> str | None:
    start = text.find(mark)
    if start < 0:
        return None
    body = text[start + len(mark) :]
    end = len(body)
    for m in next_marks:
        i = body.find(m)
        if 0 <= i < end:
            end = i
    return body[:end].strip()


def _sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.split(text.strip()) if s.strip()]


class OfflineCompactor:
    """Deterministic: the same prompt always gives the same answer.

    ``keep`` (a sentence passes the rule pack: ``Validator.check`` finds nothing) makes
    the summary an honest extract: each of the user's messages reported in their own
    words, one sentence each, and only those that pass the rules on their own; a
    question is reported as asked. Without it every sentence is offered and the
    validator judges the whole.
    """

    name = OFFLINE_MODEL
    offline = True

    def __init__(self, keep: Callable[[str], bool] | None = None) -> None:
        self._keep = keep

    def complete(self, messages: Sequence[dict[str, str]]) -> ModelReply:
        user = "\n".join(m.get("content", "") for m in messages if m.get("role") == "user")
        if MESSAGES_MARK in user:
            content = self._compact(user)
        elif "SUMMARY:" in user and "REMOVE:" in user:
            content = self._redact(user)
        else:
            content = json.dumps({"summary": "", "facts": []})
        prompt_words = sum(_words(m.get("content", "")) for m in messages)
        return ModelReply(
            content=content,
            model=OFFLINE_MODEL,
            prompt_tokens=prompt_words,
            completion_tokens=_words(content),
        )

    def _compact(self, prompt: str) -> str:
        marks = [PREVIOUS_MARK, MESSAGES_MARK, LIMIT_MARK, RETRY_MARK]
        previous = _section(prompt, PREVIOUS_MARK, marks) or ""
        if previous == _NONE:
            previous = ""
        limit_text = _section(prompt, LIMIT_MARK, marks) or ""
        limit_match = re.search(r"\d+", limit_text)
        limit = int(limit_match.group(0)) if limit_match else 200
        lines = (_section(prompt, MESSAGES_MARK, marks) or "").splitlines()

        asked: list[str] = []
        told: list[str] = []
        for line in lines:
            m = _LINE.match(line.strip())
            if not m:
                continue
            text = m.group("text").strip()
            if m.group("role") == "user":
                verb = "asked" if text.rstrip().endswith("?") else "said"
                asked.append(f'The user {verb}: "{_clip(text, 24)}"')
            elif not text.startswith(PLACEHOLDER_PREFIX):
                told.append(f'The assistant said: "{_clip(text, 24)}"')

        new = [_end(s) for s in asked + told]
        if self._keep is not None:
            # Durable sentences only, each passing the rules: what is live stays out.
            new = [s for s in new if self._keep(s)]
        sentences = _sentences(previous) + [s for s in new if s not in previous]
        # On a retry, leave out every sentence holding the excerpt the validator quoted.
        excerpt = _section(prompt, EXCERPT_MARK, ["\n"])
        if RETRY_MARK in prompt and excerpt:
            needle = excerpt.strip().strip('"').lower()
            sentences = [s for s in sentences if needle not in s.lower()]
        # Keep the newest sentences that fit the word limit: the summary rolls forward.
        kept: list[str] = []
        used = 0
        for s in reversed(sentences):
            n = _words(s)
            if used + n > limit:
                break
            kept.append(s)
            used += n
        kept.reverse()
        return json.dumps({"summary": " ".join(kept), "facts": []}, ensure_ascii=False)

    def _redact(self, prompt: str) -> str:
        summary = _section(prompt, "SUMMARY:", ["REMOVE:"]) or ""
        remove_text = _section(prompt, "REMOVE:", ["SUMMARY:"]) or ""
        remove = {w.strip().lower() for w in remove_text.split(",") if w.strip()}
        kept = [
            s
            for s in _sentences(summary)
            if not any(w in re.findall(r"[^\W_]+", s.lower()) for w in remove)
        ]
        return json.dumps({"summary": " ".join(kept)}, ensure_ascii=False)
