import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { EndpointDef, SourceDef } from '../../src/catalog/types.js';
import { CITY_MARKETS } from '../../src/catalog/dimensions.js';
import { conditionColumnsOf } from '../../src/catalog/expressions.js';
import { parseFilterValue } from '../../src/query/dimension-kinds/index.js';
import { loadedPeriods } from '../../src/query/plan.js';
import { codeAt } from '../../src/route-index/columns.js';
import type { IndexedTable } from '../../src/route-index/index.js';
import { openTestApp, type TestApp } from '../support/app.js';

/**
 * The two executors give the same answers: every route endpoint, over the generated dataset, with each
 * filter the busiest route has a value for, every metric of the dataset that the index can fold, a series,
 * combine_periods, compare=previous_year, normalize_to_db1b, an empty route and a long-tail route, answered
 * by the engine (ATSS_ROUTE_INDEX=off), the default index (route rollups, and per table its facets or its
 * stored rows, whichever is smaller), the index of the route rollups with every facet, and the index of every
 * stored row.
 * The whole JSON bodies must be equal: both executors sum the same stored values in double precision and
 * round once, at the edge, so no tolerance is allowed.
 */
const { dataDir } = inject('dataset');
const SCOPES = ['off', 'rollups', 'facets', 'tables'] as const;
type Scope = (typeof SCOPES)[number];
const apps = {} as Record<Scope, TestApp>;

beforeAll(async () => {
  for (const scope of SCOPES) apps[scope] = await openTestApp(dataDir, { routeIndex: scope });
});
afterAll(async () => {
  for (const scope of SCOPES) await apps[scope]?.close();
});

const ROUTE_ENDPOINTS = ANALYTICS_ENDPOINTS.filter((endpoint) => endpoint.kind === 'route');

/** The routes of an indexed table by rows, most first. */
function routesByRows(table: IndexedTable): string[] {
  return [...table.routes.entries()]
    .sort(
      (a, b) =>
        table.routeStarts[b[1] + 1]! -
        table.routeStarts[b[1]]! -
        (table.routeStarts[a[1] + 1]! - table.routeStarts[a[1]]!),
    )
    .map(([key]) => key);
}

/** For each filter, the value the route's rows hold most often among those the API accepts, as a parameter. */
function filterParams(
  endpoint: EndpointDef,
  source: SourceDef,
  table: IndexedTable,
  route: string,
): string[] {
  const snapshot = apps.tables.snapshot;
  const [start, end] = [
    table.routeStarts[table.routes.get(route)!]!,
    table.routeStarts[table.routes.get(route)! + 1]!,
  ];
  return (
    endpoint.filters
      .filter((f) => f.datasets === undefined || f.datasets.includes(source.dataset as 'db1b'))
      // a route's city markets stand in place of origin / destination, never beside them (a 400)
      .filter((f) => !CITY_MARKETS.some((market) => market.id === f.id))
      .flatMap((f) => {
        const column = table.dimensions.get(f.column);
        if (column === undefined) return [];
        const counts = new Map<number, number>();
        for (let row = start; row < end; row++)
          counts.set(codeAt(column, row), (counts.get(codeAt(column, row)) ?? 0) + 1);
        const accepted = [...counts.entries()]
          .sort((a, b) => b[1] - a[1])
          .map(([code]) => column.values[code])
          .find(
            (value) =>
              value !== null &&
              value !== undefined &&
              parseFilterValue(f, String(value), snapshot.reference).ok,
          );
        return accepted === undefined || accepted === null ? [] : [`&${f.id}=${String(accepted)}`];
      })
  );
}

