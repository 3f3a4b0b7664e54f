// Twenty years of history, measured (issue #46): generates 2006-2025 of every family part by part
// (bench/history-20y-generate.mjs: the network's full cardinalities, fewer rows per route), ingests each part
// into one store (seconds and peak RSS per part), copies a generated year to the years not generated
// (ATSS_HISTORY_GENERATED; bench/history-20y-replicate.mjs), serves the store and measures memory, start-up, the
// route index and national and route latencies over the whole history (bench/history-20y-serve.mjs), then
// publishes it (or ATSS_HISTORY_CLUSTER_YEARS of it) to a two-shard ClickHouse cluster on loopback and compares
// the answers (bench/history-20y-clickhouse.mjs). Resumable: a part generated or ingested, a year copied, is
// recorded in WORK_DIR/progress.json and skipped on the next run. Results: bench/results/history-20y-<date>.json.
// Usage: node bench/history-20y.mjs [STEPS]   (STEPS: generate,ingest,replicate,serve,clickhouse by default)
// ATSS_HISTORY_DIR: the work folder (default bench/data/history-20y; never committed); ATSS_HISTORY_FLIGHT_SHARE,
// ATSS_HISTORY_TICKET_SHARE: the rows per route kept (defaults below); ATSS_HISTORY_YEARS: e.g. 2006-2025;
// ATSS_HISTORY_GENERATE_WORKERS: parts generated at once (1).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const work = process.env.ATSS_HISTORY_DIR || join(root, 'bench', 'data', 'history-20y');
const [firstYear, lastYear] = (process.env.ATSS_HISTORY_YEARS ?? '2006-2025').split('-').map(Number);
const YEARS = Array.from({ length: lastYear - firstYear + 1 }, (_, k) => firstYear + k);
/**
 * The years generated and ingested (ATSS_HISTORY_GENERATED, e.g. 2006,2025; all by default); the others are
 * copies of a generated full year in the store with the year changed (replicate.mjs): the same cardinalities.
 */
const GENERATED = process.env.ATSS_HISTORY_GENERATED?.split(',').map(Number) ?? YEARS;
/** What is generated and ingested: the years, and the DB1C months alone when 2025 is a copy. */
const PARTS = GENERATED.includes(2025) ? GENERATED : [...GENERATED, 'db1c'];
/** The share of each carrier-route's flights and of each O&D pair's tickets kept (history-20y-generate.mjs). */
export const SCALE = {
  flight_share: Number(process.env.ATSS_HISTORY_FLIGHT_SHARE ?? 0.1),
  ticket_share: Number(process.env.ATSS_HISTORY_TICKET_SHARE ?? 0.01),
};
const steps = (process.argv[2] ?? 'generate,ingest,replicate,serve,clickhouse').split(',');
const storeDir = join(work, 'store');
const rawDir = (year) => join(work, 'raw', String(year));
const progressFile = join(work, 'progress.json');
const load = () => loadavg().map((l) => +l.toFixed(1));

mkdirSync(work, { recursive: true });
const progress = existsSync(progressFile)
  ? JSON.parse(readFileSync(progressFile, 'utf8'))
  : { scale: SCALE, generate: {}, ingest: {} };
const save = () => writeFileSync(progressFile, `${JSON.stringify(progress, null, 2)}\n`);

/** Runs `node ARGS` under /usr/bin/time: its wall seconds, peak RSS (MB) and the last line it printed. */
function timed(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('/usr/bin/time', ['-f', 'TIMED %e %M', process.execPath, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      const measured = /TIMED ([\d.]+) (\d+)/.exec(stderr);
      if (code !== 0 || !measured) return reject(new Error(`${args.join(' ')} failed (${code}): ${stderr}`));
      const lines = stdout.trim().split('\n');
      resolve({
        seconds: +measured[1],
        peak_rss_mb: Math.round(Number(measured[2]) / 1024),
        out: lines.at(-1),
      });
    });
  });
}

/** Generated years not ingested yet are ingested while the next are generated; this many years at a time. */
const GENERATE_WORKERS = Number(process.env.ATSS_HISTORY_GENERATE_WORKERS ?? 1);
const generated = (year) => Boolean(progress.generate[year]) && existsSync(rawDir(year));

/** Generates each year (and the reference files) not generated yet, into a folder renamed when complete. */
async function generate() {
  const queue = ['reference', ...PARTS].filter((year) => !generated(year));
  const worker = async () => {
    for (let year = queue.shift(); year !== undefined; year = queue.shift()) await generateYear(year);
  };
  await Promise.all(Array.from({ length: GENERATE_WORKERS }, worker));
}

async function generateYear(year) {
  const partial = `${rawDir(year)}.partial`;
  rmSync(partial, { recursive: true, force: true });
  const script = join(root, 'bench', 'history-20y-generate.mjs');
  const args = [script, partial, String(year), String(SCALE.flight_share), String(SCALE.ticket_share)];
  const run = await timed(args);
  renameSync(partial, rawDir(year));
  progress.generate[year] = {
    seconds: run.seconds,
    peak_rss_mb: run.peak_rss_mb,
    rows: JSON.parse(run.out),
    load: load(),
  };
  save();
  console.log(JSON.stringify({ generated: year, ...progress.generate[year] }));
}

