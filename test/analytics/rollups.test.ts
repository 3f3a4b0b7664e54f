import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { conditionColumnsOf } from '../../src/catalog/expressions.js';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { MetricDef } from '../../src/catalog/types.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import type { QueryPlan } from '../../src/query/plan.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import { compile } from '../../src/sql/compile.js';
import { answerRows } from '../../src/query/finish-breakdown.js';
import { duckdb } from '../../src/sql/duckdb.js';
import { isRoutePlace, ROLLUPS, rollupSource, tableFor } from '../../src/storage/rollups.js';
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

/** A period of the test dataset each ticket dataset and the monthly sources hold. */
const PERIOD: Readonly<Record<string, string>> = {
  db1b: 'year=2025&quarter=2',
  db1c: 'year=2025&quarter=3&dataset=db1c',
};
const MONTHLY = 'year=2025&month=6';
/** What a metric needs besides the dimension: the column of its condition or the carrier it splits by. */
function extraColumns(metric: MetricDef, dataset: string): string[] {
  const distribution = metric.distribution;
  return [
    ...conditionColumnsOf(metric.expr),
    ...(distribution?.kind === 'concentration' ? [distribution.carrier[dataset] ?? ''] : []),
  ];
}
const served = (item: { readonly datasets?: readonly string[] }, dataset: string) =>
  item.datasets === undefined || item.datasets.includes(dataset);
/**
 * Every breakdown endpoint, dataset and dimension, nationally over one period: with every metric that needs no
 * other column (`BY_EVERY_DIMENSION`), and with each metric that does (`NEEDING_MORE`, one URL per such metric).
 */
