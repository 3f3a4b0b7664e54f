import { LRUCache } from 'lru-cache';
import { conditionColumnsOf } from '../catalog/expressions.js';
import type { MetricDef, SourceDef } from '../catalog/types.js';
import { ApiProblem } from '../problems/problems.js';
import type { Manifest } from '../storage/manifest.js';
import {
  keyOf,
  monthKey,
  monthsOfQuarter,
  periodOrdinal,
  quarterOfMonth,
  parsePeriodKey,
  type PeriodGrain,
  type Period,
} from '../storage/periods.js';
import { tableFor } from '../storage/rollups.js';
import type { TableId } from '../storage/schema.js';
import type { PlannedDistribution, PlannedMetric, PlannedSum, QueryPlan } from '../sql/plan.js';
import { codeIn } from '../reference/airport-codes.js';
import type { ReferenceData } from '../reference/types.js';
import { checkCombinable } from './combine.js';
import { checkFilterable } from './derivable.js';
import { namesAirport } from './dimension-kinds/index.js';
import { monthSpan } from './spans.js';
import { plannedMetric } from './evaluation.js';
import { plannedSums } from './sums.js';
import type { AnalyticsRequest } from './request.js';
import type { TimeMode } from './time.js';

export type { PlannedDistribution, PlannedMetric, QueryPlan } from '../sql/plan.js';

export interface PlannedQuery {
  readonly plan: QueryPlan;
  readonly mode: TimeMode;
  readonly missingPeriods: readonly Period[];
}

interface Loaded {
  readonly periods: readonly Period[];
  /** Their keys (`keyOf`). */
  readonly keys: ReadonlySet<string>;
}

const LOADED = new WeakMap<Manifest, Map<string, Loaded>>();

/** The loaded periods of a table and grain with their keys, derived once per data version's manifest. */
function loadedOf(manifest: Manifest, table: TableId, grain: PeriodGrain): Loaded {
  let byTable = LOADED.get(manifest);
  if (byTable === undefined) {
    byTable = new Map();
    LOADED.set(manifest, byTable);
  }
  const key = `${table}|${grain}`;
  let found = byTable.get(key);
  if (found === undefined) {
    const periods = Object.freeze(periodsLoaded(manifest, table, grain));
    found = { periods, keys: new Set(periods.map((p) => keyOf(p, grain))) };
    byTable.set(key, found);
  }
  return found;
}

/**
 * Periods of the request grain whose stored partitions are all loaded (a quarter needs its three months);
 * derived once per data version's manifest and table, not on every request.
 */
export function loadedPeriods(manifest: Manifest, table: TableId, grain: PeriodGrain): readonly Period[] {
  return loadedOf(manifest, table, grain).periods;
}

function periodsLoaded(manifest: Manifest, table: TableId, grain: PeriodGrain): Period[] {
  const partitions = manifest.tables[table]?.partitions ?? {};
  const loaded = new Set(Object.keys(partitions));
  const result = new Map<number, Period>();
  for (const name of loaded) {
    const partition = parsePeriodKey(name);
    if (partition === undefined) continue;
    if (partition.grain !== grain && partition.grain !== 'month') continue;
    const period =
      partition.grain === grain
        ? partition.period
        : { year: partition.period.year, index: quarterOfMonth(partition.period.index) };
    const complete =
      partition.grain === grain ||
      monthsOfQuarter(period.index).every((month) => loaded.has(monthKey(period.year, month)));
    if (complete) result.set(periodOrdinal(period, grain), period);
  }
  return [...result.entries()].sort((a, b) => a[0] - b[0]).map(([, period]) => period);
}

/**
 * The periods a request reads (its time mode against the loaded periods; `limit_results` keeps the most recent)
 * and those it asked for that are not loaded; a `no-data` problem, with the coverage, when none is loaded.
 */
function resolvePeriods(
  request: AnalyticsRequest,
  manifest: Manifest,
): { periods: readonly Period[]; missing: Period[] } {
  const { source, time } = request;
  const grain = time.grain;
  const { periods: loaded, keys: loadedKeys } = loadedOf(manifest, source.table, grain);
  const recent = source.recent[grain] ?? 12;
  let periods: readonly Period[];
  let missing: Period[] = [];
  if (time.mode === 'latest') {
    periods = loaded.slice(-recent);
  } else {
    periods = time.periods.filter((p) => loadedKeys.has(keyOf(p, grain)));
    missing = time.periods.filter((p) => !loadedKeys.has(keyOf(p, grain)));
    if (request.limitResults) periods = periods.slice(-recent);
  }
  if (request.modes.combine) {
    checkCombinable(request, missing, (other) => loadedPeriods(manifest, other.table, other.storedGrain));
  }
  if (periods.length > 0) return { periods, missing };
  throw new ApiProblem(
    'no-data',
    loaded.length === 0
      ? `no ${source.dataset} data is loaded`
      : `none of the requested periods is loaded; ${source.dataset} covers ${keyOf(loaded[0]!, grain)} to ${keyOf(loaded.at(-1)!, grain)}`,
    [],
    {
      coverage: {
        dataset: source.dataset,
        grain,
        first_period: loaded[0] ? keyOf(loaded[0], grain) : null,
        last_period: loaded.at(-1) ? keyOf(loaded.at(-1)!, grain) : null,
        period_count: loaded.length,
      },
    },
  );
}

