// DuckDB and ClickHouse side by side (issue #16): the URL classes of the query benchmark (bench/query-classes.mjs)
// against `atss serve` (DuckDB over the store) and `atss serve --engine clickhouse` over the same data version,
// published with `atss publish --clickhouse` (timed) to a local ClickHouse of one server, then of two shards.
// Per class, both servers answer every URL first and must agree (numbers to 1e-9 relative); URLs ClickHouse
// refuses (the distribution metrics, a 400) are listed and left out of both timings. Then each server is driven
// in turn at the same concurrency: per backend p50/p99 and req/s, and the ClickHouse/DuckDB ratios.
// Skipped, with the reason printed, when clickhouse-server is not installed.
// Usage: node bench/clickhouse.mjs [DATA_DIR [SECONDS_PER_CLASS [CLASS_NAME_PATTERN]]]   (default: the benchmark
// dataset of bench/dataset.mjs; 10 s per class and backend)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { ensureQueryDataset } from './dataset.mjs';
import { drive, keepAliveGet, startAtss } from './http-load.mjs';
import { CLASSES } from './query-classes.mjs';

// the test harness's cluster and answer comparison are TypeScript: one copy, loaded through tsx
register();
const { clickHouseUnavailableReason, startClickHouseCluster } =
  await import('../test/support/clickhouse-cluster.ts');
const { answerDifferences } = await import('../test/support/answer-differences.ts');

const unavailable = clickHouseUnavailableReason();
if (unavailable) {
  console.log(`DuckDB vs ClickHouse benchmark skipped: ${unavailable}`);
  process.exit(0);
}

const root = join(import.meta.dirname, '..');
const dataDir = process.argv[2] || ensureQueryDataset();
const seconds = Number(process.argv[3] ?? 10);
// the classes whose name matches (a regular expression; a plain part of a name matches that name)
const only = process.argv[4] ? new RegExp(process.argv[4]) : undefined;
const CONCURRENCY = 8;
const TOPOLOGIES = [
  { name: 'one server', shards: 1 },
  { name: 'two shards', shards: 2 },
];
// the result cache answers without an engine: the cache class says nothing about either backend; the route
// classes run once, at this benchmark's concurrency
const MEASURED = CLASSES.filter(
  (cls) =>
    !cls.cache &&
    !cls.routeIndex &&
    (cls.clients ?? CONCURRENCY) === CONCURRENCY &&
    (!only || only.test(cls.name)),
);
// engine against engine: no result cache, and no route index (it would answer routes without either engine)
const SERVER_ENV = { ATSS_CACHE_MB: '0', ATSS_ROUTE_INDEX: 'off' };
// issue #25: `atss publish` streams each table in bounded INSERTs, so the servers allow 1 GB per query (the
// tests' limit), also at real volume
const MAX_QUERY_MEMORY_BYTES = 1_000_000_000;

// every server this run starts is stopped on the way out: after its work, on an error, on SIGINT/SIGTERM
const running = new Set();
async function whileRunning(stop, work) {
  running.add(stop);
  try {
    return await work();
  } finally {
    running.delete(stop);
    await stop();
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.all([...running].map((stop) => stop()));
    process.exit(1);
  });
}
const killer = (child) => async () => void child.kill('SIGTERM');

const peakRssMb = (pid) =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

/**
 * Watches the servers' running queries (`system.processes`, every 200 ms) until `stop()`: the largest
 * `peak_memory_usage` of any one query seen on any node, in MB, and the query's first words (the INSERT of a
 * table's batch, or a rollup's INSERT ... SELECT), to set against the per-query limit; and the publishing
 * process's peak RSS (VmHWM, read at each poll).
 */
function watchQueryMemory(urls, pid) {
  const sql =
    "SELECT peak_memory_usage AS bytes, substring(query, 1, 80) AS query FROM system.processes WHERE query NOT LIKE '%system.processes%' FORMAT JSONEachRow";
  let peak = { bytes: 0, query: null };
  let rssMb = 0;
  let watching = true;
  const poll = (async () => {
    while (watching) {
      try {
        rssMb = Math.max(rssMb, peakRssMb(pid));
      } catch {
        // the process has ended
      }
      for (const url of urls) {
        try {
          const text = await (await fetch(`${url}/?query=${encodeURIComponent(sql)}`)).text();
          for (const row of text
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line)))
            if (Number(row.bytes) > peak.bytes) peak = { bytes: Number(row.bytes), query: row.query };
        } catch {
          // a server busy past its connections: the next poll sees the query
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  })();
  return async () => {
    watching = false;
    await poll;
    return {
      peak_query_memory_mb: Math.round(peak.bytes / 1e6),
      peak_query: peak.query?.replace(/\s+/g, ' '),
      atss_publish_peak_rss_mb: rssMb,
    };
  };
}

/**
 * Runs `atss publish` to the cluster's servers: its wall time in seconds, the rows it loaded and their rate
 * over the wall time, each table's rows per second as the command reports them, and the memory it took
 * (watchQueryMemory).
 */
function publish(cluster, shards) {
  const targets = cluster.urls.flatMap((url) => ['--clickhouse', url]);
  const args = [...targets, ...(shards > 1 ? ['--cluster', cluster.name] : []), '--data', dataDir];
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'bin', 'atss.js'), 'publish', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const memory = watchQueryMemory(cluster.urls, child.pid);
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const stop = killer(child);
  running.add(stop);
  return new Promise((resolve, reject) =>
    child.on('exit', async (code) => {
      running.delete(stop);
      const seconds = (performance.now() - started) / 1000;
      const serverMemory = await memory();
      if (code !== 0) return reject(new Error(`atss publish ${args.join(' ')} failed (${code}): ${stderr}`));
      const { tables } = JSON.parse(stdout);
      const rows = tables.reduce((sum, table) => sum + table.rows, 0);
      resolve({
        seconds: +seconds.toFixed(1),
        rows,
        rows_per_second: Math.round(rows / seconds),
        // the stored tables' batches; the rest of the wall time is the rollups built inside ClickHouse
        tables_seconds: +tables.reduce((sum, table) => sum + table.seconds, 0).toFixed(1),
        ...serverMemory,
        tables: Object.fromEntries(
          tables.map((t) => [t.table, { rows: t.rows, rows_per_second: t.rowsPerSecond }]),
        ),
      });
    }),
  );
}

