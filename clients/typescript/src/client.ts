/** MemoryClient: the memory engine's agent API (API.md) from TypeScript, over `fetch` only. */

import * as answers from "./answers.js";
import {
  MemoryAPIError,
  MemoryClientError,
  MemoryTimeout,
  MemoryTransportError,
  UnexpectedAnswer,
} from "./errors.js";
import type {
  AccountInfo,
  ClientOptions,
  ContextOptions,
  ContextResult,
  Fact,
  ForgetReceipt,
  HistoryItem,
  Memory,
  MessageIn,
  RecordedMessage,
} from "./types.js";

export const API_PREFIX = "/api/v1";
export const USER_AGENT = "memoryadmin-client-ts/0.1";
/** Answers worth another try: the engine, or something in front of it, was busy or down. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 425, 429, 500, 502, 503, 504]);
export const DEFAULT_TIMEOUT_MS = 5000;
export const DEFAULT_MAX_RETRIES = 2;
const BACKOFF_BASE_MS = 200;
const BACKOFF_CAP_MS = 4000;

interface Call {
  method: "GET" | "POST" | "PATCH";
  path: string;
  body?: unknown;
  /** Sending it twice does no harm. */
  retriable: boolean;
  headers?: Record<string, string>;
}

interface Answer {
  status: number;
  data: unknown;
}

/** The server root, whether given as `http://host` or `http://host/api/v1`. */
export function apiRoot(baseUrl: string): string {
  let root = baseUrl.replace(/\/+$/, "");
  if (root.endsWith(API_PREFIX)) root = root.slice(0, -API_PREFIX.length);
  return root;
}

export function accountPath(account: string, tail = ""): string {
  return `${API_PREFIX}/accounts/${encodeURIComponent(account)}${tail}`;
}

/** Exponential with jitter (attempt 1, 2, …), or the server's Retry-After, capped. */
export function backoffMs(attempt: number, retryAfterMs: number | null = null): number {
  if (retryAfterMs !== null) return Math.min(Math.max(retryAfterMs, 0), BACKOFF_CAP_MS);
  const step = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** (attempt - 1));
  return step / 2 + (Math.random() * step) / 2;
}

function retryAfterMs(response: Response): number | null {
  const value = response.headers.get("Retry-After");
  if (value === null) return null;
  const seconds = Number(value);
  return Number.isFinite(seconds) ? seconds * 1000 : null;
}

function transportError(error: unknown, timeoutMs: number): MemoryTransportError {
  const name = error instanceof Error ? error.name : typeof error;
  if (name === "TimeoutError" || name === "AbortError") {
    return new MemoryTimeout(`The memory engine did not answer after ${timeoutMs} ms (${name}).`, {
      cause: error,
    });
  }
  const cause = error instanceof Error && error.cause instanceof Error ? `: ${error.cause.message}` : "";
  const message = error instanceof Error ? error.message : String(error);
  return new MemoryTransportError(`The memory engine could not be reached (${message}${cause}).`, {
    cause: error,
  });
}

function shouldRetry(call: Call, error: MemoryClientError): boolean {
  if (!call.retriable) return false;
  if (error instanceof MemoryAPIError) return RETRY_STATUSES.has(error.status);
  return error instanceof MemoryTransportError;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * A client for the agent API, with no runtime dependency beyond `fetch`.
 *
 * `baseUrl` is the engine's root (`http://memory:8000`; a trailing `/api/v1`
 * is accepted too). `timeoutMs` bounds each attempt; `context()` also stops
 * retrying once `timeoutMs` has passed in all, so a turn never waits longer on
 * memory than that. Reads, `context()` and writes that carry an id are retried
 * up to `maxRetries` times with backoff on a dropped connection, a timeout, 429
 * or a 5xx; a write without an id (`forget`, `stateFact`) is sent once, never twice.
 */
export class MemoryClient {
  readonly timeoutMs: number;
  readonly maxRetries: number;
  private readonly root: string;
  private readonly headers: Record<string, string>;
  private readonly fetchImpl: typeof fetch;

  constructor(baseUrl: string, apiKey: string, options: ClientOptions = {}) {
    const maxRetries = options.maxRetries ?? DEFAULT_MAX_RETRIES;
    if (!Number.isInteger(maxRetries) || maxRetries < 0) {
      throw new RangeError("maxRetries must be 0 or more");
    }
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxRetries = maxRetries;
    this.root = apiRoot(baseUrl);
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.headers = {
      Authorization: `Bearer ${apiKey}`,
      Accept: "application/json",
      "Content-Type": "application/json",
      "User-Agent": USER_AGENT,
    };
  }

