import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHIPPED_DEMO_DIR } from '../../src/demo/shipped.js';
import { MANIFEST_FILE, STORE_DIR } from '../../src/storage/manifest.js';
import { openTestApp, type TestApp } from '../support/app.js';
import { testDir } from '../support/dataset.js';

const ROOT = join(import.meta.dirname, '..', '..');

/** The API paths the README shows a user: `localhost:8080/...` URLs and backticked `/area/...?...` examples. */
export function readmeExamplePaths(readme: string): string[] {
  const urls = [...readme.matchAll(/localhost:8080(\/[^\s'"`<>)]+)/g)].map((m) => m[1]!);
  const inline = [...readme.matchAll(/`(\/(?:performance|traffic|tickets|support)[^`\s]*\?[^`\s]*)`/g)].map(
    (m) => m[1]!,
  );
  return [...new Set([...urls, ...inline])].filter((path) => !path.startsWith('/mcp'));
}

/**
 * Whether an example asks for a month before the demo's first (2024-07): the README's examples of real
 * downloads (the January 2024 international T-100 sample), which the demo does not hold.
 */
const beforeDemo = (path: string): boolean => /[?&]year=2024&month=[1-6](&|$)/.test(path);

/** Every finite number anywhere in an answer's `results`. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(numbersIn);
  if (value !== null && typeof value === 'object') return Object.values(value).flatMap(numbersIn);
  return [];
}

/**
 * Issue #42 point 3: every example the top-level README gives answers 200 on the demo `npm start` installs (the
 * prebuilt store in demo-data/), with data in it, and the headline examples with numbers of a real size.
 */
describe('the README examples on the demo store', () => {
  let test: TestApp;
  let paths: string[];

  beforeAll(async () => {
    const dataDir = await testDir('readme-demo');
    await cp(join(SHIPPED_DEMO_DIR, STORE_DIR), join(dataDir, STORE_DIR), { recursive: true });
    await cp(join(SHIPPED_DEMO_DIR, MANIFEST_FILE), join(dataDir, MANIFEST_FILE));
    test = await openTestApp(dataDir);
    paths = readmeExamplePaths(await readFile(join(ROOT, 'README.md'), 'utf8'));
  }, 900_000);
  afterAll(() => test?.close());

  it('finds the examples (the quick start, the curl lines, the inline ones)', () => {
    expect(paths).toContain('/performance/route?origin=ATL&destination=LAX&year=2025&month=6');
    expect(paths.length).toBeGreaterThan(5);
  });

  it('answers each with a 200 holding data', async () => {
    for (const path of paths.filter((p) => !beforeDemo(p))) {
      const response = await test.app.inject(path);
      expect(response.statusCode, `${path}: ${response.body.slice(0, 400)}`).toBe(200);
      if (!String(response.headers['content-type'] ?? '').includes('json')) continue;
      const body = response.json<{ results?: unknown }>();
      if (body.results === undefined) continue;
      expect(
        numbersIn(body.results).some((n) => n > 0),
        `${path} answers no positive number: ${response.body.slice(0, 400)}`,
      ).toBe(true);
    }
  }, 900_000);

  it('gives ATL-LAX a real month of flights and New York its BTS city market', async () => {
    const route = await test.app.inject('/performance/route?origin=ATL&destination=LAX&year=2025&month=6');
    const flights = route.json<{ result: { flights: { value: number } } }>().result.flights.value;
    // BTS: about 13 scheduled departures a day ATL to LAX (Delta most of them), some 400 in June; the demo is a
    // fifth of real volume (scale 0.2) and sizes its routes to within 2x of real x 0.2 (docs/demo-data.md): 40-160
    expect(flights).toBeGreaterThan(40);
    expect(flights).toBeLessThan(160);
    const markets = await test.app.inject('/support/city-markets?q=new%20york');
    const body = markets.json<{ results: { city_market_id: number; airports: string[] }[] }>();
    const newYork = body.results.find((m) => m.city_market_id === 31703);
    expect(newYork?.airports).toEqual(['EWR', 'JFK', 'LGA']);
  });
});
