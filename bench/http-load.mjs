// The HTTP load of the query benchmarks: a lean keep-alive client, a fixed-concurrency driver with latency
// percentiles, and `atss serve` started on a loopback port (stopped again when it does not become ready).
import { spawn } from 'node:child_process';
import { Agent, get } from 'node:http';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/**
 * A lean HTTP GET (keep-alive, one socket per concurrent client), so the load generator's own CPU, on the same
 * cores as the server, weighs as little as possible on what is measured. Resolves the status, the server's
 * own time (its `Server-Timing: app;dur=` header) and the executor that answered (`exec;desc=`); the body is
 * read and dropped.
 */
export function keepAliveGet(concurrency) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  return (port, path) =>
    new Promise((resolve, reject) => {
      get({ host: '127.0.0.1', port, path, agent }, (response) => {
        response.on('data', () => {});
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            serverMs: Number(/app;dur=([\d.]+)/.exec(response.headers['server-timing'] ?? '')?.[1] ?? NaN),
            executor: /exec;desc=([\w-]+)/.exec(response.headers['server-timing'] ?? '')?.[1],
          }),
        );
        response.on('error', reject);
      }).on('error', reject);
    });
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const latencyStats = (latencies, prefix = '') => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    [`${prefix}p50_ms`]: +percentile(sorted, 50).toFixed(2),
    [`${prefix}p95_ms`]: +percentile(sorted, 95).toFixed(2),
    [`${prefix}p99_ms`]: +percentile(sorted, 99).toFixed(2),
  };
};

/**
 * Runs `task(i)` from `concurrency` clients for `seconds`: client latencies, and the server's own when the task
 * returns them (its Server-Timing header).
 */
export async function drive(task, concurrency, seconds) {
  const latencies = [];
  const serverLatencies = [];
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  let i = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < deadline) {
        const t = performance.now();
        const serverMs = await task(i++);
        latencies.push(performance.now() - t);
        if (typeof serverMs === 'number') serverLatencies.push(serverMs);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    ...latencyStats(latencies),
    ...(serverLatencies.length ? latencyStats(serverLatencies, 'server_') : {}),
  };
}

/**
 * True once `url` answers 200 and, for atss's `/readyz`, its route index is no longer being built (it is built
 * after the start): the benchmarks measure the served path, not the first seconds after a start.
 */
export const readyToMeasure = (url) =>
  fetch(url).then(
    async (r) => r.ok && (await r.json().catch(() => ({}))).route_index !== 'building',
    () => false,
  );

/**
 * Starts `atss serve ARGS --port PORT` on loopback (logging errors only, plus `env`) and waits until /readyz
 * answers 200; a server that is not ready within 60 s is stopped and the start fails.
 */
export async function startAtss(port, args, env = {}) {
  const child = spawn(
    process.execPath,
    [join(root, 'bin', 'atss.js'), 'serve', ...args, '--port', String(port)],
    {
      env: { ...process.env, HOST: '127.0.0.1', ATSS_LOG_LEVEL: 'error', ...env },
      stdio: 'ignore',
    },
  );
  for (let attempt = 0; attempt < 600 && child.exitCode === null; attempt++) {
    const ready = await readyToMeasure(`http://127.0.0.1:${port}/readyz`);
    if (ready) return child;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`atss serve ${args.join(' ')} was not ready on port ${port}`);
}
