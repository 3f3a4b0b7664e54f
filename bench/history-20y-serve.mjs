// The serving half of the 20-year benchmark (bench/history-20y.mjs, issue #46): starts `atss serve` (default
// settings, result cache off) on the store, and measures the seconds to /readyz, the RSS when ready and once the
// route index is built, the index's bytes (its 'route index built' log line), the national breakdowns over one
// month, twelve months and the whole history combined, 20-year monthly series of hub routes (each URL asked
// one request at a time: server p50 from Server-Timing, client p50), then a mixed load of routes and breakdowns
// and the server's peak RSS (VmHWM) after it.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { ATSS_SERVING, drive, keepAliveGet } from './http-load.mjs';
import { cpuSeconds, rssMb } from './server.mjs';

const root = join(import.meta.dirname, '..');
const REPEATS = Number(process.env.ATSS_HISTORY_REPEATS ?? 15);
const MIXED_SECONDS = Number(process.env.ATSS_HISTORY_MIXED_SECONDS ?? 60);
const START_WAIT_SECONDS = Number(process.env.ATSS_HISTORY_START_WAIT_SECONDS ?? 1800);
const INDEX_WAIT_SECONDS = Number(process.env.ATSS_HISTORY_INDEX_WAIT_SECONDS ?? 2400);
const load = () => loadavg().map((l) => +l.toFixed(1));

/** DB1B's last quarter in `years` (DB1B ends with 2025 Q2) and the quarter three before it. */
function db1bQuarters(years) {
  const last = Math.min(years.at(-1) * 4 + 4, 2025 * 4 + 2) - 1;
  const first = Math.max(last - 3, years[0] * 4);
  const key = (n, name) => `${name}year=${Math.floor(n / 4)}&${name}quarter=${(n % 4) + 1}`;
  return { last: key(last, ''), twelveMonths: `${key(first, 'start_')}&${key(last, 'end_')}` };
}

/** National breakdowns, one per family, over the last month, the last twelve and the whole history. */
export function nationalUrls(years) {
  const [first, last] = [years[0], years.at(-1)];
  const monthly = (range) => [
    `/performance/breakdown?by=origin&${range}`,
    `/traffic/segments/breakdown?by=carrier&${range}`,
  ];
  const db1b = db1bQuarters(years);
  const all = `start_year=${first}&start_quarter=1&${db1bQuarters(years).last.replace('year', 'end_year').replace('quarter', 'end_quarter')}`;
  return {
    one_month: [...monthly(`year=${last}&month=6`), `/tickets/markets/breakdown?by=opcarrier&${db1b.last}`],
    twelve_months: [
      ...monthly(`start_year=${last}&start_month=1&end_year=${last}&end_month=12`),
      `/tickets/markets/breakdown?by=opcarrier&${db1b.twelveMonths}`,
    ],
    twenty_years_combined: [
      ...monthly(`start_year=${first}&start_month=1&end_year=${last}&end_month=12&combine_periods=true`),
      `/tickets/markets/breakdown?by=opcarrier&${all}&combine_periods=true`,
    ],
  };
}

/** Monthly (quarterly for DB1B) series of hub routes over the whole history. */
export function routeSeriesUrls(years) {
  const [first, last] = [years[0], years.at(-1)];
  const months = `start_year=${first}&start_month=1&end_year=${last}&end_month=12`;
  const lastQuarter = db1bQuarters(years).last.replace('year', 'end_year').replace('quarter', 'end_quarter');
  return [
    `/performance/route?origin=ATL&destination=LAX&${months}`,
    `/traffic/segments/route?origin=ORD&destination=DEN&${months}`,
    `/tickets/markets/route?origin=ATL&destination=LAX&start_year=${first}&start_quarter=1&${lastQuarter}`,
  ];
}

/** Starts the server with info logs; resolves once it listens, with a promise of its 'route index built' line. */
function startServe(storeDir) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [join(root, 'bin', 'atss.js'), 'serve', '--data', storeDir, '--port', '0'],
    {
      env: { ...process.env, HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'info', ATSS_CACHE_MB: '0' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let out = '';
  let indexBuilt;
  const built = new Promise((resolve) => (indexBuilt = resolve));
  const listening = new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`atss serve exited with ${code}`)));
    // the lines read so far, until both the port and the index's line are seen (request logs are dropped)
    let found = 0;
    child.stdout.on('data', (chunk) => {
      if (found === 2) return;
      out += chunk;
      const lines = out.split('\n');
      out = lines.pop();
      for (const line of lines) {
        const port = ATSS_SERVING.exec(line)?.[1];
        if (port) resolve(Number(port));
        if (line.includes('"route index built"')) indexBuilt(JSON.parse(line));
        if (port || line.includes('"route index built"')) found += 1;
      }
    });
  });
  return { child, started, listening, built };
}

