import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  MANIFEST_FILE,
  STORE_DIR,
  dataVersionOf,
  readManifest,
  type Manifest,
  type Lacking,
  type PartitionEntry,
  type ScopePart,
} from '../storage/manifest.js';
import type { TableId } from '../storage/schema.js';
import { isGenerated, sourceOf } from '../storage/sources.js';
import { retireFiles } from './retire.js';
import type { PublishedTables } from './rollups.js';

export interface StagedPartition {
  readonly table: TableId;
  readonly period: string;
  /** Absolute path of the staged Parquet file. */
  readonly staged: string;
  readonly rows: number;
  readonly sourceRows: number;
  readonly sources: readonly string[];
  /** Measures every row (`lacking`) or some rows (`partlyLacking`) hold null for (`Lacking` in storage/manifest.ts). */
  readonly lacking?: Lacking;
  readonly partlyLacking?: Lacking;
  /** T-100: the scope this part holds (scope.ts); the period's other scopes are kept. */
  readonly scope?: string;
  /** Derivable columns some of its records hold no value in (manifest.ts `PartitionEntry.unknown`). */
  readonly unknown?: readonly string[];
  /** A reference table merged with the stored one (lookup names added): exempt from the shrink check. */
  readonly keepsStored?: boolean;
}

/** The manifest's record of the measures a staged partition lacks (none: no field). */
const lackingFields = (partition: StagedPartition): Pick<ScopePart, 'lacking' | 'partly_lacking'> => ({
  ...(partition.lacking?.length ? { lacking: partition.lacking } : {}),
  ...(partition.partlyLacking?.length ? { partly_lacking: partition.partlyLacking } : {}),
});

/** A partition's entry with `part` put in place of the scope it holds (a pre-scope entry is replaced whole). */
function withScope(entry: PartitionEntry | undefined, scope: string, part: ScopePart): PartitionEntry {
  const scopes: Record<string, ScopePart> = { ...(entry?.scopes ?? {}), [scope]: part };
  const parts = Object.keys(scopes)
    .sort()
    .map((key) => scopes[key]!);
  // over the parts: lacking where every part lacks it, partly where some rows of some part do
  const lacking = (p: ScopePart) => p.lacking ?? [];
  const partly = (p: ScopePart) => [...lacking(p), ...(p.partly_lacking ?? [])];
  const all = [...new Set(parts.flatMap(partly))];
  const inEvery = all.filter((m) => parts.every((p) => lacking(p).includes(m)));
  const inSome = all.filter((m) => !inEvery.includes(m));
  const unknown = [...new Set(parts.flatMap((p) => p.unknown ?? []))].sort();
  return {
    files: parts.flatMap((p) => p.files),
    rows: parts.reduce((sum, p) => sum + p.rows, 0),
    source_rows: parts.reduce((sum, p) => sum + p.source_rows, 0),
    ingested_at: part.ingested_at,
    sources: [...new Set(parts.flatMap((p) => p.sources))],
    ...(inEvery.length > 0 ? { lacking: inEvery } : {}),
    ...(inSome.length > 0 ? { partly_lacking: inSome } : {}),
    source: sourceOf(
      [...new Set(parts.flatMap((p) => p.sources))],
      parts.some((p) => isGenerated(p)),
    ),
    ...(unknown.length > 0 ? { unknown } : {}),
    scopes,
  };
}

/**
 * Whether a staged partition holds generated data: a source file of this ingest was generated, it keeps a
 * stored table that was, or (derived tables, whose sources are tables) a table it derives from holds any.
 */
function fromGenerated(
  partition: StagedPartition,
  generatedOrigins: ReadonlySet<string>,
  current: Manifest | undefined,
  tables: Readonly<Record<string, { partitions: Record<string, PartitionEntry> }>>,
): boolean {
  if (partition.sources.some((source) => generatedOrigins.has(source))) return true;
  if (partition.keepsStored && isGenerated(current?.tables[partition.table]?.partitions[partition.period]))
    return true;
  return partition.sources.some((source) =>
    Object.values(tables[source]?.partitions ?? {}).some((entry) => isGenerated(entry)),
  );
}

/**
 * Moves staged files into the store under fresh names, writes the rollup files the partitions lack
 * (`writeRollups`: rollups.ts), then replaces manifest.json atomically (write a temp file, fsync, rename, fsync
 * the folder). Readers see either the old manifest or the new one, never a mix. Files the new manifest drops
 * (replaced partitions and their rollup files) are deleted by a later publish, ten minutes on (retire.ts).
 */
export async function publish(
  dataDir: string,
  partitions: readonly StagedPartition[],
  derive?: (manifest: Manifest) => Promise<readonly StagedPartition[]>,
  generatedOrigins: ReadonlySet<string> = new Set(),
  writeRollups?: (tables: PublishedTables, placed: string[]) => Promise<void>,
): Promise<{ manifest: Manifest; dataVersion: string }> {
  const current = (await readManifest(dataDir))?.manifest;
  const tables: PublishedTables = {};
  for (const [table, entry] of Object.entries(current?.tables ?? {})) {
    tables[table] = { partitions: { ...entry.partitions } };
  }
  const now = new Date().toISOString();
  const place = async (partition: StagedPartition) => {
    const relative = join(STORE_DIR, partition.table, partition.period, `${randomUUID()}.parquet`);
    await mkdir(join(dataDir, STORE_DIR, partition.table, partition.period), { recursive: true });
    await rename(partition.staged, join(dataDir, relative));
    placed.push(relative);
    const generated = fromGenerated(partition, generatedOrigins, current, tables);
    const part = {
      files: [relative],
      rows: partition.rows,
      source_rows: partition.sourceRows,
      ingested_at: now,
      sources: partition.sources,
      ...lackingFields(partition),
      source: sourceOf(partition.sources, generated),
      ...(partition.unknown ? { unknown: partition.unknown } : {}),
    };
    tables[partition.table] ??= { partitions: {} };
    const periods = tables[partition.table]!.partitions;
    periods[partition.period] =
      partition.scope === undefined ? part : withScope(periods[partition.period], partition.scope, part);
  };
  const placed: string[] = [];
  const temp = join(dataDir, `${MANIFEST_FILE}.${process.pid}.tmp`);
  // `place` fills `tables`, so the manifest always shows every partition placed so far
  const manifest: Manifest = { format: 1, published_at: now, tables };
  let bytes: string;
  try {
    for (const partition of partitions) await place(partition);
    if (derive) for (const partition of await derive(manifest)) await place(partition);
    if (writeRollups) await writeRollups(tables, placed);
    bytes = `${JSON.stringify(manifest, null, 2)}\n`;
    await writeFile(temp, bytes);
    const handle = await open(temp, 'r');
    await handle.sync();
    await handle.close();
    await rename(temp, join(dataDir, MANIFEST_FILE));
  } catch (error) {
    // Not published: the files moved into the store are referenced by nothing.
    await Promise.all(
      [temp, ...placed.map((file) => join(dataDir, file))].map((path) => rm(path, { force: true })),
    );
    throw error;
  }
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
