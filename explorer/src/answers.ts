/**
 * The API's route and breakdown envelopes (API-CONTRACT §4) as the rows the charts and tables draw: one
 * point per period for a route, one row per group (and period) for a breakdown, in the API's order.
 */
import { formatPeriod, periodDate, type Grain } from './periods.js';

export interface MetricValue {
  readonly value: number | null;
  readonly share?: number | null;
}

export interface RoutePoint {
  readonly label: string;
  readonly date: Date;
  readonly values: Readonly<Record<string, MetricValue>>;
}

export interface RouteAnswer {
  readonly metrics: readonly string[];
  readonly points: readonly RoutePoint[];
}

export interface BreakdownRow {
  /** The period, when the answer has several (one group per period). */
  readonly period?: string;
  /** One value per `by` dimension, as the API sent it. */
  readonly keys: readonly unknown[];
  readonly values: Readonly<Record<string, MetricValue>>;
}

export interface BreakdownAnswer {
  readonly by: readonly string[];
  readonly metrics: readonly string[];
  /** The metric the chart draws: the sort column when it is a metric, else the first metric. */
  readonly chartMetric: string;
  readonly rows: readonly BreakdownRow[];
  readonly multiPeriod: boolean;
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
  if (envelope.results !== undefined) {
    const points = envelope.results.flatMap((row) => {
      const period = periodOf(row);
      return period === undefined ? [] : [{ ...period, values: metricValues(row.result, metrics) }];
    });
    return { metrics, points };
  }
  const periods = (envelope.meta.periods as Json[] | undefined) ?? [];
  const first = periodOf(periods[0] ?? envelope.meta);
  const last = periodOf(periods.at(-1) ?? envelope.meta);
  if (first === undefined || last === undefined) return { metrics, points: [] };
  const label = first.label === last.label ? first.label : `${first.label} to ${last.label}`;
  return { metrics, points: [{ label, date: first.date, values: metricValues(envelope.result, metrics) }] };
}

export function breakdownAnswer(body: unknown): BreakdownAnswer {
  const envelope = body as { meta: Json; results: Json[] };
  const by = stringList(envelope.meta.breakdown_by);
  const metrics = stringList(envelope.meta.metrics);
  const sortBy = envelope.meta.sort_by;
  const chartMetric = typeof sortBy === 'string' && metrics.includes(sortBy) ? sortBy : (metrics[0] ?? '');
  const multiPeriod = envelope.meta.mode !== 'single' && envelope.meta.combined !== true;
  const rows = envelope.results.map((row) => {
    const period = multiPeriod ? periodOf(row)?.label : undefined;
    return {
      ...(period === undefined ? {} : { period }),
      keys: by.map((dimension) => row[dimension]),
      values: metricValues(row, metrics),
    };
  });
  return { by, metrics, chartMetric, rows, multiPeriod };
}

/** The columns of `by` that hold airports (origin, destination): a breakdown with any can be mapped. */
export const airportColumns = (by: readonly string[]): number[] =>
  by.flatMap((dimension, index) => (dimension === 'origin' || dimension === 'destination' ? [index] : []));
