import { createHash } from 'node:crypto';
import { completeSumSql } from './null-rule.js';
import {
  CITY_MARKET_COLUMNS,
  CITY_MARKET_OF_END,
  type ColumnDef,
  TABLE_IDS,
  TABLES,
  type TableDef,
  type TableId,
} from './schema.js';

/**
 * Rollups: a fact table summed over fewer dimensions, built by the engine when a data version opens.
 *
 * Every measure is additive (schema.ts), so summing the stored rows over the dimensions a query does not
 * mention gives exactly the sums the query would compute from the table itself: a query may read any
 * rollup that keeps every column it filters or groups on. Per fact table:
 * - `route` keeps origin and destination (and their city markets, which follow from the airports, so the
 *   rollup has no more rows): route lookups and origin/destination or city market breakdowns without other
 *   filters scan a table some 10-50 times smaller;
 * - `national` keeps every dimension but origin, destination and their city markets: carrier, fare class or
 *   delay-cause breakdowns over the whole country scan one row per combination instead of one per route;
 * - for a table with detail dimensions (`ColumnDef.detail`: the on-time hour blocks, a DB1B market's
 *   connection), `national_coarse` keeps the national ones but the details, and where a detail multiplies the
 *   stored rows themselves (the hour blocks) `coarse` every dimension but those: a query that asks for no
 *   detail reads them instead of `national` or the table, several times fewer rows;
 * - `by_<column>` (kind `dimension`), one per dimension: that column alone, so a breakdown by one dimension
 *   over the whole country, the usual question, scans one row per period and value (a few thousand) instead
 *   of the tens of thousands of `national` or `route`. Every dimension gets one: every column a fact table
 *   keeps is a breakdown dimension of the catalog but T-100's `carrier_name` and `airline_id` (the carrier's name and id in the period,
 *   which the reference reads from the table; its rollup is as small as the carrier's). A query that also tests a condition column (a
 *   fare-class share) or splits by carrier (hhi, carriers) needs that column too, so it reads a wider table.
 * Period columns (year, quarter, month) are always kept.
 */
/** What a rollup keeps besides the periods (see above). */
export type RollupKind = 'coarse' | 'route' | 'national' | 'national_coarse' | 'dimension';

export interface RollupDef {
  /** Engine table name: `<base>__<kind>`, `<base>__by_<column>` for a `dimension` rollup. */
  readonly name: string;
  readonly kind: RollupKind;
  readonly base: TableId;
  /** Period columns of the base table, kept. */
  readonly periodColumns: readonly string[];
  /** Other dimension columns kept. */
  readonly keep: readonly string[];
  readonly measures: readonly string[];
}

/** The period columns of the stored tables (each table has those of its grain). */
export const PERIOD_COLUMNS: readonly string[] = ['year', 'quarter', 'month'];
/**
 * Each end of a route: its airport column, and the city market column a route request may name in its place
 * (docs/API-CONTRACT.md §12: the route then adds up every airport pair whose rows carry that city market).
 */
export const ROUTE_ENDS: readonly { readonly airport: string; readonly cityMarket: string }[] = [
  { airport: 'origin', cityMarket: CITY_MARKET_OF_END.origin },
  { airport: 'destination', cityMarket: CITY_MARKET_OF_END.destination },
];
/** The columns that name a route. */
export const ROUTE_COLUMNS: readonly string[] = ROUTE_ENDS.map((end) => end.airport);
/** Columns that follow from the route's airports: kept with it in the `route` rollup, not in `national`. */
export const ROUTE_PLACE_COLUMNS: readonly string[] = CITY_MARKET_COLUMNS;

/** A route's airports and the columns that follow from them: a route request never tests them beside it. */
export function isRoutePlace(column: string): boolean {
  return ROUTE_COLUMNS.includes(column) || ROUTE_PLACE_COLUMNS.includes(column);
}

function rollupsOfTable(table: TableDef): RollupDef[] {
  const names = table.dimensions.map((d) => d.name);
  if (table.grain === 'none' || !ROUTE_COLUMNS.every((column) => names.includes(column))) return [];
  const periodColumns = names.filter((name) => PERIOD_COLUMNS.includes(name));
  const places = names.filter((name) => ROUTE_PLACE_COLUMNS.includes(name));
  const others = names.filter((name) => !PERIOD_COLUMNS.includes(name) && !isRoutePlace(name));
  const details = (...levels: ColumnDef['detail'][]) =>
    table.dimensions.filter((d) => levels.includes(d.detail)).map((d) => d.name);
  const without = (columns: readonly string[], dropped: readonly string[]) =>
    columns.filter((name) => !dropped.includes(name));
  const ofRows = details('rows');
  const all = details('rows', 'national');
  const route = [...ROUTE_COLUMNS, ...places];
  // in the order they are built: each from the smallest table declared before it that keeps its columns
  // (`rollupSource`), so `route` sums `coarse`, `national_coarse` sums `national`, not the table, and each
  // one-dimension rollup the route rollup (a place) or the smallest national one that keeps it (any other)
  const kinds: (readonly [RollupKind, readonly string[]])[] = [
    ...(ofRows.length > 0 ? [['coarse', without([...route, ...others], ofRows)] as const] : []),
    ['route', route],
    ['national', others],
    ...(all.length > 0 ? [['national_coarse', without(others, all)] as const] : []),
    ...[...route, ...others].map((column) => ['dimension', [column]] as const),
  ];
  const measures = table.measures.map((m) => m.name);
  return kinds.map(([kind, keep]) => ({
    name: `${table.id}__${kind === 'dimension' ? `by_${keep[0]!}` : kind}`,
    kind,
    base: table.id,
    periodColumns,
    keep,
    measures,
  }));
}

