/** What the rest of the service knows of a database engine: run SQL with bound values, get plain rows. */

import type { SqlValue } from '../sql/plan.js';

export type { SqlValue };

export type Row = Readonly<Record<string, unknown>>;

/**
 * Admission lanes: `light` queries (a route, a few rows from a rollup) never wait behind `heavy` ones
 * (national breakdowns), which may hold only some of the engine's connections.
 */
export type QueryLane = 'light' | 'heavy';

export interface QueryOptions {
  /** Default `heavy`. */
  readonly lane?: QueryLane;
  /**
   * This query's deadline in ms, in place of the engine's (`ATSS_QUERY_TIMEOUT_MS`, meant for requests): the
   * route index build's long scans have their own.
   */
  readonly timeoutMs?: number;
}

/** Part of a result, column by column: `columns[i]` holds the `rows` values of the column named `names[i]`. */
export interface ColumnChunk {
  readonly names: readonly string[];
  readonly columns: readonly (readonly unknown[])[];
  readonly rows: number;
}

export interface QueryEngine {
  /**
   * Runs one read-only statement with `$1..$n` placeholders bound to `params`; resolves to plain JS rows.
   * Anything but a SELECT is refused.
   */
  query(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<Row[]>;
  /**
   * Optional: runs a statement as `query` does, handing its result to `read` a chunk at a time, column by column,
   * with no object per row (readers of millions of values: the route index build). `scanColumns` falls back
   * to `query` for an engine without it.
   */
  scanColumns?(
    sql: string,
    params: readonly SqlValue[],
    read: (chunk: ColumnChunk) => void,
    options?: QueryOptions,
  ): Promise<void>;
  close(): Promise<void>;
}

/** Runs a statement through `engine.scanColumns`, or, on an engine without it, its rows as one chunk. */
export async function scanColumns(
  engine: QueryEngine,
  sql: string,
  params: readonly SqlValue[],
  read: (chunk: ColumnChunk) => void,
  options?: QueryOptions,
): Promise<void> {
  if (engine.scanColumns) return engine.scanColumns(sql, params, read, options);
  const rows = await engine.query(sql, params, options);
  const names = Object.keys(rows[0] ?? {});
  read({ names, columns: names.map((name) => rows.map((row) => row[name])), rows: rows.length });
}

/**
 * The engine with every query under `timeoutMs` in place of the requests' deadline (`ATSS_QUERY_TIMEOUT_MS`):
 * the service's own work when a version opens (its reference tables, the route index build) is no request, and
 * at a short request deadline it would never finish. `beforeEach` runs first (a build that was stopped throws).
 */
export function underOwnDeadline(
  engine: QueryEngine,
  timeoutMs: number,
  beforeEach = (): void => {},
): QueryEngine {
  const own = { timeoutMs };
  return {
    query: (sql, params, options) => {
      beforeEach();
      return engine.query(sql, params, { ...options, ...own });
    },
    scanColumns: (sql, params, read, options) => {
      beforeEach();
      return scanColumns(engine, sql, params, read, { ...options, ...own });
    },
    close: () => engine.close(),
  };
}
