import { watch } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { openStore } from '../engines/duckdb/open-store.js';
import { duckdb } from '../sql/duckdb.js';
import {
  emptyManifest,
  MANIFEST_FILE,
  readManifest,
  storedFiles,
  type LoadedManifest,
  type Manifest,
} from '../storage/manifest.js';
import { TABLE_IDS } from '../storage/schema.js';
import type { Backend, OpenedVersion } from './backend.js';

export type DuckDbSettings = Pick<Config, 'dataDir' | 'engineConnections' | 'engineThreads'> &
  Partial<Pick<Config, 'queryTimeoutMs' | 'queueLimit' | 'engineInMemory'>>;

/** How a data directory's data is published again (its path left out: public texts name no absolute path). */
const INGEST_FIX = 'atss ingest <BTS downloads> --data <data directory>';

type Unpublished = { readonly unavailable: string; readonly unavailableCause?: string };

/** The published manifest, or why there is none to serve (with the fix; the system's own text for the log). */
async function publishedManifest(dataDir: string): Promise<{ loaded: LoadedManifest } | Unpublished> {
  try {
    const loaded = await readManifest(dataDir);
    if (loaded) return { loaded };
    return {
      unavailable: `no data has been published in the data directory (no ${MANIFEST_FILE}); load BTS downloads with: ${INGEST_FIX}, or run atss start for the demo data`,
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      unavailable: `the data directory's ${MANIFEST_FILE} cannot be read; publish a new data version with: ${INGEST_FIX}`,
      unavailableCause: `${join(dataDir, MANIFEST_FILE)} cannot be read (${reason})`,
    };
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
      const inMemory = settings.engineInMemory ?? false;
      const open = (manifest: Manifest) =>
        openStore({
          dataDir: settings.dataDir,
          manifest,
          connections: settings.engineConnections,
          threads: settings.engineThreads,
          inMemory,
          limits: { maxQueue: settings.queueLimit ?? 64, timeoutMs: settings.queryTimeoutMs ?? 10_000 },
        });
      const manifest = 'loaded' in published ? published.loaded.manifest : emptyManifest();
      const { engine, damaged } = await open(manifest);
      return {
        engine,
        dialect: duckdb,
        manifest,
        dataVersion: 'loaded' in published ? published.loaded.dataVersion : 'empty',
        ...('loaded' in published ? {} : published),
        ...(damaged.length > 0 ? { damaged } : {}),
        filesInPlace: inMemory
          ? []
          : TABLE_IDS.flatMap((id) => storedFiles(manifest, id)).map((name) => ({
              path: resolve(settings.dataDir, name),
              name,
            })),
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
