/**
 * What the in-memory executors share (`execute.ts`, `national-execute.ts`, `airport-execute.ts`):
 * a plan's periods as output slots, its filter values as dictionary codes, its sums under the null rule, and
 * what a plan resolves against a source, once per plan and source.
 */
import type { Row } from '../engines/engine.js';
import { COLUMNS } from '../sql/columns.js';
import type { QueryPlan } from '../sql/plan.js';
import { completeSum } from '../storage/null-rule.js';
import { codeAt, valueKey, type DimensionColumn, type MeasureColumn } from './columns.js';

/** A test of a dimension column's code (-1: a value no row has). */
export interface CodeTest {
  readonly column: DimensionColumn;
  readonly code: number;
}

/** The code `value` has in a dimension column, as a test (-1: no row has it). */
export const codeTest = (column: DimensionColumn, value: unknown): CodeTest => ({
  column,
  code: column.codeOf.get(valueKey(value)) ?? -1,
});

/** A sum a plan needs, resolved to the columns of an index source. */
export interface SumReader {
  readonly values: MeasureColumn;
  /** sumWhere: rows whose condition column has another code add 0 (-1: a value no row has). */
  readonly condition?: CodeTest;
}

/**
 * The sums of one output row (a period, a period and group, or a combined range) over the rows added, as
 * the SQL compiler's aggregates give them: under the one null rule (`storage/null-rule.ts`), null when any row
 * added lacks a value or none was added; a conditional sum adds 0 for a row with a value whose condition does
 * not hold.
 */
export class RowSums {
  private readonly sums: Float64Array;
  /** Per sum: some row added had a value. */
  private readonly present: Uint8Array;
  /** Per sum: some row added lacked a value. */
  private readonly absent: Uint8Array;
  constructor(private readonly readers: readonly SumReader[]) {
    this.sums = new Float64Array(readers.length);
    this.present = new Uint8Array(readers.length);
    this.absent = new Uint8Array(readers.length);
  }
  /** Adds row `row` of the source. */
  add(row: number): void {
    const readers = this.readers;
    for (let s = 0; s < readers.length; s++) {
      const reader = readers[s]!;
      const value = reader.values.at(row);
      if (Number.isNaN(value)) {
        this.absent[s] = 1;
        continue;
      }
      this.present[s] = 1;
      if (!reader.condition || codeAt(reader.condition.column, row) === reader.condition.code)
        this.sums[s]! += value;
    }
  }
  /** Sum `s` under the null rule. */
  value(s: number): number | null {
    return completeSum(this.sums[s]!, this.present[s] === 1, this.absent[s] === 1);
  }
}

/**
 * The output slot of each period code of a source (-1: a period not asked for; a combined answer has the one
 * slot 0), from the source's `year` and period index (`quarter` or `month`) values by period code.
 */
export function periodSlots(
  years: readonly number[],
  indices: readonly number[],
  plan: Pick<QueryPlan, 'periods' | 'combined'>,
): { readonly slotOf: Int32Array; readonly slotCount: number } {
  const slotOfPeriod = new Map(
    plan.periods.map((p, slot) => [p.year * 16 + p.index, plan.combined ? 0 : slot]),
  );
  const slotOf = Int32Array.from(years, (year, code) => slotOfPeriod.get(year * 16 + indices[code]!) ?? -1);
  return { slotOf, slotCount: plan.combined ? 1 : plan.periods.length };
}

/**
 * `resolve(source, plan)` once per plan and source, kept while both live: a plan is prepared once per data
 * version and spelling (analytics/preparations.ts), so a repeated request only sums its rows.
 */
export function perPlanAndSource<Source extends object, Readers>(
  resolve: (source: Source, plan: QueryPlan) => Readers,
): (source: Source, plan: QueryPlan) => Readers {
  const known = new WeakMap<QueryPlan, WeakMap<Source, Readers>>();
  return (source, plan) => {
    let bySource = known.get(plan);
    if (bySource === undefined) known.set(plan, (bySource = new WeakMap()));
    let readers = bySource.get(source);
    if (readers === undefined) bySource.set(source, (readers = resolve(source, plan)));
    return readers;
  };
}

/**
 * The sums of a breakdown's groups, keyed by output slot (a requested period, or 0 for a combined range) and
 * group code: what the national and the pinned-airport executors accumulate, and the grouped rows they give
 * (`s<i>` under the null rule, the group's value in `g0` where there is a group column).
 */
export class GroupedSums {
  private readonly accumulators = new Map<number, RowSums>();

  constructor(
    private readonly sums: readonly SumReader[],
    /** How many group codes there are (1: by nothing). */
    private readonly codes: number,
  ) {}

  add(slot: number, code: number, row: number): void {
    const key = slot * this.codes + code;
    let accumulator = this.accumulators.get(key);
    if (accumulator === undefined) this.accumulators.set(key, (accumulator = new RowSums(this.sums)));
    accumulator.add(row);
  }

  /** One row per slot and group summed; `groupValues`: the group column's values by code (none: by nothing). */
  rows(plan: QueryPlan, groupValues: readonly unknown[] | undefined): Row[] {
    const rows: Row[] = [];
    for (const [key, accumulator] of this.accumulators) {
      const slot = Math.floor(key / this.codes);
      const period = plan.combined ? { year: 0, index: 0 } : plan.periods[slot]!;
      const row: Record<string, unknown> = { [COLUMNS.year]: period.year, [COLUMNS.period]: period.index };
      if (groupValues !== undefined) row[COLUMNS.group(0)] = groupValues[key % this.codes] ?? null;
      plan.sums.forEach((_, s) => (row[COLUMNS.sum(s)] = accumulator.value(s)));
      rows.push(row);
    }
    return rows;
  }
}
