import type { PlannedQuery } from '../query/plan.js';
import { periodId, type Period } from '../storage/periods.js';
import type { MetricDef } from '../catalog/types.js';
import { SHARE_DECIMALS, UNIT_DECIMALS } from '../catalog/units.js';
import type { Row } from '../engines/engine.js';
import { COLUMNS } from '../sql/columns.js';
import { changePct, groupsOf, previousLookup } from './comparison.js';
import { monthSpan } from '../query/spans.js';
import { answerMeta, periodFields, writeEchoes, type ShapeInput } from './meta.js';
import { dimensionValue } from '../query/dimension-kinds/index.js';

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

type Previous = (
  period: Period | undefined,
  groups: readonly unknown[],
  i: number,
  additive: boolean,
) => number | null;

/** A metric object: value, share when the metric has one, previous and change_pct when comparing. */
function metricObject(
  metric: MetricDef,
  raw: unknown,
  share: number | null | undefined,
  previous: number | null | undefined,
): Record<string, number | null> {
  const decimals = UNIT_DECIMALS[metric.unit];
  const value = roundedValue(raw, decimals);
  return {
    value,
    ...(share !== undefined ? { share } : {}),
    ...(previous !== undefined
      ? {
          previous: roundedValue(previous, decimals),
          // from the unrounded values, rounded like a percentage
          change_pct: roundedValue(changePct(typeof raw === 'number' ? raw : null, previous), SHARE_DECIMALS),
        }
      : {}),
  };
}

/** What a route answer's `meta` was written from, besides its plan. */
interface MetaSource {
  readonly request: ShapeInput['request'];
  readonly reference: ShapeInput['reference'];
  readonly dataVersion: string;
  readonly hint: ShapeInput['hint'];
  /** The comparison's missing periods (compare=previous_year), as JSON. */
  readonly missingEarlier: string | undefined;
  readonly meta: Record<string, unknown>;
}

const ROUTE_METAS = new WeakMap<PlannedQuery, MetaSource>();

const missingEarlier = (input: ShapeInput): string | undefined =>
  input.comparison && JSON.stringify(input.comparison.planned.missing);

/**
 * A route answer's `meta`, written once per prepared request (`planned` is kept per data version and spelling,
 * analytics/preparations.ts): it depends on the request, its plan, the hint, the data version's reference tables
 * and the comparison's missing periods, never on the rows. Answers share it, as cached answers are shared: it is
 * only read.
 */
function routeMeta(input: ShapeInput): Record<string, unknown> {
  const known = ROUTE_METAS.get(input.planned);
  if (
    known !== undefined &&
    known.request === input.request &&
    known.reference === input.reference &&
    known.dataVersion === input.dataVersion &&
    known.hint === input.hint &&
    known.missingEarlier === missingEarlier(input)
  )
    return known.meta;
  const meta = answerMeta(input);
  const { request, reference, dataVersion, hint } = input;
  ROUTE_METAS.set(input.planned, {
    request,
    reference,
    dataVersion,
    hint,
    missingEarlier: missingEarlier(input),
    meta,
  });
  return meta;
}

/**
 * Route envelope: one result (single period, or combined), or one result per loaded period, chronological.
 */
export function shapeRoute(input: ShapeInput): Record<string, unknown> {
  const { request, planned, rows } = input;
  const byPeriod = new Map(rows.map((row) => [periodId(row[COLUMNS.year], row[COLUMNS.period]), row]));
  const previous: Previous | undefined = input.comparison && previousLookup(input.comparison, 0);
  /** The result of one period, or of all of them combined (`period` undefined). */
  const resultFor = (period: Period | undefined) => {
    const row = period ? byPeriod.get(periodId(period.year, period.index)) : rows[0];
    const result: Record<string, Record<string, number | null>> = {};
    request.metrics.forEach((metric, i) => {
      const raw = row ? row[planned.plan.metrics[i]!.output] : metric.additive ? 0 : null;
      result[metric.id] = metricObject(metric, raw, undefined, previous?.(period, [], i, metric.additive));
    });
    return result;
  };
  const meta = routeMeta(input);
  if (planned.plan.combined) return { meta, result: resultFor(undefined) };
  if (planned.mode === 'single') return { meta, result: resultFor(planned.plan.periods[0]) };
  return {
    meta,
    results: planned.plan.periods.map((period) => ({
      ...periodFields(request, period),
      result: resultFor(period),
    })),
  };
}

/**
 * by=total: one row per period answered (one when combined), a period whose filters match no record given
 * as the route envelope gives it (0 for sums, null for ratios and shares).
 */
function totalRows(planned: PlannedQuery, rows: readonly Row[], metrics: readonly MetricDef[]): Row[] {
  const byPeriod = new Map(rows.map((row) => [periodId(row[COLUMNS.year], row[COLUMNS.period]), row]));
  const periods = planned.plan.combined ? [{ year: 0, index: 0 }] : planned.plan.periods;
  return periods.map((period) => {
    const found = byPeriod.get(periodId(period.year, period.index));
    if (found) return found;
    const empty: Record<string, unknown> = {
      [COLUMNS.year]: period.year,
      [COLUMNS.period]: period.index,
      [COLUMNS.groupCount]: 1,
    };
    metrics.forEach((metric, i) => {
      empty[planned.plan.metrics[i]!.output] = metric.additive ? 0 : null;
      empty[COLUMNS.share(i)] = null;
    });
    return empty;
  });
}

/** Breakdown envelope: rows with dimension values and {value, share} metrics. */
export function shapeBreakdown(input: ShapeInput): Record<string, unknown> {
  const { request, planned, reference } = input;
  const rows = request.total ? totalRows(planned, input.rows, request.metrics) : input.rows;
  const multi = planned.mode !== 'single' && !planned.plan.combined;
  const fields = request.endpoint.airportFields;
  const groupCounts = new Map<number, number>();
  const previous: Previous | undefined =
    input.comparison && previousLookup(input.comparison, request.by.length);
  const results = rows.map((row) => {
    groupCounts.set(periodId(row[COLUMNS.year], row[COLUMNS.period]), Number(row[COLUMNS.groupCount]));
    const period = planned.plan.combined
      ? undefined
      : { year: Number(row[COLUMNS.year]), index: Number(row[COLUMNS.period]) };
    const groups = groupsOf(row, request.by.length);
    const shaped: Record<string, unknown> = multi
      ? { year: Number(row[COLUMNS.year]), [request.time.grain]: Number(row[COLUMNS.period]) }
      : {};
    const span = monthSpan(period ? [period] : planned.plan.periods, request.time.grain);
    request.by.forEach((dimension, i) => {
      shaped[dimension.id] = dimensionValue(dimension, row[COLUMNS.group(i)], fields, reference, span);
    });
    request.metrics.forEach((metric, i) => {
      const share = metric.hasShare ? roundedValue(row[COLUMNS.share(i)], SHARE_DECIMALS) : undefined;
      shaped[metric.id] = metricObject(
        metric,
        row[planned.plan.metrics[i]!.output],
        share,
        previous?.(period, groups, i, metric.additive),
      );
    });
    return shaped;
  });
  const totalCount = [...groupCounts.values()].reduce((a, b) => a + b, 0);
  const meta = answerMeta(input);
  const ordered: Record<string, unknown> = { ...meta, count: results.length };
  writeEchoes(ordered, 'page', input);
  ordered.total_count = totalCount;
  ordered.truncated = [...groupCounts.values()].some((count) => count > planned.plan.limit);
  return { meta: ordered, results };
}
