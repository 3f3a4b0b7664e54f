// The cluster half of the 20-year benchmark (bench/history-20y.mjs, issue #46): starts a two-shard ClickHouse
// cluster on loopback (test/support/clickhouse-cluster.ts, each query limited to 1 GB, query_log on), publishes
// the store with `atss publish` (timed), reads the largest memory any one query took from each node's
// `system.query_log`, then serves the cluster (`atss serve --engine clickhouse`) next to `atss serve` over the
// store and compares the two answers to every URL of comparedUrls (numbers to 1e-9 relative).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { register } from 'tsx/esm/api';
import { startAtss } from './http-load.mjs';
import { nationalUrls, routeSeriesUrls } from './history-20y-serve.mjs';

register();
const { QUERY_LOG, clickHouseUnavailableReason, startClickHouseCluster } =
  await import('../test/support/clickhouse-cluster.ts');
const { answerDifferences } = await import('../test/support/answer-differences.ts');

const root = join(import.meta.dirname, '..');
const MAX_QUERY_MEMORY_BYTES = 1_000_000_000;
const load = () => loadavg().map((l) => +l.toFixed(1));

/** Routes and breakdowns of every family over each month (quarter) of the years, and the whole-history questions. */
export function comparedUrls(years) {
  const monthly = years.flatMap((year) =>
    [...Array(12).keys()].flatMap((k) => {
      const period = `year=${year}&month=${k + 1}`;
      return [
        `/performance/route?origin=ATL&destination=LAX&${period}`,
        `/performance/route?origin=DFW&destination=LAX&${period}`,
        `/performance/breakdown?by=carrier&${period}`,
        `/performance/breakdown?by=origin&${period}&limit=50`,
        `/traffic/segments/route?origin=ORD&destination=DEN&${period}`,
        `/traffic/segments/route?origin=JFK&destination=LAX&${period}`,
        `/traffic/segments/breakdown?by=carrier&${period}`,
      ];
    }),
  );
  const quarters = years.flatMap((year) =>
    [1, 2, 3, 4]
      .filter((quarter) => year * 4 + quarter <= 2025 * 4 + 2)
      .flatMap((quarter) => [
        `/tickets/markets/route?origin=ATL&destination=LAX&year=${year}&quarter=${quarter}`,
        `/tickets/markets/breakdown?by=opcarrier&year=${year}&quarter=${quarter}`,
      ]),
  );
  const db1c = years.includes(2025)
    ? [7, 8, 9].flatMap((month) => [
        `/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=${month}`,
        `/tickets/markets/breakdown?by=opcarrier&year=2025&month=${month}`,
      ])
    : [];
  return [
    ...monthly,
    ...quarters,
    ...db1c,
    ...Object.values(nationalUrls(years)).flat(),
    ...routeSeriesUrls(years),
  ];
}

/**
 * A data directory holding the store's partitions of `years` only (and every reference table), reading the
 * store's files in place: the cluster's share of the history when the whole cannot be published in the time.
 */
function subsetDataDir(storeDir, years, dir) {
  const manifest = JSON.parse(readFileSync(join(storeDir, 'manifest.json'), 'utf8'));
  const kept = (key) => key === 'all' || years.some((year) => key.startsWith(`${year}-`));
  for (const entry of Object.values(manifest.tables))
    entry.partitions = Object.fromEntries(Object.entries(entry.partitions).filter(([key]) => kept(key)));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  symlinkSync(join(storeDir, 'store'), join(dir, 'store'));
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

/** `atss publish` of the store to the cluster: its wall seconds (it fails on any refused INSERT). */
function publish(cluster, storeDir) {
  const args = [
    ...cluster.urls.flatMap((url) => ['--clickhouse', url]),
    '--cluster',
    cluster.name,
    '--data',
    storeDir,
  ];
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'bin', 'atss.js'), 'publish', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) =>
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`atss publish failed (${code}): ${stderr.slice(-3000)}`));
      const { tables } = JSON.parse(stdout);
      resolve({
        publish_s: +((performance.now() - started) / 1000).toFixed(1),
        rows: tables.reduce((sum, table) => sum + table.rows, 0),
      });
    }),
  );
}

