/** Everything that can go wrong talking to the memory engine. */

/** Anything that went wrong talking to the memory engine. */
export class MemoryClientError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/**
 * The engine answered with an error: `{"error": {"code", "message", "fields"}}`.
 *
 * `status` is the HTTP status; `code` the API's error code (`invalid`,
 * `not_found`, `conflict`, `unauthorized`…, or `http_<status>` when the answer
 * was not the API's JSON, e.g. from a proxy in between).
 */
export class MemoryAPIError extends MemoryClientError {
  readonly status: number;
  readonly code: string;
  readonly detail: string;
  readonly fields: Record<string, unknown>;

  constructor(status: number, code: string, detail: string, fields?: Record<string, unknown>) {
    super(`${status} ${code}: ${detail}`);
    this.status = status;
    this.code = code;
    this.detail = detail;
    this.fields = { ...(fields ?? {}) };
  }
}

/** The engine could not be reached, or the connection dropped before an answer. */
export class MemoryTransportError extends MemoryClientError {}

/** No answer within the timeout. */
export class MemoryTimeout extends MemoryTransportError {}

/** A 2xx answer that is not what the API promises (a proxy, a wrong base URL). */
export class UnexpectedAnswer extends MemoryClientError {}
