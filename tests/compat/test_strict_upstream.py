"""The strict loopback upstream refuses what OpenAI refuses, so the suite's "no 4xx" can fail.

Driven with the official client straight at ``FakeLLM(strict=True)``: each
sequence OpenAI refuses is a 400 in OpenAI's error shape, recorded and never
answered from the script; a valid tool turn (parallel calls included) is
answered.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import openai
import pytest

from tests.compat import banking
from tests.fakellm import FakeLLM


def calls(*ids: str) -> dict[str, Any]:
    return {
        "role": "assistant",
        "content": None,
        "tool_calls": [
            {"id": i, "type": "function", "function": {"name": "get_balance", "arguments": "{}"}}
            for i in ids
        ],
    }


def result(call_id: str) -> dict[str, Any]:
    return {"role": "tool", "tool_call_id": call_id, "content": banking.get_balance()}


USER = {"role": "user", "content": "What's my balance?"}
REFUSED = {
    "a result with no call before it": [USER, result("c1")],
    "a result for an id the call before it lacks": [USER, calls("c1"), result("c2")],
    "a call without a result": [USER, calls("c1"), {"role": "user", "content": "Well?"}],
    "a parallel call half answered": [USER, calls("c1", "c2"), result("c1")],
    "two tool_calls items in a row": [USER, calls("c1"), calls("c1"), result("c1")],
    "a call id used twice": [USER, calls("c1"), result("c1"), USER, calls("c1"), result("c1")],
    "a result given twice": [USER, calls("c1"), result("c1"), result("c1")],
}


@pytest.fixture
def strict() -> Iterator[tuple[FakeLLM, openai.OpenAI]]:
    with (
        FakeLLM(strict=True) as fake,
        openai.OpenAI(base_url=fake.base_url, api_key="k", max_retries=0) as client,
    ):
        fake.default = "Your balance is ₦5,000.00."
        yield fake, client


@pytest.mark.parametrize("name", list(REFUSED))
def test_what_openai_refuses_is_a_400_in_its_shape(
    strict: tuple[FakeLLM, openai.OpenAI], name: str
) -> None:
    fake, client = strict
    with pytest.raises(openai.BadRequestError) as refused:
        client.chat.completions.create(model="fake-model", messages=REFUSED[name])
    assert refused.value.status_code == 400
    assert refused.value.body["type"] == "invalid_request_error"
    assert refused.value.body["param"] == "messages"
    assert fake.requests == [{"model": "fake-model", "messages": REFUSED[name]}]
    assert len(fake.rejected) == 1


def test_a_valid_tool_turn_is_answered(strict: tuple[FakeLLM, openai.OpenAI]) -> None:
    fake, client = strict
    messages = [USER, calls("c1", "c2"), result("c2"), result("c1")]
    messages += [{"role": "assistant", "content": "₦5,000.00."}, USER, calls("c3"), result("c3")]
    reply = client.chat.completions.create(model="fake-model", messages=messages)
    assert reply.choices[0].message.content == "Your balance is ₦5,000.00."
    assert fake.rejected == [] and len(fake.requests) == 1
