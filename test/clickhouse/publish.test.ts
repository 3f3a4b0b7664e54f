import fc from 'fast-check';
import { DuckDBInstance } from '@duckdb/node-api';
import { cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { clickhouseClient, selectNumber } from '../../src/engines/clickhouse/client.js';
import { ClickHouseEngine } from '../../src/engines/clickhouse/engine.js';
import { EngineOverloadedError, EngineRefusedError, EngineTimeoutError } from '../../src/engines/errors.js';
import { readVersions } from '../../src/engines/clickhouse/versions.js';
import { publishToClickHouse, PublishError } from '../../src/publish/clickhouse.js';
import { clickhouse } from '../../src/sql/clickhouse.js';
import { readManifest, tableFiles } from '../../src/storage/manifest.js';
import { measureSums, ROLLUPS, type RollupDef } from '../../src/storage/rollups.js';
import { TABLES } from '../../src/storage/schema.js';
import {
  clickHouseTestsSkipped,
  startClickHouseCluster,
  type ClickHouseCluster,
} from '../support/clickhouse-cluster.js';

/**
 * `atss publish --clickhouse` against a real two-shard cluster (one server per shard on loopback), and the
 * literal renderer against the real server's parser.
 */
const unavailable = clickHouseTestsSkipped();

const { dataDir } = inject('dataset');
let cluster: ClickHouseCluster;
let workDir: string;

beforeAll(async () => {
  if (unavailable) return;
  cluster = await startClickHouseCluster(2);
  workDir = await mkdtemp(join(tmpdir(), 'atss-publish-'));
});
afterAll(async () => {
  await cluster?.stop();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const quiet = () => undefined;

describe.skipIf(unavailable)('ClickHouse literals on a real server', () => {
  /** Selects each value as the dialect writes it; `wrap` turns its literal into the selected expression. */
  async function roundTrip(
    values: readonly (string | number | boolean | null)[],
    wrap = (placeholder: string) => placeholder,
  ): Promise<unknown[]> {
    const engine = new ClickHouseEngine({
      url: cluster.urls[0]!,
      database: 'default',
      timeoutMs: 10_000,
      connections: 1,
      maxQueue: 0,
    });
    try {
      const literals = clickhouse.values();
      const sql = `SELECT ${values.map((value, i) => `${wrap(literals.add(value))} AS v${i}`).join(', ')}`;
      const [row] = await engine.query(sql, literals.bound);
      return values.map((_, i) => row![`v${i}`]);
    } finally {
      await engine.close();
    }
  }

  it('reads back every string exactly as bound (quotes, backslashes, control characters, any Unicode)', async () => {
    const samples = fc.sample(fc.string({ unit: 'binary', maxLength: 30 }), { numRuns: 600, seed: 16 });
    const nasty = [
      "'",
      "\\'",
      '\\',
      "''",
      '$1',
      '"',
      '`',
      '--',
      '/*',
      '\u0000',
      '\r\n',
      'é日本🛫',
      "x' OR 1=1 --",
    ];
    for (let i = 0; i < samples.length; i += 100) {
      const batch = [...nasty, ...samples.slice(i, i + 100)];
      expect(await roundTrip(batch)).toEqual(batch);
    }
  });

  it('reads back every number exactly as bound (safe integers and normal doubles), booleans', async () => {
    const integers = fc.sample(fc.maxSafeInteger(), { numRuns: 200, seed: 16 });
    const doubles = fc.sample(
      fc.double({ noNaN: true, noDefaultInfinity: true }).filter((d) => d === 0 || Math.abs(d) >= 2.3e-308),
      { numRuns: 400, seed: 16 },
    );
    const edges = [
      0,
      -1,
      1.5,
      -2.5e-300,
      1.7976931348623157e308,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    // read through toFloat64 (exact for these): a small integer alone is a UInt8 literal, read as a stored boolean
    for (const batch of [integers, doubles.slice(0, 200), doubles.slice(200), edges]) {
      const read = await roundTrip(batch, (p) => `toFloat64(${p})`);
      expect(
        read.map((value, i) => [batch[i], value === batch[i] || (value === 0 && batch[i] === 0)]),
      ).toEqual(batch.map((value) => [value, true]));
    }
    expect(await roundTrip([true, false, null])).toEqual([true, false, null]);
  });
});

describe.skipIf(unavailable)('the ClickHouse engine adapter', () => {
  const engine = (timeoutMs = 10_000) =>
    new ClickHouseEngine({
      url: cluster.urls[0]!,
      database: 'default',
      timeoutMs,
      connections: 1,
      maxQueue: 0,
    });

  it('interrupts a query past its deadline with EngineTimeoutError (504)', async () => {
    const slow = engine(1_000);
    try {
      await expect(slow.query('SELECT sleep(3) FROM numbers(3)')).rejects.toBeInstanceOf(EngineTimeoutError);
    } finally {
      await slow.close();
    }
  });

  it('runs nothing but a SELECT, read-only on the server', async () => {
    const reader = engine();
    const admin = clickhouseClient({ url: cluster.urls[0]!, requestTimeoutMs: 10_000 });
    try {
      await admin.command({ query: 'CREATE TABLE IF NOT EXISTS default.target (x UInt8) ENGINE = Memory' });
      await expect(reader.query('INSERT INTO default.target SELECT 1')).rejects.toBeInstanceOf(
        EngineRefusedError,
      );
      await expect(reader.query('  drop table default.target')).rejects.toBeInstanceOf(EngineRefusedError);
      // a SELECT that tries to lift the server's read-only mode
      await expect(reader.query('SELECT 1 SETTINGS readonly = 0')).rejects.toBeInstanceOf(EngineRefusedError);
      expect(await selectNumber(admin, 'SELECT count() AS n FROM default.target')).toBe(0);
    } finally {
      await reader.close();
      await admin.close();
    }
  });

  it('answers 503 (EngineOverloadedError) beyond its connections and queue, not an unbounded wait', async () => {
    const busy = engine();
    try {
      const first = busy.query('SELECT sleep(1)');
      await expect(busy.query('SELECT 1')).rejects.toBeInstanceOf(EngineOverloadedError);
      await first;
    } finally {
      await busy.close();
    }
  });
});

describe.skipIf(unavailable)('atss publish --clickhouse on a two-shard cluster', () => {
  const publish = (dir: string, graceMs = 600_000) =>
    publishToClickHouse({ dataDir: dir, urls: cluster.urls, cluster: cluster.name, graceMs, log: quiet });

  it('loads every table split over the shards, readable whole through either node', async () => {
    const loaded = (await readManifest(dataDir))!;
    const result = await publish(dataDir);
    expect(result).toMatchObject({
      dataVersion: loaded.dataVersion,
      database: `atss_${loaded.dataVersion}`,
      status: 'published',
      dropped: [],
    });
    // every stored table with rows is reported with its rows (the manifest's) and a rate
    const stored = Object.entries(loaded.manifest.tables)
      .map(([table, t]) => ({ table, rows: Object.values(t.partitions).reduce((n, p) => n + p.rows, 0) }))
      .filter((t) => t.rows > 0);
    for (const { table, rows } of stored) {
      const load = result.tables.find((t) => t.table === table);
      expect({ table, rows: load?.rows }).toEqual({ table, rows });
      expect(load!.rowsPerSecond).toBeGreaterThan(0);
    }
    const rows = Object.values(loaded.manifest.tables.t100_segment!.partitions).reduce(
      (n, p) => n + p.rows,
      0,
    );
    for (const url of cluster.urls) {
      const client = clickhouseClient({ url, requestTimeoutMs: 10_000 });
      try {
        expect(await selectNumber(client, `SELECT count() AS n FROM ${result.database}.t100_segment`)).toBe(
          rows,
        );
        // each shard holds part of the rows, never all of them
        const local = await selectNumber(
          client,
          `SELECT count() AS n FROM ${result.database}.t100_segment__local`,
        );
        expect(local).toBeGreaterThan(0);
        expect(local).toBeLessThan(rows);
        const versions = await readVersions(client);
        expect(versions.map((v) => v.dataVersion)).toEqual([loaded.dataVersion]);
        expect(versions[0]!.manifest).toEqual(loaded.manifest);
      } finally {
        await client.close();
      }
    }
  });

  it('publishing the current version again changes nothing', async () => {
    const result = await publish(dataDir);
    expect(result.status).toBe('already-current');
  });

  it('publishing the current version again builds the rollups it lacks (published by an earlier release)', async () => {
    const { database } = await publish(dataDir);
    // what earlier releases lacked: the on-time rollups without the time blocks, then every one-dimension rollup
    const added = ROLLUPS.filter(
      (rollup) =>
        (rollup.base === 'ontime' && (rollup.kind === 'coarse' || rollup.kind === 'national_coarse')) ||
        rollup.kind === 'dimension',
    );
    expect(added.map((rollup) => rollup.name)).toContain('ontime__national_coarse');
    expect(added.map((rollup) => rollup.name)).toContain('db1b_market__by_opcarrier');
    const clients = cluster.urls.map((url) => clickhouseClient({ url, requestTimeoutMs: 60_000 }));
    const [first] = clients;
    try {
      // the base table's figures per kept columns, to compare the rebuilt rollups with: groups, records and a
      // measure added later under the null rule (null where any row summed lacks it)
      const q = (name: string) => clickhouse.identifier(name);
      const figures = (table: string, rollup: RollupDef) => {
        const later =
          TABLES[rollup.base].measures.find((m) => m.addedLater && rollup.measures.includes(m.name))?.name ??
          'record_count';
        const sums = measureSums([...new Set(['record_count', later])], q);
        const groups = [...rollup.periodColumns, ...rollup.keep].map(q).join(', ');
        return first!
          .query({
            query: `SELECT count() AS groups, sum(record_count) AS records, countIf(${q(later)} IS NULL) AS nulls, round(sum(${q(later)}), 6) AS later FROM (SELECT ${groups}, ${sums.join(', ')} FROM ${database}.${q(table)} GROUP BY ${groups})`,
            format: 'JSONEachRow',
          })
          .then((result) => result.json());
      };
      const expected = await Promise.all(added.map((rollup) => figures(rollup.base, rollup)));
      for (const client of clients)
        for (const rollup of added) {
          await client.command({ query: `DROP TABLE ${database}.${rollup.name}` });
          await client.command({ query: `DROP TABLE ${database}.${rollup.name}__local` });
        }
      const lines: string[] = [];
      const again = await publishToClickHouse({
        dataDir,
        urls: cluster.urls,
        cluster: cluster.name,
        graceMs: 600_000,
        log: (line) => lines.push(line),
      });
      expect(again.status).toBe('already-current');
      expect(lines).toContain(
        `built the rollups it lacked: ${added.map((rollup) => rollup.name).join(', ')}`,
      );
      expect(await Promise.all(added.map((rollup) => figures(rollup.name, rollup)))).toEqual(expected);
      expect(await publish(dataDir)).toMatchObject({ status: 'already-current' });
    } finally {
      await Promise.all(clients.map((client) => client.close()));
    }
  });

  it('switches readers to a new version and drops the old one only after the grace period', async () => {
    const first = (await readManifest(dataDir))!;
    const copy = join(workDir, 'data');
    await cp(dataDir, copy, { recursive: true });
    const manifest = JSON.parse(await readFile(join(copy, 'manifest.json'), 'utf8')) as {
      published_at: string;
    };
    manifest.published_at = '2030-01-01T00:00:00.000Z';
    await writeFile(join(copy, 'manifest.json'), JSON.stringify(manifest));
    const second = await publish(copy);
    expect(second.status).toBe('published');
    expect(second.dataVersion).not.toBe(first.dataVersion);
    const client = clickhouseClient({ url: cluster.urls[1]!, requestTimeoutMs: 10_000 });
    try {
      expect((await readVersions(client)).at(-1)!.dataVersion).toBe(second.dataVersion);
      const exists = (name: string) =>
        selectNumber(client, `SELECT count() AS n FROM system.databases WHERE name = '${name}'`);
      expect(await exists(`atss_${first.dataVersion}`)).toBe(1);
      // back to the first version with no grace: the second (just superseded) is dropped
      const back = await publish(dataDir, 0);
      expect(back).toMatchObject({ status: 'published', dropped: [second.database] });
      expect(await exists(second.database)).toBe(0);
      expect(await exists(`atss_${first.dataVersion}`)).toBe(1);
    } finally {
      await client.close();
    }
  });

  it('refuses a URL list that is not the cluster', async () => {
    await expect(
      publishToClickHouse({
        dataDir,
        urls: cluster.urls.slice(0, 1),
        cluster: cluster.name,
        graceMs: 0,
        log: quiet,
      }),
    ).rejects.toThrow(
      new PublishError(`cluster ${cluster.name} has 2 shards: give one --clickhouse URL per shard (1 given)`),
    );
    await expect(
      publishToClickHouse({ dataDir, urls: cluster.urls, cluster: 'nope', graceMs: 0, log: quiet }),
    ).rejects.toThrow(/has no cluster nope/);
  });

  it('publishes a store ingested before the signed delay sums existed: those sums NULL, every row kept', async () => {
    const copy = join(workDir, 'before-signed-delays');
    await cp(dataDir, copy, { recursive: true });
    const loaded = (await readManifest(copy))!;
    const files = tableFiles(loaded.manifest, 'ontime');
    const duck = await (await DuckDBInstance.create(':memory:')).connect();
    try {
      for (const file of files) {
        const path = join(copy, file);
        await duck.run(
          `COPY (SELECT * EXCLUDE (dep_delay_signed, arr_delay_signed) FROM read_parquet('${path}')) TO '${path}.old' (FORMAT parquet)`,
        );
        await rename(`${path}.old`, path);
      }
    } finally {
      duck.closeSync();
    }
    const manifest = JSON.parse(await readFile(join(copy, 'manifest.json'), 'utf8')) as {
      published_at: string;
    };
    manifest.published_at = '2031-01-01T00:00:00.000Z';
    await writeFile(join(copy, 'manifest.json'), JSON.stringify(manifest));
    const result = await publish(copy, 0);
    expect(result.status).toBe('published');
    const rows = Object.values(loaded.manifest.tables.ontime!.partitions).reduce((n, p) => n + p.rows, 0);
    const client = clickhouseClient({ url: cluster.urls[0]!, requestTimeoutMs: 10_000 });
    try {
      const count = (where: string) =>
        selectNumber(client, `SELECT count() AS n FROM ${result.database}.ontime WHERE ${where}`);
      expect(rows).toBeGreaterThan(0);
      expect(await count('1')).toBe(rows);
      expect(await count('dep_delay_signed IS NOT NULL OR arr_delay_signed IS NOT NULL')).toBe(0);
    } finally {
      await client.close();
      await publish(dataDir, 0);
    }
  });
});

describe.skipIf(unavailable)('atss publish under a per-query memory limit too small for any batch', () => {
  let small: ClickHouseCluster;
  beforeAll(async () => {
    small = await startClickHouseCluster(1, 4_000_000);
  });
  afterAll(async () => {
    await small?.stop();
  });

  it('fails naming the table, the rows and the setting, not with ClickHouse text', async () => {
    const failure = publishToClickHouse({ dataDir, urls: small.urls, graceMs: 0, log: quiet });
    await expect(failure).rejects.toThrow(PublishError);
    const message = await failure.catch((error: Error) => error.message);
    expect(message).toMatch(
      /^inserting rows 1-\d+ of table \w+ failed: the server's per-query memory limit \(setting max_memory_usage of the publishing user's profile\) is too low$/,
    );
  });
});
