import { scanColumns, underOwnDeadline, type ColumnChunk, type QueryEngine } from '../engines/engine.js';
import type { Dialect } from '../sql/dialect.js';
import type { Manifest } from '../storage/manifest.js';
import {
  isRoutePlace,
  measureSums,
  PERIOD_COLUMNS,
  ROUTE_COLUMNS,
  ROUTE_ENDS,
  ROUTE_PLACE_COLUMNS,
  ONE_DIMENSION_ROLLUPS,
  ROUTE_ROLLUPS,
  tableFor,
  type RollupDef,
} from '../storage/rollups.js';
import { routeFacetColumns } from './facets.js';
import { TABLES, type TableId } from '../storage/schema.js';
import {
  codeAt,
  DimensionBuilder,
  dimensionBytes,
  MeasureBuilder,
  packDimensions,
  type DimensionColumn,
} from './columns.js';
import type { RouteIndexCoverage } from '../query/executor.js';
import { buildNationalTables } from './national-build.js';
import { indexRowHistograms } from './histogram-build.js';
import { periodKey, periodValues } from './period-codes.js';
import { routeEndsOf, routeKey, type IndexedTable, type RouteIndex } from './index.js';

/** Rows read per SELECT at least: bounds what the engine sorts (and holds) at once while the index is built. */
const DEFAULT_BATCH_ROWS = 20_000;
/**
 * SELECTs per source at most: each scans the whole source (its files hold every origin), so a fixed batch size made
 * the build's scans grow with the square of the stored history (issue #46: 150 scans of 20 years of on-time rows
 * for one facet); past `MAX_BATCHES * batchRows` rows a batch holds that share of the source instead.
 */
const MAX_BATCHES = 8;

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
  /** The stored table's fare histograms kept per row (the route rollup of a ticket table: `histogram-build.ts`). */
  readonly histogramNames: readonly string[];
}

