import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * Issue #43 point 1: an API key is looked up, not searched for. With many keys configured, checking one presented
 * key (valid or not) compares it with at most one stored key, so a flood of junk keys costs each request the
 * same however many keys there are. Counted through `timingSafeEqual`, the constant-time comparison every check
 * must use.
 */
const comparisons = vi.hoisted(() => ({ count: 0 }));
vi.mock('node:crypto', async (original) => {
  const actual = await original<typeof import('node:crypto')>();
  return {
    ...actual,
    timingSafeEqual: (a: NodeJS.ArrayBufferView, b: NodeJS.ArrayBufferView) => {
      comparisons.count += 1;
      return actual.timingSafeEqual(a, b);
    },
  };
});

const { ApiKeys } = await import('../../src/http/features/credentials.js');

const KEY_COUNT = 100_000;
const keyNumber = (i: number) => `atss-test-key-${String(i).padStart(8, '0')}`;

afterEach(() => {
  comparisons.count = 0;
});

describe('API keys among 100,000', () => {
  const keys = new ApiKeys(Array.from({ length: KEY_COUNT }, (_, i) => keyNumber(i)));

  it('accepts each configured key after one constant-time comparison', () => {
    for (const i of [0, 1, 54_321, KEY_COUNT - 1]) {
      comparisons.count = 0;
      expect(keys.valid(keyNumber(i))).toBe(true);
      expect(comparisons.count).toBe(1);
    }
  });

  it('refuses unknown keys, near misses included, with at most one comparison each', () => {
    for (const junk of [keyNumber(KEY_COUNT), `${keyNumber(7)}x`, keyNumber(7).slice(1), 'x'.repeat(40)]) {
      comparisons.count = 0;
      expect(keys.valid(junk)).toBe(false);
      expect(comparisons.count).toBeLessThanOrEqual(1);
    }
    expect(keys.valid(undefined)).toBe(false);
  });

  it('is off without keys', () => {
    expect(new ApiKeys([]).enabled).toBe(false);
    expect(new ApiKeys([]).valid(keyNumber(1))).toBe(false);
    expect(keys.enabled).toBe(true);
  });
});
