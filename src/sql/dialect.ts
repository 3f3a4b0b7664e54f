import type { ColumnType } from '../storage/schema.js';

/** A value bound to a statement's placeholder (the engines take and return these). */
export type SqlValue = string | number | boolean | null;

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
  /**
   * The operator testing membership in a subquery over a reference table (the airport filters). On a cluster
   * the fact table is split over shards and each shard runs the filtered scan: the subquery must not be
   * resolved there (ClickHouse resolves an unqualified table on a remote shard in that server's default
   * database), so ClickHouse runs it once where the query arrives and ships its rows along (`GLOBAL IN`).
   */
  readonly inSubquery: string;
  /** Casts a sum to a floating-point number. */
  toDouble(expression: string): string;
  /**
   * How the distribution metrics (hhi/carriers, the fare quantiles) are compiled: undefined, as common tables
   * joined null-safely to the grouped sums (distributions.ts: common tables and window functions); else as
   * aggregate expressions of the grouped query itself.
   */
  readonly distributionAggregates?: DistributionAggregates;
  /**
   * The engine's column type of a neutral storage type (storage/schema.ts), or undefined where the engine
   * does not store columns of that type.
   */
  columnType(type: ColumnType): string | undefined;
}

/** Distribution metrics as aggregate expressions over the rows of one group (identifiers unquoted). */
export interface DistributionAggregates {
  /** hhi or carriers of the weight per carrier; `excluded` are bound placeholders of carrier codes left out. */
  concentration(
    stat: 'hhi' | 'carriers',
    carrierColumn: string,
    weightColumn: string,
    excluded: readonly string[],
  ): string;
  /** The `fraction` quantile of the fare histogram column `histogram`. */
  quantile(fraction: number, histogram: string): string;
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

/**
 * A text as a DuckDB string literal, for the few statements DuckDB cannot bind: the file paths of `COPY` and
 * `read_csv` in ingest's and the generator's own instances (the server binds every value).
 */
export const duckdbString = (text: string): string => `'${text.replaceAll("'", "''")}'`;

export const duckdb = {
  name: 'duckdb',
  identifier: (name) => `"${name.replaceAll('"', '""')}"`,
  placeholder: (position) => `$${position}`,
  topPerPartition: (partitionBy, orderBy, limit) =>
    `QUALIFY row_number() OVER (PARTITION BY ${partitionBy.join(', ')} ORDER BY ${orderBy}) <= ${limit}
ORDER BY ${[...partitionBy, orderBy].join(', ')}`,
  commonTables: true,
  inSubquery: 'IN',
  toDouble: (expression) => `CAST(${expression} AS DOUBLE)`,
  // DuckDB stores every type, so its columnType is total
  columnType: (type: ColumnType): string => DUCKDB_COLUMN_TYPES[type],
} satisfies Dialect;
