import { NULL_HISTOGRAM_MARK, fareBucketBoundSql } from '../storage/fare-buckets.js';
import type { DistributionAggregates } from './dialect.js';

/**
 * The ClickHouse columns of a stored fare histogram (a list of {b, p}): its buckets and its passengers as two
 * parallel arrays (18.16 stores an array of tuples as such arrays anyway, under names its identifiers cannot
 * spell). A NULL histogram is published as the one bucket NULL_HISTOGRAM_MARK with 1 passenger.
 */
export const histogramArrays = (column: string) =>
  ({ buckets: `${column}_b`, passengers: `${column}_p` }) as const;

/**
 * The distribution metrics as aggregate expressions of the grouped query itself: 18.16 has no window
 * functions and no null-safe join, and none is needed.
 * - concentration: the weight per carrier summed with `sumMap` (keys: a 64-bit hash of the carrier code,
 *   since 18.16's sumMap takes numeric keys only), then hhi = 10,000 x Σ w² / (Σ w)² and carriers = the
 *   carriers with w > 0 over its values; a key without a counted carrier row has NULL carriers, as the
 *   DuckDB left join gives;
 * - quantile: the rows' histograms merged bucket by bucket with `sumMap` (sorted by bucket), the buckets with
 *   passengers kept, cumulated with arrayCumSum, the first bucket reaching q x total found with
 *   arrayFirstIndex and interpolated linearly inside it: the same arithmetic as distributions.ts.
 * `q` quotes identifiers; `excluded` are bound placeholders.
 */
export function clickhouseDistributionAggregates(q: (name: string) => string): DistributionAggregates {
  return {
    concentration: (stat, carrierColumn, weightColumn, excluded) => {
      const carrier = q(carrierColumn);
      const counted = [
        `${carrier} IS NOT NULL`,
        ...(excluded.length > 0 ? [`${carrier} NOT IN (${excluded.join(', ')})`] : []),
      ].join(' AND ');
      const weights = `tupleElement(sumMap(if(${counted}, [cityHash64(assumeNotNull(${carrier}))], emptyArrayUInt64()), if(${counted}, [toFloat64(ifNull(${q(weightColumn)}, 0))], emptyArrayFloat64())), 2)`;
      if (stat === 'hhi') {
        return `10000 * arraySum(w -> w * w, ${weights}) / nullIf(arraySum(${weights}) * arraySum(${weights}), 0)`;
      }
      return `if(countIf(${counted}) = 0, NULL, toFloat64(arrayCount(w -> w > 0, ${weights})))`;
    },
    quantile: (fraction, histogram) => {
      const { buckets, passengers } = histogramArrays(histogram);
      const merged = `sumMap(${q(buckets)}, ${q(passengers)})`;
      const allBuckets = `tupleElement(${merged}, 1)`;
      const weight = `arrayFilter(w -> w > 0, tupleElement(${merged}, 2))`;
      const bucket = `arrayFilter((b, w) -> w > 0, ${allBuckets}, tupleElement(${merged}, 2))`;
      const upto = `arrayCumSum(${weight})`;
      const target = `${fraction} * arraySum(${weight})`;
      const at = `arrayFirstIndex(c -> c >= ${target} * (1 - 1e-12), ${upto})`;
      const b = `arrayElement(${bucket}, ${at})`;
      const w = `arrayElement(${weight}, ${at})`;
      const within = `greatest(0, least(1, (${target} - (arrayElement(${upto}, ${at}) - ${w})) / ${w}))`;
      const value = `${fareBucketBoundSql(b, 'lower')} + ${fareBucketBoundSql(b, 'width')} * ${within}`;
      return `if(has(${allBuckets}, ${NULL_HISTOGRAM_MARK}) OR ${at} = 0, NULL, ${value})`;
    },
  };
}
