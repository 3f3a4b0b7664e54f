import { duckdb, duckdbString } from '../sql/duckdb.js';

/** SQL text helpers for ingest's own DuckDB instance (file paths and header names are the only spliced text). */

export const sqlString = duckdbString;
export const ident = duckdb.identifier;

/**
 * The date formats BTS files are read in: TranStats' `M/D/YYYY hh:mm:ss AM`, a spreadsheet re-save's
 * `M/D/YYYY H:MM` (and with seconds), `M/D/YYYY`, and `YYYY-MM-DD` (with or without a time).
 */
const DATE_FORMATS = [
  '%m/%d/%Y %I:%M:%S %p',
  '%m/%d/%Y %H:%M:%S',
  '%m/%d/%Y %H:%M',
  '%m/%d/%Y',
  '%Y-%m-%d',
  '%Y-%m-%d %H:%M:%S',
] as const;

/** A BTS date as DATE, in any of `DATE_FORMATS`; NULL when none fits. */
export const parseDate = (value: string): string =>
  `CAST(COALESCE(${DATE_FORMATS.map((format) => `try_strptime(${value}, '${format}')`).join(', ')}) AS DATE)`;