async function untilReady(port, started, child) {
  for (;;) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok)
      return { ready_s: +((performance.now() - started) / 1000).toFixed(2), rss_ready: rssMb(child.pid) };
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Each URL asked REPEATS times one at a time (after one unmeasured request): its server and client p50. */
async function sequentialP50(port, urls) {
  const get = keepAliveGet(1);
  const rows = [];
  for (const url of urls) {
    const server = [];
    const client = [];
    let answeredBy;
    for (let i = 0; i <= REPEATS; i++) {
      const t = performance.now();
      const { status, serverMs, executor } = await get(port, url);
      if (status !== 200) throw new Error(`${status} for ${url}`);
      if (i === 0) continue;
      client.push(performance.now() - t);
      server.push(serverMs);
      answeredBy = executor;
    }
    const p50 = (values) => +values.sort((a, b) => a - b)[Math.floor(values.length / 2)].toFixed(2);
    rows.push({
      url,
      server_p50_ms: p50(server),
      client_p50_ms: p50(client),
      executor: answeredBy,
      load: load(),
    });
  }
  return rows;
}

/** Route clients and breakdown clients at once for MIXED_SECONDS: their figures and every status seen. */
async function mixedLoad(port, years) {
  const national = Object.values(nationalUrls(years)).flat();
  const routes = routeSeriesUrls(years).concat(
    ['ATL-LAX', 'ORD-DEN', 'DFW-LAX', 'JFK-SFO', 'BOS-LAX', 'SEA-ORD'].flatMap((pair) => {
      const [origin, destination] = pair.split('-');
      return years.map(
        (year) => `/performance/route?origin=${origin}&destination=${destination}&year=${year}&month=6`,
      );
    }),
  );
  const statuses = {};
  const client = (urls, concurrency) => {
    const get = keepAliveGet(concurrency);
    return drive(
      async (i) => {
        const { status, serverMs } = await get(port, urls[i % urls.length]);
        statuses[status] = (statuses[status] ?? 0) + 1;
        return serverMs;
      },
      concurrency,
      MIXED_SECONDS,
    );
  };
  const [routeFigures, breakdownFigures] = await Promise.all([client(routes, 8), client(national, 8)]);
  return {
    seconds: MIXED_SECONDS,
    routes: routeFigures,
    breakdowns: breakdownFigures,
    statuses,
    load: load(),
  };
}

/** What a start that did not listen within START_WAIT_SECONDS took: its peak RSS and CPU seconds. */
function startTimedOut(child) {
  return {
    ready_s: null,
    not_listening_after_s: START_WAIT_SECONDS,
    start_cpu_s: cpuSeconds(child.pid),
    rss_mb: { ready: null, index: null, peak_mixed: null, peak_start: rssMb(child.pid, 'VmHWM') },
    load: load(),
  };
}

const maxP50 = (rows) => Math.max(...rows.map((row) => row.server_p50_ms));

/** Serves the store and measures it (see the file's comment); the server is stopped on the way out. */
export async function measureServing(storeDir, years) {
  const server = startServe(storeDir);
  try {
    // a start past ATSS_HISTORY_START_WAIT_SECONDS is stopped and reported with what it took so far
    const startWait = new Promise((resolve) => setTimeout(resolve, START_WAIT_SECONDS * 1000, undefined));
    const port = await Promise.race([server.listening, startWait]);
    if (port === undefined) return startTimedOut(server.child);
    const ready = await untilReady(port, server.started, server.child);
    // the index is built after /readyz; past ATSS_HISTORY_INDEX_WAIT_SECONDS the rest is measured without it
    const waited = new Promise((resolve) => setTimeout(resolve, INDEX_WAIT_SECONDS * 1000, undefined));
    const index = await Promise.race([server.built, waited]);
    const indexSeconds = index ? +((performance.now() - server.started) / 1000).toFixed(1) : null;
    const rssIndex = rssMb(server.child.pid);
    console.log(JSON.stringify({ ...ready, rss_index: rssIndex, route_index_s: indexSeconds, load: load() }));
    const national = {};
    for (const [span, urls] of Object.entries(nationalUrls(years)))
      national[span] = await sequentialP50(port, urls);
    const series = await sequentialP50(port, routeSeriesUrls(years));
    console.log(JSON.stringify({ national, series }));
    const mixed = await mixedLoad(port, years);
    return {
      rss_mb: { ready: ready.rss_ready, index: rssIndex, peak_mixed: rssMb(server.child.pid, 'VmHWM') },
      ready_s: ready.ready_s,
      route_index_s: indexSeconds,
      route_index_mb: index ? +(index.bytes / 1e6).toFixed(1) : null,
      route_index_tables: index?.tables ?? `not built within ${INDEX_WAIT_SECONDS} s`,
      national_index: index?.national,
      national_p50_ms: Object.fromEntries(
        Object.entries(national).map(([span, rows]) => [span, maxP50(rows)]),
      ),
      route_series_p50_ms: maxP50(series),
      national_urls: national,
      route_series_urls: series,
      mixed_load: mixed,
    };
  } finally {
    server.child.kill('SIGTERM');
  }
}
