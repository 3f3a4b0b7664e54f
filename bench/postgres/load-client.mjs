// The lean load client of the comparison (the same shape as the query benchmark's): keep-alive, one socket per
// concurrent client, bodies drained unparsed, so the load generator's own CPU, on the same cores as the servers,
// weighs as little as possible. Every loop is bounded in time and count.
import { Agent, get } from 'node:http';

/**
 * GET on loopback: status, content type, body text and headers when asked, the server's own time from `Server-Timing: app;dur=` and the
 * executor it names.
 */
export const httpGet = (agent, port, path, { body = false } = {}) =>
  new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => body && chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          contentType: response.headers['content-type'],
          headers: body ? response.headers : undefined,
          body: body ? Buffer.concat(chunks).toString('utf8') : undefined,
          serverMs: Number(/app;dur=([\d.]+)/.exec(response.headers['server-timing'] ?? '')?.[1] ?? NaN),
          // atss names the executor that answered (`exec;desc=route-index` or `exec;desc=engine`)
          executor: /exec;desc=([\w-]+)/.exec(response.headers['server-timing'] ?? '')?.[1],
        }),
      );
      response.on('error', reject);
    }).on('error', reject);
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const latencyStats = (values, prefix) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    [`${prefix}p50_ms`]: +percentile(sorted, 50).toFixed(3),
    [`${prefix}p99_ms`]: +percentile(sorted, 99).toFixed(3),
  };
};

/** At most this many requests per measurement, whatever the duration. */
const MAX_REQUESTS = 5_000_000;

/**
 * `clients` keep-alive clients asking `urls` in turn on `port` for `seconds`; raw latencies, into `into`. Every
 * answer must have `status`.
 */
async function slice(port, urls, clients, seconds, into, status = 200) {
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (performance.now() < deadline && next < MAX_REQUESTS) {
          const url = urls[next++ % urls.length];
          const asked = performance.now();
          const answer = await httpGet(agent, port, url);
          if (answer.status !== status) throw new Error(`${answer.status} for ${url} on port ${port}`);
          const { serverMs } = answer;
          into.client.push(performance.now() - asked);
          into.server.push(serverMs);
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  into.seconds += (performance.now() - started) / 1000;
}

/** Slices per measurement: the servers take turns, so a change in the shared machine's load weighs on both. */
const SLICES = 5;

/** CPU seconds (user + system) of this process: the load generator's own, on the same cores as the servers. */
const ownCpuSeconds = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
};

/** What `cpu()` gives after minus before, per part (a part absent before counts from 0: a process started since). */
const cpuSpent = (before, after) =>
  Object.fromEntries(Object.entries(after).map(([part, s]) => [part, s - (before[part] ?? 0)]));

/**
 * Drives each server (by port) with `clients` concurrent keep-alive clients asking `urls` in turn, for `seconds`
 * in all, in SLICES turns side by side: per server, requests per second and client-side and server-side
 * p50/p99, and the CPU spent per request by the load generator (this process) and, for a server given with
 * `cpu` (a function giving CPU seconds so far by part, e.g. `{ api, postgres }`), by each part of the server. A
 * server given as `{ port, urls }` is asked its own URLs instead (e.g. a bare Fastify route measured in the same
 * turns as the ceiling of the machine and client). Any status but 200 (or the target's `status`: a class of
 * refusals) stops the run with the URL.
 */
export async function driveSideBySide(ports, urls, clients, seconds) {
  const targets = ports.map((target) =>
    typeof target === 'number' ? { port: target, urls } : { urls, ...target },
  );
  const runs = targets.map(() => ({ client: [], server: [], seconds: 0, clientCpu: 0, serverCpu: {} }));
  for (let turn = 0; turn < SLICES; turn++)
    for (const [i, target] of targets.entries()) {
      const run = runs[i];
      const serverBefore = target.cpu?.() ?? {};
      const clientBefore = ownCpuSeconds();
      await slice(target.port, target.urls, clients, seconds / SLICES, run, target.status);
      run.clientCpu += ownCpuSeconds() - clientBefore;
      for (const [part, s] of Object.entries(cpuSpent(serverBefore, target.cpu?.() ?? {})))
        run.serverCpu[part] = (run.serverCpu[part] ?? 0) + s;
    }
  const usPerRequest = (s, run) => Math.round((s * 1e6) / Math.max(1, run.client.length));
  return runs.map((run) => ({
    requests: run.client.length,
    rps: Math.round(run.client.length / run.seconds),
    ...latencyStats(run.client, 'client_'),
    ...latencyStats(run.server, 'server_'),
    cpu_us_per_request: {
      load_generator: usPerRequest(run.clientCpu, run),
      ...Object.fromEntries(Object.entries(run.serverCpu).map(([part, s]) => [part, usPerRequest(s, run)])),
    },
  }));
}
