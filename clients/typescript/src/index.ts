/**
 * A TypeScript client for the memory engine's agent API (API.md v1.2 "TypeScript client").
 *
 *     import { MemoryClient } from "@memoryadmin/client";
 *
 *     const memory = new MemoryClient("http://memory:8000", apiKey, { timeoutMs: 2000 });
 *     await memory.record("acct-42", { id: "m-18", role: "user", content: "Balance?" });
 *     const turn = await memory.context("acct-42", history); // never throws
 *     const reply = await openai.chat.completions.create({ model, messages: turn.messages });
 *
 * ESM, typed, and no runtime dependency beyond `fetch`.
 */

export { MemoryClient, apiRoot, accountPath, RETRY_STATUSES } from "./client.js";
export {
  MemoryAPIError,
  MemoryClientError,
  MemoryTimeout,
  MemoryTransportError,
  UnexpectedAnswer,
} from "./errors.js";
export type {
  AccountInfo,
  ClientOptions,
  ContextOptions,
  ContextResult,
  ContextRole,
  Fact,
  ForgetReceipt,
  HistoryItem,
  Memory,
  MessageIn,
  RecordedMessage,
} from "./types.js";
