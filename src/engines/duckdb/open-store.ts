import { DuckDBInstance } from '@duckdb/node-api';
import { availableParallelism } from 'node:os';
import { resolve, join } from 'node:path';
import { STORE_DIR, tableFiles, type Manifest } from '../../storage/manifest.js';
import { ROLLUPS, rollupSelect } from '../../storage/rollups.js';
import { duckdb, duckdbString } from '../../sql/duckdb.js';
import { TABLE_IDS, TABLES, tableColumns } from '../../storage/schema.js';
import { DEFAULT_POOL_LIMITS, DuckDbPool, type PoolLimits } from './pool.js';
import { storeTableSelect } from './store-source.js';

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
    // rollups (storage/rollups.ts) always live in memory: they are small, and built from the tables above
    for (const rollup of ROLLUPS) {
      await setup.run(
        `CREATE TABLE ${duckdb.identifier(rollup.name)} AS ${rollupSelect(rollup, duckdb.identifier)}`,
      );
    }
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
