import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot, ServiceContext } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { sharedDataset } from '../support/dataset.js';

/**
 * Issue #24 point 2: a request is answered from one data version, from its first hook to its last byte. The
 * context below swaps versions after EVERY read of the current one (the worst a hot swap can do to a request:
 * deterministic, no timing), so a request that read the version twice (ETag key, handler, Last-Modified) would
 * pair one version's ETag or Last-Modified with the other's body. Each answer's ETag and Last-Modified must be
 * exactly those the same request gets from a server that only ever has the version its body names.
 */
const backend = duckdbBackend({ dataDir: sharedDataset().dataDir, engineConnections: 1, engineThreads: 1 });
let base: DataSnapshot;
const versions: Record<string, DataSnapshot> = {};
const apps: FastifyInstance[] = [];

/** A context that gives A, then B, then A... : a new version is swapped in after each read. */
function swappingAfterEveryRead(a: DataSnapshot, b: DataSnapshot): ServiceContext {
  let reads = 0;
  const read = (): DataSnapshot => (reads++ % 2 === 0 ? a : b);
  return { current: read, hold: () => ({ snapshot: read(), release: () => undefined }) };
}

beforeAll(async () => {
  base = await openSnapshot(backend, { routeIndex: 'off' });
  for (const [id, published] of [
    ['version-a', '2030-01-01T00:00:00Z'],
    ['version-b', '2031-06-15T12:00:00Z'],
  ] as const) {
    versions[id] = { ...base, dataVersion: id, publishedAt: new Date(published) };
  }
});

afterAll(async () => {
  for (const app of apps) await app.close();
  await base.engine.close();
  await backend.close();
});

async function appOver(context: ServiceContext): Promise<FastifyInstance> {
  const app = await buildApp({ context, delivery: { cacheMb: 0 } });
  apps.push(app);
  return app;
}

describe('one request, one snapshot', () => {
  it.each([
    '/performance/route?origin=PHX&destination=SAN&year=2025&month=5',
    '/traffic/segments/breakdown?by=carrier&year=2025&month=5&limit=3',
  ])('pairs the ETag and Last-Modified of %s with the version its body answers from', async (url) => {
    const swapping = await appOver(swappingAfterEveryRead(versions['version-a']!, versions['version-b']!));
    const fixed = {
      'version-a': await appOver(staticContext(versions['version-a']!)),
      'version-b': await appOver(staticContext(versions['version-b']!)),
    };
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await swapping.inject(url);
      expect(response.statusCode, response.body).toBe(200);
      const version = response.json().meta.data_version as keyof typeof fixed;
      expect(Object.keys(fixed)).toContain(version);
      const expected = await fixed[version].inject(url);
      expect(expected.json()).toEqual(response.json());
      expect(response.headers.etag).toBe(expected.headers.etag);
      expect(response.headers['last-modified']).toBe(versions[version]!.publishedAt.toUTCString());
    }
  });
});
