import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { allowedParameters } from '../../src/query/parameters.js';
import { openTestApp } from '../support/app.js';

/**
 * Property: whatever the query string, the answer is a 200 matching the endpoint's schema in /openapi.json (or
 * a CSV with its header row) or a 4xx problem document matching the Problem schema, never a 5xx. 20,000
 * generated requests: valid, nearly valid, hostile (every Object.prototype name, NUL, overlong UTF-8, values
 * of other parameters, long values).
 */
const { dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;
/** The 200 and problem schemas of the service's own /openapi.json, per path. */
const validators = new Map<string, ValidateFunction>();
let problemSchema: ValidateFunction;
beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  const document = (await app.inject('/openapi.json')).json<{ paths: Record<string, unknown> }>();
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
  ajv.addSchema(document, 'openapi');
  const pointer = (path: string) => path.replaceAll('~', '~0').replaceAll('/', '~1');
  for (const path of Object.keys(document.paths)) {
    const schema = ajv.getSchema(
      `openapi#/paths/${pointer(path)}/get/responses/200/content/application~1json/schema`,
    );
    if (schema) validators.set(path, schema);
  }
  problemSchema = ajv.getSchema('openapi#/components/schemas/Problem')!;
});
afterAll(async () => {
  await close();
});

const SUPPORT = ['/support/airports', '/support/carriers', '/support/aircrafts'];
const PATHS = [...ANALYTICS_ENDPOINTS.map((e) => e.path), ...SUPPORT, '/support/coverage', '/nowhere'];
const NAMES = [
  ...new Set([
    ...ANALYTICS_ENDPOINTS.flatMap((e) => allowedParameters(e)),
    'q',
    'order_by',
    'offset',
    'iata',
    'format',
    'active_on',
  ]),
];
const HOSTILE = [
  "' OR 1=1 --",
  "'; DROP TABLE ontime; --",
  "x') UNION SELECT * FROM read_csv('/etc/passwd') --",
  '"quoted"',
  '1e309',
  '-9223372036854775809',
  '99999999999999999999',
  '0x1F',
  'NaN',
  '∞',
  'Ω≈ç√∫',
  '😀',
  '\u0000',
  '%00',
  '../../etc/passwd',
  '',
  ',',
  ',,',
  'ATL,,LAX',
  'true,false',
  'null',
  'undefined',
  '[object Object]',
  'ATL\u0000',
  '\u0000ATL',
  'Y\u0000',
];
/** Every name Object.prototype carries (`__proto__`, `constructor`, `toString`, `hasOwnProperty`, ...). */
const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** Overlong and otherwise invalid UTF-8, already percent-encoded (sent as is). */
const OVERLONG_UTF8 = [
  '%C0%AF',
  '%C0%80',
  '%E0%80%AF',
  '%F0%80%80%AF',
  '%C1%81TL',
  'AT%C0%CC',
  '%FF%FE',
  '%ED%A0%80',
];
const VALID_VALUES: Record<string, string[]> = {
  year: ['2025', '2024'],
  month: ['4', '5', '7', '12'],
  quarter: ['2', '3'],
  start_year: ['2025'],
  end_year: ['2025'],
  start_month: ['4', '7'],
  end_month: ['6', '9'],
  start_quarter: ['2'],
  end_quarter: ['3'],
  months: ['4,5', '7'],
  quarters: ['2', '2,3'],
  origin: ['ATL', 'lax', 'ORD'],
  destination: ['LAX', 'DEN', 'JFK'],
  by: ['carrier', 'origin', 'tkcarrier', 'opcarrier,origin', 'region', 'fare_class'],
  metrics: [
    'passengers',
    'flights,on_time_pct',
    'avg_fare,circuity',
    'passengers_est,hhi,carriers,fare_median,fare_p90',
    'flights,avg_arr_delay_signed',
  ],
  combine_periods: ['true', 'false'],
  compare: ['previous_year'],
  dataset: ['db1b', 'db1c'],
  limit: ['1', '50', '100'],
  limit_results: ['true', 'false'],
  sort_order: ['asc', 'desc'],
  format: ['json', 'csv'],
  fare_class: ['Y', 'C', 'X'],
  dayofweek: ['1', '7'],
  cancellationcode: ['A', 'B'],
  region: ['D', 'I'],
  service_class: ['F', 'G'],
  aircraft_config: ['1', '2'],
};

