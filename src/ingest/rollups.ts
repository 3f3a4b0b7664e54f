import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { writePartitionRollups } from '../engines/duckdb/rollup-files.js';
import { STORE_DIR, type PartitionEntry } from '../storage/manifest.js';
import { rollupFileNames, rollupShape } from '../storage/rollups.js';
import { TABLE_IDS, type TableId } from '../storage/schema.js';

/** The tables of a manifest being published, partitions by period (publish.ts fills them). */
export type PublishedTables = Record<string, { partitions: Record<string, PartitionEntry> }>;

/** One partition whose rollup files were written, for the progress display. */
export interface RollupsWritten {
  readonly table: TableId;
  readonly period: string;
}

/** Whether a partition's rollup files are those of the table's current rollups (`rollupShape`), every one. */
function hasCurrentRollups(table: TableId, entry: PartitionEntry): boolean {
  const rollups = entry.rollups;
  return (
    rollups?.shape === rollupShape(table) &&
    rollupFileNames(table).every((name) => rollups.files[name] !== undefined)
  );
}

/** The number of partitions of the manifest's fact tables that lack current rollup files. */
export function partitionsLackingRollups(tables: PublishedTables): number {
  return TABLE_IDS.filter((table) => rollupFileNames(table).length > 0).reduce(
    (count, table) =>
      count +
      Object.values(tables[table]?.partitions ?? {}).filter(
        (entry) => entry.files.length > 0 && !hasCurrentRollups(table, entry),
      ).length,
    0,
  );
}

/**
 * Writes the rollup files (`storage/rollups.ts`) of every partition of a fact table that lacks current ones, into
 * the store beside its files, and records them in its entry: the partitions this ingest placed (a new entry has
 * none), and once, those of a store written by an older atss or under other rollup definitions. One partition at
 * a time, from its own files: the memory a partition's rollups need, whatever the history. Each file written is
 * added to `placed` as it is written, so a failed publish removes it with the partitions. At most `limit`
 * partitions (the rest are left for a next publish).
 */
export async function persistRollups(
  connection: DuckDBConnection,
  dataDir: string,
  tables: PublishedTables,
  placed: string[],
  onWritten: (written: RollupsWritten) => void = () => undefined,
  limit = Infinity,
): Promise<void> {
  let written = 0;
  for (const table of TABLE_IDS) {
    const names = rollupFileNames(table);
    const partitions = tables[table]?.partitions;
    if (names.length === 0 || partitions === undefined) continue;
    for (const period of Object.keys(partitions).sort()) {
      const entry = partitions[period]!;
      if (entry.files.length === 0 || hasCurrentRollups(table, entry)) continue;
      if (written++ >= limit) return;
      const files = Object.fromEntries(
        names.map((name) => [name, join(STORE_DIR, table, period, `${randomUUID()}.${name}.parquet`)]),
      );
      await writePartitionRollups(
        connection,
        table,
        entry.files.map((file) => join(dataDir, file)),
        (name) => {
          placed.push(files[name]!);
          return join(dataDir, files[name]!);
        },
      );
      partitions[period] = { ...entry, rollups: { shape: rollupShape(table), files } };
      onWritten({ table, period });
    }
  }
}
