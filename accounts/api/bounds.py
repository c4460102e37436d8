"""What one JSON body may be, checked before any door reads it: its depth, and its text.

A body nested deeper than ``MEMORY_JSON_MAX_DEPTH`` (arrays and objects inside
each other) is refused by the parser with a 400 (``too_deep``) before any view
walks it: nothing recursive in the engine, the renderer or a client library
can then run out of stack (a body of 1,000 ``[`` was a RecursionError, a 500).

A door that forwards the body to a model (the drop-in proxy) must also refuse
text that is not valid Unicode, a lone surrogate such as ``"\\ud800"``, which
JSON can escape but UTF-8 cannot carry: ``lone_surrogate`` names where the
first one is, for the door's 400. (``/context`` keeps echoing such a history
back on its fallback, as API.md says; ``/messages`` refuses it per field.)

Both walks are iterative and touch each value once.
"""

from __future__ import annotations

import re

from django.conf import settings
from rest_framework.exceptions import APIException, ParseError

from accounts.limits import items_over

_SURROGATE = re.compile(r"[\ud800-\udfff]")


class TooDeep(ParseError):
    default_code = "too_deep"


def max_depth() -> int:
    return int(settings.MEMORY_JSON_MAX_DEPTH)


def deeper_than(value: object, limit: int) -> bool:
    """Whether ``value`` nests arrays and objects more than ``limit`` levels deep."""
    stack: list[tuple[object, int]] = [(value, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > limit:
            return True
        children = node.values() if isinstance(node, dict) else node
        for child in children:  # type: ignore[attr-defined]
            if isinstance(child, dict | list):
                stack.append((child, depth + 1))
    return False


def check_depth(value: object) -> None:
    """Raise ``TooDeep`` (a 400) if ``value`` nests deeper than ``MEMORY_JSON_MAX_DEPTH``."""
    if isinstance(value, dict | list):
        limit = max_depth()
        if deeper_than(value, limit):
            raise TooDeep(f"JSON nested deeper than {limit} levels (MEMORY_JSON_MAX_DEPTH).")


def _bad(text: str) -> bool:
    return not text.isascii() and _SURROGATE.search(text) is not None


def lone_surrogate(value: object) -> str | None:
    """Where the first string (a key or a value) holding a lone surrogate is, or None.

    The place reads as a path (``messages[2].content``) for the error's ``param``.
    """
    stack: list[tuple[object, str]] = [(value, "")]
    while stack:
        node, where = stack.pop()
        if isinstance(node, str):
            if _bad(node):
                return where or "body"
        elif isinstance(node, dict):
            for key, child in node.items():
                place = f"{where}.{key}" if where else str(key)
                if isinstance(key, str) and _bad(key):
                    return where or "body"
                if isinstance(child, str | dict | list):
                    stack.append((child, place))
        elif isinstance(node, list):
            for n, child in enumerate(node):
                if isinstance(child, str | dict | list):
                    stack.append((child, f"{where}[{n}]"))
    return None


class Limited(APIException):
    """A request over one of the limits (docs/api.md "Limits"): 413 or 429, Retry-After."""

    def __init__(self, status: int, code: str, message: str, retry_after: int | None) -> None:
        super().__init__(message, code)
        self.status_code = status
        self.code = code
        self.retry_after = retry_after


def too_many_items(value: object, field: str) -> Limited | None:
    """413 ``too_many_items`` when the list ``value`` is over ``MEMORY_TURN_MAX_ITEMS``."""
    over = items_over(value, field)
    return None if over is None else Limited(413, "too_many_items", over, None)


def check_items(value: object, field: str) -> None:
    """Raise ``too_many_items`` (a 413) when the list ``value`` is over the bound."""
    refusal = too_many_items(value, field)
    if refusal is not None:
        raise refusal
