import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SHIPPED_DEMO_DIR } from '../../src/demo/shipped.js';
import { SERVICE_LINKS } from '../../src/http/system-routes.js';
import { testDir } from '../support/dataset.js';
import { startAtss } from '../support/server.js';

/**
 * `npm start` as a new user runs it: an empty data directory, the built CLI (`npm test` builds it first),
 * a demo dataset generated and ingested, then the API served. A tiny demo scale keeps the test short.
 */
describe('atss start', () => {
  it('installs the prebuilt demo store into an empty data directory and serves it, generating nothing', async () => {
    const dataDir = await testDir('start-prebuilt');
    const server = await startAtss(['start', '--data', dataDir], {
      env: { ATSS_LOG_LEVEL: 'warn' },
      startTimeoutMs: 900_000,
    });
    try {
      const { stderr } = server.output();
      expect(stderr).toMatch(
        /^Installing the demo dataset: copying the prebuilt store \(synthetic data in BTS formats\)\.\.\.\nDemo dataset installed in [\d.]+ s\n$/,
      );
      expect(existsSync(join(dataDir, '.demo-build'))).toBe(false);
      // the shipped store as it is: the same manifest (its hash is the data_version), so the same files
      expect(await readFile(join(dataDir, 'manifest.json'), 'utf8')).toBe(
        await readFile(join(SHIPPED_DEMO_DIR, 'manifest.json'), 'utf8'),
      );
      const response = await fetch(
        `${server.url}/performance/breakdown?by=carrier&start_year=2024&start_month=7&end_year=2025&end_month=12&limit=3`,
      );
      expect(response.status).toBe(200);
      const body = (await response.json()) as { meta: { periods: unknown[] }; results: unknown[] };
      expect(body.meta.periods).toHaveLength(18);
      expect(body.results.length).toBeGreaterThan(0);
    } finally {
      await server.stop();
    }
  }, 1_200_000);

  it('builds the demo dataset into an empty data directory and serves it', async () => {
    const dataDir = await testDir('start');
    // the port (0: the kernel picks one) is known once the server reports it, after the demo is built
    const server = await startAtss(['start', '--data', dataDir], {
      env: { ATSS_DEMO_SCALE: '0.001', ATSS_LOG_LEVEL: 'warn' },
      // building the demo (twelve months generated and ingested) takes minutes at load 20
      startTimeoutMs: 900_000,
    });
    try {
      const url = server.url;
      const ready = await fetch(`${url}/readyz`).then((r) => r.json() as Promise<{ status?: string }>);
      expect(ready.status).toBe('ready');
      const route = await fetch(`${url}/performance/breakdown?by=carrier&limit_results=true&limit=3`);
      expect(route.status).toBe(200);
      const body = (await route.json()) as { meta: { mode: string; periods: unknown[] }; results: unknown[] };
      expect(body.meta.mode).toBe('range');
      expect(body.meta.periods).toHaveLength(12);
      const docs = await fetch(`${url}/docs`);
      expect(docs.status).toBe(200);
      const { stdout, stderr } = server.output();
      // off a terminal: one plain line per build phase, one when built, then one saying where everything is
      expect(stderr).toMatch(
        /^Building the demo dataset: generating BTS files\.\.\.\nBuilding the demo dataset: ingesting them\.\.\.\nDemo dataset built in [\d.]+ s\n$/,
      );
      // where the docs and the explorer are, as the service declares its links (`npm test` built the explorer)
      const { docs: docsPath, explore } = SERVICE_LINKS;
      expect(stdout).toBe(
        `atss is serving the API at ${url}: docs at ${url}${docsPath}, explorer at ${url}${explore}\n`,
      );
      expect((await fetch(`${url}${explore}`)).status).toBe(200);
    } finally {
      await server.stop();
    }
  }, 1_200_000);
});
