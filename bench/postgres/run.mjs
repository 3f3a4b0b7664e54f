// The PostgreSQL comparison (issue #15): the same raw BTS files atss ingested, loaded into indexed raw-grain
// tables of a private PostgreSQL cluster, answered by a minimal Fastify API; every URL of the route mix checked
// for the same numbers on both, then both servers driven side by side in this run (atss with the result cache
// off) at 8 and 32 clients, and the ratios written to bench/results/postgres-<date>.json.
// Skipped, with the reason printed, when PostgreSQL's binaries are absent.
// Usage: node bench/postgres/run.mjs [DATA_DIR [SECONDS [RAW_DIR...]]]   (default: the benchmark dataset of
// bench/dataset.mjs and its raw parts; 10 s per measurement). ATSS_BENCH_PGDATA=DIR keeps the cluster in DIR
// and reuses its tables when they were loaded from the same files; with ATSS_BENCH_PG_LOAD_ONLY=1 it only loads them
// (DATA_DIR is then not read). ATSS_BENCH_PG_CLASSES=ROUTE_LONG_TAIL,ROUTE_EMPTY checks and drives only those
// classes of the mix.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { Agent } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ensureQueryDataset, ensureRawPart, RAW_PARTS } from '../dataset.mjs';
import * as routeMix from '../route-mix.mjs';
import { findPostgresBinaries, startCluster } from './cluster.mjs';
import { driveSideBySide, httpGet } from './load-client.mjs';
import { loadRawFiles, zipsUnder } from './load.mjs';
import { checkSameNumbers } from './same-numbers.mjs';
import { ATSS_SERVING, readyToMeasure, spawnOnPort0 } from '../http-load.mjs';
import { cpuSeconds } from '../server.mjs';

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

/**
 * The route mix: every list of URLs route-mix.mjs exports, by its name (or those ATSS_BENCH_PG_CLASSES names),
 * fitted to the store's loaded periods (`fitToStore`: the benchmark store's periods are kept, another store's
 * such as the test dataset get its own; issue #45). With ATSS_BENCH_PG_LOAD_ONLY no store is read.
 */
const storeManifest = process.env.ATSS_BENCH_PG_LOAD_ONLY
  ? undefined
  : JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8'));
const MIX = Object.entries(routeMix)
  .filter(([, urls]) => Array.isArray(urls) && urls.every((u) => typeof u === 'string'))
  .map(([name, urls]) => [
    name,
    storeManifest ? [...new Set(urls.map((url) => routeMix.fitToStore(url, storeManifest)))] : urls,
  ]);
if (MIX.length === 0) throw new Error('bench/route-mix.mjs exports no list of URLs');
const chosen = process.env.ATSS_BENCH_PG_CLASSES?.split(',').map((name) => name.trim());
const unknownClasses = (chosen ?? []).filter((name) => !MIX.some(([known]) => known === name));
if (unknownClasses.length > 0)
  throw new Error(
    `ATSS_BENCH_PG_CLASSES names ${unknownClasses.join(', ')}; the classes are ${MIX.map(([n]) => n).join(', ')}`,
  );
const CLASSES = chosen ? MIX.filter(([name]) => chosen.includes(name)) : MIX;

const loadAtStart = loadavg();
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

/** CPU seconds so far of each process (0 for one that ended), summed. */
const cpuOf = (pids) =>
  pids.reduce((sum, pid) => {
    try {
      return sum + cpuSeconds(pid);
    } catch {
      return sum;
    }
  }, 0);

/**
 * The ceiling of any Node.js server here (issue #28): `bench/raw-http.mjs`, answering every URL of the mix with
 * the bytes atss answers it (read from atss now) with only Content-Type and Content-Length, and a second one with
 * every header atss sent too; both checked byte for byte before they are driven.
 */
