import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { availableParallelism } from 'node:os';
import { resolve, join } from 'node:path';
import { STORE_DIR, tableFiles, type Manifest } from '../../storage/manifest.js';
import { ONE_DIMENSION_ROLLUPS, ROLLUPS, type RollupDef, rollupSelect } from '../../storage/rollups.js';
import { duckdb, duckdbString } from '../../sql/duckdb.js';
import { TABLE_IDS, TABLES, tableColumns, type TableId } from '../../storage/schema.js';
import { DAMAGED_TABLE_ERROR } from '../errors.js';
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

/** A stored table the server could not open (a damaged file, a file an older atss wrote), with why. */
export interface DamagedTable {
  readonly table: TableId;
  /** The engine's error: for the log only, never for a client (it names files and engine internals). */
  readonly cause: unknown;
}

export interface OpenedStore {
  readonly engine: DuckDbPool;
  /** Tables that answer every query with `EngineUnavailableError` (503); every other table is served. */
  readonly damaged: readonly DamagedTable[];
}

/**
 * Opens an in-memory DuckDB whose tables are the manifest's Parquet files (copied into memory, or views over
 * the files), an empty table for a table with no data, plus the rollups of the fact tables, then locks it: no
 * file outside the store can be read, and no setting changed. A table whose files cannot be opened, or whose
 * rollups cannot be built from them, does not stop the others (issue #43 point 6): it and its rollups become
 * views that fail when read (`damagedTableView`), so only what needs it answers 503.
 */
export async function openStore(options: StoreOptions): Promise<OpenedStore> {
  const storeDir = resolve(options.dataDir, STORE_DIR);
  const instance = await DuckDBInstance.create(':memory:', { threads: String(options.threads) });
  const setup = await instance.connect();
  const damaged: DamagedTable[] = [];
  try {
    await setup.run(`ATTACH ':memory:' AS ${ROLLUP_DATABASE} (COMPRESS)`);
    for (const id of TABLE_IDS) {
      try {
        await createTable(setup, id, options);
        await createRollups(setup, id);
      } catch (cause) {
        damaged.push({ table: id, cause });
        await createDamagedTable(setup, id);
      }
    }
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
  const engine = await DuckDbPool.open(instance, options.connections, {
    ...DEFAULT_POOL_LIMITS,
    heavyConnections,
    ...options.limits,
  });
  return { engine, damaged };
}

/** One stored table: a view over its files (a table copied into memory), or an empty table without files. */
async function createTable(setup: DuckDBConnection, id: TableId, options: StoreOptions): Promise<void> {
  const files = tableFiles(options.manifest, id).map((file) => resolve(options.dataDir, file));
  if (files.length > 0) {
    const kind = options.inMemory ? 'TABLE' : 'VIEW';
    await setup.run(`CREATE ${kind} ${duckdb.identifier(id)} AS ${await storeTableSelect(setup, id, files)}`);
    return;
  }
  const columns = tableColumns(TABLES[id])
    .map((column) => `${duckdb.identifier(column.name)} ${duckdb.columnType(column.type)}`)
    .join(', ');
  await setup.run(`CREATE TABLE ${duckdb.identifier(id)} (${columns})`);
}

/**
 * The rollups of one table (storage/rollups.ts), always in memory, built from the table, compressed: DuckDB keeps
 * an in-memory table uncompressed unless its database is attached with COMPRESS and checkpointed (313 MB of
 * rollups uncompressed, 39 MB compressed on the real-volume store; bench/README.md, "Route index memory at
 * real volume"); a view of the same name in the default database reads each.
 */
async function createRollups(setup: DuckDBConnection, id: TableId): Promise<void> {
  for (const rollup of ROLLUPS.filter((r) => r.base === id && !ONE_DIMENSION_ROLLUPS.includes(r))) {
    const name = duckdb.identifier(rollup.name);
    await setup.run(
      `CREATE TABLE ${ROLLUP_DATABASE}.main.${name} AS ${rollupSelect(rollup, duckdb.identifier)}`,
    );
    // one rollup at a time: only the largest is ever held uncompressed
    await setup.run(`CHECKPOINT ${ROLLUP_DATABASE}`);
    await setup.run(`CREATE VIEW ${name} AS SELECT * FROM ${ROLLUP_DATABASE}.main.${name}`);
  }
  const alone = ONE_DIMENSION_ROLLUPS.filter((rollup) => rollup.base === id);
  for (const statement of oneDimensionTables(alone)) await setup.run(statement);
}

/**
 * A table that cannot be served, in place of its files: whatever was made of it is dropped, and it and each of
 * its rollups become views with its columns that raise `DAMAGED_TABLE_ERROR` when read (the pool answers that
 * `EngineUnavailableError`), so a query that needs it fails and every other query is answered.
 */
async function createDamagedTable(setup: DuckDBConnection, id: TableId): Promise<void> {
  const rollups = ROLLUPS.filter((rollup) => rollup.base === id);
  const q = duckdb.identifier;
  const made = [id, ...rollups.map((rollup) => rollup.name)].flatMap((name) => [
    q(name),
    `${ROLLUP_DATABASE}.main.${q(name)}`,
  ]);
  for (const name of [...made, `${ROLLUP_DATABASE}.main.${q(`${id}__one_dimension`)}`]) {
    // DuckDB refuses DROP VIEW of a table and DROP TABLE of a view, IF EXISTS or not: the one that fits runs
    for (const kind of ['VIEW', 'TABLE'])
      await setup.run(`DROP ${kind} IF EXISTS ${name}`).catch(() => undefined);
  }
  const failing = `(SELECT error(${duckdbString(`${DAMAGED_TABLE_ERROR} (${id})`)}) AS e) WHERE e IS NULL`;
  const columns = tableColumns(TABLES[id]).map(
    (column) => `CAST(e AS ${duckdb.columnType(column.type)}) AS ${duckdb.identifier(column.name)}`,
  );
  await setup.run(`CREATE VIEW ${duckdb.identifier(id)} AS SELECT ${columns.join(', ')} FROM ${failing}`);
  // each rollup sums the failing view (or a wider rollup of it, made before it): it fails the same way
  for (const rollup of rollups) {
    await setup.run(
      `CREATE VIEW ${duckdb.identifier(rollup.name)} AS ${rollupSelect(rollup, duckdb.identifier)}`,
    );
  }
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
