import type { ClickHouseClient } from '@clickhouse/client';
import { clickhouseClient, selectNumber } from '../engines/clickhouse/client.js';
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { renderLiteral } from '../engines/clickhouse/literals.js';
import { storeTableSelect } from '../engines/duckdb/store-source.js';
import {
  META_DATABASE,
  VERSIONS_DDL,
  VERSIONS_TABLE,
  databaseOf,
  readVersions,
} from '../engines/clickhouse/versions.js';
import { clickhouse, clickhouseColumnType } from '../sql/clickhouse.js';
import { duckdb } from '../sql/dialect.js';
import { readManifest, tableFiles, type Manifest } from '../storage/manifest.js';
import { PERIOD_COLUMNS, ROLLUPS, ROUTE_COLUMNS, rollupSelect, type RollupDef } from '../storage/rollups.js';
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

export interface ClickHousePublishResult {
  readonly dataVersion: string;
  readonly database: string;
  readonly status: 'published' | 'already-current';
  readonly dropped: readonly string[];
}

export class PublishError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishError';
  }
}

const q = (name: string) => clickhouse.identifier(name);

/** One engine table to create: its columns, sort key, and whether its rows are split over the shards. */
interface TableLayout {
  readonly name: string;
  readonly columns: readonly ColumnDef[];
  /** Non-null columns the MergeTree is ordered by (route lookups: origin, destination, then the period). */
  readonly orderBy: readonly string[];
  readonly sharded: boolean;
}

/** Whether a stored column is published to ClickHouse (the ClickHouse dialect stores its type). */
const publishedToClickHouse = (column: ColumnDef): boolean =>
  clickhouse.columnType(column.type) !== undefined;

function factOrder(names: readonly string[]): string[] {
  const route = ROUTE_COLUMNS.filter((name) => names.includes(name));
  return [...route, ...PERIOD_COLUMNS.filter((name) => names.includes(name))];
}

function tableLayout(id: TableId, cluster: boolean): TableLayout {
  const table = TABLES[id];
  const columns = tableColumns(table).filter(publishedToClickHouse);
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
  const columns = names
    .map((name) => base.find((column) => column.name === name)!)
    .filter(publishedToClickHouse);
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

function createTableSql(database: string, layout: TableLayout): string {
  const columns = layout.columns
    .map((c) => `${q(c.name)} ${clickhouseColumnType(c.type, !layout.orderBy.includes(c.name))}`)
    .join(', ');
  const order = layout.orderBy.length > 0 ? `(${layout.orderBy.map(q).join(', ')})` : 'tuple()';
  return `CREATE TABLE ${q(database)}.${q(localName(layout))} (${columns}) ENGINE = MergeTree ORDER BY ${order}`;
}

function createDistributedSql(database: string, layout: TableLayout, cluster: string): string {
  return `CREATE TABLE ${q(database)}.${q(layout.name)} AS ${q(database)}.${q(localName(layout))}
    ENGINE = Distributed(${q(cluster)}, ${q(database)}, ${q(localName(layout))})`;
}

/** The DuckDB expression that reads a stored column as the JSON value ClickHouse's column accepts. */
function readExpression(column: ColumnDef): string {
  const name = `"${column.name}"`;
  if (column.type === 'boolean') return `CAST(${name} AS ${duckdb.columnType('integer')}) AS ${name}`;
  if (column.type === 'date') return `CAST(${name} AS ${duckdb.columnType('text')}) AS ${name}`;
  return name;
}

async function* rowsOf(connection: DuckDBConnection, sql: string): AsyncGenerator<Record<string, unknown>> {
  const result = await connection.stream(sql);
  for await (const rows of result.yieldRowObjectJs()) {
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) if (typeof value === 'bigint') row[key] = Number(value);
      yield row;
    }
  }
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
    const current = (await readVersions(nodes[0]!)).at(-1);
    let status: ClickHousePublishResult['status'] = 'already-current';
    if (current?.dataVersion !== loaded.dataVersion) {
      await loadVersion(nodes, database, loaded.manifest, options);
      await activate(nodes, loaded.dataVersion, database, loaded.manifest);
      status = 'published';
      options.log(`data version ${loaded.dataVersion} is current (database ${database})`);
    } else {
      options.log(`data version ${loaded.dataVersion} is already current`);
    }
    const dropped = await dropExpired(nodes, database, options.graceMs);
    for (const name of dropped) options.log(`dropped ${name} (superseded more than the grace period ago)`);
    return { dataVersion: loaded.dataVersion, database, status, dropped };
  } finally {
    await Promise.all(nodes.map((node) => node.close()));
  }
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
): Promise<void> {
  const cluster = options.cluster;
  // a database of this version that is not current is the remains of an interrupted publish
  await onEveryNode(nodes, `DROP DATABASE IF EXISTS ${q(database)}`);
  await onEveryNode(nodes, `CREATE DATABASE ${q(database)}`);
  const instance = await DuckDBInstance.create(':memory:', { threads: '2' });
  const duck = await instance.connect();
  try {
    for (const id of TABLE_IDS) {
      const layout = tableLayout(id, cluster !== undefined);
      await createEverywhere(nodes, database, layout, cluster);
      const files = tableFiles(manifest, id).map((file) => resolve(options.dataDir, file));
      if (files.length === 0) continue;
      const source = `(${await storeTableSelect(duck, id, files)})`;
      const nullKeys = layout.orderBy.map((name) => `"${name}" IS NULL`).join(' OR ');
      if (nullKeys && (await scalar(duck, `SELECT count(*) FROM ${source} WHERE ${nullKeys}`)) > 0) {
        throw new PublishError(`table ${id} has rows with an empty ${layout.orderBy.join(' or ')}`);
      }
      const select = `SELECT ${layout.columns.map(readExpression).join(', ')} FROM ${source}`;
      const targets = layout.sharded ? nodes : nodes.slice(0, cluster === undefined ? 1 : nodes.length);
      for (const [index, node] of targets.entries()) {
        const part = layout.sharded
          ? `${select} WHERE hash("origin", "destination") % ${nodes.length} = ${index}`
          : select;
        await node.insert({
          table: `${q(database)}.${q(localName(layout))}`,
          values: Readable.from(rowsOf(duck, part)),
          format: 'JSONEachRow',
        });
      }
      const expected = await scalar(duck, `SELECT count(*) FROM ${source}`);
      await checkCount(nodes[0]!, database, layout.name, expected);
      options.log(`${id}: ${expected} rows`);
    }
  } finally {
    duck.closeSync();
  }
  for (const rollup of ROLLUPS) {
    const layout = rollupLayout(rollup, cluster !== undefined);
    await createEverywhere(nodes, database, layout, cluster);
    // each node sums its own rows of the base table: the sums are additive, so the shards' rollups together
    // are the rollup of the whole table
    const base = layout.sharded ? `${rollup.base}__local` : rollup.base;
    const select = rollupSelect(rollup, (name) =>
      name === rollup.base ? `${q(database)}.${q(base)}` : q(name),
    );
    await onEveryNode(
      layout.sharded ? nodes : nodes.slice(0, 1),
      `INSERT INTO ${q(database)}.${q(localName(layout))} ${select}`,
    );
  }
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
