import type { QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import { PERIOD_COLUMNS, ROLLUPS, ROUTE_COLUMNS } from '../storage/rollups.js';
import { TABLES, type TableId } from '../storage/schema.js';
import { DimensionBuilder, dimensionBytes, MeasureBuilder } from './columns.js';
import type { RouteIndexCoverage } from '../query/executor.js';
import { routeKey, type IndexedTable, type RouteIndex } from './index.js';

/** Rows read per SELECT: bounds the plain JS rows held at once while the index is built. */
const DEFAULT_BATCH_ROWS = 20_000;

/**
 * What the index holds of each route fact table: `rollups` the `__route` rollup (periods, origin,
 * destination, measures: small and quick to build; a route with a filter, a fare-class share or hhi goes to
 * the engine), `tables` every row of the stored table (every filter too, at several times the memory and
 * build time: bench/README.md, "Route executor").
 */
export type RouteIndexScope = 'rollups' | 'tables';

/** Where the index reads one route table from, and the columns it keeps. */
interface IndexedSource {
  readonly table: TableId;
  /** The engine table read: the stored table or its `__route` rollup. */
  readonly from: string;
  readonly periodNames: readonly string[];
  readonly otherNames: readonly string[];
  readonly measureNames: readonly string[];
}

function sourcesOf(scope: RouteIndexScope): IndexedSource[] {
  return ROLLUPS.filter((rollup) => rollup.keep.every((column) => ROUTE_COLUMNS.includes(column))).map(
    (rollup) => {
      const names = TABLES[rollup.base].dimensions.map((d) => d.name);
      return {
        table: rollup.base,
        from: scope === 'tables' ? rollup.base : rollup.name,
        periodNames: rollup.periodColumns,
        otherNames:
          scope === 'tables'
            ? names.filter((name) => !PERIOD_COLUMNS.includes(name) && !ROUTE_COLUMNS.includes(name))
            : [],
        measureNames: rollup.measures,
      };
    },
  );
}

/** What an index of this scope holds when every route table is loaded (the golden tests plan against it). */
export function coverageOf(scope: RouteIndexScope): RouteIndexCoverage {
  const columns = new Map(sourcesOf(scope).map((source) => [source.table as string, columnsOf(source)]));
  return { columnsOf: (table) => columns.get(table) };
}

const columnsOf = (source: IndexedSource): ReadonlySet<string> =>
  new Set([...ROUTE_COLUMNS, ...source.periodNames, ...source.otherNames, ...source.measureNames]);

export interface BuildOptions {
  /** Default `rollups`. */
  readonly scope?: RouteIndexScope;
  /** Rows per SELECT while loading (default 20,000). */
  readonly batchRows?: number;
}

/**
 * Builds the route index of a data version from its engine, with plain SELECTs through `QueryEngine` (so
 * any backend can feed it): every route table the manifest holds, read in batches of whole origins ordered
 * by origin, destination and period, so each route's rows are one contiguous range.
 */
export async function buildRouteIndex(
  engine: QueryEngine,
  dialect: Dialect,
  manifest: Manifest,
  options: BuildOptions = {},
): Promise<RouteIndex> {
  const started = performance.now();
  const tables = new Map<string, IndexedTable>();
  for (const source of sourcesOf(options.scope ?? 'rollups')) {
    if (Object.keys(manifest.tables[source.table]?.partitions ?? {}).length === 0) continue;
    tables.set(
      source.table,
      await indexTable(engine, dialect, source, options.batchRows ?? DEFAULT_BATCH_ROWS),
    );
  }
  const bytes = [...tables.values()].reduce((total, table) => total + table.bytes, 0);
  return {
    tables,
    bytes,
    buildMs: performance.now() - started,
    columnsOf: (name) => tables.get(name)?.columns,
  };
}

/** Consecutive origin ranges of about `batchRows` rows each (an origin with more rows is a range alone). */
async function originRanges(
  engine: QueryEngine,
  dialect: Dialect,
  table: string,
  batchRows: number,
): Promise<[string, string][]> {
  const q = (name: string) => dialect.identifier(name);
  const counts = await engine.query(
    `SELECT ${q('origin')} AS ${q('o')}, COUNT(*) AS ${q('n')} FROM ${q(table)} WHERE ${q('origin')} IS NOT NULL GROUP BY ${q('origin')} ORDER BY ${q('origin')}`,
  );
  const ranges: [string, string][] = [];
  let first: string | undefined;
  let last = '';
  let rows = 0;
  for (const row of counts) {
    const origin = String(row.o);
    const count = Number(row.n);
    if (first !== undefined && rows + count > batchRows) {
      ranges.push([first, last]);
      first = undefined;
      rows = 0;
    }
    first ??= origin;
    last = origin;
    rows += count;
  }
  if (first !== undefined) ranges.push([first, last]);
  return ranges;
}

async function indexTable(
  engine: QueryEngine,
  dialect: Dialect,
  source: IndexedSource,
  batchRows: number,
): Promise<IndexedTable> {
  const started = performance.now();
  const { table, periodNames, otherNames, measureNames } = source;
  const periods = new Map(periodNames.map((name) => [name, new DimensionBuilder()]));
  const dimensions = new Map(otherNames.map((name) => [name, new DimensionBuilder()]));
  const measures = new Map(measureNames.map((name) => [name, new MeasureBuilder()]));
  const routes = new Map<string, number>();
  const starts: number[] = [];
  const q = (name: string) => dialect.identifier(name);
  const select = [...ROUTE_COLUMNS, ...periodNames, ...otherNames, ...measureNames].map(q).join(', ');
  const order = [...ROUTE_COLUMNS, ...periodNames].map(q).join(', ');
  let rows = 0;
  let previous: string | undefined;
  for (const [from, to] of await originRanges(engine, dialect, source.from, batchRows)) {
    const values = dialect.values();
    const sql = `SELECT ${select} FROM ${q(source.from)} WHERE ${q('origin')} >= ${values.add(from)} AND ${q('origin')} <= ${values.add(to)} ORDER BY ${order}`;
    for (const row of await engine.query(sql, values.bound)) {
      if (row.destination === null || row.destination === undefined) continue;
      const key = routeKey(row.origin, row.destination);
      if (key !== previous) {
        if (routes.has(key)) throw new Error(`route index: ${table} rows of ${key} are not contiguous`);
        routes.set(key, starts.length);
        starts.push(rows);
        previous = key;
      }
      for (const [name, builder] of periods) builder.push(row[name]);
      for (const [name, builder] of dimensions) builder.push(row[name]);
      for (const [name, builder] of measures) builder.push(row[name]);
      rows += 1;
    }
  }
  starts.push(rows);
  const periodColumns = new Map(
    [...periods].map(([name, builder]) => {
      const values = builder.finish();
      // years and period indices are small integers: the values themselves, not dictionary codes
      const Numbers = name === 'year' ? Uint16Array : Uint8Array;
      const numbers = new Numbers(values.codes.length);
      values.codes.forEach((code, row) => (numbers[row] = Number(values.values[code] ?? 0)));
      return [name, numbers] as const;
    }),
  );
  const dimensionColumns = new Map(
    [...dimensions].map(([name, builder]) => [name, builder.finish()] as const),
  );
  const measureColumns = new Map([...measures].map(([name, builder]) => [name, builder.finish()] as const));
  const routeStarts = Uint32Array.from(starts);
  let routeBytes = routeStarts.byteLength;
  for (const key of routes.keys()) routeBytes += 2 * key.length + 64;
  const bytes =
    routeBytes +
    [...periodColumns.values()].reduce((total, column) => total + column.byteLength, 0) +
    [...dimensionColumns.values()].reduce((total, column) => total + dimensionBytes(column), 0) +
    [...measureColumns.values()].reduce((total, column) => total + column.byteLength, 0);
  return {
    table,
    rows,
    periods: periodColumns,
    dimensions: dimensionColumns,
    measures: measureColumns,
    routes,
    routeStarts,
    columns: columnsOf(source),
    bytes,
    buildMs: performance.now() - started,
  };
}
