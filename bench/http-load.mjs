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
 * True once `url` answers 200 and, for atss's `/readyz`, its route index is no longer being built or retried (it
 * is built after the start): the benchmarks measure the served path, not the first seconds after a start.
 */
export const readyToMeasure = (url) =>
  fetch(url).then(
    async (r) => r.ok && !['building', 'retrying'].includes((await r.json().catch(() => ({}))).route_index),
    () => false,
  );

/** The line `atss serve` prints once it listens, with the port it got. */
export const ATSS_SERVING = /^atss is serving the API at http:\/\/[^\s:]+:(\d+):/m;

/**
 * Spawns `process.execPath ARGS` (a server told to listen on port 0) and resolves `{ child, port }` once its
 * stdout reports the port the kernel gave it (`reported`'s first group), as test/support/server.ts does: no
 * port is derived from the process id, so parallel runs never collide. Its stdout is read (and dropped) from
 * then on; it fails when the process exits first or does not report within `timeoutMs`.
 */
export function spawnOnPort0(args, env, reported = ATSS_SERVING, timeoutMs = 300_000) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not report its port within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const onExit = (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code} before reporting its port:\n${stdout}`));
    };
    child.once('exit', onExit);
    child.stdout.on('data', (chunk) => {
      if (stdout === null) return;
      stdout += chunk.toString();
      const match = reported.exec(stdout);
      if (!match) return;
      stdout = null;
      clearTimeout(timer);
      child.off('exit', onExit);
      resolve({ child, port: Number(match[1]) });
    });
  });
}

/**
 * Starts `atss serve ARGS` on a loopback port the kernel picks (logging errors only, plus `env`; `bin`, default
 * this checkout's bin/atss.js) and waits until /readyz answers 200 with its route index settled: `{ child,
 * port }`. A server that is not ready within 2 minutes (`ATSS_BENCH_READY_SECONDS`) is stopped and the start fails.
 */
export async function startAtss(args, env = {}, bin = join(root, 'bin', 'atss.js')) {
  const { child, port } = await spawnOnPort0([bin, 'serve', ...args, '--port', '0'], {
    HOST: '127.0.0.1',
    ATSS_LOG_LEVEL: 'error',
    ...env,
  });
  // a real-volume route index takes minutes on a loaded machine: ATSS_BENCH_READY_SECONDS waits longer
  const attempts = Number(process.env.ATSS_BENCH_READY_SECONDS ?? 120) * 10;
  for (let attempt = 0; attempt < attempts && child.exitCode === null; attempt++) {
    if (await readyToMeasure(`http://127.0.0.1:${port}/readyz`)) return { child, port };
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`atss serve ${args.join(' ')} was not ready on port ${port}`);
}
