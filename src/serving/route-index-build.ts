import { EngineOverloadedError, EngineTimeoutError, EngineUnavailableError } from '../engines/errors.js';

/**
 * A failed route index build is retried after `firstDelayMs`, then after twice as long each time up to
 * `maxDelayMs`, for as long as its data version is the one served (a newer version builds its own).
 */
export interface RouteIndexRetry {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
}

export const DEFAULT_ROUTE_INDEX_RETRY: RouteIndexRetry = { firstDelayMs: 2_000, maxDelayMs: 120_000 };

/** The wait before the attempt after `failedAttempts` failed ones. */
export function retryDelayMs(retry: RouteIndexRetry, failedAttempts: number): number {
  return Math.min(retry.firstDelayMs * 2 ** Math.max(0, failedAttempts - 1), retry.maxDelayMs);
}

/** The served version's route index while it is not built yet: how many attempts failed, and why the last did. */
export interface RouteIndexBuild {
  readonly failedAttempts: number;
  /** Why the last attempt failed, in words a client may read (never the engine's own text). */
  readonly lastFailure?: string;
}

/** Why a build attempt failed, for /readyz (the error itself is logged). */
export function failureOf(error: unknown): string {
  if (error instanceof EngineTimeoutError) return 'its engine queries timed out';
  if (error instanceof EngineOverloadedError) return 'the engine was overloaded';
  if (error instanceof EngineUnavailableError) return 'a stored file could not be read';
  return 'an error (logged)';
}
