/**
 * The API's route and breakdown envelopes (docs/API-CONTRACT.md §4) as the rows the charts and tables draw: one
 * point per period for a route, one row per group (and period) for a breakdown, in the API's order.
 */
import { BY_TOTAL, cityMarketParameter, type CityMarketNames } from './api-description.js';
import { cityMarketName } from './format.js';
import { formatPeriod, periodDate, type Grain } from './periods.js';

export interface MetricValue {
  readonly value: number | null;
  readonly share?: number | null;
  /** compare=previous_year: the value one year earlier, and the change in percent. */
  readonly previous?: number | null;
  readonly change_pct?: number | null;
}

/** What every answer says about its periods: those answered and those asked for but not loaded. */
export interface AnswerPeriods {
  /** Labels (`2025-06`, `2025-Q2`) of the periods answered, chronological. */
  readonly periods: readonly string[];
  readonly missing: readonly string[];
  /** compare=previous_year: earlier periods with no data. */
  readonly missingComparison: readonly string[];
  readonly compared: boolean;
  /** The city markets filtered on (`meta.origin_city_market`...), by end: their names for the headline. */
  readonly cityMarkets: CityMarketNames;
}

export interface RoutePoint {
  readonly label: string;
  readonly date: Date;
  readonly values: Readonly<Record<string, MetricValue>>;
}

export interface RouteAnswer extends AnswerPeriods {
  readonly metrics: readonly string[];
  readonly points: readonly RoutePoint[];
}

export interface BreakdownRow {
  /** The period, when the answer has several (one group per period). */
  readonly period?: string;
  /** One value per `by` dimension, as the page labels it. */
  readonly keys: readonly unknown[];
  /** One filter value per `by` dimension (`AA`, `ORD`, `0600-0659`), as the API takes it back. */
  readonly codes: readonly (string | undefined)[];
  readonly values: Readonly<Record<string, MetricValue>>;
}

export interface BreakdownAnswer extends AnswerPeriods {
  /** The dimensions grouped by: none for `by=total`. */
  readonly by: readonly string[];
  readonly metrics: readonly string[];
  /** The metric the chart draws: the sort column when it is a metric, else the first metric. */
  readonly chartMetric: string;
  readonly rows: readonly BreakdownRow[];
  readonly multiPeriod: boolean;
  /** Groups answered per period, and before the limit; `truncated` when the limit cut some. */
  readonly count: number;
  readonly totalCount: number;
  readonly truncated: boolean;
  readonly limit: number;
  /** The airports given as filters (`meta.origin`, `meta.destination`): the other end of every row. */
  readonly pinned: { readonly origin?: unknown; readonly destination?: unknown };
}

type Json = Record<string, unknown>;

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The period a meta or a row names (`year` with `month` or `quarter`). */
function periodOf(record: Json): { label: string; date: Date } | undefined {
  const year = record.year;
  const grain: Grain | undefined =
    typeof record.month === 'number' ? 'month' : typeof record.quarter === 'number' ? 'quarter' : undefined;
  if (typeof year !== 'number' || grain === undefined) return undefined;
  const period = { year, index: record[grain] as number };
  return { label: formatPeriod(period, grain), date: periodDate(period, grain) };
}

const periodLabels = (records: unknown): string[] =>
  Array.isArray(records)
    ? records.flatMap((record) => {
        const period = periodOf(record as Json);
        return period === undefined ? [] : [period.label];
      })
    : [];

/** The periods of an envelope's meta: `periods` (several) or its own year and month or quarter (one). */
function answerPeriods(meta: Json): AnswerPeriods {
  const listed = periodLabels(meta.periods);
  const single = periodOf(meta)?.label;
  return {
    periods: listed.length > 0 ? listed : single === undefined ? [] : [single],
    missing: periodLabels(meta.missing_periods),
    missingComparison: periodLabels(meta.missing_comparison_periods),
    compared: meta.compare === 'previous_year',
    cityMarkets: cityMarketNamesOf(meta),
  };
}

/** The city markets an answer's meta names (`meta.origin_city_market`...), by end. */
function cityMarketNamesOf(meta: Json): CityMarketNames {
  return Object.fromEntries(
    (['origin', 'destination'] as const).flatMap((end) => {
      const market = meta[cityMarketParameter(end)] as Json | undefined;
      return market === undefined ? [] : [[end, cityMarketName(market)]];
    }),
  );
}

/** The city markets a route or breakdown envelope filters on, by end: their names for links and headlines. */
export const answerCityMarkets = (body: unknown): CityMarketNames =>
  cityMarketNamesOf((body as { meta?: Json } | null)?.meta ?? {});

function metricValues(record: unknown, metrics: readonly string[]): Record<string, MetricValue> {
  const values: Record<string, MetricValue> = {};
  for (const metric of metrics) {
    const object = (record as Json | undefined)?.[metric] as MetricValue | undefined;
    values[metric] = object ?? { value: null };
  }
  return values;
}

