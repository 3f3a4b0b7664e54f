import { expect } from 'vitest';

/**
 * The answer is the expected value rounded to the documented `decimals` (2 for money, counts, minutes and
 * percentages): within half a unit of the last place (a tie may round either way after float noise) and
 * with no more decimals than that.
 */
export function expectRoundedTo(actual: unknown, expected: number, decimals = 2): void {
  expect(typeof actual).toBe('number');
  const value = actual as number;
  expect(Math.abs(value - expected)).toBeLessThanOrEqual(0.5 * 10 ** -decimals + 1e-9);
  expect(value).toBe(Number(value.toFixed(decimals)));
}

/** The expected value as the API rounds it (half away from zero). */
export const roundedTo = (expected: number, decimals = 2): number => Number(expected.toFixed(decimals));
