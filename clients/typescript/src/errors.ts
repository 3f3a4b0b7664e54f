import type { components } from './generated/openapi.js';

/** An RFC 9457 problem document, as every atss error answers. */
export type Problem = components['schemas']['Problem'];

/** A non-2xx answer that is not a problem document (e.g. `/readyz` before data is published). */
export class AtssHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`atss answered HTTP ${status}`);
    this.name = 'AtssHttpError';
  }
}

/** A problem document answer: its stable code (`invalid-parameter`, `no-data`, ...), status and details. */
export class AtssProblemError extends AtssHttpError {
  /** The code of the problem type: `/problems/<code>`. */
  readonly code: string;

  constructor(readonly problem: Problem) {
    super(problem.status, problem);
    this.name = 'AtssProblemError';
    this.code = problem.type.replace(/^\/problems\//, '');
    this.message = `${this.code}: ${problem.detail}`;
  }
}

/** A 429 answer (`rate-limited`): wait `retryAfterSeconds` (from `Retry-After`) before the next request. */
export class RateLimitedError extends AtssProblemError {
  constructor(
    problem: Problem,
    /** Seconds to wait, from the answer's `Retry-After`; undefined when it had none. */
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(problem);
    this.name = 'RateLimitedError';
  }
}
