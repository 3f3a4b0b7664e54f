import type { ClickHouseClient } from '@clickhouse/client';
import { clickhouseClient, selectNumber } from '../engines/clickhouse/client.js';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { renderLiteral } from '../sql/clickhouse-literals.js';
import { insertCsvBatch, publishFailure, writeCsvBatch, type CsvBatch } from './batches.js';
import { PublishError } from './errors.js';
import { claimAbandoned, claimVersion, dropClaim } from './claim.js';
import { storeTableSelect } from '../engines/duckdb/store-source.js';
import {
  META_DATABASE,
  VERSIONS_DDL,
  VERSIONS_TABLE,
  databaseOf,
  readVersions,
} from '../engines/clickhouse/versions.js';
import { clickhouse, clickhouseColumnType } from '../sql/clickhouse.js';
import { histogramArrays } from '../sql/clickhouse-distributions.js';
import { NULL_HISTOGRAM_MARK } from '../storage/fare-buckets.js';
import { duckdb } from '../sql/duckdb.js';
import { readManifest, tableFiles, type Manifest } from '../storage/manifest.js';
import {
  PERIOD_COLUMNS,
  ROLLUPS,
  ROUTE_COLUMNS,
  rollupSelect,
  rollupSource,
  type RollupDef,
} from '../storage/rollups.js';
import { TABLE_IDS, TABLES, tableColumns, type ColumnDef, type TableId } from '../storage/schema.js';

export interface ClickHousePublishOptions {
  readonly dataDir: string;
  /** HTTP URL of every node: one server, or one per shard of `cluster`. */
  readonly urls: readonly string[];
  /** A cluster of the servers' `remote_servers`: fact tables are sharded, with Distributed tables over them. */
  readonly cluster?: string | undefined;
  /** How long a superseded version stays readable before a later publish drops it. */
  readonly graceMs: number;
  readonly log: (line: string) => void;
}

/** One stored table loaded: its rows and the seconds they took (DuckDB writing CSV batches, the INSERTs). */
export interface TableLoad {
  readonly table: string;
  readonly rows: number;
  readonly seconds: number;
}

export interface ClickHousePublishResult {
  readonly dataVersion: string;
  readonly database: string;
  readonly status: 'published' | 'already-current';
  readonly dropped: readonly string[];
  /** The stored tables loaded (none when the version was already current), with rows per second. */
  readonly tables: readonly (TableLoad & { readonly rowsPerSecond: number })[];
}

export { PublishError };

const q = (name: string) => clickhouse.identifier(name);

/** One engine table to create: its columns, sort key, and whether its rows are split over the shards. */
interface TableLayout {
  readonly name: string;
  readonly columns: readonly ColumnDef[];
  /** Non-null columns the MergeTree is ordered by (route lookups: origin, destination, then the period). */
  readonly orderBy: readonly string[];
  readonly sharded: boolean;
}

/** A ClickHouse column of a published table and the DuckDB expression reading its values from the store. */
interface PublishedColumn {
  readonly name: string;
  readonly type: string;
  readonly read: string;
}

/** The NULL histogram mark as a stored histogram value (DuckDB). */
const NULL_HISTOGRAM = `[{'b': ${NULL_HISTOGRAM_MARK}, 'p': 1}]::${duckdb.columnType('histogram')}`;

/**
 * The ClickHouse columns of a stored column: one of the dialect's type (booleans as integers, dates as text),
 * or for a fare histogram its two arrays (NULL as the mark bucket: ClickHouse has no nullable arrays).
 */
function publishedColumns(column: ColumnDef, nullable: boolean): PublishedColumn[] {
  const name = duckdb.identifier(column.name);
  if (column.type === 'histogram') {
    const arrays = histogramArrays(column.name);
    const part = (field: 'b' | 'p') =>
      `list_transform(COALESCE(${name}, ${NULL_HISTOGRAM}), x -> x.${field})`;
    return [
      { name: arrays.buckets, type: `Array(${clickhouse.columnType('integer')})`, read: part('b') },
      { name: arrays.passengers, type: `Array(${clickhouse.columnType('double')})`, read: part('p') },
    ];
  }
  const type = clickhouseColumnType(column.type, nullable);
  if (column.type === 'boolean')
    return [{ name: column.name, type, read: `CAST(${name} AS ${duckdb.columnType('integer')})` }];
  if (column.type === 'date')
    return [{ name: column.name, type, read: `CAST(${name} AS ${duckdb.columnType('text')})` }];
  return [{ name: column.name, type, read: name }];
}

