import type { Row } from '../engines/engine.js';
import type { QueryPlan } from '../sql/plan.js';
import { ROUTE_COLUMNS } from '../storage/rollups.js';
import {
  codeTest,
  periodSlots,
  perPlanAndSource,
  GroupedSums,
  type CodeTest,
  type SumReader,
} from './accumulate.js';
import { codeAt, valueKey, type DimensionColumn } from './columns.js';
import { routeEndsOf, type IndexedTable } from './index.js';

/**
 * A breakdown pinned to one airport (`origin=ATL` or `destination=ORD`, by one dimension or by nothing: issue
 * #45) from a route index source: the rows of every route from (or to) that airport, summed per requested
 * period (one in all for a combined range) and value of the group column, each sum `s<i>` under the null rule,
 * exactly the grouped rows the engine's grouped statement gives over the stored table, in no order;
 * `query/finish-breakdown.ts` finishes them as the engine's. A source keeps the rows with both airports, so the
 * caller (`chooseExecutor`) sends a pinned breakdown here only where every stored row has both, and where the
 * source holds every column the plan groups by, filters on or sums.
 */
export function airportGroupedRows(table: IndexedTable, plan: QueryPlan): Row[] {
  const { routes, filters, sums, group, accepted, slotOf } = readersOf(table, plan);
  const codes = group === undefined ? 1 : group.values.length;
  const grouped = new GroupedSums(sums, codes);
  if (filters.every((filter) => filter.code >= 0)) {
    for (const route of routes) {
      rows: for (let row = table.routeStarts[route]!; row < table.routeStarts[route + 1]!; row++) {
        const slot = slotOf[table.periodCodes[row]!]!;
        if (slot < 0) continue;
        for (const filter of filters) if (codeAt(filter.column, row) !== filter.code) continue rows;
        const code =
          group === undefined ? 0 : group.byRoute ? group.byRoute[route]! : codeAt(group.column!, row);
        if (accepted !== undefined && !accepted[code]) continue;
        grouped.add(slot, code, row);
      }
    }
  }
  return grouped.rows(plan, group?.values);
}

/** What a pinned breakdown reads from a source: its routes, filters, sums, group column, output slots. */
interface AirportReaders {
  readonly routes: readonly number[];
  readonly filters: readonly CodeTest[];
  readonly sums: readonly SumReader[];
  /** What is grouped by (undefined: by nothing, every row of a period one group). */
  readonly group: GroupReader | undefined;
  /** Per group code, whether its rows are summed (undefined: every row): the compared groups of a comparison. */
  readonly accepted: Uint8Array | undefined;
  readonly slotOf: Int32Array;
}

/**
 * A group column: a dimension of the source (`column`), or an airport of the route key (`byRoute`: each
 * route's code), and the value of each code (`values`, code 0 null) with the codes by value.
 */
interface GroupReader {
  readonly column?: DimensionColumn;
  readonly byRoute?: Uint32Array;
  readonly values: readonly unknown[];
  readonly codeOf: ReadonlyMap<string, number>;
}

const readersOf = perPlanAndSource(resolveReaders);

/** The group reader of column `name` of the source. */
function groupReader(table: IndexedTable, name: string): GroupReader {
  const side = ROUTE_COLUMNS.indexOf(name);
  if (side < 0) {
    const column = dimension(table, name);
    return { column, values: column.values, codeOf: column.codeOf };
  }
  const codeOf = new Map<string, number>();
  const values: unknown[] = [null];
  const byRoute = new Uint32Array(table.routes.size);
  for (const [key, route] of table.routes) {
    const airport = routeEndsOf(key)[side]!;
    let code = codeOf.get(airport);
    if (code === undefined) codeOf.set(airport, (code = values.push(airport) - 1));
    byRoute[route] = code;
  }
  return { byRoute, values, codeOf };
}

function dimension(table: IndexedTable, column: string): DimensionColumn {
  const found = table.dimensions.get(column);
  if (found === undefined) throw new Error(`route index: ${table.name} has no column ${column}`);
  return found;
}

function resolveReaders(table: IndexedTable, plan: QueryPlan): AirportReaders {
  const pinned = plan.filters.filter((filter) => ROUTE_COLUMNS.includes(filter.column));
  const routes = routesAt(table, pinned);
  const filters = plan.filters
    .filter((filter) => !ROUTE_COLUMNS.includes(filter.column))
    .map((filter) => codeTest(dimension(table, filter.column), filter.value));
  const sums: SumReader[] = plan.sums.map((sum) => {
    const values = table.measures.get(sum.column);
    if (values === undefined) throw new Error(`route index: ${table.name} has no column ${sum.column}`);
    const condition = sum.where && codeTest(dimension(table, sum.where.column), sum.where.value);
    return { values, ...(condition ? { condition } : {}) };
  });
  const group = plan.groupBy.length > 0 ? groupReader(table, plan.groupBy[0]!.column) : undefined;
  let accepted: Uint8Array | undefined;
  if (plan.onlyGroups && group !== undefined) {
    accepted = new Uint8Array(group.values.length);
    for (const [value] of plan.onlyGroups) {
      const code = value === null || value === undefined ? 0 : group.codeOf.get(valueKey(value));
      if (code !== undefined) accepted[code] = 1;
    }
  }
  const periods = (name: string) => table.periods.get(name) ?? [];
  const { slotOf } = periodSlots(periods('year'), periods(plan.periodColumn), plan);
  return { routes, filters, sums, group, accepted, slotOf };
}

/** The routes of each airport, at each end (origin, destination), per route dictionary (shared by a table's sources). */
const routesByEnd = new WeakMap<ReadonlyMap<string, number>, Map<string, number[]>[]>();

function endsOf(routes: ReadonlyMap<string, number>): Map<string, number[]>[] {
  let ends = routesByEnd.get(routes);
  if (ends === undefined) {
    ends = ROUTE_COLUMNS.map(() => new Map<string, number[]>());
    for (const [key, route] of routes)
      routeEndsOf(key).forEach((airport, side) => {
        const list = ends![side]!.get(airport);
        if (list === undefined) ends![side]!.set(airport, [route]);
        else list.push(route);
      });
    routesByEnd.set(routes, ends);
  }
  return ends;
}

/** The routes whose airports are the pinned ones (an airport filter on one end or both), in route order. */
function routesAt(
  table: IndexedTable,
  pinned: readonly { readonly column: string; readonly value: unknown }[],
): readonly number[] {
  const ends = endsOf(table.routes);
  const lists = ROUTE_COLUMNS.flatMap((column, side) => {
    const filter = pinned.find((f) => f.column === column);
    return filter === undefined ? [] : [ends[side]!.get(String(filter.value)) ?? []];
  });
  if (lists.length === 1) return lists[0]!;
  const other = new Set(lists[1]);
  return lists[0]!.filter((route) => other.has(route));
}
