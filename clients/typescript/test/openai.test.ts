/**
 * The official `openai` JS client in a tool-using agent loop, against a loopback model
 * (tests/fakellm.py: it asks for get_balance on a new question, and answers a tool
 * result by quoting it, so its reply shows what it was sent).
 *
 * Two ways in: through the engine's drop-in proxy (`baseURL` …/api/v1/openai, the
 * engine key as the API key, the account as `user`), and with this client's
 * `context()` in front of the model, as the README shows.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import OpenAI from "openai";

import { MemoryClient, type HistoryItem } from "../src/index.js";
import { account, live, storedMessages } from "./live.js";

type Message = OpenAI.Chat.Completions.ChatCompletionMessageParam;

const tools: OpenAI.Chat.Completions.ChatCompletionTool[] = [
  {
    type: "function",
    function: {
      name: "get_balance",
      description: "The customer's balance, live.",
      parameters: { type: "object", properties: { account: { type: "string" } } },
    },
  },
];
const BALANCE = JSON.stringify({ balance: "₦5,000" });

function runTool(name: string): string {
  assert.equal(name, "get_balance");
  return BALANCE;
}

test("the drop-in proxy: a tool loop over two turns, each message stored once", async () => {
  const acct = account("proxy");
  const openai = new OpenAI({ baseURL: `${live.url}/api/v1/openai`, apiKey: live.key, maxRetries: 0 });
  const messages: Message[] = [{ role: "system", content: "You are Flow." }];
  const replies: string[] = [];
  for (const question of ["What's my balance?", "And now?"]) {
    messages.push({ role: "user", content: question });
    for (let step = 0; step < 4; step++) {
      const completion = await openai.chat.completions.create({
        model: "fake-model",
        messages,
        tools,
        user: acct,
      });
      const reply = completion.choices[0]?.message;
      assert.ok(reply);
      messages.push(reply);
      if (!reply.tool_calls?.length) {
        replies.push(reply.content ?? "");
        break;
      }
      for (const call of reply.tool_calls) {
        assert.equal(call.type, "function");
        if (call.type !== "function") continue;
        messages.push({ role: "tool", tool_call_id: call.id, content: runTool(call.function.name) });
      }
    }
  }
  // The model was shown the live result stamped (its reply quotes what it saw).
  assert.equal(replies.length, 2);
  for (const reply of replies) {
    assert.match(reply, /₦5,000/);
    assert.match(reply, /Checked live at/);
  }
  // Stored: each turn's question, call, result and reply, once, never stamped.
  const stored = await storedMessages(acct);
  assert.deepEqual(
    stored.map((m) => m.role),
    ["user", "assistant", "tool", "assistant", "user", "assistant", "tool", "assistant"],
  );
  assert.equal(stored[0]?.content, "What's my balance?");
  assert.equal(stored[2]?.content, BALANCE);
  assert.equal(stored[3]?.content, replies[0]);
  assert.deepEqual(stored[3]?.tools, ["get_balance"]);
  assert.equal(stored[4]?.content, "And now?");
});

test("context() in front of the model: the README's agent loop", async () => {
  const acct = account("loop");
  const memory = new MemoryClient(live.url, live.key, { timeoutMs: 5000 });
  const openai = new OpenAI({ baseURL: live.upstream, apiKey: "upstream-test-key", maxRetries: 0 });
  let n = 0;
  const nextId = () => `m-${++n}`;
  const history: HistoryItem[] = [
    { role: "system", content: "You are Flow." },
    { id: nextId(), role: "user", content: "What's my balance?" },
  ];
  let answer = "";
  for (let step = 0; step < 4; step++) {
    const turn = await memory.context(acct, history); // never throws: falls back to history
    assert.equal(turn.fallback, false, turn.reason ?? "");
    const completion = await openai.chat.completions.create({
      model: "fake-model",
      messages: turn.messages as unknown as Message[],
      tools,
    });
    const reply = completion.choices[0]?.message;
    assert.ok(reply);
    history.push({ id: nextId(), ...reply });
    if (!reply.tool_calls?.length) {
      answer = reply.content ?? "";
      break;
    }
    for (const call of reply.tool_calls) {
      if (call.type !== "function") continue;
      history.push({ id: nextId(), role: "tool", tool_call_id: call.id, content: runTool(call.function.name) });
    }
  }
  await memory.context(acct, history); // records the final reply
  assert.match(answer, /₦5,000/);
  assert.match(answer, /Checked live at/);
  const stored = await storedMessages(acct);
  assert.deepEqual(stored.map((m) => m.role), ["user", "assistant", "tool", "assistant"]);
  assert.equal(stored[2]?.content, BALANCE);
  assert.equal(stored[3]?.content, answer);
});