/** The requests compared for one route endpoint and dataset. */
function requestsFor(endpoint: EndpointDef, source: SourceDef): string[] {
  const snapshot = apps.tables.snapshot;
  const table = snapshot.routeIndex!.tables.get(source.table)!;
  const routes = routesByRows(table);
  const [origin, destination] = routes[0]!.split('|');
  const [tailOrigin, tailDestination] = routes.at(-1)!.split('|');
  const grain = source.storedGrain;
  const periods = loadedPeriods(snapshot.manifest, source.table, grain);
  const first = periods[0]!;
  const last = periods.at(-1)!;
  const dataset = endpoint.family.selectsDataset ? `&dataset=${source.dataset}` : '';
  const single = `year=${last.year}&${grain}=${last.index}${dataset}`;
  // specific periods: the first, a middle and the last
  const middle = periods[Math.floor(periods.length / 2)]!;
  const specific = `start_year=${first.year}&end_year=${last.year}&${grain}s=${[...new Set([first.index, middle.index, last.index])].join(',')}${dataset}`;
  const series = `start_year=${first.year}&start_${grain}=${first.index}&end_year=${last.year}&end_${grain}=${last.index}${dataset}`;
  const route = (o: string, d: string) => `${endpoint.path}?origin=${o}&destination=${d}`;
  const busiest = route(origin!, destination!);
  const foldable = endpoint.metrics
    .filter((m) => m.distribution?.kind !== 'quantile')
    .filter((m) => m.datasets === undefined || m.datasets.includes(source.dataset as 'db1b'))
    .map((m) => m.id);
  const filters = filterParams(endpoint, source, table, routes[0]!);
  expect(filters.length, `${endpoint.path} ${source.dataset}: filters with values`).toBeGreaterThan(0);
  return [
    `${busiest}&${single}`,
    `${busiest}&${single}&metrics=${foldable.join(',')}`,
    `${busiest}&${series}&metrics=${foldable.join(',')}`,
    `${busiest}&${series}&combine_periods=true&metrics=${foldable.join(',')}`,
    `${busiest}&${single}&compare=previous_year`,
    `${busiest}&${series}&compare=previous_year&combine_periods=true`,
    `${route(tailOrigin!, tailDestination!)}&${series}`,
    `${route(destination!, origin!)}&${series}&metrics=${foldable.join(',')}`,
    `${route(origin!, origin!)}&${single}`,
    ...(source.dataset === 'db1c'
      ? [`${busiest}&${series}&normalize_to_db1b=true&metrics=${foldable.join(',')}`]
      : []),
    ...filters.map((filter) => `${busiest}&${series}${filter}&metrics=${foldable.join(',')}`),
    ...oneColumn(filters.map((filter) => `${busiest}&${series}${filter}`)),
    ...oneColumn(filters.map((filter) => `${busiest}&${single}${filter}&compare=previous_year`)),
    ...oneColumn(filters.map((filter) => `${busiest}&${specific}${filter}&combine_periods=true`)),
    // each metric that tests a column of its own (fare-class shares, hhi and carriers over a carrier split)
    ...oneColumn(
      endpoint.metrics
        .filter((m) => foldable.includes(m.id))
        .filter((m) => conditionColumnsOf(m.expr).length > 0 || m.distribution?.kind === 'concentration')
        .map((m) => `${busiest}&${series}&metrics=${m.id}`),
    ),
    ...quantileRequests(endpoint, source, {
      busiest,
      tail: route(tailOrigin!, tailDestination!),
      single,
      series,
    }),
    // two filters at once (the first two: carriers, never two of an at-most-one rule)
    `${busiest}&${single}${filters.slice(0, 2).join('')}`,
  ];
}

/** The fare quantiles of an endpoint and dataset, with a base metric (none: the endpoint has none). */
function quantilesOf(endpoint: EndpointDef, source: SourceDef): string[] {
  const quantiles = endpoint.metrics
    .filter((m) => m.distribution?.kind === 'quantile')
    .filter((m) => m.datasets === undefined || m.datasets.includes(source.dataset as 'db1b'))
    .map((m) => m.id);
  return quantiles.length === 0 ? [] : ['passengers', ...quantiles];
}

/** `base` asking the fare quantiles, where the endpoint has them. */
const quantileUrls = (endpoint: EndpointDef, source: SourceDef, base: string): string[] =>
  [quantilesOf(endpoint, source)].filter((m) => m.length > 0).map((m) => `${base}&metrics=${m.join(',')}`);

/**
 * Requests of fare quantiles (issue #45): the route rollup's row histograms answer them, so the default index
 * and the one with every facet (`QUANTILE` below); the index of stored rows keeps no histograms.
 */
function quantileRequests(
  endpoint: EndpointDef,
  source: SourceDef,
  urls: { busiest: string; tail: string; single: string; series: string },
): string[] {
  const metrics = quantilesOf(endpoint, source);
  if (metrics.length === 0) return [];
  const { busiest, tail, single, series } = urls;
  const m = `metrics=${metrics.join(',')}`;
  return quantile([
    `${busiest}&${single}&${m}`,
    `${busiest}&${series}&${m}`,
    `${busiest}&${series}&combine_periods=true&${m}`,
    `${busiest}&${single}&compare=previous_year&${m}`,
    `${tail}&${series}&${m}`,
  ]);
}

