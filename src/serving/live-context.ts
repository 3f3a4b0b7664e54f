import type { Logger } from 'pino';
import type { Backend } from '../backends/backend.js';
import type { QueryEngine } from '../engines/engine.js';
import { EngineClock, untimedEngine } from './engine-clock.js';
import type { DataSnapshot, ServiceContext, SnapshotHold } from './context.js';
import { buildRouteIndex, type RouteIndexScope } from '../route-index/build.js';
import { collectGarbage } from './full-collection.js';
import type { RouteIndex } from '../route-index/index.js';
import {
  DEFAULT_ROUTE_INDEX_RETRY,
  failureOf,
  retryDelayMs,
  waitBeforeRetry,
  type RouteIndexBuild,
  type RouteIndexRetry,
} from './route-index-build.js';
import { isLoaded, openSnapshot, readableManifest, type SnapshotOptions } from './snapshot.js';

/** The published version is also polled, in case the backend's watch misses a change (or it has none). */
const POLL_MS = 1000;
/** A swapped-out snapshot still held this long after the swap (a hold never released) is closed anyway. */
const RETIRE_GRACE_MS = 60_000;

/** What LiveContext logs (a pino logger, as Fastify's is). */
type Log = Pick<Logger, 'info' | 'error'>;

export interface LiveContextOptions extends SnapshotOptions {
  /** How a failed route index build is retried (default: after 2 s, doubling up to 2 min). */
  readonly routeIndexRetry?: RouteIndexRetry;
  /** Builds a version's route index (the default; a seam for tests that make attempts fail). */
  readonly buildRouteIndex?: typeof buildRouteIndex;
}

/** The route index build of one snapshot, in progress or waiting to be retried. */
interface IndexBuild {
  readonly snapshot: DataSnapshot;
  failedAttempts: number;
  lastFailure?: string;
  /** Ends the wait before the next attempt (a newer version is served, or the context closes). */
  readonly stop: AbortController;
}

/** The route index of a newly opened version: build time and bytes per table. */
/** Each stored table a version could not open, with the engine's error (the files it names stay in the log). */
function logDamaged(snapshot: DataSnapshot, log: Log | undefined): void {
  for (const { table, cause } of snapshot.damaged ?? []) {
    log?.error(
      { err: cause, table, data_version: snapshot.dataVersion },
      'a stored table cannot be read: queries that need it answer 503, the other tables are served',
    );
  }
}

function logRouteIndex(index: RouteIndex, log: Log | undefined): void {
  const tables = Object.fromEntries(
    [...index.tables.values()].map((table) => [table.name, { rows: table.rows, bytes: table.bytes }]),
  );
  const national = [...index.national.values()];
  log?.info(
    {
      build_ms: Math.round(index.buildMs),
      bytes: index.bytes,
      tables,
      // the one-dimension rollups (103 at most): their count and sizes together
      national: {
        tables: national.length,
        rows: national.reduce((total, table) => total + table.rows, 0),
        bytes: national.reduce((total, table) => total + table.bytes, 0),
      },
    },
    'route index built',
  );
}

/**
 * A context that follows the backend's published version: when a new one is published (an ingest's new
 * manifest, a newly activated version; seen by the backend's watch or by the poll), a new snapshot is opened
 * and swapped in atomically, and the swap is logged with both versions. Requests already running keep the
 * old snapshot (they hold it, `hold()`), whose engine is closed when the last of them releases it (at once when
 * none does), so its memory is returned; a hold never released is overruled after a grace period. Snapshots
 * never change: a version's route index, built after the version is served, arrives as a new snapshot over the
 * same engine (holds count per engine, so a request holding the version without its index keeps it open).
 */
export class LiveContext implements ServiceContext {
  private timer: NodeJS.Timeout | undefined;
  private stopWatching: (() => void) | undefined;
  private publishedStamp: string;
  private checking = false;
  private recheck = false;
  /** Holds per data version's engine (the current one, or retired ones still in use). */
  private readonly holds = new Map<QueryEngine, number>();
  /** Engines of swapped-out versions still held, with the timer that closes them anyway. */
  private readonly retiring = new Map<QueryEngine, NodeJS.Timeout>();

