import { access } from 'node:fs/promises';
import type { Backend } from '../backends/backend.js';
import { loadReference, referenceData } from '../reference/load.js';
import { buildRouteIndex, type RouteIndexScope } from '../route-index/build.js';
import type { DataSnapshot, ServiceContext } from './context.js';

export interface SnapshotOptions {
  /** What the route index built when the version opens holds (default `rollups`; `ATSS_ROUTE_INDEX`). */
  readonly routeIndex?: RouteIndexScope | 'off';
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
    const loaded = opened.unavailable === undefined;
    const reference = loaded ? await loadReference(opened.engine) : referenceData([], [], []);
    const scope = options.routeIndex ?? 'rollups';
    const routeIndex =
      loaded && scope !== 'off'
        ? await buildRouteIndex(opened.engine, opened.dialect, opened.manifest, { scope })
        : undefined;
    return {
      engine: opened.engine,
      dialect: opened.dialect,
      manifest: opened.manifest,
      dataVersion: opened.dataVersion,
      publishedAt: new Date(opened.manifest.published_at),
      reference,
      ...(opened.unavailable === undefined ? {} : { unavailable: opened.unavailable }),
      filesInPlace: opened.filesInPlace,
      ...(opened.unreachable ? { unreachable: opened.unreachable } : {}),
      ...(routeIndex ? { routeIndex } : {}),
    };
  } catch (error) {
    await opened.engine.close();
    throw error;
  }
}

/** A context whose snapshot never changes (tests, one-shot tools). */
export function staticContext(snapshot: DataSnapshot): ServiceContext {
  return { current: () => snapshot };
}

/** True when the snapshot holds published data. */
export function isLoaded(snapshot: DataSnapshot): boolean {
  return snapshot.unavailable === undefined;
}

/** The first stored file the engine reads in place that is no longer there (deleted under a running server). */
export async function firstMissingFile(snapshot: DataSnapshot): Promise<string | undefined> {
  const missing = await Promise.all(
    snapshot.filesInPlace.map((file) =>
      access(file).then(
        () => undefined,
        () => file,
      ),
    ),
  );
  return missing.find((file) => file !== undefined);
}
