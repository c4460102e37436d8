"""A door's streamed answer: upstream's event stream relayed, the reply recorded on the way.

Every door (chat completions, Responses, Anthropic Messages) ends a streamed turn
here: the stream goes to the agent as upstream sends it (``accounts.proxy.sse.Relay``),
with upstream's status and the headers its client reads, and the door's ``Reading``
follows the events until the one that ends the reply, which goes out only once the
reply is recorded (``turn_reply``). A turn that records nothing reads no event.
The turn's slot (its key's turns in flight) is given back when the stream ends,
however it ends.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from typing import Any, Protocol

from django.http import StreamingHttpResponse

from accounts import clock
from accounts.api import doors
from accounts.proxy import sse
from accounts.proxy.upstream import Stream
from accounts.turns import Slot, Turn, turn_reply

log = logging.getLogger("memory.proxy")


class Reading(Protocol):
    """What a door reads of its model's event stream."""

    broken: Any  # why nothing can be recorded (falsy: nothing is wrong)

    def ends(self, event: sse.Event) -> bool:
        """Read one event; whether it is the one that ends the reply."""
        ...

    def reply(self) -> Mapping[str, Any] | None:
        """The reply as a chat assistant message; None: nothing to record."""
        ...

    def complete(self) -> bool:
        """Whether a stream that ended without its closing event gave a whole reply."""
        ...


def relayed(
    opened: Stream,
    *,
    turn: Turn,
    slot: Slot,
    reading: Reading,
    failed: Callable[[Exception], bytes | None],
    passed: frozenset[str],
    prefixes: tuple[str, ...],
) -> StreamingHttpResponse:
    """The agent's response: ``opened`` relayed, ``reading``'s reply recorded before the
    event that ends it goes out (a turn that records nothing reads none); ``failed``
    renders the event that ends a stream upstream broke off."""

    def record() -> None:
        reply = reading.reply()
        if reply is not None:
            turn_reply(turn=turn, reply=reply, at=clock.now())
        elif reading.broken:
            log.warning(
                "proxy recorded no streamed reply: account=%s door=%s %s",
                turn.account,
                turn.door,
                reading.broken,
            )

    def unended() -> None:
        if reading.complete():  # an upstream that sends no closing event
            record()

    relay = sse.Relay(
        opened.iter_bytes(),
        doors.closing(opened.close, slot),
        failed,
        ends=reading.ends if turn.record else None,
        record=record,
        unended=unended,
    )
    response = StreamingHttpResponse(relay, status=opened.status)
    doors.pass_headers(opened.headers, response, passed, prefixes)
    doors.streaming_headers(response)
    return response
