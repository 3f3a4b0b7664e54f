import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { engineLane } from '../../src/analytics/fetch-rows.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';

/** Which admission lane of the engine a request's plan takes (heavy ones hold only some connections). */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }), {
    routeIndex: 'off',
  });
});
afterAll(async () => {
  await snapshot.engine.close();
});

function laneOf(url: string): { lane: string; table: string } {
  const [path, query] = url.split('?');
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  const { planned } = prepareAnalyticsQuery(
    endpoint,
    Object.fromEntries(new URLSearchParams(query)),
    snapshot,
  );
  return { lane: engineLane(planned.plan), table: planned.plan.table };
}

describe('engine admission lane', () => {
  it('is light for routes and for breakdowns over a one-dimension rollup', () => {
    expect(laneOf('/performance/route?origin=ATL&destination=LAX&year=2025&month=6')).toEqual({
      lane: 'light',
      table: 'ontime__route',
    });
    expect(laneOf('/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2')).toEqual({
      lane: 'light',
      table: 'db1b_market__by_opcarrier',
    });
    expect(
      laneOf('/performance/breakdown?by=origin&start_year=2025&start_month=4&end_year=2025&end_month=6'),
    ).toEqual({
      lane: 'light',
      table: 'ontime__by_origin',
    });
  });

  it('is heavy for breakdowns reading anything wider', () => {
    expect(laneOf('/tickets/markets/breakdown?by=opcarrier&origin=ATL&year=2025&quarter=2').lane).toBe(
      'heavy',
    );
    expect(laneOf('/traffic/segments/breakdown?by=origin,destination&year=2025&month=6').lane).toBe('heavy');
    expect(laneOf('/performance/breakdown?by=carrier&dep_time_block=0600-0659&year=2025&month=6').lane).toBe(
      'heavy',
    );
  });
});
