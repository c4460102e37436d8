"""The doors' readings give back the agent's own items when the engine changes nothing.

Whatever a Responses ``input`` or an Anthropic ``messages`` list holds (parts,
calls, results, items the engine does not know), reading it as chat messages
and rendering those same messages gives the request back byte for byte; and a
stamp added by the engine lands on the item it belongs to and nowhere else.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest

from accounts.proxy import anthropic_door, responses_door

REASONING = {"type": "reasoning", "id": "rs_1", "summary": [], "encrypted_content": "gAAA"}
RESPONSES_INPUTS: list[list[Any]] = [
    [{"role": "user", "content": "Hi"}],
    [
        {"type": "compaction", "id": "cmp_1", "encrypted_content": "gAAA-old"},
        {
            "type": "message",
            "role": "user",
            "content": [{"type": "input_text", "text": "Balance?"}],
        },
        REASONING,
        {
            "type": "message",
            "id": "msg_1",
            "role": "assistant",
            "status": "completed",
            "content": [{"type": "output_text", "text": "Checking.", "annotations": []}],
        },
        {
            "type": "function_call",
            "id": "fc_1",
            "call_id": "c1",
            "name": "get_balance",
            "arguments": "{}",
        },
        {
            "type": "function_call",
            "id": "fc_2",
            "call_id": "c2",
            "name": "get_kyc_status",
            "arguments": "{}",
        },
        {"type": "function_call_output", "call_id": "c1", "output": '{"balance": 5}'},
        {
            "type": "function_call_output",
            "call_id": "c2",
            "output": [{"type": "input_text", "text": "ok"}],
        },
        {"type": "web_search_call", "id": "ws_1", "status": "completed"},
        {
            "role": "user",
            "content": [
                {"type": "input_text", "text": "And this?"},
                {"type": "input_image", "image_url": "data:image/png;base64,iVBO"},
            ],
        },
        {"type": "item_reference", "id": "msg_0"},
    ],
]


@pytest.mark.parametrize("given", RESPONSES_INPUTS)
def test_a_responses_input_the_engine_leaves_alone_goes_back_as_it_came(given: list[Any]) -> None:
    body = {"instructions": "Be brief.", "input": copy.deepcopy(given)}
    reading = responses_door.read(body)
    assert reading.history[0] == {"role": "system", "content": "Be brief."}
    assert reading.render(copy.deepcopy(reading.history)) == given


def test_a_stamp_lands_on_its_own_responses_item() -> None:
    given = RESPONSES_INPUTS[1]
    reading = responses_door.read({"input": copy.deepcopy(given)})
    history = copy.deepcopy(reading.history)
    result = next(m for m in history if m.get("tool_call_id") == "c1")
    result["content"] += " (Checked live at 15:35.)"
    listed = next(m for m in history if m.get("tool_call_id") == "c2")
    listed["content"] += " (Checked live at 15:35.)"
    context = {"role": "system", "content": "Memory: prefers short answers."}
    sent = reading.render([context, *history])
    assert sent[0] == {"type": "message", "role": "system", "content": context["content"]}
    changed = [n for n, item in enumerate(sent[1:]) if item != given[n]]
    assert changed == [6, 7]
    assert sent[7]["output"] == '{"balance": 5} (Checked live at 15:35.)'
    assert sent[8]["output"][-1] == {"type": "input_text", "text": " (Checked live at 15:35.)"}


def test_what_the_responses_door_cannot_read_is_refused_whole() -> None:
    for body in (
        {"input": 5},
        {"input": [{"type": "function_call", "call_id": "c"}]},
        {"input": [{"role": "robot", "content": "beep"}]},
        {"input": ["text"]},
    ):
        with pytest.raises(responses_door.Unreadable):
            responses_door.read(body)


THINKING = {"type": "thinking", "thinking": "Check the ledger.", "signature": "sig"}
ANTHROPIC_MESSAGES: list[list[Any]] = [
    [{"role": "user", "content": "Hi"}],
    [
        {
            "role": "user",
            "content": [
                {"type": "text", "text": "Balance?", "cache_control": {"type": "ephemeral"}}
            ],
        },
        {
            "role": "assistant",
            "content": [
                THINKING,
                {"type": "text", "text": "Checking."},
                {"type": "tool_use", "id": "t1", "name": "get_balance", "input": {"a": "₦"}},
                {"type": "tool_use", "id": "t2", "name": "get_kyc_status", "input": {}},
            ],
        },
        {
            "role": "user",
            "content": [
                {"type": "tool_result", "tool_use_id": "t1", "content": '{"balance": 5}'},
                {
                    "type": "tool_result",
                    "tool_use_id": "t2",
                    "content": [{"type": "text", "text": "ok"}],
                    "is_error": False,
                },
                {"type": "text", "text": "And this?"},
                {
                    "type": "image",
                    "source": {"type": "base64", "media_type": "image/png", "data": "iVBO"},
                },
            ],
        },
        {"role": "assistant", "content": "It is ₦5."},
        {"role": "user", "content": "Thanks"},
    ],
]


@pytest.mark.parametrize("given", ANTHROPIC_MESSAGES)
def test_anthropic_messages_the_engine_leaves_alone_go_back_as_they_came(given: list[Any]) -> None:
    system = [{"type": "text", "text": "Be brief.", "cache_control": {"type": "ephemeral"}}]
    reading = anthropic_door.read({"system": system, "messages": copy.deepcopy(given)})
    assert reading.history[0] == {"role": "system", "content": "Be brief."}
    assert reading.render(copy.deepcopy(reading.history)) == given


def test_anthropic_memory_leads_the_first_user_message_and_stamps_find_their_block() -> None:
    given = ANTHROPIC_MESSAGES[1]
    reading = anthropic_door.read({"system": "Be brief.", "messages": copy.deepcopy(given)})
    history = copy.deepcopy(reading.history)
    result = next(m for m in history if m.get("tool_call_id") == "t1")
    result["content"] += " (Checked live at 15:35.)"
    reply = next(m for m in history if m.get("content") == "It is ₦5.")
    reply["content"] += " (Checked live at 15:35.)"
    memory = {"role": "system", "content": "Memory: prefers short answers."}
    # The engine's window: the agent's system, its context, then the messages.
    sent = reading.render([history[0], memory, *history[1:]])
    assert sent[0]["content"][0] == {"type": "text", "text": memory["content"]}
    assert sent[0]["content"][1:] == given[0]["content"]
    assert sent[1] == given[1]
    assert sent[2]["content"][0]["content"] == '{"balance": 5} (Checked live at 15:35.)'
    assert sent[2]["content"][1:] == given[2]["content"][1:]
    assert sent[3]["content"] == "It is ₦5. (Checked live at 15:35.)"
    assert sent[4] == given[4]
    assert "Memory" not in json.dumps(sent[1:])


def test_a_window_that_starts_with_the_assistant_still_starts_with_a_user_message() -> None:
    reading = anthropic_door.read({"messages": [{"role": "user", "content": "Hi"}]})
    window = [
        {"role": "assistant", "content": "Earlier answer."},
        {"role": "user", "content": "Hi"},
    ]
    sent = reading.render(window)
    assert [m["role"] for m in sent] == ["user", "assistant", "user"]
    assert sent[0]["content"] == anthropic_door.OMITTED
