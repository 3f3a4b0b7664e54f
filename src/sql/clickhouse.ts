import type { ColumnType } from '../storage/schema.js';
import { clickhouseDistributionAggregates, histogramArrays } from './clickhouse-distributions.js';
import { renderLiteral } from './clickhouse-literals.js';
import type { Dialect, StatementValues } from './dialect.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** ClickHouse's column type of each neutral storage type (boolean as UInt8: 18.16 has no Bool; date as YYYY-MM-DD text). */
const CLICKHOUSE_COLUMN_TYPES: Readonly<Record<ColumnType, string | undefined>> = {
  text: 'String',
  integer: 'Int32',
  double: 'Float64',
  boolean: 'UInt8',
  // 18.16's Date covers 1970-2105 only; ISO text keeps every date and sorts the same
  date: 'String',
  // a fare histogram is published as two arrays (clickhouse-distributions.ts histogramArrays)
  histogram: undefined,
};

/**
 * ClickHouse (18.16 and later). Identifiers are catalog names and are checked, not escaped (18.16's rules for
 * escapes inside quoted identifiers differ between versions); values are written as literals while the
 * statement is compiled (clickhouse-literals.ts: 18.16 has no typed parameters), so none is bound; the top-N tail is `LIMIT n BY` (no window
 * functions in 18.16); common tables are inlined as subqueries (no `WITH name AS (SELECT ...)` in 18.16).
 */
const identifier = (name: string): string => {
  if (!IDENTIFIER.test(name)) throw new RangeError(`not a plain identifier: ${JSON.stringify(name)}`);
  return `"${name}"`;
};

/** Each value rendered as a literal where the statement names it: nothing is left to bind. */
const literals = (): StatementValues => ({ bound: [], add: renderLiteral });

export const clickhouse: Dialect = {
  name: 'clickhouse',
  identifier,
  values: literals,
  topPerPartition: (partitionBy, orderBy, limit) =>
    `ORDER BY ${[...partitionBy, orderBy].join(', ')}\nLIMIT ${limit} BY ${partitionBy.join(', ')}`,
  commonTables: false,
  // the subquery runs on the server the query reaches, in the version's database, and its rows go to every
  // shard (a plain IN would read airport_hubs on each remote shard from its default database)
  inSubquery: 'GLOBAL IN',
  toDouble: (expression) => `toFloat64(${expression})`,
  // hhi/carriers and the fare quantiles as aggregates of the grouped query (18.16: no window functions, no
  // common tables, no null-safe join)
  distributions: { kind: 'aggregates', aggregates: clickhouseDistributionAggregates(identifier) },
  columnType: (type) => CLICKHOUSE_COLUMN_TYPES[type],
  // the histogram's two arrays joined entry by entry (a NULL histogram is published as the NULL mark)
  histogramEntries: (table, histogram, columns, where) => {
    const { buckets, passengers } = histogramArrays(histogram);
    return `SELECT ${[...columns, '"b"', '"p"'].join(', ')} FROM ${identifier(table)} ARRAY JOIN ${identifier(buckets)} AS "b", ${identifier(passengers)} AS "p" WHERE ${where}`;
  },
};

/** The ClickHouse column type of a stored column: nullable unless it is part of a table's sort key. */
export function clickhouseColumnType(type: ColumnType, nullable: boolean): string {
  const base = clickhouse.columnType(type);
  if (base === undefined) throw new RangeError(`${type} columns are not published to ClickHouse`);
  return nullable ? `Nullable(${base})` : base;
}
