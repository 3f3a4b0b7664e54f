import { watch } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { openStore } from '../engines/duckdb/open-store.js';
import { duckdb } from '../sql/dialect.js';
import {
  emptyManifest,
  MANIFEST_FILE,
  readManifest,
  tableFiles,
  type LoadedManifest,
} from '../storage/manifest.js';
import { TABLE_IDS } from '../storage/schema.js';
import type { Backend, OpenedVersion } from './backend.js';

export type DuckDbSettings = Pick<Config, 'dataDir' | 'engineConnections' | 'engineThreads'> &
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
    return { unavailable: `${path} cannot be read (${reason}); publish a new data version with: ${fix}` };
  }
}

/**
 * DuckDB over the data directory's Parquet store: the version is `manifest.json` (replaced atomically by
 * ingest), opened in an embedded DuckDB (tables copied into memory, or views over the files read in place).
 */
export function duckdbBackend(settings: DuckDbSettings): Backend {
  return {
    name: 'duckdb',
    openCurrent: async (): Promise<OpenedVersion> => {
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
      return {
        engine,
        dialect: duckdb,
        manifest,
        dataVersion: 'loaded' in published ? published.loaded.dataVersion : 'empty',
        ...('unavailable' in published ? { unavailable: published.unavailable } : {}),
        filesInPlace: inMemory
          ? []
          : TABLE_IDS.flatMap((id) => tableFiles(manifest, id)).map((file) =>
              resolve(settings.dataDir, file),
            ),
      };
    },
    publishedStamp: async () => {
      try {
        const info = await stat(join(settings.dataDir, MANIFEST_FILE));
        return `${info.mtimeMs}:${info.size}:${info.ino}`;
      } catch {
        return 'none';
      }
    },
    watch: (onChange) => {
      try {
        const watcher = watch(settings.dataDir, (_event, file) => {
          if (file === null || file === MANIFEST_FILE) onChange();
        });
        watcher.unref();
        watcher.on('error', () => watcher.close());
        return () => watcher.close();
      } catch {
        // no watch on this file system: the poll alone picks new versions up
        return () => undefined;
      }
    },
    close: () => Promise.resolve(),
  };
}
