import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { refuseParameters } from '../no-parameters.js';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { ServiceContext } from '../../serving/context.js';
import { coverageOf } from '../../serving/coverage.js';
import type { ResultCache } from '../../serving/result-cache.js';

const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The service's Prometheus metrics (prom-client), one registry per application: requests, latency, engine
 * time, in-flight requests, result cache, data version and coverage.
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'atss_http_requests_total',
    help: 'HTTP requests by route and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'atss_http_request_duration_seconds',
    help: 'HTTP request latency by route',
    labelNames: ['route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });
  readonly inFlight = new Gauge({
    name: 'atss_http_requests_in_flight',
    help: 'Requests being served',
    registers: [this.registry],
  });
  readonly engineTime = new Histogram({
    name: 'atss_engine_query_duration_seconds',
    help: 'Engine query time',
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  /** The series of each route, method and status (prom-client's children), found once, not hashed per request. */
  private readonly requestSeries = new Map<string, { inc(): void }>();
  private readonly latencySeries = new Map<string, { observe(value: number): void }>();

  /** Counts one answered request and its latency. */
  countRequest(route: string, method: string, status: number, seconds: number): void {
    const key = `${route} ${method} ${status}`;
    let requests = this.requestSeries.get(key);
    if (requests === undefined) {
      requests = this.requests.labels({ route, method, status: String(status) });
      this.requestSeries.set(key, requests);
    }
    requests.inc();
    let latency = this.latencySeries.get(route);
    if (latency === undefined) {
      latency = this.latency.labels({ route });
      this.latencySeries.set(route, latency);
    }
    latency.observe(seconds);
  }

  constructor(context: ServiceContext, cache: ResultCache | undefined) {
    const registers = [this.registry];
    new Counter({
      name: 'atss_result_cache_total',
      help: 'Result cache lookups by outcome (hit or miss), from every door (HTTP and MCP)',
      labelNames: ['outcome'] as const,
      registers,
      collect() {
        // the cache counts its own lookups (MCP calls look up too): the counter is read from it
        this.reset();
        this.inc({ outcome: 'hit' }, cache?.hits ?? 0);
        this.inc({ outcome: 'miss' }, cache?.misses ?? 0);
      },
    });
    new Gauge({
      name: 'atss_result_cache_entries',
      help: 'Entries in the result cache',
      registers,
      collect() {
        this.set(cache?.size ?? 0);
      },
    });
    new Gauge({
      name: 'atss_result_cache_bytes',
      help: 'Bytes held by the result cache (answers and keys)',
      registers,
      collect() {
        this.set(cache?.bytes ?? 0);
      },
    });
    new Gauge({
      name: 'atss_data_version_info',
      help: 'The data version served (always 1)',
      labelNames: ['data_version'] as const,
      registers,
      collect() {
        this.reset();
        this.set({ data_version: context.current().dataVersion }, 1);
      },
    });
    new Gauge({
      name: 'atss_data_published_timestamp_seconds',
      help: 'Publication time of the data served',
      registers,
      collect() {
        this.set(context.current().publishedAt.getTime() / 1000 || 0);
      },
    });
    const perTable = (
      name: string,
      help: string,
      read: (t: ReturnType<typeof coverageOf>[number]) => number,
    ) =>
      new Gauge({
        name,
        help,
        labelNames: ['table'] as const,
        registers,
        collect() {
          this.reset();
          for (const table of coverageOf(context.current().manifest))
            this.set({ table: table.table }, read(table));
        },
      });
    perTable('atss_coverage_periods', 'Loaded periods per stored table', (t) => t.period_count);
    perTable('atss_coverage_records', 'Source records per stored table', (t) => t.record_count);
  }

  /**
   * Observes the time of every engine query the context's snapshots answer (timed where each opens,
   * serving/engine-clock.ts) until the returned function is called.
   */
  timeEngine(context: ServiceContext): () => void {
    const clock = context.engineClock ?? context.current().engineClock;
    return clock.listen((seconds) => this.engineTime.observe(seconds));
  }
}

/** Counts every request (registered first, so it sees all of them) and serves `GET /metrics`. */
export const metrics = fp(
  (
    app: FastifyInstance,
    options: { metrics: ServiceMetrics; context: ServiceContext },
    done: (error?: Error) => void,
  ) => {
    const service = options.metrics;
    const stopTiming = service.timeEngine(options.context);
    app.addHook('onClose', (_app, next) => {
      stopTiming();
      next();
    });
    app.addHook('onRequest', (_request, reply, next) => {
      service.inFlight.inc();
      // the response's 'close' comes once for every response, finished or cut off (an aborted request, a 408,
      // a connection closed before the answer was written): onResponse is skipped for those
      reply.raw.once('close', () => service.inFlight.dec());
      next();
    });
    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? 'unmatched';
      service.countRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
      next();
    });
    app.get('/metrics', async (request, reply) => {
      refuseParameters(request);
      return reply
        .type(service.registry.contentType)
        .header('Cache-Control', 'no-store')
        .send(await service.registry.metrics());
    });
    done();
  },
  { name: 'atss-metrics' },
);
