import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * Issue #23 serving point 2 (batches): a JSON-RPC batch is refused as a whole, so no call runs outside the
 * rate limit and the engine's admission; one message per request is answered as before.
 */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  app = await buildServer({ context: staticContext(snapshot), delivery: { rateLimit: 5 } });
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
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify(body),
  });

const toolsList = (id: number) => ({ jsonrpc: '2.0', id, method: 'tools/list', params: {} });

describe('MCP batches', () => {
  it('answers one message per request, and refuses a batch with a JSON-RPC invalid-request error', async () => {
    const single = await post(toolsList(1));
    expect(single.status).toBe(200);
    expect(((await single.json()) as { result: { tools: unknown[] } }).result.tools.length).toBeGreaterThan(
      0,
    );
    const batch = await post(Array.from({ length: 100 }, (_, i) => toolsList(i + 2)));
    expect(batch.status).toBe(400);
    expect(await batch.json()).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: { code: -32600, message: 'JSON-RPC batches are not supported: send one message per request' },
    });
    // two requests counted of the 5 allowed: the batch's 100 calls did not run past the limit
    expect(batch.headers.get('ratelimit')).toMatch(/^limit=5, remaining=3, /);
  });
});
