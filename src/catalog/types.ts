/**
 * The catalog's vocabulary: datasets, dimensions, metrics and endpoints declared as typed data. Parameter
 * validation, SQL, OpenAPI and docs are derived from these declarations.
 */
import type { PeriodGrain } from '../storage/periods.js';
import type { TableId } from '../storage/schema.js';

/** Ticket datasets (the spec's `one`/`both` markers); other families have a single implicit dataset. */
export type TicketDataset = 'db1b' | 'db1c';

/** A metric as an expression over storage measure columns; never SQL text. */
export type MetricExpr =
  | { readonly kind: 'sum'; readonly column: string }
  /** Σ column over the records whose `where.column` equals `where.value` (fare-class shares). */
  | { readonly kind: 'sumWhere'; readonly column: string; readonly where: { column: string; value: string } }
  | {
      readonly kind: 'ratio';
      readonly numerator: MetricExpr;
      readonly denominator: MetricExpr;
      readonly scale?: number;
    }
  | { readonly kind: 'difference'; readonly left: MetricExpr; readonly right: MetricExpr };

/** What a metric's value measures; it decides the decimals the value is rounded to in answers. */
export type MetricUnit =
  'count' | 'dollars' | 'dollars_per_mile' | 'miles' | 'minutes' | 'pounds' | 'percent' | 'ratio';

export interface MetricDef {
  readonly id: string;
  readonly description: string;
  readonly expr: MetricExpr;
  readonly unit: MetricUnit;
  /** Sums and counts: `share` is of the total, `normalize_to_db1b` divides them by 4. */
  readonly additive: boolean;
  /** False for the fare-class `*_share` metrics, which are percentages themselves (no `share`). */
  readonly hasShare: boolean;
  /** Ticket datasets that carry the metric (absent: every dataset of the endpoint). */
  readonly datasets?: readonly TicketDataset[];
  /**
   * A multiplier per dataset applied to the value instead of `normalize_to_db1b` (passengers_est: the
   * sample's expansion to the full population).
   */
  readonly expansion?: Readonly<Record<string, number>>;
  /** Metrics that are not a fold of sums: read from the rows' carrier split or fare histograms. */
  readonly distribution?: MetricDistribution;
  /** One of a set of metrics that together make a whole (the five delay causes' minutes). */
  readonly part?: MetricPart;
}

/**
 * A metric as one part of a whole: `of` names the set (every metric with the same `of` is one of its parts,
 * `delay_cause_minutes`), `name` this part (`carrier`). A client draws the set as one stacked chart.
 */
export interface MetricPart {
  readonly of: string;
  readonly name: string;
}

/**
 * `concentration`: over the passengers (`weight`) of each carrier within the result or row's scope (the
 * carrier column per dataset, `exclude` codes left out): `hhi` = Σ (100 x share)², `carriers` = carriers with
 * weight > 0. `quantile`: the passenger-weighted `q` quantile of the `histogram` column, interpolated within
 * its bucket (storage/fare-buckets.ts). The metric's `expr` is the weight both are taken over.
 */
export type MetricDistribution =
  | {
      readonly kind: 'concentration';
      readonly stat: 'hhi' | 'carriers';
      readonly carrier: Readonly<Record<string, string>>;
      readonly exclude: readonly string[];
    }
  | { readonly kind: 'quantile'; readonly q: number; readonly histogram: string };

