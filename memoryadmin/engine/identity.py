"""What makes two chat items the same item, however a client re-serialised it (API.md v1.2).

Client libraries hand an agent's history back in their own serialisation:
LangChain dumps a tool call's arguments again with spaces
(``{"account": "checking"}``), pydantic-ai without, the official client as
the model sent them; a reply the model sent with ``content: null`` comes back
as ``""``; a string comes back as one text part. None of that makes a new
item. An item is known by

- its role;
- its text, with line endings and Unicode normalised (``\\r\\n`` is ``\\n``,
  NFC) and the whitespace around it dropped;
- the call a tool result answers (its ``tool_call_id``);
- its tool calls, each by call id, kind, tool name and arguments compared as
  parsed JSON (keys sorted, no spaces; an empty string is ``{}``);
- its non-text parts, as given.

``key`` is that identity as one string, so ids derived from it
(accounts/proxy/ids.py) come out the same for every serialisation, and
``same`` compares two items by it. Pure: no Django.
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Mapping, Sequence
from typing import Any


def text_key(text: str) -> str:
    """The text as clients may re-serialise it: line endings, NFC and outer whitespace."""
    if "\r" in text:
        text = text.replace("\r\n", "\n").replace("\r", "\n")
    if not text.isascii():
        text = unicodedata.normalize("NFC", text)
    return text.strip()


def arguments_key(arguments: object) -> str:
    """A call's arguments as canonical JSON when they parse; else the string, stripped."""
    if arguments is None or (isinstance(arguments, str) and not arguments.strip()):
        return "{}"
    if not isinstance(arguments, str):
        return json.dumps(arguments, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    try:
        parsed = json.loads(arguments)
    except ValueError:
        return arguments.strip()
    return json.dumps(parsed, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def calls_key(tool_calls: Sequence[Mapping[str, Any]] | None) -> list[list[Any]]:
    """Each call as [id, kind, name, canonical arguments], in the order given."""
    out: list[list[Any]] = []
    for call in tool_calls or ():
        kind = call.get("type", "function")
        body = call.get(kind) if isinstance(kind, str) else None
        body = body if isinstance(body, Mapping) else {}
        out.append([call.get("id"), kind, body.get("name"), arguments_key(body.get("arguments"))])
    return out


def key(
    *,
    role: str,
    text: str,
    tool_call_id: str | None,
    tool_calls: Sequence[Mapping[str, Any]] | None,
    parts: Sequence[Mapping[str, Any]] | None,
) -> str:
    """The item's identity as one string (see the module's doc)."""
    others = [dict(p) for p in parts or () if p.get("type") != "text"]
    return json.dumps(
        [role, text_key(text), tool_call_id or None, calls_key(tool_calls), others],
        ensure_ascii=False,
        sort_keys=True,
        separators=(",", ":"),
    )
