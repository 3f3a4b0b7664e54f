import type { PeriodGrain, Period } from '../storage/periods.js';

/** A value of a statement (the engines take and return these). */
export type SqlValue = string | number | boolean | null;

/** A filter value as parsed from the query string and bound in SQL. */
export type FilterValue = string | number | boolean;

/** The plan the SQL compiler reads: a readonly, serialisable value with no catalog objects in it. */
export interface QueryPlan {
  readonly kind: 'route' | 'breakdown';
  /** The table read: the source's stored table or the smallest of its rollups that has every column used. */
  readonly table: string;
  /** Column holding the period index next to `year` (`quarter` or `month`). */
  readonly periodColumn: PeriodGrain;
  readonly periods: readonly Period[];
  readonly filters: readonly { readonly column: string; readonly value: FilterValue }[];
  readonly airportFilters: readonly {
    readonly airportColumn: 'origin' | 'destination';
    readonly attribute: 'hub_class' | 'role';
    readonly value: string;
  }[];
  readonly groupBy: readonly { readonly id: string; readonly column: string }[];
  readonly metrics: readonly PlannedMetric[];
  /** combine_periods: one answer over all `periods` (no period grouping). */
  readonly combined?: boolean;
  /** Every sum the metrics read (leaves keyed by `sumKey`), under the null rule of `storage/null-rule.ts`. */
  readonly sums: readonly PlannedSum[];
  /** Breakdowns: only these combinations of group values (compare: the rows shown). */
  readonly onlyGroups?: readonly (readonly SqlValue[])[];
  /** Ordering inside each period: a metric or a dimension id. */
  readonly sort: { readonly key: string; readonly order: 'asc' | 'desc' };
  /** Breakdowns: rows per period. */
  readonly limit: number;
}

/**
 * A sum a plan reads. Every executor sums it under the one null rule (`storage/null-rule.ts`: null when any row
 * summed lacks a value); a conditional sum (`where`) counts a row whose condition does not hold as 0 when the row
 * has a value.
 */
export interface PlannedSum {
  /** `sumKey` of the catalog leaf (`catalog/expressions.ts`): the identity `query/sums.ts` dedupes by. */
  readonly key: string;
  readonly column: string;
  readonly where?: { readonly column: string; readonly value: string };
}

/**
 * How a metric's value is computed from the plan's sums: the evaluation plan both executors read
 * (`query/evaluation.ts` derives it from the catalog's `MetricExpr`, the normalisation factor and the sums; the
 * SQL compiler writes it as SQL, the route index evaluates it with `evaluateValue`). Every node is null when
 * any operand is null; besides:
 * - `sum`: `QueryPlan.sums[sum]`, under the null rule;
 * - `distribution`: the metric's `distribution` statistic (null when no carrier has a weight);
 * - `quotient`: `scale × numerator / denominator`, null when the denominator is 0;
 * - `difference`: `left − right`;
 * - `scaled`: `of × factor` (normalize_to_db1b, an expansion).
 */
export type PlannedValue =
  | { readonly kind: 'sum'; readonly sum: number }
  | { readonly kind: 'distribution' }
  | {
      readonly kind: 'quotient';
      readonly numerator: PlannedValue;
      readonly denominator: PlannedValue;
      readonly scale?: number;
    }
  | { readonly kind: 'difference'; readonly left: PlannedValue; readonly right: PlannedValue }
  | { readonly kind: 'scaled'; readonly of: PlannedValue; readonly factor: number };

export interface PlannedMetric {
  readonly id: string;
  /** The output column of the metric's value in every executor's rows (`COLUMNS.metric(i)`). */
  readonly output: string;
  /** Its value over the plan's sums (the one formula both executors evaluate). */
  readonly value: PlannedValue;
  readonly hasShare: boolean;
  readonly distribution?: PlannedDistribution;
}

/** A distribution metric (catalog `MetricDistribution`) resolved for the request's dataset. */
export type PlannedDistribution =
  | {
      readonly kind: 'concentration';
      readonly stat: 'hhi' | 'carriers';
      readonly carrierColumn: string;
      readonly exclude: readonly string[];
      /** The measure column each carrier's weight sums (the metric's plain sum in the catalog). */
      readonly weight: string;
      /** The table read for the carrier split (it keeps the carrier column). */
      readonly table: string;
    }
  | { readonly kind: 'quantile'; readonly q: number; readonly histogram: string };
