/** What differs between SQL engines; the compiler core is shared. */
export interface Dialect {
  readonly name: string;
  /** Quotes an identifier taken from the catalog. */
  identifier(name: string): string;
  /** The placeholder of the n-th (1-based) bound value. */
  placeholder(position: number): string;
  /** Keeps the first `limit` rows of each partition, in `orderBy` order (appended after FROM/WHERE). */
  topPerPartition(partitionBy: readonly string[], orderBy: string, limit: string): string;
  /** Casts a sum to a floating-point number. */
  toDouble(expression: string): string;
}

export const duckdb: Dialect = {
  name: 'duckdb',
  identifier: (name) => `"${name.replaceAll('"', '""')}"`,
  placeholder: (position) => `$${position}`,
  topPerPartition: (partitionBy, orderBy, limit) =>
    `QUALIFY row_number() OVER (PARTITION BY ${partitionBy.join(', ')} ORDER BY ${orderBy}) <= ${limit}`,
  toDouble: (expression) => `CAST(${expression} AS DOUBLE)`,
};
