import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * Issue #43 point 7: replies of `POST /mcp` carry the headers every answer of the server carries (the rate
 * limit's, CORS for a browser origin): the transport writes its answer past the app's onSend hooks.
 */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  app = await buildServer({ context: staticContext(snapshot), delivery: { rateLimit: 50 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await snapshot.engine.close();
});

const post = (body: unknown): Promise<Response> =>
  fetch(`http://127.0.0.1:${port}/mcp`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      origin: 'https://example.org',
    },
    body: JSON.stringify(body),
  });

describe('POST /mcp replies', () => {
  it('carry the rate-limit and CORS headers', async () => {
    const reply = await post({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('ratelimit')).toMatch(/^limit=50, remaining=\d+, reset=\d+$/);
    expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    // the answer depends on Accept (406 without JSON or an event stream), not on Accept-Encoding (never coded)
    expect(reply.headers.get('vary')).toBe('Accept');
    expect(reply.headers.get('content-encoding')).toBeNull();
    await reply.arrayBuffer();
  });

  it('vary on the credential headers when API keys are on', async () => {
    const KEY = 'k-0123456789abcdef';
    const keyed = await buildServer({ context: staticContext(snapshot), delivery: { apiKeys: [KEY] } });
    try {
      const reply = await keyed.inject({
        method: 'POST',
        url: '/mcp',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          'x-api-key': KEY,
        },
        payload: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} }),
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.headers.vary).toBe('Authorization, X-API-Key, Accept');
    } finally {
      await keyed.close();
    }
  });
});
