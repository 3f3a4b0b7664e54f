import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import type { Row } from '../../src/engines/engine.js';
import { loadedPeriods } from '../../src/query/plan.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import { executeRoutePlan } from '../../src/route-index/execute.js';
import type { IndexedTable } from '../../src/route-index/index.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import { COLUMNS } from '../../src/sql/columns.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * One evaluation plan, two executors: for every metric of every route endpoint and dataset that the route
 * index can answer (all but the fare quantiles, read from histograms it does not hold), the rows the index
 * computes from a plan equal the rows the engine computes from the SQL compiled from the same plan, before
 * any rounding, to 1e-9 relative: one metric at a time and all together, over a series, a combined range and
 * (DB1C) normalize_to_db1b, on each table's busiest route. `test/analytics/route-executors.test.ts` compares
 * the rounded HTTP bodies with filters and compare on top.
 */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }), {
    routeIndex: 'tables',
  });
});
afterAll(async () => {
  await snapshot.engine.close();
});

function busiestRoute(table: IndexedTable): string[] {
  const rows = (route: number) => table.routeStarts[route + 1]! - table.routeStarts[route]!;
  const [key] = [...table.routes.entries()].sort((a, b) => rows(b[1]) - rows(a[1]))[0]!;
  return key.split('|');
}

/** Equal to 1e-9 relative (absolute below 1), null only where the other is null. */
function expectClose(index: unknown, engine: unknown, label: string): void {
  if (engine === null || index === null) {
    expect(index, label).toBe(engine);
    return;
  }
  const [a, b] = [Number(index), Number(engine)];
  expect(Math.abs(a - b), `${label}: index ${a}, engine ${b}`).toBeLessThanOrEqual(
    1e-9 * Math.max(1, Math.abs(b)),
  );
}

describe('the evaluation plan: the route index and the engine compute every metric alike', () => {
  for (const endpoint of ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'route')) {
    for (const source of endpoint.family.sources) {
      it(`${endpoint.path} (${source.dataset})`, async () => {
        const table = snapshot.routeIndex!.tables.get(source.table)!;
        const [origin, destination] = busiestRoute(table);
        const grain = source.storedGrain;
        const periods = loadedPeriods(snapshot.manifest, source.table, grain);
        const [first, last] = [periods[0]!, periods.at(-1)!];
        const metrics = endpoint.metrics
          .filter((m) => m.distribution?.kind !== 'quantile')
          .filter(
            (m) => m.datasets === undefined || (m.datasets as readonly string[]).includes(source.dataset),
          )
          .map((m) => m.id);
        expect(metrics.length).toBeGreaterThan(0);
        const base = {
          origin: origin!,
          destination: destination!,
          start_year: String(first.year),
          [`start_${grain}`]: String(first.index),
          end_year: String(last.year),
          [`end_${grain}`]: String(last.index),
          ...(endpoint.family.selectsDataset ? { dataset: source.dataset } : {}),
        };
        const queries = [
          ...[...metrics.map((id) => [id]), metrics].map((ids) => ({ ...base, metrics: ids.join(',') })),
          { ...base, metrics: metrics.join(','), combine_periods: 'true' },
          ...(source.dataset === 'db1c'
            ? [{ ...base, metrics: metrics.join(','), normalize_to_db1b: 'true' }]
            : []),
        ];
        let compared = 0;
        for (const query of queries) {
          const label = new URLSearchParams(query).toString();
          const prepared = prepareAnalyticsQuery(endpoint, query, snapshot);
          expect(prepared.executor.executor, `${label}: ${prepared.executor.reason}`).toBe('route-index');
          const plan = prepared.planned.plan;
          const fromIndex = executeRoutePlan(
            snapshot.routeIndex!.tables.get(prepared.executor.table!)!,
            plan,
          );
          const { sql, params } = prepared.compiled;
          const fromEngine: Row[] = await snapshot.engine.query(sql, params);
          const key = (row: Row) => `${String(row[COLUMNS.year])}-${String(row[COLUMNS.period])}`;
          expect(fromIndex.map(key), label).toEqual(fromEngine.map(key).sort());
          const engineRows = new Map(fromEngine.map((row) => [key(row), row]));
          for (const row of fromIndex) {
            for (const metric of plan.metrics) {
              expectClose(
                row[metric.output],
                engineRows.get(key(row))![metric.output],
                `${label} ${metric.id}`,
              );
              compared += 1;
            }
          }
        }
        expect(compared).toBeGreaterThan(metrics.length);
      });
    }
  }
});