const sourceShape = (rollup: RollupDef) => ({
  table: rollup.base,
  periodNames: rollup.periodColumns,
  measureNames: rollup.measures,
  histogramNames: [] as readonly string[],
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
  histogramNames: (TABLES[rollup.base].histograms ?? []).map((column) => column.name),
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

/**
 * Picks the first source (fewest rows first) summed from a stored table that holds every needed column; holds
 * the one-dimension rollups named in `national`.
 */
function coverage(
  sources: readonly { name: string; table: string; columns: ReadonlySet<string> }[],
  national: ReadonlySet<string>,
  airportless: ReadonlySet<string> = new Set(),
): RouteIndexCoverage {
  return {
    holdsNational: (table) => national.has(table),
    holdsEveryRow: (table) => !airportless.has(table),
    sourceFor: (table, needed) =>
      sources.find((source) => source.table === table && needed.every((column) => source.columns.has(column)))
        ?.name,
  };
}

/** What an index of this scope holds when every route table is loaded (the golden tests plan against it). */
export function coverageOf(scope: RouteIndexScope): RouteIndexCoverage {
  return coverage(
    sourcesOf(scope).map((source) => ({ ...source, columns: columnsOf(source) })),
    new Set(ONE_DIMENSION_ROLLUPS.map((rollup) => rollup.name)),
  );
}

/** The columns a source answers for: with its histograms, or with those of them that were `built`. */
const columnsOf = (source: IndexedSource, built = source.histogramNames): ReadonlySet<string> =>
  new Set([...ROUTE_COLUMNS, ...source.periodNames, ...source.otherNames, ...source.measureNames, ...built]);

export interface BuildOptions {
  /** Default `rollups`. */
  readonly scope?: RouteIndexScope;
  /** Rows per SELECT while loading, at least (default 20,000; at most `MAX_BATCHES` SELECTs a source). */
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
 * by origin, destination and period, so each route's rows are one contiguous range; then the one-dimension
 * rollups of those tables (`national-build.ts`), which national breakdowns by one dimension read.
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
  const airportless = new Set<string>();
  for (const rollup of ROUTE_ROLLUPS) {
    const partitions = Object.values(manifest.tables[rollup.base]?.partitions ?? {});
    if (partitions.length === 0) continue;
    if (await lacksAnAirport(reader, dialect, rollup)) airportless.add(rollup.base);
    const stored = partitions.reduce((total, partition) => total + partition.rows, 0);
    const counted = (sources: IndexedSource[]) => counts(reader, dialect, sources);
    const sources =
      scope === 'tables'
        ? await counted([storedRows(rollup, rollup.base)])
        : [
            ...(await counted([routeRollup(rollup)])),
            ...(scope === 'facets'
              ? await counted(facetsOf(rollup))
              : await facetsOrRows(reader, dialect, rollup, stored)),
          ];
    // the sources of one stored table hold the same routes in the same order: the first one's dictionary
    // serves them all (one Map per table instead of one per facet: tens of MB and millions of heap objects
    // less for the garbage collector to trace at real volume)
    let routes: TableRoutes | undefined;
    for (const source of sources) {
      const indexed = await indexTable(reader, dialect, source, batchRows, routes);
      routes ??= { map: indexed.routes, keys: [...indexed.routes.keys()] };
      tables.set(source.source.name, indexed);
    }
  }
  const national = await buildNationalTables(reader, dialect, manifest);
  const bytes = [...tables.values(), ...national.values()].reduce((total, table) => total + table.bytes, 0);
  // fewest rows first: a plan reads the smallest source that holds its columns
  const ordered = [...tables.values()].sort((a, b) => a.rows - b.rows);
  return {
    tables,
    national,
    bytes,
    buildMs: performance.now() - started,
    ...coverage(ordered, new Set(national.keys()), airportless),
  };
}

/** Whether some stored row of the table lacks an airport (its route rollup has such a row): no route holds it. */
async function lacksAnAirport(engine: QueryEngine, dialect: Dialect, rollup: RollupDef): Promise<boolean> {
  const q = (name: string) => dialect.identifier(name);
  const [row] = await engine.query(
    `SELECT COUNT(*) AS ${q('n')} FROM ${q(rollup.name)} WHERE NOT (${routeKnown(q)})`,
  );
  return Number(row?.n ?? 0) > 0;
}

/**
 * How long one query of the build may run: its own deadline, not the requests' (`ATSS_QUERY_TIMEOUT_MS`, which
 * a build's scans of whole tables may well exceed: at 300 ms the index was never built, issue #43 point 5).
 */
export const ROUTE_INDEX_QUERY_TIMEOUT_MS = 600_000;

/** The engine, for the build: each query runs under the build's deadline and first checks it was not stopped. */
function stoppable(engine: QueryEngine, signal: AbortSignal | undefined): QueryEngine {
  return underOwnDeadline(engine, ROUTE_INDEX_QUERY_TIMEOUT_MS, () => signal?.throwIfAborted());
}

/** A source with the rows it yields per origin, in origin order (counted by the engine before it is read). */
interface CountedSource {
  readonly source: IndexedSource;
  readonly perOrigin: readonly { readonly origin: string; readonly rows: number }[];
}

/** The rows each source yields per origin: its rows with both airports, or, summed, its groups. */
async function counts(
  engine: QueryEngine,
  dialect: Dialect,
  sources: readonly IndexedSource[],
): Promise<CountedSource[]> {
  const q = (name: string) => dialect.identifier(name);
  const counted: CountedSource[] = [];
  for (const source of sources) {
    const rows = source.grouped
      ? `(SELECT DISTINCT ${keysOf(source).map(q).join(', ')} FROM ${q(source.from)} WHERE ${routeKnown(q)}) AS ${q('groups')}`
      : `${q(source.from)} WHERE ${routeKnown(q)}`;
    const perOrigin = await engine.query(
      `SELECT ${q('origin')} AS ${q('o')}, COUNT(*) AS ${q('n')} FROM ${rows} GROUP BY ${q('origin')} ORDER BY ${q('origin')}`,
    );
    counted.push({
      source,
      perOrigin: perOrigin.map((row) => ({ origin: String(row.o), rows: Number(row.n) })),
    });
  }
  return counted;
}

/** A row with both airports: rows without one belong to no route. */
const routeKnown = (q: (name: string) => string): string =>
  ROUTE_COLUMNS.map((column) => `${q(column)} IS NOT NULL`).join(' AND ');

/** The columns that identify a source's row: its route, periods and other dimensions. */
const keysOf = (source: IndexedSource): string[] => [
  ...ROUTE_COLUMNS,
  ...source.periodNames,
  ...source.otherNames,
];

const rowsOf = (counted: CountedSource): number =>
  counted.perOrigin.reduce((total, origin) => total + origin.rows, 0);

/**
 * The facets of a table, or its stored rows when the facets would hold as many rows (counted by the engine):
 * then the rows are no bigger and answer every filter combination too.
 */
async function facetsOrRows(
  engine: QueryEngine,
  dialect: Dialect,
  rollup: RollupDef,
  storedRowCount: number,
): Promise<CountedSource[]> {
  const facets: CountedSource[] = [];
  let rows = 0;
  for (const source of facetsOf(rollup)) {
    const [facet] = await counts(engine, dialect, [source]);
    facets.push(facet!);
    rows += rowsOf(facet!);
    if (rows >= storedRowCount) return counts(engine, dialect, [storedRows(rollup)]);
  }
  return facets;
}

/** Consecutive origin ranges of about `batchRows` rows each (an origin with more rows is a range alone). */
function originRanges(counted: CountedSource, batchRows: number): [string, string][] {
  const ranges: [string, string][] = [];
  let first: string | undefined;
  let last = '';
  let rows = 0;
  for (const { origin, rows: count } of counted.perOrigin) {
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

/** The route dictionary of a table's first source, and its keys by route number. */
interface TableRoutes {
  readonly map: ReadonlyMap<string, number>;
  readonly keys: readonly string[];
}

/**
 * Numbers a source's routes in the order its rows come: while they are the table's routes in the same order
 * the table's dictionary serves (no Map of its own is built), else from the first difference on its own one.
 */
class RouteNumbering {
  private own: Map<string, number> | undefined;
  private count = 0;
  constructor(
    private readonly table: string,
    private readonly shared: TableRoutes | undefined,
  ) {
    if (shared === undefined) this.own = new Map();
  }
  /** Numbers the next route; throws when its rows came before (each route's rows must be contiguous). */
  add(key: string): void {
    if (this.own === undefined) {
      if (this.shared!.keys[this.count] === key) {
        this.count += 1;
        return;
      }
      this.own = new Map(this.shared!.keys.slice(0, this.count).map((known, n) => [known, n]));
    }
    if (this.own.has(key)) throw new Error(`route index: ${this.table} rows of ${key} are not contiguous`);
    this.own.set(key, this.count++);
  }
  /** The dictionary: the table's when every route matched it, else the source's own. */
  finish(): ReadonlyMap<string, number> {
    if (this.own === undefined && this.count === this.shared!.keys.length) return this.shared!.map;
    return this.own ?? new Map(this.shared!.keys.slice(0, this.count).map((known, n) => [known, n]));
  }
}

async function indexTable(
  engine: QueryEngine,
  dialect: Dialect,
  counted: CountedSource,
  batchRows: number,
  shared?: TableRoutes,
): Promise<IndexedTable> {
  const started = performance.now();
  const { source } = counted;
  const { table, periodNames, otherNames, measureNames } = source;
  // every column is allocated once for the rows the engine counted, in its narrowest form so far
  const expected = rowsOf(counted);
  // one code per row for its period (year and month or quarter together), not one column per period column
  const periods = new DimensionBuilder(expected);
  const dimensions = new Map(otherNames.map((name) => [name, new DimensionBuilder(expected)]));
  const measures = new Map(measureNames.map((name) => [name, new MeasureBuilder(expected)]));
  const routes = new RouteNumbering(table, shared);
  const starts: number[] = [];
  const q = (name: string) => dialect.identifier(name);
  const keys = keysOf(source).map(q);
  const measuresRead = source.grouped ? measureSums(measureNames, q) : measureNames.map(q);
  const order = [...ROUTE_COLUMNS, ...periodNames].map(q).join(', ');
  let rows = 0;
  let lastOrigin: unknown;
  let lastDestination: unknown;
  // each chunk column by column: no object per row
  const read = ({ names, columns, rows: count }: ColumnChunk) => {
    if (count === 0) return;
    const column = (name: string) => columns[names.indexOf(name)]!;
    const [origins, destinations] = ROUTE_COLUMNS.map(column) as [readonly unknown[], readonly unknown[]];
    for (let row = 0; row < count; row++) {
      const origin = origins[row];
      const destination = destinations[row];
      if (origin === lastOrigin && destination === lastDestination) continue;
      routes.add(routeKey(origin, destination));
      starts.push(rows + row);
      lastOrigin = origin;
      lastDestination = destination;
    }
    const periodValues = periodNames.map(column);
    for (let row = 0; row < count; row++) periods.push(periodKey(periodValues, row));
    for (const builders of [dimensions, measures] as const)
      for (const [name, builder] of builders) {
        const values = column(name);
        for (let row = 0; row < count; row++) builder.push(values[row]);
      }
    rows += count;
  };
  const rowsPerBatch = Math.max(batchRows, Math.ceil(expected / MAX_BATCHES));
  for (const [from, to] of originRanges(counted, rowsPerBatch)) {
    const values = dialect.values();
    const sql = `SELECT ${[...keys, ...measuresRead].join(', ')} FROM ${q(source.from)} WHERE ${q('origin')} >= ${values.add(from)} AND ${q('origin')} <= ${values.add(to)} AND ${routeKnown(q)}${source.grouped ? ` GROUP BY ${keys.join(', ')}` : ''} ORDER BY ${order}`;
    await scanColumns(engine, sql, values.bound, read);
  }
  starts.push(rows);
  const built = { periods, dimensions, measures, routes, starts, rows };
  const finished = finishTable(source, built, shared);
  if (source.histogramNames.length === 0) return { ...finished, buildMs: performance.now() - started };
  const reading = { engine, dialect, periodNames, ranges: originRanges(counted, rowsPerBatch) };
  const histograms = await indexRowHistograms({ ...finished, buildMs: 0 }, reading);
  return {
    ...finished,
    histograms,
    columns: columnsOf(source, [...histograms.keys()]),
    bytes: [...histograms.values()].reduce((bytes, histogram) => bytes + histogram.bytes, finished.bytes),
    buildMs: performance.now() - started,
  };
}

/** A table's builders finished into its columns, route dictionary and starts, and their bytes. */
function finishTable(
  source: CountedSource['source'],
  built: {
    periods: DimensionBuilder;
    dimensions: Map<string, DimensionBuilder>;
    measures: Map<string, MeasureBuilder>;
    routes: RouteNumbering;
    starts: number[];
    rows: number;
  },
  shared?: TableRoutes,
): Omit<IndexedTable, 'buildMs'> {
  const { periods, dimensions, measures, routes, starts, rows } = built;
  const { table, periodNames } = source;
  const periodCodes = periods.finish();
  const periodColumns = periodValues(periodCodes, periodNames);
  const dimensionColumns = packDimensions(
    new Map([...dimensions].map(([name, builder]) => [name, builder.finish()] as const)),
  );
  const measureColumns = new Map([...measures].map(([name, builder]) => [name, builder.finish()] as const));
  const routeStarts = Uint32Array.from(starts);
  const dictionary = routes.finish();
  const marketAirports = airportsByMarket(dictionary, routeStarts, dimensionColumns);
  const bytes = indexedBytes({
    routeStarts,
    marketAirports,
    // a shared dictionary is counted with the table that built it
    ownDictionary: dictionary === shared?.map ? undefined : dictionary,
    periodCodes: periodCodes.words,
    dimensions: dimensionColumns,
    measures: measureColumns,
  });
  return {
    name: source.name,
    table,
    rows,
    periodCodes: periodCodes.words,
    periods: periodColumns,
    dimensions: dimensionColumns,
    measures: measureColumns,
    histograms: new Map(),
    routes: dictionary,
    routeStarts,
    marketAirports,
    columns: columnsOf(source, []),
    bytes,
  };
}

/** The bytes an indexed table holds: its route starts and market airports, its dictionary if its own, its columns. */
function indexedBytes(parts: {
  routeStarts: Uint32Array;
  marketAirports: ReadonlyMap<string, ReadonlyMap<number, readonly string[]>>;
  ownDictionary: ReadonlyMap<string, number> | undefined;
  periodCodes: { byteLength: number };
  dimensions: ReadonlyMap<string, DimensionColumn>;
  measures: ReadonlyMap<string, { byteLength: number }>;
}): number {
  let bytes = parts.routeStarts.byteLength + parts.periodCodes.byteLength;
  for (const airports of parts.marketAirports.values())
    for (const list of airports.values()) bytes += 64 + 8 * list.length;
  for (const key of parts.ownDictionary?.keys() ?? []) bytes += 2 * key.length + 64;
  for (const column of parts.dimensions.values()) bytes += dimensionBytes(column);
  for (const column of parts.measures.values()) bytes += column.byteLength;
  return bytes;
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
    const column = dimensions.get(end.cityMarket);
    if (column === undefined) return;
    const airports = new Map<number, Set<string>>();
    for (const [key, route] of routes) {
      const airport = routeEndsOf(key)[side]!;
      for (let row = routeStarts[route]!; row < routeStarts[route + 1]!; row++) {
        const code = codeAt(column, row);
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
