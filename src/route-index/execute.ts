import type { Row } from '../engines/engine.js';
import { COLUMNS } from '../sql/columns.js';
import { ROUTE_COLUMNS, ROUTE_ENDS } from '../storage/rollups.js';
import { evaluateValue } from '../query/evaluation.js';
import type { PlannedMetric, QueryPlan } from '../sql/plan.js';
import { codeAt, valueKey, type DimensionColumn, type MeasureColumn } from './columns.js';
import { routeKey, type IndexedTable } from './index.js';
import { BucketSums, type RowHistograms } from './fare-histograms.js';
import {
  codeTest,
  periodSlots,
  perPlanAndSource,
  RowSums,
  type CodeTest,
  type SumReader,
} from './accumulate.js';

/** The sums and carrier splits of one output row (one period, or the whole range when combined). */
interface Accumulator {
  readonly sums: RowSums;
  /** Concentration: weight per carrier code, per distinct carrier split. */
  readonly splits: Map<number, number>[];
  /** Quantiles: passengers per fare bucket, per histogram column read. */
  readonly buckets: BucketSums[];
}

function column<T>(map: ReadonlyMap<string, T>, name: string, table: IndexedTable): T {
  const found = map.get(name);
  if (found === undefined) throw new Error(`route index: ${table.table} has no column ${name}`);
  return found;
}

/** The code a filter or condition value has in a dimension column (-1: no row has it). */
const codeOf = (table: IndexedTable, name: string, value: unknown): CodeTest =>
  codeTest(column(table.dimensions, name, table), value);

/** A concentration metric's carrier split: the carrier column, the codes left out, the weight column. */
interface SplitReader {
  readonly carriers: DimensionColumn;
  readonly excluded: ReadonlySet<number>;
  readonly weights: MeasureColumn;
}

/**
 * Answers a route plan from the index with the rows the SQL compiler's statement gives: one row per requested
 * period with matching rows, or one row for a combined range, each metric's planned value (`PlannedValue`,
 * evaluated by `query/evaluation.ts`) in its planned output column, over the sums each under its planned
 * null rule. Concentration metrics (hhi, carriers) fold the carrier split as `sql/duckdb-distributions.ts` does. The caller
 * (the planner's executor choice) guarantees the table holds every column the plan reads.
 */
export function executeRoutePlan(table: IndexedTable, plan: QueryPlan): Row[] {
  const { routes, filters, sums, splits, metricSplit, histograms, metricQuantile, slotOf, slotCount } =
    readersOf(table, plan);
  const { periodCodes } = table;
  const accumulators: (Accumulator | undefined)[] = new Array<Accumulator | undefined>(slotCount);
  const accumulatorFor = (slot: number): Accumulator =>
    (accumulators[slot] ??= {
      sums: new RowSums(sums),
      splits: splits.map(() => new Map<number, number>()),
      buckets: histograms.map(() => new BucketSums()),
    });
  if (plan.combined) accumulatorFor(0);

  if (filters.every((f) => f.code >= 0)) {
    for (const route of routes) {
      const end = table.routeStarts[route + 1]!;
      rows: for (let r = table.routeStarts[route]!; r < end; r++) {
        const slot = slotOf[periodCodes[r]!]!;
        if (slot < 0) continue;
        for (const filter of filters) if (codeAt(filter.column, r) !== filter.code) continue rows;
        const accumulator = accumulatorFor(slot);
        accumulator.sums.add(r);
        splits.forEach((split, k) => {
          const carrier = codeAt(split.carriers, r);
          const weight = split.weights.at(r);
          if (carrier === 0 || split.excluded.has(carrier) || Number.isNaN(weight)) return;
          const weights = accumulator.splits[k]!;
          weights.set(carrier, (weights.get(carrier) ?? 0) + weight);
        });
        for (let k = 0; k < histograms.length; k++) accumulator.buckets[k]!.add(histograms[k]!, r);
      }
    }
  }

  const result: Row[] = [];
  accumulators.forEach((accumulator, slot) => {
    if (accumulator === undefined) return;
    const period = plan.combined ? { year: 0, index: 0 } : plan.periods[slot]!;
    const row: Record<string, unknown> = { [COLUMNS.year]: period.year, [COLUMNS.period]: period.index };
    const sumValue = (s: number) => accumulator.sums.value(s);
    plan.metrics.forEach((metric, i) => {
      const split = metricSplit[i]!;
      const quantile = metricQuantile[i];
      row[metric.output] = evaluateValue(metric.value, sumValue, () =>
        split >= 0
          ? concentration(metric, accumulator.splits[split]!)
          : quantile !== undefined
            ? accumulator.buckets[quantile.histogram]!.quantile(quantile.q)
            : null,
      );
    });
    result.push(row);
  });
  return result;
}

