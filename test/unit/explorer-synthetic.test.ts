import { describe, expect, it } from 'vitest';
import { generatedPeriods, syntheticNotice } from '../../explorer/src/synthetic.js';

/**
 * The explorer's notice for synthetic data (issue #44, contract §12 "synthetic data says so"): read from the
 * answer's `meta.synthetic` and from `/support/coverage`'s per-period `source`, in exactly those names. Until
 * the server sends them, the browser tests cannot see the notice: this checks its rendering logic alone.
 */
const ontime = (sources: Array<[string, string]>) => ({
  table: 'ontime',
  grain: 'month',
  first_period: sources[0]?.[0] ?? null,
  last_period: sources.at(-1)?.[0] ?? null,
  periods: sources.map(([period, source]) => ({ period, source })),
});

describe('the synthetic-data notice', () => {
  it('lists the generated periods of a table, whatever list holds them, never a file-sourced one', () => {
    const table = ontime([
      ['2025-04', 'On_Time_Reporting_2025_4.zip'],
      ['2025-05', 'generated'],
      ['2025-06', 'generated'],
    ]);
    expect(generatedPeriods(table)).toEqual(['2025-05', '2025-06']);
    expect(generatedPeriods({ table: 'x', sources: [{ period: '2025-Q2', source: 'generated' }] })).toEqual([
      '2025-Q2',
    ]);
    expect(generatedPeriods(undefined)).toEqual([]);
  });

  it('an answer with meta.synthetic: true says so and names the generated periods of its area', () => {
    const tables = [
      ontime([
        ['2025-05', 'generated'],
        ['2025-06', 'generated'],
      ]),
    ];
    expect(syntheticNotice({ meta: { synthetic: true } }, tables, 'ontime')).toBe(
      'Synthetic data: this answer includes generated periods (generated here: May 2025, June 2025), made up for the demo. They are not BTS figures.',
    );
    const many = [ontime(['2025-01', '2025-02', '2025-03', '2025-04'].map((p) => [p, 'generated']))];
    expect(syntheticNotice({ meta: { synthetic: true } }, many, 'ontime')).toContain(
      '(generated here: January 2025 to April 2025)',
    );
    expect(syntheticNotice({ meta: { synthetic: true } }, [], 'ontime')).toBe(
      'Synthetic data: this answer includes generated periods, made up for the demo. They are not BTS figures.',
    );
  });

  it('only meta.synthetic: true gives a notice: an answer without it reads no generated period', () => {
    const generated = [ontime([['2025-06', 'generated']])];
    expect(syntheticNotice({ meta: { synthetic: false } }, generated, 'ontime')).toBeUndefined();
    expect(syntheticNotice({ meta: {} }, generated, 'ontime')).toBeUndefined();
    expect(syntheticNotice(undefined, generated, 'ontime')).toBeUndefined();
    // another area's generated periods are not named
    expect(syntheticNotice({ meta: { synthetic: true } }, generated, 't100_segment')).toBe(
      'Synthetic data: this answer includes generated periods, made up for the demo. They are not BTS figures.',
    );
  });
});
