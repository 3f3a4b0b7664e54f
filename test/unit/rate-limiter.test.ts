import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../src/http/features/rate-limit.js';

/** Issue #23 serving point 5: the rate limiter holds a bounded number of clients and still limits each. */
describe('rate limiter', () => {
  const now = 1_800_000_000_000;

  it('holds at most its capacity of clients, however many arrive in one window', () => {
    const limiter = new RateLimiter(5, 60);
    for (let i = 0; i < 150_000; i += 1) limiter.take(`ip:10.${i}`, now);
    // the default capacity, 100,000 (RATE_LIMIT_CLIENTS), stated here so a changed constant is seen
    expect(limiter.clients).toBe(100_000);
  });

  it('keeps limiting a client that goes on sending while new clients pass the capacity', () => {
    const limiter = new RateLimiter(3, 60, 100);
    const verdicts: boolean[] = [];
    for (let i = 0; i < 1000; i += 1) {
      limiter.take(`ip:new-${i}`, now);
      if (i % 50 === 0) verdicts.push(limiter.take('ip:busy', now).allowed);
    }
    // 20 requests from the busy client in one window: the first 3 allowed, every later one refused
    expect(verdicts).toEqual([true, true, true, ...Array<boolean>(17).fill(false)]);
    expect(limiter.clients).toBe(100);
  });

  it('starts a client again in the next window and says when the window resets', () => {
    const limiter = new RateLimiter(2, 60);
    const start = now - (now % 60_000);
    expect(limiter.take('ip:a', start + 1000)).toEqual({ allowed: true, remaining: 1, resetSeconds: 59 });
    expect(limiter.take('ip:a', start + 2000)).toEqual({ allowed: true, remaining: 0, resetSeconds: 58 });
    expect(limiter.take('ip:a', start + 3000)).toEqual({ allowed: false, remaining: 0, resetSeconds: 57 });
    expect(limiter.take('ip:a', start + 60_000)).toEqual({ allowed: true, remaining: 1, resetSeconds: 60 });
  });
});
