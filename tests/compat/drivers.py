"""Each client library driving the banking conversation its own way, through the proxy.

A driver is ``converse(door, turns, stream)``: it builds the library's own
client pointed at ``door.base_url`` with the engine key, names the account as
that library can (``user``, or the ``X-Memory-Account`` header), and runs the
given turns of ``banking.TURNS`` with the library's own tool loop and its own
message list, streamed or not. Nothing here touches the engine's code: what
reaches the proxy is what the library sends.
"""

from __future__ import annotations

import asyncio
import fcntl
import hashlib
import json
import os
import shutil
import subprocess
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import reduce
from pathlib import Path
from typing import Any

import openai

from tests.compat import banking

ACCOUNT_HEADER = "X-Memory-Account"
JS_DIR = Path(__file__).parent / "js"


@dataclass(frozen=True)
class Door:
    base_url: str  # …/api/v1/openai, or the model itself for a /context agent
    api_key: str
    account: str
    timeout: float = 30.0  # the client's read timeout (seconds)
    retries: int = 0  # how often the client retries a request that failed or timed out


Driver = Callable[[Door, Sequence[int], bool], None]
Ask = Callable[[list[Any]], list[Any]]  # /context: the history in, the messages for the model out


# --- the official openai client (Python) -------------------------------------------------


def openai_python(door: Door, turns: Sequence[int], stream: bool) -> None:
    """The agent's own tool loop, as OpenAI's docs show it; the account in ``user``."""
    with openai.OpenAI(
        base_url=door.base_url, api_key=door.api_key, max_retries=door.retries, timeout=door.timeout
    ) as client:
        openai_loop(openai_complete(client, stream, user=door.account), turns)


Complete = Callable[[list[Any]], Any]  # the model call: messages in, the reply message out


def openai_complete(client: openai.OpenAI, stream: bool = False, **kw: Any) -> Complete:
    """One model call with the client, streamed (the client's stream helper) or not."""

    def complete(messages: list[Any]) -> Any:
        args = {"model": "fake-model", "messages": messages, "tools": banking.TOOLS, **kw}
        if stream:
            usage = {"include_usage": True}
            with client.chat.completions.stream(**args, stream_options=usage) as events:
                return events.get_final_completion().choices[0].message
        return client.chat.completions.create(**args).choices[0].message

    return complete


def openai_loop(
    complete: Complete, turns: Sequence[int], history: list[Any] | None = None
) -> list[Any]:
    """Run the turns: the reply appended as ``model_dump``, one ``tool`` item per call."""
    history = history if history is not None else [{"role": "system", "content": banking.SYSTEM}]
    for n in turns:
        history.append({"role": "user", "content": banking.TURNS[n].question})
        while True:
            message = complete(history)
            history.append(message.model_dump(exclude_none=True))
            for c in message.tool_calls or []:
                result = banking.run_tool(c.function.name, c.function.arguments)
                history.append({"role": "tool", "tool_call_id": c.id, "content": result})
            if not message.tool_calls:
                break
    return history


# --- langchain-openai ----------------------------------------------------------------------


def langchain(door: Door, turns: Sequence[int], stream: bool) -> None:
    """ChatOpenAI with bind_tools and LangChain's own message list."""
    from langchain_core.messages import HumanMessage, SystemMessage, ToolMessage
    from langchain_openai import ChatOpenAI

    model = ChatOpenAI(
        model="fake-model",
        base_url=door.base_url,
        api_key=door.api_key,  # type: ignore[arg-type]
        default_headers={ACCOUNT_HEADER: door.account},
        max_retries=door.retries,
        timeout=door.timeout,
        stream_usage=True,
    ).bind_tools(banking.TOOLS)
    messages: list[Any] = [SystemMessage(banking.SYSTEM)]
    for n in turns:
        messages.append(HumanMessage(banking.TURNS[n].question))
        while True:
            if stream:
                ai = reduce(lambda a, b: a + b, model.stream(messages))
            else:
                ai = model.invoke(messages)
            messages.append(ai)
            for call in ai.tool_calls:
                result = banking.run_tool(call["name"], call["args"])
                messages.append(ToolMessage(result, tool_call_id=call["id"]))
            if not ai.tool_calls:
                break


