import type { DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import { REFERENCE_PARTITION, type Manifest } from '../storage/manifest.js';
import { TABLES, tableColumns } from '../storage/schema.js';
import { buildCarrierHistory } from './carrier-history.js';
import type { FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import { lookupNameOf, lookupTable } from './lookups.js';
import type { StagedPartition } from './publish.js';
import { ident, sqlString } from './sql.js';
import { stagePartition, storageSelect, storeType } from './stage.js';
import { REFERENCE_BUILDS, type ReferenceBuild } from './transforms.js';

/**
 * Stage 3 for reference tables: one answer per code, by a documented rule.
 *
 * - Several full files of one family (two Carrier Decodes): the file with the latest data wins (latest dated
 *   record: START/THRU dates, AIRPORT_START_DATE, BEGIN_DATE; then more records; then file name order); each
 *   code takes its row from the best-ranked file that has it.
 * - `L_*` lookup tables fill what the full table leaves empty: per code and column, the first non-null value
 *   from the full files of this ingest, else (when this ingest has none) the stored table, then the lookup
 *   tables (more records first). So a lookup alone never replaces a stored full table.
 */
export interface ReferenceResult {
  readonly staged: StagedPartition[];
  readonly notes: string[];
}

async function scalar(connection: DuckDBConnection, sql: string): Promise<unknown> {
  return (await connection.runAndReadAll(sql)).getRows()[0]?.[0];
}

/** Orders files best first: latest data, then more records, then file name. */
async function rankFiles(
  connection: DuckDBConnection,
  files: readonly LoadedFile[],
  latest: ReferenceBuild['latest'],
): Promise<{ file: LoadedFile; latest: string | null }[]> {
  const ranked = await Promise.all(
    files.map(async (file) => {
      const value = latest
        ? await scalar(connection, `SELECT CAST((${latest(file.table)}) AS VARCHAR)`)
        : null;
      return { file, latest: typeof value === 'string' ? value : null };
    }),
  );
  return ranked.sort(
    (a, b) =>
      (b.latest ?? '').localeCompare(a.latest ?? '') ||
      b.file.rows - a.file.rows ||
      a.file.file.origin.localeCompare(b.file.file.origin),
  );
}

function winnerNote(table: string, ranked: readonly { file: LoadedFile; latest: string | null }[]): string {
  const [first, ...rest] = ranked;
  return `${table}: ${first!.file.file.origin} wins (${first!.latest ? `latest record ${first!.latest.slice(0, 10)}, ` : ''}${first!.file.rows} records); ${rest.map((r) => r.file.file.origin).join(', ')} only fill codes it lacks`;
}

export async function buildReferences(
  connection: DuckDBConnection,
  staging: string,
  loaded: Map<FamilyId, LoadedFile[]>,
  current: { dataDir: string; manifest: Manifest | undefined },
): Promise<ReferenceResult> {
  const staged: StagedPartition[] = [];
  const notes: string[] = [];
  for (const build of REFERENCE_BUILDS) {
    const files = loaded.get(build.family) ?? [];
    const lookups = (loaded.get('lookup') ?? [])
      .filter((file) => lookupTable(lookupNameOf(file.file.origin))?.table === build.table)
      .sort((a, b) => b.rows - a.rows || a.file.origin.localeCompare(b.file.origin));
    if (files.length === 0 && lookups.length === 0) continue;
    const candidates: string[] = [];
    const sources: string[] = [];
    let sourceRows = 0;
    let keepsStored = false;
    if (files.length > 0) {
      const ranked = await rankFiles(connection, files, build.latest);
      if (ranked.length > 1) notes.push(winnerNote(build.table, ranked));
      await connection.run(
        `CREATE OR REPLACE TEMP VIEW ${build.family} AS ${ranked.map((r, rank) => `SELECT *, ${rank} AS _rank FROM ${r.file.table}`).join(' UNION ALL BY NAME ')}`,
      );
      candidates.push(`SELECT ${storageSelect(build.table)} FROM (${build.sql})`);
      sources.push(...ranked.map((r) => r.file.file.origin));
      sourceRows += files.reduce((sum, f) => sum + f.rows, 0);
    } else {
      const stored = current.manifest?.tables[build.table]?.partitions[REFERENCE_PARTITION];
      if (stored) {
        keepsStored = true;
        candidates.push(
          `SELECT * FROM read_parquet([${stored.files.map((f) => sqlString(join(current.dataDir, f))).join(', ')}])`,
        );
        sources.push(...stored.sources);
        sourceRows += stored.source_rows;
      }
    }
    const source = (file: LoadedFile) => `SELECT Code AS code, Description AS description FROM ${file.table}`;
    for (const file of lookups) {
      const lookup = lookupTable(lookupNameOf(file.file.origin))!;
      sources.push(file.file.origin);
      sourceRows += file.rows;
      if (lookup.select === '') continue; // read through its partner
      const partner = lookups.find((other) => lookupNameOf(other.file.origin) === lookup.pairedWith);
      candidates.push(
        `WITH lookup_src AS (${source(file)})${partner ? `, paired_src AS (${source(partner)})` : ''} ${lookup.select}`,
      );
    }
    if (lookups.length > 0)
      notes.push(
        `${build.table}: names from ${lookups.map((l) => l.file.origin).join(', ')} fill codes and columns ${files.length > 0 ? 'the full table leaves empty' : keepsStored ? 'the stored table leaves empty' : 'with no full table'}`,
      );
    const select = lookups.length === 0 ? candidates[0]! : mergeSelect(build, candidates);
    staged.push(
      await stagePartition(
        connection,
        staging,
        {
          table: build.table,
          period: REFERENCE_PARTITION,
          sourceRows,
          sources,
          ...(keepsStored ? { keepsStored } : {}),
        },
        `SELECT ${storageSelect(build.table)} FROM (${select})`,
      ),
    );
  }
  const history = await buildCarrierHistory(connection, staging, loaded, current);
  if (history) staged.push(history);
  return { staged, notes };
}

/** Per key, each column's first non-null value in candidate order (every column typed, even if no candidate has it). */
function mergeSelect(build: ReferenceBuild, candidates: readonly string[]): string {
  const columns = tableColumns(TABLES[build.table]);
  const [key, ...rest] = columns.map((column) => ident(column.name));
  const typed = `SELECT ${columns.map((c) => `CAST(NULL AS ${storeType(c)}) AS ${ident(c.name)}`).join(', ')}, ${candidates.length} AS _priority WHERE false`;
  const union = [
    typed,
    ...candidates.map((sql, priority) => `SELECT *, ${priority} AS _priority FROM (${sql})`),
  ].join(' UNION ALL BY NAME ');
  return `SELECT ${key}, ${rest.map((column) => `arg_min(${column}, _priority) FILTER (WHERE ${column} IS NOT NULL) AS ${column}`).join(', ')}
    FROM (${union}) WHERE ${key} IS NOT NULL GROUP BY ${key}`;
}