/** How a dimension's values are validated as a filter and shown in rows. */
export type DimensionKind =
  | { readonly type: 'airport' }
  /** `extraCodes`: codes valid here beyond the carrier reference, with their BTS meaning (`99`). */
  | { readonly type: 'carrier'; readonly extraCodes?: Readonly<Record<string, string>> }
  | { readonly type: 'aircraft_type' }
  /** A city market id (integer), shown as {city_market_id, name, airports} (docs/API-CONTRACT.md §12). */
  | { readonly type: 'city_market' }
  /** DB1B market routing: `nonstop`, `multiple`, or the connecting airport's code (shown as an airport object). */
  | { readonly type: 'connection'; readonly words: readonly string[] }
  | { readonly type: 'boolean' }
  /** Coded values shown as {code, name}; `codes` is the closed list accepted as a filter (with aliases). */
  | {
      readonly type: 'coded';
      readonly valueType: 'string' | 'integer';
      readonly labels: Readonly<Record<string, string>>;
      readonly codes?: readonly string[];
      readonly aliases?: Readonly<Record<string, string>>;
      /** Names looked up in a reference table of the data version (T-100 carrier entities). */
      readonly namesFrom?: 'carrier_entities';
      /** Open-ended values (validated by pattern instead of a list). */
      readonly pattern?: RegExp;
      readonly patternText?: string;
    }
  /** An integer band shown as {code, name}: 1..max. */
  | {
      readonly type: 'band';
      readonly min: number;
      readonly max: number;
      readonly label: (code: number) => string;
    };

export interface DimensionDef {
  readonly id: string;
  readonly description: string;
  /** Storage column (the same name in every table that has the dimension). */
  readonly column: string;
  readonly kind: DimensionKind;
  /** Filters only (never a `by` dimension): hub class and role of the origin or destination airport. */
  readonly airportAttribute?: {
    readonly airportColumn: 'origin' | 'destination';
    readonly attribute: 'hub_class' | 'role';
  };
  readonly datasets?: readonly TicketDataset[];
  /** Values that form a scale (hours of the day, days of the week): read in their code order, not by size. */
  readonly ordered?: boolean;
}

/** Where a dataset's records live and what time modes and caps it has. */
export interface SourceDef {
  readonly dataset: string;
  readonly table: TableId;
  /** Grain of the stored partitions. */
  readonly storedGrain: PeriodGrain;
  /** Grains a request may ask for (db1c: month, or quarter aggregating its three months). */
  readonly grains: readonly PeriodGrain[];
  /** Cap on periods per request, per grain. */
  readonly caps: Readonly<Partial<Record<PeriodGrain, number>>>;
  /** Periods kept by `limit_results=true`, per grain. */
  readonly recent: Readonly<Partial<Record<PeriodGrain, number>>>;
}

/** A family of analytics endpoints (tickets, traffic, performance) and the stored sources it reads. */
export interface EndpointFamily {
  readonly id: 'tickets' | 'traffic' | 'performance';
  /** One source, or one per ticket dataset. */
  readonly sources: readonly SourceDef[];
  /** Ticket dataset selection: the `dataset` parameter and its default from the time parameters. */
  readonly selectsDataset: boolean;
}

export type AirportFields = 'full' | 'name' | 'name_city';

export interface EndpointDef {
  readonly path: string;
  readonly kind: 'route' | 'breakdown';
  readonly summary: string;
  readonly family: EndpointFamily;
  readonly metrics: readonly MetricDef[];
  readonly baseMetrics: readonly string[];
  /** Dimensions accepted as filters (route: besides the required origin and destination). */
  readonly filters: readonly DimensionDef[];
  /** Dimensions accepted in `by` (breakdowns). */
  readonly dimensions: readonly DimensionDef[];
  /** Airport object fields in meta (route) and in rows (breakdown). */
  readonly airportFields: AirportFields;
  /** Ticket route `limit` exists for db1b only (contract §1). */
  readonly limitDatasets?: readonly TicketDataset[];
  /** Declared cross-parameter rules beyond the common ones. */
  readonly rules?: readonly RuleDef[];
}

export type RuleDef =
  /** At most one of these filters per request (for the given datasets). */
  | {
      readonly kind: 'at-most-one';
      readonly filters: readonly string[];
      readonly datasets: readonly TicketDataset[];
    }
  /** The metric needs origin and destination pinned, as filters or `by` dimensions. */
  | { readonly kind: 'needs-route'; readonly metric: string }
  /** The metrics measure carriers within a row: none of these carrier dimensions in `by`. */
  | {
      readonly kind: 'no-carrier-dimension';
      readonly metrics: readonly string[];
      readonly dimensions: readonly string[];
    };