/** What a plan reads from a source: its rows, filters, sums, carrier splits and output slots. */
interface PlanReaders {
  readonly routes: readonly number[];
  readonly filters: readonly CodeTest[];
  readonly sums: readonly SumReader[];
  readonly splits: readonly SplitReader[];
  /** Per metric: its carrier split's index in `splits` (-1: none). */
  readonly metricSplit: readonly number[];
  /** The histogram columns the fare quantiles read. */
  readonly histograms: readonly RowHistograms[];
  /** Per metric: its fare quantile, the index of its histogram in `histograms` and q (undefined: none). */
  readonly metricQuantile: readonly ({ readonly histogram: number; readonly q: number } | undefined)[];
  /** Output slot by period code (-1: a period not asked for). */
  readonly slotOf: Int32Array;
  readonly slotCount: number;
}

/** The plan resolved against a source, once per plan and source. */
const readersOf = perPlanAndSource(resolveReaders);

function resolveReaders(table: IndexedTable, plan: QueryPlan): PlanReaders {
  const routes = routesOf(table, plan);
  // every other filter, a city market named in place of an airport too, is tested on each row
  const filters = plan.filters
    .filter((f) => !ROUTE_COLUMNS.includes(f.column))
    .map((f) => codeOf(table, f.column, f.value));
  const sums: SumReader[] = plan.sums.map((sum) => ({
    values: column(table.measures, sum.column, table),
    ...(sum.where ? { condition: codeOf(table, sum.where.column, sum.where.value) } : {}),
  }));
  const splitOf = new Map<string, number>();
  const splits: SplitReader[] = [];
  const metricSplit = plan.metrics.map((metric) => {
    const d = metric.distribution;
    if (d?.kind !== 'concentration') return -1;
    const key = `${d.carrierColumn}|${d.exclude.join(',')}|${d.weight}`;
    let index = splitOf.get(key);
    if (index === undefined) {
      const carrier = column(table.dimensions, d.carrierColumn, table);
      index = splits.length;
      splitOf.set(key, index);
      splits.push({
        carriers: carrier,
        excluded: new Set(d.exclude.flatMap((code) => carrier.codeOf.get(valueKey(code)) ?? [])),
        weights: column(table.measures, d.weight, table),
      });
    }
    return index;
  });

  const { slotOf, slotCount } = periodSlots(
    column(table.periods, 'year', table),
    column(table.periods, plan.periodColumn, table),
    plan,
  );
  return { routes, filters, sums, splits, metricSplit, ...quantileReaders(table, plan), slotOf, slotCount };
}

/** The histogram columns a plan's fare quantiles read, each once, and each metric's. */
function quantileReaders(
  table: IndexedTable,
  plan: QueryPlan,
): Pick<PlanReaders, 'histograms' | 'metricQuantile'> {
  const names: string[] = [];
  const metricQuantile = plan.metrics.map((metric) => {
    const d = metric.distribution;
    if (d?.kind !== 'quantile') return undefined;
    if (!names.includes(d.histogram)) names.push(d.histogram);
    return { histogram: names.indexOf(d.histogram), q: d.q };
  });
  return { histograms: names.map((name) => column(table.histograms, name, table)), metricQuantile };
}

/**
 * The routes a plan names: its airport pair, or, where it names a city market in place of an airport, every
 * pair of the airports whose rows carry that market at that end (the rows are then tested for it too).
 */
function routesOf(table: IndexedTable, plan: QueryPlan): number[] {
  const [origins, destinations] = ROUTE_ENDS.map((end): readonly unknown[] => {
    const airport = plan.filters.find((f) => f.column === end.airport);
    if (airport !== undefined) return [airport.value];
    const market = plan.filters.find((f) => f.column === end.cityMarket);
    const code = market && table.dimensions.get(end.cityMarket)?.codeOf.get(valueKey(market.value));
    return (code && table.marketAirports.get(end.cityMarket)?.get(code)) || [];
  });
  return origins!.flatMap((origin) =>
    destinations!.flatMap((destination) => table.routes.get(routeKey(origin, destination)) ?? []),
  );
}

/** hhi = 10,000 × Σ w² / (Σ w)², carriers = carriers with w > 0; null without any carrier (the SQL's LEFT JOIN). */
function concentration(metric: PlannedMetric, weights: ReadonlyMap<number, number>): number | null {
  if (weights.size === 0 || metric.distribution?.kind !== 'concentration') return null;
  if (metric.distribution.stat === 'carriers') return [...weights.values()].filter((w) => w > 0).length;
  let squares = 0;
  let total = 0;
  for (const weight of weights.values()) {
    squares += weight * weight;
    total += weight;
  }
  return total === 0 ? null : (10000 * squares) / (total * total);
}
