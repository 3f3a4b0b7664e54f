import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import type { QueryPlan } from '../../src/query/plan.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import { compile } from '../../src/sql/compile.js';
import { answerRows } from '../../src/query/finish-breakdown.js';
import { duckdb } from '../../src/sql/duckdb.js';
import { ROLLUPS, rollupSource, tableFor } from '../../src/storage/rollups.js';
import { TABLE_IDS, TABLES, type TableId } from '../../src/storage/schema.js';
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
  const compiled = compile(plan, duckdb);
  return answerRows(plan, compiled, await snapshot.engine.query(compiled.sql, compiled.params));
}

describe('rollups', () => {
  it('are chosen by the columns a query uses: the covering one with the fewest columns, else the table', () => {
    expect(tableFor('ontime', ['origin', 'destination'])).toBe('ontime__route');
    expect(tableFor('ontime', ['origin'])).toBe('ontime__route');
    // a query that asks for no time block (the on-time detail columns) reads a rollup kept without them
    expect(tableFor('ontime', ['carrier', 'cancellationcode'])).toBe('ontime__national_coarse');
    expect(tableFor('ontime', ['carrier', 'dep_time_block'])).toBe('ontime__national');
    expect(tableFor('ontime', ['origin', 'carrier'])).toBe('ontime__coarse');
    expect(tableFor('ontime', ['origin', 'arr_time_block'])).toBe('ontime');
    expect(tableFor('db1b_market', ['fare_class', 'year', 'quarter'])).toBe('db1b_market__national_coarse');
    expect(tableFor('db1b_market', ['connection'])).toBe('db1b_market__national');
    expect(tableFor('db1b_market', ['origin', 'connection'])).toBe('db1b_market');
    expect(tableFor('airports', ['iata'])).toBe('airports');
  });

  it('come without the detail columns for every table that has some, each summed from a table that keeps its columns', () => {
    const kindsOf = (id: TableId) =>
      ROLLUPS.filter((rollup) => rollup.base === id).map((rollup) => rollup.kind);
    const detailsOf = (id: TableId, ...levels: string[]) =>
      TABLES[id].dimensions.filter((d) => d.detail && levels.includes(d.detail)).map((d) => d.name);
    expect(TABLE_IDS.filter((id) => detailsOf(id, 'rows', 'national').length > 0)).toEqual([
      'ontime',
      'db1b_market',
      'db1c_market',
    ]);
    // the time blocks multiply the stored on-time rows: the table is also kept without them
    expect(kindsOf('ontime')).toEqual(['coarse', 'route', 'national', 'national_coarse']);
    expect(kindsOf('db1b_market')).toEqual(['route', 'national', 'national_coarse']);
    expect(kindsOf('t100_segment')).toEqual(['route', 'national']);
    for (const rollup of ROLLUPS) {
      const all = detailsOf(rollup.base, 'rows', 'national');
      const national = ROLLUPS.find((r) => r.base === rollup.base && r.kind === 'national')!;
      if (rollup.kind === 'national_coarse')
        expect(rollup.keep).toEqual(national.keep.filter((name) => !all.includes(name)));
      if (rollup.kind === 'coarse') {
        const stored = TABLES[rollup.base].dimensions
          .map((d) => d.name)
          .filter((name) => !rollup.periodColumns.includes(name));
        expect(rollup.keep).toEqual(stored.filter((name) => !detailsOf(rollup.base, 'rows').includes(name)));
      }
      // built from its base table or a rollup built before it that keeps every column it keeps
      const source = ROLLUPS.find((other) => other.name === rollupSource(rollup));
      if (source) {
        expect(ROLLUPS.indexOf(source)).toBeLessThan(ROLLUPS.indexOf(rollup));
        expect(rollup.keep.filter((column) => !source.keep.includes(column))).toEqual([]);
      } else expect(rollupSource(rollup)).toBe(rollup.base);
    }
    const sourceOf = (name: string) => rollupSource(ROLLUPS.find((rollup) => rollup.name === name)!);
    expect(sourceOf('ontime__route')).toBe('ontime__coarse');
    expect(sourceOf('ontime__national_coarse')).toBe('ontime__national');
    expect(sourceOf('db1b_market__national_coarse')).toBe('db1b_market__national');
    expect(sourceOf('db1b_market__national')).toBe('db1b_market');
  });

  it.each([
    '/performance/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9',
    // the on-time rollups without the time blocks (their delay-cause counts are later-added sums: null rule)
    '/performance/breakdown?by=carrier&year=2025&month=6&metrics=flights,avg_arr_delay_signed,carrier_delay_count,late_aircraft_delay_pct&limit=100',
    '/performance/breakdown?by=carrier,dayofweek&origin=ATL&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=flights,avg_dep_delay_signed,weather_delay_minutes,nas_delay_count&limit=50',
    '/performance/breakdown?by=total&origin=ORD&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=flights,on_time_pct,security_delay_pct',
    '/performance/breakdown?by=dep_time_block&year=2025&month=6&metrics=flights,carrier_delay_count&limit=100',
    '/performance/breakdown?by=carrier,cancellationcode&year=2025&month=5&limit=100',
    '/traffic/segments/breakdown?by=origin&year=2025&month=6&limit=100',
    '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=passengers,avg_fare,circuity',
    '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2&metrics=passengers,revenue,business_restricted_share',
    '/tickets/markets/breakdown?by=connection&year=2025&quarter=2&metrics=passengers,avg_fare,nonstop_share&limit=100',
    '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=3&dataset=db1c&metrics=passengers,nonstop_share&limit=100',
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