const BY_EVERY_DIMENSION: { url: string; column: string }[] = [];
const NEEDING_MORE: { url: string; column: string; needs: string }[] = [];
for (const endpoint of ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'breakdown'))
  for (const source of endpoint.family.sources) {
    const period = PERIOD[source.dataset] ?? MONTHLY;
    const metrics = endpoint.metrics.filter(
      (m) =>
        served(m, source.dataset) &&
        m.distribution?.kind !== 'quantile' &&
        !endpoint.rules?.some((rule) => rule.kind === 'needs-route' && rule.metric === m.id),
    );
    const plain = metrics.filter((m) => extraColumns(m, source.dataset).length === 0).map((m) => m.id);
    const others = metrics.filter((m) => extraColumns(m, source.dataset).length > 0);
    const dimensions = endpoint.dimensions.filter((d) => served(d, source.dataset));
    for (const dimension of dimensions) {
      const url = (metricIds: readonly string[]) =>
        `${endpoint.path}?by=${dimension.id}&${period}&metrics=${metricIds.join(',')}&limit=100`;
      BY_EVERY_DIMENSION.push({ url: url(plain), column: dimension.column });
    }
    // each metric needing another column, by a dimension other than that column (not a place: the national
    // rollups keep both)
    for (const metric of others) {
      const needs = extraColumns(metric, source.dataset)[0]!;
      const dimension = dimensions.find(
        (d) =>
          d.column !== needs &&
          !isRoutePlace(d.column) &&
          !endpoint.rules?.some(
            (rule) =>
              rule.kind === 'no-carrier-dimension' &&
              rule.metrics.includes(metric.id) &&
              rule.dimensions.includes(d.id),
          ),
      )!;
      NEEDING_MORE.push({
        url: `${endpoint.path}?by=${dimension.id}&${period}&metrics=${plain[0]!},${metric.id}&limit=100`,
        column: dimension.column,
        needs,
      });
    }
  }

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
    // one dimension alone: the rollup that keeps only it
    expect(tableFor('ontime', ['origin'])).toBe('ontime__by_origin');
    expect(tableFor('ontime', ['dep_time_block'])).toBe('ontime__by_dep_time_block');
    expect(tableFor('db1b_market', ['fare_class', 'year', 'quarter'])).toBe('db1b_market__by_fare_class');
    expect(tableFor('db1b_market', ['connection'])).toBe('db1b_market__by_connection');
    // a query that asks for no time block (the on-time detail columns) reads a rollup kept without them
    expect(tableFor('ontime', ['carrier', 'cancellationcode'])).toBe('ontime__national_coarse');
    expect(tableFor('ontime', ['carrier', 'dep_time_block'])).toBe('ontime__national');
    expect(tableFor('ontime', ['origin', 'carrier'])).toBe('ontime__coarse');
    expect(tableFor('ontime', ['origin', 'arr_time_block'])).toBe('ontime');
    expect(tableFor('db1b_market', ['opcarrier', 'fare_class'])).toBe('db1b_market__national_coarse');
    expect(tableFor('db1b_market', ['tkcarrier', 'connection'])).toBe('db1b_market__national');
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
    const wide = (id: TableId) => kindsOf(id).filter((kind) => kind !== 'dimension');
    // the time blocks multiply the stored on-time rows: the table is also kept without them
    expect(wide('ontime')).toEqual(['coarse', 'route', 'national', 'national_coarse']);
    expect(wide('db1b_market')).toEqual(['route', 'national', 'national_coarse']);
    expect(wide('t100_segment')).toEqual(['route', 'national']);
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
    expect(sourceOf('ontime__by_origin')).toBe('ontime__route');
    expect(sourceOf('ontime__by_carrier')).toBe('ontime__national_coarse');
    expect(sourceOf('ontime__by_arr_time_block')).toBe('ontime__national');
    expect(sourceOf('db1b_market__by_connection')).toBe('db1b_market__national');
  });

  it('keep each dimension of every fact table alone, after the wider rollups they are summed from', () => {
    for (const id of TABLE_IDS) {
      const rollups = ROLLUPS.filter((rollup) => rollup.base === id);
      const dimensions = TABLES[id].dimensions
        .map((d) => d.name)
        .filter((name) => rollups[0] && !rollups[0].periodColumns.includes(name));
      const alone = rollups.filter((rollup) => rollup.kind === 'dimension');
      expect(alone.map((rollup) => rollup.keep)).toEqual(dimensions.map((name) => [name]));
      expect(alone.map((rollup) => rollup.name)).toEqual(dimensions.map((name) => `${id}__by_${name}`));
      expect(rollups.slice(-alone.length || rollups.length)).toEqual(alone);
    }
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
    expect(plan.table).not.toBe(baseOf(plan));
    await expectSameAsTable(plan);
  });

  it.each(BY_EVERY_DIMENSION)(
    'answer a breakdown by $column alone from its one-dimension rollup, as the table: $url',
    async ({ url, column }) => {
      const plan = planFor(url);
      expect(plan.table).toBe(`${baseOf(plan)}__by_${column}`);
      await expectSameAsTable(plan);
    },
  );

  it.each(NEEDING_MORE)(
    'read a wider table for a metric that tests or splits by $needs, as the table: $url',
    async ({ url, column, needs }) => {
      const plan = planFor(url);
      // a rollup keeping the dimension and the condition or carrier column, never the dimension alone
      expect(ROLLUPS.find((r) => r.name === plan.table)?.keep).toEqual(
        expect.arrayContaining([column, needs]),
      );
      await expectSameAsTable(plan);
    },
  );
});

function baseOf(plan: QueryPlan): string {
  return plan.table.split('__')[0]!;
}

/**
 * The plan's rows equal those of the same plan over its base table: numbers to 12 significant digits (a rollup
 * read from per-period files adds its sums in another order than one pass over the table).
 */
async function expectSameAsTable(plan: QueryPlan): Promise<void> {
  const fromRollup = await rowsOf(plan);
  const fromTable = await rowsOf({ ...plan, table: baseOf(plan) });
  expect(fromRollup.length).toBeGreaterThan(0);
  expect(fromRollup.length).toBe(fromTable.length);
  fromRollup.forEach((row, i) => {
    for (const [column, value] of Object.entries(row)) {
      const expected = fromTable[i]![column];
      if (typeof value === 'number' && typeof expected === 'number') {
        expect(Math.abs(value - expected), column).toBeLessThanOrEqual(
          1e-12 * Math.max(1, Math.abs(expected)),
        );
      } else expect(value, column).toEqual(expected);
    }
  });
}
