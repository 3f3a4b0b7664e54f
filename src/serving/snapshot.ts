import { access } from 'node:fs/promises';
import type { Backend } from '../backends/backend.js';
import { underOwnDeadline } from '../engines/engine.js';
import { loadReference, referenceData } from '../reference/load.js';
import { buildRouteIndex, ROUTE_INDEX_QUERY_TIMEOUT_MS, type RouteIndexScope } from '../route-index/build.js';
import type { Manifest } from '../storage/manifest.js';
import { REFERENCE_TABLES } from '../reference/load.js';
import type { DataSnapshot, ServiceContext } from './context.js';
import { EngineClock } from './engine-clock.js';

export interface SnapshotOptions {
  /** What the route index built when the version opens holds (default `rollups`; `ATSS_ROUTE_INDEX`). */
  readonly routeIndex?: RouteIndexScope | 'off';
  /** Where the snapshot's engine tells the time of each query (default: a clock of its own). */
  readonly engineClock?: EngineClock;
}

/**
 * Opens the data version a backend publishes now as a snapshot: its engine, dialect and manifest, the
 * reference tables loaded into memory and, unless turned off, the route index built from the engine.
 * Without a published version the snapshot is empty and says why (`unavailable`): the server still starts,
 * /readyz says not ready, data endpoints 503.
 */
export async function openSnapshot(backend: Backend, options: SnapshotOptions = {}): Promise<DataSnapshot> {
  const opened = await backend.openCurrent();
  try {
    const damaged = opened.damaged ?? [];
    const unreadableReference = damaged.find(({ table }) => REFERENCE_TABLES.includes(table));
    const unavailable =
      opened.unavailable ??
      (unreadableReference &&
        `the stored reference table ${unreadableReference.table} cannot be read (a damaged file), and every answer names its entries; publish a new data version with: atss ingest <BTS downloads> --data <data directory>`);
    const loaded = unavailable === undefined;
    const unreadable = new Set(damaged.map(({ table }) => table));
    // the reference tables are the service's own reading, not a request: under the build's deadline
    const ownReading = underOwnDeadline(opened.engine, ROUTE_INDEX_QUERY_TIMEOUT_MS);
    const reference = loaded ? await loadReference(ownReading, unreadable) : referenceData([], [], []);
    const scope = options.routeIndex ?? 'rollups';
    const routeIndex =
      loaded && scope !== 'off'
        ? await buildRouteIndex(opened.engine, opened.dialect, readableManifest(opened), { scope })
        : undefined;
    const engineClock = options.engineClock ?? new EngineClock();
    return {
      engine: engineClock.timed(opened.engine),
      engineClock,
      dialect: opened.dialect,
      manifest: opened.manifest,
      dataVersion: opened.dataVersion,
      publishedAt: new Date(opened.manifest.published_at),
      reference,
      ...(unavailable === undefined ? {} : { unavailable }),
      ...(opened.unavailableCause === undefined ? {} : { unavailableCause: opened.unavailableCause }),
      ...(damaged.length > 0 ? { damaged } : {}),
      filesInPlace: opened.filesInPlace,
      ...(opened.unreachable ? { unreachable: opened.unreachable } : {}),
      ...(routeIndex ? { routeIndex } : {}),
    };
  } catch (error) {
    await opened.engine.close();
    throw error;
  }
}

/**
 * The manifest without the tables that could not be opened (what the route index is built from: a damaged
 * table's routes go to the engine, which answers them 503).
 */
export function readableManifest(snapshot: Pick<DataSnapshot, 'manifest' | 'damaged'>): Manifest {
  const damaged = new Set<string>((snapshot.damaged ?? []).map(({ table }) => table));
  if (damaged.size === 0) return snapshot.manifest;
  const tables = Object.fromEntries(
    Object.entries(snapshot.manifest.tables).filter(([id]) => !damaged.has(id)),
  );
  return { ...snapshot.manifest, tables };
}

/** A context whose snapshot never changes (tests, one-shot tools). */
export function staticContext(snapshot: DataSnapshot): ServiceContext {
  return { current: () => snapshot };
}

/** True when the snapshot holds published data. */
export function isLoaded(snapshot: DataSnapshot): boolean {
  return snapshot.unavailable === undefined;
}

/**
 * The first stored file the engine reads in place that is no longer there (deleted under a running server), by
 * its name in the data directory (a client may read it; the absolute path stays on the server).
 */
export async function firstMissingFile(snapshot: DataSnapshot): Promise<string | undefined> {
  const missing = await Promise.all(
    snapshot.filesInPlace.map((file) =>
      access(file.path).then(
        () => undefined,
        () => file.name,
      ),
    ),
  );
  return missing.find((file) => file !== undefined);
}
