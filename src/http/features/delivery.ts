import { createHash } from 'node:crypto';
import { Readable, pipeline } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DataSnapshot, ServiceContext } from '../context.js';
import { sendProblem } from '../errors.js';
import { ApiProblem } from '../../problems/problems.js';
import { coverageOf } from '../coverage.js';
import { ApiKeys, RateLimiter, clientId, isOpenPath } from './access.js';
import { csvRows, toCsv, wantsCsv } from './csv.js';
import { LruCache } from './lru.js';
import { MetricsRegistry } from './metrics.js';

export interface DeliveryOptions {
  readonly context: ServiceContext;
  readonly cacheEntries: number;
  readonly apiKeys: readonly string[];
  readonly rateLimit: number;
  readonly rateLimitWindowSeconds: number;
}

interface CachedResponse {
  readonly payload: string;
  readonly contentType: string;
}

interface RequestState {
  started: bigint;
  etag?: string;
  csv?: boolean;
  csvColumns?: readonly string[];
  cacheHit?: boolean;
}

const CACHE_CONTROL = 'public, max-age=3600';
const COMPRESS_MIN_BYTES = 1024;
const EXPOSED =
  'ETag, Last-Modified, X-Request-Id, RateLimit, RateLimit-Policy, Retry-After, Content-Disposition, Server-Timing';
const states = new WeakMap<FastifyRequest, RequestState>();
const stateOf = (request: FastifyRequest): RequestState => {
  let state = states.get(request);
  if (!state) {
    state = { started: process.hrtime.bigint() };
    states.set(request, state);
  }
  return state;
};

const pathOf = (request: FastifyRequest): string => request.url.split('?', 1)[0] ?? '';

/** Whether the client asked for CSV (`format=csv` or `Accept: text/csv`), for handlers that stream it. */
export const csvRequested = (request: FastifyRequest): boolean => stateOf(request).csv === true;

/** The CSV columns a handler declares for its answer (analytics: from the request, whatever the rows hold). */
export const declareCsvColumns = (request: FastifyRequest, columns: readonly string[]): void => {
  stateOf(request).csvColumns = columns;
};

/** The request as the cache sees it: path, sorted parameters, representation, data version. */
function cacheKey(request: FastifyRequest, csv: boolean, dataVersion: string): string {
  const query = request.query as Record<string, string | string[]>;
  const pairs = Object.keys(query)
    .sort()
    .map((name) => `${name}=${JSON.stringify(query[name])}`);
  return `${pathOf(request)}?${pairs.join('&')}|${csv ? 'csv' : 'json'}|${dataVersion}`;
}

function preferredEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const value = (Array.isArray(header) ? header.join(',') : (header ?? '')).toLowerCase();
  const accepts = (name: string) =>
    value.split(',').some((part) => {
      const [token = '', ...params] = part.trim().split(';');
      return token.trim() === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * What users of a data API expect around every answer (API-CONTRACT §7): CSV, ETag / 304, Cache-Control,
 * Last-Modified, a result cache, gzip and br, CORS, API keys, rate limits, Prometheus metrics.
 */
export function installDelivery(app: FastifyInstance, options: DeliveryOptions): ServiceContext {
  const keys = new ApiKeys(options.apiKeys);
  const limiter = new RateLimiter(options.rateLimit, options.rateLimitWindowSeconds);
  const cache = new LruCache<CachedResponse>(options.cacheEntries);
  const registry = new MetricsRegistry();
  const countRequest = registry.counter('atss_http_requests_total', 'HTTP requests by route and status');
  const observeLatency = registry.histogram(
    'atss_http_request_duration_seconds',
    'HTTP request latency by route',
  );
  const countCache = registry.counter(
    'atss_result_cache_total',
    'Result cache lookups by outcome (hit or miss)',
  );
  let inFlight = 0;
  registry.gauge('atss_http_requests_in_flight', 'Requests being served', () => [
    { labels: {}, value: inFlight },
  ]);
  registry.gauge('atss_result_cache_entries', 'Entries in the result cache', () => [
    { labels: {}, value: cache.size },
  ]);
  registry.gauge('atss_data_version_info', 'The data version served (always 1)', () => [
    { labels: { data_version: options.context.current().dataVersion }, value: 1 },
  ]);
  registry.gauge('atss_data_published_timestamp_seconds', 'Publication time of the data served', () => [
    { labels: {}, value: options.context.current().publishedAt.getTime() / 1000 },
  ]);
  registry.gauge('atss_coverage_periods', 'Loaded periods per stored table', () =>
    coverageOf(options.context.current().manifest).map((t) => ({
      labels: { table: t.table },
      value: t.period_count,
    })),
  );
  registry.gauge('atss_coverage_records', 'Source records per stored table', () =>
    coverageOf(options.context.current().manifest).map((t) => ({
      labels: { table: t.table },
      value: t.record_count,
    })),
  );

  app.addHook('onRequest', async (request, reply) => {
    stateOf(request);
    inFlight += 1;
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Access-Control-Expose-Headers', EXPOSED);
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      reply.header(
        'Access-Control-Allow-Headers',
        'Authorization, X-API-Key, If-None-Match, Accept, X-Request-Id',
      );
      reply.header('Access-Control-Max-Age', '86400');
      return reply.code(204).send();
    }
    const path = pathOf(request);
    if (isOpenPath(path)) return undefined;
    const presented = ApiKeys.presented(request.headers);
    if (keys.enabled && !keys.valid(presented)) {
      reply.header('WWW-Authenticate', 'Bearer realm="atss"');
      return sendProblem(
        request,
        reply,
        new ApiProblem(
          'unauthorized',
          presented === undefined
            ? 'an API key is required: Authorization: Bearer <key> or X-API-Key'
            : 'the API key is not valid',
        ),
      );
    }
    if (limiter.enabled) {
      const verdict = limiter.take(clientId(keys.enabled ? presented : undefined, request.ip));
      reply.header('RateLimit-Policy', `${limiter.limit};w=${limiter.windowSeconds}`);
      reply.header(
        'RateLimit',
        `limit=${limiter.limit}, remaining=${verdict.remaining}, reset=${verdict.resetSeconds}`,
      );
      if (!verdict.allowed) {
        reply.header('Retry-After', String(verdict.resetSeconds));
        return sendProblem(
          request,
          reply,
          new ApiProblem(
            'rate-limited',
            `over ${limiter.limit} requests per ${limiter.windowSeconds} s; retry after ${verdict.resetSeconds} s`,
          ),
        );
      }
    }
    return undefined;
  });

  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const path = pathOf(request);
    if (isOpenPath(path)) return undefined;
    const query = request.query as Record<string, string | string[] | undefined>;
    const format = query.format;
    if (format !== undefined) {
      if (format !== 'csv' && format !== 'json') {
        throw new ApiProblem('invalid-parameter', 'format must be csv or json', [
          { parameter: 'format', message: 'format must be csv or json', allowed: ['csv', 'json'] },
        ]);
      }
      delete query.format;
    }
    const state = stateOf(request);
    state.csv = wantsCsv(format, request.headers.accept);
    const snapshot = options.context.current();
    const key = cacheKey(request, state.csv, snapshot.dataVersion);
    state.etag = `"${createHash('sha256').update(key).digest('base64url').slice(0, 27)}"`;
    const ifNoneMatch = request.headers['if-none-match'];
    if (
      ifNoneMatch !== undefined &&
      ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === state.etag)
    ) {
      setCacheHeaders(reply, state.etag, snapshot.publishedAt);
      return reply.code(304).send();
    }
    const cached = cache.get(state.etag);
    countCache({ outcome: cached ? 'hit' : 'miss' });
    if (cached) {
      state.cacheHit = true;
      return reply.type(cached.contentType).send(cached.payload);
    }
    return undefined;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const state = stateOf(request);
    let body: unknown = payload;
    if (state.etag !== undefined && reply.statusCode === 200) {
      setCacheHeaders(reply, state.etag, options.context.current().publishedAt);
      if (state.csv) {
        reply.type('text/csv; charset=utf-8');
        reply.header(
          'Content-Disposition',
          `inline; filename="${pathOf(request).slice(1).replaceAll('/', '-')}.csv"`,
        );
      }
      // a streamed answer (a CSV reference list) is sent as it is produced, and not cached
      if (!state.cacheHit && typeof payload === 'string') {
        const text = state.csv
          ? toCsv(csvRows(JSON.parse(payload) as Record<string, unknown>), state.csvColumns)
          : payload;
        cache.set(state.etag, { payload: text, contentType: String(reply.getHeader('content-type')) });
        body = text;
      }
    }
    reply.header('Vary', 'Accept, Accept-Encoding');
    const sent = compress(request, reply, body);
    // the server's own time for this answer (routing to compressed body), for browsers' dev tools and benchmarks
    const elapsedMs = Number(process.hrtime.bigint() - state.started) / 1e6;
    reply.header('Server-Timing', `app;dur=${elapsedMs.toFixed(2)}`);
    return sent;
  });

  app.addHook('onResponse', async (request, reply) => {
    inFlight = Math.max(0, inFlight - 1);
    const state = stateOf(request);
    const route = request.routeOptions.url ?? 'unmatched';
    const seconds = Number(process.hrtime.bigint() - state.started) / 1e9;
    countRequest({ route, method: request.method, status: String(reply.statusCode) });
    observeLatency(seconds, { route });
  });

  app.get('/metrics', (_request, reply) =>
    reply
      .type('text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(registry.render()),
  );
  return meteredContext(
    options.context,
    registry.histogram('atss_engine_query_duration_seconds', 'Engine query time'),
  );
}

