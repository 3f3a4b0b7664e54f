import { randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  STORE_DIR,
  dataVersionOf,
  readManifest,
  type Manifest,
  type PartitionEntry,
} from '../storage/manifest.js';
import type { TableId } from '../storage/schema.js';
import { retireFiles } from './retire.js';

export interface StagedPartition {
  readonly table: TableId;
  readonly period: string;
  /** Absolute path of the staged Parquet file. */
  readonly staged: string;
  readonly rows: number;
  readonly sourceRows: number;
  readonly sources: readonly string[];
}

const LOCK_FILE = '.ingest.lock';

/** Holds the data directory's ingest lock (one publisher at a time); stale locks of dead processes are taken over. */
export async function acquireLock(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(path, 'wx');
      await handle.writeFile(String(process.pid));
      await handle.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(await readFile(path, 'utf8').catch(() => ''));
      let alive = false;
      try {
        if (pid > 0) {
          process.kill(pid, 0);
          alive = true;
        }
      } catch {
        alive = false;
      }
      if (alive)
        throw new Error(`another ingest (pid ${pid}) is publishing into ${dataDir}`, { cause: error });
      await rm(path, { force: true });
    }
  }
  throw new Error(`could not take the ingest lock in ${dataDir}`);
}

/**
 * Moves staged files into the store under fresh names, then replaces manifest.json atomically (write a
 * temp file, fsync, rename, fsync the folder). Readers see either the old manifest or the new one, never a
 * mix. Files the new manifest drops are deleted by a later publish, ten minutes on (retire.ts).
 */
export async function publish(
  dataDir: string,
  partitions: readonly StagedPartition[],
  derive?: (manifest: Manifest) => Promise<readonly StagedPartition[]>,
): Promise<{ manifest: Manifest; dataVersion: string }> {
  const current = (await readManifest(dataDir))?.manifest;
  const tables: Record<string, { partitions: Record<string, PartitionEntry> }> = {};
  for (const [table, entry] of Object.entries(current?.tables ?? {})) {
    tables[table] = { partitions: { ...entry.partitions } };
  }
  const now = new Date().toISOString();
  const place = async (partition: StagedPartition) => {
    const relative = join(STORE_DIR, partition.table, partition.period, `${randomUUID()}.parquet`);
    await mkdir(join(dataDir, STORE_DIR, partition.table, partition.period), { recursive: true });
    await rename(partition.staged, join(dataDir, relative));
    tables[partition.table] ??= { partitions: {} };
    tables[partition.table]!.partitions[partition.period] = {
      files: [relative],
      rows: partition.rows,
      source_rows: partition.sourceRows,
      ingested_at: now,
      sources: partition.sources,
    };
  };
  for (const partition of partitions) await place(partition);
  let manifest: Manifest = { format: 1, published_at: now, tables };
  if (derive) {
    for (const partition of await derive(manifest)) await place(partition);
    manifest = { format: 1, published_at: now, tables };
  }
  const bytes = `${JSON.stringify(manifest, null, 2)}\n`;
  const temp = join(dataDir, `${MANIFEST_FILE}.${process.pid}.tmp`);
  await writeFile(temp, bytes);
  const handle = await open(temp, 'r');
  await handle.sync();
  await handle.close();
  await rename(temp, join(dataDir, MANIFEST_FILE));
  const directory = await open(dataDir, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
  // Best effort: the new data is published; a failed clean-up is retried by the next publish.
  await retireFiles(dataDir, current, manifest).catch(() => undefined);
  return { manifest, dataVersion: dataVersionOf(bytes) };
}
