"""Server-sent events as they pass: upstream's bytes to the agent, read on the way.

Every door relays its model's event stream the same way (``Relay``): the bytes go
out as upstream sent them, a chunk as it came, and a door that records the reply
reads each whole event on the way (its ``event:`` name and ``data:`` JSON) until
the one that ends the reply (chat's ``[DONE]``, the Responses API's
``response.completed``, Anthropic's ``message_stop``). The reply is recorded
before that event goes out, and only it waits: the events before it in the
same chunk go out first. Once the reply is recorded, or when there is nothing
to record (``disabled``, a side call), the bytes pass unread.
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
    payload: bytes = b""  # its data lines joined, as sent ("[DONE]" is no JSON)


def _parse(raw: bytes) -> Event:
    name = ""
    data: list[bytes] = []
    for line in raw.splitlines():
        if line.startswith(b"event:"):
            name = line[6:].strip().decode("utf-8", "replace")
        elif line.startswith(b"data:"):
            value = line[5:]
            data.append(value[1:] if value.startswith(b" ") else value)
    payload = b"\n".join(data)
    parsed: Any = None
    if data:
        try:
            parsed = json.loads(payload)
        except ValueError:
            parsed = None
    if not name and isinstance(parsed, dict) and isinstance(parsed.get("type"), str):
        name = parsed["type"]
    return Event(raw=raw, name=name, data=parsed, payload=payload)


def _cut(buffer: bytes, at: int) -> int:
    """Where the first whole event from ``at`` on ends (its blank line included), or -1."""
    found = [(i, len(end)) for end in _ENDS if (i := buffer.find(end, at)) >= 0]
    if not found:
        return -1
    i, n = min(found)
    return i + n


class Relay:
    """Upstream's bytes to the agent; the reply recorded before the event that ends it.

    ``ends(event)`` reads each whole event (None: nothing to record, nothing read)
    and says whether it ends the reply; ``record()`` then runs before that event
    goes out. ``unended()`` runs when upstream's bytes end without such an event.
    Neither fails the stream: the agent gets its events whatever the engine does.
    Django closes the relay when the response ends, streamed to the end or not:
    ``close`` (upstream's connection, the turn's slot) runs either way. ``failed``
    renders the event that ends a stream upstream broke off (its status is sent
    already); None re-raises.
    """

    def __init__(
        self,
        chunks: Iterator[bytes],
        close: Callable[[], None],
        failed: Callable[[Exception], bytes | None],
        *,
        ends: Callable[[Event], bool] | None = None,
        record: Callable[[], None] = lambda: None,
        unended: Callable[[], None] = lambda: None,
    ) -> None:
        self._chunks = chunks
        self._close = close
        self._failed = failed
        self._ends = ends
        self._record = record
        self._unended = unended
        self._events: Generator[bytes] = self._relay()

    def __iter__(self) -> Iterator[bytes]:
        return self._events

    def close(self) -> None:
        self._events.close()
        self._close()

    def _ending(self, raw: bytes) -> bool:
        assert self._ends is not None
        try:
            return self._ends(_parse(raw))
        except Exception:
            log.warning("proxy could not read a streamed event", exc_info=True)
            return False

    def _safely(self, act: Callable[[], None]) -> None:
        try:
            act()
        except Exception:
            log.warning("proxy could not record a streamed reply", exc_info=True)

    def _relay(self) -> Generator[bytes]:
        watching = self._ends is not None
        buffer = b""  # what came of an event not yet whole
        try:
            for chunk in self._chunks:
                if not watching:
                    yield chunk
                    continue
                buffer += chunk
                start = at = 0  # what is not yet sent; where the next event begins
                while watching and (end := _cut(buffer, at)) >= 0:
                    if self._ending(buffer[at:end]):
                        watching = False
                        if at > start:
                            yield buffer[start:at]  # what came before the ending goes out first
                            start = at
                        self._safely(self._record)
                    at = end
                if not watching:
                    at = len(buffer)  # recorded: the rest passes unread
                if at > start:
                    yield buffer[start:at]
                buffer = buffer[at:]
            if watching:
                if buffer and self._ending(buffer):  # a last event with no blank line after it
                    watching = False
                    self._safely(self._record)
                if watching:
                    self._safely(self._unended)
            if buffer:
                yield buffer
        except Exception as exc:
            ending = self._failed(exc)
            if ending is None:
                raise
            yield ending
        finally:
            self._close()
