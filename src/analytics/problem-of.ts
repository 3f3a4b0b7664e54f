import { EngineOverloadedError, EngineTimeoutError, EngineUnavailableError } from '../engines/errors.js';
import { ApiProblem } from '../problems/problems.js';

/** What a door says for an error of the answer pipeline: the problem, a retry hint, and what its log notes. */
export interface ErrorAnswer {
  readonly problem: ApiProblem;
  /** Seconds a client should wait before retrying (HTTP `Retry-After`). */
  readonly retryAfterSeconds?: number;
  /** A note for the request's log line; the engine's own text goes there, never to the client. */
  readonly log?: {
    readonly level: 'warn' | 'error';
    readonly message: string;
    readonly fields: Record<string, unknown>;
  };
}

/**
 * The one mapping of the answer pipeline's errors to problem documents, for both doors (HTTP and MCP): a user
 * error as itself, the engine's limits as 503/504. Undefined for anything else: a bug, which each door answers
 * as its internal error without the message.
 */
export function errorAnswerOf(error: unknown): ErrorAnswer | undefined {
  if (error instanceof ApiProblem) return { problem: error };
  if (error instanceof EngineOverloadedError) {
    return {
      problem: new ApiProblem('overloaded', `too many ${error.lane} queries are waiting; retry shortly`),
      retryAfterSeconds: error.retryAfterSeconds,
    };
  }
  if (error instanceof EngineUnavailableError) {
    return {
      problem: new ApiProblem('unavailable', 'the stored data cannot be read right now; retry shortly'),
      retryAfterSeconds: 5,
      log: { level: 'error', message: 'data files unavailable', fields: { err: error } },
    };
  }
  if (error instanceof EngineTimeoutError) {
    return {
      problem: new ApiProblem(
        'query-timeout',
        `the query ran longer than ${error.timeoutMs} ms (time waiting for the engine included) and was interrupted`,
      ),
      log: { level: 'warn', message: 'query interrupted', fields: { timeout_ms: error.timeoutMs } },
    };
  }
  return undefined;
}