# --- openai-agents (chat-completions model) -------------------------------------------------


def agents_sdk(door: Door, turns: Sequence[int], stream: bool) -> None:
    """Runner.run with function tools; the next turn's input is ``result.to_input_list()``."""
    asyncio.run(_agents(door, turns, stream))


def agents_agent(door: Door) -> Any:
    """The Agents SDK agent: an OpenAIChatCompletionsModel on the door, the three tools."""
    from agents import Agent, OpenAIChatCompletionsModel, function_tool, set_tracing_disabled

    set_tracing_disabled(True)  # no traces sent to OpenAI from a test
    client = openai.AsyncOpenAI(
        base_url=door.base_url,
        api_key=door.api_key,
        max_retries=door.retries,
        timeout=door.timeout,
        default_headers={ACCOUNT_HEADER: door.account},
    )
    tools = [
        function_tool(banking.get_balance, strict_mode=False),
        function_tool(banking.get_transactions, strict_mode=False),
        function_tool(banking.get_group_status, strict_mode=False),
    ]
    model = OpenAIChatCompletionsModel(model="fake-model", openai_client=client)
    return Agent(name="Flow", instructions=banking.SYSTEM, model=model, tools=tools)


async def _agents(door: Door, turns: Sequence[int], stream: bool) -> None:
    from agents import Runner

    agent = agents_agent(door)
    history: list[Any] = []
    for n in turns:
        given = [*history, {"role": "user", "content": banking.TURNS[n].question}]
        if stream:
            streamed = Runner.run_streamed(agent, given)
            async for _ in streamed.stream_events():
                pass
            history = streamed.to_input_list()
        else:
            result = await Runner.run(agent, given)
            history = result.to_input_list()


# --- litellm ---------------------------------------------------------------------------------


def litellm(
    door: Door, turns: Sequence[int], stream: bool, context: Ask | None = None
) -> list[Any]:
    """``litellm.completion`` with api_base at the door; the account in a header.

    litellm drops ``user`` for a model it does not know, so the header it is.
    With ``context``, the model is called with what it answers for the history
    (litellm's own list, its ``Message`` replies as ``model_dump`` gives them).
    """
    import litellm as lite

    def export(messages: list[Any]) -> list[Any]:
        return [m if isinstance(m, dict) else m.model_dump(exclude_none=True) for m in messages]

    messages: list[Any] = [{"role": "system", "content": banking.SYSTEM}]
    args = {
        "model": "openai/fake-model",
        "api_base": door.base_url,
        "api_key": door.api_key,
        "tools": banking.TOOLS,
        "extra_headers": {ACCOUNT_HEADER: door.account},
        "timeout": door.timeout,
        "max_retries": door.retries,  # the openai client's own retries, as litellm passes them
    }
    for n in turns:
        messages.append({"role": "user", "content": banking.TURNS[n].question})
        while True:
            sent = context(export(messages)) if context is not None else messages
            if stream:
                chunks = list(lite.completion(messages=sent, stream=True, **args))
                response = lite.stream_chunk_builder(chunks, messages=sent)
            else:
                response = lite.completion(messages=sent, **args)
            message = response.choices[0].message
            messages.append(message)
            for c in message.tool_calls or []:
                result = banking.run_tool(c.function.name, c.function.arguments)
                messages.append({"role": "tool", "tool_call_id": c.id, "content": result})
            if not message.tool_calls:
                break
    return export(messages)


# --- pydantic-ai -----------------------------------------------------------------------------


