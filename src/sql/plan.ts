import type { MetricExpr } from '../catalog/types.js';
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
  /** Every sum the metrics read (leaves keyed by `sumKey`), each with its null rule. */
  readonly sums: readonly PlannedSum[];
  /** Breakdowns: only these combinations of group values (compare: the rows shown). */
  readonly onlyGroups?: readonly (readonly SqlValue[])[];
  /** Ordering inside each period: a metric or a dimension id. */
  readonly sort: { readonly key: string; readonly order: 'asc' | 'desc' };
  /** Breakdowns: rows per period. */
  readonly limit: number;
}

/**
 * How a sum treats rows without a value (the one null rule; `query/sums.ts` derives it from the catalog and
 * the storage schema, and every executor evaluates it alike):
 * - `present`: Σ of the values present; null when no row summed has one (unknown is not zero);
 * - `complete`: null when any row summed lacks a value (a column added after some data was stored: a sum
 *   over part of the rows would pass for the whole).
 * A conditional sum (`where`) counts a row whose condition does not hold as 0 when the row has a value.
 */
export type NullRule = 'present' | 'complete';

export interface PlannedSum {
  /** `sumKey` of the catalog leaf (`catalog/expressions.ts`). */
  readonly key: string;
  readonly column: string;
  readonly where?: { readonly column: string; readonly value: string };
  readonly nulls: NullRule;
}

export interface PlannedMetric {
  readonly id: string;
  readonly expr: MetricExpr;
  readonly hasShare: boolean;
  /** Multiplier of the value (normalize_to_db1b: 0.25 on additive metrics; passengers_est's expansion). */
  readonly factor: number;
  readonly distribution?: PlannedDistribution;
}

/** A distribution metric (catalog `MetricDistribution`) resolved for the request's dataset. */
export type PlannedDistribution =
  | {
      readonly kind: 'concentration';
      readonly stat: 'hhi' | 'carriers';
      readonly carrierColumn: string;
      readonly exclude: readonly string[];
      /** The table read for the carrier split (it keeps the carrier column). */
      readonly table: string;
    }
  | { readonly kind: 'quantile'; readonly q: number; readonly histogram: string };
