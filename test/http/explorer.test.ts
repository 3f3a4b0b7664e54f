import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import type { FastifyInstance } from 'fastify';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/** `/explore` and its bundled assets (built by `npm run build`, which `npm test` runs first). */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  app = await buildApp({
    context: staticContext(snapshot),
    delivery: { apiKeys: ['explorer-test-key-0123456789'] },
  });
});
afterAll(async () => {
  await app.close();
  await snapshot.engine.close();
});

describe('GET /explore', () => {
  it('serves the page and the bundled assets it names, open even when API keys are required', async () => {
    const page = await app.inject('/explore?view=route&area=performance');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-cache');
    const assets = [...page.body.matchAll(/(?:src|href)="(\/explore\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    // the stylesheet, the script, and the chunks it preloads
    expect(new Set(assets.map((a) => a.split('.').at(-1)))).toEqual(new Set(['css', 'js']));
    for (const asset of assets) {
      const response = await app.inject(asset);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        asset.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/css; charset=utf-8',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    // the page is open; the data it asks for is not
    expect((await app.inject('/performance/breakdown?by=carrier&year=2025&month=6')).statusCode).toBe(401);
  });

  it('answers a problem document for any other asset name, never a file outside the bundle', async () => {
    for (const path of [
      '/explore/assets/missing-ABC.js',
      '/explore/assets/..%2F..%2Fpackage.json',
      '/explore/assets/index.html',
      '/explore/assets/explorer.js.map',
    ]) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ type: '/problems/not-found', status: 404 });
    }
  });

  it('is linked from the service index', async () => {
    const index = await app.inject('/');
    expect(index.json().links.explore).toBe('/explore');
  });
});
