import { describe, expect, it } from 'vitest';
import { finishBreakdown } from '../../src/query/finish-breakdown.js';
import type { QueryPlan } from '../../src/sql/plan.js';

/**
 * A breakdown finished from hand-made grouped rows (keys, sums `s<i>`, a distribution statistic `x<i>`),
 * against values written out by hand: totals under the null rule (null when any group lacks the sum), quotients and shares null on a zero or
 * null denominator, the group count before the limit, the top `limit` per period in the plan's order with
 * nulls last and ties broken by group, periods in order, text in the engines' byte order.
 */
function plan(sort: QueryPlan['sort'], limit: number): QueryPlan {
  return {
    kind: 'breakdown',
    table: 't100_segment',
    periodColumn: 'month',
    periods: [
      { year: 2025, index: 5 },
      { year: 2025, index: 6 },
    ],
    filters: [],
    airportFilters: [],
    groupBy: [{ id: 'carrier', column: 'carrier' }],
    metrics: [
      { id: 'passengers', output: 'm0', value: { kind: 'sum', sum: 0 }, hasShare: true },
      {
        id: 'load_factor',
        output: 'm1',
        value: {
          kind: 'quotient',
          numerator: { kind: 'sum', sum: 0 },
          denominator: { kind: 'sum', sum: 1 },
          scale: 100,
        },
        hasShare: true,
      },
      { id: 'delay', output: 'm2', value: { kind: 'sum', sum: 2 }, hasShare: true },
      {
        id: 'hhi',
        output: 'm3',
        value: { kind: 'distribution' },
        hasShare: false,
        distribution: {
          kind: 'concentration',
          stat: 'hhi',
          carrierColumn: 'carrier',
          exclude: [],
          weight: 'passengers',
          table: 't100_segment',
        },
      },
    ],
    sums: [
      { key: 'sum:passengers', column: 'passengers' },
      { key: 'sum:seats', column: 'seats' },
      { key: 'sum:delay', column: 'delay' },
    ],
    sort,
    limit,
  };
}

const group = (
  month: number,
  carrier: string | null,
  s0: number | null,
  s1: number | null,
  s2: number | null,
) => ({
  p_year: 2025,
  p_index: month,
  g0: carrier,
  s0,
  s1,
  s2,
  x3: s0 === null ? null : s0 / 100,
});

// in no order, as an engine returns groups: June first
const GROUPED = [
  group(6, 'UA', 10, 40, 3),
  group(6, 'B6', null, 5, 2),
  group(6, 'DL', 30, 0, null),
  group(5, 'ZZ', 0, 10, 0),
  group(6, null, 10, null, 4),
  group(6, 'AA', 10, 20, 1),
  group(5, 'AA', 0, 0, 0),
];

describe('finishBreakdown', () => {
  it('computes totals, values, shares and counts, and keeps the first groups of each period in order', () => {
    const rows = finishBreakdown(plan({ key: 'passengers', order: 'desc' }, 2), GROUPED);
    // June: every total null (B6 lacks passengers, the unknown carrier seats, DL a delay: storage/null-rule.ts),
    // so every share is null
    expect(rows).toEqual([
      // May: every total 0, so every share is null; equal passengers ordered by carrier
      {
        p_year: 2025,
        p_index: 5,
        g0: 'AA',
        m0: 0,
        t0: 0,
        m1: null,
        t1: 0,
        m2: 0,
        t2: 0,
        m3: 0,
        group_count: 2,
        share0: null,
        share1: null,
        share2: null,
      },
      {
        p_year: 2025,
        p_index: 5,
        g0: 'ZZ',
        m0: 0,
        t0: 0,
        m1: 0,
        t1: 0,
        m2: 0,
        t2: 0,
        m3: 0,
        group_count: 2,
        share0: null,
        share1: null,
        share2: null,
      },
      {
        p_year: 2025,
        p_index: 6,
        g0: 'DL',
        m0: 30,
        t0: null,
        m1: null,
        t1: null,
        m2: null,
        t2: null,
        m3: 0.3,
        group_count: 5,
        share0: null,
        share1: null,
        share2: null,
      },
      // AA, UA and the unknown carrier tie at 10 passengers: by carrier, the null last
      {
        p_year: 2025,
        p_index: 6,
        g0: 'AA',
        m0: 10,
        t0: null,
        m1: 50,
        t1: null,
        m2: 1,
        t2: null,
        m3: 0.1,
        group_count: 5,
        share0: null,
        share1: null,
        share2: null,
      },
    ]);
    const june = finishBreakdown(plan({ key: 'passengers', order: 'desc' }, 10), GROUPED).filter(
      (row) => row.p_index === 6,
    );
    expect(june.map((row) => row.g0)).toEqual(['DL', 'AA', 'UA', null, 'B6']);
  });

  it('puts null values last in both directions and sorts by a dimension', () => {
    const june = (sort: QueryPlan['sort']) =>
      finishBreakdown(plan(sort, 10), GROUPED)
        .filter((row) => row.p_index === 6)
        .map((row) => row.g0);
    // load factor: AA 50, UA 25; B6 (no passengers), DL (no seats) and the unknown carrier (no seats) null
    expect(june({ key: 'load_factor', order: 'desc' })).toEqual(['AA', 'UA', 'B6', 'DL', null]);
    expect(june({ key: 'load_factor', order: 'asc' })).toEqual(['UA', 'AA', 'B6', 'DL', null]);
    expect(june({ key: 'carrier', order: 'desc' })).toEqual(['UA', 'DL', 'B6', 'AA', null]);
    expect(june({ key: 'carrier', order: 'asc' })).toEqual(['AA', 'B6', 'DL', 'UA', null]);
  });

  it('orders text as the engines do: by code point (UTF-8 bytes), not by UTF-16 unit', () => {
    const names = ['\u{1F600}', 'é', 'a', '\uFF21', null, 'Z', 'ab'];
    const grouped = names.map((name) => group(5, name, 1, 1, 1));
    const rows = finishBreakdown(plan({ key: 'carrier', order: 'asc' }, 10), grouped);
    expect(rows.map((row) => row.g0)).toEqual(['Z', 'a', 'ab', 'é', '\uFF21', '\u{1F600}', null]);
  });

  it('answers no row for no grouped rows', () => {
    expect(finishBreakdown(plan({ key: 'passengers', order: 'desc' }, 5), [])).toEqual([]);
  });
});
