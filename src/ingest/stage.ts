import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { duckdb } from '../sql/duckdb.js';
import { TABLES, tableColumns, type ColumnDef, type TableId } from '../storage/schema.js';
import type { StagedPartition } from './publish.js';
import { ident, sqlString } from './sql.js';

/** The type a stored column has in the Parquet store: the DuckDB dialect's type of its neutral type. */
export const storeType = (column: ColumnDef): string => duckdb.columnType(column.type);

/**
 * Selects the storage columns in schema order, cast to their types. A measure with no source values stays
 * null (a sum over nothing is unknown, not 0: taxi times before 1995, a download without the column).
 */
export function storageSelect(table: TableId): string {
  return tableColumns(TABLES[table])
    .map((column) => `CAST(${ident(column.name)} AS ${storeType(column)}) AS ${ident(column.name)}`)
    .join(', ');
}

/** Writes one partition's rows (`select` yields the storage columns) to a Parquet file in the staging folder. */
export async function stagePartition(
  connection: DuckDBConnection,
  staging: string,
  partition: Omit<StagedPartition, 'staged' | 'rows' | 'lacking' | 'partlyLacking'>,
  select: string,
): Promise<StagedPartition> {
  const dir = join(staging, 'out', partition.table, partition.period);
  await mkdir(dir, { recursive: true });
  const path = join(dir, `${randomUUID()}.parquet`);
  const order = TABLES[partition.table].sortBy.map(ident).join(', ');
  await connection.run(
    `COPY (${select} ORDER BY ${order}) TO ${sqlString(path)} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 122880)`,
  );
  const measures = TABLES[partition.table].measures.map((column) => column.name);
  const [rows = 0, ...present] = (
    await connection.runAndReadAll(
      `SELECT ${['*', ...measures.map(ident)].map((m) => `count(${m})`).join(', ')} FROM read_parquet(${sqlString(path)})`,
    )
  )
    .getRows()[0]!
    .map(Number);
  // a measure null in a row: a file of the partition lacks an input of it (null-rule.ts)
  const lacking = measures.filter((_, i) => present[i] === 0 && rows > 0);
  const partlyLacking = measures.filter((_, i) => present[i]! > 0 && present[i]! < rows);
  return { ...partition, staged: path, rows, lacking, partlyLacking };
}
