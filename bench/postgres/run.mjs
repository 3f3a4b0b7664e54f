// The PostgreSQL comparison (issue #15): the same raw BTS files atss ingested, loaded into indexed raw-grain
// tables of a private PostgreSQL cluster, answered by a minimal Fastify API; every URL of the route mix checked
// for the same numbers on both, then both servers driven side by side in this run (atss with the result cache
// off) at 8 and 32 clients, and the ratios written to bench/results/postgres-<date>.json.
// Skipped, with the reason printed, when PostgreSQL's binaries are absent.
// Usage: node bench/postgres/run.mjs [DATA_DIR [SECONDS [RAW_DIR...]]]   (default: the benchmark dataset of
// bench/dataset.mjs and its raw parts; 10 s per measurement). ATSS_BENCH_PGDATA=DIR keeps the cluster in DIR
// and reuses its tables when they were loaded from the same files; with ATSS_BENCH_PG_LOAD_ONLY=1 it only loads them
// (DATA_DIR is then not read).
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { join } from 'node:path';
import pg from 'pg';
import { ensureQueryDataset, ensureRawPart, RAW_PARTS } from '../dataset.mjs';
import * as routeMix from '../route-mix.mjs';
import { findPostgresBinaries, startCluster } from './cluster.mjs';
import { driveSideBySide, httpGet } from './load-client.mjs';
import { loadRawFiles, zipsUnder } from './load.mjs';
import { checkSameNumbers } from './same-numbers.mjs';
import { ATSS_SERVING, readyToMeasure, spawnOnPort0 } from '../http-load.mjs';

const root = join(import.meta.dirname, '..', '..');
const CLIENTS = [8, 32];
/**
 * The API's PostgreSQL connections: 8, the pool of the minimal API issue #28 compared with; more backends than
 * the 2 cores, so one waiting on a page read leaves the others working.
 */
const PG_POOL_SIZE = 8;

const binaries = findPostgresBinaries();
if (!binaries) {
  console.log(
    "PostgreSQL comparison skipped: no PostgreSQL server binaries (looked for /usr/lib/postgresql/<version>/bin/initdb; install Debian's postgresql package or set ATSS_BENCH_PG_BIN)",
  );
  process.exit(0);
}
const [dataArg, secondsArg, ...rawArgs] = process.argv.slice(2);
if (dataArg && rawArgs.length === 0)
  throw new Error(
    'with a DATA_DIR, give SECONDS and the RAW_DIRs it was ingested from (the same files are loaded)',
  );
const dataDir = dataArg || ensureQueryDataset();
const seconds = Number(secondsArg ?? 10);
const rawDirs = rawArgs.length ? rawArgs : RAW_PARTS.map(ensureRawPart);

/** The route mix: every list of URLs route-mix.mjs exports, by its name. */
const CLASSES = Object.entries(routeMix).filter(
  ([, urls]) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'),
);
if (CLASSES.length === 0) throw new Error('bench/route-mix.mjs exports no list of URLs');

const cluster = startCluster(binaries, process.env.ATSS_BENCH_PGDATA);
const children = [];
const stopChildren = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('exit', stopChildren);

/** The raw files as loaded (path, size, time), to reuse a kept cluster's tables only when they match. */
const rawFiles = zipsUnder(rawDirs).map((path) => {
  const { size, mtimeMs } = statSync(path);
  return { path, size, mtimeMs };
});

async function loadedTables() {
  const marker = join(cluster.root, 'loaded.json');
  const previous = existsSync(marker) ? JSON.parse(readFileSync(marker, 'utf8')) : undefined;
  if (previous && JSON.stringify(previous.files) === JSON.stringify(rawFiles)) {
    console.error(`reusing the tables loaded in ${cluster.root}`);
    return previous.load;
  }
  const pool = new pg.Pool({ ...cluster.connection, max: 2 });
  try {
    const started = performance.now();
    const load = await loadRawFiles(pool, rawDirs);
    load.seconds = +((performance.now() - started) / 1000).toFixed(1);
    load.cardinalities = (
      await pool.query(`SELECT
        (SELECT count(DISTINCT origin) FROM ontime) AS ontime_origins,
        (SELECT count(DISTINCT (origin, dest)) FROM db1b_market) AS db1b_markets,
        (SELECT count(DISTINCT origin) FROM db1b_market) AS db1b_origins,
        (SELECT count(DISTINCT unique_carrier) FROM t100_segment) AS t100_carriers`)
    ).rows[0];
    load.database_mb = Math.round(
      (await pool.query('SELECT pg_database_size(current_database()) AS b')).rows[0].b / 2 ** 20,
    );
    writeFileSync(marker, JSON.stringify({ files: rawFiles, load }));
    return load;
  } finally {
    await pool.end();
  }
}

