/** Engine conditions the HTTP layer answers with 503 and 504 (never with the engine's own text). */
export class EngineOverloadedError extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many queries are waiting for the engine');
    this.name = 'EngineOverloadedError';
  }
}

export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the query ran longer than ${timeoutMs} ms and was interrupted`);
    this.name = 'EngineTimeoutError';
  }
}