function factOrder(names: readonly string[]): string[] {
  const route = ROUTE_COLUMNS.filter((name) => names.includes(name));
  return [...route, ...PERIOD_COLUMNS.filter((name) => names.includes(name))];
}

function tableLayout(id: TableId, cluster: boolean): TableLayout {
  const table = TABLES[id];
  const columns = tableColumns(table);
  const isFact = table.grain !== 'none';
  return {
    name: id,
    columns,
    orderBy: isFact ? factOrder(columns.map((c) => c.name)) : [],
    sharded: isFact && cluster,
  };
}

function rollupLayout(rollup: RollupDef, cluster: boolean): TableLayout {
  const base = tableColumns(TABLES[rollup.base]);
  const names = [...rollup.periodColumns, ...rollup.keep, ...rollup.measures];
  const columns = names.map((name) => base.find((column) => column.name === name)!);
  const keys = factOrder(columns.map((c) => c.name));
  return {
    name: rollup.name,
    columns,
    orderBy: rollup.keep.includes('origin') ? keys : rollup.periodColumns,
    sharded: cluster,
  };
}

/** Name of the MergeTree holding a node's rows of a sharded table (the Distributed table takes the plain name). */
const localName = (layout: TableLayout) => (layout.sharded ? `${layout.name}__local` : layout.name);

/** The ClickHouse columns of a table: its sort key columns are not nullable. */
const layoutColumns = (layout: TableLayout): PublishedColumn[] =>
  layout.columns.flatMap((c) => publishedColumns(c, !layout.orderBy.includes(c.name)));

function createTableSql(database: string, layout: TableLayout): string {
  const columns = layoutColumns(layout)
    .map((c) => `${q(c.name)} ${c.type}`)
    .join(', ');
  const order = layout.orderBy.length > 0 ? `(${layout.orderBy.map(q).join(', ')})` : 'tuple()';
  return `CREATE TABLE ${q(database)}.${q(localName(layout))} (${columns}) ENGINE = MergeTree ORDER BY ${order}`;
}

function createDistributedSql(database: string, layout: TableLayout, cluster: string): string {
  return `CREATE TABLE ${q(database)}.${q(layout.name)} AS ${q(database)}.${q(localName(layout))}
    ENGINE = Distributed(${q(cluster)}, ${q(database)}, ${q(localName(layout))})`;
}

async function scalar(connection: DuckDBConnection, sql: string): Promise<number> {
  const reader = await connection.runAndReadAll(sql);
  return Number(reader.getRows()[0]![0]);
}

/**
 * Loads the data directory's published manifest into ClickHouse as a new data version, then switches readers
 * to it (one row in atss_meta.versions on every node) and drops versions superseded longer than the grace
 * period ago. Publishing the version already current only does the clean-up.
 */
export async function publishToClickHouse(
  options: ClickHousePublishOptions,
): Promise<ClickHousePublishResult> {
  const loaded = await readManifest(options.dataDir);
  if (!loaded) throw new PublishError(`no published data in ${options.dataDir}: run atss ingest first`);
  if (options.urls.length === 0) throw new PublishError('publish needs --clickhouse URL');
  const database = databaseOf(loaded.dataVersion);
  const nodes = options.urls.map((url) => clickhouseClient({ url, requestTimeoutMs: 600_000 }));
  try {
    if (options.cluster !== undefined) await checkCluster(nodes[0]!, options.cluster, nodes.length);
    // the version is owned in ClickHouse: a second publish of it, from any directory, is refused here
    const claim = await claimVersion(nodes, database, loaded.dataVersion);
    try {
      for (const [name, why] of await dropAbandoned(nodes, database))
        options.log(`dropped ${name}, left unfinished by a publish that ended (${why})`);
      return await publishClaimed(nodes, database, loaded, options);
    } finally {
      await claim.release();
    }
  } finally {
    await Promise.all(nodes.map((node) => node.close()));
  }
}

