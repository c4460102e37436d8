"""A real OpenAI-compatible HTTP server on loopback, scripted per test.

It speaks ``POST /v1/chat/completions`` as the official ``openai`` client
expects, records every request body it receives, and answers from a script:
each scripted item is a reply string, an ``Answer`` (content and/or tool
calls), a callable ``(request_json) -> str | Answer`` (e.g. a model that
copies everything it is shown), an ``Error(status)``, or a
``Delay(seconds, then)`` for timeouts. Nothing here is a mock of our own code.

A request with ``"stream": true`` is answered as OpenAI streams: Server-Sent
Events of ``chat.completion.chunk`` objects (the role, the content in pieces,
each tool call's id and name then its arguments in pieces, the finish reason,
a usage chunk when ``stream_options.include_usage`` asks), then
``data: [DONE]``; ``chunk_delay`` spaces the events out.

``strict = True`` refuses, with a 400 as OpenAI does, a ``messages`` list
OpenAI refuses (``tool_sequence_problem``): an assistant ``tool_calls`` item
not followed by a tool result for each of its ids, or a tool message that
answers no call of the assistant item before it. ``refused`` keeps each
refused request's reason.

It also checks every request's tool sequence as OpenAI does
(``tool_sequence_error``) and answers a refused one 400 in OpenAI's error
shape, before the script is consulted; the body is recorded either way and
the refusals are kept in ``rejected``.

    with FakeLLM() as llm:
        llm.script = ['{"summary": "…", "facts": []}']
        settings.MEMORY_LLM = llm.settings()
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any


@dataclass
class ToolCall:
    name: str
    arguments: str = "{}"
    id: str = ""  # default: call_<n>, numbered per FakeLLM


@dataclass
class Answer:
    """A reply with tool calls (content None, as OpenAI sends it) and/or text."""

    content: str | None = None
    tool_calls: list[ToolCall] = field(default_factory=list)


Reply = str | Answer | Callable[[dict[str, Any]], "str | Answer"]


@dataclass
class Error:
    status: int = 500
    message: str = "provider error"
    type: str = "server_error"
    code: str | None = None
    headers: dict[str, str] = field(default_factory=dict)
    raw: bytes | None = None  # a body that is not OpenAI's JSON (a gateway's HTML page)


@dataclass
class Delay:
    seconds: float
    then: Reply | Error = ""


def tool_sequence_error(messages: object) -> str | None:
    """Why OpenAI would refuse these chat messages' tool sequence, or None.

    OpenAI's rules: an assistant item's ``tool_calls`` must be followed, at
    once, by one ``tool`` item for each of its ids (so two such items in a row
    are refused); a ``tool`` item must answer a call of the assistant item
    before it, once; a call id appears in one call only.
    """
    if not isinstance(messages, list):
        return "'messages' must be an array."
    seen: set[str] = set()  # every call id so far
    calls: set[str] = set()  # the ids of the tool_calls item the current run of results answers
    unanswered: set[str] = set()
    previous = None
    for n, m in enumerate(messages):
        if not isinstance(m, dict):
            return f"messages[{n}] must be an object."
        role = m.get("role")
        if unanswered and role != "tool":
            return _unanswered(unanswered, f" (before messages[{n}])")
        if role == "assistant" and m.get("tool_calls"):
            ids = [c.get("id") if isinstance(c, dict) else None for c in m["tool_calls"]]
            for cid in ids:
                if not isinstance(cid, str) or not cid:
                    return f"messages[{n}].tool_calls: every call needs an id."
                if cid in seen:
                    return f"Duplicate value for 'tool_call_id' of {cid} in messages[{n}]."
                seen.add(cid)
            calls = unanswered = set(ids)
        elif role == "tool":
            if previous not in ("tool", "assistant-calls"):
                return (
                    f"Invalid parameter: messages[{n}] with role 'tool' must be a response "
                    "to a preceeding message with 'tool_calls'."
                )
            cid = m.get("tool_call_id")
            if cid not in calls:
                return f"Invalid parameter: messages[{n}]: tool_call_id {cid!r} answers no call."
            if cid not in unanswered:
                return f"Duplicate value for 'tool_call_id' of {cid} in messages[{n}]."
            unanswered = unanswered - {cid}
        previous = "assistant-calls" if role == "assistant" and m.get("tool_calls") else role
    if unanswered:
        return _unanswered(unanswered, "")
    return None


def _unanswered(ids: set[str], where: str) -> str:
    return (
        "An assistant message with 'tool_calls' must be followed by tool messages responding "
        "to each 'tool_call_id'. The following tool_call_ids did not have response messages: "
        + ", ".join(sorted(ids))
        + where
    )


class FakeLLM:
    def __init__(self, model: str = "fake-model", strict: bool = False) -> None:
        self.model = model
        self.strict = strict  # refuse invalid tool sequences with a 400, as OpenAI does
        self.rejected: list[str] = []  # why each refused request was refused (strict)
        self.script: list[Reply | Error | Delay] = []
        self.default: Reply | Error | Delay | None = None
        self.requests: list[dict[str, Any]] = []
        self.headers: list[dict[str, str]] = []  # each request's headers, lower-cased names
        self.chunk_delay = 0.0  # seconds between streamed events
        self.trickle = 0.0  # seconds between bytes of a non-streamed answer (a slow drip)
        self.piece = 4  # characters per streamed content or arguments delta
        self.refused: list[str] = []  # the same reasons (the fidelity tests read this name)
        self._calls = 0
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None

    # -- lifecycle -----------------------------------------------------------
    def __enter__(self) -> FakeLLM:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:  # keep test output quiet
                pass

            def do_POST(self) -> None:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length) or b"{}")
                if not self.path.rstrip("/").endswith("/chat/completions"):
                    self._send(404, {"error": {"message": "unknown path"}})
                    return
                if not isinstance(body, dict) or not isinstance(body.get("messages"), list):
                    # As OpenAI answers a request it cannot read: a 400, not a dropped line.
                    error = {"message": "messages: a list is required", "param": "messages"}
                    self._send(400, {"error": {**error, "type": "invalid_request_error"}})
                    return
                with fake._lock:
                    fake.headers.append({k.lower(): v for k, v in self.headers.items()})
                problem = None
                if fake.strict:
                    messages = body.get("messages")
                    problem = tool_sequence_problem(messages) or tool_sequence_error(messages)
                if problem is not None:
                    with fake._lock:
                        fake.requests.append(body)
                        fake.refused.append(problem)
                        fake.rejected.append(problem)
                    error = {
                        "message": problem,
                        "type": "invalid_request_error",
                        "param": "messages",
                        "code": None,
                    }
                    self._send(400, {"error": error})
                    return
                step = fake._next(body)
                if isinstance(step, Delay):
                    time.sleep(step.seconds)
                    step = step.then
                if isinstance(step, Error) and step.raw is not None:
                    self._send_raw(step.status, step.raw, step.headers)
                    return
                if isinstance(step, Error):
                    error = {"message": step.message, "type": step.type, "code": step.code}
                    self._send(step.status, {"error": error}, step.headers)
                    return
                answer = step(body) if callable(step) else step
                if isinstance(answer, str):
                    answer = Answer(content=answer)
                message = fake._message(answer)
                if body.get("stream"):
                    self._stream(body, message)
                    return
                prompt_chars = sum(
                    len(str(m.get("content", "") if isinstance(m, dict) else m))
                    for m in body["messages"]
                )
                completion = len(message.get("content") or "") // 4
                self._send(
                    200,
                    {
                        "id": "chatcmpl-fake",
                        "object": "chat.completion",
                        "created": 0,
                        "model": body.get("model", fake.model),
                        "choices": [
                            {
                                "index": 0,
                                "finish_reason": "tool_calls" if answer.tool_calls else "stop",
                                "message": message,
                            }
                        ],
                        "usage": {
                            "prompt_tokens": prompt_chars // 4,
                            "completion_tokens": completion,
                            "total_tokens": prompt_chars // 4 + completion,
                        },
                    },
                )

            def _stream(self, body: dict[str, Any], message: dict[str, Any]) -> None:
                try:
                    self.send_response(200)
                    self.send_header("Content-Type", "text/event-stream")
                    self.send_header("Cache-Control", "no-cache")
                    self.end_headers()
                    for event in fake._chunks(body, message):
                        self.wfile.write(b"data: " + event + b"\n\n")
                        self.wfile.flush()
                        if fake.chunk_delay:
                            time.sleep(fake.chunk_delay)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client went away mid-stream
                self.close_connection = True

            def _send_raw(self, status: int, data: bytes, headers: dict[str, str]) -> None:
                self.send_response(status)
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers.items():
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def _send(
                self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None
            ) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.send_header("x-request-id", f"req-fake-{len(fake.requests)}")
                    for name, value in (headers or {}).items():
                        self.send_header(name, value)
                    self.end_headers()
                    if not fake.trickle:
                        self.wfile.write(data)
                    for n in range(len(data) if fake.trickle else 0):
                        self.wfile.write(data[n : n + 1])
                        self.wfile.flush()
                        time.sleep(fake.trickle)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (a timeout test): nothing to answer

        self._server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def __exit__(self, *exc: Any) -> None:
        if self._server is not None:
            self._server.shutdown()
            self._server.server_close()

    # -- use -------------------------------------------------------------------
    @property
    def base_url(self) -> str:
        assert self._server is not None
        host, port = self._server.server_address[:2]
        return f"http://{host!s}:{port}/v1"

    def settings(self, timeout: float = 5.0) -> dict[str, Any]:
        return {
            "base_url": self.base_url,
            "api_key": "test-key",
            "model": self.model,
            "timeout": timeout,
        }

    def _next(self, body: dict[str, Any]) -> Reply | Error | Delay:
        with self._lock:
            self.requests.append(body)
            if self.script:
                return self.script.pop(0)
            if self.default is not None:
                return self.default
        return Error(500, "the fake model has no scripted reply left")

    def _message(self, answer: Answer) -> dict[str, Any]:
        message: dict[str, Any] = {"role": "assistant", "content": answer.content}
        if answer.tool_calls:
            calls = []
            for call in answer.tool_calls:
                with self._lock:
                    self._calls += 1
                    n = self._calls
                calls.append(
                    {
                        "id": call.id or f"call_{n}",
                        "type": "function",
                        "function": {"name": call.name, "arguments": call.arguments},
                    }
                )
            message["tool_calls"] = calls
        return message

    def _chunks(self, body: dict[str, Any], message: dict[str, Any]) -> list[bytes]:
        """The reply as OpenAI streams it: one JSON chunk per event, then [DONE]."""
        model = body.get("model", self.model)

        def chunk(delta: dict[str, Any], finish: str | None = None) -> bytes:
            return json.dumps(
                {
                    "id": "chatcmpl-fake",
                    "object": "chat.completion.chunk",
                    "created": 0,
                    "model": model,
                    "choices": [{"index": 0, "delta": delta, "finish_reason": finish}],
                }
            ).encode()

        n = self.piece
        out = [chunk({"role": "assistant", "content": "" if message["content"] else None})]
        text = message["content"] or ""
        out += [chunk({"content": text[i : i + n]}) for i in range(0, len(text), n)]
        for index, call in enumerate(message.get("tool_calls") or []):
            fn = call["function"]
            head = {"index": index, "id": call["id"], "type": "function"}
            named = {**head, "function": {"name": fn["name"], "arguments": ""}}
            out.append(chunk({"tool_calls": [named]}))
            args = fn["arguments"]
            for i in range(0, len(args), n):
                piece = {"index": index, "function": {"arguments": args[i : i + n]}}
                out.append(chunk({"tool_calls": [piece]}))
        out.append(chunk({}, "tool_calls" if message.get("tool_calls") else "stop"))
        if (body.get("stream_options") or {}).get("include_usage"):
            usage = {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2}
            out.append(
                json.dumps(
                    {
                        "id": "chatcmpl-fake",
                        "object": "chat.completion.chunk",
                        "created": 0,
                        "model": model,
                        "choices": [],
                        "usage": usage,
                    }
                ).encode()
            )
        out.append(b"[DONE]")
        return out

    def prompts_text(self) -> str:
        """Everything every request showed the model, as one string to search."""
        return "\n".join(str(m.get("content", "")) for r in self.requests for m in r["messages"])


def tool_sequence_problem(messages: Any) -> str | None:
    """Why OpenAI would refuse this ``messages`` list (its 400 wording), or None.

    Every assistant ``tool_calls`` item must be followed at once by a tool
    message for each of its call ids (so two such items in a row are refused),
    and every tool message must answer a call of the assistant item before it.
    """
    if not isinstance(messages, list):
        return None
    waiting: set[str] = set()
    answerable: set[str] = set()
    for n, m in enumerate(messages):
        role = m.get("role") if isinstance(m, dict) else None
        if role == "tool":
            cid = m.get("tool_call_id")
            if cid not in answerable:
                return (
                    f"Invalid parameter: messages[{n}] with role 'tool' must be a response "
                    "to a preceeding message with 'tool_calls'."
                )
            waiting.discard(cid)
            continue
        if waiting:
            return (
                "An assistant message with 'tool_calls' must be followed by tool messages "
                "responding to each 'tool_call_id'. The following tool_call_ids did not have "
                f"response messages: {', '.join(sorted(waiting))}"
            )
        calls = m.get("tool_calls") if role == "assistant" else None
        ids = {c.get("id") for c in calls or [] if isinstance(c, dict)}
        waiting, answerable = set(ids), set(ids)
    if waiting:
        return (
            "An assistant message with 'tool_calls' must be followed by tool messages "
            "responding to each 'tool_call_id'. The following tool_call_ids did not have "
            f"response messages: {', '.join(sorted(waiting))}"
        )
    return None


def copy_everything(body: dict[str, Any]) -> str:
    """A model that copies everything it is shown into its summary: the worst case."""
    shown = " ".join(str(m.get("content", "")) for m in body["messages"] if m["role"] != "system")
    return json.dumps({"summary": shown, "facts": []})
