/**
 * The official `@anthropic-ai/sdk` client through the engine's Anthropic door (`baseURL`
 * …/api/v1/anthropic, the engine key as the API key, the account as `metadata.user_id`),
 * `messages.create` and `messages.stream`, with a tool across three turns. The upstream is a
 * loopback Messages API (tests/fakeproviders.py, started by tests/livestack.py) that refuses
 * what Anthropic refuses: a question about the balance asks for get_balance, a tool_result is
 * answered by quoting it, another question is answered by quoting it. Each test reads what was
 * stored and, from the loopback model's own record, what the model was shown on each turn.
 */

import assert from "node:assert/strict";
import { test } from "node:test";

import Anthropic from "@anthropic-ai/sdk";

import { account, live, modelRequests, storedMessages } from "./live.js";

type Message = Anthropic.Messages.Message;
type MessageParam = Anthropic.Messages.MessageParam;
type Block = Record<string, unknown>;

// A system prompt marked for caching: it must reach the model byte for byte.
const system: Anthropic.Messages.TextBlockParam[] = [
  { type: "text", text: "You are Flow, a banking assistant. ₦ is naira.", cache_control: { type: "ephemeral" } },
];
const tools: Anthropic.Messages.Tool[] = [
  {
    name: "get_balance",
    description: "The customer's balance, read live from the ledger.",
    input_schema: { type: "object", properties: { account: { type: "string" } } },
  },
];
const BALANCE = JSON.stringify({ balance: "₦5,000" });
const FOLLOW_UP = "Can I afford a ₦3,000 transfer?";

function text(message: Message): string {
  return message.content.map((b) => (b.type === "text" ? b.text : "")).join("");
}

function blocks(request: Record<string, unknown>, kind: string): Block[] {
  const messages = request["messages"] as Array<{ content: string | Block[] }>;
  return messages.flatMap((m) => (Array.isArray(m.content) ? m.content : [])).filter((b) => b["type"] === kind);
}

for (const streamed of [false, true]) {
  const how = streamed ? "messages.stream" : "messages.create";

  test(`the Anthropic door, ${how}: three turns with a tool, stored once, the live value stamped next turn`, async () => {
    const acct = account(streamed ? "astream" : "acreate");
    const claude = new Anthropic({ baseURL: `${live.url}/api/v1/anthropic`, apiKey: live.key, maxRetries: 0 });
    const storedAtStop: number[] = [];

    async function turn(messages: MessageParam[]): Promise<Message> {
      const params = {
        model: "claude-fake",
        max_tokens: 512,
        system,
        tools,
        messages,
        metadata: { user_id: acct },
      };
      if (!streamed) return claude.messages.create(params);
      const stream = claude.messages.stream(params);
      for await (const event of stream) {
        if (event.type === "message_stop") {
          // The reply is stored by the time the agent reads the end of it.
          storedAtStop.push((await storedMessages(acct)).length);
        }
      }
      return stream.finalMessage();
    }

    // Turn 1: the question; the model calls the tool.
    const messages: MessageParam[] = [{ role: "user", content: "What's my balance?" }];
    const first = await turn(messages);
    const use = first.content.find((b) => b.type === "tool_use");
    assert.ok(use && use.type === "tool_use");
    assert.equal(use.name, "get_balance");
    // Turn 2: the tool's live result; the model answers from it (quoting what it was shown).
    messages.push({ role: "assistant", content: first.content });
    messages.push({ role: "user", content: [{ type: "tool_result", tool_use_id: use.id, content: BALANCE }] });
    const second = await turn(messages);
    assert.match(text(second), /₦5,000/);
    assert.match(text(second), /Checked live at/);
    // Turn 3: a follow-up question.
    messages.push({ role: "assistant", content: second.content });
    messages.push({ role: "user", content: FOLLOW_UP });
    const third = await turn(messages);
    assert.match(text(third), /₦3,000/);

    // What the model was shown, turn by turn.
    const shown = (await modelRequests("anthropic")).filter(
      (r) => (r["metadata"] as { user_id?: string } | undefined)?.user_id === acct,
    );
    assert.equal(shown.length, 3);
    for (const sent of shown) {
      assert.equal(JSON.stringify(sent["system"]), JSON.stringify(system));
      assert.deepEqual(sent["tools"], tools);
      assert.equal(Boolean(sent["stream"]), streamed);
    }
    const [result] = blocks(shown[2]!, "tool_result");
    assert.ok(result, "the tool's result reached the model on the next turn");
    assert.equal(result["tool_use_id"], use.id);
    assert.ok(String(result["content"]).startsWith(BALANCE));
    assert.match(String(result["content"]), /Checked live at/);
    const last = shown[2]!["messages"] as Array<{ role: string; content: unknown }>;
    assert.deepEqual(last.at(-1), { role: "user", content: FOLLOW_UP });

    // Stored: the conversation once, in order; the tool's result as the agent gave it.
    const stored = await storedMessages(acct);
    assert.deepEqual(
      stored.map((m) => m.role),
      ["user", "assistant", "tool", "assistant", "user", "assistant"],
    );
    assert.equal(stored[0]?.content, "What's my balance?");
    assert.equal(stored[2]?.content, BALANCE);
    assert.equal(stored[3]?.content, text(second));
    assert.deepEqual(stored[3]?.tools, ["get_balance"]);
    assert.equal(stored[4]?.content, FOLLOW_UP);
    if (streamed) assert.deepEqual(storedAtStop, [2, 4, 6]);
  });
}