/** A value as it goes into the URL (percent-encoded here, except the raw invalid UTF-8 sequences). */
const value = fc
  .oneof(
    { weight: 5, arbitrary: fc.constantFrom(...Object.values(VALID_VALUES).flat()) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE) },
    { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
    { weight: 2, arbitrary: fc.string({ maxLength: 12 }) },
    { weight: 1, arbitrary: fc.integer().map(String) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(10_240)) },
  )
  .map(encodeURIComponent);
const anyValue = fc.oneof(
  { weight: 12, arbitrary: value },
  { weight: 2, arbitrary: fc.constantFrom(...OVERLONG_UTF8) },
);
const validFor = (name: string) => fc.constantFrom(...(VALID_VALUES[name] ?? ['1']));

/** Mostly valid requests with one parameter wrong, plus fully random and hostile ones. */
const request = fc.oneof(
  fc.record({
    path: fc.constantFrom(...PATHS),
    params: fc.array(fc.tuple(fc.constantFrom(...NAMES, ...PROTOTYPE_NAMES), anyValue), { maxLength: 8 }),
  }),
  fc
    .record({
      path: fc.constantFrom(...ANALYTICS_ENDPOINTS.map((e) => e.path)),
      base: fc.tuple(
        validFor('year'),
        validFor('month'),
        validFor('origin'),
        validFor('destination'),
        validFor('by'),
      ),
      wrong: fc.tuple(fc.constantFrom(...NAMES), anyValue),
    })
    .map(({ path, base: [year, month, origin, destination, by], wrong }) => ({
      path,
      params: [
        ['year', year],
        ['month', month],
        ['origin', origin],
        ['destination', destination],
        ['by', by],
        wrong,
      ] as [string, string][],
    })),
);

/** Names are percent-encoded here; values arrive encoded (see `anyValue`). */
function encode(params: readonly [string, string][]): string {
  return params.map(([k, v]) => `${encodeURIComponent(k)}=${v}`).join('&');
}

describe('fuzzing every endpoint', () => {
  it('never answers 5xx; every 200 matches its OpenAPI schema, every 4xx is a problem document', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(request, async ({ path, params }) => {
        const url = `${path}?${encode(params)}`;
        const response = await app.inject(url);
        // a turn of the event loop per request: most answers (400s) need no I/O, and 20,000 of them chained as
        // promises would starve the loop, and with it vitest's worker, whose calls time out after 60 s
        await yieldToLoop();
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        expect(response.statusCode, url).toBeLessThan(500);
        if (response.statusCode >= 400) {
          expect(response.headers['content-type'], url).toContain('application/problem+json');
          const problem = response.json<Record<string, unknown>>();
          expect(problem.status).toBe(response.statusCode);
          expect(String(problem.type)).toMatch(/^\/problems\/[a-z-]+$/);
          expect(typeof problem.request_id).toBe('string');
          expect(JSON.stringify(problem)).not.toMatch(/Error:|at .*\.ts:\d+|duckdb/i);
          expect(problemSchema(problem), `${url} ${JSON.stringify(problemSchema.errors)}`).toBe(true);
        } else if (String(response.headers['content-type']).startsWith('text/csv')) {
          expect(response.statusCode, url).toBe(200);
          expect(response.body, url).toMatch(/^[a-z_]+(,[a-z_]+)*\r\n/);
        } else {
          expect(response.statusCode, url).toBe(200);
          const validate = validators.get(path)!;
          const body: unknown = response.json();
          expect(validate(body), `${url} ${JSON.stringify(validate.errors)}`).toBe(true);
        }
      }),
      { numRuns: 20_000, seed: 20261123 },
    );
    expect([...statuses.keys()].every((status) => status < 500)).toBe(true);
    expect(statuses.get(200)).toBeGreaterThan(100);
    expect(statuses.get(400)).toBeGreaterThan(1000);
  });
});