/** One query's TSV answer from a node (its error text in the thrown error). */
async function tsv(url, sql) {
  const response = await fetch(`${url}/?query=${encodeURIComponent(`${sql} FORMAT TSV`)}`);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${text}`);
  return text.trim();
}

/**
 * The largest memory one query took on any node (`system.query_log`, flushed every second: read after a wait),
 * the query's first words, and each node's count of queries that failed.
 */
async function maxQueryMemory(urls) {
  await new Promise((resolve) => setTimeout(resolve, 8000));
  let peak = { bytes: 0 };
  const failed = [];
  for (const url of urls) {
    const [bytes, query] = (
      await tsv(
        url,
        'SELECT memory_usage, substring(query, 1, 100) FROM system.query_log WHERE type IN (2, 4) ORDER BY memory_usage DESC LIMIT 1',
      )
    ).split('\t');
    if (Number(bytes) > peak.bytes) peak = { bytes: Number(bytes), query };
    failed.push(Number(await tsv(url, 'SELECT count() FROM system.query_log WHERE type IN (3, 4)')));
  }
  return {
    max_query_memory_mb: Math.round(peak.bytes / 1e6),
    max_query: peak.query?.replace(/\s+/g, ' '),
    failed_queries_per_node: failed,
  };
}

async function answer(port, url) {
  const response = await fetch(`http://127.0.0.1:${port}${url}`);
  return { status: response.status, body: await response.json() };
}

/** Both servers' answers to every URL: how many were compared and the ones that differ (at most 10 listed). */
async function compare(duckPort, housePort, urls) {
  const differing = [];
  for (const url of urls) {
    const [duck, house] = await Promise.all([answer(duckPort, url), answer(housePort, url)]);
    const differences = answerDifferences(duck.body, house.body);
    if (duck.status !== 200 || house.status !== 200 || differences.length > 0)
      differing.push({
        url,
        duckdb: duck.status,
        clickhouse: house.status,
        differences: differences.slice(0, 3),
      });
  }
  return {
    urls_compared: urls.length,
    answers_equal: urls.length - differing.length,
    differing: differing.slice(0, 10),
  };
}

/** Publishes the store to a fresh two-shard cluster and compares its answers with DuckDB's; stops everything. */
export async function measureClickHouse(storeDir, years, clusterYears = years) {
  const unavailable = clickHouseUnavailableReason();
  if (unavailable) return { skipped: unavailable };
  const dataDir =
    clusterYears.length === years.length
      ? storeDir
      : subsetDataDir(storeDir, clusterYears, `${storeDir}-cluster`);
  const cluster = await startClickHouseCluster(2, MAX_QUERY_MEMORY_BYTES, QUERY_LOG);
  try {
    const published = await publish(cluster, dataDir);
    console.log(JSON.stringify({ ...published, load: load() }));
    const memory = await maxQueryMemory(cluster.urls);
    console.log(JSON.stringify({ ...published, ...memory, load: load() }));
    process.env.ATSS_BENCH_READY_SECONDS ??= '3600';
    const env = { ATSS_CACHE_MB: '0' };
    const duck = await startAtss(['--data', dataDir], env);
    try {
      const house = await startAtss(['--engine', 'clickhouse', '--clickhouse', cluster.urls[0]], env);
      try {
        const compared = await compare(duck.port, house.port, comparedUrls(clusterYears));
        return {
          years: clusterYears,
          stored_rows: published.rows,
          shards: 2,
          max_memory_usage_bytes: MAX_QUERY_MEMORY_BYTES,
          ...published,
          ...memory,
          ...compared,
          load: load(),
        };
      } finally {
        house.child.kill('SIGTERM');
      }
    } finally {
      duck.child.kill('SIGTERM');
    }
  } finally {
    await cluster.stop();
  }
}
