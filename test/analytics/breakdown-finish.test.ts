import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { byChoices } from '../../src/catalog/dimensions.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { finishBreakdown } from '../../src/query/finish-breakdown.js';
import { prepareAnalyticsQuery } from '../../src/query/prepare.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot } from '../../src/serving/snapshot.js';
import { breakdownStatement, groupedBreakdownStatement } from '../../src/sql/breakdown.js';
import { duckdb } from '../../src/sql/duckdb.js';
import { groupedScan } from '../../src/sql/grouped-scan.js';
import type { QueryPlan } from '../../src/sql/plan.js';
import type { Row } from '../../src/engines/engine.js';

/**
 * A breakdown finished in JS from the engine's grouped rows (`finishBreakdown`) gives exactly the rows the
 * whole statement gives in DuckDB (totals, metric values, shares, group counts, the top `limit` per period
 * and the order): every `by` of every breakdown endpoint, every metric, single periods, ranges, combined
 * answers, sorts by metric and by dimension in both directions, small limits, filters and normalize_to_db1b.
 */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }), {
    routeIndex: 'off',
  });
});
afterAll(async () => {
  await snapshot.engine.close();
});

function planFor(path: string, query: Record<string, string>): QueryPlan {
  const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === path)!;
  return prepareAnalyticsQuery(endpoint, query, snapshot).planned.plan;
}

async function both(plan: QueryPlan) {
  const whole = groupedScan(plan, duckdb);
  const grouped = groupedScan(plan, duckdb);
  const [fromEngine, groupedRows] = await Promise.all([
    snapshot.engine.query(breakdownStatement(whole), whole.values.bound),
    snapshot.engine.query(groupedBreakdownStatement(grouped), grouped.values.bound),
  ]);
  return { fromEngine, finished: finishBreakdown(plan, groupedRows) };
}

const PERIODS: Record<string, Record<string, Record<string, string>>> = {
  db1b: {
    single: { year: '2025', quarter: '2' },
    range: { start_year: '2025', start_quarter: '2', end_year: '2025', end_quarter: '2' },
  },
  db1c: {
    single: { dataset: 'db1c', year: '2025', month: '8' },
    range: { dataset: 'db1c', start_year: '2025', start_month: '7', end_year: '2025', end_month: '9' },
  },
  monthly: {
    single: { year: '2025', month: '6' },
    range: { start_year: '2025', start_month: '4', end_year: '2025', end_month: '9' },
  },
};

/**
 * Equal rows, column by column; a value over the period's totals (`t<i>`, `share<i>`) to 1e-12 relative: the
 * engine adds the groups in the order they reach its SUM, the finish with compensation (finish-breakdown.ts
 * `total`), so the last bits may differ.
 */
function expectSameRows(actual: readonly Row[], expected: readonly Row[], label: string): void {
  expect(
    actual.map((row) => Object.keys(row)),
    label,
  ).toEqual(expected.map((row) => Object.keys(row)));
  actual.forEach((row, i) => {
    for (const [column, value] of Object.entries(row)) {
      const other = expected[i]![column];
      if (/^(t|share)\d+$/.test(column) && typeof value === 'number' && typeof other === 'number') {
        expect(Math.abs(value - other), `${label} row ${i} ${column}`).toBeLessThanOrEqual(
          1e-12 * Math.max(Math.abs(value), Math.abs(other)),
        );
      } else expect(value, `${label} row ${i} ${column}`).toEqual(other);
    }
  });
}

describe('a breakdown finished from its grouped rows', () => {
  for (const endpoint of ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'breakdown')) {
    const datasets = endpoint.path.startsWith('/tickets') ? ['db1b', 'db1c'] : ['monthly'];
    for (const dataset of datasets) {
      it(`equals the whole statement's rows on ${endpoint.path} (${dataset})`, async () => {
        const { single, range } = PERIODS[dataset]!;
        const ticket = dataset === 'db1c' ? 'db1c' : 'db1b';
        const applies = (item: { readonly datasets?: readonly string[] }) =>
          item.datasets === undefined || item.datasets.includes(ticket);
        const metrics = endpoint.metrics.filter(applies).map((m) => m.id);
        const dimensions = byChoices(endpoint)
          .filter(applies)
          .map((d) => d.id);
        const ratio = endpoint.metrics.find((m) => !m.additive && !m.distribution && applies(m))!.id;
        const additive = endpoint.metrics.find((m) => m.additive && applies(m))!.id;
        const queries: Record<string, string>[] = [];
        // the metrics a request by `by` may ask for together (the catalog's cross-parameter rules)
        const allowed = (by: string, routePinned: boolean) =>
          metrics
            .filter(
              (id) =>
                !(endpoint.rules ?? []).some(
                  (rule) =>
                    (rule.kind === 'needs-route' && rule.metric === id && !routePinned) ||
                    (rule.kind === 'no-carrier-dimension' &&
                      rule.metrics.includes(id) &&
                      rule.dimensions.includes(by)),
                ),
            )
            .join(',');
        for (const by of dimensions) {
          queries.push(
            { by, ...single!, metrics: allowed(by, false), limit: '100' },
            { by, ...range!, limit: '3' },
            {
              by,
              ...range!,
              combine_periods: 'true',
              metrics: `${additive},${ratio}`,
              sort_by: ratio,
              sort_order: 'asc',
              limit: '4',
            },
          );
          if (by !== 'total') queries.push({ by, ...single!, sort_by: by, sort_order: 'desc', limit: '5' });
        }
        queries.push({ by: dimensions.find((d) => d !== 'origin')!, ...single!, origin: 'ATL' });
        if (dimensions.includes('destination'))
          queries.push({
            by: 'destination',
            ...single!,
            origin: 'ATL',
            metrics: allowed('destination', true),
          });
        if (dataset === 'db1c')
          queries.push({
            by: 'opcarrier',
            ...range!,
            normalize_to_db1b: 'true',
            metrics: 'passengers,avg_fare',
          });
        let rows = 0;
        for (const query of queries) {
          const plan = planFor(endpoint.path, query);
          const { fromEngine, finished } = await both(plan);
          expectSameRows(finished, fromEngine, new URLSearchParams(query).toString());
          rows += finished.length;
        }
        expect(rows).toBeGreaterThan(queries.length);
      });
    }
  }
});
