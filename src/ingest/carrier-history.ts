import type { DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import { REFERENCE_PARTITION, type Manifest } from '../storage/manifest.js';
import type { FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import { lookupNameOf } from './lookups.js';
import type { StagedPartition } from './publish.js';
import { parseDate, sqlString } from './sql.js';
import { stagePartition, storageSelect } from './stage.js';

/**
 * The `carrier_history` table: each carrier code's names with the dates they were valid (docs/API-CONTRACT.md §12
 * "Identity by period"), from two sources, each replacing only its own stored rows:
 *
 * - `L_CARRIER_HISTORY`: "Swift Air, LLC (2006 - 2017)", whole calendar years;
 * - the Carrier Decode table (`carrier_decode` family): START_DATE_SOURCE to THRU_DATE_SOURCE.
 *
 * An open range ("(2018 - )", no THRU date) is known only up to when its table was written: it ends at the
 * latest date its own file names (the table's vintage), so a 2023 table does not name a carrier in 2026, when
 * the code may belong to another airline; there the data file's own name (or the newest table) answers.
 */
export const HISTORY_SOURCES = ['L_CARRIER_HISTORY', 'carrier_decode'] as const;

/** "Name (1981 - 1989)" split into name, first and last year (null last year: open range). */
const RANGE = `'^(.*?)\\s*\\((\\d{4})\\s*-\\s*(\\d{4})?\\s*\\)\\s*$'`;
const historyRows = (table: string) => `WITH ranges AS (
    SELECT Code AS carrier_code, regexp_extract(Description, ${RANGE}, 1) AS carrier_name,
      TRY_CAST(NULLIF(regexp_extract(Description, ${RANGE}, 2), '') AS INTEGER) AS first_year,
      TRY_CAST(NULLIF(regexp_extract(Description, ${RANGE}, 3), '') AS INTEGER) AS last_year
    FROM ${table} WHERE regexp_matches(Description, ${RANGE})
  ), vintage AS (SELECT greatest(max(first_year), max(last_year)) AS year FROM ranges)
  SELECT carrier_code, carrier_name, make_date(first_year, 1, 1) AS valid_from,
    make_date(COALESCE(last_year, vintage.year), 12, 31) AS valid_thru, 'L_CARRIER_HISTORY' AS source
  FROM ranges, vintage`;

const decodeRows = (table: string) => `WITH spans AS (
    SELECT UNIQUE_CARRIER AS carrier_code, UNIQUE_CARRIER_NAME AS carrier_name,
      ${parseDate('START_DATE_SOURCE')} AS valid_from, ${parseDate('THRU_DATE_SOURCE')} AS thru
    FROM ${table} WHERE UNIQUE_CARRIER IS NOT NULL AND UNIQUE_CARRIER_NAME IS NOT NULL
  ), vintage AS (SELECT greatest(max(valid_from), max(thru)) AS day FROM spans)
  SELECT carrier_code, carrier_name, valid_from, COALESCE(thru, vintage.day) AS valid_thru, 'carrier_decode' AS source
  FROM spans, vintage WHERE valid_from IS NOT NULL`;

/** Stages the carrier history when this ingest holds one of its sources; undefined otherwise. */
export async function buildCarrierHistory(
  connection: DuckDBConnection,
  staging: string,
  loaded: Map<FamilyId, LoadedFile[]>,
  current: { dataDir: string; manifest: Manifest | undefined },
): Promise<StagedPartition | undefined> {
  const histories = (loaded.get('lookup') ?? []).filter(
    (file) => lookupNameOf(file.file.origin) === 'L_CARRIER_HISTORY',
  );
  const decodes = loaded.get('carrier_decode') ?? [];
  if (histories.length === 0 && decodes.length === 0) return undefined;
  const selects = [...histories.map((f) => historyRows(f.table)), ...decodes.map((f) => decodeRows(f.table))];
  const given = [
    ...(histories.length > 0 ? ['L_CARRIER_HISTORY'] : []),
    ...(decodes.length > 0 ? ['carrier_decode'] : []),
  ];
  const stored = current.manifest?.tables.carrier_history?.partitions[REFERENCE_PARTITION];
  if (stored) {
    const files = stored.files.map((f) => sqlString(join(current.dataDir, f))).join(', ');
    selects.push(
      `SELECT * FROM read_parquet([${files}]) WHERE source NOT IN (${given.map(sqlString).join(', ')})`,
    );
  }
  const files = [...histories, ...decodes];
  return stagePartition(
    connection,
    staging,
    {
      table: 'carrier_history',
      period: REFERENCE_PARTITION,
      sourceRows: files.reduce((sum, f) => sum + f.rows, 0),
      sources: files.map((f) => f.file.origin),
      ...(stored ? { keepsStored: true } : {}),
    },
    `SELECT DISTINCT ${storageSelect('carrier_history')} FROM (${selects.map((select) => `SELECT * FROM (${select})`).join(' UNION ALL BY NAME ')})`,
  );
}
