import type { QueryLane } from './engine.js';

/** Engine conditions the HTTP layer answers with 503 and 504 (never with the engine's own text). */
export class EngineOverloadedError extends Error {
  constructor(
    readonly retryAfterSeconds: number,
    readonly lane: QueryLane = 'heavy',
  ) {
    super(`too many ${lane} queries are waiting for the engine`);
    this.name = 'EngineOverloadedError';
  }
}

export class EngineTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`the query ran longer than ${timeoutMs} ms and was interrupted`);
    this.name = 'EngineTimeoutError';
  }
}

/**
 * The text of the error a damaged stored table raises when read (`duckdb/open-store.ts`): the table could not
 * be opened when its version was, and every query that needs it answers `EngineUnavailableError`.
 */
export const DAMAGED_TABLE_ERROR = 'atss: this stored table could not be opened when its data version was';

/** The engine could not read a stored file (deleted or unreadable under a running server): 503, not 500. */
export class EngineUnavailableError extends Error {
  constructor(cause: unknown) {
    super('a stored data file cannot be read', { cause });
    this.name = 'EngineUnavailableError';
  }
}

/** A statement that is not a plain SELECT reached the engine: refused (the engine is read-only). */
export class EngineRefusedError extends Error {
  constructor(readonly statementType: string) {
    super(`only SELECT statements are run; refused a ${statementType} statement`);
    this.name = 'EngineRefusedError';
  }
}