  private constructor(
    private snapshot: DataSnapshot,
    private readonly backend: Backend,
    private readonly log: Log | undefined,
    stamp: string,
    private readonly options: LiveContextOptions & { readonly engineClock: EngineClock },
  ) {
    this.publishedStamp = stamp;
  }

  /** Every version's engine tells its query times here. */
  get engineClock(): EngineClock {
    return this.options.engineClock;
  }

  /** The current version's route index, built after it is served (settles when built or given up). */
  private indexBuild: Promise<void> = Promise.resolve();

  /**
   * Opens the published version and is ready at once: each version's route index is built in the background
   * after the version is served (routes are answered by the engine until it is there), so neither the time
   * to /readyz nor the time a newly published version takes to reach the server grows with the stored
   * history (building it first made a switch on ClickHouse take 9.6 s at the benchmark's volume). A build
   * that fails (its engine queries time out under a burst of clients at the start) is retried with backoff,
   * outside any request, until it is built or a newer version is served.
   */
  static async open(backend: Backend, log?: Log, given: LiveContextOptions = {}): Promise<LiveContext> {
    const stamp = await backend.publishedStamp();
    const options = { ...given, engineClock: given.engineClock ?? new EngineClock() };
    const snapshot = await openSnapshot(backend, { ...options, routeIndex: 'off' });
    if (snapshot.unavailable !== undefined) {
      log?.error({ reason: snapshot.unavailableCause ?? snapshot.unavailable }, 'no data to serve');
    }
    logDamaged(snapshot, log);
    const context = new LiveContext(snapshot, backend, log, stamp, options);
    const scope = options.routeIndex ?? 'rollups';
    if (isLoaded(snapshot) && scope !== 'off') context.indexBuild = context.buildIndex(scope);
    return context;
  }

  /** The route index build under way or waiting for its next attempt (undefined when none is). */
  private indexing: IndexBuild | undefined;

  /** Resolves when the current version's route index is built or given up (tests, benchmarks). */
  routeIndexSettled(): Promise<void> {
    return this.indexBuild;
  }

  routeIndexBuild(): RouteIndexBuild | undefined {
    const build = this.indexing;
    if (build === undefined || build.snapshot !== this.snapshot) return undefined;
    return {
      failedAttempts: build.failedAttempts,
      ...(build.lastFailure === undefined ? {} : { lastFailure: build.lastFailure }),
    };
  }

  /**
   * Builds the current snapshot's route index holding it, so a swap cannot close its engine meanwhile; a
   * failed attempt is retried after a growing wait while the snapshot is still the one served. Once built,
   * the same version is swapped in again with its index (a new snapshot, same engine) if it is still served.
   */
  private async buildIndex(scope: RouteIndexScope): Promise<void> {
    const hold = this.hold();
    const { snapshot } = hold;
    const build: IndexBuild = { snapshot, stop: new AbortController(), failedAttempts: 0 };
    // a build of the previous version still waiting to be retried gives up (it releases its hold)
    this.indexing?.stop.abort();
    this.indexing = build;
    const buildIndex = this.options.buildRouteIndex ?? buildRouteIndex;
    const retry = this.options.routeIndexRetry ?? DEFAULT_ROUTE_INDEX_RETRY;
    try {
      for (;;) {
        try {
          const routeIndex = await buildIndex(
            untimedEngine(snapshot.engine),
            snapshot.dialect,
            readableManifest(snapshot),
            {
              scope,
              // stopped between two engine queries when a newer version is served: the hold is released
              // then, so the superseded version's engine is closed without waiting for a build nobody needs
              signal: build.stop.signal,
            },
          );
          if (this.snapshot === snapshot) this.snapshot = { ...snapshot, routeIndex };
          logRouteIndex(routeIndex, this.log);
          // the build's garbage, which an idle heap would keep
          collectGarbage();
          return;
        } catch (error) {
          if (build.stop.signal.aborted) {
            // stopped by a newer version (logged), or by closing
            if (snapshot !== this.snapshot) {
              this.log?.info(
                { data_version: snapshot.dataVersion, serving: this.snapshot.dataVersion },
                'route index build stopped: a newer data version is served',
              );
            }
            return;
          }
          build.failedAttempts += 1;
          build.lastFailure = failureOf(error);
          const delay = retryDelayMs(retry, build.failedAttempts);
          this.log?.error(
            {
              err: error,
              data_version: snapshot.dataVersion,
              attempt: build.failedAttempts,
              retry_in_ms: delay,
            },
            'route index not built: routes are answered by the engine until a retry builds it',
          );
          await waitBeforeRetry(snapshot.engine, retry, delay, build.stop.signal);
          if (build.stop.signal.aborted || snapshot !== this.snapshot) {
            if (snapshot !== this.snapshot) {
              this.log?.info(
                { data_version: snapshot.dataVersion, serving: this.snapshot.dataVersion },
                'route index no longer retried: a newer data version is served',
              );
            }
            return;
          }
        }
      }
    } finally {
      if (this.indexing === build) this.indexing = undefined;
      hold.release();
    }
  }

