import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * Issue #45: a refused spelling is kept per data version, so a refusal repeated costs no parse; what a client
 * gets must not change with it: each spelling its own problem document, the same every time it is sent,
 * besides its request id, and the valid requests around it answered as before.
 */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  app = await buildApp({ context: staticContext(snapshot) });
});
afterAll(async () => {
  await app.close();
  await snapshot.engine.close();
});

const route = (origin: string, extra = ''): string =>
  `/performance/route?origin=${origin}&destination=LAX&year=2025&month=5${extra}`;

/** Status, content type and the document without its request id (a new one each time). */
async function refusal(url: string): Promise<{ status: number; type: unknown; body: unknown }> {
  const response = await app.inject(url);
  const { request_id: requestId, ...body } = response.json<Record<string, unknown>>();
  expect(requestId).toBe(response.headers['x-request-id']);
  return { status: response.statusCode, type: response.headers['content-type'], body };
}

const unknownAirport = (code: string, url: string): unknown => ({
  status: 400,
  type: 'application/problem+json; charset=utf-8',
  body: {
    type: '/problems/invalid-parameter',
    title: 'Invalid parameter',
    status: 400,
    detail: `origin: unknown airport "${code}"`,
    instance: url,
    errors: [{ parameter: 'origin', message: `origin: unknown airport "${code}"` }],
  },
});

describe('refusals repeated (issue #45)', () => {
  it('answers each refused spelling its own document, the same each time it is sent again', async () => {
    const spellings: [string, string][] = [
      ['Q1A', route('Q1A')],
      ['Q2B', route('Q2B')],
      ['Q1A', route('Q1A', '&metrics=flights')],
    ];
    for (let round = 0; round < 3; round++) {
      for (const [code, url] of spellings) expect(await refusal(url)).toEqual(unknownAirport(code, url));
    }
  });

  it('keeps a different refusal for each reason on the same endpoint', async () => {
    const missing = await refusal('/performance/route?origin=ATL&year=2025&month=5');
    const unknownMetric = await refusal(route('ATL', '&metrics=no_such_metric'));
    for (let round = 0; round < 2; round++) {
      expect(await refusal('/performance/route?origin=ATL&year=2025&month=5')).toEqual(missing);
      expect(await refusal(route('ATL', '&metrics=no_such_metric'))).toEqual(unknownMetric);
    }
    expect(missing.body).toMatchObject({ type: '/problems/missing-parameter' });
    expect(unknownMetric.body).toMatchObject({ type: '/problems/invalid-parameter' });
  });

  it('still answers a valid request after its refused neighbours', async () => {
    await refusal(route('Q1A'));
    const answer = await app.inject(route('ATL'));
    expect(answer.statusCode).toBe(200);
    expect(answer.json<{ meta: { origin: { iata_code: string } } }>().meta.origin.iata_code).toBe('ATL');
  });
});
