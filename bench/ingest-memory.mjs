// Where an ingest's memory peaks (issue #28): runs `atss ingest PATH... --data DATA_DIR` and samples the
// process's RSS every 250 ms, and the size of the engine's spill folder (the staging area's `tmp/`) every 2 s;
// prints each step the ingest reports (a file read, a table built) with the largest RSS seen until the next one,
// then the peak (VmHWM), the largest spill and the wall time. Settings come from the environment (for example
// `ATSS_INGEST_MEMORY_LIMIT=3GB`). Usage: node bench/ingest-memory.mjs DATA_DIR PATH...
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { createInterface } from 'node:readline';

const root = join(import.meta.dirname, '..');
const [dataDir, ...paths] = process.argv.slice(2);
if (!dataDir || paths.length === 0) throw new Error('usage: node bench/ingest-memory.mjs DATA_DIR PATH...');

const statusMb = (pid, field) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Math.round(Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
};

/** Bytes under a folder (files only), 0 when it is gone. */
function folderBytes(dir) {
  let total = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    try {
      total += entry.isDirectory() ? folderBytes(path) : statSync(path).size;
    } catch {
      // removed meanwhile
    }
  }
  return total;
}
const spillMb = () =>
  Math.round(
    readdirSync(dataDir)
      .filter((name) => name.startsWith('.staging-'))
      .reduce((total, name) => total + folderBytes(join(dataDir, name, 'tmp')), 0) /
      2 ** 20,
  );

const loadAtStart = loadavg();
const started = performance.now();
const child = spawn(process.execPath, [join(root, 'bin', 'atss.js'), 'ingest', ...paths, '--data', dataDir], {
  stdio: ['ignore', 'inherit', 'pipe'],
});
const seconds = () => +((performance.now() - started) / 1000).toFixed(1);
const steps = [{ step: 'start', at_s: 0, max_rss_mb: 0 }];
let peakMb = 0;
let maxSpillMb = 0;
const sample = setInterval(() => {
  const rss = statusMb(child.pid, 'VmRSS');
  peakMb = Math.max(peakMb, statusMb(child.pid, 'VmHWM'));
  const step = steps.at(-1);
  step.max_rss_mb = Math.max(step.max_rss_mb, rss);
}, 250);
const spill = setInterval(() => (maxSpillMb = Math.max(maxSpillMb, spillMb())), 2000);
createInterface({ input: child.stderr }).on('line', (line) => {
  process.stderr.write(`[${seconds()} s, ${statusMb(child.pid, 'VmRSS')} MB] ${line}\n`);
  steps.push({ step: line.slice(0, 160), at_s: seconds(), max_rss_mb: statusMb(child.pid, 'VmRSS') });
});
const code = await new Promise((resolve) => child.on('exit', resolve));
clearInterval(sample);
clearInterval(spill);
console.log(
  JSON.stringify(
    {
      benchmark: 'ingest memory',
      date: new Date().toISOString(),
      paths,
      memory_limit: process.env.ATSS_INGEST_MEMORY_LIMIT ?? 'default',
      exit_code: code,
      wall_s: seconds(),
      peak_rss_mb: peakMb,
      max_spill_mb: maxSpillMb,
      load_average: { start: loadAtStart, end: loadavg() },
      // the steps during which RSS came within 10% of the peak
      peak_steps: steps.filter((s) => s.max_rss_mb >= 0.9 * peakMb),
    },
    null,
    2,
  ),
);
