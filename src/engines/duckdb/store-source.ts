import type { DuckDBConnection } from '@duckdb/node-api';
import { duckdb, duckdbString } from '../../sql/duckdb.js';
import { TABLES, tableColumns, type TableId } from '../../storage/schema.js';

/**
 * The SELECT that reads one table's Parquet files (absolute paths, at least one) with every column of the
 * schema: a column added to the schema later (`addedLater`) that none of the files has yet is NULL, in its
 * stored type, so files ingested before it read like the current schema (the server and `atss publish` alike).
 */
export async function storeTableSelect(
  connection: DuckDBConnection,
  id: TableId,
  files: readonly string[],
): Promise<string> {
  const source = `read_parquet([${files.map(duckdbString).join(', ')}], union_by_name = true)`;
  const present = new Set(
    (await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${source}`))
      .getRows()
      .map((row) => String(row[0])),
  );
  const columns = tableColumns(TABLES[id]);
  // a column every atss has written, missing: the files are not this table's as any version wrote it (damaged)
  const lacking = columns.filter((column) => !column.addedLater && !present.has(column.name));
  if (lacking.length > 0)
    throw new Error(
      `stored table ${id} lacks the columns ${lacking.map((column) => column.name).join(', ')}`,
    );
  const absent = columns
    .filter((column) => column.addedLater && !present.has(column.name))
    .map(
      (column) => `, CAST(NULL AS ${duckdb.columnType(column.type)}) AS ${duckdb.identifier(column.name)}`,
    );
  return `SELECT *${absent.join('')} FROM ${source}`;
}