async function answer(port, url) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: response.status, body: await response.json() };
}

/**
 * Asks both servers every URL of the class: the URLs both answer alike (to be timed) and the ones ClickHouse
 * refuses with a 400 where DuckDB answers. Any other difference stops the benchmark.
 */
async function compareAnswers(cls, duckPort, housePort) {
  const timed = [];
  const refused = [];
  for (const url of cls.urls) {
    const [duck, house] = await Promise.all([answer(duckPort, url), answer(housePort, url)]);
    if (duck.status === 200 && house.status === 400) {
      refused.push({ url, detail: house.body.detail });
      continue;
    }
    const differences = answerDifferences(duck.body, house.body);
    if (duck.status !== 200 || house.status !== 200 || differences.length > 0)
      throw new Error(
        `${url}: DuckDB ${duck.status}, ClickHouse ${house.status}: ${differences.slice(0, 5).join('; ')}`,
      );
    timed.push(url);
  }
  return { timed, refused };
}

/**
 * Drives one server with the URLs in turn from CONCURRENCY clients for the class's seconds, on connections of
 * its own (a keep-alive socket left idle while the other server was driven may have been closed by the server).
 */
function load(port, urls) {
  const httpGet = keepAliveGet(CONCURRENCY);
  return drive(
    async (i) => {
      const url = urls[i % urls.length];
      const { status, serverMs } = await httpGet(port, url);
      if (status !== 200) throw new Error(`${status} for ${url} on port ${port}`);
      return serverMs;
    },
    CONCURRENCY,
    seconds,
  );
}

const ratio = (a, b) => (a && b ? +(a / b).toFixed(2) : null);

/** Publishes to a fresh cluster of the topology, serves it, and measures every class against both servers. */
async function measureTopology(topology, duckServer) {
  const cluster = await startClickHouseCluster(topology.shards, MAX_QUERY_MEMORY_BYTES);
  return whileRunning(cluster.stop, async () => {
    const published = await publish(cluster, topology.shards);
    console.log(JSON.stringify({ topology: topology.name, publish: published, load_average: loadavg() }));
    const serveArgs = ['--engine', 'clickhouse', '--clickhouse', cluster.urls[0]];
    const house = await startAtss(serveArgs, SERVER_ENV);
    const classes = await whileRunning(killer(house.child), async () => {
      const rows = [];
      for (const cls of MEASURED) {
        const { timed, refused } = await compareAnswers(cls, duckServer.port, house.port);
        const row = { class: cls.name, urls: timed.length, refused_by_clickhouse: refused };
        if (timed.length > 0) {
          row.duckdb = await load(duckServer.port, timed);
          row.clickhouse = await load(house.port, timed);
          row.clickhouse_to_duckdb = {
            server_p50: ratio(row.clickhouse.server_p50_ms, row.duckdb.server_p50_ms),
            server_p99: ratio(row.clickhouse.server_p99_ms, row.duckdb.server_p99_ms),
            rps: ratio(row.clickhouse.rps, row.duckdb.rps),
          };
        }
        row.load_average = loadavg().map((l) => +l.toFixed(1));
        rows.push(row);
        console.log(JSON.stringify({ topology: topology.name, ...row }));
      }
      return { rows, atssPeakRssMb: peakRssMb(house.child.pid) };
    });
    return {
      topology: topology.name,
      shards: topology.shards,
      max_memory_usage_bytes: MAX_QUERY_MEMORY_BYTES,
      publish: published,
      atss_over_clickhouse_peak_rss_mb: classes.atssPeakRssMb,
      atss_over_duckdb_peak_rss_mb: peakRssMb(duckServer.child.pid),
      classes: classes.rows,
    };
  });
}

const loadAtStart = loadavg().map((l) => +l.toFixed(1));
const duckServer = await startAtss(['--data', dataDir], SERVER_ENV);
const topologies = await whileRunning(killer(duckServer.child), async () => {
  const measured = [];
  for (const topology of TOPOLOGIES) measured.push(await measureTopology(topology, duckServer));
  return measured;
});

const manifest = JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
const sourceRecords = Object.fromEntries(
  Object.entries(manifest.tables).map(([table, entry]) => [
    table,
    Object.values(entry.partitions).reduce((sum, partition) => sum + partition.source_rows, 0),
  ]),
);
const storedRows = Object.fromEntries(
  Object.entries(manifest.tables).map(([table, entry]) => [
    table,
    Object.values(entry.partitions).reduce((sum, partition) => sum + partition.rows, 0),
  ]),
);
const out = {
  benchmark: 'duckdb-vs-clickhouse',
  date: new Date().toISOString(),
  data_dir: dataDir,
  concurrency: CONCURRENCY,
  seconds_per_class_and_backend: seconds,
  source_records: sourceRecords,
  stored_rows: storedRows,
  load_average_at_start: loadAtStart,
  load_average_at_end: loadavg().map((l) => +l.toFixed(1)),
  topologies,
};
mkdirSync(join(root, 'bench', 'results'), { recursive: true });
const file = join(root, 'bench', 'results', `clickhouse-${out.date.slice(0, 10)}.json`);
writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
