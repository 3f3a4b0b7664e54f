import { FARE_BUCKET_RULE } from '../storage/fare-buckets.js';
import { sum } from './expressions.js';
import type { DimensionDef, MetricDef, MetricExpr, RuleDef } from './types.js';

/**
 * The metrics of docs/API-CONTRACT.md §10 beyond sums and ratios: sample expansion, market concentration and fare
 * quantiles (the signed delays are plain ratios, declared with the other on-time metrics).
 */

/** passengers_est: sample passengers expanded to the full population (DB1B 10%, DB1C 40% samples). */
export const PASSENGERS_EST: MetricDef = {
  id: 'passengers_est',
  description:
    'estimated full-population passengers: passengers x 10 (DB1B, a 10% sample) or x 2.5 (DB1C, a 40% sample); normalize_to_db1b does not change it',
  expr: sum('passengers'),
  unit: 'count',
  additive: true,
  hasShare: true,
  expansion: { db1b: 10, db1c: 2.5 },
};

/**
 * hhi and carriers over the passengers of each carrier (column per dataset) within the result's or row's
 * scope; `what` names the carrier for the description.
 */
export function concentrationMetrics(
  carrier: Readonly<Record<string, string>>,
  what: string,
  exclude: readonly string[] = [],
): MetricDef[] {
  const left =
    exclude.length > 0 ? `; passengers of code ${exclude.join(', ')} (several carriers) are left out` : '';
  const distribution = { kind: 'concentration', carrier, exclude } as const;
  return [
    {
      id: 'hhi',
      description: `market concentration, Herfindahl-Hirschman index from 0 to 10,000: Σ over carriers of (100 x carrier passengers / passengers)², ${what}, within the result or row (10,000: one carrier)${left}; not with a carrier dimension in by`,
      expr: sum('passengers'),
      unit: 'ratio',
      additive: false,
      hasShare: false,
      distribution: { ...distribution, stat: 'hhi' },
    },
    {
      id: 'carriers',
      description: `number of carriers (${what}) with passengers > 0 within the result or row${left}; not with a carrier dimension in by`,
      expr: sum('passengers'),
      unit: 'count',
      additive: false,
      hasShare: false,
      distribution: { ...distribution, stat: 'carriers' },
    },
  ];
}

/** The rule that keeps hhi and carriers away from breakdowns by a carrier dimension. */
export function noCarrierDimension(dimensions: readonly DimensionDef[]): RuleDef {
  return {
    kind: 'no-carrier-dimension',
    metrics: ['hhi', 'carriers'],
    dimensions: dimensions
      .filter((d) => d.kind.type === 'carrier' || /carrier_(group|entity)$/.test(d.id))
      .map((d) => d.id),
  };
}

const QUANTILES = [
  ['fare_p10', 0.1, '10th percentile'],
  ['fare_p25', 0.25, '25th percentile'],
  ['fare_median', 0.5, 'median'],
  ['fare_p75', 0.75, '75th percentile'],
  ['fare_p90', 0.9, '90th percentile'],
] as const;

/** A passenger-weighted quantile metric over a stored fare histogram (storage/fare-buckets.ts). */
const quantileMetric = (id: string, q: number, histogram: string, description: string): MetricDef => ({
  id,
  description: `${description}, interpolated linearly within its bucket of the ${FARE_BUCKET_RULE}; within one bucket of the exact quantile`,
  expr: sum('passengers'),
  unit: 'dollars',
  additive: false,
  hasShare: false,
  distribution: { kind: 'quantile', q, histogram },
});

/** fare_p10 .. fare_p90 of fare per passenger (`fare` says which fare), passenger-weighted. */
export function fareQuantiles(fare: string): MetricDef[] {
  return QUANTILES.map(([id, q, name]) =>
    quantileMetric(
      id,
      q,
      'fare_histogram',
      `${name} of ${fare} per passenger, dollars, passenger-weighted: the fare below which ${q * 100}% of the passengers paid (null on data ingested before fare histograms existed)`,
    ),
  );
}

/**
 * itin_fare_median: what the passengers travelling a market paid for their whole ticket. Each market record
 * counts its passengers at its ticket's fare per passenger (joined on ItinID): DB1B Ticket `ItinFare`
 * ("itinerary fare per person", the whole ticket, so both directions of a round trip) or DB1C Ticket
 * `TotalAmount` (per passenger, taxes included).
 */
export const ITIN_FARE_MEDIAN: MetricDef = quantileMetric(
  'itin_fare_median',
  0.5,
  'itin_fare_histogram',
  "median ticket fare per passenger, dollars, passenger-weighted over the market records: each market record counts its passengers at the fare of the whole ticket (itinerary) it belongs to, joined on ItinID: DB1B Ticket ItinFare (itinerary fare per person: both directions of a round trip, every market of the itinerary) or DB1C Ticket TotalAmount (per passenger, taxes included); fare_median is the same over the market fare (DB1B MktFare: the ticket fare prorated to the market; DB1C MktAmount); markets with no ticket record or an empty ticket fare are left out; null for a period ingested before ticket fare histograms existed, like the other quantiles (its stored rows hold no ticket fares; re-ingesting the period's Market, Coupon and Ticket files fills it), and null for a whole answer that combines such a period",
);

/**
 * A metric's formula: its expression rendered by `render`, or the distribution it reads, with any per-dataset
 * expansion (the documentation and the MCP describe tool render expressions each their own way).
 */
export function metricFormula(metric: MetricDef, render: (expr: MetricExpr) => string): string {
  const d = metric.distribution;
  const weight = render(metric.expr);
  if (d?.kind === 'quantile')
    return `passenger-weighted ${d.q} quantile of ${d.histogram} (${weight} per fare bucket), interpolated in its bucket`;
  if (d?.kind === 'concentration') {
    const carriers = Object.entries(d.carrier)
      .map(([dataset, column]) => `${column} (${dataset})`)
      .join(' or ');
    return d.stat === 'hhi'
      ? `sum over carriers of (100 * ${weight} of the carrier / ${weight})^2, carrier = ${carriers}`
      : `count of carriers with ${weight} > 0, carrier = ${carriers}`;
  }
  const expansion = Object.entries(metric.expansion ?? {})
    .map(([dataset, factor]) => `${factor} (${dataset})`)
    .join(' or ');
  return expansion ? `${weight} * ${expansion}` : weight;
}
