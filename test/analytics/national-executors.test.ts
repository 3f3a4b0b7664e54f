import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { byChoices } from '../../src/catalog/dimensions.js';
import type { EndpointDef } from '../../src/catalog/types.js';
import { parseFilterValue } from '../../src/query/dimension-kinds/index.js';
import { loadedPeriods } from '../../src/query/plan.js';
import { codeAt } from '../../src/route-index/columns.js';
import { ROUTE_COLUMNS } from '../../src/storage/rollups.js';
import { openTestApp, type TestApp } from '../support/app.js';

/**
 * National breakdowns answered from the route index's one-dimension rollups equal the engine's answers: every
 * `by` of every breakdown endpoint for every dataset (and by=total), over a single period, the whole stored
 * range period by period, the range combined and sorted by a ratio, sorted by the dimension, with
 * compare=previous_year, by=total filtered on each dimension (a period, a combined range), and DB1C normalized to
 * DB1B and by quarter (three months a group). The whole JSON bodies must be equal. Each of these requests is the index's to answer (the
 * `Server-Timing` executor says so); one needing another column, a distribution statistic or an airport
 * attribute is the engine's.
 */
const { dataDir } = inject('dataset');
let engine: TestApp;
let indexed: TestApp;

beforeAll(async () => {
  engine = await openTestApp(dataDir, { routeIndex: 'off' });
  indexed = await openTestApp(dataDir, { routeIndex: 'rollups' });
});
afterAll(async () => {
  await engine?.close();
  await indexed?.close();
});

async function answer(app: TestApp, url: string): Promise<{ body: unknown; executor: string | undefined }> {
  const response = await app.app.inject(url);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  const timing = String(response.headers['server-timing']);
  return { body: response.json(), executor: /exec;desc=([\w-]+)/.exec(timing)?.[1] };
}

/** The value of a dimension's column held most often in the rollup of it that the API accepts as a filter. */
function filterValue(endpoint: EndpointDef, table: string, filterId: string): string | undefined {
  const filter = endpoint.filters.find((f) => f.id === filterId);
  const national = indexed.snapshot.routeIndex!.national.get(`${table}__by_${filter?.column}`);
  if (filter === undefined || national === undefined) return undefined;
  const counts = new Map<unknown, number>();
  for (let row = 0; row < national.rows; row++) {
    const value = national.groups.values[codeAt(national.groups, row)];
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([value]) => value)
    .filter((value) => value !== null && value !== undefined)
    .map(String)
    .find((value) => parseFilterValue(filter, value, indexed.snapshot.reference).ok);
}

interface Case {
  readonly url: string;
  /** Whether the route index answers it (else the engine). */
  readonly national: boolean;
}

const applies =
  (dataset: string) =>
  (item: { readonly datasets?: readonly string[] }): boolean =>
    item.datasets === undefined || item.datasets.includes(dataset);

function casesFor(endpoint: EndpointDef, dataset: string): Case[] {
  const source = endpoint.family.sources.find((s) => s.dataset === dataset)!;
  const grain = source.storedGrain;
  const periods = loadedPeriods(indexed.snapshot.manifest, source.table, grain);
  const first = periods[0]!;
  const last = periods.at(-1)!;
  const chosen = endpoint.family.selectsDataset ? `&dataset=${dataset}` : '';
  const single = `year=${last.year}&${grain}=${last.index}${chosen}`;
  const range = `start_year=${first.year}&start_${grain}=${first.index}&end_year=${last.year}&end_${grain}=${last.index}${chosen}`;
  const metrics = endpoint.metrics.filter(applies(dataset));
  const additive = metrics.find((m) => m.additive)!.id;
  const ratio = metrics.find((m) => !m.additive && !m.distribution)!.id;
  const distribution = metrics.find((m) => m.distribution)?.id;
  const url = (query: string) => `${endpoint.path}?${query}`;
  const cases: Case[] = [];
  const dimensions = byChoices(endpoint).filter(applies(dataset));
  for (const { id: by } of dimensions) {
    const national = (query: string): Case => ({ url: url(`by=${by}&${query}`), national: true });
    cases.push(
      national(single),
      national(`${range}&limit=3`),
      national(
        `${range}&combine_periods=true&metrics=${additive},${ratio}&sort_by=${ratio}&sort_order=asc&limit=4`,
      ),
      national(`${single}&compare=previous_year&metrics=${additive},${ratio}`),
    );
    if (by === 'total') continue;
    cases.push(national(`${single}&sort_by=${by}&sort_order=desc&limit=5`));
    const value = filterValue(endpoint, source.table, by);
    if (value !== undefined) {
      const filtered = (query: string): Case => ({
        url: url(`by=total&${query}&${by}=${encodeURIComponent(value)}`),
        national: true,
      });
      cases.push(filtered(single), filtered(`${range}&combine_periods=true`));
    }
  }
  if (dataset === 'db1c')
    cases.push(
      {
        url: url(`by=${dimensions[0]!.id}&${range}&normalize_to_db1b=true&metrics=${additive},${ratio}`),
        national: true,
      },
      // a quarter of monthly rows: each group sums its three months
      { url: url(`by=${dimensions[0]!.id}&year=${last.year}&quarter=3${chosen}`), national: true },
      { url: url(`by=total&year=${last.year}&quarter=3${chosen}`), national: true },
    );
  // another column than the one grouped by (neither an airport, which pins the breakdown to it): a wider
  // table, the engine's
  const [byFirst, bySecond] = endpoint.dimensions
    .filter(applies(dataset))
    .filter((d) => !ROUTE_COLUMNS.includes(d.column))
    .map((d) => d.id);
  const other = filterValue(endpoint, source.table, bySecond!);
  if (other !== undefined)
    cases.push({
      url: url(`by=${byFirst}&${single}&${bySecond}=${encodeURIComponent(other)}`),
      national: false,
    });
  if (distribution !== undefined)
    cases.push({ url: url(`by=total&${single}&metrics=${distribution}`), national: false });
  return cases;
}