/** The same context, with every engine query timed into the given histogram. */
function meteredContext(context: ServiceContext, observe: (seconds: number) => void): ServiceContext {
  const wrapped = new WeakMap<DataSnapshot, DataSnapshot>();
  return {
    current: () => {
      const snapshot = context.current();
      let metered = wrapped.get(snapshot);
      if (!metered) {
        const engine = snapshot.engine;
        metered = {
          ...snapshot,
          engine: {
            query: async (sql, params) => {
              const started = process.hrtime.bigint();
              try {
                return await engine.query(sql, params);
              } finally {
                observe(Number(process.hrtime.bigint() - started) / 1e9);
              }
            },
            close: () => engine.close(),
          },
        };
        wrapped.set(snapshot, metered);
      }
      return metered;
    },
  };
}

function setCacheHeaders(reply: FastifyReply, etag: string, publishedAt: Date): void {
  reply.header('ETag', etag);
  reply.header('Cache-Control', CACHE_CONTROL);
  if (!Number.isNaN(publishedAt.getTime())) reply.header('Last-Modified', publishedAt.toUTCString());
}

const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 4;

/** br or gzip as the client prefers: a stream as it is produced, a body of at least 1 KB at once. */
function compress(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (
    reply.statusCode === 204 ||
    reply.statusCode === 304 ||
    reply.getHeader('content-encoding') !== undefined
  )
    return payload;
  const stream = payload instanceof Readable ? payload : undefined;
  const bytes =
    typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : undefined;
  if (stream === undefined && (bytes === undefined || bytes.length < COMPRESS_MIN_BYTES)) return payload;
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === undefined) return payload;
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('content-length');
  if (stream !== undefined) {
    const compressor =
      encoding === 'br'
        ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
        : createGzip({ level: GZIP_LEVEL });
    return pipeline(stream, compressor, () => undefined);
  }
  return encoding === 'br'
    ? brotliCompressSync(bytes!, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes!.length,
        },
      })
    : gzipSync(bytes!, { level: GZIP_LEVEL });
}
