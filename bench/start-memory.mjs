// `npm run bench:start`: the first `npm start` as a new user runs it, on a fresh data directory: the peak RSS
// of its whole process tree (npm, the CLI, the demo build's child processes), sampled from /proc every 200 ms
// (Linux), and the seconds until the server says where it listens (on a port the kernel picks: PORT=0). Stops the server once it is ready.
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dataDir = await mkdtemp(join(tmpdir(), 'atss-start-memory-'));

async function treeRssKb(pid) {
  let total = 0;
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  for (const task of await readdir(`/proc/${pid}/task`).catch(() => [])) {
    const children = await readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '');
    for (const child of children.split(' ').filter(Boolean)) total += await treeRssKb(Number(child));
  }
  return total;
}

const started = Date.now();
const child = spawn('npm', ['start'], {
  cwd: root,
  env: { ...process.env, ATSS_DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1' },
  stdio: ['ignore', 'pipe', 'inherit'],
  detached: true,
});
let peakKb = 0;
let readySeconds;
child.stdout.on('data', (chunk) => {
  if (readySeconds === undefined && chunk.toString().includes('atss is serving the API')) {
    readySeconds = (Date.now() - started) / 1000;
    setTimeout(() => process.kill(-child.pid, 'SIGTERM'), 2000);
  }
});
const sampler = setInterval(async () => {
  peakKb = Math.max(peakKb, await treeRssKb(child.pid));
}, 200);
const deadline = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15 * 60_000);
await new Promise((resolve) => child.on('exit', resolve));
clearInterval(sampler);
clearTimeout(deadline);
await rm(dataDir, { recursive: true, force: true });
console.log(
  JSON.stringify({ peak_rss_mb: Math.round(peakKb / 1024), seconds_to_ready: readySeconds ?? null }),
);
