import type { Manifest } from '../storage/manifest.js';
import { TABLE_IDS, TABLES, type TableGrain, type TableId } from '../storage/schema.js';

export interface TableCoverage {
  readonly table: TableId;
  readonly grain: TableGrain;
  readonly description: string;
  readonly first_period: string | null;
  readonly last_period: string | null;
  readonly period_count: number;
  /** Source records read at ingest. */
  readonly record_count: number;
  /** Rows stored after pre-aggregation. */
  readonly stored_rows: number;
}

/** What is loaded, per stored table, from the manifest alone. */
export function coverageOf(manifest: Manifest): TableCoverage[] {
  return TABLE_IDS.map((table) => {
    const partitions = manifest.tables[table]?.partitions ?? {};
    const keys = Object.keys(partitions).sort();
    const entries = keys.map((key) => partitions[key]).filter((entry) => entry !== undefined);
    const grain = TABLES[table].grain;
    return {
      table,
      grain,
      description: TABLES[table].description,
      first_period: grain === 'none' ? null : (keys[0] ?? null),
      last_period: grain === 'none' ? null : (keys.at(-1) ?? null),
      period_count: grain === 'none' ? 0 : keys.length,
      record_count: entries.reduce((sum, entry) => sum + entry.source_rows, 0),
      stored_rows: entries.reduce((sum, entry) => sum + entry.rows, 0),
    };
  });
}
