import { DuckDBInstance } from '@duckdb/node-api';
import { availableParallelism } from 'node:os';
import { resolve, join } from 'node:path';
import { STORE_DIR, tableFiles, type Manifest } from '../../storage/manifest.js';
import { ONE_DIMENSION_ROLLUPS, ROLLUPS, type RollupDef, rollupSelect } from '../../storage/rollups.js';
import { duckdb, duckdbString } from '../../sql/duckdb.js';
import { TABLE_IDS, TABLES, tableColumns } from '../../storage/schema.js';
import { DEFAULT_POOL_LIMITS, DuckDbPool, type PoolLimits } from './pool.js';
import { storeTableSelect } from './store-source.js';

/** The in-memory database (attached with compression) the rollups are stored in. */
const ROLLUP_DATABASE = 'rollups';
/** The column of a table of one-dimension rollups that says which dimension a row keeps. */
const KEPT = 'kept_dimension';

export interface StoreOptions {
  readonly dataDir: string;
  readonly manifest: Manifest;
  readonly connections: number;
  readonly threads: number;
  readonly limits?: PoolLimits;
  /** Copy the (pre-aggregated) tables into DuckDB memory instead of reading Parquet on every query. */
  readonly inMemory?: boolean;
}

/**
 * Opens an in-memory DuckDB whose tables are the manifest's Parquet files (copied into memory, or views over
 * the files), an empty table for a table with no data, plus the rollups of the fact tables, then locks it: no
 * file outside the store can be read, and no setting changed.
 */
export async function openStore(options: StoreOptions): Promise<DuckDbPool> {
  const storeDir = resolve(options.dataDir, STORE_DIR);
  const instance = await DuckDBInstance.create(':memory:', { threads: String(options.threads) });
  const setup = await instance.connect();
  try {
    for (const id of TABLE_IDS) {
      const files = tableFiles(options.manifest, id).map((file) => resolve(options.dataDir, file));
      if (files.length > 0) {
        const kind = options.inMemory ? 'TABLE' : 'VIEW';
        await setup.run(
          `CREATE ${kind} ${duckdb.identifier(id)} AS ${await storeTableSelect(setup, id, files)}`,
        );
      } else {
        const columns = tableColumns(TABLES[id])
          .map((column) => `${duckdb.identifier(column.name)} ${duckdb.columnType(column.type)}`)
          .join(', ');
        await setup.run(`CREATE TABLE ${duckdb.identifier(id)} (${columns})`);
      }
    }
    // rollups (storage/rollups.ts) always live in memory, built from the tables above, compressed: DuckDB keeps
    // an in-memory table uncompressed unless its database is attached with COMPRESS and checkpointed (313 MB of
    // rollups uncompressed, 39 MB compressed on the real-volume store; bench/README.md, "Route index memory at
    // real volume"); a view of the same name in the default database reads each
    await setup.run(`ATTACH ':memory:' AS ${ROLLUP_DATABASE} (COMPRESS)`);
    for (const rollup of ROLLUPS.filter((r) => !ONE_DIMENSION_ROLLUPS.includes(r))) {
      const name = duckdb.identifier(rollup.name);
      await setup.run(
        `CREATE TABLE ${ROLLUP_DATABASE}.main.${name} AS ${rollupSelect(rollup, duckdb.identifier)}`,
      );
      // one rollup at a time: only the largest is ever held uncompressed
      await setup.run(`CHECKPOINT ${ROLLUP_DATABASE}`);
      await setup.run(`CREATE VIEW ${name} AS SELECT * FROM ${ROLLUP_DATABASE}.main.${name}`);
    }
    for (const statement of oneDimensionTables(ONE_DIMENSION_ROLLUPS)) await setup.run(statement);
    // DuckDB keeps the Parquet bytes it read in its own cache besides the OS page cache: 41 MB of RSS once the
    // route index is built on the real-volume store, for reads the page cache answers anyway (issue #28;
    // bench/README.md, "Route index memory at real volume")
    await setup.run('SET enable_external_file_cache = false');
    await setup.run(`SET allowed_directories = [${duckdbString(join(storeDir, '/'))}]`);
    await setup.run('SET enable_external_access = false');
    await setup.run('SET lock_configuration = true');
  } finally {
    setup.closeSync();
  }
  // one heavy query already runs on `threads` cores: more at once than the cores hold only slows the light ones
  const heavyConnections = Math.max(1, Math.round(availableParallelism() / options.threads));
  return DuckDbPool.open(instance, options.connections, {
    ...DEFAULT_POOL_LIMITS,
    heavyConnections,
    ...options.limits,
  });
}

/**
 * The one-dimension rollups (`<table>__by_<column>`, a few to a few thousand rows each) stored together, one
 * table per fact table: DuckDB gives every table of a compressed in-memory database a block of its own (256 KB
 * however few its rows: 27 MB for the hundred of them), so each fact table's are one table (their rows
 * tagged with the dimension they keep, the other dimension columns null), sorted by that tag and the
 * periods, and each rollup a view of its rows. Each is summed from its own source (`rollupSelect`), which
 * the wider rollups built before it hold.
 */
function oneDimensionTables(alone: readonly RollupDef[]): string[] {
  const q = duckdb.identifier;
  return [...new Set(alone.map((rollup) => rollup.base))].flatMap((base) => {
    const ofBase = alone.filter((rollup) => rollup.base === base);
    const table = `${ROLLUP_DATABASE}.main.${q(`${base}__one_dimension`)}`;
    const parts = ofBase.map(
      (rollup) =>
        `SELECT ${duckdbString(rollup.keep[0]!)} AS ${q(KEPT)}, * FROM (${rollupSelect(rollup, q)})`,
    );
    const order = [KEPT, ...ofBase[0]!.periodColumns].map(q).join(', ');
    return [
      `CREATE TABLE ${table} AS SELECT * FROM (${parts.join(' UNION ALL BY NAME ')}) ORDER BY ${order}`,
      `CHECKPOINT ${ROLLUP_DATABASE}`,
      ...ofBase.map((rollup) => {
        const columns = [...rollup.periodColumns, ...rollup.keep, ...rollup.measures].map(q).join(', ');
        return `CREATE VIEW ${q(rollup.name)} AS SELECT ${columns} FROM ${table} WHERE ${q(KEPT)} = ${duckdbString(rollup.keep[0]!)}`;
      }),
    ];
  });
}
