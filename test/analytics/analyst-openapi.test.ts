import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { openTestApp } from '../support/app.js';

/** /openapi.json describes combine_periods, compare and every metric of docs/API-CONTRACT.md §10 with its formula. */
const { dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;
type Parameter = { name: string; description?: string; schema: Record<string, unknown> };
let paths: Record<string, { get: { parameters: Parameter[]; description?: string } }>;

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  paths = (await app.inject('/openapi.json')).json().paths;
});
afterAll(async () => {
  await close();
});

const FORMULAS: Record<string, string> = {
  avg_dep_delay_signed: 'Σ DepDelay / (flights - cancelled)',
  avg_arr_delay_signed: 'Σ ArrDelay / (flights - cancelled - diverted)',
  avg_arr_delay: 'Σ ArrDelayMinutes / (flights - cancelled - diverted), an early arrival counting 0',
  passengers_est: 'passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample)',
  hhi: 'Σ over carriers of (100 x carrier passengers / passengers)²',
  carriers: 'with passengers > 0',
  fare_median:
    'interpolated linearly within its bucket of the fare histogram buckets of $5 from $0 to $2,000',
  fare_p10: '10th percentile',
  itin_fare_median:
    'each market record counts its passengers at the fare of the whole ticket (itinerary) it belongs to, joined on ItinID: DB1B Ticket ItinFare',
};

describe('OpenAPI of the analyst parameters and metrics', () => {
  it('describes combine_periods and compare on every analytics endpoint', () => {
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      const parameters = paths[endpoint.path]!.get.parameters;
      const combine = parameters.find((p) => p.name === 'combine_periods');
      const compare = parameters.find((p) => p.name === 'compare');
      expect(combine?.schema, endpoint.path).toEqual({ type: 'boolean', default: false });
      expect(combine?.description).toContain('computed from the base quantities summed over the periods');
      expect(compare?.schema, endpoint.path).toEqual({ type: 'string', enum: ['previous_year'] });
      expect(compare?.description).toContain('`change_pct` = 100 x (value - previous) / previous');
    }
  });

  it('gives each new metric its formula in the operation description', () => {
    for (const endpoint of ANALYTICS_ENDPOINTS) {
      const manual = paths[endpoint.path]!.get.description!;
      for (const metric of endpoint.metrics.filter((m) => FORMULAS[m.id] !== undefined)) {
        expect(manual, `${endpoint.path} ${metric.id}`).toContain(`\`${metric.id}\``);
        expect(manual, `${endpoint.path} ${metric.id}`).toContain(metric.description);
        expect(metric.description, metric.id).toContain(FORMULAS[metric.id]);
      }
    }
    const tickets = paths['/tickets/coupons/breakdown']!.get.description!;
    expect(tickets).toContain(
      'Formula: passenger-weighted 0.75 quantile of fare_histogram (Σ passengers per fare bucket)',
    );
    expect(tickets).toContain('`hhi` and `carriers` measure carriers within a row');
    const markets = paths['/tickets/markets/route']!.get.description!;
    expect(markets).toContain(
      'Formula: passenger-weighted 0.5 quantile of itin_fare_histogram (Σ passengers per fare bucket)',
    );
    expect(tickets).not.toContain('itin_fare_median');
  });
});
