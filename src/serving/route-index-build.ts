import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryEngine } from '../engines/engine.js';
import { EngineOverloadedError, EngineTimeoutError, EngineUnavailableError } from '../engines/errors.js';

/**
 * A failed route index build is retried after `firstDelayMs`, then after twice as long each time up to
 * `maxDelayMs`, for as long as its data version is the one served (a newer version builds its own).
 */
export interface RouteIndexRetry {
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** While waiting, the engine is asked `SELECT 1` this often: once down and back, the wait ends (default 1 s). */
  readonly probeMs?: number;
}

export const DEFAULT_ROUTE_INDEX_RETRY: RouteIndexRetry = {
  firstDelayMs: 2_000,
  maxDelayMs: 120_000,
  probeMs: 1_000,
};

/** A probe that failed because the engine could not be reached at all (not busy, not slow: down). */
const unreachable = (error: unknown) =>
  !(error instanceof EngineTimeoutError) && !(error instanceof EngineOverloadedError);

/**
 * The wait before the next attempt: `delayMs`, or less when the engine comes back. The backoff is for an engine
 * that is busy (its queries time out): a build retried at once would add to the load. An engine that is down (the
 * cluster's entry server killed) makes every attempt fail at once and the waits grow to minutes; so the engine is
 * probed meanwhile, and a probe that succeeds after one found it unreachable ends the wait: the index is built
 * within a probe's interval of the engine's recovery, not a grown backoff later.
 */
export async function waitBeforeRetry(
  engine: QueryEngine,
  retry: RouteIndexRetry,
  delayMs: number,
  signal: AbortSignal,
): Promise<void> {
  const probeMs = retry.probeMs ?? DEFAULT_ROUTE_INDEX_RETRY.probeMs ?? 1_000;
  const end = performance.now() + delayMs;
  let wasDown = false;
  for (;;) {
    const left = end - performance.now();
    if (left <= 0 || signal.aborted) return;
    await sleep(Math.min(probeMs, left), undefined, { signal, ref: false }).catch(() => undefined);
    if (signal.aborted || performance.now() >= end) return;
    try {
      await engine.query('SELECT 1 AS up', [], { lane: 'light', timeoutMs: probeMs });
      if (wasDown) return;
    } catch (error) {
      wasDown ||= unreachable(error);
    }
  }
}

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