/** Every rollup of every fact table, in the order they are built. */
export const ROLLUPS: readonly RollupDef[] = TABLE_IDS.flatMap((id) => rollupsOfTable(TABLES[id]));

/** The `route` rollup of each route table: the one that keeps origin and destination (and their city markets). */
export const ROUTE_ROLLUPS: readonly RollupDef[] = ROLLUPS.filter((rollup) => rollup.kind === 'route');

/** The one-dimension rollups (`<table>__by_<column>`): one row per period and value, a few thousand at most. */
export const ONE_DIMENSION_ROLLUPS: readonly RollupDef[] = ROLLUPS.filter(
  (rollup) => rollup.kind === 'dimension',
);

/**
 * The one table that holds a fact table's one-dimension rollups together (`<table>__one_dimension`, in memory and
 * in a partition's rollup files alike): each row tagged with the dimension it keeps (`KEPT_DIMENSION`), the other
 * dimension columns null, sorted by that tag and the periods; each `<table>__by_<column>` is a view of its rows.
 */
export const oneDimensionPack = (base: TableId): string => `${base}__one_dimension`;
/** The column of a one-dimension pack that says which dimension a row keeps. */
export const KEPT_DIMENSION = 'kept_dimension';

/** How the rollup files of a partition are laid out: raised when the layout changes, so old files are rebuilt. */
const ROLLUP_FILE_LAYOUT = 1;

/**
 * The rollup files of each partition of a table: one per rollup but the one-dimension ones, which share one
 * (`oneDimensionPack`), in the order they are built.
 */
export function rollupFileNames(base: TableId): string[] {
  const rollups = ROLLUPS.filter((rollup) => rollup.base === base);
  return [
    ...rollups.filter((rollup) => rollup.kind !== 'dimension').map((rollup) => rollup.name),
    ...(rollups.some((rollup) => rollup.kind === 'dimension') ? [oneDimensionPack(base)] : []),
  ];
}

/**
 * The shape of a table's rollup files: a hash of its rollup definitions, its measures' types and the file layout.
 * A partition's rollup files are read only under the shape they were built with (manifest.ts `rollupFiles`), so
 * a store written before a rollup, a dimension or a measure was added is rebuilt, never read as the new shape.
 */
export function rollupShape(base: TableId): string {
  const rollups = ROLLUPS.filter((rollup) => rollup.base === base);
  const types = TABLES[base].measures.map((measure) => [measure.name, measure.type]);
  const text = JSON.stringify([ROLLUP_FILE_LAYOUT, rollups, types]);
  return createHash('sha256').update(text).digest('hex').slice(0, 12);
}

/** The covering rollup of `base` with the fewest kept columns among `rollups`, if any keeps every needed column. */
function smallestCovering(
  rollups: readonly RollupDef[],
  base: TableId,
  needed: readonly string[],
): RollupDef | undefined {
  return rollups
    .filter((rollup) => rollup.base === base && needed.every((column) => rollup.keep.includes(column)))
    .sort((a, b) => a.keep.length - b.keep.length)[0];
}

/**
 * The table a rollup is summed from: the smallest rollup built before it that keeps its columns, else its
 * base table. Summing sums gives the same sums, and the null rule (`measureSums`) carries over: a row of the
 * smaller rollup is null exactly where a row of the base table under it is.
 */
export function rollupSource(rollup: RollupDef): string {
  const before = ROLLUPS.slice(0, ROLLUPS.indexOf(rollup));
  return smallestCovering(before, rollup.base, rollup.keep)?.name ?? rollup.base;
}

/**
 * The SELECT that builds a rollup from its source table (`rollupSource`: its base table or a larger rollup),
 * sorted by period then kept columns (`quote` quotes identifiers, `from` names the source table, by default
 * quoted as is; every name comes from the schema). Each measure follows the one null rule
 * (`null-rule.ts`: null where any row summed lacks a value), so a query over the rollup answers as one over the
 * base table.
 */
export function rollupSelect(
  rollup: RollupDef,
  quote: (name: string) => string,
  from: (source: string) => string = quote,
): string {
  const groups = [...rollup.periodColumns, ...rollup.keep].map(quote);
  const sums = measureSums(rollup.measures, quote);
  return `SELECT ${[...groups, ...sums].join(', ')} FROM ${from(rollupSource(rollup))} GROUP BY ${groups.join(', ')} ORDER BY ${groups.join(', ')}`;
}

/**
 * Each measure summed over the rows of a group under the one null rule (`null-rule.ts`: null where any row lacks
 * a value), named as the measure.
 */
export function measureSums(measures: readonly string[], quote: (name: string) => string): string[] {
  return measures.map((m) => `${completeSumSql(quote(m))} AS ${quote(m)}`);
}

/**
 * The smallest table that answers a query on `base` touching `columns` (filters, groups, conditions): the
 * covering rollup that keeps the fewest columns, else the base table itself.
 */
export function tableFor(base: TableId, columns: Iterable<string>): string {
  const needed = [...new Set(columns)].filter((column) => !PERIOD_COLUMNS.includes(column));
  return smallestCovering(ROLLUPS, base, needed)?.name ?? base;
}
