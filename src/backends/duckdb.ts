import { watch } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Config } from '../config.js';
import { openStore } from '../engines/duckdb/open-store.js';
import type { QueryEngine } from '../engines/engine.js';
import { duckdb } from '../sql/duckdb.js';
import {
  emptyManifest,
  MANIFEST_FILE,
  readManifest,
  tableFiles,
  type LoadedManifest,
  type Manifest,
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

/** Why a published store cannot be opened, with the fix. */
function unopenableStore(dataDir: string, error: unknown): string {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n', 1)[0];
  return (
    `the store published in ${join(dataDir, MANIFEST_FILE)} cannot be opened (${reason}); if an older atss ` +
    `wrote it, load the downloads again with: atss ingest <BTS downloads> --data ${dataDir}`
  );
}

/**
 * DuckDB over the data directory's Parquet store: the version is `manifest.json` (replaced atomically by
 * ingest), opened in an embedded DuckDB (tables copied into memory, or views over the files read in place).
 */
export function duckdbBackend(settings: DuckDbSettings): Backend {
  return {
    name: 'duckdb',
    openCurrent: async (): Promise<OpenedVersion> => {
      let published = await publishedManifest(settings.dataDir);
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
      let manifest = 'loaded' in published ? published.loaded.manifest : emptyManifest();
      let engine: QueryEngine;
      try {
        engine = await open(manifest);
      } catch (error) {
        if (!('loaded' in published)) throw error;
        // a store this version cannot open (written by an older atss, a file damaged on disk): not ready,
        // saying why and how to mend it, instead of a failed start
        published = { unavailable: unopenableStore(settings.dataDir, error) };
        manifest = emptyManifest();
        engine = await open(manifest);
      }
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
