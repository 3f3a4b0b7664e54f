import type { MetricUnit } from './types.js';

/**
 * Decimals a metric's value is rounded to in answers, by unit: money to cents, rates and per-mile money
 * finer. Rounding happens once, when rows are shaped; every sum and ratio is computed unrounded.
 */
export const UNIT_DECIMALS: Readonly<Record<MetricUnit, number>> = {
  count: 2,
  dollars: 2,
  dollars_per_mile: 4,
  miles: 2,
  minutes: 2,
  pounds: 2,
  percent: 2,
  ratio: 4,
};

/** `share` is a percentage of the period's total. */
export const SHARE_DECIMALS = UNIT_DECIMALS.percent;

/** How the unit reads in the documentation. */
export const UNIT_TEXT: Readonly<Record<MetricUnit, string>> = {
  count: 'a count',
  dollars: 'US dollars',
  dollars_per_mile: 'US dollars per mile',
  miles: 'miles',
  minutes: 'minutes',
  pounds: 'pounds',
  percent: 'a percentage (0 to 100)',
  ratio: 'a ratio',
};
