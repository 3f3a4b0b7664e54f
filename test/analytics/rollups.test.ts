import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import type { QueryPlan } from '../../src/query/plan.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import { compile } from '../../src/sql/compile.js';
import { duckdb } from '../../src/sql/duckdb.js';
import { tableFor } from '../../src/storage/rollups.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/** Rollups answer exactly what their base table answers, and each query reads the smallest that can. */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
});
afterAll(async () => {
  await snapshot.engine.close();
});

function planFor(url: string): QueryPlan {
  const [path, query = ''] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  return prepareAnalyticsQuery(endpoint, Object.fromEntries(new URLSearchParams(query)), snapshot).planned
    .plan;
}

async function rowsOf(plan: QueryPlan): Promise<Record<string, unknown>[]> {
  const { sql, params } = compile(plan, duckdb);
  return snapshot.engine.query(sql, params);
}

describe('rollups', () => {
  it('are chosen by the columns a query uses: the covering one with the fewest columns, else the table', () => {
    expect(tableFor('ontime', ['origin', 'destination'])).toBe('ontime__route');
    expect(tableFor('ontime', ['origin'])).toBe('ontime__route');
    expect(tableFor('ontime', ['carrier', 'cancellationcode'])).toBe('ontime__national');
    expect(tableFor('ontime', ['origin', 'carrier'])).toBe('ontime');
    expect(tableFor('db1b_market', ['fare_class', 'year', 'quarter'])).toBe('db1b_market__national');
    expect(tableFor('airports', ['iata'])).toBe('airports');
  });

  it.each([
    '/performance/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9',
    '/performance/breakdown?by=carrier,cancellationcode&year=2025&month=5&limit=100',
    '/traffic/segments/breakdown?by=origin&year=2025&month=6&limit=100',
    '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=passengers,avg_fare,circuity',
    '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2&metrics=passengers,revenue,business_restricted_share',
    '/tickets/coupons/breakdown?by=opcarrier&year=2025&quarter=3&dataset=db1c&limit=100',
    '/tickets/markets/breakdown?by=origin&year=2025&quarter=2&origin_hub=L&limit=100',
  ])('give the same answer as the table for %s', async (url) => {
    const plan = planFor(url);
    const base = plan.table.split('__')[0]!;
    expect(plan.table).not.toBe(base);
    const fromRollup = await rowsOf(plan);
    const fromTable = await rowsOf({ ...plan, table: base });
    expect(fromRollup.length).toBeGreaterThan(0);
    expect(fromRollup.length).toBe(fromTable.length);
    fromRollup.forEach((row, i) => {
      for (const [column, value] of Object.entries(row)) {
        const expected = fromTable[i]![column];
        if (typeof value === 'number' && typeof expected === 'number') {
          expect(value, column).toBeCloseTo(expected, 6);
        } else expect(value, column).toEqual(expected);
      }
    });
  });
});
