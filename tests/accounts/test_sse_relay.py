"""The relay every door's stream goes through (accounts/proxy/sse.py): what goes out when."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from accounts.proxy import sse
from accounts.proxy.upstream import StreamedReply

EVENTS = [
    b'data: {"choices":[{"index":0,"delta":{"role":"assistant","content":"Tun"}}]}\n\n',
    b'data: {"choices":[{"index":0,"delta":{"content":"de paid"},"finish_reason":"stop"}]}\n\n',
    b"data: [DONE]\n\n",
]


class _Agent:
    """Takes what the relay sends, and notes what it had when the reply was recorded."""

    def __init__(self, chunks: list[bytes], *, watch: bool = True) -> None:
        self.got = b""
        self.at_record: bytes | None = None
        self.closed = False
        self.reading = StreamedReply()
        self.relay = sse.Relay(
            iter(chunks),
            self._close,
            lambda exc: None,
            ends=self.reading.ends if watch else None,
            record=self._record,
            unended=lambda: self._record() if self.reading.complete() else None,
        )

    def _close(self) -> None:
        self.closed = True

    def _record(self) -> None:
        self.at_record = self.got

    def run(self) -> None:
        for data in self.relay:
            self.got += data
        self.relay.close()


def test_everything_before_the_ending_goes_out_before_the_reply_is_recorded() -> None:
    agent = _Agent([b"".join(EVENTS)])  # a fast model: its whole answer in one read
    agent.run()
    assert agent.at_record == EVENTS[0] + EVENTS[1]  # [DONE] alone waited
    assert agent.got == b"".join(EVENTS)
    assert agent.reading.reply() == {"role": "assistant", "content": "Tunde paid"}
    assert agent.closed


@pytest.mark.parametrize("cut", [1, 7, 30, 90, 150, 170])
def test_bytes_split_anywhere_pass_as_sent_and_the_ending_still_waits(cut: int) -> None:
    body = b"".join(EVENTS)

    def chunks() -> Iterator[bytes]:
        for i in range(0, len(body), cut):
            yield body[i : i + cut]

    agent = _Agent(list(chunks()))
    agent.run()
    assert agent.got == body
    assert agent.at_record == EVENTS[0] + EVENTS[1]  # whole events only, [DONE] held
    assert agent.reading.reply() == {"role": "assistant", "content": "Tunde paid"}


def test_a_turn_that_records_nothing_reads_nothing() -> None:
    garbage = [b"data: {not json\n\n", b"data: [DONE]\n\n"]
    agent = _Agent(garbage, watch=False)
    agent.run()
    assert agent.got == b"".join(garbage)
    assert agent.at_record is None


def test_a_stream_without_its_ending_is_recorded_when_its_reply_finished() -> None:
    agent = _Agent(EVENTS[:2])
    agent.run()
    assert agent.at_record == EVENTS[0] + EVENTS[1]
    unfinished = _Agent(EVENTS[:1])
    unfinished.run()
    assert unfinished.at_record is None


def test_a_last_event_without_its_blank_line_still_ends_the_reply() -> None:
    agent = _Agent([EVENTS[0] + EVENTS[1] + b"data: [DONE]"])
    agent.run()
    assert agent.at_record == EVENTS[0] + EVENTS[1]
    assert agent.got.endswith(b"data: [DONE]")
