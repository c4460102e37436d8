/** context() never throws: the given history back, and why, on every failure. */

import assert from "node:assert/strict";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { test } from "node:test";

import { MemoryAPIError, MemoryClient, MemoryTimeout, MemoryTransportError, UnexpectedAnswer } from "../src/index.js";
import { account, live } from "./live.js";

const history = [
  { role: "system", content: "You are Flow." },
  { role: "user", content: "What's my balance?", id: "m-1" },
];

/** A loopback server answering every request with `handler`. */
async function serve(handler: Parameters<typeof createServer>[1]): Promise<{ url: string; server: Server }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
}

test("an engine that cannot be reached: the history as given, fallback, and why", async () => {
  const { url, server } = await serve((_req, res) => res.end());
  await stop(server); // nothing listens on the port any more
  const client = new MemoryClient(url, live.key, { timeoutMs: 2000, maxRetries: 1 });
  const turn = await client.context(account("down"), history);
  assert.equal(turn.messages, history); // the very array
  assert.equal(turn.fallback, true);
  assert.equal(turn.mode, null);
  assert.equal(turn.enabled, false);
  assert.ok(turn.error instanceof MemoryTransportError);
  assert.match(turn.reason ?? "", /could not be reached/);
});

test("an engine that does not answer in time: fallback within the timeout", async () => {
  const { url, server } = await serve(() => {
    /* never answers */
  });
  try {
    const client = new MemoryClient(url, live.key, { timeoutMs: 300, maxRetries: 3 });
    const started = Date.now();
    const turn = await client.context(account("slow"), history);
    const took = Date.now() - started;
    assert.ok(took < 2000, `took ${took} ms`);
    assert.equal(turn.messages, history);
    assert.ok(turn.error instanceof MemoryTimeout);
    assert.match(turn.reason ?? "", /did not answer/);
  } finally {
    await stop(server);
  }
});

test("a server error, a page that is not JSON, and a wrong answer shape: fallback", async () => {
  const answers: Array<[number, string, (e: Error | null) => boolean]> = [
    [500, '{"error": {"code": "server_error", "message": "boom", "fields": {}}}', (e) => e instanceof MemoryAPIError && e.status === 500],
    [502, "<html>Bad gateway</html>", (e) => e instanceof MemoryAPIError && e.code === "http_502"],
    [200, "<html>a login page</html>", (e) => e instanceof UnexpectedAnswer],
    [200, '{"mode": "enabled", "messages": "nope", "fallback": false}', (e) => e instanceof UnexpectedAnswer],
  ];
  for (const [status, body, check] of answers) {
    let hits = 0;
    const { url, server } = await serve((_req, res) => {
      hits += 1;
      res.writeHead(status, { "Content-Type": "application/json" }).end(body);
    });
    try {
      const client = new MemoryClient(url, live.key, { timeoutMs: 2000, maxRetries: 1 });
      const turn = await client.context(account("broken"), history);
      assert.equal(turn.messages, history, body);
      assert.equal(turn.fallback, true);
      assert.ok(check(turn.error), `${status} ${body}: ${String(turn.error)}`);
      assert.equal(hits, status >= 500 ? 2 : 1, "5xx retried, a bad 200 not");
    } finally {
      await stop(server);
    }
  }
});

test("a wrong key on the live engine: fallback with the 401 as the reason", async () => {
  const client = new MemoryClient(live.url, "not-a-key", { maxRetries: 0 });
  const turn = await client.context(account("nokey"), history);
  assert.equal(turn.messages, history);
  assert.equal(turn.fallback, true);
  assert.match(turn.reason ?? "", /401 unauthorized/);
});

test("even bad arguments do not throw", async () => {
  const client = new MemoryClient(live.url, live.key, { maxRetries: 0 });
  const notAList = "not a list" as unknown as Array<Record<string, unknown>>;
  const turn = await client.context(account("bad"), notAList);
  assert.equal(turn.messages, notAList);
  assert.equal(turn.fallback, true);
  assert.ok(turn.error instanceof MemoryAPIError && turn.error.status === 400);
});
