import type { StagedPartition } from './publish.js';

/**
 * A step of an ingest, reported as it happens (`IngestOptions.onStep`), so a progress display moves with the
 * work: each file read (`done` of the `total` data files gathered), then each table built from them, then the
 * rollup files of each partition written (rollups.ts).
 */
export type IngestStep =
  | { readonly kind: 'file'; readonly file: string; readonly done: number; readonly total: number }
  | { readonly kind: 'table'; readonly table: string; readonly partitions: number }
  | { readonly kind: 'rollups'; readonly table: string; readonly period: string };

/** One `table` step per table of the staged partitions (with its partition count), in order of appearance. */
export function tableSteps(staged: readonly StagedPartition[]): IngestStep[] {
  const counts = new Map<string, number>();
  for (const partition of staged) counts.set(partition.table, (counts.get(partition.table) ?? 0) + 1);
  return [...counts].map(([table, partitions]) => ({ kind: 'table', table, partitions }));
}
