import type { TableId } from '../storage/schema.js';
import type { DimensionColumn, MeasureArray } from './columns.js';

/** The rows of one stored fact table, sorted by route then period, in compact columns. */
export interface IndexedTable {
  readonly table: TableId;
  readonly rows: number;
  /** year, and quarter and/or month: the period columns the table stores. */
  readonly periods: ReadonlyMap<string, Uint16Array | Uint8Array>;
  /** Every other dimension but origin and destination (the route key holds them). */
  readonly dimensions: ReadonlyMap<string, DimensionColumn>;
  readonly measures: ReadonlyMap<string, MeasureArray>;
  /** Route number by `routeKey(origin, destination)`; its rows are `routeStarts[n]` to `routeStarts[n + 1]`. */
  readonly routes: ReadonlyMap<string, number>;
  readonly routeStarts: Uint32Array;
  /** Every column the table answers for (filters, conditions, measures, periods, origin, destination). */
  readonly columns: ReadonlySet<string>;
  readonly bytes: number;
  readonly buildMs: number;
}

/** The route index of one data version: one entry per indexed fact table. */
export interface RouteIndex {
  readonly tables: ReadonlyMap<string, IndexedTable>;
  /** The columns held for a stored table (the planner's `RouteIndexCoverage`). */
  columnsOf(table: string): ReadonlySet<string> | undefined;
  readonly bytes: number;
  readonly buildMs: number;
}

export const routeKey = (origin: unknown, destination: unknown): string =>
  `${String(origin)}|${String(destination)}`;
