import type { ColumnType } from '../storage/schema.js';
import type { QueryPlan, SqlValue } from './plan.js';

export type { SqlValue };

/**
 * The values of one statement, as its dialect writes them while the statement is compiled: a placeholder per
 * value with the values bound beside the text (DuckDB), or each value rendered as a literal in the text
 * (ClickHouse 18.16 has no typed parameters). Either way the text is final when compiled; nothing rewrites it.
 */
export interface StatementValues {
  /** The text standing for `value` in the statement. */
  add(value: SqlValue): string;
  /** The values the statement's placeholders are bound to, in order (none when the text holds literals). */
  readonly bound: readonly SqlValue[];
}

/** What differs between SQL engines; the compiler core is shared. */
export interface Dialect {
  readonly name: string;
  /** Quotes an identifier taken from the catalog. */
  identifier(name: string): string;
  /** A new, empty set of values for one statement. */
  values(): StatementValues;
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
  /** How the distribution metrics (hhi/carriers, the fare quantiles) are compiled. */
  readonly distributions: DistributionSql;
  /**
   * The engine's column type of a neutral storage type (storage/schema.ts), or undefined where the engine
   * does not store columns of that type.
   */
  columnType(type: ColumnType): string | undefined;
  /**
   * A SELECT of `columns` (quoted) of `table` with one row per entry of its fare histogram column `histogram`:
   * the entry's bucket as `b` and its passengers as `p` (a NULL histogram, stored before histograms existed,
   * gives the one entry NULL_HISTOGRAM_MARK with 1 passenger), over the rows `where` keeps. The route index
   * reads a route's histograms through it.
   */
  histogramEntries(table: string, histogram: string, columns: readonly string[], where: string): string;
}

/**
 * The two ways a dialect compiles the distribution metrics:
 * - `tables`: common tables keyed like the grouped sums, joined null-safely to them (duckdb-distributions.ts:
 *   common tables and window functions);
 * - `aggregates`: aggregate expressions of the grouped query itself (clickhouse-distributions.ts: no window
 *   functions, no common tables, no null-safe join).
 */
export type DistributionSql =
  | {
      readonly kind: 'tables';
      tables(plan: QueryPlan, keyed: KeyedSelect): DistributionTables;
    }
  | { readonly kind: 'aggregates'; readonly aggregates: DistributionAggregates };

/** Distribution metrics as aggregate expressions over the rows of one group (identifiers unquoted). */
export interface DistributionAggregates {
  /** hhi or carriers of the weight per carrier; `excluded` are the statement's texts of carrier codes left out. */
  concentration(
    stat: 'hhi' | 'carriers',
    carrierColumn: string,
    weightColumn: string,
    excluded: readonly string[],
  ): string;
  /** The `fraction` quantile of the fare histogram column `histogram`. */
  quantile(fraction: number, histogram: string): string;
}

/**
 * What the distribution common tables are keyed and filtered by: the grouped query's keys (period columns then
 * group columns) and its WHERE.
 */
export interface KeyedSelect {
  /** Period and group select items (`... AS p_year`, `... AS g0`). */
  readonly keys: readonly string[];
  /** Output names of the keys. */
  readonly keyNames: readonly string[];
  /** WHERE for a table name. */
  readonly where: (table: string) => string;
  /** GROUP BY positions of the keys that are real columns (combined answers drop the period columns). */
  readonly groupPositions: readonly number[];
  readonly q: (name: string) => string;
  /** The statement's text of a value (StatementValues.add). */
  readonly bind: (value: string | number) => string;
}

/** Distribution metrics as common tables: their definitions, and where each metric's column is. */
export interface DistributionTables {
  /** CTE definitions (`name AS (...)`), in order. */
  readonly ctes: readonly string[];
  /** CTE name and the output column of every distribution metric, by metric index. */
  readonly columns: ReadonlyMap<number, { readonly cte: string; readonly column: string }>;
}
