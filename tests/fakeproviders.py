"""Real loopback servers for the OpenAI Responses API and the Anthropic Messages API.

Like ``tests/fakellm.py`` (whose ``Answer``, ``ToolCall``, ``Error`` and
``Delay`` script them too), each records every request body and its headers,
answers from a script, plain or streamed with the provider's own event
sequence, and refuses with a 400 what its provider refuses:

- Responses: a ``function_call_output`` with no earlier ``function_call`` of
  that ``call_id``, a ``function_call`` with no output after it, a
  ``previous_response_id`` it never gave (it keeps what it answered, as
  ``store`` does, and puts that chain before the new input).
- Messages: a first message that is not ``user``, two messages of one role in
  a row, a ``tool_result`` whose ``tool_use_id`` the assistant message just
  before did not call, a ``tool_use`` with no result in the next message, and
  a request without ``max_tokens``.
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from tests.fakellm import Answer, Delay, Error, Reply

Script = Reply | Error | Delay


class Refused(Exception):
    """What the provider answers 400 to."""


class _Fake:
    path = ""  # the one path it serves

    def __init__(self, model: str) -> None:
        self.model = model
        self.script: list[Script] = []
        self.default: Script | None = None
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []
        self.raw: list[bytes] = []  # each request's body as it came, byte for byte
        self.chunk_delay = 0.0
        self.piece = 4
        self._n = 0
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    def __enter__(self) -> Any:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                raw = self.rfile.read(length)
                body = json.loads(raw or b"{}")
                if self.path.rstrip("/") != fake.path:
                    self._json(404, fake.error_body("not_found_error", "unknown path"))
                    return
                with fake._lock:
                    fake.headers.append({k.lower(): v for k, v in self.headers.items()})
                    fake.requests.append(body)
                    fake.raw.append(raw)
                try:
                    fake.check(body)
                except Refused as exc:
                    self._json(400, fake.error_body("invalid_request_error", str(exc)))
                    return
                step = fake._next()
                if isinstance(step, Delay):
                    time.sleep(step.seconds)
                    step = step.then
                if isinstance(step, Error):
                    self._json(step.status, fake.error_body(step.type, step.message), step.headers)
                    return
                answer = step(body) if callable(step) else step
                if isinstance(answer, str):
                    answer = Answer(content=answer)
                if body.get("stream"):
                    self._stream(fake.events(body, answer))
                else:
                    self._json(200, fake.complete(body, answer))

            def _stream(self, events: Iterator[tuple[str, dict[str, Any]]]) -> None:
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.end_headers()
                    for name, data in events:
                        event = f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()
                        self.wfile.write(event)
                        self.wfile.flush()
                        if fake.chunk_delay:
                            time.sleep(fake.chunk_delay)
                except (BrokenPipeError, ConnectionResetError):
                    pass
                self.close_connection = True

            def _json(
                self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None
            ) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.send_header("request-id", f"req_fake_{len(fake.requests)}")
                    for name, value in (headers or {}).items():
                        self.send_header(name, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    @property
    def root(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}"

    def _next(self) -> Script:
        with self._lock:
            if self.script:
                return self.script.pop(0)
            if self.default is not None:
                return self.default
        return Error(500, "the fake model has no scripted reply left")

    def next_id(self, prefix: str) -> str:
        with self._lock:
            self._n += 1
            return f"{prefix}_{self._n}"

    def pieces(self, text: str) -> list[str]:
        return [text[i : i + self.piece] for i in range(0, len(text), self.piece)]

    # -- per provider ---------------------------------------------------------------
    def error_body(self, kind: str, message: str) -> dict[str, Any]:
        raise NotImplementedError

    def check(self, body: dict[str, Any]) -> None:
        raise NotImplementedError

    def complete(self, body: dict[str, Any], answer: Answer) -> dict[str, Any]:
        raise NotImplementedError

    def events(self, body: dict[str, Any], answer: Answer) -> Iterator[tuple[str, dict[str, Any]]]:
        raise NotImplementedError


# --- OpenAI Responses ------------------------------------------------------------------


class FakeResponses(_Fake):
    path = "/v1/responses"

    def __init__(self, model: str = "fake-model") -> None:
        super().__init__(model)
        self.stored: dict[str, list[Any]] = {}  # response id -> its whole input and output

    @property
    def base_url(self) -> str:
        return f"{self.root}/v1"

    def error_body(self, kind: str, message: str) -> dict[str, Any]:
        return {"error": {"message": message, "type": kind, "param": None, "code": None}}

    def full_input(self, body: dict[str, Any]) -> list[Any]:
        """What the model is shown: the stored chain, then the new input."""
        given = body.get("input", [])
        items = [{"role": "user", "content": given}] if isinstance(given, str) else list(given)
        previous = body.get("previous_response_id")
        if previous is not None:
            if previous not in self.stored:
                raise Refused(f"Previous response with id '{previous}' not found.")
            items = [*self.stored[previous], *items]
        return items

    def check(self, body: dict[str, Any]) -> None:
        items = self.full_input(body)
        called: list[str] = []
        answered: set[str] = set()
        for item in items:
            kind = item.get("type", "message")
            if kind == "function_call":
                called.append(item["call_id"])
            elif kind == "function_call_output":
                if item["call_id"] not in called:
                    raise Refused(
                        f"No tool call found for function call output with call_id "
                        f"{item['call_id']}."
                    )
                answered.add(item["call_id"])
        for call_id in called:
            if call_id not in answered:
                raise Refused(f"No tool output found for function call {call_id}.")

    def _output(self, answer: Answer) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        if answer.content is not None:
            out.append(
                {
                    "id": self.next_id("msg"),
                    "type": "message",
                    "status": "completed",
                    "role": "assistant",
                    "content": [{"type": "output_text", "text": answer.content, "annotations": []}],
                }
            )
        for call in answer.tool_calls:
            out.append(
                {
                    "id": self.next_id("fc"),
                    "type": "function_call",
                    "status": "completed",
                    "call_id": call.id or self.next_id("call"),
                    "name": call.name,
                    "arguments": call.arguments,
                }
            )
        return out

    def _response(
        self, body: dict[str, Any], rid: str, status: str, output: list[Any]
    ) -> dict[str, Any]:
        return {
            "id": rid,
            "object": "response",
            "created_at": 0,
            "status": status,
            "model": body.get("model", self.model),
            "output": output,
            "parallel_tool_calls": True,
            "tool_choice": body.get("tool_choice", "auto"),
            "tools": body.get("tools", []),
            "previous_response_id": body.get("previous_response_id"),
            "instructions": body.get("instructions"),
            "store": body.get("store", True),
            "usage": {
                "input_tokens": 1,
                "input_tokens_details": {"cached_tokens": 0},
                "output_tokens": 1,
                "output_tokens_details": {"reasoning_tokens": 0},
                "total_tokens": 2,
            },
        }

    def _store(self, body: dict[str, Any], rid: str, output: list[Any]) -> None:
        if body.get("store", True):
            self.stored[rid] = [*self.full_input(body), *output]

    def complete(self, body: dict[str, Any], answer: Answer) -> dict[str, Any]:
        rid = self.next_id("resp")
        output = self._output(answer)
        self._store(body, rid, output)
        return self._response(body, rid, "completed", output)

    def events(self, body: dict[str, Any], answer: Answer) -> Iterator[tuple[str, dict[str, Any]]]:
        rid = self.next_id("resp")
        output = self._output(answer)
        seq = iter(range(10_000))

        def event(kind: str, **data: Any) -> tuple[str, dict[str, Any]]:
            return kind, {"type": kind, "sequence_number": next(seq), **data}

        yield event("response.created", response=self._response(body, rid, "in_progress", []))
        yield event("response.in_progress", response=self._response(body, rid, "in_progress", []))
        for index, item in enumerate(output):
            if item["type"] == "message":
                text = item["content"][0]["text"]
                opened = {**item, "status": "in_progress", "content": []}
                yield event("response.output_item.added", output_index=index, item=opened)
                part = {"type": "output_text", "text": "", "annotations": []}
                where = {"item_id": item["id"], "output_index": index, "content_index": 0}
                yield event("response.content_part.added", **where, part=part)
                for piece in self.pieces(text):
                    yield event("response.output_text.delta", **where, delta=piece, logprobs=[])
                yield event("response.output_text.done", **where, text=text, logprobs=[])
                yield event("response.content_part.done", **where, part=item["content"][0])
            else:
                opened = {**item, "status": "in_progress", "arguments": ""}
                yield event("response.output_item.added", output_index=index, item=opened)
                where = {"item_id": item["id"], "output_index": index}
                for piece in self.pieces(item["arguments"]):
                    yield event("response.function_call_arguments.delta", **where, delta=piece)
                yield event(
                    "response.function_call_arguments.done", **where, arguments=item["arguments"]
                )
            yield event("response.output_item.done", output_index=index, item=item)
        self._store(body, rid, output)
        yield event("response.completed", response=self._response(body, rid, "completed", output))


# --- Anthropic Messages ------------------------------------------------------------------


class FakeAnthropic(_Fake):
    path = "/v1/messages"

    def __init__(self, model: str = "claude-fake") -> None:
        super().__init__(model)

    @property
    def base_url(self) -> str:
        return self.root  # the official client appends /v1/messages

    def error_body(self, kind: str, message: str) -> dict[str, Any]:
        return {"type": "error", "error": {"type": kind, "message": message}}

    def check(self, body: dict[str, Any]) -> None:
        if not isinstance(body.get("max_tokens"), int):
            raise Refused("max_tokens: Field required")
        messages = body.get("messages") or []
        if not messages or messages[0].get("role") != "user":
            raise Refused("messages: the first message must use the 'user' role")
        previous_calls: list[str] = []
        for n, message in enumerate(messages):
            if n and message.get("role") == messages[n - 1].get("role"):
                raise Refused(f"messages.{n}: roles must alternate between 'user' and 'assistant'")
            blocks = message["content"] if isinstance(message["content"], list) else []
            results = [b["tool_use_id"] for b in blocks if b.get("type") == "tool_result"]
            for result in results:
                if result not in previous_calls:
                    raise Refused(
                        f"messages.{n}.content: unexpected `tool_use_id` found in `tool_result` "
                        f"blocks: {result}. Each `tool_result` block must have a corresponding "
                        "`tool_use` block in the previous message."
                    )
            missing = [c for c in previous_calls if c not in results]
            if missing:
                raise Refused(
                    f"messages.{n}: `tool_use` ids were found without `tool_result` blocks "
                    f"immediately after: {', '.join(missing)}."
                )
            previous_calls = [b["id"] for b in blocks if b.get("type") == "tool_use"]
        if previous_calls:
            raise Refused("the last message has `tool_use` blocks without `tool_result` blocks")

    def _blocks(self, answer: Answer) -> list[dict[str, Any]]:
        blocks: list[dict[str, Any]] = []
        if answer.content is not None:
            blocks.append({"type": "text", "text": answer.content})
        for call in answer.tool_calls:
            blocks.append(
                {
                    "type": "tool_use",
                    "id": call.id or self.next_id("toolu"),
                    "name": call.name,
                    "input": json.loads(call.arguments or "{}"),
                }
            )
        return blocks

    def _message(
        self, body: dict[str, Any], content: list[Any], stop: str | None
    ) -> dict[str, Any]:
        return {
            "id": self.next_id("msg"),
            "type": "message",
            "role": "assistant",
            "model": body.get("model", self.model),
            "content": content,
            "stop_reason": stop,
            "stop_sequence": None,
            "usage": {"input_tokens": 1, "output_tokens": 1},
        }

    def complete(self, body: dict[str, Any], answer: Answer) -> dict[str, Any]:
        stop = "tool_use" if answer.tool_calls else "end_turn"
        return self._message(body, self._blocks(answer), stop)

    def events(self, body: dict[str, Any], answer: Answer) -> Iterator[tuple[str, dict[str, Any]]]:
        blocks = self._blocks(answer)
        yield "message_start", {"type": "message_start", "message": self._message(body, [], None)}
        yield "ping", {"type": "ping"}
        for index, block in enumerate(blocks):
            if block["type"] == "text":
                start = {"type": "text", "text": ""}
                deltas = [{"type": "text_delta", "text": p} for p in self.pieces(block["text"])]
            else:
                start = {**block, "input": {}}
                args = json.dumps(block["input"])
                deltas = [
                    {"type": "input_json_delta", "partial_json": p} for p in self.pieces(args)
                ]
            yield (
                "content_block_start",
                {
                    "type": "content_block_start",
                    "index": index,
                    "content_block": start,
                },
            )
            for delta in deltas:
                yield (
                    "content_block_delta",
                    {
                        "type": "content_block_delta",
                        "index": index,
                        "delta": delta,
                    },
                )
            yield "content_block_stop", {"type": "content_block_stop", "index": index}
        stop = "tool_use" if answer.tool_calls else "end_turn"
        yield (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": stop, "stop_sequence": None},
                "usage": {"output_tokens": 1},
            },
        )
        yield "message_stop", {"type": "message_stop"}
