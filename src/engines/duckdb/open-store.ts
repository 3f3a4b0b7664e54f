import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { availableParallelism } from 'node:os';
import { resolve, join } from 'node:path';
import { rollupFiles, STORE_DIR, tableFiles, type Manifest } from '../../storage/manifest.js';
import {
  oneDimensionPack,
  ROLLUPS,
  rollupFileNames,
  rollupSelect,
  rollupShape,
} from '../../storage/rollups.js';
import { duckdb, duckdbString } from '../../sql/duckdb.js';
import { TABLE_IDS, TABLES, tableColumns, type TableId } from '../../storage/schema.js';
import { DAMAGED_TABLE_ERROR } from '../errors.js';
import { DEFAULT_POOL_LIMITS, DuckDbPool, type PoolLimits } from './pool.js';
import { oneDimensionPackSelect, oneDimensionViews, separateRollups } from './rollup-files.js';
import { storeTableSelect } from './store-source.js';

/** The in-memory database (attached with compression) the rollups built at the start are stored in. */
const ROLLUP_DATABASE = 'rollups';

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
  /**
   * Tables with data whose rollups were built from their stored rows at the start, because a partition has no
   * rollup files of the current shape (a store written by an older atss): `atss rollups` persists them.
   */
  readonly rollupsBuilt: readonly TableId[];
}

/**
 * Opens an in-memory DuckDB whose tables are the manifest's Parquet files (copied into memory, or views over
 * the files), an empty table for a table with no data, plus the rollups of the fact tables (read from the
 * partitions' rollup files where each has them, else built from the rows: `createRollups`), then locks it: no
 * file outside the store can be read, and no setting changed. A table whose files cannot be opened, or whose
 * rollups cannot be built from them, does not stop the others (issue #43 point 6): it and its rollups become
 * views that fail when read (`damagedTableView`), so only what needs it answers 503.
 */
export async function openStore(options: StoreOptions): Promise<OpenedStore> {
  const storeDir = resolve(options.dataDir, STORE_DIR);
  const instance = await DuckDBInstance.create(':memory:', { threads: String(options.threads) });
  const setup = await instance.connect();
  const damaged: DamagedTable[] = [];
  const rollupsBuilt: TableId[] = [];
  try {
    await setup.run(`ATTACH ':memory:' AS ${ROLLUP_DATABASE} (COMPRESS)`);
    // the rollup files are many small files read on every query over a rollup: their footers are read once
    await setup.run('SET parquet_metadata_cache = true');
    for (const id of TABLE_IDS) {
      try {
        await createTable(setup, id, options);
        if (
          (await createRollups(setup, id, options)) === 'built' &&
          tableFiles(options.manifest, id).length > 0
        )
          rollupsBuilt.push(id);
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
  return { engine, damaged, rollupsBuilt };
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
 * The rollups of one table (storage/rollups.ts). Where every partition has rollup files of the current shape
 * (written when it was published), each rollup reads its partitions' files in place (copied into memory with
 * `inMemory`): nothing is summed at the start, whatever the history. Else (a store written by an older atss, or
 * before the rollups changed) they are built from the table as before: in memory, compressed (DuckDB keeps an
 * in-memory table uncompressed unless its database is attached with COMPRESS and checkpointed: 313 MB of rollups
 * uncompressed, 39 MB compressed on the real-volume store; bench/README.md, "Route index memory at real volume"),
 * at a start time and memory that grow with the stored rows; a view of the same name in the default database
 * reads each.
 */
async function createRollups(
  setup: DuckDBConnection,
  id: TableId,
  options: StoreOptions,
): Promise<'read' | 'built' | 'none'> {
  const names = rollupFileNames(id);
  if (names.length === 0) return 'none';
  const shape = rollupShape(id);
  const persisted = names.map((name) => rollupFiles(options.manifest, id, name, shape));
  if (persisted.every((files) => files !== undefined && files.length > 0)) {
    for (const [i, name] of names.entries()) {
      const files = persisted[i]!.map((file) => resolve(options.dataDir, file));
      await readRollup(setup, name, files, options.inMemory === true);
    }
    for (const statement of oneDimensionViews(id, duckdb.identifier(oneDimensionPack(id))))
      await setup.run(statement);
    return 'read';
  }
  await buildRollups(setup, id);
  return 'built';
}

/** One rollup (or one-dimension pack) of a table over its partitions' rollup files: a view, or a copy in memory. */
async function readRollup(
  setup: DuckDBConnection,
  name: string,
  files: readonly string[],
  inMemory: boolean,
) {
  const q = duckdb.identifier;
  const source = `SELECT * FROM read_parquet([${files.map(duckdbString).join(', ')}])`;
  if (!inMemory) {
    await setup.run(`CREATE VIEW ${q(name)} AS ${source}`);
    return;
  }
  await setup.run(`CREATE TABLE ${ROLLUP_DATABASE}.main.${q(name)} AS ${source}`);
  await setup.run(`CHECKPOINT ${ROLLUP_DATABASE}`);
  await setup.run(`CREATE VIEW ${q(name)} AS SELECT * FROM ${ROLLUP_DATABASE}.main.${q(name)}`);
}

/** A table's rollups built from its rows into the compressed in-memory database, one at a time. */
async function buildRollups(setup: DuckDBConnection, id: TableId): Promise<void> {
  for (const rollup of separateRollups(id)) {
    const name = duckdb.identifier(rollup.name);
    await setup.run(
      `CREATE TABLE ${ROLLUP_DATABASE}.main.${name} AS ${rollupSelect(rollup, duckdb.identifier)}`,
    );
    // one rollup at a time: only the largest is ever held uncompressed
    await setup.run(`CHECKPOINT ${ROLLUP_DATABASE}`);
    await setup.run(`CREATE VIEW ${name} AS SELECT * FROM ${ROLLUP_DATABASE}.main.${name}`);
  }
  if (!ROLLUPS.some((rollup) => rollup.base === id && rollup.kind === 'dimension')) return;
  // DuckDB gives every table of a compressed in-memory database a block of its own (256 KB however few its
  // rows: 27 MB for the hundred one-dimension rollups), so each fact table's are one table (`oneDimensionPack`)
  const pack = `${ROLLUP_DATABASE}.main.${duckdb.identifier(oneDimensionPack(id))}`;
  await setup.run(`CREATE TABLE ${pack} AS ${oneDimensionPackSelect(id, duckdb.identifier)}`);
  await setup.run(`CHECKPOINT ${ROLLUP_DATABASE}`);
  for (const statement of oneDimensionViews(id, pack)) await setup.run(statement);
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
  const pack = q(oneDimensionPack(id));
  for (const name of [...made, pack, `${ROLLUP_DATABASE}.main.${pack}`]) {
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
