/** What the client sends and what it answers with (API.md v1, v1.1). */

export type ContextRole = "system" | "user";

/** A message to record (API.md "Messages"). Times may be Dates or ISO 8601 strings. */
export interface MessageIn {
  id: string;
  role: "user" | "assistant" | "tool" | string;
  content: string;
  created_at?: string | Date;
  /** Assistant only: the tools of this turn. */
  tools?: string[] | null;
  observed_at?: string | Date;
}

/** One item of a history, as an agent sends it to an OpenAI-compatible model. */
export type HistoryItem = Record<string, unknown>;

/** A stored message; `created` is false when the same id was stored already. */
export interface RecordedMessage {
  id: string;
  seq: number;
  role: string;
  content: string;
  createdAt: Date;
  tools: string[] | null;
  observedAt: Date | null;
  volatility: string | null;
  created: boolean;
}

export interface Fact {
  key: string;
  kind: string;
  note: string;
  /** "stated": the user said it; "inferred": picked up from the conversation. */
  origin: "stated" | "inferred" | string;
  confidence: number | null;
  evidence: string | null;
  learnedAt: Date | null;
}

/** The engine accepted a forget (202); the redaction finishes in the background. */
export interface ForgetReceipt {
  id: number;
  status: string;
  raw: Record<string, unknown>;
}

export interface Memory {
  summary: string | null;
  coveredThroughSeq: number | null;
  pendingMessages: number;
  facts: Fact[];
}

export interface AccountInfo {
  id: string;
  project: string | null;
  timezone: string | null;
  mode: string | null;
  modeReason: string | null;
  createdAt: Date | null;
}

/**
 * The history to send the model this turn.
 *
 * `messages` is what to send. When `fallback` is true it is the very history
 * given to `context()` (the same array), and `reason` says why: the engine fell
 * back itself (`mode` is then its mode), or the client did (the engine was not
 * reached in time, answered an error, or answered something unreadable; `mode`
 * is then null and `error` holds the error).
 */
export interface ContextResult<T extends HistoryItem = HistoryItem> {
  messages: T[];
  mode: string | null;
  fallback: boolean;
  reason: string | null;
  conflicts: string[];
  error: Error | null;
  /** The engine's own answer is used this turn (mode enabled, no fallback). */
  enabled: boolean;
}

export interface ContextOptions {
  now?: Date | string;
  contextRole?: ContextRole;
  /** The conversation (API.md v1.2 "Conversations"); none means the account's main thread. */
  thread?: string;
}

export interface ClientOptions {
  /** Bounds each attempt, in milliseconds; `context()` also stops retrying once it has passed in all. */
  timeoutMs?: number;
  /** Retries of reads, `context()` and writes carrying an id (a dropped connection, a timeout, 429, 5xx). */
  maxRetries?: number;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
}