  current(): DataSnapshot {
    return this.snapshot;
  }

  hold(): SnapshotHold {
    const snapshot = this.snapshot;
    const engine = snapshot.engine;
    this.holds.set(engine, (this.holds.get(engine) ?? 0) + 1);
    let released = false;
    return {
      snapshot,
      release: () => {
        if (released) return;
        released = true;
        const left = this.holds.get(engine)! - 1;
        if (left > 0) this.holds.set(engine, left);
        else {
          this.holds.delete(engine);
          if (this.retiring.has(engine)) this.closeRetired(engine);
        }
      },
    };
  }

  watch(): void {
    this.timer = setInterval(() => void this.refresh(), POLL_MS);
    this.timer.unref();
    this.stopWatching = this.backend.watch(() => void this.refresh());
  }

  /** Opens the newly published version, if any; keeps serving the old snapshot when that fails. */
  async refresh(): Promise<boolean> {
    if (this.checking) {
      this.recheck = true;
      return false;
    }
    this.checking = true;
    try {
      return await this.swapIfPublished();
    } finally {
      this.checking = false;
      if (this.recheck) {
        this.recheck = false;
        void this.refresh();
      }
    }
  }

  private async swapIfPublished(): Promise<boolean> {
    const stamp = await this.backend.publishedStamp();
    if (stamp === this.publishedStamp) return false;
    const previous = this.snapshot;
    let next: DataSnapshot;
    try {
      next = await openSnapshot(this.backend, { ...this.options, routeIndex: 'off' });
    } catch (error) {
      this.publishedStamp = stamp;
      this.log?.error(
        { err: error, serving: previous.dataVersion },
        'could not open the new data version; still serving the previous one',
      );
      return false;
    }
    this.publishedStamp = stamp;
    if (next.dataVersion === previous.dataVersion || next.unavailable !== undefined) {
      if (next.unavailable !== undefined) {
        this.log?.error(
          { reason: next.unavailableCause ?? next.unavailable, serving: previous.dataVersion },
          'the published manifest cannot be served; still serving the previous version',
        );
      }
      await next.engine.close();
      return false;
    }
    // the old version's route index is freed with its snapshot, once no request holds it; its build, if
    // still under way or waiting for a retry, stops (and releases its hold on the old engine)
    this.indexing?.stop.abort();
    this.snapshot = next;
    this.log?.info({ from: previous.dataVersion, to: next.dataVersion }, 'data version swapped');
    logDamaged(next, this.log);
    const scope = this.options.routeIndex ?? 'rollups';
    if (scope !== 'off') this.indexBuild = this.buildIndex(scope);
    this.retire(previous.engine);
    return true;
  }

  /** Closes a swapped-out version's engine now, or when its last hold is released (at the latest after the grace). */
  private retire(engine: QueryEngine): void {
    if (!this.holds.has(engine)) {
      void engine.close();
      return;
    }
    const overrule = setTimeout(() => this.closeRetired(engine), RETIRE_GRACE_MS);
    overrule.unref();
    this.retiring.set(engine, overrule);
  }

  private closeRetired(engine: QueryEngine): void {
    const overrule = this.retiring.get(engine);
    if (overrule === undefined) return;
    clearTimeout(overrule);
    this.retiring.delete(engine);
    void engine.close();
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.stopWatching?.();
    this.indexing?.stop.abort();
    await this.indexBuild;
    for (const engine of [...this.retiring.keys()]) this.closeRetired(engine);
    await this.snapshot.engine.close();
    await this.backend.close();
  }
}
