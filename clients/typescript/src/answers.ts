/** Reading the engine's answers: each checked against what the API promises. */

import { MemoryAPIError, UnexpectedAnswer } from "./errors.js";
import type {
  AccountInfo,
  Fact,
  ForgetReceipt,
  Memory,
  RecordedMessage,
} from "./types.js";

type Obj = Record<string, unknown>;
type Kind = "string" | "number" | "integer" | "boolean" | "array" | "object";

function isKind(value: unknown, kind: Kind): boolean {
  switch (kind) {
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "array":
      return Array.isArray(value);
    case "object":
      return typeof value === "object" && value !== null && !Array.isArray(value);
    default:
      return typeof value === kind;
  }
}

export function obj(value: unknown, what: string): Obj {
  if (!isKind(value, "object")) throw new UnexpectedAnswer(`${what} is not a JSON object.`);
  return value as Obj;
}

function req<T>(data: Obj, key: string, kind: Kind): T {
  const value = data[key];
  if (!isKind(value, kind)) throw new UnexpectedAnswer(`The answer has no valid '${key}'.`);
  return value as T;
}

function opt<T>(data: Obj, key: string, kind: Kind): T | null {
  const value = data[key];
  if (value === undefined || value === null) return null;
  if (!isKind(value, kind)) throw new UnexpectedAnswer(`The answer's '${key}' has the wrong type.`);
  return value as T;
}

function time(data: Obj, key: string): Date | null {
  const value = opt<string>(data, key, "string");
  if (value === null) return null;
  const parsed = new Date(value);
  if (Number.isNaN(parsed.getTime())) {
    throw new UnexpectedAnswer(`The answer's '${key}' is not an ISO 8601 time.`);
  }
  return parsed;
}

/** The body as JSON, or UnexpectedAnswer. */
export async function json(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    throw new UnexpectedAnswer(`The answer is not JSON (HTTP ${response.status}).`, { cause });
  }
}

/** The API's error shape, or a stand-in when the body is not it. */
export async function apiError(response: Response): Promise<MemoryAPIError> {
  const status = response.status;
  const text = await response.text().catch(() => "");
  let data: unknown = null;
  try {
    data = JSON.parse(text);
  } catch {
    data = null;
  }
  const error = isKind(data, "object") ? (data as Obj)["error"] : undefined;
  if (isKind(error, "object") && typeof (error as Obj)["code"] === "string") {
    const e = error as Obj;
    const fields = isKind(e["fields"], "object") ? (e["fields"] as Obj) : undefined;
    return new MemoryAPIError(status, e["code"] as string, String(e["message"] ?? ""), fields);
  }
  return new MemoryAPIError(status, `http_${status}`, text.slice(0, 200).trim() || response.statusText);
}

export function recorded(data: unknown, status: number): RecordedMessage {
  const d = obj(data, "The stored message");
  const createdAt = time(d, "created_at");
  if (createdAt === null) throw new UnexpectedAnswer("The stored message has no created_at.");
  const tools = opt<unknown[]>(d, "tools", "array");
  return {
    id: req(d, "id", "string"),
    seq: req(d, "seq", "integer"),
    role: req(d, "role", "string"),
    content: req(d, "content", "string"),
    createdAt,
    tools: tools === null ? null : tools.map(String),
    observedAt: time(d, "observed_at"),
    volatility: opt(d, "volatility", "string"),
    created: status === 201,
  };
}

export function fact(value: unknown): Fact {
  const d = obj(value, "A fact");
  return {
    key: req(d, "key", "string"),
    kind: req(d, "kind", "string"),
    note: req(d, "note", "string"),
    origin: req(d, "origin", "string"),
    confidence: opt(d, "confidence", "number"),
    evidence: opt(d, "evidence", "string"),
    learnedAt: time(d, "learned_at"),
  };
}

export function facts(data: unknown): Fact[] {
  if (!Array.isArray(data)) throw new UnexpectedAnswer("The facts are not a JSON list.");
  return data.map(fact);
}

export function memory(data: unknown): Memory {
  const d = obj(data, "The memory");
  const items = d["facts"];
  if (!Array.isArray(items)) throw new UnexpectedAnswer("The memory has no facts list.");
  return {
    summary: opt(d, "summary", "string"),
    coveredThroughSeq: opt(d, "covered_through_seq", "integer"),
    pendingMessages: req(d, "pending_messages", "integer"),
    facts: items.map(fact),
  };
}

export function forgetReceipt(data: unknown): ForgetReceipt {
  const d = obj(data, "The forget receipt");
  return { id: req(d, "id", "integer"), status: req(d, "status", "string"), raw: d };
}

export function accountInfo(data: unknown): AccountInfo {
  const d = obj(data, "The account");
  return {
    id: req(d, "id", "string"),
    project: opt(d, "project", "string"),
    timezone: opt(d, "timezone", "string"),
    mode: opt(d, "mode", "string"),
    modeReason: opt(d, "mode_reason", "string"),
    createdAt: time(d, "created_at"),
  };
}

/** The context answer: its mode, fallback, messages and conflicts, checked. */
export function contextAnswer(data: unknown): {
  mode: string;
  fallback: boolean;
  messages: Obj[];
  conflicts: string[];
} {
  const d = obj(data, "The context");
  const mode = req<string>(d, "mode", "string");
  const fallback = req<boolean>(d, "fallback", "boolean");
  const messages = req<unknown[]>(d, "messages", "array");
  const conflicts = d["conflicts"] ?? [];
  if (!Array.isArray(conflicts) || !conflicts.every((c) => typeof c === "string")) {
    throw new UnexpectedAnswer("The context's conflicts are not a list of ids.");
  }
  if (!messages.every((m) => isKind(m, "object"))) {
    throw new UnexpectedAnswer("The context's messages are not all JSON objects.");
  }
  return { mode, fallback, messages: messages as Obj[], conflicts: conflicts as string[] };
}
