import type { StoredFile } from '../backends/backend.js';
import type { QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import type { TableId } from '../storage/schema.js';
import type { ReferenceData } from '../reference/types.js';
import type { RouteIndex } from '../route-index/index.js';
import type { EngineClock } from './engine-clock.js';
import type { ResultCache } from './result-cache.js';
import type { RouteIndexBuild } from './route-index-build.js';

/**
 * One published data version as the server holds it: an engine over its files and its reference maps. Never
 * changed once made: what arrives later (the route index) arrives as a new snapshot over the same engine.
 */
export interface DataSnapshot {
  /** The engine, each query timed on `engineClock` (the route index build reads `untimedEngine(engine)`). */
  readonly engine: QueryEngine;
  readonly engineClock: EngineClock;
  /** The SQL dialect of the engine. */
  readonly dialect: Dialect;
  readonly manifest: Manifest;
  readonly dataVersion: string;
  /** Manifest publication time (for Last-Modified). */
  readonly publishedAt: Date;
  readonly reference: ReferenceData;
  /**
   * Why this snapshot holds no data (no or unreadable manifest, a damaged reference table), with the fix; else
   * absent. Public (/readyz, 503 problems): no absolute path, no engine text.
   */
  readonly unavailable?: string;
  /** The same with the files and the system's own text, for the log only. */
  readonly unavailableCause?: string;
  /**
   * Stored tables that could not be opened (a damaged file): what needs one answers 503, the rest is served.
   * `cause` names files and quotes the engine: for the log only.
   */
  readonly damaged?: readonly { readonly table: TableId; readonly cause: unknown }[];
  /** Stored files the engine reads in place (none when the tables were copied into memory). */
  readonly filesInPlace: readonly StoredFile[];
  /** What of the engine does not answer now (a cluster's shard, named), checked by /readyz. */
  readonly unreachable?: () => Promise<readonly string[]>;
  /**
   * The route tables in memory, answering route plans without the engine (absent when turned off, and while
   * its background build runs: the version is then swapped in again, same engine, with its index).
   */
  readonly routeIndex?: RouteIndex | undefined;
}

/** A snapshot held for the duration of one answer (released exactly once). */
export interface SnapshotHold {
  readonly snapshot: DataSnapshot;
  release(): void;
}

/** What route handlers get: the current snapshot (swapped atomically when a new ingest is published). */
export interface ServiceContext {
  current(): DataSnapshot;
  /**
   * The current snapshot, held until released: a snapshot swapped out is closed (its engine's memory
   * returned) as soon as its last hold is released. Absent where the snapshot never changes.
   */
  hold?(): SnapshotHold;
  /**
   * The served version's route index build while it is under way or waiting to be retried (routes go to the
   * engine meanwhile); undefined once built, or when none is.
   */
  routeIndexBuild?(): RouteIndexBuild | undefined;
  /**
   * Answers already computed, shared by every door (an MCP call answers from what an HTTP request computed,
   * and the other way round); absent when the cache is off.
   */
  readonly results?: ResultCache | undefined;
  /**
   * Where the engine of every snapshot the context gives tells the time of each query; absent where the
   * snapshot never changes (its own `engineClock` then).
   */
  readonly engineClock?: EngineClock | undefined;
}

/**
 * What follows from a snapshot alone, made once for it at its first use and dropped with it (a snapshot never
 * changes): `make` must not give undefined.
 */
export function perSnapshot<T>(make: (snapshot: DataSnapshot) => T): (snapshot: DataSnapshot) => T {
  const made = new WeakMap<DataSnapshot, T>();
  return (snapshot) => {
    let value = made.get(snapshot);
    if (value === undefined) {
      value = make(snapshot);
      made.set(snapshot, value);
    }
    return value;
  };
}

/** The context's current snapshot, held until released (a context that never swaps holds nothing). */
export function holdCurrent(context: ServiceContext): SnapshotHold {
  return context.hold?.() ?? { snapshot: context.current(), release: () => undefined };
}

/** Runs `use` on the context's current snapshot, held until `use` settles (answers that query the engine). */
export async function withSnapshot<T>(
  context: ServiceContext,
  use: (snapshot: DataSnapshot) => Promise<T>,
): Promise<T> {
  const hold = holdCurrent(context);
  try {
    return await use(hold.snapshot);
  } finally {
    hold.release();
  }
}

/**
 * The same context answering from `results`, the result cache every door of one process shares (the HTTP
 * server's, or `atss mcp`'s own over stdio); undefined `results` leaves the cache off.
 */
export function sharingResults(context: ServiceContext, results: ResultCache | undefined): ServiceContext {
  const hold = context.hold?.bind(context);
  const build = context.routeIndexBuild?.bind(context);
  return {
    current: () => context.current(),
    ...(hold && { hold }),
    ...(build && { routeIndexBuild: build }),
    engineClock: context.engineClock,
    results,
  };
}
