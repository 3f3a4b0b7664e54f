import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { isOpenPath, pathOf } from './open-paths.js';

export interface CachedAnswer {
  readonly payload: string;
  readonly contentType: string;
}

/** Answers by result key, bounded in bytes (least recently used go first). */
export type ResultCache = LRUCache<string, CachedAnswer>;

export interface ResultCacheOptions {
  /** Undefined when the cache is off. */
  readonly cache: ResultCache | undefined;
  /** `public` for an open API; `private` when answers need a key (a shared cache must not reuse them). */
  readonly scope: 'public' | 'private';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The answer's identity (set on data GETs): cache key, ETag, whether it came from the cache. */
    resultIdentity: { key: string; etag: string; hit: boolean } | null;
  }
}

/** No single answer may take more than this share of the cache, so one huge answer cannot flush it. */
const LARGEST_ENTRY_SHARE = 1 / 8;
const MAX_AGE_SECONDS = 3600;

/**
 * The request as the cache sees it: the path, every parameter (sorted by name, repeated ones as lists), the
 * representation and the data version, as one JSON text. JSON escapes every name and value, so two different
 * requests can never share a key.
 */
export function resultKey(request: FastifyRequest, dataVersion: string): string {
  const query = request.query as Record<string, string | string[] | undefined>;
  const parameters = Object.keys(query)
    .sort()
    .map((name) => [name, query[name] ?? null]);
  return JSON.stringify([pathOf(request.url), parameters, request.representation, dataVersion]);
}

/** A cache of at most `maxBytes` of answers and keys; undefined (no cache) for 0. */
export function createResultCache(maxBytes: number): ResultCache | undefined {
  if (maxBytes <= 0) return undefined;
  return new LRUCache<string, CachedAnswer>({
    maxSize: maxBytes,
    maxEntrySize: Math.max(1, Math.floor(maxBytes * LARGEST_ENTRY_SHARE)),
    sizeCalculation: (answer, key) => Buffer.byteLength(answer.payload) + Buffer.byteLength(key),
  });
}

/**
 * ETag / 304 and the in-memory result cache (API-CONTRACT §7): a data GET is identified by `resultKey`; a
 * matching If-None-Match is a 304 (`*` once the answer is known to be a 200), a cached answer is sent without touching the engine, and a fresh 200 is
 * stored.
 */
export const resultCache = fp(
  (app: FastifyInstance, options: ResultCacheOptions, done: (error?: Error) => void) => {
    const cache = options.cache;
    const cacheControl = `${options.scope}, max-age=${MAX_AGE_SECONDS}`;
    // the ETag's key and Last-Modified both come from the request's snapshot, as does the body
    const setValidators = (request: FastifyRequest, reply: FastifyReply, etag: string): void => {
      reply.header('ETag', etag);
      reply.header('Cache-Control', cacheControl);
      const publishedAt = request.snapshot.publishedAt;
      if (!Number.isNaN(publishedAt.getTime())) reply.header('Last-Modified', publishedAt.toUTCString());
    };

    app.decorateRequest('resultIdentity', null);
    app.addHook('preHandler', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
      if (isOpenPath(pathOf(request.url))) return undefined;
      const key = resultKey(request, request.snapshot.dataVersion);
      const etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
      request.resultIdentity = { key, etag, hit: false };
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        setValidators(request, reply, etag);
        return reply.code(304).send();
      }
      const cached = cache?.get(key);
      request.resultIdentity.hit = cached !== undefined;
      if (cached) return reply.type(cached.contentType).send(cached.payload);
      return undefined;
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const identity = request.resultIdentity;
      if (identity === null || reply.statusCode !== 200) return payload;
      setValidators(request, reply, identity.etag);
      // a streamed answer (a CSV reference list) is sent as it is produced, and not cached
      if (cache && !identity.hit && typeof payload === 'string') {
        cache.set(identity.key, { payload, contentType: String(reply.getHeader('content-type')) });
      }
      // `If-None-Match: *` matches any current representation: known to exist only once the answer is a 200
      if (request.headers['if-none-match']?.trim() === '*') {
        if (payload instanceof Readable) payload.destroy();
        reply.code(304);
        return null;
      }
      return payload;
    });
    done();
  },
  { name: 'atss-result-cache', dependencies: ['atss-representation', 'atss-request-snapshot'] },
);
