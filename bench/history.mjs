// Memory and start-up against the length of the stored history (issue #15). From one store (DATA_DIR, default
// the benchmark dataset) it builds data directories holding the latest 1, 3, 6 and 12 months of on-time and
// T-100, then 12 months with 1 and 2 DB1B quarters, then everything (DB1C months too), and for each, with the
// tables copied into memory and read in place (ATSS_ENGINE_IN_MEMORY): starts `atss serve`, times it to
// /readyz, reads VmRSS, asks one national breakdown per family and reads VmRSS again. A least-squares fit
// gives the cost of a stored month (on-time + T-100), a DB1B quarter and a DB1C month, projected to 20 years
// of every family. Results go to bench/results/history-<date>.json.
// Usage: node bench/history.mjs [DATA_DIR [MODES]]   (MODES: in-memory,in-place by default)
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ensureQueryDataset } from './dataset.mjs';
import { getJson, rssMb, startServer, stopServer } from './server.mjs';

const source = process.argv[2] || ensureQueryDataset();
const modes = (process.argv[3] ?? 'in-memory,in-place').split(',');
const manifest = JSON.parse(await readFile(join(source, 'manifest.json'), 'utf8'));

/** The cost drivers, each a set of stored tables counted by their periods. */
const DRIVERS = {
  month: ['ontime', 't100_segment', 't100_market'],
  db1b_quarter: ['db1b_market', 'db1b_coupon'],
  db1c_month: ['db1c_market', 'db1c_coupon'],
};
/** Twenty years of every family. */
const TWENTY_YEARS = { month: 240, db1b_quarter: 80, db1c_month: 240 };
const driverOf = (table) => Object.keys(DRIVERS).find((driver) => DRIVERS[driver].includes(table));
const periodsOf = (driver) =>
  [...new Set(DRIVERS[driver].flatMap((t) => Object.keys(manifest.tables[t]?.partitions ?? {})))].sort();
const latest = (driver, count) => periodsOf(driver).slice(-count);

const months = periodsOf('month').length;
const quarters = periodsOf('db1b_quarter').length;
const histories = [
  ...[1, 3, 6, 12].filter((n) => n < months).map((n) => ({ month: n, db1b_quarter: 0, db1c_month: 0 })),
  ...[...Array(quarters + 1).keys()].map((q) => ({ month: months, db1b_quarter: q, db1c_month: 0 })),
  { month: months, db1b_quarter: quarters, db1c_month: periodsOf('db1c_month').length },
];

/** A data directory holding the reference tables and the latest periods `history` asks for. */
async function subsetDataDir(history) {
  const dir = await mkdtemp(join(tmpdir(), 'atss-history-'));
  const tables = {};
  for (const [table, entry] of Object.entries(manifest.tables)) {
    const driver = driverOf(table);
    const keep = driver === undefined ? undefined : new Set(latest(driver, history[driver]));
    const partitions = Object.fromEntries(
      Object.entries(entry.partitions).filter(([period]) => keep === undefined || keep.has(period)),
    );
    if (Object.keys(partitions).length === 0) continue;
    tables[table] = { ...entry, partitions };
    for (const partition of Object.values(partitions))
      for (const file of partition.files) {
        await mkdir(dirname(join(dir, file)), { recursive: true });
        await copyFile(join(source, file), join(dir, file));
      }
  }
  await writeFile(join(dir, 'manifest.json'), JSON.stringify({ ...manifest, tables }));
  return dir;
}

/** One national breakdown per family stored, at its latest period. */
function questions(history) {
  const [y, m] = latest('month', 1)[0].split('-').map(Number);
  const asked = [
    `/performance/breakdown?by=origin&year=${y}&month=${m}`,
    `/traffic/segments/breakdown?by=carrier&year=${y}&month=${m}`,
  ];
  if (history.db1b_quarter > 0) {
    const [qy, q] = latest('db1b_quarter', 1)[0].split('-Q').map(Number);
    asked.push(`/tickets/markets/breakdown?by=opcarrier&year=${qy}&quarter=${q}`);
  }
  return asked;
}

