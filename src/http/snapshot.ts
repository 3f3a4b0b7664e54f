import { access } from 'node:fs/promises';
import type { Backend } from '../backends/backend.js';
import { loadReference, referenceData } from '../reference/load.js';
import type { DataSnapshot, ServiceContext } from './context.js';

/**
 * Opens the data version a backend publishes now as a snapshot: its engine, dialect and manifest, and the
 * reference tables loaded into memory. Without a published version the snapshot is empty and says why
 * (`unavailable`): the server still starts, /readyz says not ready, data endpoints 503.
 */
export async function openSnapshot(backend: Backend): Promise<DataSnapshot> {
  const opened = await backend.openCurrent();
  try {
    const reference =
      opened.unavailable === undefined ? await loadReference(opened.engine) : referenceData([], [], []);
    return {
      engine: opened.engine,
      dialect: opened.dialect,
      manifest: opened.manifest,
      dataVersion: opened.dataVersion,
      publishedAt: new Date(opened.manifest.published_at),
      reference,
      ...(opened.unavailable === undefined ? {} : { unavailable: opened.unavailable }),
      filesInPlace: opened.filesInPlace,
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
