"""Every client library, the ten-turn banking conversation through the drop-in proxy.

One test per library and mode (plain, streamed): the library runs its own tool
loop against ``…/api/v1/openai`` in ``enabled`` mode, the model is the strict
loopback upstream, and ``assert_conversation`` checks what was refused, what
was stored and what the model was shown. The same drivers run the defects of
issue 22 that depend on the library (re-serialised arguments, an oversize tool
result): a case a library fails today is marked with its defect
(tests/compat/defects.py) and docs/compat.md says the same.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.compat import banking, defects
from tests.compat.conftest import ACCOUNT, assert_conversation
from tests.compat.drivers import DRIVERS, Door, node_missing
from tests.fakellm import Delay, FakeLLM

pytestmark = pytest.mark.django_db(transaction=True)

# Known failures on today's code: (library, case) -> defect. None left; a new defect
# found with a library goes here with its reason (tests/compat/defects.py).
KNOWN: dict[tuple[str, str], tuple[str, ...]] = {}


def cases(*names: str) -> list[Any]:
    out = []
    for library in DRIVERS:
        for case in names:
            marks = [defects.known(*KNOWN[library, case])] if (library, case) in KNOWN else []
            if library == "openai-js" and (why := node_missing()):
                marks.append(pytest.mark.skip(reason=why))
            out.append(pytest.param(library, case, marks=marks, id=f"{library}-{case}"))
    return out


@pytest.mark.parametrize(("library", "case"), cases("plain", "streamed"))
def test_ten_turns(
    library: str,
    case: str,
    proxy_url: str,
    api_key: str,
    upstream: FakeLLM,
    neighbour: int,
    api: APIClient,
) -> None:
    DRIVERS[library](Door(proxy_url, api_key, ACCOUNT), banking.TEN, case == "streamed")
    assert_conversation(api, upstream, neighbour)


@pytest.mark.parametrize(("library", "case"), cases("reserialised"))
def test_arguments_the_library_sends_back_in_another_serialisation(
    library: str,
    case: str,
    proxy_url: str,
    api_key: str,
    upstream: FakeLLM,
    neighbour: int,
    api: APIClient,
) -> None:
    """The model's arguments have spaces a library may drop or change when it sends them back."""
    upstream.default = banking.model_spaced
    DRIVERS[library](Door(proxy_url, api_key, ACCOUNT), range(4), False)
    assert_conversation(api, upstream, neighbour, range(4))


@pytest.mark.parametrize(("library", "case"), cases("oversize"))
def test_a_tool_result_larger_than_the_window(
    library: str,
    case: str,
    proxy_url: str,
    api_key: str,
    upstream: FakeLLM,
    neighbour: int,
    api: APIClient,
) -> None:
    DRIVERS[library](Door(proxy_url, api_key, ACCOUNT), banking.OVERSIZE, False)
    assert_conversation(api, upstream, neighbour, banking.OVERSIZE, every_question=False)
    result = banking.run_tool("get_transactions", {"account": "checking", "limit": 300})
    shown = [m for m in upstream.requests[-1]["messages"] if m.get("role") == "tool"]
    assert str(shown[-1]["content"]).startswith(result[:200])


@pytest.mark.postgres("the retry arrives while the first attempt is still in flight")
@pytest.mark.parametrize(("library", "case"), cases("retry"))
def test_a_retry_after_a_read_timeout(
    library: str,
    case: str,
    proxy_url: str,
    api_key: str,
    upstream: FakeLLM,
    neighbour: int,
    api: APIClient,
    server_idle: Callable[[float], None],
) -> None:
    """The library's client times out and retries; the first answer reaches the proxy late.

    The agent never saw that answer (different, as a real model's would be): the
    model must not be shown it later, and the log holds one reply per question.
    """
    answered = threading.Event()

    def late(body: dict[str, Any]) -> str:
        answered.set()
        return "Hi Ada! (an answer nobody read)"

    upstream.script = [Delay(4.0, late)]
    door = Door(proxy_url, api_key, ACCOUNT, timeout=2.0, retries=1)
    DRIVERS[library](door, range(3), False)
    assert answered.wait(10)
    server_idle(10)  # the proxy is done with the late answer
    first = banking.TURNS[0].question
    asked = [r for r in upstream.requests if r["messages"][-1].get("content") == first]
    assert len(asked) == 2, f"the client sent the first question {len(asked)} times"
    assert "nobody read" not in str([r["messages"] for r in upstream.requests[neighbour:]])
    assert_conversation(api, upstream, neighbour, range(3))
