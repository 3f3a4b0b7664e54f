import type { DuckDBConnection } from '@duckdb/node-api';
import { join } from 'node:path';
import { REFERENCE_PARTITION, type Manifest } from '../storage/manifest.js';
import type { LoadedFile } from './load.js';
import { parseDate, sqlString } from './sql.js';

/**
 * Airport codes follow time (docs/API-CONTRACT.md §12 "Identity by period"): an airport id held different codes in
 * different periods (15081 was SXF until October 2020 and is BER since), and a code passes from one airport to
 * another. A fact file with airport ids (ORIGIN_AIRPORT_ID, DEST_AIRPORT_ID) is stored under the code each id
 * held in the record's month by the Master Coordinate (AIRPORT_START_DATE to AIRPORT_THRU_DATE): this
 * ingest's Master Coordinate files, else the stored `airport_history`. Where no row covers the month, the
 * file's own code stays; a file with ids and no codes takes the id's latest code, and is refused for an id the
 * Master Coordinate does not know.
 */
export const AIRPORT_PERIODS_VIEW = 'airport_periods';

/**
 * Defines the `airport_periods` view (airport_id, iata, city_market_id, valid_from, valid_thru) the fact builds
 * read.
 */
export async function defineAirportPeriods(
  connection: DuckDBConnection,
  masterCords: readonly LoadedFile[],
  current: { dataDir: string; manifest: Manifest | undefined },
): Promise<void> {
  const stored = current.manifest?.tables.airport_history?.partitions[REFERENCE_PARTITION];
  const select =
    masterCords.length > 0
      ? masterCords
          .map(
            (file) =>
              `SELECT CAST(AIRPORT_ID AS INTEGER) AS airport_id, AIRPORT AS iata, CAST(CITY_MARKET_ID AS INTEGER) AS city_market_id, ${parseDate('AIRPORT_START_DATE')} AS valid_from, ${parseDate('AIRPORT_THRU_DATE')} AS valid_thru FROM ${file.table}`,
          )
          .join(' UNION ALL ')
      : stored
        ? `SELECT airport_id, iata, city_market_id, valid_from, valid_thru FROM read_parquet([${stored.files.map((f) => sqlString(join(current.dataDir, f))).join(', ')}])`
        : 'SELECT CAST(NULL AS INTEGER) AS airport_id, CAST(NULL AS VARCHAR) AS iata, CAST(NULL AS INTEGER) AS city_market_id, CAST(NULL AS DATE) AS valid_from, CAST(NULL AS DATE) AS valid_thru WHERE false';
  await connection.run(`CREATE OR REPLACE TEMP VIEW ${AIRPORT_PERIODS_VIEW} AS ${select}`);
}

const id = (column: string) => `CAST(${column} AS INTEGER)`;

/**
 * A T-100 family view with ORIGIN and DEST replaced by the code each airport id held in the record's month
 * (the latest-starting Master Coordinate row covering its first day), else the file's code, else the id's
 * latest code.
 */
export function withHeldCodes(view: string): string {
  const month = (s: string) => `${id(`${s}.YEAR`)} AS year, ${id(`${s}.MONTH`)} AS month`;
  return `WITH ids AS (
      SELECT DISTINCT airport_id, year, month FROM (
        SELECT ${id('v.ORIGIN_AIRPORT_ID')} AS airport_id, ${month('v')} FROM ${view} v
        UNION ALL SELECT ${id('v.DEST_AIRPORT_ID')} AS airport_id, ${month('v')} FROM ${view} v)
      WHERE airport_id IS NOT NULL
    ), codes AS (
      SELECT ids.airport_id, ids.year, ids.month, arg_max(p.iata, p.valid_from) AS iata
      FROM ids JOIN ${AIRPORT_PERIODS_VIEW} p ON p.airport_id = ids.airport_id
        AND make_date(ids.year, ids.month, 1) BETWEEN p.valid_from AND COALESCE(p.valid_thru, DATE '9999-12-31')
      GROUP BY ids.airport_id, ids.year, ids.month
    ), latest AS (
      SELECT airport_id, arg_max(iata, valid_from) AS iata FROM ${AIRPORT_PERIODS_VIEW}
      WHERE airport_id IN (SELECT airport_id FROM ids) GROUP BY airport_id
    )
    SELECT s.* REPLACE (COALESCE(o.iata, s.ORIGIN, lo.iata) AS ORIGIN, COALESCE(d.iata, s.DEST, ld.iata) AS DEST)
    FROM ${view} s
    LEFT JOIN codes o ON o.airport_id = ${id('s.ORIGIN_AIRPORT_ID')} AND o.year = ${id('s.YEAR')} AND o.month = ${id('s.MONTH')}
    LEFT JOIN codes d ON d.airport_id = ${id('s.DEST_AIRPORT_ID')} AND d.year = ${id('s.YEAR')} AND d.month = ${id('s.MONTH')}
    LEFT JOIN latest lo ON lo.airport_id = ${id('s.ORIGIN_AIRPORT_ID')}
    LEFT JOIN latest ld ON ld.airport_id = ${id('s.DEST_AIRPORT_ID')}`;
}
