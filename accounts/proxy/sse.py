"""Server-sent events as they pass: upstream's bytes regrouped into whole events.

The Responses and Anthropic doors must act on an event (record the reply)
before it goes out to the agent, so their relays hand on each event whole,
its bytes exactly as upstream sent them, and read its ``event:`` name and
``data:`` JSON on the way.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable, Generator, Iterator
from dataclasses import dataclass
from typing import Any

log = logging.getLogger("memory.proxy")

_ENDS = (b"\r\n\r\n", b"\n\n", b"\r\r")


@dataclass(frozen=True)
class Event:
    raw: bytes  # the event's bytes as upstream sent them, its blank line included
    name: str
    data: Any  # the parsed JSON of its data lines, or None


def _parse(raw: bytes) -> Event:
    name = ""
    data: list[bytes] = []
    for line in raw.splitlines():
        if line.startswith(b"event:"):
            name = line[6:].strip().decode("utf-8", "replace")
        elif line.startswith(b"data:"):
            value = line[5:]
            data.append(value[1:] if value.startswith(b" ") else value)
    parsed: Any = None
    if data:
        try:
            parsed = json.loads(b"\n".join(data))
        except ValueError:
            parsed = None
    if not name and isinstance(parsed, dict) and isinstance(parsed.get("type"), str):
        name = parsed["type"]
    return Event(raw=raw, name=name, data=parsed)


def events(chunks: Iterator[bytes]) -> Iterator[Event]:
    """Whole events from bytes split anywhere; a trailing partial event comes last as is."""
    buffer = b""
    for chunk in chunks:
        buffer += chunk
        while True:
            cut = min(
                ((i, len(end)) for end in _ENDS if (i := buffer.find(end)) >= 0),
                default=None,
            )
            if cut is None:
                break
            end = cut[0] + cut[1]
            raw, buffer = buffer[:end], buffer[end:]
            yield _parse(raw)
    if buffer:
        yield _parse(buffer)


class Relay:
    """Upstream's events to the agent; ``before(event)`` runs before each event goes out.

    Django closes it when the response ends, streamed to the end or not:
    upstream's connection is released either way. ``failed`` renders the
    event that ends a stream upstream broke off (its status is sent already).
    """

    def __init__(
        self,
        chunks: Iterator[bytes],
        close: Callable[[], None],
        before: Callable[[Event], None],
        failed: Callable[[Exception], bytes | None],
    ) -> None:
        self._chunks = chunks
        self._close = close
        self._before = before
        self._failed = failed
        self._events: Generator[bytes] = self._relay()

    def __iter__(self) -> Iterator[bytes]:
        return self._events

    def close(self) -> None:
        self._events.close()
        self._close()

    def _relay(self) -> Generator[bytes]:
        try:
            for event in events(self._chunks):
                try:
                    self._before(event)
                except Exception:  # the agent gets its events whatever the engine does
                    log.warning("proxy could not read a streamed event", exc_info=True)
                yield event.raw
        except Exception as exc:
            ending = self._failed(exc)
            if ending is None:
                raise
            yield ending
        finally:
            self._close()
