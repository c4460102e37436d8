/**
 * The official `openai` JS client on the Responses API, through the engine's Responses door
 * (`baseURL` …/api/v1/openai, the engine key as the API key, the account as
 * `safety_identifier`), `responses.create` and `responses.stream`, with a function tool
 * across three turns. The upstream is a loopback Responses API (tests/fakeproviders.py,
 * started by tests/livestack.py) that refuses what OpenAI refuses: a question about the
 * balance asks for get_balance, a function_call_output is answered by quoting it, another
 * question is answered by quoting it. Each test reads what was stored and, from the
 * loopback model's own record, what the model was shown on each turn.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import OpenAI from "openai";

import { account, live, modelRequests, storedMessages } from "./live.js";

type Item = OpenAI.Responses.ResponseInputItem;
type Response = OpenAI.Responses.Response;

const INSTRUCTIONS = "You are Flow, a banking assistant. ₦ is naira.";
const tools: OpenAI.Responses.FunctionTool[] = [
  {
    type: "function",
    name: "get_balance",
    description: "The customer's balance, read live from the ledger.",
    parameters: {
      type: "object",
      properties: { account: { type: "string" } },
      required: ["account"],
      additionalProperties: false,
    },
    strict: true,
  },
];
const BALANCE = JSON.stringify({ balance: "₦5,000" });
const FOLLOW_UP = "Can I afford a ₦3,000 transfer?";

for (const streamed of [false, true]) {
  const how = streamed ? "responses.stream" : "responses.create";

  test(`the Responses door, ${how}: three turns with a function tool, stored once, the live value stamped next turn`, async () => {
    const acct = account(streamed ? "rstream" : "rcreate");
    const openai = new OpenAI({ baseURL: `${live.url}/api/v1/openai`, apiKey: live.key, maxRetries: 0 });
    const storedAtCompleted: number[] = [];

    async function turn(input: Item[]): Promise<Response> {
      const params = { model: "fake-model", instructions: INSTRUCTIONS, input, tools, safety_identifier: acct };
      if (!streamed) return openai.responses.create(params);
      const stream = openai.responses.stream(params);
      const kinds: string[] = [];
      for await (const event of stream) {
        kinds.push(event.type);
        if (event.type === "response.completed") {
          // The reply is stored by the time the agent reads the end of the response.
          storedAtCompleted.push((await storedMessages(acct)).length);
        }
      }
      assert.equal(kinds[0], "response.created");
      assert.equal(kinds.at(-1), "response.completed");
      return stream.finalResponse();
    }

    // Turn 1: the question; the model calls the tool.
    const input: Item[] = [{ role: "user", content: "What's my balance?" }];
    const first = await turn(input);
    const call = first.output.find((item) => item.type === "function_call");
    assert.ok(call && call.type === "function_call");
    assert.equal(call.name, "get_balance");
    // Turn 2: the tool's live result; the model answers from it (quoting what it was shown).
    input.push(...(first.output as Item[]));
    input.push({ type: "function_call_output", call_id: call.call_id, output: BALANCE });
    const second = await turn(input);
    assert.match(second.output_text, /₦5,000/);
    assert.match(second.output_text, /Checked live at/);
    // Turn 3: a follow-up question.
    input.push(...(second.output as Item[]));
    input.push({ role: "user", content: FOLLOW_UP });
    const third = await turn(input);
    assert.match(third.output_text, /₦3,000/);

    // What the model was shown, turn by turn (its record, kept in the loopback model).
    const shown = (await modelRequests("responses")).filter((r) => r["safety_identifier"] === acct);
    assert.equal(shown.length, 3);
    for (const sent of shown) {
      assert.equal(sent["instructions"], INSTRUCTIONS);
      assert.deepEqual(sent["tools"], tools);
    }
    assert.deepEqual(shown[0]?.["input"], [{ role: "user", content: "What's my balance?" }]);
    const last = shown[2]?.["input"] as Array<Record<string, unknown>>;
    const output = last.find((i) => i["type"] === "function_call_output" && i["call_id"] === call.call_id);
    assert.ok(output, "the call's output reached the model on the next turn");
    assert.ok(String(output["output"]).startsWith(BALANCE));
    assert.match(String(output["output"]), /Checked live at/);
    // The call travels just before its output, as the agent's own item.
    const n = last.findIndex((i) => i["type"] === "function_call");
    assert.equal(last[n + 1], output);
    assert.equal(last[n]?.["call_id"], call.call_id);
    assert.deepEqual(last.at(-1), { role: "user", content: FOLLOW_UP });

    // Stored: the conversation once, in order; the tool's result as the agent gave it (unstamped).
    const stored = await storedMessages(acct);
    assert.deepEqual(
      stored.map((m) => m.role),
      ["user", "assistant", "tool", "assistant", "user", "assistant"],
    );
    assert.equal(stored[0]?.content, "What's my balance?");
    assert.equal(stored[2]?.content, BALANCE);
    assert.equal(stored[3]?.content, second.output_text);
    assert.deepEqual(stored[3]?.tools, ["get_balance"]);
    assert.equal(stored[4]?.content, FOLLOW_UP);
    assert.equal(stored[5]?.content, third.output_text);
    if (streamed) assert.deepEqual(storedAtCompleted, [2, 4, 6]);
  });
}
