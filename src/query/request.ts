import { BY_TOTAL } from '../catalog/dimensions.js';
import type { DimensionDef, EndpointDef, MetricDef, SourceDef } from '../catalog/types.js';
import type { FilterValue } from '../sql/plan.js';
import type { AnswerModes } from './modes.js';
import type { TimeRequest } from './time.js';

/** A validated analytics request: what the client asked for, in catalog terms. */
export interface AnalyticsRequest {
  readonly endpoint: EndpointDef;
  readonly source: SourceDef;
  readonly time: TimeRequest;
  readonly limitResults: boolean;
  /** Applied filters, origin/destination included, in declaration order. */
  readonly filters: readonly { readonly dimension: DimensionDef; readonly value: FilterValue }[];
  readonly by: readonly DimensionDef[];
  /** `by=total`: no grouping (`by` is empty), one row of filtered totals per period. */
  readonly total: boolean;
  readonly metrics: readonly MetricDef[];
  /** Metric or dimension id; undefined = the first metric. */
  readonly sortBy: string | undefined;
  readonly sortOrder: 'asc' | 'desc';
  readonly limit: number;
  readonly normalize: boolean;
  readonly modes: AnswerModes;
}

export { LIMITS } from '../catalog/parameters.js';

/** The `by` values a breakdown answered (meta.breakdown_by): its dimensions, or `total`. */
export const breakdownBy = (request: AnalyticsRequest): string[] =>
  request.total ? [BY_TOTAL.id] : request.by.map((d) => d.id);