def pydantic_ai(door: Door, turns: Sequence[int], stream: bool) -> None:
    """An Agent on OpenAIChatModel (an OpenAIProvider on an AsyncOpenAI client with the door's
    base_url); each run's history is the last run's ``all_messages()``."""
    asyncio.run(_pydantic_ai(door, turns, stream))


async def _pydantic_ai(door: Door, turns: Sequence[int], stream: bool) -> None:
    from pydantic_ai import Agent
    from pydantic_ai.models.openai import OpenAIChatModel
    from pydantic_ai.providers.openai import OpenAIProvider

    client = openai.AsyncOpenAI(
        base_url=door.base_url,
        api_key=door.api_key,
        max_retries=door.retries,
        timeout=door.timeout,
    )
    provider = OpenAIProvider(openai_client=client)
    model = OpenAIChatModel("fake-model", provider=provider)
    agent = Agent(
        model,
        system_prompt=banking.SYSTEM,
        tools=[banking.get_balance, banking.get_transactions, banking.get_group_status],
    )
    settings: Any = {"extra_headers": {ACCOUNT_HEADER: door.account}}
    history: list[Any] = []

    async def drain(_: Any, events: Any) -> None:
        async for _event in events:
            pass

    for n in turns:
        question = banking.TURNS[n].question
        handler = drain if stream else None
        result = await agent.run(
            question, message_history=history, model_settings=settings, event_stream_handler=handler
        )
        history = result.all_messages()


# --- the official openai client (JavaScript, under Node) -------------------------------------


def node_missing() -> str | None:
    """Why the JS client cannot run here, or None."""
    missing = [tool for tool in ("node", "npm") if shutil.which(tool) is None]
    return f"{' and '.join(missing)} not on PATH: the JS client needs Node 20" if missing else None


def js_install() -> None:
    """``npm ci`` in tests/compat/js, once per package-lock.json (one process at a time)."""
    lock = (JS_DIR / "package-lock.json").read_bytes()
    stamp = JS_DIR / "node_modules" / ".compat-installed"
    digest = hashlib.sha256(lock).hexdigest()
    with open(JS_DIR / ".npm-ci.lock", "w") as guard:
        fcntl.flock(guard, fcntl.LOCK_EX)
        if stamp.is_file() and stamp.read_text() == digest:
            return
        done = subprocess.run(
            ["npm", "ci", "--no-audit", "--no-fund"], cwd=JS_DIR, capture_output=True, text=True
        )
        assert done.returncode == 0, f"npm ci failed:\n{done.stdout}\n{done.stderr}"
        stamp.write_text(digest)


def openai_js(
    door: Door, turns: Sequence[int], stream: bool, context_url: str = ""
) -> None:
    """tests/compat/js/script.mjs: the official ``openai`` npm package, its own tool loop.

    With ``context_url`` the script posts its history there (with the door's key)
    before each model call and sends the model the messages that come back.
    """
    js_install()
    env = {
        "COMPAT_CONTEXT_URL": context_url,
        **os.environ,
        "COMPAT_BASE_URL": door.base_url,
        "COMPAT_API_KEY": door.api_key,
        "COMPAT_ACCOUNT": door.account,
        "COMPAT_STREAM": "1" if stream else "",
        "COMPAT_TIMEOUT_MS": str(int(door.timeout * 1000)),
        "COMPAT_MAX_RETRIES": str(door.retries),
        "COMPAT_TURNS": json.dumps(list(turns)),
        "COMPAT_SCRIPT": json.dumps(banking.script_for_js()),
    }
    done = subprocess.run(
        ["node", "script.mjs"], cwd=JS_DIR, env=env, capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, f"node script.mjs failed:\n{done.stdout}\n{done.stderr}"


DRIVERS: dict[str, Driver] = {
    "openai-python": openai_python,
    "langchain-openai": langchain,
    "openai-agents": agents_sdk,
    "litellm": litellm,
    "pydantic-ai": pydantic_ai,
    "openai-js": openai_js,
}