export function routeAnswer(body: unknown): RouteAnswer {
  const envelope = body as { meta: Json; result?: unknown; results?: Json[] };
  const metrics = stringList(envelope.meta.metrics);
  const periods = answerPeriods(envelope.meta);
  if (envelope.results !== undefined) {
    const points = envelope.results.flatMap((row) => {
      const period = periodOf(row);
      return period === undefined ? [] : [{ ...period, values: metricValues(row.result, metrics) }];
    });
    return { ...periods, metrics, points };
  }
  const listed = (envelope.meta.periods as Json[] | undefined) ?? [];
  const first = periodOf(listed[0] ?? envelope.meta);
  const last = periodOf(listed.at(-1) ?? envelope.meta);
  if (first === undefined || last === undefined) return { ...periods, metrics, points: [] };
  const label = first.label === last.label ? first.label : `${first.label} to ${last.label}`;
  return {
    ...periods,
    metrics,
    points: [{ label, date: first.date, values: metricValues(envelope.result, metrics) }],
  };
}

/** DB1B routing (`connection`, docs/API-CONTRACT.md §12): a connecting airport, or a word for none or several. */
const CONNECTION = 'connection';
const CONNECTION_WORDS: Readonly<Record<string, string>> = {
  nonstop: 'nonstop',
  multiple: 'two or more stops',
};

/** A row's value of a dimension as the page labels it: a connecting airport reads `via ORD`. */
function keyOf(dimension: string, value: unknown): unknown {
  if (dimension !== CONNECTION) return value;
  if (typeof value === 'string') return CONNECTION_WORDS[value] ?? value;
  return typeof value === 'object' && value !== null ? { ...value, via: true } : value;
}

/** A dimension's value as its filter takes it: an airport's IATA code, a carrier's code, a code, an id. */
function filterValueOf(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Json;
  const code = ['iata_code', 'carrier_code', 'city_market_id', 'code']
    .map((field) => record[field])
    .find((field) => typeof field === 'string' || typeof field === 'number');
  return code === undefined ? undefined : String(code);
}

export function breakdownAnswer(body: unknown): BreakdownAnswer {
  const envelope = body as { meta: Json; results: Json[] };
  const by = stringList(envelope.meta.breakdown_by).filter((dimension) => dimension !== BY_TOTAL);
  const metrics = stringList(envelope.meta.metrics);
  const sortBy = envelope.meta.sort_by;
  const chartMetric = typeof sortBy === 'string' && metrics.includes(sortBy) ? sortBy : (metrics[0] ?? '');
  const multiPeriod = envelope.meta.mode !== 'single' && envelope.meta.combined !== true;
  const rows = envelope.results.map((row) => {
    const period = multiPeriod ? periodOf(row)?.label : undefined;
    return {
      ...(period === undefined ? {} : { period }),
      keys: by.map((dimension) => keyOf(dimension, row[dimension])),
      codes: by.map((dimension) => filterValueOf(row[dimension])),
      values: metricValues(row, metrics),
    };
  });
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    ...answerPeriods(envelope.meta),
    by,
    metrics,
    chartMetric,
    rows,
    multiPeriod,
    count: number(envelope.meta.count, rows.length),
    totalCount: number(envelope.meta.total_count, rows.length),
    truncated: envelope.meta.truncated === true,
    limit: number(envelope.meta.limit, rows.length),
    pinned: {
      ...(envelope.meta.origin === undefined ? {} : { origin: envelope.meta.origin }),
      ...(envelope.meta.destination === undefined ? {} : { destination: envelope.meta.destination }),
    },
  };
}

/** The columns of `by` that hold airports (origin, destination): a breakdown with any can be mapped. */
export const airportColumns = (by: readonly string[]): number[] =>
  by.flatMap((dimension, index) => (dimension === 'origin' || dimension === 'destination' ? [index] : []));

/** A dimension value's code: `{code, name}` objects by their code, plain values as they are. */
const codeOf = (key: unknown): unknown =>
  typeof key === 'object' && key !== null && 'code' in key ? key.code : key;

const byCode = (a: unknown, b: unknown): number =>
  typeof a === 'number' && typeof b === 'number'
    ? a - b
    : String(a) < String(b)
      ? -1
      : String(a) > String(b)
        ? 1
        : 0;

/**
 * The rows in the order of the codes of each dimension whose values form a scale (`ordered`: hours of the day
 * `0001-0559`, `0600-0659` ..., days of the week); a first dimension that is not a scale keeps the API's
 * ranking of its values (its rows together, as first ranked), so a scale second dimension reads in its order
 * within each. Without a scale, the rows as the API ranked them.
 */
export function inScaleOrder(
  answer: BreakdownAnswer,
  ordered: (dimension: string) => boolean,
): BreakdownAnswer {
  if (!answer.by.some(ordered)) return answer;
  const firstRank = new Map<string, number>();
  for (const row of answer.rows) {
    const key = JSON.stringify(row.keys[0]);
    if (!firstRank.has(key)) firstRank.set(key, firstRank.size);
  }
  const rank = (row: BreakdownRow) => firstRank.get(JSON.stringify(row.keys[0])) ?? 0;
  const compare = (a: BreakdownRow, b: BreakdownRow): number => {
    for (const [index, dimension] of answer.by.entries()) {
      const order = ordered(dimension)
        ? byCode(codeOf(a.keys[index]), codeOf(b.keys[index]))
        : index === 0
          ? rank(a) - rank(b)
          : 0;
      if (order !== 0) return order;
    }
    return 0;
  };
  return { ...answer, rows: [...answer.rows].sort(compare) };
}
