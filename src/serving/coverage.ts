import { CARRIER_GROUP_OF_SCOPE, type CarrierGroup, type ScopeId } from '../storage/carrier-groups.js';
import type { Manifest, PartitionEntry } from '../storage/manifest.js';
import { TABLE_IDS, TABLES, type TableGrain, type TableId } from '../storage/schema.js';
import { partitionSource } from '../storage/sources.js';

/** The T-100 scopes stored for one period (docs/API-CONTRACT.md §8): null where the month was stored before scopes. */
export interface PeriodScopes {
  readonly period: string;
  readonly scopes: readonly string[] | null;
  /** The `carrier_group` values (filter and dimension) that period answers. */
  readonly carrier_groups: readonly CarrierGroup[] | null;
}

/** Where one stored period came from (docs/API-CONTRACT.md §12): `generated`, or the files it was ingested from. */
export interface PeriodSource {
  /** The period key (`2025-04`, `2025-Q2`), or `all` for a reference table. */
  readonly period: string;
  readonly source: string;
}

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
  /** Tables with a `carrier_group` column (T-100): the scopes stored per period; null for the others. */
  readonly scopes: readonly PeriodScopes[] | null;
  /** Per stored period (reference tables: `all`), its source: `generated` (synthetic) or the files ingested. */
  readonly sources: readonly PeriodSource[];
}

function periodScopes(period: string, entry: PartitionEntry): PeriodScopes {
  const scopes = entry.scopes === undefined ? null : Object.keys(entry.scopes).sort();
  const groups = scopes?.map((scope) => CARRIER_GROUP_OF_SCOPE[scope as ScopeId]);
  return {
    period,
    scopes,
    carrier_groups: groups === undefined ? null : [...new Set(groups)].filter((g) => g !== undefined).sort(),
  };
}

const scoped = (table: TableId): boolean =>
  TABLES[table].dimensions.some((column) => column.name === 'carrier_group');

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
      scopes: scoped(table) ? keys.map((key) => periodScopes(key, partitions[key]!)) : null,
      sources: keys.map((key) => ({ period: key, source: partitionSource(partitions[key]!) })),
    };
  });
}