/** Least squares: coefficients (base, then one per driver) for the rows' values. */
function fit(rows, value) {
  const x = rows.map((row) => [1, ...Object.keys(DRIVERS).map((d) => row.history[d])]);
  const y = rows.map(value);
  const n = x[0].length;
  // normal equations (XᵀX) b = Xᵀy, solved by Gaussian elimination with partial pivoting
  const a = [...Array(n).keys()].map((i) => [
    ...[...Array(n).keys()].map((j) => x.reduce((s, r) => s + r[i] * r[j], 0)),
    x.reduce((s, r, k) => s + r[i] * y[k], 0),
  ]);
  for (let c = 0; c < n; c++) {
    const p = a
      .slice(c)
      .reduce((best, row, k) => (Math.abs(row[c]) > Math.abs(a[best][c]) ? c + k : best), c);
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < n; r++) {
      if (r === c || a[c][c] === 0) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k <= n; k++) a[r][k] -= f * a[c][k];
    }
  }
  const b = a.map((row, i) => row[n] / row[i]);
  return Object.fromEntries([['base', b[0]], ...Object.keys(DRIVERS).map((d, i) => [d, b[i + 1]])]);
}
const project = (coefficients) =>
  coefficients.base + Object.entries(TWENTY_YEARS).reduce((s, [d, count]) => s + coefficients[d] * count, 0);
const rounded = (object, digits) =>
  Object.fromEntries(Object.entries(object).map(([k, v]) => [k, +v.toFixed(digits)]));

const results = [];
for (const mode of modes) {
  const rows = [];
  for (const history of histories) {
    const dataDir = await subsetDataDir(history);
    try {
      const env = { ATSS_ENGINE_IN_MEMORY: String(mode === 'in-memory') };
      const { child, port, readySeconds, readyCpuSeconds, routeIndexSeconds } = await startServer({
        dataDir,
        env,
      });
      try {
        const rssReady = rssMb(child.pid);
        for (const path of questions(history)) {
          const { status } = await getJson(port, path);
          if (status !== 200) throw new Error(`${status} for ${path}`);
        }
        const row = {
          mode,
          history,
          seconds_to_ready: +readySeconds.toFixed(2),
          seconds_to_route_index: +routeIndexSeconds.toFixed(2),
          cpu_seconds_to_ready: readyCpuSeconds,
          rss_ready_mb: rssReady,
          rss_after_questions_mb: rssMb(child.pid),
        };
        rows.push(row);
        console.log(JSON.stringify(row));
      } finally {
        await stopServer(child);
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  const rss = fit(rows, (row) => row.rss_after_questions_mb);
  const seconds = fit(rows, (row) => row.seconds_to_ready);
  const cpu = fit(rows, (row) => row.cpu_seconds_to_ready);
  const summary = {
    mode,
    rss_mb: rounded(rss, 1),
    seconds_to_ready: rounded(seconds, 3),
    cpu_seconds_to_ready: rounded(cpu, 3),
    rss_mb_per_stored_year: +(12 * rss.month + 4 * rss.db1b_quarter + 12 * rss.db1c_month).toFixed(1),
    twenty_years: {
      ...TWENTY_YEARS,
      rss_mb: Math.round(project(rss)),
      seconds_to_ready: +project(seconds).toFixed(1),
    },
  };
  console.log(JSON.stringify(summary));
  results.push({ summary, rows });
}
const out = { benchmark: 'history', date: new Date().toISOString(), data: source, results };
const dir = join(import.meta.dirname, 'results');
await mkdir(dir, { recursive: true });
const file = join(dir, `history-${out.date.slice(0, 10)}.json`);
await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
console.log(`written to ${file}`);
