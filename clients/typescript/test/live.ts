/** The live server the tests run against (started by `make test-ts`: tests/livestack.py). */

import { randomUUID } from "node:crypto";

function need(name: string): string {
  const value = process.env[name];
  if (!value) {
    throw new Error(
      `${name} is not set: run these tests with \`make test-ts\`, which starts the server ` +
        "(python -m tests.livestack -- npm test).",
    );
  }
  return value;
}

export const live = {
  url: need("MEMORY_URL"),
  key: need("MEMORY_API_KEY"),
  otherKey: need("MEMORY_OTHER_API_KEY"),
  readOnlyKey: need("MEMORY_READONLY_API_KEY"),
  upstream: need("MEMORY_UPSTREAM_URL"),
  fakes: need("MEMORY_FAKES_URL"),
};

/** An account of its own for each test. */
export function account(name: string): string {
  return `ts-${name}-${randomUUID().slice(0, 8)}`;
}

/** The stored messages, read straight from the API (no client of ours in between). */
export async function storedMessages(
  acct: string,
): Promise<Array<{ role: string; content: string; tools: string[] | null }>> {
  const response = await fetch(`${live.url}/api/v1/accounts/${encodeURIComponent(acct)}/messages`, {
    headers: { Authorization: `Bearer ${live.key}` },
  });
  if (response.status !== 200) throw new Error(`GET messages: ${response.status} ${await response.text()}`);
  const body = (await response.json()) as {
    results: Array<{ role: string; content: string; tools: string[] | null }>;
  };
  return body.results;
}

/** Every request body the loopback model of `kind` received, as tests/livestack.py's router keeps them. */
export async function modelRequests(kind: "chat" | "responses" | "anthropic"): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${live.fakes}/requests/${kind}`);
  if (response.status !== 200) throw new Error(`GET requests: ${response.status} ${await response.text()}`);
  return (await response.json()) as Array<Record<string, unknown>>;
}
