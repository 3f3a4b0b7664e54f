import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { ApiProblem } from '../../problems/problems.js';
import { sendProblem } from '../errors.js';
import { ApiKeys, clientId } from './credentials.js';
import { isOpenPath, pathOf } from './open-paths.js';

/** Clients whose windows the limiter holds at most: about 100 bytes each, so some 10 MB at the bound. */
export const RATE_LIMIT_CLIENTS = 100_000;

interface Window {
  start: number;
  count: number;
}

/**
 * Fixed-window request counts per client (API key digest or address), in a bounded LRU map (`lru-cache`): each
 * request touches one entry, whatever the number of clients. Past the bound the client seen least recently is
 * forgotten (its count starts again if it returns within its window): a flood of new addresses can reset
 * idle clients' counts, never slow every request down or grow memory without end.
 */
export class RateLimiter {
  private readonly windows: LRUCache<string, Window>;

  constructor(
    readonly limit: number,
    readonly windowSeconds: number,
    capacity = RATE_LIMIT_CLIENTS,
  ) {
    this.windows = new LRUCache({ max: capacity });
  }

  /** Clients held now (at most the capacity). */
  get clients(): number {
    return this.windows.size;
  }

  /** Counts a request; answers what the headers say and whether it is over the limit. */
  take(client: string, now = Date.now()): { allowed: boolean; remaining: number; resetSeconds: number } {
    const windowMs = this.windowSeconds * 1000;
    let entry = this.windows.get(client);
    if (!entry || now - entry.start >= windowMs) {
      entry = { start: now - (now % windowMs), count: 0 };
      this.windows.set(client, entry);
    }
    entry.count += 1;
    const resetSeconds = Math.max(1, Math.ceil((entry.start + windowMs - now) / 1000));
    return {
      allowed: entry.count <= this.limit,
      remaining: Math.max(0, this.limit - entry.count),
      resetSeconds,
    };
  }
}

export interface RateLimitOptions {
  /** Requests per window per client; 0 turns the plugin off. */
  readonly limit: number;
  readonly windowSeconds: number;
  /** Whether clients are told apart by their API key (keys on) rather than their address. */
  readonly byKey: boolean;
}

/**
 * Rate limits (docs/API-CONTRACT.md §7): `RateLimit-Policy` and `RateLimit` headers (the IETF structured form) on every
 * counted answer, 429 `rate-limited` with Retry-After past the limit. Health, docs and metrics are not counted.
 */
export const rateLimit = fp(
  (app: FastifyInstance, options: RateLimitOptions, done: (error?: Error) => void) => {
    if (options.limit <= 0) {
      done();
      return;
    }
    const limiter = new RateLimiter(options.limit, options.windowSeconds);
    app.addHook('onRequest', (request, reply, next) => {
      if (isOpenPath(pathOf(request.url))) {
        next();
        return;
      }
      const key = options.byKey ? ApiKeys.presented(request.headers) : undefined;
      const verdict = limiter.take(clientId(key, request.ip));
      reply.header('RateLimit-Policy', `${limiter.limit};w=${limiter.windowSeconds}`);
      reply.header(
        'RateLimit',
        `limit=${limiter.limit}, remaining=${verdict.remaining}, reset=${verdict.resetSeconds}`,
      );
      if (verdict.allowed) {
        next();
        return;
      }
      reply.header('Retry-After', String(verdict.resetSeconds));
      sendProblem(
        request,
        reply,
        new ApiProblem(
          'rate-limited',
          `over ${limiter.limit} requests per ${limiter.windowSeconds} s; retry after ${verdict.resetSeconds} s`,
        ),
      );
    });
    done();
  },
  { name: 'atss-rate-limit' },
);
