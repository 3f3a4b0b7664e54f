import type { AnalyticsRequest } from '../../query/request.js';
import type { PlannedQuery } from '../../query/plan.js';
import type { OtherDatasetHint } from '../../query/prepare.js';
import type { PeriodRef } from '../../storage/periods.js';
import type { ReferenceData } from '../../reference/types.js';
import type { ParameterName } from '../../catalog/parameters.js';
import { SHARE_DECIMALS, UNIT_DECIMALS } from '../../catalog/units.js';
import type { Row } from '../../engines/engine.js';
import { COLUMNS } from '../../sql/compile.js';
import { airportObject, dimensionValue } from './objects.js';

export interface ShapeInput {
  readonly request: AnalyticsRequest;
  readonly planned: PlannedQuery;
  readonly rows: readonly Row[];
  readonly reference: ReferenceData;
  readonly dataVersion: string;
  /** Another ticket dataset that has periods this answer is missing. */
  readonly hint?: OtherDatasetHint | undefined;
}

/**
 * A finite number rounded half away from zero to `decimals` places (the tiny relative nudge lets a value
 * like 1.005, stored as 1.00499999..., round as written); anything else is null.
 */
export function roundedValue(value: unknown, decimals: number): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const factor = 10 ** decimals;
  const rounded = (Math.sign(value) * Math.round(Math.abs(value) * factor * (1 + Number.EPSILON))) / factor;
  return rounded === 0 ? 0 : rounded;
}

function periodFields(request: AnalyticsRequest, period: PeriodRef): Record<string, number> {
  return { year: period.year, [request.time.grain]: period.index };
}

function commonMeta(input: ShapeInput): Record<string, unknown> {
  const { request, planned } = input;
  const filters: Record<string, unknown> = {};
  for (const { dimension, value } of request.filters) {
    if (dimension.id !== 'origin' && dimension.id !== 'destination') filters[dimension.id] = value;
  }
  if (request.normalize) filters['normalize_to_db1b' satisfies ParameterName] = true;
  const meta: Record<string, unknown> = {};
  if (planned.mode === 'single') Object.assign(meta, periodFields(request, planned.plan.periods[0]!));
  else {
    meta.periods = planned.plan.periods.map((p) => periodFields(request, p));
    meta.missing_periods = planned.missingPeriods.map((p) => periodFields(request, p));
  }
  if (request.endpoint.kind === 'breakdown') meta.breakdown_by = request.by.map((d) => d.id);
  meta.metrics = request.metrics.map((m) => m.id);
  for (const id of ['origin', 'destination']) {
    const filter = request.filters.find((f) => f.dimension.id === id);
    if (filter)
      meta[id] = airportObject(String(filter.value), request.endpoint.airportFields, input.reference);
  }
  meta.mode = planned.mode;
  meta.filters = filters;
  if (request.endpoint.family.selectsDataset) meta.dataset = request.source.dataset;
  if (input.hint) meta.hint = input.hint;
  meta.data_version = input.dataVersion;
  return meta;
}

const periodKeyOf = (year: unknown, index: unknown) => `${Number(year)}-${Number(index)}`;

/** Route envelope: one result (single period) or one result per loaded period, chronological. */
export function shapeRoute(input: ShapeInput): Record<string, unknown> {
  const { request, planned, rows } = input;
  const byPeriod = new Map(rows.map((row) => [periodKeyOf(row[COLUMNS.year], row[COLUMNS.period]), row]));
  const resultFor = (period: PeriodRef) => {
    const row = byPeriod.get(`${period.year}-${period.index}`);
    const result: Record<string, { value: number | null }> = {};
    request.metrics.forEach((metric, i) => {
      const value = row
        ? roundedValue(row[COLUMNS.metric(i)], UNIT_DECIMALS[metric.unit])
        : metric.additive
          ? 0
          : null;
      result[metric.id] = { value };
    });
    return result;
  };
  const meta = commonMeta(input);
  if (planned.mode === 'single') return { meta, result: resultFor(planned.plan.periods[0]!) };
  return {
    meta,
    results: planned.plan.periods.map((period) => ({
      ...periodFields(request, period),
      result: resultFor(period),
    })),
  };
}

/** Breakdown envelope: rows with dimension values and {value, share} metrics. */
export function shapeBreakdown(input: ShapeInput): Record<string, unknown> {
  const { request, planned, rows, reference } = input;
  const multi = planned.mode !== 'single';
  const fields = request.endpoint.airportFields;
  const groupCounts = new Map<string, number>();
  const results = rows.map((row) => {
    groupCounts.set(periodKeyOf(row[COLUMNS.year], row[COLUMNS.period]), Number(row[COLUMNS.groupCount]));
    const shaped: Record<string, unknown> = multi
      ? { year: Number(row[COLUMNS.year]), [request.time.grain]: Number(row[COLUMNS.period]) }
      : {};
    request.by.forEach((dimension, i) => {
      shaped[dimension.id] = dimensionValue(dimension, row[COLUMNS.group(i)], fields, reference);
    });
    request.metrics.forEach((metric, i) => {
      const value = roundedValue(row[COLUMNS.metric(i)], UNIT_DECIMALS[metric.unit]);
      shaped[metric.id] = metric.hasShare
        ? { value, share: roundedValue(row[COLUMNS.share(i)], SHARE_DECIMALS) }
        : { value };
    });
    return shaped;
  });
  const totalCount = [...groupCounts.values()].reduce((a, b) => a + b, 0);
  const meta = commonMeta(input);
  const ordered: Record<string, unknown> = {
    ...meta,
    count: results.length,
    sort_by: planned.plan.sort.key,
    sort_order: planned.plan.sort.order,
    limit: planned.plan.limit,
    total_count: totalCount,
    truncated: [...groupCounts.values()].some((count) => count > planned.plan.limit),
  };
  return { meta: ordered, results };
}
