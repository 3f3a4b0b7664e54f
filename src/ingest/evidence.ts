import type { DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import type { Manifest } from '../storage/manifest.js';
import { TABLES, type TableId } from '../storage/schema.js';
import { IngestError } from './errors.js';
import type { FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import type { StagedPartition } from './publish.js';
import { ident, sqlString } from './sql.js';

/**
 * Replacement needs evidence. A file replaces only the periods it holds completely, so two shapes are
 * refused (unless `--force`):
 *
 * - a sliver: a period holding under 1% of the records of a file that holds several periods (a stray July row
 *   in a June file would otherwise replace all of July); a whole year in one file (8% a month) passes;
 * - a shrink: a stored period (of the same T-100 scopes) that would keep under half of its records;
 * - a narrowing: a stored period (scope) whose measures the new file lacks (`checkNarrowing`).
 */
export const SLIVER_SHARE = 0.01;
export const SHRINK_SHARE = 0.5;

const FORCE = 'run again with --force to accept it';

export function checkSlivers(loaded: Map<FamilyId, LoadedFile[]>): void {
  for (const file of [...loaded.values()].flat()) {
    if (file.periods.length < 2) continue;
    for (const period of file.periods) {
      if (period.rows < file.rows * SLIVER_SHARE) {
        throw new IngestError(
          file.file.origin,
          `holds only ${period.rows} of its ${file.rows} records in ${period.period} (under ${SLIVER_SHARE * 100}%), which would replace all of ${period.period}; ${FORCE}`,
          period.firstLine,
        );
      }
    }
  }
}

/** Source records stored for a staged partition's period (and scope), or undefined when none are. */
export function storedRowsFor(
  manifest: Manifest | undefined,
  partition: StagedPartition,
): number | undefined {
  const entry = manifest?.tables[partition.table]?.partitions[partition.period];
  if (!entry) return undefined;
  if (partition.scope === undefined || entry.scopes === undefined) return entry.source_rows;
  return entry.scopes[partition.scope]?.source_rows;
}

export function checkShrinks(
  manifest: Manifest | undefined,
  staged: readonly StagedPartition[],
  loaded: Map<FamilyId, LoadedFile[]>,
): void {
  // A T-100 file stored before scopes existed is one part: compare the month's new scopes together.
  const totals = new Map<string, { partition: StagedPartition; after: number }>();
  for (const partition of staged) {
    if (partition.keepsStored) continue;
    const legacy =
      partition.scope !== undefined &&
      manifest?.tables[partition.table]?.partitions[partition.period]?.scopes === undefined;
    const key = `${partition.table} ${partition.period} ${legacy ? '' : (partition.scope ?? '')}`;
    const total = totals.get(key);
    totals.set(key, { partition, after: (total?.after ?? 0) + partition.sourceRows });
  }
  for (const { partition, after } of totals.values()) {
    const stored = storedRowsFor(manifest, partition);
    if (stored === undefined || after >= stored * SHRINK_SHARE) continue;
    const file = [...loaded.values()].flat().find((f) => partition.sources.includes(f.file.origin));
    const line = file?.periods.find((p) => p.period === partition.period)?.firstLine;
    throw new IngestError(
      partition.sources[0] ?? partition.table,
      `would replace the ${stored} stored records of ${partition.table} ${partition.period}${partition.scope ? ` (scope ${partition.scope})` : ''} with ${after} (under half); ${FORCE}`,
      line,
    );
  }
}

/** The measures of `table` that hold at least one value in `files` (absolute paths of Parquet files). */
async function measuresWithValues(
  connection: DuckDBConnection,
  table: TableId,
  files: readonly string[],
): Promise<Set<string>> {
  const source = `read_parquet([${files.map(sqlString).join(', ')}], union_by_name = true)`;
  const present = new Set(
    (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`)).getRows().map((r) => String(r[0])),
  );
  const measures = TABLES[table].measures.map((m) => m.name).filter((name) => present.has(name));
  if (measures.length === 0) return new Set();
  const [row] = (
    await connection.runAndReadAll(
      `SELECT ${measures.map((m) => `count(${ident(m)}) > 0`).join(', ')} FROM ${source}`,
    )
  ).getRows();
  return new Set(measures.filter((_, i) => row?.[i] === true));
}

/**
 * A narrower file never silently removes what is stored: a staged period (scope) that lacks values for
 * measures the stored one has (a field-selected download without the arrival columns replacing a complete
 * month) is refused, naming the measures and the file's missing columns.
 */
export async function checkNarrowing(
  connection: DuckDBConnection,
  dataDir: string,
  manifest: Manifest | undefined,
  staged: readonly StagedPartition[],
  loaded: Map<FamilyId, LoadedFile[]>,
): Promise<void> {
  for (const partition of staged) {
    if (partition.keepsStored || TABLES[partition.table].measures.length === 0) continue;
    const entry = manifest?.tables[partition.table]?.partitions[partition.period];
    const stored =
      partition.scope !== undefined && entry?.scopes !== undefined
        ? entry.scopes[partition.scope]?.files
        : entry?.files;
    if (!stored || stored.length === 0) continue;
    const before = await measuresWithValues(
      connection,
      partition.table,
      stored.map((file) => join(dataDir, file)),
    );
    const after = await measuresWithValues(connection, partition.table, [partition.staged]);
    const lost = [...before].filter((measure) => !after.has(measure));
    if (lost.length === 0) continue;
    const file = [...loaded.values()].flat().find((f) => partition.sources.includes(f.file.origin));
    const lacking =
      file && file.missing.length > 0 ? ` (the file has no column ${file.missing.join(', ')})` : '';
    throw new IngestError(
      partition.sources[0] ?? partition.table,
      `would replace ${partition.table} ${partition.period}${partition.scope ? ` (scope ${partition.scope})` : ''} without the ${lost.join(', ')} it has stored${lacking}; ${FORCE}`,
      1,
    );
  }
}
