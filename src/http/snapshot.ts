import type { Config } from '../config.js';
import { openStore } from '../engines/duckdb/open-store.js';
import { loadReference } from '../reference/load.js';
import { emptyManifest, readManifest } from '../storage/manifest.js';
import type { DataSnapshot, ServiceContext } from './context.js';

export type EngineSettings = Pick<Config, 'dataDir' | 'engineConnections' | 'engineThreads'> &
  Partial<Pick<Config, 'queryTimeoutMs' | 'queueLimit' | 'engineInMemory'>>;

/** Opens the data directory's published manifest (or an empty one) as a snapshot. */
export async function openSnapshot(settings: EngineSettings): Promise<DataSnapshot> {
  const loaded = await readManifest(settings.dataDir);
  const manifest = loaded?.manifest ?? emptyManifest();
  const engine = await openStore({
    dataDir: settings.dataDir,
    manifest,
    connections: settings.engineConnections,
    threads: settings.engineThreads,
    inMemory: settings.engineInMemory ?? false,
    limits: { maxQueue: settings.queueLimit ?? 64, timeoutMs: settings.queryTimeoutMs ?? 10_000 },
  });
  try {
    const reference = await loadReference(engine);
    return {
      engine,
      manifest,
      dataVersion: loaded?.dataVersion ?? 'empty',
      publishedAt: new Date(manifest.published_at),
      reference,
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
  return snapshot.dataVersion !== 'empty';
}
