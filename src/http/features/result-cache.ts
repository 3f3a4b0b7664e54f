import { hash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import { perSnapshot } from '../../serving/context.js';
import type { CachedResult, ResultCache } from '../../serving/result-cache.js';
import { isOpenPath, pathOf } from './open-paths.js';
import { identityTag } from './coding-etag.js';

export interface ResultCacheOptions {
  /** The cache every door shares (`ServiceContext.results`); undefined when it is off. */
  readonly cache: ResultCache | undefined;
  /** `public` for an open API; `private` when answers need a key (a shared cache must not reuse them). */
  readonly scope: 'public' | 'private';
}

/** An answer's identity (set on data GETs): cache key, ETag, whether it came from the cache, its entry. */
interface ResultIdentity {
  readonly key: string;
  readonly etag: string;
  hit: boolean;
  entry: CachedResult | undefined;
}

declare module 'fastify' {
  interface FastifyRequest {
    resultIdentity: ResultIdentity | null;
  }
  interface FastifyContextConfig {
    /**
     * The handler names its result's key itself (`identifyResult`, after validating the request: analytics
     * answers are keyed on the canonical request), so the plugin does not key it on the query string.
     */
    keyedByHandler?: boolean;
  }
}

const MAX_AGE_SECONDS = 3600;

/**
 * The request as the cache sees it when its handler does not name a key: the path and every parameter
 * (sorted by name, repeated ones as lists), the representation and the data version, as one JSON text. JSON escapes every name and
 * value, so two different requests can never share a key.
 */
export function resultKey(request: FastifyRequest, dataVersion: string): string {
  const query = request.query as Record<string, string | string[] | undefined>;
  const parameters = Object.keys(query)
    .sort()
    .map((name) => [name, query[name] ?? null]);
  return JSON.stringify([pathOf(request.url), parameters, request.representation, dataVersion]);
}

/** The rendering of a request's answer its representation names. */
const renderingName = (request: FastifyRequest): string => `http:${request.representation}`;

/**
 * ETags of the keys answered most recently, per rendering (a key names its data version: the ETag never
 * changes). Looked up by the key itself: a prepared request's key is the same string on every request, so no
 * text is built or hashed per request to find its ETag.
 */
const etags = new Map<string, LRUCache<string, string>>();
/** Keys whose ETag each rendering keeps (there are two renderings: JSON and CSV). */
const ETAGS_KEPT = 4096;

/**
 * A strong ETag from a result's key and the representation: known before the answer is computed, and
 * digested once per key and representation (one-shot `hash`: the same digest as a `Hash` object's).
 */
function etagOf(key: string, request: FastifyRequest): string {
  const rendering = renderingName(request);
  let known = etags.get(rendering);
  if (known === undefined) {
    known = new LRUCache<string, string>({ max: ETAGS_KEPT });
    etags.set(rendering, known);
  }
  let etag = known.get(key);
  if (etag === undefined) {
    etag = `"${hash('sha256', `${rendering}${key}`, 'base64url').slice(0, 27)}"`;
    known.set(key, etag);
  }
  return etag;
}

/** The tag of If-None-Match that names `etag`, in any content coding (coding-etag.ts); undefined when none. */
const matching = (request: FastifyRequest, etag: string): string | undefined =>
  request.headers['if-none-match']
    ?.split(',')
    .find((tag) => identityTag(tag) === etag)
    ?.trim()
    .replace(/^W\//, '');

const cacheControls = new WeakMap<FastifyInstance, string>();

/** Last-Modified of a data version's answers, written once per snapshot, not once per request. */
const lastModified = perSnapshot(({ publishedAt }): string | null =>
  Number.isNaN(publishedAt.getTime()) ? null : publishedAt.toUTCString(),
);

function setValidators(
  request: FastifyRequest,
  reply: FastifyReply,
  etag: string,
  cacheControl: string,
): void {
  reply.header('ETag', etag);
  reply.header('Cache-Control', cacheControl);
  // the ETag's key and Last-Modified both come from the request's snapshot, as does the body
  const modified = lastModified(request.snapshot);
  if (modified !== null) reply.header('Last-Modified', modified);
}

/**
 * Names the result of a request whose route is `keyedByHandler`, before it is computed: its ETag comes from
 * `key`, and a matching If-None-Match is answered 304 here (true: the reply is sent, nothing more to do).
 */
export function identifyResult(request: FastifyRequest, reply: FastifyReply, key: string): boolean {
  const etag = etagOf(key, request);
  request.resultIdentity = { key, etag, hit: false, entry: undefined };
  const matched = matching(request, etag);
  if (matched === undefined) return false;
  // the tag of the representation the client holds (identity or coded): the one its 200 carried
  setValidators(request, reply, matched, cacheControls.get(request.server) ?? '');
  void reply.code(304).send();
  return true;
}

/**
 * The text this request's representation has in a cached result, when a door made it before: sent as it is.
 * `entry` is the result the handler got from the shared cache (`hit`) or stored; the answer's text is added to
 * it when sent.
 */
export function cachedRendering(
  request: FastifyRequest,
  entry: CachedResult | undefined,
  hit: boolean,
): { text: string; contentType: string } | undefined {
  const identity = request.resultIdentity;
  if (identity === null) return undefined;
  identity.entry = entry;
  identity.hit = hit;
  return entry?.renderings.get(renderingName(request));
}

/**
 * ETag / 304 and the HTTP side of the shared result cache (docs/API-CONTRACT.md §7): a data GET is identified by its
 * handler (`identifyResult`: analytics answers, keyed on the canonical request) or else by `resultKey`; a
 * matching If-None-Match is a 304 (`*` once the answer is known to be a 200), a cached text is sent without
 * touching the engine, and the text of a fresh 200 is added to the cache.
 */
export const resultCache = fp(
  (app: FastifyInstance, options: ResultCacheOptions, done: (error?: Error) => void) => {
    const cache = options.cache;
    const cacheControl = `${options.scope}, max-age=${MAX_AGE_SECONDS}`;
    cacheControls.set(app, cacheControl);

    app.decorateRequest('resultIdentity', null);
    app.addHook('preHandler', (request, reply, next) => {
      const keyed =
        (request.method === 'GET' || request.method === 'HEAD') &&
        request.routeOptions.config.keyedByHandler !== true &&
        !isOpenPath(pathOf(request.url));
      if (!keyed) return next();
      const key = resultKey(request, request.snapshot.dataVersion);
      // a 304 or a cached text is the answer: the handler does not run
      if (identifyResult(request, reply, key)) return;
      const entry = cache?.lookup(key);
      const rendering = cachedRendering(request, entry, entry !== undefined);
      if (rendering) return void reply.type(rendering.contentType).send(rendering.text);
      next();
    });

    app.addHook('onSend', (request, reply, payload, next) => {
      const identity = request.resultIdentity;
      if (identity === null || reply.statusCode !== 200) return next(null, payload);
      setValidators(request, reply, identity.etag, cacheControl);
      // a streamed answer (a CSV reference list) is sent as it is produced, and not cached
      if (cache && typeof payload === 'string') {
        const name = renderingName(request);
        // a handler that keys its result stored it (its value is the answer); a text alone is stored here
        const entry =
          identity.entry ??
          (request.routeOptions.config.keyedByHandler === true
            ? undefined
            : cache.store(identity.key, undefined, 0));
        if (entry && !entry.renderings.has(name)) {
          cache.addRendering(identity.key, entry, name, {
            text: payload,
            contentType: String(reply.getHeader('content-type')),
          });
        }
      }
      // `If-None-Match: *` matches any current representation: known to exist only once the answer is a 200
      if (request.headers['if-none-match']?.trim() === '*') {
        if (payload instanceof Readable) payload.destroy();
        reply.code(304);
        return next(null, null);
      }
      next(null, payload);
    });
    done();
  },
  { name: 'atss-result-cache', dependencies: ['atss-representation', 'atss-request-snapshot'] },
);
