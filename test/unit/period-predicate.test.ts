import { DuckDBInstance } from '@duckdb/node-api';
import { describe, expect, it } from 'vitest';
import type { QueryPlan } from '../../src/query/plan.js';
import { compile } from '../../src/sql/compile.js';
import { duckdb } from '../../src/sql/duckdb.js';

/** The compiled period predicate selects exactly the planned periods, within one year and across years. */
const months = ['2024-11', '2024-12', '2025-01', '2025-02', '2025-03', '2025-11', '2026-01'];

function routePlan(periods: [number, number][]): QueryPlan {
  return {
    kind: 'route',
    table: 'ontime',
    periodColumn: 'month',
    periods: periods.map(([year, index]) => ({ year, index })),
    filters: [
      { column: 'origin', value: 'ATL' },
      { column: 'destination', value: 'LAX' },
    ],
    airportFilters: [],
    groupBy: [],
    metrics: [{ id: 'flights', output: 'm0', value: { kind: 'sum', sum: 0 }, hasShare: false }],
    sums: [{ key: 'sum:flights', column: 'flights' }],
    sort: { key: 'flights', order: 'desc' },
    limit: 50,
  };
}

async function selectedPeriods(periods: [number, number][]): Promise<string[]> {
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  // every month on the route and on another route; flights = 1 so each selected month sums to 1
  const values = months
    .flatMap((m) => [
      `(${m.slice(0, 4)}, ${Number(m.slice(5))}, 'ATL', 'LAX', 1)`,
      `(${m.slice(0, 4)}, ${Number(m.slice(5))}, 'ATL', 'SFO', 5)`,
    ])
    .join(', ');
  await connection.run(
    `CREATE TABLE ontime AS SELECT * FROM (VALUES ${values}) AS t(year, month, origin, destination, flights)`,
  );
  const { sql, params } = compile(routePlan(periods), duckdb);
  const prepared = await connection.prepare(sql);
  prepared.bind(params as never);
  const rows = (await prepared.runAndReadAll()).getRowObjects();
  connection.closeSync();
  return rows
    .map((row) => `${Number(row.p_year)}-${String(row.p_index).padStart(2, '0')}:${Number(row.m0)}`)
    .sort();
}

describe('the period predicate', () => {
  it('selects the listed months of one year only', async () => {
    expect(
      await selectedPeriods([
        [2025, 1],
        [2025, 3],
      ]),
    ).toEqual(['2025-01:1', '2025-03:1']);
  });

  it('selects the listed months across years, not the same month numbers of the other years', async () => {
    expect(
      await selectedPeriods([
        [2024, 12],
        [2025, 1],
        [2026, 1],
      ]),
    ).toEqual(['2024-12:1', '2025-01:1', '2026-01:1']);
    expect(
      await selectedPeriods([
        [2024, 11],
        [2025, 2],
      ]),
    ).toEqual(['2024-11:1', '2025-02:1']);
  });
});
