import { access } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { openStore } from '../engines/duckdb/open-store.js';
import { loadReference } from '../reference/load.js';
import {
  emptyManifest,
  MANIFEST_FILE,
  readManifest,
  tableFiles,
  type LoadedManifest,
} from '../storage/manifest.js';
import { TABLE_IDS } from '../storage/schema.js';
import type { DataSnapshot, ServiceContext } from './context.js';

export type EngineSettings = Pick<Config, 'dataDir' | 'engineConnections' | 'engineThreads'> &
  Partial<Pick<Config, 'queryTimeoutMs' | 'queueLimit' | 'engineInMemory'>>;

/** The published manifest, or why there is none to serve (naming the file and the fix). */
async function publishedManifest(
  dataDir: string,
): Promise<{ loaded: LoadedManifest } | { unavailable: string }> {
  const path = join(dataDir, MANIFEST_FILE);
  const fix = `atss ingest <BTS downloads> --data ${dataDir}`;
  try {
    const loaded = await readManifest(dataDir);
    if (loaded) return { loaded };
    return {
      unavailable: `no data has been published in ${dataDir} (no ${MANIFEST_FILE}); load BTS downloads with: ${fix}, or run atss start for the demo data`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      unavailable: `${path} cannot be read (${reason}); publish a new data version with: ${fix}`,
    };
  }
}

/**
 * Opens the data directory's published manifest as a snapshot. Without a readable manifest the snapshot is
 * empty and says why (`unavailable`): the server still starts, /readyz says not ready, data endpoints 503.
 */
export async function openSnapshot(settings: EngineSettings): Promise<DataSnapshot> {
  const published = await publishedManifest(settings.dataDir);
  const manifest = 'loaded' in published ? published.loaded.manifest : emptyManifest();
  const inMemory = settings.engineInMemory ?? false;
  const engine = await openStore({
    dataDir: settings.dataDir,
    manifest,
    connections: settings.engineConnections,
    threads: settings.engineThreads,
    inMemory,
    limits: { maxQueue: settings.queueLimit ?? 64, timeoutMs: settings.queryTimeoutMs ?? 10_000 },
  });
  try {
    const reference = await loadReference(engine);
    return {
      engine,
      manifest,
      dataVersion: 'loaded' in published ? published.loaded.dataVersion : 'empty',
      publishedAt: new Date(manifest.published_at),
      reference,
      ...('unavailable' in published ? { unavailable: published.unavailable } : {}),
      filesInPlace: inMemory
        ? []
        : TABLE_IDS.flatMap((id) => tableFiles(manifest, id)).map((file) => resolve(settings.dataDir, file)),
    };
  } catch (error) {
    await engine.close();
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