  /** One call, retried as its kind allows; throws MemoryClientError. */
  private async send(call: Call, budgetMs?: number): Promise<Answer> {
    const deadline = budgetMs === undefined ? null : Date.now() + budgetMs;
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    for (let attempt = 1; ; attempt++) {
      let timeout = this.timeoutMs;
      if (deadline !== null) timeout = Math.max(Math.min(timeout, deadline - Date.now()), 1);
      let error: MemoryClientError;
      let pause: number | null = null;
      try {
        const response = await this.fetchImpl(this.root + call.path, {
          method: call.method,
          headers: { ...this.headers, ...(call.headers ?? {}) },
          body,
          signal: AbortSignal.timeout(timeout),
        });
        if (response.status < 400) {
          const text = await response.text();
          return { status: response.status, data: text === "" ? null : parse(text, response.status) };
        }
        pause = retryAfterMs(response);
        error = await answers.apiError(response);
      } catch (caught) {
        if (caught instanceof MemoryClientError) throw caught;
        error = transportError(caught, timeout);
      }
      if (attempt > this.maxRetries || !shouldRetry(call, error)) throw error;
      const wait = backoffMs(attempt, pause);
      if (deadline !== null && Date.now() + wait >= deadline) throw error;
      await sleep(wait);
    }
  }

  /** Store one message (`POST …/messages`); the same id again stores nothing (`created` false).
   * Throws MemoryAPIError (409 `conflict` for the same id with other content). */
  async record(account: string, message: MessageIn): Promise<RecordedMessage> {
    const call: Call = {
      method: "POST",
      path: accountPath(account, "/messages"),
      body: message,
      retriable: typeof message?.id === "string",
    };
    const answer = await this.send(call);
    return answers.recorded(answer.data, answer.status);
  }

  /**
   * The history to send the model this turn. Never throws, never rejects.
   *
   * On any error or timeout the result's `messages` is `history` itself, with
   * `fallback` true and `reason` saying why.
   */
  async context<T extends HistoryItem>(
    account: string,
    history: T[],
    options: ContextOptions = {},
  ): Promise<ContextResult<T>> {
    try {
      const body: Record<string, unknown> = { history };
      if (options.now !== undefined) body["now"] = options.now;
      if (options.contextRole !== undefined) body["context_role"] = options.contextRole;
      const call: Call = {
        method: "POST",
        path: accountPath(account, "/context"),
        body,
        // Recording by id is idempotent and items without an id are never stored.
        retriable: true,
        headers: options.thread === undefined ? {} : { "X-Memory-Thread": options.thread },
      };
      const answer = answers.contextAnswer((await this.send(call, this.timeoutMs)).data);
      if (answer.fallback || answer.mode !== "enabled") {
        // The engine hands the history back unchanged: keep the caller's own array.
        const reason = answer.fallback ? "the engine fell back to the given history" : null;
        return result(history, answer.mode, answer.fallback, reason, answer.conflicts, null);
      }
      return result(answer.messages as T[], answer.mode, false, null, answer.conflicts, null);
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      const reason =
        caught instanceof MemoryClientError
          ? caught.message
          : `the client failed: ${error.name}: ${error.message}`;
      return result(history, null, true, reason, [], error);
    }
  }

  /** The account's current facts (`GET …/facts`). */
  async facts(account: string): Promise<Fact[]> {
    const answer = await this.send({ method: "GET", path: accountPath(account, "/facts"), retriable: true });
    return answers.facts(answer.data);
  }

  /** A fact the user stated explicitly (origin `stated`). Sent once. Secrets and
   * authority (e.g. "don't ask for my PIN") are refused: MemoryAPIError 400. */
  async stateFact(account: string, fact: { key: string; kind: string; note: string }): Promise<Fact> {
    const body = { key: fact.key, kind: fact.kind, note: fact.note };
    const call: Call = { method: "POST", path: accountPath(account, "/facts"), body, retriable: false };
    return answers.fact((await this.send(call)).data);
  }

  /** Forget one fact by key, or everything (`{ everything: true }`). Sent once; 404 for an unknown key. */
  async forget(account: string, what: string | { everything: true }): Promise<ForgetReceipt> {
    let body: Record<string, unknown>;
    if (typeof what === "string") body = { key: what };
    else if (what !== null && typeof what === "object" && what.everything === true) body = { everything: true };
    else throw new TypeError("Pass a key, or { everything: true }.");
    const call: Call = { method: "POST", path: accountPath(account, "/forget"), body, retriable: false };
    return answers.forgetReceipt((await this.send(call)).data);
  }

  /** What the engine remembers: the summary, its coverage, pending messages and the facts. */
  async memory(account: string): Promise<Memory> {
    const answer = await this.send({ method: "GET", path: accountPath(account, "/memory"), retriable: true });
    return answers.memory(answer.data);
  }

  async account(account: string): Promise<AccountInfo> {
    const answer = await this.send({ method: "GET", path: accountPath(account), retriable: true });
    return answers.accountInfo(answer.data);
  }

  /** Set the account's time zone (stamps use it). Idempotent, so retried. */
  async setTimezone(account: string, timezone: string): Promise<AccountInfo> {
    const call: Call = { method: "PATCH", path: accountPath(account), body: { timezone }, retriable: true };
    return answers.accountInfo((await this.send(call)).data);
  }
}

function parse(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new UnexpectedAnswer(`The answer is not JSON (HTTP ${status}).`, { cause });
  }
}

function result<T extends HistoryItem>(
  messages: T[],
  mode: string | null,
  fallback: boolean,
  reason: string | null,
  conflicts: string[],
  error: Error | null,
): ContextResult<T> {
  return { messages, mode, fallback, reason, conflicts, error, enabled: mode === "enabled" && !fallback };
}
