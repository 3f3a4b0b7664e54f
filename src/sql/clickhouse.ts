import type { ColumnType } from '../storage/schema.js';
import type { Dialect } from './dialect.js';

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Engine column types of the neutral storage types (BOOLEAN as UInt8: 18.16 has no Bool; DATE as YYYY-MM-DD text). */
const COLUMN_TYPES: Readonly<Record<ColumnType, string>> = {
  VARCHAR: 'String',
  INTEGER: 'Int32',
  BIGINT: 'Int64',
  DOUBLE: 'Float64',
  BOOLEAN: 'UInt8',
  // 18.16's Date covers 1970-2105 only; ISO text keeps every date and sorts the same
  DATE: 'String',
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
};

/** The ClickHouse column type of a stored column: nullable unless it is part of a table's sort key. */
export function clickhouseColumnType(type: ColumnType, nullable: boolean): string {
  const base = COLUMN_TYPES[type];
  return nullable ? `Nullable(${base})` : base;
}
