import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mcpOverHttp, type McpOverHttp } from '../support/mcp-client.js';

/**
 * Issue #43 point 7: replies of `POST /mcp` carry the headers every answer of the server carries (the rate
 * limit's, CORS for a browser origin): the transport writes its answer past the app's onSend hooks.
 */
let server: McpOverHttp;
beforeAll(async () => {
  server = await mcpOverHttp({ rateLimit: 50 }, { origin: 'https://example.org' });
});
afterAll(() => server.close());
const post = (message: unknown): Promise<Response> => server.post(message);

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
    const keyed = await mcpOverHttp({ apiKeys: [KEY] }, { 'x-api-key': KEY });
    try {
      const reply = await keyed.post({ jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('vary')).toBe('Authorization, X-API-Key, Accept');
      await reply.arrayBuffer();
    } finally {
      await keyed.close();
    }
  });
});
