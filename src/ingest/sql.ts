import { duckdb, duckdbString } from '../sql/duckdb.js';

/** SQL text helpers for ingest's own DuckDB instance (file paths and header names are the only spliced text). */

export const sqlString = duckdbString;
export const ident = duckdb.identifier;

/** A BTS date as DATE: `MM/DD/YYYY hh:mm:ss AM`, `MM/DD/YYYY` or `YYYY-MM-DD`; NULL when none fits. */
export const parseDate = (value: string): string =>
  `CAST(COALESCE(try_strptime(${value}, '%m/%d/%Y %I:%M:%S %p'), try_strptime(${value}, '%m/%d/%Y'), try_strptime(${value}, '%Y-%m-%d')) AS DATE)`;
