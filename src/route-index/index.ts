import type { RouteIndexCoverage } from '../query/executor.js';
import type { TableId } from '../storage/schema.js';
import type { CodeArray, DimensionColumn, MeasureColumn } from './columns.js';
import type { RowHistograms } from './fare-histograms.js';

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
  /** The fare histograms of each row, by histogram column (a route rollup of a ticket table only). */
  readonly histograms: ReadonlyMap<string, RowHistograms>;
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

/**
 * A one-dimension rollup (`<table>__by_<column>`, storage/rollups.ts: one row per period and value of its
 * column, a few thousand at most) in compact columns, its rows sorted by period: what a national breakdown by
 * that column, or by nothing, sums (`national-execute.ts`).
 */
export interface NationalTable {
  /** The rollup's name, its key in `RouteIndex.national` (the plan's table). */
  readonly name: string;
  /** The stored table its rows are summed from. */
  readonly table: TableId;
  /** The column it keeps besides the periods. */
  readonly column: string;
  readonly rows: number;
  /**
   * The rows of each period code (`period-codes.ts`: codes from 1, in period order): those of code `c` are
   * `periodStarts[c]` to `periodStarts[c + 1]`.
   */
  readonly periodStarts: Uint32Array;
  /** The value of each period column the table stores (year, quarter and/or month), by period code. */
  readonly periods: ReadonlyMap<string, readonly number[]>;
  /** Each row's value of `column`. */
  readonly groups: DimensionColumn;
  readonly measures: ReadonlyMap<string, MeasureColumn>;
  readonly bytes: number;
  readonly buildMs: number;
}

/**
 * The route index of one data version: its sources (route rollups, facets or stored rows) by name, and the
 * one-dimension rollups of its route tables by rollup name (`national`).
 */
export interface RouteIndex extends RouteIndexCoverage {
  readonly tables: ReadonlyMap<string, IndexedTable>;
  readonly national: ReadonlyMap<string, NationalTable>;
  readonly bytes: number;
  readonly buildMs: number;
}

export const routeKey = (origin: unknown, destination: unknown): string =>
  `${String(origin)}|${String(destination)}`;
/** The airports of a route key: [origin, destination]. */
export const routeEndsOf = (key: string): string[] => key.split('|');
