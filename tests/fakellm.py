"""A real OpenAI-compatible HTTP server on loopback, scripted per test.

It speaks ``POST /v1/chat/completions`` as the official ``openai`` client
expects, records every request body it receives, and answers from a script:
each scripted item is a reply string, a callable ``(request_json) -> str``
(e.g. a model that copies everything it is shown), an ``Error(status)``, or a
``Delay(seconds, then)`` for timeouts. Nothing here is a mock of our own code.

    with FakeLLM() as llm:
        llm.script = ['{"summary": "…", "facts": []}']
        settings.MEMORY_LLM = llm.settings()
"""

from __future__ import annotations

import json
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = str | Callable[[dict[str, Any]], str]


@dataclass
class Error:
    status: int = 500
    message: str = "provider error"


@dataclass
class Delay:
    seconds: float
    then: Reply | Error = ""


class FakeLLM:
    def __init__(self, model: str = "fake-model") -> None:
        self.model = model
        self.script: list[Reply | Error | Delay] = []
        self.default: Reply | Error | Delay | None = None
        self.requests: list[dict[str, Any]] = []
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
                step = fake._next(body)
                if isinstance(step, Delay):
                    time.sleep(step.seconds)
                    step = step.then
                if isinstance(step, Error):
                    self._send(
                        step.status, {"error": {"message": step.message, "type": "server_error"}}
                    )
                    return
                content = step(body) if callable(step) else step
                prompt_chars = sum(len(str(m.get("content", ""))) for m in body["messages"])
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
                                "finish_reason": "stop",
                                "message": {"role": "assistant", "content": content},
                            }
                        ],
                        "usage": {
                            "prompt_tokens": prompt_chars // 4,
                            "completion_tokens": len(content) // 4,
                            "total_tokens": prompt_chars // 4 + len(content) // 4,
                        },
                    },
                )

            def _send(self, status: int, payload: dict[str, Any]) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    self.end_headers()
                    self.wfile.write(data)
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

    def prompts_text(self) -> str:
        """Everything every request showed the model, as one string to search."""
        return "\n".join(str(m.get("content", "")) for r in self.requests for m in r["messages"])


def copy_everything(body: dict[str, Any]) -> str:
    """A model that copies everything it is shown into its summary: the worst case."""
    shown = " ".join(str(m.get("content", "")) for m in body["messages"] if m["role"] != "system")
    return json.dumps({"summary": shown, "facts": []})