/** Ingests each generated year not ingested yet into the one store (the reference files with the first). */
async function ingest(waitForYears) {
  for (const year of PARTS) {
    // the copies are made while the DB1C months are generated (both write the manifest: one at a time)
    if (year === 'db1c' && steps.includes('replicate')) await replicate();
    if (progress.ingest[year]) continue;
    while (waitForYears && !(generated(year) && generated('reference')))
      await new Promise((r) => setTimeout(r, 5000));
    const inputs = year === PARTS[0] ? [rawDir('reference'), rawDir(year)] : [rawDir(year)];
    const run = await timed([join(root, 'bin', 'atss.js'), 'ingest', ...inputs, '--data', storeDir]);
    progress.ingest[year] = { seconds: run.seconds, peak_rss_mb: run.peak_rss_mb, load: load() };
    save();
    console.log(JSON.stringify({ ingested: year, ...progress.ingest[year] }));
  }
}

/** Seconds and the largest peak RSS over the years' records. */
const totals = (records) => ({
  seconds: +Object.values(records)
    .reduce((sum, r) => sum + r.seconds, 0)
    .toFixed(1),
  peak_rss_mb: Math.max(...Object.values(records).map((r) => r.peak_rss_mb)),
});

await Promise.all([
  steps.includes('generate') ? generate() : undefined,
  steps.includes('ingest') ? ingest(steps.includes('generate')) : undefined,
]);
/** Copies a generated full year (before 2025, whose DB1B ends with Q2) to every year not generated. */
async function replicate() {
  const sources = GENERATED.filter((year) => year < 2025);
  const copies = YEARS.filter((year) => !GENERATED.includes(year) && !progress.replicate?.[year]).map(
    (year, k) => ({ year, source: sources[k % sources.length] }),
  );
  if (copies.length === 0) return;
  const { replicateYears } = await import('./history-20y-replicate.mjs');
  const run = await replicateYears(storeDir, copies);
  progress.replicate = {
    ...progress.replicate,
    ...Object.fromEntries(copies.map((c) => [c.year, { from: c.source }])),
  };
  progress.replicate_run = { ...run, years: copies.length, load: load() };
  save();
  console.log(JSON.stringify({ replicated: copies, ...run }));
}

if (steps.includes('replicate')) await replicate();
// ATSS_HISTORY_RESULT_SUFFIX (e.g. `b`): a second result file of the same day, beside the first
const resultFile = join(
  root,
  'bench',
  'results',
  `history-20y-${new Date().toISOString().slice(0, 10)}${process.env.ATSS_HISTORY_RESULT_SUFFIX ?? ''}.json`,
);
/** What the scale shares mean (bench/history-20y-generate.mjs). */
const SCALE_RULES = {
  t100: 'every segment of each month at scale 1',
  ontime: 'flight_share of each carrier-route month of the scale-1 schedule, at least 1 flight',
  db1b_db1c:
    'the O&D pairs a scale-1 sample draws (each with its chance), each with ticket_share of its scale-1 itineraries, at least 1.5 on average',
};

/** The stored history: periods per family and rows per table, from the store's manifest. */
function storeFigures() {
  const file = join(storeDir, 'manifest.json');
  if (!existsSync(file)) return {};
  const { tables } = JSON.parse(readFileSync(file, 'utf8'));
  const periods = (table) => Object.keys(tables[table]?.partitions ?? {}).length;
  const stored = Object.fromEntries(
    Object.entries(tables).map(([table, entry]) => [
      table,
      Object.values(entry.partitions).reduce((sum, partition) => sum + partition.rows, 0),
    ]),
  );
  return {
    months: periods('ontime'),
    db1b_quarters: periods('db1b_market'),
    db1c_months: periods('db1c_market'),
    stored_rows: stored,
  };
}

/** Adds `measured` to the result file (read again first: the serve and cluster steps may run as two processes). */
function record(measured) {
  const result = existsSync(resultFile) ? JSON.parse(readFileSync(resultFile, 'utf8')) : {};
  Object.assign(result, measured, {
    benchmark: 'history-20y',
    date: new Date().toISOString(),
    ...storeFigures(),
    scale: { ...progress.scale, ...SCALE_RULES },
    generate: { parts: progress.generate, all: totals(progress.generate) },
    ingest: { parts: progress.ingest, all: totals(progress.ingest) },
    generated_years: GENERATED,
    replicated_years: progress.replicate ?? {},
    replicate: progress.replicate_run,
  });
  mkdirSync(join(root, 'bench', 'results'), { recursive: true });
  writeFileSync(resultFile, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`written to ${resultFile}`);
}

record({});
if (steps.includes('serve')) {
  const { measureServing } = await import('./history-20y-serve.mjs');
  record(await measureServing(storeDir, YEARS));
}
if (steps.includes('clickhouse')) {
  const { measureClickHouse } = await import('./history-20y-clickhouse.mjs');
  // ATSS_HISTORY_CLUSTER_YEARS (e.g. 2025 or 2024-2025): publish only those years' partitions (all by default)
  const [from, to = from] = (process.env.ATSS_HISTORY_CLUSTER_YEARS ?? `${YEARS[0]}-${YEARS.at(-1)}`)
    .split('-')
    .map(Number);
  const clusterYears = YEARS.filter((year) => year >= from && year <= to);
  record({ clickhouse: await measureClickHouse(storeDir, YEARS, clusterYears) });
}