/** The publish itself, once this run holds the version's claim. */
async function publishClaimed(
  nodes: readonly ClickHouseClient[],
  database: string,
  loaded: { readonly dataVersion: string; readonly manifest: Manifest },
  options: ClickHousePublishOptions,
): Promise<ClickHousePublishResult> {
  const current = (await readVersions(nodes[0]!)).at(-1);
  let status: ClickHousePublishResult['status'] = 'already-current';
  let tables: TableLoad[] = [];
  if (current?.dataVersion !== loaded.dataVersion) {
    tables = await loadVersion(nodes, database, loaded.manifest, options);
    await activate(nodes, loaded.dataVersion, database, loaded.manifest);
    status = 'published';
    options.log(`data version ${loaded.dataVersion} is current (database ${database})`);
  } else {
    options.log(`data version ${loaded.dataVersion} is already current`);
    const added = await addMissingRollups(nodes, database, options.cluster);
    if (added.length > 0) options.log(`built the rollups it lacked: ${added.join(', ')}`);
  }
  const dropped = await dropExpired(nodes, database, options.graceMs);
  for (const name of dropped) options.log(`dropped ${name} (superseded more than the grace period ago)`);
  return {
    dataVersion: loaded.dataVersion,
    database,
    status,
    dropped,
    tables: tables.map((t) => ({ ...t, rowsPerSecond: Math.round(t.rows / Math.max(t.seconds, 0.001)) })),
  };
}

/**
 * Drops the databases of versions whose publish ended before activating them (killed, or failed past its
 * clean-up): a database of a version never activated whose claim is gone or provably abandoned (claim.ts). A
 * database another live publish is loading keeps its claim's heartbeats and is left alone. Returns each dropped
 * database with why it was.
 */
async function dropAbandoned(nodes: readonly ClickHouseClient[], own: string): Promise<[string, string][]> {
  const activated = new Set((await readVersions(nodes[0]!)).map((version) => version.database));
  const names = new Set<string>();
  for (const node of nodes) {
    const result = await node.query({
      query: "SELECT name FROM system.databases WHERE match(name, '^atss_[0-9a-f]{16}$')",
      format: 'JSONEachRow',
    });
    for (const row of await result.json<{ name: string }>()) names.add(row.name);
  }
  const dropped: [string, string][] = [];
  for (const name of names) {
    if (name === own || activated.has(name)) continue;
    const why = await claimAbandoned(nodes[0]!, name);
    if (why === undefined) continue;
    await onEveryNode(nodes, `DROP DATABASE IF EXISTS ${q(name)}`);
    await dropClaim(nodes, name);
    dropped.push([name, why]);
  }
  return dropped;
}

async function checkCluster(entry: ClickHouseClient, cluster: string, given: number): Promise<void> {
  const shards = await selectNumber(
    entry,
    `SELECT uniqExact(shard_num) AS n FROM system.clusters WHERE cluster = ${renderLiteral(cluster)}`,
  );
  if (shards === 0)
    throw new PublishError(`the server at the first --clickhouse URL has no cluster ${cluster}`);
  if (shards !== given) {
    throw new PublishError(
      `cluster ${cluster} has ${shards} shards: give one --clickhouse URL per shard (${given} given)`,
    );
  }
}

async function onEveryNode(nodes: readonly ClickHouseClient[], query: string): Promise<void> {
  await Promise.all(nodes.map((node) => node.command({ query })));
}

