import type { DimensionDef, EndpointDef, MetricDef, SourceDef } from '../catalog/types.js';
import type { FilterValue } from './filters.js';
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
  readonly metrics: readonly MetricDef[];
  /** Metric or dimension id; undefined = the first metric. */
  readonly sortBy: string | undefined;
  readonly sortOrder: 'asc' | 'desc';
  readonly limit: number;
  readonly normalize: boolean;
  readonly modes: AnswerModes;
}

export { LIMITS } from '../catalog/parameters.js';
