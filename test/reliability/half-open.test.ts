import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerLimits } from '../../src/config.js';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/http/context.js';
import { openSnapshot, staticContext } from '../../src/http/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/**
 * Issue #23 serving point 1 on a real socket (loopback, port 0): a client that starts a request and then
 * sends nothing more, and does not close its side when the server answers 408 (a half-open socket), loses
 * its connection at the headers timeout. No data is needed: /livez answers without any.
 */
const LIMITS: ServerLimits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  socketTimeoutMs: 60_000,
  maxConnections: 100,
  drainTimeoutMs: 5000,
};
let root: string;
let snapshot: DataSnapshot;
let app: FastifyInstance;
let port: number;
const clients: Socket[] = [];

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'atss-half-open-'));
  snapshot = await openSnapshot(duckdbBackend({ dataDir: root, engineConnections: 1, engineThreads: 1 }));
  app = await buildApp({ context: staticContext(snapshot), server: LIMITS });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const client of clients) client.destroy();
  await app.close();
  await snapshot.engine.close();
  await rm(root, { recursive: true, force: true });
});

interface SilentClient {
  /** Everything the server sent. */
  readonly received: () => string;
  /** Resolves true when the server closed its side of the connection (its socket is gone), false at `waitMs`. */
  readonly serverClosed: (waitMs: number) => Promise<boolean>;
}

/**
 * Opens a connection that writes `bytes` and then stays silent, never closing its own side (allowHalfOpen:
 * it ignores the server's FIN, as a hostile or broken client does). Watches the server's socket for it.
 */
async function silentClient(bytes: string): Promise<SilentClient> {
  const accepted = new Promise<Socket>((resolve) => app.server.once('connection', resolve));
  const client = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  clients.push(client);
  let received = '';
  client.on('data', (chunk) => (received += chunk.toString()));
  client.on('error', () => undefined);
  const serverSide = await accepted;
  const gone = new Promise<true>((resolve) => serverSide.once('close', () => resolve(true)));
  if (bytes !== '') client.write(bytes);
  return {
    received: () => received,
    serverClosed: (waitMs) =>
      Promise.race([gone, new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs))]),
  };
}

describe('silent half-open requests', () => {
  it('Fastify hands the configured timeouts to the Node server', () => {
    expect(app.server.headersTimeout).toBe(LIMITS.headersTimeoutMs);
    expect(app.server.requestTimeout).toBe(LIMITS.requestTimeoutMs);
  });

  it('closes a connection whose headers never complete, answering 408 first, though the client keeps its side open', async () => {
    const client = await silentClient('GET /livez HTTP/1.1\r\nHost: x\r\n');
    // the headers timeout plus Node's 1 s check interval, bounded generously (the socket timeout is 60 s)
    expect(await client.serverClosed(15_000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
    expect(client.received()).toContain('"type":"/problems/request-timeout"');
  }, 20_000);

  it('closes a connection that sends nothing at all', async () => {
    const client = await silentClient('');
    expect(await client.serverClosed(15_000)).toBe(true);
  }, 20_000);

  it('closes a connection whose body never arrives, at the request timeout', async () => {
    const client = await silentClient(
      'POST /mcp HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"jsonrpc"',
    );
    expect(await client.serverClosed(15_000)).toBe(true);
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  }, 20_000);
});
