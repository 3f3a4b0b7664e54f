import type { DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import {
  KEPT_DIMENSION,
  ONE_DIMENSION_ROLLUPS,
  oneDimensionPack,
  ROLLUPS,
  rollupSelect,
  type RollupDef,
} from '../../storage/rollups.js';
import type { TableId } from '../../storage/schema.js';
import { duckdb, duckdbString } from '../../sql/duckdb.js';
import { storeTableSelect } from './store-source.js';

const q = duckdb.identifier;

/** The rollups of a table summed on their own, in the order they are built (each may read one before it). */
export const separateRollups = (base: TableId): RollupDef[] =>
  ROLLUPS.filter((rollup) => rollup.base === base && rollup.kind !== 'dimension');

/**
 * The SELECT of a table's one-dimension pack (`oneDimensionPack`: every `<table>__by_<column>` in one table,
 * each row tagged with the column it keeps, sorted by that tag and the periods), each rollup summed from its
 * own source (`rollupSelect`), which `from` names: the wider rollups built before it hold it.
 */
export function oneDimensionPackSelect(base: TableId, from: (source: string) => string): string {
  const ofBase = ONE_DIMENSION_ROLLUPS.filter((rollup) => rollup.base === base);
  const parts = ofBase.map(
    (rollup) =>
      `SELECT ${duckdbString(rollup.keep[0]!)} AS ${q(KEPT_DIMENSION)}, * FROM (${rollupSelect(rollup, q, from)})`,
  );
  const order = [KEPT_DIMENSION, ...ofBase[0]!.periodColumns].map(q).join(', ');
  return `SELECT * FROM (${parts.join(' UNION ALL BY NAME ')}) ORDER BY ${order}`;
}

/** The views that read each one-dimension rollup of `base` from its pack (`pack`: the engine's name of it). */
export function oneDimensionViews(base: TableId, pack: string): string[] {
  return ONE_DIMENSION_ROLLUPS.filter((rollup) => rollup.base === base).map((rollup) => {
    const columns = [...rollup.periodColumns, ...rollup.keep, ...rollup.measures].map(q).join(', ');
    return `CREATE VIEW ${q(rollup.name)} AS SELECT ${columns} FROM ${pack} WHERE ${q(KEPT_DIMENSION)} = ${duckdbString(rollup.keep[0]!)}`;
  });
}

/**
 * Writes the rollups of one partition of `base` (its Parquet `files`, absolute paths) as Parquet files, one per
 * name of `rollupFileNames` (`target` gives each one's path), summed exactly as the server sums them from the
 * whole table: rollups are sums keyed by period, so a partition's rows of a rollup are its rows of the table's
 * rollup. Each rollup is held in a temporary table while the ones after it are summed from it, then dropped:
 * the connection holds one partition's rollups at most.
 */
export async function writePartitionRollups(
  connection: DuckDBConnection,
  base: TableId,
  files: readonly string[],
  target: (name: string) => string,
): Promise<void> {
  const prefix = `rollup_${randomUUID().replaceAll('-', '')}_`;
  const temp = (name: string) => q(`${prefix}${name}`);
  const made: string[] = [];
  try {
    await connection.run(
      `CREATE TEMP VIEW ${temp(base)} AS ${await storeTableSelect(connection, base, files)}`,
    );
    made.push(`VIEW IF EXISTS ${temp(base)}`);
    for (const rollup of separateRollups(base)) {
      await connection.run(`CREATE TEMP TABLE ${temp(rollup.name)} AS ${rollupSelect(rollup, q, temp)}`);
      made.push(`TABLE IF EXISTS ${temp(rollup.name)}`);
      const order = [...rollup.periodColumns, ...rollup.keep].map(q).join(', ');
      await copyTo(connection, `SELECT * FROM ${temp(rollup.name)} ORDER BY ${order}`, target(rollup.name));
    }
    if (ONE_DIMENSION_ROLLUPS.some((rollup) => rollup.base === base))
      await copyTo(connection, oneDimensionPackSelect(base, temp), target(oneDimensionPack(base)));
  } finally {
    for (const object of made.reverse()) await connection.run(`DROP ${object}`);
  }
}

async function copyTo(connection: DuckDBConnection, select: string, path: string): Promise<void> {
  await connection.run(
    `COPY (${select}) TO ${duckdbString(path)} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE 122880)`,
  );
}
