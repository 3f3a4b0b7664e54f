import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHORT_LIMITS, startEmptyServer, type EmptyServer } from '../support/empty-server.js';

/**
 * Issue #43 point 2: one client address cannot take every connection. A client at 127.0.0.2 opens more
 * connections than its cap and holds them; those beyond the cap are closed at once (before any timeout could
 * close them), the ones within it stay open, and fresh health checks from another address (127.0.0.1) are all
 * answered, though the hog alone would have filled the server-wide cap.
 */
const PER_CLIENT = 40;
const HOG = 60;
let server: EmptyServer;

beforeAll(async () => {
  // timeouts far longer than the test: only the per-client cap can close the hog's connections
  server = await startEmptyServer({
    ...SHORT_LIMITS,
    headersTimeoutMs: 600_000,
    requestTimeoutMs: 600_000,
    socketTimeoutMs: 600_000,
    maxConnections: 50,
    maxConnectionsPerClient: PER_CLIENT,
  });
});
afterAll(() => server.close());

/** A connection from `localAddress` that sends nothing; resolves with the bytes received once it is closed. */
function idleConnection(localAddress: string): { socket: Socket; closed: Promise<string> } {
  const socket = connect({ port: server.port, host: '127.0.0.1', localAddress });
  server.clients.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  return { socket, closed: new Promise((resolve) => socket.on('close', () => resolve(received))) };
}

async function livez(): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${server.port}/livez`, {
    headers: { connection: 'close' },
    signal: AbortSignal.timeout(120_000),
  });
  await response.arrayBuffer();
  return response.status;
}

describe('connections per client address', () => {
  it('closes a hog’s connections beyond its cap at once and keeps serving everyone else', async () => {
    const hog = Array.from({ length: HOG }, () => idleConnection('127.0.0.2'));
    const closedCount = { value: 0 };
    for (const { closed } of hog) void closed.then(() => (closedCount.value += 1));
    // those beyond the cap are closed without a byte; the bound only catches a server that never closes them
    const waitedFrom = Date.now();
    while (closedCount.value < HOG - PER_CLIENT && Date.now() - waitedFrom < 120_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(closedCount.value).toBe(HOG - PER_CLIENT);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push(await livez());
    expect(statuses).toEqual(Array.from({ length: 12 }, () => 200));
    // the hog's connections within its cap are still open: only the excess was refused
    expect(hog.filter(({ socket }) => !socket.destroyed)).toHaveLength(PER_CLIENT);
    expect(closedCount.value).toBe(HOG - PER_CLIENT);
    const refused = await Promise.all(hog.filter(({ socket }) => socket.destroyed).map((c) => c.closed));
    expect(refused.every((bytes) => bytes === '')).toBe(true);
  });
});
