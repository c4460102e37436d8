"""A Python client for the memory engine's agent API (API.md v1.1 "Python client").

    from memoryadmin.client import MemoryClient

    memory = MemoryClient("http://memory:8000", api_key, timeout=2.0)
    memory.record("acct-42", {"id": "m-18", "role": "user", "content": "Balance?"})
    turn = memory.context("acct-42", history)   # never raises
    reply = openai.chat.completions.create(model=..., messages=turn.messages)

Importing it needs no Django (``tests/client/test_client_purity.py`` proves it):
only ``httpx2`` (the HTTP client the ``openai`` package itself uses) and the
standard library. ``AsyncMemoryClient`` has the same methods, awaited.
"""

from memoryadmin.client._async import AsyncMemoryClient
from memoryadmin.client._sync import MemoryClient
from memoryadmin.client._types import (
    AccountInfo,
    ContextResult,
    ContextRole,
    Fact,
    ForgetReceipt,
    Memory,
    MemoryAPIError,
    MemoryClientError,
    MemoryTimeout,
    MemoryTransportError,
    MessageIn,
    RecordedMessage,
    UnexpectedAnswer,
)

__all__ = [
    "AccountInfo",
    "AsyncMemoryClient",
    "ContextResult",
    "ContextRole",
    "Fact",
    "ForgetReceipt",
    "Memory",
    "MemoryAPIError",
    "MemoryClient",
    "MemoryClientError",
    "MemoryTimeout",
    "MemoryTransportError",
    "MessageIn",
    "RecordedMessage",
    "UnexpectedAnswer",
]
