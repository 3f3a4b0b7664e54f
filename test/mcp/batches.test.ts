import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpOverHttp, type McpOverHttp } from '../support/mcp-client.js';

/**
 * Issue #23 serving point 2 (batches): a JSON-RPC batch is refused as a whole, so no call runs outside the
 * rate limit and the engine's admission; one message per request is answered as before.
 */
let server: McpOverHttp;
beforeAll(async () => {
  server = await mcpOverHttp({ rateLimit: 5 });
});
afterAll(() => server.close());
const post = (message: unknown): Promise<Response> => server.post(message);

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
