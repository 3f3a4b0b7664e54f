import { BY_TOTAL } from '../../src/catalog/dimensions.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkCatalog } from '../../src/catalog/check.js';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { DimensionDef, EndpointDef, SourceDef } from '../../src/catalog/types.js';
import { loadAirports } from '../../src/generate/airports.js';
import { openTestApp } from '../support/app.js';

const { dataDir } = inject('dataset');
/** ATL's city market in the generated world (its Master Coordinate row and every fact file carry it). */
const ATL_CITY_MARKET = loadAirports().find((airport) => airport.iata === 'ATL')!.cityMarketId;
let app: FastifyInstance;
let close: () => Promise<void>;
let openapi: {
  paths: Record<
    string,
    {
      get: {
        parameters: {
          name: string;
          'x-allowed-values'?: string[];
          'x-metrics'?: Record<string, unknown>;
          'x-dimensions'?: Record<string, unknown>;
        }[];
      };
    }
  >;
};

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  openapi = (await app.inject('/openapi.json')).json();
});
afterAll(async () => {
  await close();
});

const applies = (item: { datasets?: readonly string[] }, source: SourceDef) =>
  item.datasets === undefined || item.datasets.includes(source.dataset);

function sampleValue(dimension: DimensionDef): string {
  const kind = dimension.kind;
  switch (kind.type) {
    case 'airport':
      return 'ATL';
    case 'carrier':
      return 'DL';
    case 'aircraft_type':
      return '614';
    case 'city_market':
      return String(ATL_CITY_MARKET);
    case 'connection':
      return 'nonstop';
    case 'boolean':
      return 'true';
    case 'band':
      return '2';
    case 'coded':
      return kind.pattern ? 'DL' : (kind.codes ?? Object.keys(kind.labels))[0]!;
  }
}

function baseQuery(endpoint: EndpointDef, source: SourceDef): string {
  const time = source.storedGrain === 'quarter' ? 'year=2025&quarter=2' : 'year=2025&month=7';
  const dataset = endpoint.family.selectsDataset ? `&dataset=${source.dataset}` : '';
  const route = endpoint.kind === 'route' ? '&origin=ATL&destination=LAX' : '';
  return `${endpoint.path}?${time}${dataset}${route}`;
}

describe('the catalog', () => {
  it('is consistent with itself and the storage schema', () => {
    expect(checkCatalog(ANALYTICS_ENDPOINTS)).toEqual([]);
  });

  it.each(ANALYTICS_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s: every item is in the OpenAPI document',
    (path, endpoint) => {
      const parameters = openapi.paths[path]!.get.parameters;
      const names = parameters.map((p) => p.name);
      for (const filter of endpoint.filters) expect(names).toContain(filter.id);
      expect(parameters.find((p) => p.name === 'metrics')?.['x-allowed-values']).toEqual(
        endpoint.metrics.map((m) => m.id),
      );
      if (endpoint.kind === 'breakdown') {
        expect(parameters.find((p) => p.name === 'by')?.['x-allowed-values']).toEqual([
          ...endpoint.dimensions.map((d) => d.id),
          'total',
        ]);
      }
      if (endpoint.family.selectsDataset) expect(names).toContain('normalize_to_db1b');
    },
  );

  it.each(ANALYTICS_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s: the OpenAPI document gives each metric its unit and additivity, each dimension its description, with their datasets',
    (path, endpoint) => {
      const parameters = openapi.paths[path]!.get.parameters;
      expect(parameters.find((p) => p.name === 'metrics')?.['x-metrics']).toEqual(
        Object.fromEntries(
          endpoint.metrics.map((m) => [
            m.id,
            {
              description: m.description,
              unit: m.unit,
              additive: m.additive,
              share: m.hasShare,
              ...(m.datasets ? { datasets: m.datasets } : {}),
              ...(m.part ? { part: m.part } : {}),
            },
          ]),
        ),
      );
      if (endpoint.kind === 'breakdown') {
        expect(parameters.find((p) => p.name === 'by')?.['x-dimensions']).toEqual(
          Object.fromEntries(
            [...endpoint.dimensions, BY_TOTAL].map((d) => [
              d.id,
              {
                description: d.description,
                ...('datasets' in d && d.datasets ? { datasets: d.datasets } : {}),
                ...('ordered' in d && d.ordered ? { ordered: true } : {}),
              },
            ]),
          ),
        );
      }
    },
  );

  it.each(ANALYTICS_ENDPOINTS.map((e) => [e.path, e] as const))(
    '%s: every item is accepted by the endpoint',
    async (_path, endpoint) => {
      const failures: string[] = [];
      const expectOk = async (url: string) => {
        const response = await app.inject(url);
        if (response.statusCode !== 200)
          failures.push(`${url} -> ${response.statusCode} ${response.body.slice(0, 200)}`);
      };
      for (const source of endpoint.family.sources) {
        const base = baseQuery(endpoint, source);
        const by = endpoint.kind === 'breakdown' ? '&by=origin,destination' : '';
        for (const metric of endpoint.metrics.filter((m) => applies(m, source)))
          await expectOk(`${base}${by}&metrics=${metric.id}`);
        for (const filter of endpoint.filters.filter((f) => applies(f, source))) {
          const byOther =
            endpoint.kind === 'breakdown'
              ? `&by=${endpoint.dimensions.find((d) => d.id !== filter.id && applies(d, source))!.id}`
              : '';
          // on a route a city market stands in for its end's airport (origin_city_market for origin=ATL)
          const end = filter.id.replace(/_city_market$/, '');
          const route =
            endpoint.kind === 'route' && filter.kind.type === 'city_market'
              ? base.replace(`&${end}=ATL`, '').replace(`&${end}=LAX`, '')
              : base;
          await expectOk(`${route}${byOther}&${filter.id}=${sampleValue(filter)}`);
        }
        for (const dimension of endpoint.dimensions.filter((d) => applies(d, source)))
          await expectOk(`${base}&by=${dimension.id}`);
        if (source.dataset === 'db1c') await expectOk(`${base}${by}&normalize_to_db1b=true`);
      }
      expect(failures).toEqual([]);
    },
  );
});
