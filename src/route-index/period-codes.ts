import type { DimensionColumn } from './columns.js';

/**
 * A source's periods as one dictionary code per row (`DimensionBuilder` over `periodKey`): its year and quarter
 * and/or month together, one byte a row instead of one column each.
 */

/** Period values (years, quarters, months) are whole numbers under this: one number keys a row's period. */
const PERIOD_RADIX = 10_000;

/** A row's period as one number: its period columns' values in base `PERIOD_RADIX`, year first. */
export function periodKey(columns: readonly (readonly unknown[])[], row: number): number {
  let key = 0;
  for (const values of columns) key = key * PERIOD_RADIX + Number(values[row]);
  return key;
}

/** The value of period column `i` (of `names`) in a key of `periodKey` (0 for the null code's). */
function periodOfKey(key: unknown, i: number, names: readonly string[]): number {
  return Math.floor(Number(key ?? 0) / PERIOD_RADIX ** (names.length - 1 - i)) % PERIOD_RADIX;
}

/** The value of each period column (`names`, in `periodKey`'s order) by period code. */
export function periodValues(
  codes: DimensionColumn,
  names: readonly string[],
): ReadonlyMap<string, readonly number[]> {
  return new Map(names.map((name, i) => [name, codes.values.map((key) => periodOfKey(key, i, names))]));
}
