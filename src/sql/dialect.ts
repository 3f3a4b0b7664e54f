import type { ColumnType } from '../storage/schema.js';

/** What differs between SQL engines; the compiler core is shared. */
export interface Dialect {
  readonly name: string;
  /** Quotes an identifier taken from the catalog. */
  identifier(name: string): string;
  /** The placeholder of the n-th (1-based) bound value. */
  placeholder(position: number): string;
  /**
   * The tail of a statement (after FROM) that keeps the first `limit` rows of each partition in `orderBy`
   * order, and orders the answer by partition, then `orderBy`.
   */
  topPerPartition(partitionBy: readonly string[], orderBy: string, limit: string): string;
  /** `WITH name AS (SELECT ...)` is supported (else such tables are inlined as subqueries). */
  readonly commonTables: boolean;
  /** Casts a sum to a floating-point number. */
  toDouble(expression: string): string;
  /** What the dialect can compile beyond the shared shape (the planner refuses the rest with a 400). */
  readonly supports: DialectSupport;
  /**
   * The engine's column type of a neutral storage type (storage/schema.ts), or undefined where the engine
   * does not store columns of that type.
   */
  columnType(type: ColumnType): string | undefined;
}

export interface DialectSupport {
  /**
   * The distribution metrics (hhi/carriers, the fare quantiles): common tables, window functions and
   * null-safe joins over the grouped rows.
   */
  readonly distributions: boolean;
}

/** DuckDB's column type of each neutral storage type: the types ingest writes to the Parquet store. */
const DUCKDB_COLUMN_TYPES: Readonly<Record<ColumnType, string>> = {
  text: 'VARCHAR',
  integer: 'INTEGER',
  double: 'DOUBLE',
  boolean: 'BOOLEAN',
  date: 'DATE',
  histogram: 'STRUCT(b INTEGER, p DOUBLE)[]',
};

export const duckdb = {
  name: 'duckdb',
  identifier: (name) => `"${name.replaceAll('"', '""')}"`,
  placeholder: (position) => `$${position}`,
  topPerPartition: (partitionBy, orderBy, limit) =>
    `QUALIFY row_number() OVER (PARTITION BY ${partitionBy.join(', ')} ORDER BY ${orderBy}) <= ${limit}
ORDER BY ${[...partitionBy, orderBy].join(', ')}`,
  commonTables: true,
  toDouble: (expression) => `CAST(${expression} AS DOUBLE)`,
  supports: { distributions: true },
  // DuckDB stores every type, so its columnType is total
  columnType: (type: ColumnType): string => DUCKDB_COLUMN_TYPES[type],
} satisfies Dialect;