/** Requests the default index answers from the route rollup's histograms, where the stored rows' goes to the engine. */
const QUANTILE = new Set<string>();
const quantile = (urls: string[]): string[] => {
  urls.forEach((url) => QUANTILE.add(url));
  return urls;
};

/** Requests testing one column besides route and period: the default index answers each (its facet). */
const ONE_COLUMN = new Set<string>();
const oneColumn = (urls: string[]): string[] => {
  urls.forEach((url) => ONE_COLUMN.add(url));
  return urls;
};

async function answer(scope: Scope, url: string): Promise<{ body: unknown; executor: string | undefined }> {
  const response = await apps[scope].app.inject(url);
  expect(response.statusCode, `${scope} ${url}: ${response.body}`).toBe(200);
  const timing = String(response.headers['server-timing']);
  return { body: response.json(), executor: /exec;desc=([\w-]+)/.exec(timing)?.[1] };
}

describe('route executors: the engine and the route index give identical answers', () => {
  for (const endpoint of ROUTE_ENDPOINTS) {
    for (const source of endpoint.family.sources) {
      it(`${endpoint.path} (${source.dataset})`, async () => {
        const urls = requestsFor(endpoint, source);
        const rollupExecutors: (string | undefined)[] = [];
        const facetExecutors: (string | undefined)[] = [];
        for (const url of urls) {
          const engine = await answer('off', url);
          expect(engine.executor, url).toBe('engine');
          const rows = await answer('tables', url);
          expect(rows.executor, url).toBe(QUANTILE.has(url) ? 'engine' : 'route-index');
          expect(rows.body, `index of every row: ${url}`).toEqual(engine.body);
          const rollups = await answer('rollups', url);
          expect(rollups.body, `index of the route rollups: ${url}`).toEqual(engine.body);
          rollupExecutors.push(rollups.executor);
          const facets = await answer('facets', url);
          expect(facets.body, `index of the route rollups and facets: ${url}`).toEqual(engine.body);
          facetExecutors.push(facets.executor);
        }
        // an unfiltered route over the default metrics is the default index's to answer, so is a route with
        // one filter (the facet of its column, or the stored rows where the facets would be as big); two
        // filters only where it holds the stored rows (on this small dataset every table's facets would be)
        for (const executors of [rollupExecutors, facetExecutors]) {
          expect(executors[0], urls[0]).toBe('route-index');
          urls.forEach((url, i) => {
            if (ONE_COLUMN.has(url) || QUANTILE.has(url)) expect(executors[i], url).toBe('route-index');
          });
        }
        expect(apps.rollups.snapshot.routeIndex!.tables.has(`${source.table}/rows`)).toBe(true);
        expect(rollupExecutors.at(-1), urls.at(-1)).toBe('route-index');
        expect(facetExecutors.at(-1), urls.at(-1)).toBe('engine');
      });
    }
  }

  it('answers a fare quantile from the route rollup, and with a filter from the engine, naming the executor', async () => {
    const url =
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=passengers,fare_median';
    const executorOf = async (scope: Scope, request: string) => {
      const response = await apps[scope].app.inject(request);
      expect(response.statusCode, response.body).toBe(200);
      return response.headers['server-timing'];
    };
    expect(await executorOf('rollups', url)).toMatch(/^app;dur=[\d.]+, exec;desc=route-index$/);
    // the stored rows keep no histograms, nor do the facets
    expect(await executorOf('tables', url)).toMatch(/^app;dur=[\d.]+, exec;desc=engine$/);
    expect(await executorOf('facets', `${url}&fare_class=coach_restricted`)).toMatch(
      /^app;dur=[\d.]+, exec;desc=engine$/,
    );
  });
});

/**
 * The city markets of an indexed table's rows: for each route key, the value of each end's city market column
 * on its first row (the dataset gives each airport one market).
 */
function marketsOfRoutes(
  table: IndexedTable,
): { origin: string; destination: string; om: unknown; dm: unknown }[] {
  const valueAt = (column: string, row: number) => {
    const dimension = table.dimensions.get(column)!;
    return dimension.values[codeAt(dimension, row)];
  };
  return [...table.routes].map(([key, route]) => {
    const [origin, destination] = key.split('|') as [string, string];
    const row = table.routeStarts[route]!;
    return {
      origin,
      destination,
      om: valueAt('origin_city_market', row),
      dm: valueAt('destination_city_market', row),
    };
  });
}

/** The value of `group` with the most distinct `spread` values among `items` (ties by text): the widest. */
function widestBy<T>(items: readonly T[], group: (item: T) => string, spread: (item: T) => string): string {
  const seen = new Map<string, Set<string>>();
  for (const item of items) seen.set(group(item), (seen.get(group(item)) ?? new Set()).add(spread(item)));
  return [...seen].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0]![0];
}