async function loadVersion(
  nodes: readonly ClickHouseClient[],
  database: string,
  manifest: Manifest,
  options: ClickHousePublishOptions,
): Promise<TableLoad[]> {
  const tables: TableLoad[] = [];
  const cluster = options.cluster;
  // a database of this version that is not current is the remains of an interrupted publish
  await onEveryNode(nodes, `DROP DATABASE IF EXISTS ${q(database)}`);
  await onEveryNode(nodes, `CREATE DATABASE ${q(database)}`);
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const duck = await instance.connect();
  const scratch = await mkdtemp(join(tmpdir(), 'atss-publish-'));
  try {
    for (const id of TABLE_IDS) {
      const layout = tableLayout(id, cluster !== undefined);
      await createEverywhere(nodes, database, layout, cluster);
      const files = tableFiles(manifest, id).map((file) => resolve(options.dataDir, file));
      if (files.length === 0) continue;
      const source = `(${await storeTableSelect(duck, id, files)})`;
      const nullKeys = layout.orderBy.map((name) => `${duckdb.identifier(name)} IS NULL`).join(' OR ');
      if (nullKeys && (await scalar(duck, `SELECT count(*) FROM ${source} WHERE ${nullKeys}`)) > 0) {
        throw new PublishError(`table ${id} has rows with an empty ${layout.orderBy.join(' or ')}`);
      }
      const started = performance.now();
      const { rows, batches } = await loadTable(
        duck,
        nodes,
        database,
        id,
        layout,
        files,
        scratch,
        cluster !== undefined,
      );
      const seconds = (performance.now() - started) / 1000;
      await checkCount(nodes[0]!, database, layout.name, rows);
      options.log(
        `${id}: ${rows} rows in ${batches} batches, ${seconds.toFixed(1)} s (${Math.round(rows / Math.max(seconds, 0.001))} rows/s)`,
      );
      tables.push({ table: id, rows, seconds });
    }
  } finally {
    duck.closeSync();
    await rm(scratch, { recursive: true, force: true });
  }
  await buildRollups(nodes, database, cluster, ROLLUPS);
  return tables;
}

/**
 * Builds rollups (storage/rollups.ts) of a loaded version, in their declared order: each from its base table or
 * the larger rollup it is summed from (`rollupSource`), on every shard.
 */
async function buildRollups(
  nodes: readonly ClickHouseClient[],
  database: string,
  cluster: string | undefined,
  rollups: readonly RollupDef[],
): Promise<void> {
  for (const rollup of rollups) {
    const layout = rollupLayout(rollup, cluster !== undefined);
    await createEverywhere(nodes, database, layout, cluster);
    // each node sums its own rows of the table the rollup is summed from (its base table or a larger rollup,
    // both sharded alike): the sums are additive, so the shards' rollups together are the rollup of the whole
    // table
    const source = rollupSource(rollup);
    const sourceTable = `${q(database)}.${q(layout.sharded ? `${source}__local` : source)}`;
    const targets = layout.sharded ? nodes : nodes.slice(0, 1);
    await Promise.all(
      targets.map(async (node, index) => {
        try {
          const settings = { max_bytes_before_external_group_by: await externalGroupByBytes(node) };
          // one INSERT per period of the rollup: each GROUP BY reads one period of the node's rows, never its
          // whole table (the sums of a period are its own, so the periods' rows together are the rollup)
          for (const where of await periodFilters(node, sourceTable, rollup.periodColumns)) {
            const select = rollupSelect(rollup, (name) =>
              name === source ? `(SELECT * FROM ${sourceTable}${where})` : q(name),
            );
            await node.command({
              query: `INSERT INTO ${q(database)}.${q(localName(layout))} ${select}`,
              // the GROUP BY spills to disk past half the per-query memory limit instead of failing
              clickhouse_settings: settings,
            });
          }
        } catch (error) {
          throw publishFailure(
            `building rollup ${rollup.name} from table ${source}${targets.length > 1 ? ` on shard ${index + 1}` : ''}`,
            error,
          );
        }
      }),
    );
  }
}

/**
 * The rollups this build declares that a version published before lacks (a newer release declares more, e.g.
 * the on-time ones without the time blocks), built now: the version answers as one published by this release.
 */
async function addMissingRollups(
  nodes: readonly ClickHouseClient[],
  database: string,
  cluster: string | undefined,
): Promise<string[]> {
  const result = await nodes[0]!.query({
    query: `SELECT name FROM system.tables WHERE database = ${renderLiteral(database)}`,
    format: 'JSONEachRow',
  });
  const present = new Set((await result.json<{ name: string }>()).map((row) => row.name));
  const missing = ROLLUPS.filter((rollup) => !present.has(rollup.name));
  await buildRollups(nodes, database, cluster, missing);
  return missing.map((rollup) => rollup.name);
}

