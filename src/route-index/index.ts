import type { RouteIndexCoverage } from '../query/executor.js';
import type { TableId } from '../storage/schema.js';
import type { CodeArray, DimensionColumn, MeasureColumn } from './columns.js';

/**
 * The rows of one stored fact table, of its route rollup or of a facet (the route rollup kept by one more
 * column), sorted by route then period, in compact columns.
 */
export interface IndexedTable {
  /** Its key in `RouteIndex.tables`: the stored table's id, or `<table>/<column>` for a facet. */
  readonly name: string;
  /** The stored table its rows are summed from. */
  readonly table: TableId;
  readonly rows: number;
  /** Each row's period: one code per row (year, and quarter and/or month, together), 0 for none. */
  readonly periodCodes: CodeArray;
  /** The value of each period column the table stores (year, quarter and/or month), by period code. */
  readonly periods: ReadonlyMap<string, readonly number[]>;
  /** Every other dimension but origin and destination (the route key holds them). */
  readonly dimensions: ReadonlyMap<string, DimensionColumn>;
  readonly measures: ReadonlyMap<string, MeasureColumn>;
  /**
   * Route number by `routeKey(origin, destination)`; its rows are `routeStarts[n]` to `routeStarts[n + 1]`. The
   * sources of one stored table share one map when they number their routes alike (they hold the same routes).
   */
  readonly routes: ReadonlyMap<string, number>;
  readonly routeStarts: Uint32Array;
  /**
   * For each city market column the table holds (the route rollup's): the airports at that end of its routes,
   * by the market's code in that column. A route named by a city market adds up the pairs of these airports.
   */
  readonly marketAirports: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>>;
  /** Every column the table answers for (filters, conditions, measures, periods, origin, destination). */
  readonly columns: ReadonlySet<string>;
  readonly bytes: number;
  readonly buildMs: number;
}

/** The route index of one data version: its sources (route rollups, facets or stored rows) by name. */
export interface RouteIndex extends RouteIndexCoverage {
  readonly tables: ReadonlyMap<string, IndexedTable>;
  readonly bytes: number;
  readonly buildMs: number;
}

export const routeKey = (origin: unknown, destination: unknown): string =>
  `${String(origin)}|${String(destination)}`;
/** The airports of a route key: [origin, destination]. */
export const routeEndsOf = (key: string): string[] => key.split('|');