describe('city market routes (docs/API-CONTRACT.md §12): the route index adds up the airport pairs as the engine does', () => {
  for (const endpoint of ROUTE_ENDPOINTS) {
    for (const source of endpoint.family.sources) {
      it(`${endpoint.path} (${source.dataset})`, async () => {
        const table = apps.rollups.snapshot.routeIndex!.tables.get(source.table)!;
        const routes = marketsOfRoutes(table).filter((r) => r.om !== null && r.dm !== null);
        // a city market and a destination airport reached from several of its airports
        const fromMarket = widestBy(
          routes,
          (r) => `${String(r.om)}|${r.destination}`,
          (r) => r.origin,
        );
        const [market, destination] = fromMarket.split('|');
        // two city markets joined by the most airport pairs
        const between = widestBy(
          routes,
          (r) => `${String(r.om)}|${String(r.dm)}`,
          (r) => `${r.origin}|${r.destination}`,
        );
        const [om, dm] = between.split('|');
        const pairs = (o: string, d: string) =>
          routes.filter((r) => String(r.om) === o && (r.destination === d || String(r.dm) === d)).length;
        expect(pairs(market!, destination!), fromMarket).toBeGreaterThan(1);
        expect(pairs(om!, dm!), between).toBeGreaterThan(1);

        const grain = source.storedGrain;
        const periods = loadedPeriods(apps.rollups.snapshot.manifest, source.table, grain);
        const [first, last] = [periods[0]!, periods.at(-1)!];
        const dataset = endpoint.family.selectsDataset ? `&dataset=${source.dataset}` : '';
        const single = `year=${last.year}&${grain}=${last.index}${dataset}`;
        const series = `start_year=${first.year}&start_${grain}=${first.index}&end_year=${last.year}&end_${grain}=${last.index}${dataset}`;
        // what the route rollup sums alone: no distribution, no facet's column (fare-class shares), no circuity
        const needsRoute = (endpoint.rules ?? []).flatMap((rule) =>
          rule.kind === 'needs-route' ? [rule.metric] : [],
        );
        const foldable = endpoint.metrics
          .filter((m) => m.distribution === undefined && conditionColumnsOf(m.expr).length === 0)
          .filter((m) => m.datasets === undefined || m.datasets.includes(source.dataset as 'db1b'))
          .filter((m) => !needsRoute.includes(m.id))
          .map((m) => m.id)
          .join(',');
        const toAirport = `${endpoint.path}?origin_city_market=${market}&destination=${destination}`;
        const toMarket = `${endpoint.path}?origin_city_market=${om}&destination_city_market=${dm}`;
        const fromAirport = `${endpoint.path}?origin=${destination}&destination_city_market=${market}`;
        const indexed = [
          `${toAirport}&${single}`,
          `${toAirport}&${series}&metrics=${foldable}`,
          `${toMarket}&${series}&metrics=${foldable}`,
          `${toMarket}&${series}&combine_periods=true`,
          `${fromAirport}&${series}`,
          `${toAirport}&${single}&compare=previous_year`,
          // a route inside one city market (mostly no rows): the same answer on both executors
          `${endpoint.path}?origin_city_market=${dm}&destination_city_market=${dm}&${single}`,
          ...quantileUrls(endpoint, source, `${toMarket}&${series}`),
        ];
        // a city market with a carrier split or a filter: no source holds both, the engine answers
        const engineOnly = [`${toAirport}&${series}&metrics=hhi`].filter(() =>
          endpoint.metrics.some((m) => m.id === 'hhi'),
        );
        for (const url of indexed) {
          const engine = await answer('off', url);
          expect(engine.executor, url).toBe('engine');
          for (const scope of ['rollups', 'facets'] as const) {
            const index = await answer(scope, url);
            expect(index.executor, `${scope} ${url}`).toBe('route-index');
            expect(index.body, `${scope} ${url}`).toEqual(engine.body);
          }
          // the index of stored rows keeps no city markets: the engine answers there
          expect((await answer('tables', url)).body, `tables ${url}`).toEqual(engine.body);
        }
        for (const url of engineOnly) {
          const engine = await answer('off', url);
          const rollups = await answer('rollups', url);
          expect(rollups.executor, url).toBe('engine');
          expect(rollups.body, url).toEqual(engine.body);
        }
      });
    }
  }
});
