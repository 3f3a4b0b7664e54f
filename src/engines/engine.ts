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
}

export interface QueryEngine {
  /**
   * Runs one read-only statement with `$1..$n` placeholders bound to `params`; resolves to plain JS rows.
   * Anything but a SELECT is refused.
   */
  query(sql: string, params?: readonly SqlValue[], options?: QueryOptions): Promise<Row[]>;
  close(): Promise<void>;
}
