import { echoKey, echoedIn, type EchoPart } from '../catalog/parameter-def.js';
import { PARAMETERS } from '../catalog/parameters.js';
import type { DimensionDef } from '../catalog/types.js';
import { declarationOf, filterEcho } from '../query/dimension-kinds/index.js';
import { LIMITS } from '../query/request.js';
import type { Period } from '../storage/periods.js';
import { keyOf } from '../storage/periods.js';
import type { AnalyticsAnswer } from '../analytics/answer.js';

/**
 * The compact form of an analytics envelope for a model's context: numbers and codes in rows, each code's
 * name once in `names`, periods as `2025-06` / `2025-Q2`, the data version, and a note when a limit cut rows.
 */
export interface CompactResult {
  readonly data_version: string;
  readonly [field: string]: unknown;
}

type Names = Record<string, Record<string, string>>;

function compactValue(dimension: DimensionDef, value: unknown, names: Names): unknown {
  if (value === null || typeof value !== 'object') return value;
  const [codeKey, nameKey, group = dimension.id] = declarationOf(dimension).compact;
  const object = value as Record<string, unknown>;
  const code = object[codeKey];
  const name = object[nameKey];
  if (typeof name === 'string') (names[group] ??= {})[String(code)] = name;
  return code;
}

function compactMetrics(
  target: Record<string, unknown>,
  metrics: Record<string, unknown>,
  ids: string[],
): void {
  for (const id of ids) {
    const metric = metrics[id] as
      | { value: number | null; share?: number | null; previous?: number | null; change_pct?: number | null }
      | undefined;
    if (!metric) continue;
    target[id] = metric.value;
    if (metric.share !== undefined) target[`${id}_share`] = metric.share;
    if (metric.previous !== undefined) target[`${id}_previous`] = metric.previous;
    if (metric.change_pct !== undefined) target[`${id}_change_pct`] = metric.change_pct;
  }
}

/**
 * Copies what one part of `meta` repeats of the parameters (`meta.filters` for the `filters` part) into the
 * compact result, each where its `echo` says (`compact`: a dotted path, or left out), in table order.
 */
function copyEchoes(
  result: Record<string, unknown>,
  part: EchoPart,
  from: Readonly<Record<string, unknown>>,
) {
  for (const parameter of echoedIn(PARAMETERS, part)) {
    const value = from[echoKey(parameter)];
    const path = parameter.echo.compact ?? echoKey(parameter);
    if (value === undefined || path === false) continue;
    const keys = path.split('.');
    let target = result;
    for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[keys.at(-1)!] = value;
  }
}

export function compactAnalytics(answer: AnalyticsAnswer): CompactResult {
  const { request, planned, envelope } = answer;
  const meta = envelope.meta;
  const grain = request.time.grain;
  const label = (period: Period | Record<string, unknown>): string => {
    const index = 'index' in period ? period.index : period[grain];
    return keyOf({ year: Number(period.year), index: Number(index) }, grain);
  };
  const names: Names = {};
  const metricIds = request.metrics.map((m) => m.id);
  const result: Record<string, unknown> = { data_version: meta.data_version, mode: planned.mode };
  if (meta.synthetic === true) result.synthetic = true;
  copyEchoes(result, 'dataset', meta);
  if (planned.mode === 'single') result.period = label(planned.plan.periods[0]!);
  else result.periods = planned.plan.periods.map(label);
  if (planned.missingPeriods.length > 0) result.missing_periods = planned.missingPeriods.map(label);
  // combine_periods: one answer over all periods (rows carry no period); compare: the earlier periods lacking
  const combined = planned.plan.combined === true;
  copyEchoes(result, 'modes', meta);
  if (meta.missing_comparison_periods)
    result.missing_comparison_periods = meta.missing_comparison_periods.map(label);
  // per metric, the periods (and T-100 scopes) whose files lack an input where a value mixes files
  if (meta.partial)
    result.partial = Object.fromEntries(
      Object.entries(meta.partial).map(([metric, parts]) => [
        metric,
        parts.map((part) =>
          part.scope === undefined ? label(part) : `${label(part)} ${String(part.scope)}`,
        ),
      ]),
    );
  for (const filter of request.filters) {
    const dimension = filter.dimension;
    // a place filtered on as `meta` shows it (its name), else the value given
    const shown = (filterEcho(dimension).asObject ? meta[dimension.id] : undefined) ?? filter.value;
    (result.filters as Record<string, unknown> | undefined) ??= {};
    (result.filters as Record<string, unknown>)[dimension.id] = compactValue(dimension, shown, names);
  }
  copyEchoes(result, 'filters', meta.filters);
  copyEchoes(result, 'metrics', meta);
  copyEchoes(result, 'grouping', meta);
  copyEchoes(result, 'page', meta);
  const rows: Record<string, unknown>[] = [];
  if (request.endpoint.kind === 'route') {
    const results = (envelope.results as Record<string, unknown>[] | undefined) ?? [
      { ...meta, result: envelope.result },
    ];
    for (const entry of results) {
      const row: Record<string, unknown> = combined ? {} : { period: label(entry) };
      compactMetrics(row, entry.result as Record<string, unknown>, metricIds);
      rows.push(row);
    }
  } else {
    for (const entry of envelope.results as Record<string, unknown>[]) {
      const row: Record<string, unknown> =
        planned.mode === 'single' || combined ? {} : { period: label(entry) };
      for (const dimension of request.by)
        row[dimension.id] = compactValue(dimension, entry[dimension.id], names);
      compactMetrics(row, entry, metricIds);
      rows.push(row);
    }
  }
  result.rows = rows;
  if (Object.keys(names).length > 0) result.names = names;
  const note = limitNote(answer, rows.length);
  if (note) result.note = note;
  return result as CompactResult;
}

/** Says when a limit cut rows (breakdowns) or periods (routes), and how to see more. */
function limitNote({ request, planned, envelope }: AnalyticsAnswer, returned: number): string | undefined {
  const meta = envelope.meta;
  if (request.endpoint.kind === 'breakdown') {
    if (meta.truncated !== true) return undefined;
    const max = planned.mode === 'single' ? LIMITS.single.max : LIMITS.multi.max;
    return `rows were cut by limit=${planned.plan.limit} per period: ${returned} of ${String(meta.total_count)} groups returned; raise limit (at most ${max}) or add filters to see the rest`;
  }
  if (request.time.mode === 'latest') return undefined;
  const loaded = request.time.periods.length - planned.missingPeriods.length;
  const shown = planned.plan.periods.length;
  if (shown >= loaded) return undefined;
  return `periods were cut to the most recent ${shown} of ${loaded} loaded (${request.limitResults ? 'limit_results' : `limit=${request.limit}`}); raise limit (at most ${LIMITS.route.max}) to see more`;
}