/** The plan's column filters (an airport code resolved for the periods' span) and airport-attribute filters. */
function planFilters(
  request: AnalyticsRequest,
  span: ReturnType<typeof monthSpan>,
  reference?: ReferenceData,
) {
  const filters = request.filters
    .filter((f) => f.dimension.airportAttribute === undefined)
    .map((f) => ({
      column: f.dimension.column,
      // an airport code means the airport that held it in the periods asked about (docs/API-CONTRACT.md §12)
      value:
        namesAirport(f.dimension, f.value) && reference && span
          ? codeIn(reference, String(f.value), span)
          : f.value,
    }));
  const airportFilters = request.filters.flatMap((f) =>
    f.dimension.airportAttribute ? [{ ...f.dimension.airportAttribute, value: String(f.value) }] : [],
  );
  return { filters, airportFilters };
}

/** Resolves the request against what is loaded and builds the plan. */
export function planQuery(
  request: AnalyticsRequest,
  manifest: Manifest,
  reference?: ReferenceData,
): PlannedQuery {
  const { source, time } = request;
  const grain = time.grain;
  const resolved = resolvePeriods(request, manifest);
  let periods = resolved.periods;
  const missing = resolved.missing;
  if (request.endpoint.kind === 'route') periods = periods.slice(-request.limit);
  checkFilterable(manifest, source.table, grain, periods, request.filters);
  const mode: TimeMode = time.mode === 'latest' ? 'range' : time.mode;
  const firstMetric = request.metrics[0]?.id ?? '';
  const span = monthSpan(periods, grain);
  const { filters, airportFilters } = planFilters(request, span, reference);
  const groupBy = request.by.map((d) => ({ id: d.id, column: d.column }));
  const columnsUsed = [
    ...filters.map((f) => f.column),
    ...airportFilters.map((f) => f.airportColumn),
    ...groupBy.map((g) => g.column),
    ...request.metrics.flatMap((m) => conditionColumnsOf(m.expr)),
  ];
  const distributions = request.metrics.map((m) => m.distribution);
  const readsHistogram = distributions.some((d) => d?.kind === 'quantile');
  // a dialect that computes hhi/carriers in the grouped query itself reads the carrier from the table read
  const carrierColumns = distributions.flatMap((d) =>
    d?.kind === 'concentration' ? [d.carrier[source.dataset] ?? ''] : [],
  );
  const { sums, evaluations } = metricEvaluations(request);
  const plan: QueryPlan = {
    kind: request.endpoint.kind,
    // histograms are not in the rollups
    table: readsHistogram ? source.table : tableFor(source.table, [...columnsUsed, ...carrierColumns]),
    periodColumn: grain,
    periods,
    filters,
    airportFilters,
    groupBy,
    metrics: request.metrics.map((m, i) => {
      const distribution = resolveDistribution(m, source, columnsUsed);
      return distribution ? { ...evaluations[i]!, distribution } : evaluations[i]!;
    }),
    ...(request.modes.combine ? { combined: true } : {}),
    sums,
    sort:
      mode === 'single' || request.modes.combine
        ? { key: request.sortBy ?? firstMetric, order: request.sortOrder }
        : { key: firstMetric, order: 'desc' },
    limit: request.limit,
  };
  return { plan, mode, missingPeriods: missing };
}

/** The sums and metric evaluations of a list of metrics, by endpoint, dataset, normalisation and metric ids. */
const EVALUATIONS = new LRUCache<
  string,
  { readonly sums: readonly PlannedSum[]; readonly evaluations: readonly PlannedMetric[] }
>({ max: 1024 });

/**
 * The sums a request's metrics read and each metric's evaluation over them (`plannedSums`, `plannedMetric`):
 * they depend only on the endpoint, the dataset, `normalize_to_db1b` and the metrics asked (the catalog never
 * changes), so they are derived once for each and shared by the plans that ask the same (plans are only read).
 */
function metricEvaluations(request: AnalyticsRequest): {
  readonly sums: readonly PlannedSum[];
  readonly evaluations: readonly PlannedMetric[];
} {
  const { source, metrics, normalize } = request;
  const key = `${request.endpoint.path}|${source.dataset}|${normalize}|${metrics.map((m) => m.id).join(',')}`;
  let known = EVALUATIONS.get(key);
  if (known === undefined) {
    const sums = plannedSums(metrics);
    const evaluations = metrics.map((m, i) => {
      const factor = m.expansion?.[source.dataset] ?? (normalize && m.additive ? 0.25 : 1);
      return plannedMetric(m, i, factor, sums);
    });
    known = { sums, evaluations };
    EVALUATIONS.set(key, known);
  }
  return known;
}

function resolveDistribution(
  metric: MetricDef,
  source: SourceDef,
  columnsUsed: readonly string[],
): PlannedDistribution | undefined {
  const distribution = metric.distribution;
  if (distribution === undefined || distribution.kind === 'quantile') return distribution;
  const carrierColumn = distribution.carrier[source.dataset];
  if (carrierColumn === undefined) throw new Error(`no carrier column for ${source.dataset}`);
  if (metric.expr.kind !== 'sum') throw new Error(`${metric.id}: a concentration weight is a plain sum`);
  return {
    kind: 'concentration',
    stat: distribution.stat,
    carrierColumn,
    exclude: distribution.exclude,
    weight: metric.expr.column,
    table: tableFor(source.table, [...columnsUsed, carrierColumn]),
  };
}