/**
 * Breakdowns pinned to one airport (issue #45): from an origin (to a destination) with rows in every period, by
 * every dimension a route source of the index keeps (the test dataset's default index holds each table's
 * stored rows, and the route rollup its city markets) and by nothing, over a single period, a range, a combined range sorted by a ratio, compare=previous_year, with
 * a second filter, and pinned at both ends. Each is the route index's (`airport-index`); a dimension no source
 * keeps (an airport attribute, a city market) or a distribution statistic is the engine's.
 */
function pinnedCasesFor(endpoint: EndpointDef, dataset: string): Case[] {
  const source = endpoint.family.sources.find((s) => s.dataset === dataset)!;
  const grain = source.storedGrain;
  const periods = loadedPeriods(indexed.snapshot.manifest, source.table, grain);
  const [first, last] = [periods[0]!, periods.at(-1)!];
  const chosen = endpoint.family.selectsDataset ? `&dataset=${dataset}` : '';
  const single = `year=${last.year}&${grain}=${last.index}${chosen}`;
  const range = `start_year=${first.year}&start_${grain}=${first.index}&end_year=${last.year}&end_${grain}=${last.index}${chosen}`;
  const metrics = endpoint.metrics.filter(applies(dataset));
  const additive = metrics.find((m) => m.additive)!.id;
  const ratio = metrics.find((m) => !m.additive && !m.distribution)!.id;
  const distribution = metrics.find((m) => m.distribution)?.id;
  const origin = filterValue(endpoint, source.table, 'origin')!;
  const destination = filterValue(endpoint, source.table, 'destination')!;
  const sources = [...indexed.snapshot.routeIndex!.tables.values()].filter(
    (table) => table.table === source.table,
  );
  const url = (query: string) => `${endpoint.path}?${query}`;
  // by nothing at one airport is a national breakdown filtered on it (its one-dimension rollup); at both, pinned
  const cases: Case[] = [
    {
      url: url(`by=total&origin=${origin}&destination=${destination}&${range}&combine_periods=true`),
      national: true,
    },
  ];
  for (const dimension of endpoint.dimensions.filter(applies(dataset))) {
    if (ROUTE_COLUMNS.includes(dimension.column)) {
      // by one end's airports, pinned at the other
      const other = dimension.column === 'origin' ? `destination=${destination}` : `origin=${origin}`;
      const pinned = (query: string): Case => ({
        url: url(`by=${dimension.id}&${other}&${query}`),
        national: true,
      });
      cases.push(pinned(`${single}&limit=7`), pinned(`${range}&compare=previous_year&limit=5`));
      continue;
    }
    const national =
      sources.some((table) => table.columns.has(dimension.column)) &&
      dimension.airportAttribute === undefined;
    const pinned = (query: string): Case => ({ url: url(`by=${dimension.id}&${query}`), national });
    cases.push(
      // (limits the national cases do not ask: no answer comes from the other's result cache)
      pinned(`origin=${origin}&${single}&limit=9`),
      pinned(`destination=${destination}&${range}&limit=3`),
      pinned(
        `origin=${origin}&${range}&combine_periods=true&metrics=${additive},${ratio}&sort_by=${ratio}&sort_order=asc&limit=4`,
      ),
      pinned(`origin=${origin}&${single}&compare=previous_year&metrics=${additive},${ratio}`),
      pinned(`origin=${origin}&destination=${destination}&${range}`),
    );
  }
  if (distribution !== undefined)
    cases.push({
      url: url(`by=total&origin=${origin}&destination=${destination}&${single}&metrics=${distribution}`),
      national: false,
    });
  return cases;
}

describe('breakdowns pinned to one airport: the engine and the route index give identical answers', () => {
  for (const endpoint of ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'breakdown')) {
    for (const { dataset } of endpoint.family.sources) {
      it(`${endpoint.path} (${dataset})`, async () => {
        const cases = pinnedCasesFor(endpoint, dataset);
        for (const { url, national } of cases) {
          const fromEngine = await answer(engine, url);
          expect(fromEngine.executor, url).toBe('engine');
          const fromIndex = await answer(indexed, url);
          expect(fromIndex.executor, url).toBe(national ? 'airport-index' : 'engine');
          expect(fromIndex.body, url).toEqual(fromEngine.body);
        }
        expect(cases.filter((c) => c.national).length, endpoint.path).toBeGreaterThan(6);
      });
    }
  }
});

describe('national breakdowns: the engine and the route index give identical answers', () => {
  for (const endpoint of ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'breakdown')) {
    for (const { dataset } of endpoint.family.sources) {
      it(`${endpoint.path} (${dataset})`, async () => {
        const cases = casesFor(endpoint, dataset);
        let answered = 0;
        for (const { url, national } of cases) {
          const fromEngine = await answer(engine, url);
          expect(fromEngine.executor, url).toBe('engine');
          const fromIndex = await answer(indexed, url);
          expect(fromIndex.executor, url).toBe(national ? 'national-index' : 'engine');
          expect(fromIndex.body, url).toEqual(fromEngine.body);
          if (national) answered += 1;
        }
        expect(answered).toBeGreaterThan(byChoices(endpoint).filter(applies(dataset)).length * 4);
      });
    }
  }
});
