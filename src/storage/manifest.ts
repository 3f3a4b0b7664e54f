import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { TableId } from './schema.js';

/**
 * The manifest names every Parquet file the server reads. Ingest writes new files under `store/` and then
 * replaces `manifest.json` with one atomic rename, so readers always see a complete, consistent data set.
 * The hash of the manifest's bytes is the `data_version`.
 */
export interface PartitionEntry {
  /** Parquet files, relative to the data directory. */
  readonly files: readonly string[];
  /** Rows stored (after any pre-aggregation). */
  readonly rows: number;
  /** Source records read to build the partition. */
  readonly source_rows: number;
  readonly ingested_at: string;
  /** Base names of the source files that hold records of this partition. */
  readonly sources: readonly string[];
  /** The measures the partition's files lack an input of (`Lacking`); for T-100, of any of its parts. */
  readonly lacking?: Lacking;
  readonly partly_lacking?: Lacking;
  /**
   * Where the partition came from (sources.ts): `generated` for files `atss generate` wrote, else the files it
   * was ingested from; absent in manifests written before it (read as `sources`).
   */
  readonly source?: string;
  /**
   * Derivable dimension columns (`derivable` in schema.ts) that some records of the partition hold no value in:
   * their files lack the column and nothing derived it. Absent when every record has a value.
   */
  readonly unknown?: readonly string[];
  /**
   * T-100 only: the partition's parts by scope (`D-US`, `I-US`, `I-FOREIGN`, see ingest/scope.ts), each
   * replaced only by a file that covers that scope. `files`, `rows`, `source_rows` and `sources` above are
   * the union of the parts.
   */
  readonly scopes?: Readonly<Record<string, ScopePart>>;
  /**
   * The partition's rollups (rollups.ts), summed from its files when it was published (absent in manifests of an
   * older atss, and for a partition whose files were replaced since: a new entry has none until they are built).
   */
  readonly rollups?: PartitionRollups;
}

/**
 * The rollup files of one partition: rollups are sums keyed by period, so a period's rollup rows are final once
 * its files are, and the rollups of a table are the union of its partitions'.
 */
export interface PartitionRollups {
  /** `rollupShape` of the table when they were built: rollup files of another shape are never read. */
  readonly shape: string;
  /** Each rollup file (`rollupFileNames` in rollups.ts) by name: a Parquet file relative to the data directory. */
  readonly files: Readonly<Record<string, string>>;
}

/** One scope of a T-100 partition. */
export interface ScopePart {
  readonly files: readonly string[];
  readonly rows: number;
  readonly source_rows: number;
  readonly ingested_at: string;
  readonly sources: readonly string[];
  readonly lacking?: Lacking;
  readonly partly_lacking?: Lacking;
  readonly source?: string;
  readonly unknown?: readonly string[];
}

/**
 * Measure columns a partition (or scope part) stores null for because a file of it lacks an input column
 * (docs/API-CONTRACT.md §12 "Mixed columns in one answer": what `meta.partial` names): `lacking`, null in every
 * stored row (no file of it has the input); `partly_lacking`, null in some rows only (its files mix). Absent
 * when none is, and in manifests written before they were recorded.
 */
export type Lacking = readonly string[];

export interface TableEntry {
  /** Keyed by period key (`2024-Q1`, `2024-01`) or `all` for reference tables. */
  readonly partitions: Readonly<Record<string, PartitionEntry>>;
}

export interface Manifest {
  readonly format: 1;
  readonly published_at: string;
  readonly tables: Readonly<Partial<Record<TableId, TableEntry>>>;
}

export const MANIFEST_FILE = 'manifest.json';
export const STORE_DIR = 'store';
export const REFERENCE_PARTITION = 'all';

export interface LoadedManifest {
  readonly manifest: Manifest;
  readonly dataVersion: string;
}

export function emptyManifest(): Manifest {
  return { format: 1, published_at: new Date(0).toISOString(), tables: {} };
}

export function dataVersionOf(bytes: string | Buffer): string {
  return createHash('sha256').update(bytes).digest('hex').slice(0, 16);
}

/** Reads the published manifest, or undefined when the data directory has none. */
export async function readManifest(dataDir: string): Promise<LoadedManifest | undefined> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dataDir, MANIFEST_FILE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const manifest = JSON.parse(bytes.toString('utf8')) as Manifest;
  if (manifest.format !== 1) throw new Error(`unsupported manifest format in ${dataDir}`);
  return { manifest, dataVersion: dataVersionOf(bytes) };
}

/**
 * Every file of a rollup (`name`, of `rollupFileNames`) across the table's partitions in period order, or
 * undefined when a partition lacks rollup files of the current `shape` (written by an older atss, or built under
 * other rollup definitions): the table's rollups are then built when the store is opened.
 */
export function rollupFiles(
  manifest: Manifest,
  table: TableId,
  name: string,
  shape: string,
): string[] | undefined {
  const partitions = manifest.tables[table]?.partitions ?? {};
  const files = Object.keys(partitions)
    .sort()
    .map((key) => {
      const rollups = partitions[key]?.rollups;
      return rollups?.shape === shape ? rollups.files[name] : undefined;
    });
  return files.every((file) => file !== undefined) ? files : undefined;
}

/** Every file a table's partitions list: their data files and their rollup files. */
export function storedFiles(manifest: Manifest, table: TableId): string[] {
  const partitions = Object.values(manifest.tables[table]?.partitions ?? {});
  return [
    ...tableFiles(manifest, table),
    ...partitions.flatMap((partition) => Object.values(partition.rollups?.files ?? {})),
  ];
}

/** Every file of a table, across its partitions, in period order. */
export function tableFiles(manifest: Manifest, table: TableId): string[] {
  const entry = manifest.tables[table];
  if (!entry) return [];
  return Object.keys(entry.partitions)
    .sort()
    .flatMap((key) => entry.partitions[key]?.files ?? []);
}
