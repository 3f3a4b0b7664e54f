import type { ColumnType } from '../storage/schema.js';
import type { Dialect, StatementValues } from './dialect.js';
import { distributionTables } from './duckdb-distributions.js';
import { NULL_HISTOGRAM_MARK } from '../storage/fare-buckets.js';
import type { SqlValue } from './plan.js';

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

/** Values bound to `$1..$n` placeholders, in the order the statement names them. */
function placeholders(): StatementValues {
  const bound: SqlValue[] = [];
  return {
    bound,
    add: (value) => {
      bound.push(value);
      return `$${bound.length}`;
    },
  };
}

const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Each histogram entry a row, a NULL histogram read as the one entry of the NULL mark (duckdb-distributions.ts). */
const histogramEntries: Dialect['histogramEntries'] = (table, histogram, columns, where) => {
  const mark = `[{'b': ${NULL_HISTOGRAM_MARK}, 'p': 1}]::${DUCKDB_COLUMN_TYPES.histogram}`;
  const entry = quote('entry');
  return `SELECT ${[...columns, `${entry}.b AS ${quote('b')}`, `${entry}.p AS ${quote('p')}`].join(', ')}
  FROM (SELECT ${[...columns, `UNNEST(COALESCE(${quote(histogram)}, ${mark})) AS ${entry}`].join(', ')} FROM ${quote(table)} WHERE ${where}) AS ${quote('entries')}`;
};

/**
 * DuckDB: quoted identifiers (a quote doubled), bound values, per-period top-N with QUALIFY, common tables, and
 * the distribution metrics as common tables joined to the grouped sums (duckdb-distributions.ts).
 */
export const duckdb = {
  name: 'duckdb',
  identifier: quote,
  values: placeholders,
  topPerPartition: (partitionBy, orderBy, limit) =>
    `QUALIFY row_number() OVER (PARTITION BY ${partitionBy.join(', ')} ORDER BY ${orderBy}) <= ${limit}
ORDER BY ${[...partitionBy, orderBy].join(', ')}`,
  commonTables: true,
  inSubquery: 'IN',
  toDouble: (expression) => `CAST(${expression} AS DOUBLE)`,
  distributions: {
    kind: 'tables',
    tables: (plan, keyed) => distributionTables(plan, keyed, DUCKDB_COLUMN_TYPES.histogram),
  },
  // DuckDB stores every type, so its columnType is total
  columnType: (type: ColumnType): string => DUCKDB_COLUMN_TYPES[type],
  histogramEntries,
} satisfies Dialect;
