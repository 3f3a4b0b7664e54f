/**
 * Airports and carriers offered with a count beside their name ("ORD · Chicago, IL · 1,234,567 passengers,
 * June 2025"), so a reader picks the one that matters and a typed city resolves to its busiest airport. The
 * counts are the API's own answer to a breakdown by that dimension over one loaded period (its largest
 * `limit`, so the 100 largest), asked once per page when a field first needs them.
 */
import { getJson } from './api-client.js';
import { loadedPeriods, type CoverageTable } from './coverage.js';
import { humanPeriod } from './headline.js';
import { formatValue, metricLabel, shortCarrierName } from './format.js';
import { formatPeriod, timeParameters } from './periods.js';

export interface ValueCount {
  /** What the filter takes: the IATA code or the carrier code. */
  readonly code: string;
  readonly name: string;
  /** The count as a reader sees it: `1,234,567 passengers, June 2025`. */
  readonly count: string;
  readonly value: number;
}

/** The API's largest `limit` for one period (docs/API-CONTRACT.md §4). */
const MOST = 100;

/** A breakdown that counts one dimension's values: `/traffic/segments/breakdown?by=origin&metrics=passengers…`. */
export interface CountRequest {
  readonly area: string;
  readonly dimension: string;
  readonly metric: string;
  readonly unit: string | undefined;
  /** The time (and dataset) parameters of one period. */
  readonly parameters: ReadonlyArray<readonly [string, string]>;
  /** The period's label (`2025-06`), for the count's wording. */
  readonly period: string;
}

const asked = new Map<string, Promise<ValueCount[]>>();

function valueOf(key: unknown): { code: string; name: string } | undefined {
  if (typeof key !== 'object' || key === null) return undefined;
  const record = key as Record<string, unknown>;
  if (typeof record.iata_code === 'string') {
    const place = [record.city, record.name].filter((p) => typeof p === 'string' && p !== '');
    return { code: record.iata_code, name: place.join(': ') };
  }
  if (typeof record.carrier_code === 'string') {
    const name = typeof record.carrier_name === 'string' ? shortCarrierName(record.carrier_name) : '';
    return { code: record.carrier_code, name };
  }
  if (typeof record.city_market_id === 'number') {
    return { code: String(record.city_market_id), name: typeof record.name === 'string' ? record.name : '' };
  }
  return undefined;
}

/** The dimension's values with their counts, largest first; none when the API refuses or has none. */
export function valueCounts(request: CountRequest): Promise<ValueCount[]> {
  const query = new URLSearchParams([
    ['by', request.dimension],
    ['metrics', request.metric],
    ['limit', String(MOST)],
    ...request.parameters.map(([name, value]) => [name, value]),
  ]);
  const url = `/${request.area}/breakdown?${query.toString()}`;
  const known = asked.get(url);
  if (known !== undefined) return known;
  const counted = getJson(url).then((answer) => {
    if (!answer.ok) return [];
    const rows = (answer.body as { results?: Array<Record<string, unknown>> }).results ?? [];
    const noun = metricLabel(request.metric).toLowerCase();
    return rows.flatMap((row) => {
      const value = valueOf(row[request.dimension]);
      const amount = (row[request.metric] as { value?: number | null } | undefined)?.value;
      if (value === undefined || typeof amount !== 'number') return [];
      const count = `${formatValue(amount, request.unit)} ${noun}, ${humanPeriod(request.period)}`;
      return [{ ...value, count, value: amount }];
    });
  });
  asked.set(url, counted);
  return counted;
}

/** The counts of a dimension over the last period loaded for an area (none when nothing is loaded). */
export function lastPeriodCounts(
  tables: readonly CoverageTable[],
  request: Omit<CountRequest, 'parameters' | 'period'> & { readonly dataset?: string },
): Promise<ValueCount[]> {
  const loaded = loadedPeriods(tables, request.area, request.dataset ?? '');
  const last = loaded?.periods.at(-1);
  if (loaded === undefined || last === undefined) return Promise.resolve([]);
  return valueCounts({
    ...request,
    parameters: [
      ...timeParameters(last, last, loaded.grain),
      ...(request.dataset === undefined ? [] : [['dataset', request.dataset] as const]),
    ],
    period: formatPeriod(last, loaded.grain),
  });
}

/** Airports by the passengers departing them in the last loaded month of T-100 segments. */
export const airportPassengers = (tables: readonly CoverageTable[]) => () =>
  lastPeriodCounts(tables, {
    area: 'traffic/segments',
    dimension: 'origin',
    metric: 'passengers',
    unit: 'count',
  });

/** City markets by the passengers departing them in the last loaded month of T-100 segments. */
export const cityMarketPassengers = (tables: readonly CoverageTable[]) => () =>
  lastPeriodCounts(tables, {
    area: 'traffic/segments',
    dimension: 'origin_city_market',
    metric: 'passengers',
    unit: 'count',
  });
