import type { Manifest, PartitionEntry } from './manifest.js';
import { keyOf, monthKey, monthsOfQuarter, type Period, type PeriodGrain } from './periods.js';
import type { TableId } from './schema.js';

/**
 * Where stored data came from (docs/API-CONTRACT.md §12 "Synthetic data says so"): every stored period records
 * its `source`, `generated` for files `atss generate` wrote, else the files it was ingested from; an answer
 * touching a generated period says `meta.synthetic: true`, and `/support/coverage` lists the source per period.
 */

/** The `source` of a period built from generated (synthetic) files. */
export const GENERATED_SOURCE = 'generated';

/**
 * The comment the generator writes on every data member of its zips (the zip's central directory, PKZIP
 * APPNOTE 4.4.26): how ingest tells a generated file from a real download, wherever the file was copied to.
 * TranStats writes no member comments.
 */
export const GENERATED_MEMBER_COMMENT = 'atss generate: synthetic data in the BTS format, not BTS data';

/** A partition's source as the manifest records it: `generated`, or the files it was ingested from. */
export function sourceOf(sources: readonly string[], generated: boolean): string {
  return generated ? GENERATED_SOURCE : sources.join(', ');
}

/** Whether a stored partition (or any of its T-100 scopes) was built from generated files. */
export function isGenerated(entry: PartitionEntry | undefined): boolean {
  if (entry === undefined) return false;
  if (entry.source === GENERATED_SOURCE) return true;
  return Object.values(entry.scopes ?? {}).some((part) => part.source === GENERATED_SOURCE);
}

/** The source of a stored partition: `generated` when any part is, else the files (older manifests: `sources`). */
export function partitionSource(entry: PartitionEntry): string {
  return isGenerated(entry) ? GENERATED_SOURCE : (entry.source ?? entry.sources.join(', '));
}

/** The stored partitions (keys) a period of a grain reads: the quarter itself, or its months. */
function partitionKeys(period: Period, grain: PeriodGrain): string[] {
  if (grain === 'month') return [keyOf(period, grain)];
  return [keyOf(period, grain), ...monthsOfQuarter(period.index).map((m) => monthKey(period.year, m))];
}

/** Whether any of `periods` of a table is stored from generated files (an answer over them is synthetic). */
export function touchesGenerated(
  manifest: Manifest,
  table: TableId,
  grain: PeriodGrain,
  periods: readonly Period[],
): boolean {
  const partitions = manifest.tables[table]?.partitions;
  if (partitions === undefined) return false;
  return periods.some((period) => partitionKeys(period, grain).some((key) => isGenerated(partitions[key])));
}

/** Every stored partition built from generated files, as `table period` (reference tables: `table`). */
export function generatedPartitions(manifest: Manifest | undefined): string[] {
  return Object.entries(manifest?.tables ?? {}).flatMap(([table, entry]) =>
    Object.entries(entry.partitions)
      .filter(([, partition]) => isGenerated(partition))
      .map(([period]) => `${table} ${period}`),
  );
}
