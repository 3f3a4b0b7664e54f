import type { Row } from '../engines/engine.js';
import type { QueryPlan } from '../sql/plan.js';
import { codeTest, GroupedSums, periodSlots, perPlanAndSource, type SumReader } from './accumulate.js';
import { codeAt, valueKey } from './columns.js';
import type { NationalTable } from './index.js';

/**
 * A national breakdown's grouped rows from a one-dimension rollup in memory: the rows the engine's grouped
 * statement (`groupedBreakdownStatement`, sql/breakdown.ts) gives over the same rollup, one per requested
 * period (one in all for a combined range) and value of the group column, each sum `s<i>` under the null rule
 * (a plan without a group column: one row per period with rows, as the statement's `HAVING COUNT(*) > 0`), in
 * no order. `query/finish-breakdown.ts` finishes them as it finishes the engine's. The caller
 * (`chooseExecutor`) guarantees the plan groups by, filters and tests only the rollup's column and needs no
 * distribution statistic.
 */
export function nationalGroupedRows(table: NationalTable, plan: QueryPlan): Row[] {
  const { sums, accepted, slotOf, grouped } = readersOf(table, plan);
  const { periodStarts, groups } = table;
  const codes = groups.values.length;
  const sumsByGroup = new GroupedSums(sums, codes);
  for (let period = 1; period < periodStarts.length - 1; period++) {
    const slot = slotOf[period]!;
    if (slot < 0) continue;
    for (let row = periodStarts[period]!; row < periodStarts[period + 1]!; row++) {
      const code = codeAt(groups, row);
      if (accepted !== undefined && !accepted[code]) continue;
      sumsByGroup.add(slot, grouped ? code : 0, row);
    }
  }
  return sumsByGroup.rows(plan, grouped ? groups.values : undefined);
}

/** What a plan reads from a rollup: its sums, the group codes it keeps, each period code's output slot. */
interface NationalReaders {
  readonly sums: readonly SumReader[];
  /** Per group code, whether its rows are summed (undefined: every row). */
  readonly accepted: Uint8Array | undefined;
  readonly slotOf: Int32Array;
  /** Whether the plan groups by the rollup's column (else every row of a period is one group). */
  readonly grouped: boolean;
}

/** The plan resolved against a rollup, once per plan and rollup. */
const readersOf = perPlanAndSource(resolveReaders);

function resolveReaders(table: NationalTable, plan: QueryPlan): NationalReaders {
  const own = (column: string): void => {
    if (column !== table.column) throw new Error(`route index: ${table.name} has no column ${column}`);
  };
  const grouped = plan.groupBy.length > 0;
  if (grouped) own(plan.groupBy[0]!.column);
  const sums: SumReader[] = plan.sums.map((sum) => {
    const values = table.measures.get(sum.column);
    if (values === undefined) throw new Error(`route index: ${table.name} has no column ${sum.column}`);
    if (sum.where) own(sum.where.column);
    return {
      values,
      ...(sum.where ? { condition: codeTest(table.groups, sum.where.value) } : {}),
    };
  });
  // the codes every filter (`column = value`: never a null) and the compared groups (compare) let through
  const codes = table.groups.values.length;
  let accepted: Uint8Array | undefined;
  const keepOnly = (allowed: readonly number[]) => {
    const next = new Uint8Array(codes);
    for (const code of allowed) if (code >= 0 && (accepted === undefined || accepted[code])) next[code] = 1;
    accepted = next;
  };
  for (const filter of plan.filters) {
    own(filter.column);
    keepOnly([codeTest(table.groups, filter.value).code]);
  }
  if (plan.onlyGroups && grouped)
    keepOnly(
      plan.onlyGroups.map(([value]) =>
        value === null || value === undefined ? 0 : (table.groups.codeOf.get(valueKey(value)) ?? -1),
      ),
    );
  const { slotOf } = periodSlots(table.periods.get('year')!, table.periods.get(plan.periodColumn)!, plan);
  return { sums, accepted, slotOf, grouped };
}
