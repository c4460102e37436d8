"""The ten-turn conversation through ``/context``, with what each library exports.

A ``/context`` agent keeps its own history in its library's shape, posts the
library's export of it to ``POST /api/v1/accounts/{a}/context`` before it
calls the model, and calls the model (the strict upstream, directly) with the
``messages`` that come back. The last reply is recorded by the next turn's
call, so each test makes one more ``/context`` call at the end. pydantic-ai
exports no chat-format history (its messages are its own types), so it has
no case here; docs/compat.md says so.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from datetime import UTC, datetime
from typing import Any

import httpx
import openai
import pytest
from rest_framework.test import APIClient

from tests.compat import banking
from tests.compat.conftest import ACCOUNT, assert_conversation
from tests.compat.drivers import Door, node_missing, openai_complete, openai_js, openai_loop

pytestmark = pytest.mark.django_db(transaction=True)

Ask = Callable[[list[Any]], list[Any]]


@pytest.fixture
def context(live_server: Any, api_key: str) -> Iterator[Ask]:
    """``/context`` as the agent calls it over HTTP: history in, the messages for the model out."""
    url = f"{live_server.url}/api/v1/accounts/{ACCOUNT}/context"
    headers = {"Authorization": f"Bearer {api_key}"}
    with httpx.Client(headers=headers, timeout=20) as http:

        def ask(history: list[Any]) -> list[Any]:
            response = http.post(url, json={"history": history})
            assert response.status_code == 200, response.content
            answer = response.json()
            assert answer["mode"] == "enabled" and answer["fallback"] is False, answer
            assert not answer.get("conflicts"), answer
            return list(answer["messages"])

        yield ask


def test_openai_python_with_its_own_ids(
    upstream: Any, neighbour: int, api: APIClient, context: Ask
) -> None:
    """The documented way: the agent gives each item an id and the time it was said."""
    history: list[Any] = [{"role": "system", "content": banking.SYSTEM}]

    def give_ids() -> list[Any]:
        for n, item in enumerate(history):
            if item["role"] != "system" and "id" not in item:
                item.update(id=f"m-{n}", created_at=datetime.now(UTC).isoformat())
        return history

    with openai.OpenAI(base_url=upstream.base_url, api_key="k", max_retries=0) as model:
        complete = openai_complete(model)
        openai_loop(lambda _: complete(context(give_ids())), banking.TEN, history)
    context(give_ids())
    assert_conversation(api, upstream, neighbour)


def test_openai_python_without_ids(
    upstream: Any, neighbour: int, api: APIClient, context: Ask
) -> None:
    """The client's history exactly as it sends it to the model: no ids at all."""
    with openai.OpenAI(base_url=upstream.base_url, api_key="k", max_retries=0) as model:
        complete = openai_complete(model)
        history = openai_loop(lambda h: complete(context(h)), banking.TEN)
    context(history)
    assert_conversation(api, upstream, neighbour)


def test_langchain_convert_to_openai_messages(
    upstream: Any, neighbour: int, api: APIClient, context: Ask
) -> None:
    """LangChain's own message list, exported with ``convert_to_openai_messages``."""
    from langchain_core.messages import HumanMessage, SystemMessage, ToolMessage
    from langchain_core.messages.utils import convert_to_openai_messages
    from langchain_openai import ChatOpenAI

    model = ChatOpenAI(
        model="fake-model", base_url=upstream.base_url, api_key="k", max_retries=0  # type: ignore[arg-type]
    ).bind_tools(banking.TOOLS)
    messages: list[Any] = [SystemMessage(banking.SYSTEM)]
    for n in banking.TEN:
        messages.append(HumanMessage(banking.TURNS[n].question))
        while True:
            ai = model.invoke(context(convert_to_openai_messages(messages)))
            messages.append(ai)
            for call in ai.tool_calls:
                result = banking.run_tool(call["name"], call["args"])
                messages.append(ToolMessage(result, tool_call_id=call["id"]))
            if not ai.tool_calls:
                break
    context(convert_to_openai_messages(messages))
    assert_conversation(api, upstream, neighbour)


def test_openai_agents_to_input_list(
    upstream: Any, neighbour: int, api: APIClient, context: Ask
) -> None:
    """The Agents SDK's own items (``to_input_list()``: Responses-style, ``__fake_id__``
    ids, ``output_text`` parts) on /context before every model call of a run.

    The SDK's hook for it is ``RunConfig.call_model_input_filter``: it gets the items
    about to go to the model (this run's tool calls and outputs included) and sends
    what /context answers instead, so a live tool's output is stamped within the run
    too. What comes back must be input the SDK's Runner takes, run after run.
    """
    from agents import RunConfig, Runner
    from agents.run_config import CallModelData, ModelInputData

    from tests.compat.drivers import agents_agent

    agent = agents_agent(Door(upstream.base_url, "k", ACCOUNT))

    def with_memory(call: CallModelData[Any]) -> ModelInputData:
        given = call.model_data
        return ModelInputData(input=context(list(given.input)), instructions=given.instructions)

    config = RunConfig(call_model_input_filter=with_memory)

    async def converse() -> list[Any]:
        history: list[Any] = []
        for n in banking.TEN:
            history = [*history, {"role": "user", "content": banking.TURNS[n].question}]
            result = await Runner.run(agent, history, run_config=config)
            history = result.to_input_list()
        return history

    context(asyncio.run(converse()))
    assert_conversation(api, upstream, neighbour)


def test_litellm_messages(upstream: Any, neighbour: int, api: APIClient, context: Ask) -> None:
    """litellm's own list: dicts and its ``Message`` replies (``model_dump``), no ids."""
    from tests.compat.drivers import litellm

    context(litellm(Door(upstream.base_url, "k", ACCOUNT), banking.TEN, False, context))
    assert_conversation(api, upstream, neighbour)


@pytest.mark.skipif(node_missing() is not None, reason=node_missing() or "")
def test_openai_js_messages(
    upstream: Any, neighbour: int, api: APIClient, live_server: Any, api_key: str
) -> None:
    """The JS client's own list, posted to /context by the script before each model call."""
    url = f"{live_server.url}/api/v1/accounts/{ACCOUNT}/context"
    openai_js(Door(upstream.base_url, api_key, ACCOUNT), banking.TEN, False, context_url=url)
    assert_conversation(api, upstream, neighbour)
