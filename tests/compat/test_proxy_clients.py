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

from typing import Any

import pytest
from rest_framework.test import APIClient

from tests.compat import banking, defects
from tests.compat.conftest import ACCOUNT, assert_conversation
from tests.compat.drivers import DRIVERS, Door, node_missing
from tests.fakellm import FakeLLM

pytestmark = pytest.mark.django_db(transaction=True)

# Known failures on today's code: (library, case) -> defect.
KNOWN: dict[tuple[str, str], tuple[str, ...]] = {
    ("langchain-openai", "plain"): (defects.RESERIALISED,),
    ("langchain-openai", "streamed"): (defects.RESERIALISED,),
    ("langchain-openai", "reserialised"): (defects.RESERIALISED,),
    ("pydantic-ai", "reserialised"): (defects.RESERIALISED,),
    ("langchain-openai", "oversize"): (defects.OVERSIZE, defects.RESERIALISED),
    **{(lib, "oversize"): (defects.OVERSIZE,) for lib in DRIVERS if lib != "langchain-openai"},
}


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
    assert_conversation(api, upstream, neighbour, banking.OVERSIZE)
    result = banking.run_tool("get_transactions", {"account": "checking", "limit": 300})
    shown = [m for m in upstream.requests[-1]["messages"] if m.get("role") == "tool"]
    assert str(shown[-1]["content"]).startswith(result[:200])
