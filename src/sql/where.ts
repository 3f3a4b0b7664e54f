import type { StatementValues } from './dialect.js';
import type { QueryPlan, SqlValue } from './plan.js';

type Quote = (name: string) => string;

/**
 * The WHERE conditions of a plan's scan, values written by the dialect in this order: the compared groups,
 * the periods, the filters, the airport filters.
 */
export function whereConditions(
  plan: QueryPlan,
  q: Quote,
  values: StatementValues,
  inSubquery: string,
): string[] {
  return [
    ...(plan.onlyGroups && plan.groupBy.length > 0 ? [onlyGroups(plan, plan.onlyGroups, q, values)] : []),
    ...periodPredicates(plan, q, values),
    ...plan.filters.map((f) => `${q(f.column)} = ${values.add(f.value)}`),
    // (year, airport) pairs instead of a correlated subquery: engines without correlated subqueries run it
    ...plan.airportFilters.map(
      (f) =>
        `(${q('year')}, ${q(f.airportColumn)}) ${inSubquery} (SELECT ${q('year')}, ${q('iata')} FROM ${q('airport_hubs')} WHERE ${q(
          f.attribute,
        )} = ${values.add(f.value)})`,
    ),
  ];
}

/**
 * compare: only the group combinations shown (one AND per combination, IS NULL for a null value: both
 * engines run it, no row values or structs).
 */
function onlyGroups(
  plan: QueryPlan,
  groups: readonly (readonly SqlValue[])[],
  q: Quote,
  values: StatementValues,
): string {
  if (groups.length === 0) return '1 = 0';
  const combination = (row: readonly SqlValue[]) =>
    `(${plan.groupBy
      .map((g, i) => {
        const value = row[i] ?? null;
        return value === null ? `${q(g.column)} IS NULL` : `${q(g.column)} = ${values.add(value)}`;
      })
      .join(' AND ')})`;
  return `(${groups.map(combination).join(' OR ')})`;
}

/**
 * The periods as predicates the engine can push into its scan (and skip row groups with): `year = y AND
 * month IN (...)` for one year; for several, a year range narrowed by one such pair per year.
 */
function periodPredicates(plan: QueryPlan, q: Quote, values: StatementValues): string[] {
  const byYear = new Map<number, number[]>();
  for (const period of plan.periods)
    byYear.set(period.year, [...(byYear.get(period.year) ?? []), period.index]);
  const indexIn = (indices: number[]) =>
    `${q(plan.periodColumn)} IN (${indices.map((index) => values.add(index)).join(', ')})`;
  const entries = [...byYear.entries()];
  if (entries.length === 1) {
    const [year, indices] = entries[0]!;
    return [`${q('year')} = ${values.add(year)}`, indexIn(indices)];
  }
  const years = [...byYear.keys()];
  return [
    `${q('year')} BETWEEN ${values.add(Math.min(...years))} AND ${values.add(Math.max(...years))}`,
    `(${entries.map(([year, indices]) => `(${q('year')} = ${values.add(year)} AND ${indexIn(indices)})`).join(' OR ')})`,
  ];
}
