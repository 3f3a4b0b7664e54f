// `npm run bench:first-start`: a fresh clone's first `npm start` (issue #42 point 1), repeated: an empty data
// directory, `npm start` (which installs the prebuilt demo store shipped in demo-data/), then the seconds until
// the first 200 on a demo query (polled every 100 ms) and the peak RSS of the whole process tree (npm, the CLI,
// the server), sampled from /proc every 100 ms (Linux). The machine's load (1-minute average) is recorded with
// each run. Writes bench/results/first-start-<date>.json. Usage: node bench/first-start.mjs [runs=5]
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const runs = Number(process.argv[2] ?? 5);
const QUERY = '/performance/route?origin=ATL&destination=LAX&year=2025&month=6';

async function treeRssKb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  let total = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const child of children.split(' ').filter(Boolean)) total += await treeRssKb(Number(child));
  }
  return total;
}

async function firstStart() {
  const dataDir = await mkdtemp(join(tmpdir(), 'atss-first-start-'));
  const loadBefore = loadavg()[0];
  const started = Date.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, ATSS_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'ignore'],
    detached: true,
  });
  let peakKb = 0;
  const sampler = setInterval(async () => {
    peakKb = Math.max(peakKb, await treeRssKb(child.pid));
  }, 100);
  const url = await new Promise((resolve) => {
    child.stdout.on('data', (chunk) => {
      const match = /serving the API at (http:\/\/[^:]+:\d+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
  });
  let status = 0;
  while (status !== 200) {
    status = await fetch(`${url}${QUERY}`).then(
      (r) => r.status,
      () => 0,
    );
    if (status !== 200) await new Promise((r) => setTimeout(r, 100));
  }
  const seconds = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 300));
  clearInterval(sampler);
  process.kill(-child.pid, 'SIGTERM');
  await new Promise((resolve) => child.on('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
  return { seconds_to_first_200: seconds, peak_rss_mb: Math.round(peakKb / 1024), load_1m: loadBefore };
}

const results = [];
for (let i = 0; i < runs; i += 1) {
  const result = await firstStart();
  results.push(result);
  console.log(JSON.stringify(result));
}
const sorted = (key) => results.map((r) => r[key]).sort((a, b) => a - b);
const summary = {
  query: QUERY,
  runs,
  seconds_to_first_200: {
    min: sorted('seconds_to_first_200')[0],
    max: sorted('seconds_to_first_200').at(-1),
  },
  peak_rss_mb: { min: sorted('peak_rss_mb')[0], max: sorted('peak_rss_mb').at(-1) },
  load_1m: { min: sorted('load_1m')[0], max: sorted('load_1m').at(-1) },
  results,
};
const day = new Date().toISOString().slice(0, 10);
await writeFile(
  join(root, 'bench', 'results', `first-start-${day}.json`),
  `${JSON.stringify(summary, null, 2)}\n`,
);
console.log(JSON.stringify({ ...summary, results: undefined }));
