import { scanColumns, type ColumnChunk, type QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import { ROUTE_COLUMNS } from '../storage/rollups.js';
import { TABLES } from '../storage/schema.js';
import { RowHistogramsBuilder, type RowHistograms } from './fare-histograms.js';
import { routeKey, type IndexedTable } from './index.js';
import { periodKey } from './period-codes.js';

/** What the histograms of a route rollup are read with: the engine, the origin ranges of its batches. */
export interface HistogramReading {
  readonly engine: QueryEngine;
  readonly dialect: Dialect;
  /** The period columns of the table, in the rollup's order. */
  readonly periodNames: readonly string[];
  /** Consecutive origin ranges, each read by one SELECT. */
  readonly ranges: readonly (readonly [string, string])[];
}

/**
 * The fare histograms of a route rollup's rows, per histogram column of its stored table: each stored row's
 * histogram entries (`Dialect.histogramEntries`) summed by route, period and bucket, in the rollup's row order,
 * so row `r` of the rollup gets the passengers per bucket of the stored rows it sums. A column is left out
 * (the engine then answers its quantiles) where a route has more than one rollup row in a period (its city
 * markets differ, which the airports should fix) or an entry's route and period has no rollup row: then a
 * row's histogram could not be told apart.
 */
export async function indexRowHistograms(
  table: IndexedTable,
  reading: HistogramReading,
): Promise<Map<string, RowHistograms>> {
  const histograms = new Map<string, RowHistograms>();
  if (!onePerRouteAndPeriod(table)) return histograms;
  for (const column of TABLES[table.table].histograms ?? []) {
    const built = await readHistograms(table, column.name, reading);
    if (built !== undefined) histograms.set(column.name, built);
  }
  return histograms;
}

/** Whether each route has at most one row per period (a route's rows come ordered by period). */
function onePerRouteAndPeriod(table: IndexedTable): boolean {
  const { periodCodes, routeStarts } = table;
  for (let route = 0; route + 1 < routeStarts.length; route++)
    for (let row = routeStarts[route]! + 1; row < routeStarts[route + 1]!; row++)
      if (periodCodes[row] === periodCodes[row - 1]) return false;
  return true;
}

/** One histogram column of the rollup's rows, or undefined when an entry finds no row (see above). */
async function readHistograms(
  table: IndexedTable,
  histogram: string,
  { engine, dialect, periodNames, ranges }: HistogramReading,
): Promise<RowHistograms | undefined> {
  const started = performance.now();
  const q = (name: string) => dialect.identifier(name);
  const codeOfPeriod = periodCodesByKey(table, periodNames);
  const builder = new RowHistogramsBuilder(table.rows);
  const keys = [...ROUTE_COLUMNS, ...periodNames].map(q);
  let lost = false;
  let last = { origin: undefined as unknown, destination: undefined as unknown, period: NaN, row: -1 };
  const read = ({ names, columns, rows: count }: ColumnChunk) => {
    const column = (name: string) => columns[names.indexOf(name)]!;
    const [origins, destinations] = ROUTE_COLUMNS.map(column) as [readonly unknown[], readonly unknown[]];
    const periods = periodNames.map(column);
    const [buckets, passengers] = [column('b'), column('w')];
    for (let entry = 0; entry < count && !lost; entry++) {
      const [origin, destination, period] = [origins[entry], destinations[entry], periodKey(periods, entry)];
      if (origin !== last.origin || destination !== last.destination || period !== last.period) {
        const row = rowOf(table, routeKey(origin, destination), codeOfPeriod.get(period));
        last = { origin, destination, period, row };
      }
      lost = last.row < 0 || !builder.add(last.row, Number(buckets[entry]), passengers[entry]);
    }
  };
  for (const [from, to] of ranges) {
    if (lost) return undefined;
    const values = dialect.values();
    const where = [
      `${q('origin')} >= ${values.add(from)} AND ${q('origin')} <= ${values.add(to)}`,
      ...ROUTE_COLUMNS.map((name) => `${q(name)} IS NOT NULL`),
    ].join(' AND ');
    const entries = dialect.histogramEntries(table.table, histogram, keys, where);
    const sql = `SELECT ${[...keys, q('b'), `SUM(${q('p')}) AS ${q('w')}`].join(', ')} FROM (${entries}) AS ${q('route_entries')} GROUP BY ${[...keys, q('b')].join(', ')} ORDER BY ${[...keys, q('b')].join(', ')}`;
    await scanColumns(engine, sql, values.bound, read);
  }
  return lost ? undefined : builder.finish(performance.now() - started);
}

/** The period code of each period key of the table (`periodKey` over its period columns' values). */
function periodCodesByKey(table: IndexedTable, periodNames: readonly string[]): Map<number, number> {
  const values = periodNames.map((name) => table.periods.get(name) ?? []);
  const codes = new Map<number, number>();
  // code 0 is the null period
  for (let code = 1; code < (values[0]?.length ?? 0); code++) codes.set(periodKey(values, code), code);
  return codes;
}

/** The row of a route in a period (-1: none). */
function rowOf(table: IndexedTable, key: string, code: number | undefined): number {
  const route = table.routes.get(key);
  if (route === undefined || code === undefined) return -1;
  for (let row = table.routeStarts[route]!; row < table.routeStarts[route + 1]!; row++)
    if (table.periodCodes[row] === code) return row;
  return -1;
}
