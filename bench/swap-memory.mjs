// Hot data-version swaps (issue #15): the server's RSS after each swap. Copies DATA_DIR to a temp folder,
// starts `atss serve` on it (settings from the environment, e.g. ATSS_ENGINE_IN_MEMORY; ATSS_BIN picks
// another build), then SWAPS times publishes the same data as a new version (a new manifest renamed over the
// old one, as ingest does), waits until /readyz serves it, asks a few questions, waits a second and reads
// VmRSS. Results go to bench/results/swap-memory-<date>-<in-memory|in-place>.json.
// Usage: node bench/swap-memory.mjs [DATA_DIR [SWAPS]]
import { cp, mkdtemp, readFile, rename, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../dist/config.js';
import { ensureQueryDataset } from './dataset.mjs';
import { getJson, rssMb, startServer, stopServer } from './server.mjs';

const source = process.argv[2] || ensureQueryDataset();
const swaps = Number(process.argv[3] ?? 5);
const { engineInMemory } = loadConfig();
const QUESTIONS = [
  '/performance/breakdown?by=origin&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
];

const dataDir = await mkdtemp(join(tmpdir(), 'atss-swap-memory-'));
try {
  await cp(source, dataDir, { recursive: true });
  const { child, port, readySeconds } = await startServer({ dataDir });
  try {
    for (const path of QUESTIONS) await getJson(port, path);
    const rows = [{ swap: 0, rss_mb: rssMb(child.pid), seconds_to_ready: +readySeconds.toFixed(2) }];
    console.log(JSON.stringify(rows[0]));
    for (let swap = 1; swap <= swaps; swap++) {
      const before = (await getJson(port, '/readyz')).body.data_version;
      const manifest = JSON.parse(await readFile(join(dataDir, 'manifest.json'), 'utf8'));
      manifest.published_at = new Date().toISOString();
      await writeFile(join(dataDir, 'manifest.json.tmp'), JSON.stringify(manifest));
      const published = performance.now();
      await rename(join(dataDir, 'manifest.json.tmp'), join(dataDir, 'manifest.json'));
      while ((await getJson(port, '/readyz')).body.data_version === before) {
        if (performance.now() - published > 120_000)
          throw new Error('the new version was not served in 120 s');
        await new Promise((r) => setTimeout(r, 50));
      }
      const swapSeconds = (performance.now() - published) / 1000;
      for (const path of QUESTIONS) await getJson(port, path);
      await new Promise((r) => setTimeout(r, 1000));
      rows.push({ swap, rss_mb: rssMb(child.pid), seconds_to_serve: +swapSeconds.toFixed(2) });
      console.log(JSON.stringify(rows.at(-1)));
    }
    const out = {
      benchmark: 'swap-memory',
      date: new Date().toISOString(),
      data: source,
      engine_in_memory: engineInMemory,
      bin: process.env.ATSS_BIN ?? 'bin/atss.js',
      peak_rss_mb: rssMb(child.pid, 'VmHWM'),
      rows,
    };
    const dir = join(import.meta.dirname, 'results');
    await mkdir(dir, { recursive: true });
    const file = join(
      dir,
      `swap-memory-${out.date.slice(0, 10)}-${engineInMemory ? 'in-memory' : 'in-place'}.json`,
    );
    await writeFile(file, `${JSON.stringify(out, null, 2)}\n`);
    console.log(`peak RSS ${out.peak_rss_mb} MB; written to ${file}`);
  } finally {
    await stopServer(child);
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