/** Per class: which atss executor answered its URLs (`route-index`, `engine`, or both with their counts). */
async function executorsOf(port, classes) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const out = {};
    for (const [name, urls] of classes) {
      const counts = {};
      for (const url of urls) {
        const { executor = 'unnamed' } = await httpGet(agent, port, url);
        counts[executor] = (counts[executor] ?? 0) + 1;
      }
      const names = Object.keys(counts);
      out[name] = names.length === 1 ? names[0] : names.map((e) => `${e} ${counts[e]}`).join(', ');
    }
    return out;
  } finally {
    agent.destroy();
  }
}

/**
 * Starts a server that listens on a port the kernel picks and reports it on stdout (`reported`), and waits until
 * its /readyz is ready to measure: its port.
 */
async function startServer(name, args, env, reported) {
  const { child, port } = await spawnOnPort0(args, env, reported);
  children.push(child);
  // the route index of a real-volume store takes minutes to build on a loaded machine: up to 30 minutes
  const deadline = Date.now() + 30 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    if (await readyToMeasure(`http://127.0.0.1:${port}/readyz`)) return { child, port };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${name} not ready on port ${port}`);
}

const peakRssMb = (pid) =>
  Math.round(Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024);

try {
  const load = await loadedTables();
  if (process.env.ATSS_BENCH_PG_LOAD_ONLY === '1') {
    // prepares a kept cluster (ATSS_BENCH_PGDATA) ahead of a run, e.g. while the atss store is still built
    console.log(`loaded: ${JSON.stringify(load)}`);
    process.exit(0);
  }
  const { child: atss, port: atssPort } = await startServer(
    'atss',
    [join(root, 'bin', 'atss.js'), 'serve', '--data', dataDir, '--port', '0'],
    { HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'error', ATSS_CACHE_MB: '0' },
    ATSS_SERVING,
  );
  const { host, port } = cluster.connection;
  const { child: api, port: pgPort } = await startServer(
    'PostgreSQL API',
    [join(import.meta.dirname, 'api.mjs'), host, String(port), '0', String(PG_POOL_SIZE)],
    {},
    /^ready on port (\d+)$/m,
  );
  // the ceiling of this machine and client: a bare Fastify route answering a small JSON object, driven in the
  // same turns (what any Node server on Fastify answers at most here; issue #28)
  const { child: bare, port: barePort } = await spawnOnPort0(
    [join(root, 'bench', 'bare-fastify.mjs')],
    {},
    /port (\d+)/,
  );
  children.push(bare);
  const check = await checkSameNumbers(
    atssPort,
    pgPort,
    CLASSES.flatMap(([, urls]) => urls),
  );
  const executors = await executorsOf(atssPort, CLASSES);
  const results = [];
  for (const [name, urls] of CLASSES)
    for (const clients of CLIENTS) {
      const [atssRun, pgRun, bareRun] = await driveSideBySide(
        [atssPort, pgPort, { port: barePort, urls: ['/'] }],
        urls,
        clients,
        seconds,
      );
      const row = {
        class: name,
        clients,
        atss_executor: executors[name],
        atss: atssRun,
        postgres: pgRun,
        atss_to_pg_rps: +(atssRun.rps / pgRun.rps).toFixed(2),
        atss_to_pg_client_p50: +(atssRun.client_p50_ms / pgRun.client_p50_ms).toFixed(2),
        atss_to_pg_server_p50: +(atssRun.server_p50_ms / pgRun.server_p50_ms).toFixed(2),
        bare_fastify_rps: bareRun.rps,
        atss_to_bare_rps: +(atssRun.rps / bareRun.rps).toFixed(2),
        pg_to_bare_rps: +(pgRun.rps / bareRun.rps).toFixed(2),
      };
      results.push(row);
      console.log(JSON.stringify(row));
    }
  const out = {
    benchmark: 'postgres',
    date: new Date().toISOString(),
    data_dir: dataDir,
    raw_dirs: rawDirs,
    seconds_per_run: seconds,
    postgres: { binaries, pool_size: PG_POOL_SIZE },
    load,
    atss_source_records: Object.fromEntries(
      Object.entries(JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8')).tables).map(
        ([t, e]) => [t, Object.values(e.partitions).reduce((s, p) => s + p.source_rows, 0)],
      ),
    ),
    same_numbers: check,
    peak_rss_mb: { atss: peakRssMb(atss.pid), postgres_api: peakRssMb(api.pid) },
    results,
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  const file = join(root, 'bench', 'results', `postgres-${out.date.slice(0, 10)}.json`);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`written to ${file}`);
} finally {
  stopChildren();
  cluster.stop();
}