/** One batch of a table: the rows of some of its stored files that go to one node (all of them without shards). */
interface BatchSource {
  readonly files: readonly string[];
  readonly node: number;
}

/**
 * Parquet bytes read into one batch: consecutive small files (a month of T-100) go in one INSERT, a large one
 * (a quarter of DB1B) is a batch of its own.
 */
const BATCH_PARQUET_BYTES = 16 * 1024 * 1024;

/** The table's files in consecutive groups of about BATCH_PARQUET_BYTES (a larger file alone). */
async function fileGroups(files: readonly string[]): Promise<string[][]> {
  const groups: string[][] = [];
  let bytes = Infinity;
  for (const file of files) {
    const size = (await stat(file)).size;
    if (bytes + size > BATCH_PARQUET_BYTES) {
      groups.push([]);
      bytes = 0;
    }
    groups.at(-1)!.push(file);
    bytes += size;
  }
  return groups;
}

/**
 * Loads one table's stored files into its MergeTree on each target node, one INSERT per group of files and node:
 * DuckDB writes the batch as CSV into `scratch` while the previous batch is streamed to ClickHouse, so at most
 * two batches are on disk and none in memory. Returns the rows loaded (DuckDB's count of the rows written).
 */
async function loadTable(
  duck: DuckDBConnection,
  nodes: readonly ClickHouseClient[],
  database: string,
  id: TableId,
  layout: TableLayout,
  files: readonly string[],
  scratch: string,
  cluster: boolean,
): Promise<{ rows: number; batches: number }> {
  const columns = layoutColumns(layout)
    .map((c) => `${c.read} AS ${duckdb.identifier(c.name)}`)
    .join(', ');
  const targets = layout.sharded ? nodes.length : 1;
  const sources: BatchSource[] = (await fileGroups(files)).flatMap((group) =>
    Array.from({ length: targets }, (_, node) => ({ files: group, node })),
  );
  const write = async ({ files, node }: BatchSource, index: number): Promise<CsvBatch> => {
    const shard = layout.sharded
      ? ` WHERE hash(${duckdb.identifier('origin')}, ${duckdb.identifier('destination')}) % ${nodes.length} = ${node}`
      : '';
    const select = `SELECT ${columns} FROM (${await storeTableSelect(duck, id, files)})${shard}`;
    return writeCsvBatch(duck, select, join(scratch, `${id}-${index}.csv`));
  };
  // a table not split over the shards (a reference table) is held in full by every node of a cluster
  const copies = !layout.sharded && cluster ? nodes.length : 1;
  // rows loaded so far to each node: a failure names the rows of its batch
  const loaded = Array.from({ length: Math.max(targets, copies) }, () => 0);
  let next: Promise<CsvBatch> | undefined = sources.length > 0 ? write(sources[0]!, 0) : undefined;
  try {
    for (const [index, source] of sources.entries()) {
      const batch = await next!;
      next = index + 1 < sources.length ? write(sources[index + 1]!, index + 1) : undefined;
      // the next batch's failure is seen when it is awaited, not as an unhandled rejection meanwhile
      next?.catch(() => undefined);
      const destinations = layout.sharded ? [source.node] : Array.from({ length: copies }, (_, node) => node);
      try {
        const table = `${q(database)}.${q(localName(layout))}`;
        for (const node of destinations) {
          const label = `table ${layout.name}${loaded.length > 1 ? ` (shard ${node + 1})` : ''}`;
          await insertCsvBatch(nodes[node]!, table, batch, loaded[node]! + 1, label);
          loaded[node]! += batch.rows;
        }
      } finally {
        await rm(batch.path, { force: true });
      }
    }
  } finally {
    // a batch still being written when an insert failed: let it end before its file and DuckDB go
    await next?.catch(() => undefined);
  }
  // the table's rows: split over the shards, or each node's full copy
  const rows = layout.sharded ? loaded.reduce((sum, n) => sum + n, 0) : loaded[0]!;
  return { rows, batches: sources.length };
}

