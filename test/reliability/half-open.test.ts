import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_LIMITS, silentClient, startEmptyServer, type EmptyServer } from '../support/empty-server.js';

/**
 * Issue #23 serving point 1 on a real socket (loopback, port 0): a client that starts a request and then
 * sends nothing more, and does not close its side when the server answers 408 (a half-open socket), loses
 * its connection at the headers timeout. No data is needed: /livez answers without any.
 */
let server: EmptyServer;

beforeAll(async () => {
  server = await startEmptyServer();
});
afterAll(async () => {
  await server.close();
});

describe('silent half-open requests', () => {
  it('Fastify hands the configured timeouts to the Node server', () => {
    expect(server.app.server.headersTimeout).toBe(SHORT_LIMITS.headersTimeoutMs);
    expect(server.app.server.requestTimeout).toBe(SHORT_LIMITS.requestTimeoutMs);
  });

  it('closes a connection whose headers never complete, answering 408 first, though the client keeps its side open', async () => {
    const client = await silentClient(server, 'GET /livez HTTP/1.1\r\nHost: x\r\n');
    // the headers timeout plus Node's 1 s check interval, bounded generously (the machine may be at load 20)
    expect(await client.serverClosed(120_000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(client.received()).toContain('"type":"/problems/request-timeout"');
  });

  it('closes a connection that sends nothing at all', async () => {
    const client = await silentClient(server, '');
    expect(await client.serverClosed(120_000)).toBe(true);
  });

  it('closes a connection whose body never arrives, at the request timeout', async () => {
    const client = await silentClient(
      server,
      'POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc"',
    );
    expect(await client.serverClosed(120_000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  });
});
