import { describe, expect, it } from 'vitest';
import { collectGarbage } from '../../src/serving/full-collection.js';

describe('collectGarbage', () => {
  it('returns the heap held by unreachable objects without --expose-gc', () => {
    let garbage: { index: number; text: string }[] | undefined = [];
    for (let i = 0; i < 500_000; i++) garbage.push({ index: i, text: `row ${i}` });
    const held = process.memoryUsage().heapUsed;
    garbage = undefined;
    collectGarbage();
    // half a million objects and strings are tens of MB; what they held is gone
    expect(held - process.memoryUsage().heapUsed).toBeGreaterThan(20_000_000);
    expect(garbage).toBeUndefined();
  });
});
