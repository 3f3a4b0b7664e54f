import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { sharedDataset } from '../support/dataset.js';
import { startAtss, type AtssProcess } from '../support/server.js';

/**
 * The real server under load, on loopback only: 64 concurrent clients sending 1,024 requests, then SIGTERM
 * while requests are in flight. Behaviour only (every answer is one the service may give, none lost, memory
 * bounded): how many requests it serves per second is a benchmark figure (`npm run bench`).
 */
const { dataDir } = sharedDataset();

const startServer = (env: Record<string, string>): Promise<AtssProcess> =>
  startAtss(['serve', '--data', dataDir], { env });

async function rssMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Analytics requests the server has answered, and requests in flight (not counting this /metrics request). */
async function requestProgress(url: string): Promise<{ answered: number; inFlight: number }> {
  const text = await fetch(`${url}/metrics`).then((r) => r.text());
  let answered = 0;
  for (const match of text.matchAll(/^atss_http_requests_total\{([^}]*)\} (\d+)$/gm)) {
    if (/route="\/(performance|traffic|tickets)\//.test(match[1]!)) answered += Number(match[2]);
  }
  const inFlight = Number(/^atss_http_requests_in_flight(?:\{\})? (\d+)$/m.exec(text)?.[1] ?? NaN) - 1;
  return { answered, inFlight };
}

const URLS = [
  '/performance/breakdown?by=origin&year=2025&month=5&limit=100',
  '/performance/breakdown?by=carrier,dayofweek&start_year=2025&start_month=4&end_year=2025&end_month=9&limit=50',
  '/performance/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9',
  '/traffic/segments/breakdown?by=origin,destination&year=2025&month=6&limit=100',
  '/tickets/markets/breakdown?by=origin,destination&year=2025&quarter=2&limit=100',
  '/tickets/coupons/breakdown?by=opcarrier,origin&year=2025&month=8&limit=100',
  '/tickets/markets/route?origin=BOS&destination=LAX&year=2025&quarter=3&dataset=db1c',
  '/support/airports?q=inter',
  '/performance/route?origin=XXX&destination=LAX&year=2025&month=5',
  '/tickets/markets/breakdown?by=fare_class&year=2025&month=7',
];
const ALLOWED = new Set([200, 400, 503, 504]);

describe('under load', () => {
  it('answers 64 concurrent clients with nothing but 200/400/503/504, loses no request, bounds memory', async () => {
    const server = await startServer({ ATSS_CACHE_MB: '0' });
    const pid = server.child.pid!;
    const startRss = await rssMb(pid);
    const statuses = new Map<number | string, number>();
    let peakRss = startRss;
    const PER_CLIENT = 16;
    let n = 0;
    const client = async () => {
      for (let i = 0; i < PER_CLIENT; i += 1) {
        const url = URLS[n++ % URLS.length]!;
        const status = await fetch(`${server.url}${url}`)
          .then(async (r) => {
            await r.arrayBuffer();
            return r.status;
          })
          .catch(() => 'network-error');
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    const sampler = setInterval(() => {
      void rssMb(pid).then((mb) => {
        peakRss = Math.max(peakRss, mb);
      });
    }, 500);
    await Promise.all(Array.from({ length: 64 }, client));
    clearInterval(sampler);
    const total = [...statuses.values()].reduce((a, b) => a + b, 0);
    const unexpected = [...statuses.entries()].filter(([status]) => !ALLOWED.has(status as number));
    expect(unexpected).toEqual([]);
    // every request got an answer (a lost one is a network error, counted above)
    expect(total).toBe(64 * PER_CLIENT);
    expect(peakRss).toBeLessThan(2048);
    console.info(
      `load: ${total} requests, statuses ${JSON.stringify(Object.fromEntries(statuses))}, RSS ${Math.round(startRss)} -> peak ${Math.round(peakRss)} MB`,
    );
    expect(await server.stop('SIGTERM')).toBe(0);
  });

  it('drains in-flight requests on SIGTERM, then exits cleanly', async () => {
    // no answer may come from a deadline: at load 20 the 24 queries on one connection take minutes
    const server = await startServer({
      ATSS_CACHE_MB: '0',
      ATSS_ENGINE_CONNECTIONS: '1',
      ATSS_QUERY_TIMEOUT_MS: '600000',
      ATSS_DRAIN_TIMEOUT_MS: '600000',
    });
    const inFlight = Array.from({ length: 24 }, (_, i) =>
      fetch(`${server.url}${URLS[i % 6]}`).then(async (r) => {
        await r.arrayBuffer();
        return r.status;
      }),
    );
    // SIGTERM once the server has begun all 24 (answered or in flight), with most still waiting for the
    // single engine connection: a request still in the client's or the kernel's buffers is not in flight yet
    let progress = await requestProgress(server.url);
    while (progress.answered + progress.inFlight < inFlight.length)
      progress = await requestProgress(server.url);
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(inFlight);
    expect(statuses).toEqual(inFlight.map(() => 200));
    expect(progress.inFlight).toBeGreaterThan(0);
    expect(await server.exited).toBe(0);
    console.info(`drain: SIGTERM with ${progress.inFlight} of ${inFlight.length} requests in flight`);
  });
});