async function startRawCeilings(atssPort, pgPort, urls) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const folder = mkdtempSync(join(tmpdir(), 'atss-bench-raw-'));
  try {
    const answers = [];
    const pgBytes = [];
    for (const url of urls) {
      const { status, body, contentType, headers } = await httpGet(agent, atssPort, url, { body: true });
      if (status !== 200) throw new Error(`${status} from atss for ${url}`);
      answers.push({ url, body, contentType, headers });
      pgBytes.push(Buffer.byteLength((await httpGet(agent, pgPort, url, { body: true })).body));
    }
    const file = join(folder, 'answers.json');
    writeFileSync(file, JSON.stringify(answers));
    const servers = [];
    for (const mode of ['minimal', 'all-headers']) {
      const raw = await spawnOnPort0(
        [join(root, 'bench', 'raw-http.mjs'), file, mode],
        {},
        /raw node:http listening on port (\d+)/,
      );
      children.push(raw.child);
      for (const { url, body } of answers) {
        const served = await httpGet(agent, raw.port, url, { body: true });
        if (served.status !== 200 || served.body !== body)
          throw new Error(`the raw node:http server (${mode}) does not answer ${url} with atss's bytes`);
      }
      servers.push(raw);
    }
    const bytes = answers.map((a) => Buffer.byteLength(a.body));
    const headerCount = answers.map((a) => Object.keys(a.headers).length);
    console.error(
      `raw node:http: ${answers.length} answers identical to atss's, ${Math.min(...bytes)}-${Math.max(...bytes)} bytes, atss sent ${Math.min(...headerCount)}-${Math.max(...headerCount)} headers`,
    );
    const range = (list) => [Math.min(...list), Math.max(...list)];
    const sizes = {
      atss_body_bytes: range(bytes),
      postgres_api_body_bytes: range(pgBytes),
      atss_headers: range(headerCount),
    };
    return { servers, sizes };
  } finally {
    agent.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
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
  const mixUrls = CLASSES.flatMap(([, urls]) => urls);
  const check = await checkSameNumbers(atssPort, pgPort, mixUrls);
  const executors = await executorsOf(atssPort, CLASSES);
  const {
    servers: [raw, rawWithHeaders],
    sizes,
  } = await startRawCeilings(atssPort, pgPort, mixUrls);
  // the CPU each side spends, read around every slice: the server processes (PostgreSQL's API and the cluster's
  // processes apart) and, in driveSideBySide, the load generator (this process)
  const processCpu = (child) => () => ({ server: cpuOf([child.pid]) });
  const targets = [
    { port: atssPort, cpu: processCpu(atss) },
    { port: pgPort, cpu: () => ({ api: cpuOf([api.pid]), postgres: cpuOf(cluster.processIds()) }) },
    { port: barePort, urls: ['/'], cpu: processCpu(bare) },
    { port: raw.port, cpu: processCpu(raw.child) },
    { port: rawWithHeaders.port, cpu: processCpu(rawWithHeaders.child) },
  ];
  const results = [];
  for (const [name, urls] of CLASSES)
    for (const clients of CLIENTS) {
      const [atssRun, pgRun, bareRun, rawRun, rawHeadersRun] = await driveSideBySide(
        targets,
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
        bare_fastify: bareRun,
        raw_node_http: rawRun,
        raw_node_http_atss_headers: rawHeadersRun,
        bare_fastify_rps: bareRun.rps,
        raw_node_http_rps: rawRun.rps,
        raw_node_http_atss_headers_rps: rawHeadersRun.rps,
        atss_to_bare_rps: +(atssRun.rps / bareRun.rps).toFixed(2),
        pg_to_bare_rps: +(pgRun.rps / bareRun.rps).toFixed(2),
        atss_to_raw_rps: +(atssRun.rps / rawRun.rps).toFixed(2),
        // 3x the PostgreSQL API's rate as a share of raw node:http's: above 1, no Node.js server reaches it here
        three_pg_to_raw_rps: +((3 * pgRun.rps) / rawRun.rps).toFixed(2),
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
    load_average: { start: loadAtStart, end: loadavg() },
    postgres: { binaries, pool_size: PG_POOL_SIZE },
    load,
    atss_source_records: Object.fromEntries(
      Object.entries(JSON.parse(readFileSync(join(dataDir, 'manifest.json'), 'utf8')).tables).map(
        ([t, e]) => [t, Object.values(e.partitions).reduce((s, p) => s + p.source_rows, 0)],
      ),
    ),
    classes: CLASSES.map(([name]) => name),
    same_numbers: check,
    answers: sizes,
    peak_rss_mb: { atss: peakRssMb(atss.pid), postgres_api: peakRssMb(api.pid) },
    results,
  };
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  // a run of some classes only is written apart from the day's whole comparison
  const some = chosen ? `-${CLASSES.map(([name]) => name.toLowerCase().replaceAll('_', '-')).join('-')}` : '';
  const file = join(root, 'bench', 'results', `postgres-${out.date.slice(0, 10)}${some}.json`);
  writeFileSync(file, `${JSON.stringify(out, null, 2)}\n`);
  console.log(`written to ${file}`);
} finally {
  stopChildren();
  cluster.stop();
}
