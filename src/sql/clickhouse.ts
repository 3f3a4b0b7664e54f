import type { ColumnType } from '../storage/schema.js';
import type { Dialect } from './dialect.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** ClickHouse's column type of each neutral storage type (boolean as UInt8: 18.16 has no Bool; date as YYYY-MM-DD text). */
const CLICKHOUSE_COLUMN_TYPES: Readonly<Record<ColumnType, string | undefined>> = {
  text: 'String',
  integer: 'Int32',
  double: 'Float64',
  boolean: 'UInt8',
  // 18.16's Date covers 1970-2105 only; ISO text keeps every date and sorts the same
  date: 'String',
  // the fare histograms feed only the fare quantiles, which the ClickHouse backend does not offer yet
  // (`supports.distributions`): the column is not published there
  histogram: undefined,
};

/**
 * ClickHouse (18.16 and later). Identifiers are catalog names and are checked, not escaped (18.16's rules for
 * escapes inside quoted identifiers differ between versions); values stay `$n` placeholders that the engine
 * adapter renders as literals (engines/clickhouse/literals.ts); the top-N tail is `LIMIT n BY` (no window
 * functions in 18.16); common tables are inlined as subqueries (no `WITH name AS (SELECT ...)` in 18.16).
 */
export const clickhouse: Dialect = {
  name: 'clickhouse',
  identifier: (name) => {
    if (!IDENTIFIER.test(name)) throw new RangeError(`not a plain identifier: ${JSON.stringify(name)}`);
    return `"${name}"`;
  },
  placeholder: (position) => `$${position}`,
  topPerPartition: (partitionBy, orderBy, limit) =>
    `ORDER BY ${[...partitionBy, orderBy].join(', ')}\nLIMIT ${limit} BY ${partitionBy.join(', ')}`,
  commonTables: false,
  toDouble: (expression) => `toFloat64(${expression})`,
  // hhi/carriers and the fare quantiles are not compiled for ClickHouse yet (18.16: no window functions, no
  // common tables, no IS NOT DISTINCT FROM); the planner answers 400 for them
  supports: { distributions: false },
  columnType: (type) => CLICKHOUSE_COLUMN_TYPES[type],
};

/** The ClickHouse column type of a stored column: nullable unless it is part of a table's sort key. */
export function clickhouseColumnType(type: ColumnType, nullable: boolean): string {
  const base = clickhouse.columnType(type);
  if (base === undefined) throw new RangeError(`${type} columns are not published to ClickHouse`);
  return nullable ? `Nullable(${base})` : base;
}
