import { DuckDBDateValue, type DuckDBPreparedStatement } from '@duckdb/node-api';
import type { SqlValue } from '../engine.js';

/** Binds JS values with explicit DuckDB types: integers as INTEGER, other numbers as DOUBLE. */
export function bindAll(statement: DuckDBPreparedStatement, params: readonly SqlValue[]): void {
  params.forEach((value, index) => {
    const position = index + 1;
    if (value === null) statement.bindNull(position);
    else if (typeof value === 'boolean') statement.bindBoolean(position, value);
    else if (typeof value === 'number') {
      if (Number.isInteger(value) && Math.abs(value) <= 2_147_483_647) statement.bindInteger(position, value);
      else statement.bindDouble(position, value);
    } else statement.bindVarchar(position, value);
  });
}

/** Converts a value read from DuckDB to a JSON-friendly JS value (a DATE as `YYYY-MM-DD` text, as every engine). */
export function toPlain(value: unknown): unknown {
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof DuckDBDateValue) return value.toString();
  return value;
}
