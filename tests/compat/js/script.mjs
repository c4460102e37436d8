// The official openai JS client driving the banking conversation, with its own tool loop.
// Run by tests/compat/drivers.py (openai_js) with the door in the environment:
// COMPAT_BASE_URL, COMPAT_API_KEY, COMPAT_ACCOUNT (sent as `user`), COMPAT_STREAM ("1": the
// client's stream helper), COMPAT_TURNS (JSON indices), COMPAT_SCRIPT (banking.script_for_js()),
// COMPAT_TIMEOUT_MS and COMPAT_MAX_RETRIES (the client's own), COMPAT_CONTEXT_URL (optional: POST the history there first, send the model what comes back).
import OpenAI from "openai";

const env = process.env;
const script = JSON.parse(env.COMPAT_SCRIPT);
const turns = JSON.parse(env.COMPAT_TURNS);
const stream = env.COMPAT_STREAM === "1";
const client = new OpenAI({
  baseURL: env.COMPAT_BASE_URL,
  apiKey: env.COMPAT_API_KEY,
  maxRetries: Number(env.COMPAT_MAX_RETRIES ?? 0),
  timeout: Number(env.COMPAT_TIMEOUT_MS ?? 30000),
});

function sortedJson(value) {
  if (Array.isArray(value)) return `[${value.map(sortedJson).join(",")}]`;
  if (value && typeof value === "object") {
    const keys = Object.keys(value).sort();
    return `{${keys.map((k) => `${JSON.stringify(k)}:${sortedJson(value[k])}`).join(",")}}`;
  }
  return JSON.stringify(value);
}

function runTool(name, args) {
  const result = script.results[name + sortedJson(JSON.parse(args))];
  if (result === undefined) throw new Error(`no scripted result for ${name}(${args})`);
  return result;
}

async function context(history) {
  const response = await fetch(env.COMPAT_CONTEXT_URL, {
    method: "POST",
    headers: { Authorization: `Bearer ${env.COMPAT_API_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ history }),
  });
  const answer = await response.json();
  if (response.status !== 200 || answer.fallback !== false || answer.mode !== "enabled") {
    throw new Error(`/context answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  }
  return answer.messages;
}

async function complete(history) {
  const messages = env.COMPAT_CONTEXT_URL ? await context(history) : history;
  const body = { model: "fake-model", messages, tools: script.tools, user: env.COMPAT_ACCOUNT };
  if (stream) {
    const events = client.chat.completions.stream({ ...body, stream_options: { include_usage: true } });
    return (await events.finalChatCompletion()).choices[0].message;
  }
  return (await client.chat.completions.create(body)).choices[0].message;
}

const messages = [{ role: "system", content: script.system }];
for (const n of turns) {
  messages.push({ role: "user", content: script.questions[n] });
  for (;;) {
    const message = await complete(messages);
    messages.push(message);
    const calls = message.tool_calls ?? [];
    for (const call of calls) {
      messages.push({ role: "tool", tool_call_id: call.id, content: runTool(call.function.name, call.function.arguments) });
    }
    if (calls.length === 0) break;
  }
}
if (env.COMPAT_CONTEXT_URL) await context(messages); // records the last reply
console.log(`completed ${turns.length} turns, ${messages.length} messages`);
