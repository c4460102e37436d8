"""What every door reads of a request besides its protocol: the account id, the thread
and side calls.

An account id is 1 to 128 characters with no control character at all: not NUL, not
the C0 controls (newline, tab, escape...), not DEL or the C1 controls, and no lone
surrogate (``account_id_problem``; the API's routes and the turn service check it).

API.md v1.2: ``X-Memory-Thread`` names the account's conversation (or ``"thread"``
in the body of ``/messages`` and ``/context``; none means the main thread), and
``X-Memory-Record: off`` marks a side call that gets memory and records nothing.
A door calls ``door_options`` and passes ``thread`` and ``record`` to the turn
service (``turn_begin`` / ``turn_answer``); ``DoorInputError`` is a 400 that the
door renders in its protocol's error shape.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from accounts.models import MAIN_THREAD

ACCOUNT_ID_MAX = 128
# Control characters (Unicode category Cc: C0, DEL, C1) and lone surrogates.
_REFUSED = re.compile(r"[\x00-\x1f\x7f-\x9f\ud800-\udfff]")
# The same rule as an OpenAPI (ECMA 262) pattern for the path parameter, where ``/``
# cannot be part of one (it ends the path segment).
ACCOUNT_ID_PATTERN = r"^[^/\u0000-\u001f\u007f-\u009f]{1,128}$"

THREAD_HEADER = "X-Memory-Thread"
RECORD_HEADER = "X-Memory-Record"
THREAD_MAX = 64
_RECORD_VALUES = {"on": True, "off": False}


class _HasHeaders(Protocol):
    @property
    def headers(self) -> Mapping[str, str]: ...


class DoorInputError(Exception):
    """A thread or record header the door must refuse (400): ``field`` names it."""

    def __init__(self, code: str, message: str, field: str) -> None:
        super().__init__(message)
        self.code, self.message, self.field = code, message, field


@dataclass(frozen=True)
class DoorOptions:
    thread: str = MAIN_THREAD
    record: bool = True  # False: a side call, nothing of it recorded


def account_id_problem(value: str) -> str | None:
    """Why ``value`` is not an account id, or None when it is one."""
    if not 0 < len(value) <= ACCOUNT_ID_MAX:
        return f"An account id is 1 to {ACCOUNT_ID_MAX} characters."
    if _REFUSED.search(value):
        # Lone surrogates too: text that is not valid Unicode.
        return "An account id has no NUL or control characters, and is valid Unicode text."
    return None


def thread_problem(value: object) -> str | None:
    """Why ``value`` cannot name a thread, or None: a string of 1 to 64 printable
    characters (no control character, valid Unicode), not only spaces."""
    if not isinstance(value, str):
        return "thread must be a string."
    if not 0 < len(value) <= THREAD_MAX or not value.strip():
        return f"A thread name is 1 to {THREAD_MAX} characters, not only spaces."
    if not value.isprintable():
        return "A thread name has no control characters, and is valid Unicode text."
    return None


def door_options(request: _HasHeaders, body: Mapping[str, Any] | None = None) -> DoorOptions:
    """The turn's thread and whether it is recorded, from the request's headers (and
    ``body["thread"]`` for a door whose body may name one). Raises ``DoorInputError``."""
    header = request.headers.get(THREAD_HEADER, "").strip()
    given: object = body.get("thread") if body is not None else None
    if header and given not in (None, header):
        raise DoorInputError(
            "invalid_thread",
            f"The {THREAD_HEADER} header and the body's thread name different threads.",
            "thread",
        )
    thread: object = header or given
    if thread is None or thread == MAIN_THREAD:
        thread = MAIN_THREAD
    else:
        problem = thread_problem(thread)
        if problem is not None:
            raise DoorInputError("invalid_thread", problem, "thread")
    raw = request.headers.get(RECORD_HEADER, "on").strip().lower() or "on"
    if raw not in _RECORD_VALUES:
        raise DoorInputError(
            "invalid_record", f"{RECORD_HEADER} is on or off (off: a side call).", RECORD_HEADER
        )
    assert isinstance(thread, str)
    return DoorOptions(thread=thread, record=_RECORD_VALUES[raw])


__all__ = [
    "RECORD_HEADER",
    "THREAD_HEADER",
    "DoorInputError",
    "DoorOptions",
    "door_options",
    "thread_problem",
]
