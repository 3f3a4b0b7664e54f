import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { answerAnalytics } from '../../src/analytics/answer.js';
import { compactAnalytics } from '../../src/mcp/compact.js';
import { describeArea } from '../../src/mcp/describe.js';
import { openTestApp } from '../support/app.js';

/** The MCP tools answer combine_periods and compare as the HTTP API does, in their compact form. */
const { dataDir } = inject('dataset');
let app: FastifyInstance;
let snapshot: DataSnapshot;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, snapshot, close } = await openTestApp(dataDir));
});
afterAll(async () => {
  await close();
});

const endpoint = (path: string) => ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
const RANGE = { start_year: '2025', start_month: '4', end_year: '2025', end_month: '9' };

describe('MCP answers with combine_periods and compare', () => {
  it('gives one row per carrier without a period for a combined breakdown, values as over HTTP', async () => {
    const query = {
      ...RANGE,
      by: 'carrier',
      metrics: 'flights,avg_arr_delay_signed',
      combine_periods: 'true',
    };
    const compact = compactAnalytics(
      await answerAnalytics(endpoint('/performance/breakdown'), query, snapshot),
    );
    const http = (await app.inject(`/performance/breakdown?${new URLSearchParams(query).toString()}`)).json();
    expect(compact.combined).toBe(true);
    expect(compact.rows).toEqual(
      http.results.map((r: any) => ({
        carrier: r.carrier.carrier_code,
        flights: r.flights.value,
        flights_share: r.flights.share,
        avg_arr_delay_signed: r.avg_arr_delay_signed.value,
        avg_arr_delay_signed_share: r.avg_arr_delay_signed.share,
      })),
    );
  });

  it('carries previous and change_pct, and the earlier periods lacking', async () => {
    const query = {
      origin: 'ATL',
      destination: 'LAX',
      year: '2025',
      month: '6',
      metrics: 'flights',
      compare: 'previous_year',
    };
    const compact = compactAnalytics(await answerAnalytics(endpoint('/performance/route'), query, snapshot));
    expect(compact.rows).toEqual([
      { period: '2025-06', flights: expect.any(Number), flights_previous: null, flights_change_pct: null },
    ]);
    expect(compact.missing_comparison_periods).toEqual(['2024-06']);
  });

  it('describes the new metrics with their formulas', () => {
    const metrics = describeArea('tickets/markets', snapshot).metrics as { id: string; formula: string }[];
    const formula = (id: string) => metrics.find((m) => m.id === id)!.formula;
    expect(formula('passengers_est')).toBe('sum(passengers) * 10 (db1b) or 2.5 (db1c)');
    expect(formula('fare_median')).toBe(
      'passenger-weighted 0.5 quantile of fare_histogram (sum(passengers) per fare bucket), interpolated in its bucket',
    );
    expect(formula('hhi')).toBe(
      'sum over carriers of (100 * sum(passengers) of the carrier / sum(passengers))^2, carrier = tkcarrier (db1b) or mktcarrier (db1c)',
    );
  });
});
