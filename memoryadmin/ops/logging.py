"""Log lines an attacker cannot forge, optionally as JSON (``LOG_FORMAT=json``).

Account ids, tool names and other values come from callers. Written raw, a
``%0a`` in an account path starts a new, fake log line. The filter below
renders every record's message once and escapes control characters in it, so
each record is exactly one line whatever its arguments held.
"""

from __future__ import annotations

import logging

# Every C0 and C1 control character, DEL, and the Unicode line separators.
_CONTROL = {c: f"\\x{c:02x}" for c in [*range(0x00, 0x20), 0x7F, *range(0x80, 0xA0)]}
_CONTROL.update({0x2028: "\\u2028", 0x2029: "\\u2029", ord("\n"): "\\n", ord("\r"): "\\r"})
_CONTROL[ord("\t")] = "\\t"


def escape(text: str) -> str:
    """``text`` with every character that could break a log line written as an escape."""
    return text.translate(_CONTROL)


class OneLineFilter(logging.Filter):
    """Render the message with its arguments, then escape it (the traceback stays as is)."""

    def filter(self, record: logging.LogRecord) -> bool:
        try:
            message = record.getMessage()
        except Exception:  # a bad format string must not lose the record
            message = f"{record.msg!r} {record.args!r}"
        record.msg = escape(message)
        record.args = None
        return True
