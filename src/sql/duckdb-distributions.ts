import type { PlannedDistribution, QueryPlan } from './plan.js';
import { NULL_HISTOGRAM_MARK, fareBucketBoundSql } from '../storage/fare-buckets.js';
import type { DistributionTables, KeyedSelect } from './dialect.js';

type Concentration = PlannedDistribution & { kind: 'concentration' };
type Quantile = PlannedDistribution & { kind: 'quantile' };

/**
 * The metrics that are not a fold of sums (docs/API-CONTRACT.md §10), as CTEs keyed like the grouped sums (period
 * columns then group columns), each giving one column per metric that the main query joins in (DuckDB: common tables, window functions,
 * `arg_min ... FILTER`; `histogramType` is the DuckDB type of a stored fare histogram):
 * - concentration: passengers per carrier within each key, then hhi = 10,000 x Σ w² / (Σ w)² and carriers =
 *   the carriers with w > 0;
 * - quantile: per histogram column (market fare, ticket fare), the histograms unnested and summed per key
 *   and bucket, then for each q the first bucket whose cumulative passengers reach q x total, interpolated
 *   linearly inside it. Rows ingested before the histogram existed (NULL histogram) make the key's quantiles
 *   over it NULL.
 */
export function distributionTables(
  plan: QueryPlan,
  keyed: KeyedSelect,
  histogramType: string,
): DistributionTables {
  const out: Tables = { ctes: [], columns: new Map() };
  const { concentrations, quantiles } = distributionsOf(plan);
  [...concentrations.values()].forEach((indices, n) => concentrationTables(plan, keyed, indices, n, out));
  // one set of common tables per histogram column (fare_histogram: fare_buckets, fare_cumulative, fare_quantiles)
  for (const [histogram, indices] of quantiles) {
    quantileTables(plan, keyed, histogramType, histogram, indices, out);
  }
  return out;
}

type Tables = { ctes: string[]; columns: Map<number, { cte: string; column: string }> };

/** The plan's distribution metrics by position: concentrations by what they are taken over, quantiles by histogram. */
function distributionsOf(plan: QueryPlan) {
  const concentrations = new Map<string, number[]>();
  const quantiles = new Map<string, number[]>();
  plan.metrics.forEach((metric, i) => {
    const d = metric.distribution;
    if (d?.kind === 'concentration') {
      const key = `${d.table}|${d.carrierColumn}|${d.exclude.join(',')}|${d.weight}`;
      concentrations.set(key, [...(concentrations.get(key) ?? []), i]);
    } else if (d?.kind === 'quantile') quantiles.set(d.histogram, [...(quantiles.get(d.histogram) ?? []), i]);
  });
  return { concentrations, quantiles };
}

/** The key's GROUP BY over the group positions and `extra` ones (empty when there is nothing to group by). */
function groupByPositions(keyed: KeyedSelect, extra: number[]): string {
  const positions = [...keyed.groupPositions, ...extra];
  return positions.length > 0 ? `GROUP BY ${positions.join(', ')}` : '';
}

function keyGroupBy(keyed: KeyedSelect): string {
  return keyed.keyNames.length > 0 ? `GROUP BY ${keyed.keyNames.map(keyed.q).join(', ')}` : '';
}

/** hhi and carriers over one weight: passengers per carrier within each key, then the two statistics. */
function concentrationTables(plan: QueryPlan, keyed: KeyedSelect, indices: number[], n: number, out: Tables) {
  const { q } = keyed;
  const d = plan.metrics[indices[0]!]!.distribution as Concentration;
  const split = `conc${n}_split`;
  const name = `conc${n}`;
  const carrier = q(d.carrierColumn);
  const excluded = d.exclude.map((code) => keyed.bind(code));
  const where = [
    keyed.where(d.table),
    `${carrier} IS NOT NULL`,
    ...(excluded.length > 0 ? [`${carrier} NOT IN (${excluded.join(', ')})`] : []),
  ].join(' AND ');
  out.ctes.push(`${split} AS (
  SELECT ${[...keyed.keys, `${carrier} AS ${q('carrier')}`, `SUM(${q(d.weight)}) AS ${q('w')}`].join(', ')}
  FROM ${q(d.table)}
  WHERE ${where}
  ${groupByPositions(keyed, [keyed.keys.length + 1])}
)`);
  out.ctes.push(`${name} AS (
  SELECT ${[
    ...keyed.keyNames.map(q),
    `CAST(10000 * SUM(${q('w')} * ${q('w')}) / NULLIF(SUM(${q('w')}) * SUM(${q('w')}), 0) AS DOUBLE) AS ${q('hhi')}`,
    `CAST(COUNT(*) FILTER (WHERE ${q('w')} > 0) AS DOUBLE) AS ${q('carriers')}`,
  ].join(', ')}
  FROM ${split}
  ${keyGroupBy(keyed)}
)`);
  for (const i of indices) {
    const stat = (plan.metrics[i]!.distribution as Concentration).stat;
    out.columns.set(i, { cte: name, column: stat });
  }
}

/** The quantiles of one histogram column: buckets summed per key, cumulated, then each q interpolated. */
function quantileTables(
  plan: QueryPlan,
  keyed: KeyedSelect,
  histogramType: string,
  histogram: string,
  indices: number[],
  out: Tables,
) {
  const { q } = keyed;
  const name = histogram.replace(/_histogram$/, '');
  const keys = keyed.keyNames.map(q);
  const partition = keys.length > 0 ? `PARTITION BY ${keys.join(', ')}` : '';
  const mark = `[{'b': ${NULL_HISTOGRAM_MARK}, 'p': 1}]::${histogramType}`;
  out.ctes.push(`${name}_buckets AS (
  SELECT ${[...keys, `${q('h')}.b AS ${q('b')}`, `SUM(${q('h')}.p) AS ${q('w')}`].join(', ')}
  FROM (
    SELECT ${[...keyed.keys, `UNNEST(COALESCE(${q(histogram)}, ${mark})) AS ${q('h')}`].join(', ')}
    FROM ${q(plan.table)}
    WHERE ${keyed.where(plan.table)}
  )
  GROUP BY ${[...keys, q('b')].join(', ')}
), ${name}_cumulative AS (
  SELECT *, SUM(${q('w')}) OVER (${partition} ORDER BY ${q('b')} ROWS UNBOUNDED PRECEDING) AS ${q('upto')},
         SUM(${q('w')}) OVER (${partition}) AS ${q('total')}
  FROM ${name}_buckets
  WHERE ${q('w')} > 0
)`);
  const lower = fareBucketBoundSql(q('b'), 'lower');
  const width = fareBucketBoundSql(q('b'), 'width');
  const items = indices.map((i, k) => {
    const fraction = (plan.metrics[i]!.distribution as Quantile).q;
    const target = `${fraction} * ${q('total')}`;
    // the first bucket whose cumulative passengers reach the target; the share of the bucket below it
    const within = `greatest(0, least(1, (${target} - (${q('upto')} - ${q('w')})) / ${q('w')}))`;
    out.columns.set(i, { cte: `${name}_quantiles`, column: `fq${k}` });
    return `CASE WHEN bool_or(${q('b')} = ${NULL_HISTOGRAM_MARK}) THEN NULL ELSE arg_min(${lower} + ${width} * ${within}, ${q('b')}) FILTER (WHERE ${q('upto')} >= ${target} * (1 - 1e-12)) END AS ${q(`fq${k}`)}`;
  });
  out.ctes.push(`${name}_quantiles AS (
  SELECT ${[...keys, ...items].join(', ')}
  FROM ${name}_cumulative
  ${keyGroupBy(keyed)}
)`);
}