/**
 * One WHERE clause per period the node's `table` holds (` WHERE year = 2025 AND month = 5`), by the rollup's
 * period columns; one empty clause (the whole table) for a rollup without them.
 */
async function periodFilters(
  node: ClickHouseClient,
  table: string,
  periodColumns: readonly string[],
): Promise<string[]> {
  if (periodColumns.length === 0) return [''];
  const result = await node.query({
    query: `SELECT DISTINCT ${periodColumns.map(q).join(', ')} FROM ${table}`,
    format: 'JSONEachRow',
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0 },
  });
  const periods = await result.json<Record<string, number | null>>();
  return periods.map(
    (period) =>
      ` WHERE ${periodColumns
        .map((column) => {
          const value = period[column];
          return value === null || value === undefined
            ? `${q(column)} IS NULL`
            : `${q(column)} = ${renderLiteral(Number(value))}`;
        })
        .join(' AND ')}`,
  );
}

/** Half the node's per-query memory limit (max_memory_usage; 0, no spill, when there is no limit). */
async function externalGroupByBytes(node: ClickHouseClient): Promise<string> {
  const limit = await selectNumber(
    node,
    "SELECT toUInt64(value) AS n FROM system.settings WHERE name = 'max_memory_usage'",
  );
  return String(Math.floor(limit / 2));
}

async function createEverywhere(
  nodes: readonly ClickHouseClient[],
  database: string,
  layout: TableLayout,
  cluster: string | undefined,
): Promise<void> {
  // without a cluster only the first node is used; with one, every node holds every table
  const targets = cluster === undefined ? nodes.slice(0, 1) : nodes;
  await onEveryNode(targets, createTableSql(database, layout));
  if (layout.sharded && cluster !== undefined) {
    await onEveryNode(targets, createDistributedSql(database, layout, cluster));
  }
}

async function checkCount(
  entry: ClickHouseClient,
  database: string,
  table: string,
  expected: number,
): Promise<void> {
  const n = await selectNumber(entry, `SELECT count() AS n FROM ${q(database)}.${q(table)}`);
  if (n !== expected) {
    throw new PublishError(
      `table ${table} reads ${n} rows through the first server, ${expected} were loaded: are the --clickhouse URLs exactly the cluster's shards?`,
    );
  }
}

async function activate(
  nodes: readonly ClickHouseClient[],
  dataVersion: string,
  database: string,
  manifest: Manifest,
): Promise<void> {
  await onEveryNode(nodes, `CREATE DATABASE IF NOT EXISTS ${q(META_DATABASE)}`);
  await onEveryNode(nodes, VERSIONS_DDL);
  const row = { seq: Date.now(), data_version: dataVersion, database, manifest: JSON.stringify(manifest) };
  await Promise.all(
    nodes.map((node) => node.insert({ table: VERSIONS_TABLE, values: [row], format: 'JSONEachRow' })),
  );
}

/** Drops the databases of versions superseded more than `graceMs` ago (never the current one). */
async function dropExpired(
  nodes: readonly ClickHouseClient[],
  current: string,
  graceMs: number,
): Promise<string[]> {
  const versions = await readVersions(nodes[0]!);
  const existing = await nodes[0]!.query({
    query: 'SELECT name FROM system.databases',
    format: 'JSONEachRow',
  });
  const databases = new Set((await existing.json<{ name: string }>()).map((row) => row.name));
  // each database by the time its last activation was superseded (undefined: it is the current one)
  const supersededAt = new Map<string, number | undefined>();
  versions.forEach((version, i) => supersededAt.set(version.database, versions[i + 1]?.seq));
  const now = Date.now();
  const expired = [...supersededAt.entries()]
    .filter(([name, at]) => name !== current && databases.has(name) && at !== undefined && now - at > graceMs)
    .map(([name]) => name);
  for (const name of expired) await onEveryNode(nodes, `DROP DATABASE IF EXISTS ${q(name)}`);
  return expired;
}
