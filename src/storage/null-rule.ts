/**
 * The null rule of every measure, the one declaration ingest, the rollups, the SQL compiler (DuckDB and
 * ClickHouse), the route index and the national index follow (docs/API-CONTRACT.md §12 "Null", "Mixed columns in
 * one answer"): a sum over source records or stored rows is null when any of them lacks a value, so a sum over
 * nothing is null and a sum over records of which only some came from files with the column is null too (a
 * sum over part of the records would pass for the whole). A cell BTS leaves empty by rule in a file that has
 * the column is 0, not a missing value (`emptyIsZero` in ingest/families.ts): only a file without the column
 * makes a record lack it.
 */

/** The rule in SQL (DuckDB and ClickHouse alike): Σ `value` when every row has one, else NULL. */
export const completeSumSql = (value: string): string =>
  `CASE WHEN COUNT(*) = COUNT(${value}) THEN SUM(${value}) END`;

/**
 * The rule over values added one by one: `sum` of the values added when some were (`present`) and none was
 * missing (`absent`), else null.
 */
export const completeSum = (sum: number, present: boolean, absent: boolean): number | null =>
  present && !absent ? sum : null;
