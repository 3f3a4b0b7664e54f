import type { QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import {
  isRoutePlace,
  measureSums,
  PERIOD_COLUMNS,
  ROUTE_COLUMNS,
  ROUTE_ENDS,
  ROUTE_PLACE_COLUMNS,
  ROUTE_ROLLUPS,
  tableFor,
  type RollupDef,
} from '../storage/rollups.js';
import { routeFacetColumns } from './facets.js';
import { TABLES, type TableId } from '../storage/schema.js';
import { DimensionBuilder, dimensionBytes, MeasureBuilder, type DimensionColumn } from './columns.js';
import type { RouteIndexCoverage } from '../query/executor.js';
import { routeEndsOf, routeKey, type IndexedTable, type RouteIndex } from './index.js';

/** Rows read per SELECT: bounds the plain JS rows held at once while the index is built. */
const DEFAULT_BATCH_ROWS = 20_000;

/**
 * What the index holds of each route fact table: `rollups` (the default) the `__route` rollup (periods,
 * origin, destination, measures) and, for each column a route request may test (`routeFacetColumns`: every
 * route filter, fare-class condition and concentration carrier), a facet: the same rollup kept by that column
 * too, so a route with one filter, a fare-class share or hhi is answered from memory. Where the facets of a
 * table would hold as many rows as the table itself (few rows per route), its stored rows (`<table>/rows`) are
 * held instead, which answer every combination of filters as well. `facets` always holds the facets (the
 * tests' way to exercise them on a small dataset). `tables` holds every stored row of every route table
 * (every filter combination, at several times the memory and build time: bench/README.md, "Route executor").
 */
export type RouteIndexScope = 'rollups' | 'facets' | 'tables';

/** Where the index reads one of its sources from, and the columns it keeps. */
interface IndexedSource {
  /** Its key in `RouteIndex.tables`: the stored table's id, `<table>/<column>` (a facet), `<table>/rows`. */
  readonly name: string;
  readonly table: TableId;
  /** The engine table read: the stored table or one of its rollups. */
  readonly from: string;
  /** Summed by the SELECT over `from` (a facet), else read row by row. */
  readonly grouped: boolean;
  readonly periodNames: readonly string[];
  readonly otherNames: readonly string[];
  readonly measureNames: readonly string[];
  readonly completeMeasures: readonly string[];
}

const sourceShape = (rollup: RollupDef) => ({
  table: rollup.base,
  periodNames: rollup.periodColumns,
  measureNames: rollup.measures,
  completeMeasures: rollup.completeMeasures,
});

/**
 * The stored table itself, every row with every dimension but the route's own (its airports and their city
 * markets, which a route request never tests) (`name`: the table's id, else `<table>/rows`).
 */
function storedRows(rollup: RollupDef, name = `${rollup.base}/rows`): IndexedSource {
  const names = TABLES[rollup.base].dimensions.map((d) => d.name);
  return {
    ...sourceShape(rollup),
    name,
    from: rollup.base,
    grouped: false,
    otherNames: names.filter((n) => !PERIOD_COLUMNS.includes(n) && !isRoutePlace(n)),
  };
}

/**
 * The route rollup with its city markets, which a route request may name in place of its airports: they
 * follow from the airports, so it has one row per route and period (were there more, the executor sums every
 * row of a route's period alike, and tests each row's city market).
 */
const routeRollup = (rollup: RollupDef): IndexedSource => ({
  ...sourceShape(rollup),
  name: rollup.base,
  from: rollup.name,
  grouped: false,
  otherNames: rollup.keep.filter((name) => ROUTE_PLACE_COLUMNS.includes(name)),
});

/**
 * The route rollup kept by one more column, summed from the smallest table that keeps it (`tableFor`: the
 * stored table, or a rollup of it without its detail columns when the column is not one).
 */
const facet = (rollup: RollupDef, column: string): IndexedSource => ({
  ...sourceShape(rollup),
  name: `${rollup.base}/${column}`,
  from: tableFor(rollup.base, [...ROUTE_COLUMNS, column]),
  grouped: true,
  otherNames: [column],
});

const facetsOf = (rollup: RollupDef): IndexedSource[] =>
  routeFacetColumns(rollup.base).map((column) => facet(rollup, column));

/** The sources of a scope when each table's facets are held (the plan of the golden tests, without data). */
function sourcesOf(scope: RouteIndexScope): IndexedSource[] {
  return ROUTE_ROLLUPS.flatMap((rollup) =>
    scope === 'tables' ? [storedRows(rollup, rollup.base)] : [routeRollup(rollup), ...facetsOf(rollup)],
  );
}

/** Picks the first source (fewest rows first) summed from a stored table that holds every needed column. */
function coverage(
  sources: readonly { name: string; table: string; columns: ReadonlySet<string> }[],
): RouteIndexCoverage {
  return {
    sourceFor: (table, needed) =>
      sources.find((source) => source.table === table && needed.every((column) => source.columns.has(column)))
        ?.name,
  };
}

/** What an index of this scope holds when every route table is loaded (the golden tests plan against it). */
export function coverageOf(scope: RouteIndexScope): RouteIndexCoverage {
  return coverage(sourcesOf(scope).map((source) => ({ ...source, columns: columnsOf(source) })));
}

const columnsOf = (source: IndexedSource): ReadonlySet<string> =>
  new Set([...ROUTE_COLUMNS, ...source.periodNames, ...source.otherNames, ...source.measureNames]);

export interface BuildOptions {
  /** Default `rollups`. */
  readonly scope?: RouteIndexScope;
  /** Rows per SELECT while loading (default 20,000). */
  readonly batchRows?: number;
  /**
   * Stops the build between two engine queries (its version is no longer served): it then rejects with the
   * signal's reason, and holds nothing of the engine.
   */
  readonly signal?: AbortSignal;
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
  const batchRows = options.batchRows ?? DEFAULT_BATCH_ROWS;
  const reader = stoppable(engine, options.signal);
  const scope = options.scope ?? 'rollups';
  for (const rollup of ROUTE_ROLLUPS) {
    const partitions = Object.values(manifest.tables[rollup.base]?.partitions ?? {});
    if (partitions.length === 0) continue;
    const stored = partitions.reduce((total, partition) => total + partition.rows, 0);
    const sources =
      scope === 'tables'
        ? [storedRows(rollup, rollup.base)]
        : [
            routeRollup(rollup),
            ...(scope === 'facets' ? facetsOf(rollup) : await facetsOrRows(reader, dialect, rollup, stored)),
          ];
    // the sources of one stored table hold the same routes in the same order: the first one's dictionary
    // serves them all (one Map per table instead of one per facet: tens of MB and millions of heap objects
    // less for the garbage collector to trace at real volume)
    let routes: ReadonlyMap<string, number> | undefined;
    for (const source of sources) {
      const indexed = await indexTable(reader, dialect, source, batchRows, routes);
      routes ??= indexed.routes;
      tables.set(source.name, indexed);
    }
  }
  const bytes = [...tables.values()].reduce((total, table) => total + table.bytes, 0);
  // fewest rows first: a plan reads the smallest source that holds its columns
  const ordered = [...tables.values()].sort((a, b) => a.rows - b.rows);
  return {
    tables,
    bytes,
    buildMs: performance.now() - started,
    ...coverage(ordered),
  };
}

/** The engine, for the build: each query first checks that the build was not stopped. */
function stoppable(engine: QueryEngine, signal: AbortSignal | undefined): QueryEngine {
  if (signal === undefined) return engine;
  return {
    query: (sql, params, options) => {
      signal.throwIfAborted();
      return engine.query(sql, params, options);
    },
    close: () => engine.close(),
  };
}

/**
 * The facets of a table, or its stored rows when the facets would hold as many rows (counted by the engine):
 * then the rows are no bigger and answer every filter combination too.
 */
async function facetsOrRows(
  engine: QueryEngine,
  dialect: Dialect,
  rollup: RollupDef,
  storedRowCount: number,
): Promise<IndexedSource[]> {
  const facets = facetsOf(rollup);
  const q = (name: string) => dialect.identifier(name);
  let rows = 0;
  for (const source of facets) {
    const keys = [...ROUTE_COLUMNS, ...source.periodNames, ...source.otherNames].map(q).join(', ');
    const [count] = await engine.query(
      `SELECT COUNT(*) AS ${q('n')} FROM (SELECT DISTINCT ${keys} FROM ${q(source.from)}) AS ${q('keys')}`,
    );
    rows += Number(count?.n ?? 0);
    if (rows >= storedRowCount) return [storedRows(rollup)];
  }
  return facets;
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

/**
 * `shared`'s map when it numbers exactly these routes the same way (then the table keeps no dictionary of its
 * own), else `routes` itself.
 */
function sameRoutes(
  routes: Map<string, number>,
  shared: ReadonlyMap<string, number> | undefined,
): ReadonlyMap<string, number> {
  if (shared === undefined || shared.size !== routes.size) return routes;
  for (const [key, n] of routes) if (shared.get(key) !== n) return routes;
  return shared;
}

async function indexTable(
  engine: QueryEngine,
  dialect: Dialect,
  source: IndexedSource,
  batchRows: number,
  shared?: ReadonlyMap<string, number>,
): Promise<IndexedTable> {
  const started = performance.now();
  const { table, periodNames, otherNames, measureNames } = source;
  const periods = new Map(periodNames.map((name) => [name, new DimensionBuilder()]));
  const dimensions = new Map(otherNames.map((name) => [name, new DimensionBuilder()]));
  const measures = new Map(measureNames.map((name) => [name, new MeasureBuilder()]));
  const routes = new Map<string, number>();
  const starts: number[] = [];
  const q = (name: string) => dialect.identifier(name);
  const keys = [...ROUTE_COLUMNS, ...periodNames, ...otherNames].map(q);
  const measuresRead = source.grouped
    ? measureSums({ measures: measureNames, completeMeasures: source.completeMeasures }, q)
    : measureNames.map(q);
  const order = [...ROUTE_COLUMNS, ...periodNames].map(q).join(', ');
  let rows = 0;
  let previous: string | undefined;
  for (const [from, to] of await originRanges(engine, dialect, source.from, batchRows)) {
    const values = dialect.values();
    const sql = `SELECT ${[...keys, ...measuresRead].join(', ')} FROM ${q(source.from)} WHERE ${q('origin')} >= ${values.add(from)} AND ${q('origin')} <= ${values.add(to)}${source.grouped ? ` GROUP BY ${keys.join(', ')}` : ''} ORDER BY ${order}`;
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
  const dictionary = sameRoutes(routes, shared);
  const marketAirports = airportsByMarket(routes, routeStarts, dimensionColumns);
  let routeBytes = routeStarts.byteLength;
  for (const airports of marketAirports.values())
    for (const list of airports.values()) routeBytes += 64 + 8 * list.length;
  // a shared dictionary is counted with the table that built it
  if (dictionary === routes) for (const key of routes.keys()) routeBytes += 2 * key.length + 64;
  const bytes =
    routeBytes +
    [...periodColumns.values()].reduce((total, column) => total + column.byteLength, 0) +
    [...dimensionColumns.values()].reduce((total, column) => total + dimensionBytes(column), 0) +
    [...measureColumns.values()].reduce((total, column) => total + column.byteLength, 0);
  return {
    name: source.name,
    table,
    rows,
    periods: periodColumns,
    dimensions: dimensionColumns,
    measures: measureColumns,
    routes: dictionary,
    routeStarts,
    marketAirports,
    columns: columnsOf(source),
    bytes,
    buildMs: performance.now() - started,
  };
}

/**
 * For each city market column among `dimensions`: the airports at that end of the routes whose rows carry each
 * market code (an airport under two codes in different periods is listed under both).
 */
function airportsByMarket(
  routes: ReadonlyMap<string, number>,
  routeStarts: Uint32Array,
  dimensions: ReadonlyMap<string, DimensionColumn>,
): Map<string, Map<number, string[]>> {
  const byColumn = new Map<string, Map<number, Set<string>>>();
  ROUTE_ENDS.forEach((end, side) => {
    const codes = dimensions.get(end.cityMarket)?.codes;
    if (codes === undefined) return;
    const airports = new Map<number, Set<string>>();
    for (const [key, route] of routes) {
      const airport = routeEndsOf(key)[side]!;
      for (let row = routeStarts[route]!; row < routeStarts[route + 1]!; row++) {
        const code = codes[row]!;
        if (code === 0) continue;
        let set = airports.get(code);
        if (set === undefined) airports.set(code, (set = new Set()));
        set.add(airport);
      }
    }
    byColumn.set(end.cityMarket, airports);
  });
  return new Map(
    [...byColumn].map(([column, airports]) => [
      column,
      new Map([...airports].map(([code, set]) => [code, [...set]])),
    ]),
  );
}
