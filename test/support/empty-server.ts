import { mkdtemp, rm } from 'node:fs/promises';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ServerLimits } from '../../src/config.js';
import type { DeliveryOptions } from '../../src/http/app.js';
import { buildServer } from '../../src/server.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

export interface EmptyServer {
  readonly app: FastifyInstance;
  readonly port: number;
  /** Closes the server and every raw client opened on it. */
  readonly close: () => Promise<void>;
  readonly clients: Socket[];
}

/** Limits with short timeouts, for tests of what the server does with slow or silent clients. */
export const SHORT_LIMITS: ServerLimits = {
  headersTimeoutMs: 1000,
  requestTimeoutMs: 2000,
  keepAliveTimeoutMs: 1000,
  socketTimeoutMs: 60_000,
  maxConnections: 100,
  maxConnectionsPerClient: 100,
  drainTimeoutMs: 5000,
};

/**
 * The real application listening on loopback, port 0, over a data directory with nothing published (no
 * dataset to build: health, metrics, MCP transport and the server's own limits answer without data).
 */
export async function startEmptyServer(
  limits: ServerLimits = SHORT_LIMITS,
  delivery: Partial<DeliveryOptions> = {},
): Promise<EmptyServer> {
  const root = await mkdtemp(join(tmpdir(), 'atss-empty-'));
  const snapshot = await openSnapshot(
    duckdbBackend({ dataDir: root, engineConnections: 1, engineThreads: 1 }),
  );
  const app = await buildServer({ context: staticContext(snapshot), server: limits, delivery });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const clients: Socket[] = [];
  return {
    app,
    port: (app.server.address() as AddressInfo).port,
    clients,
    close: async () => {
      for (const client of clients) client.destroy();
      await app.close();
      await snapshot.engine.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}

export interface SilentClient {
  readonly socket: Socket;
  /** Everything the server sent. */
  readonly received: () => string;
  /** Resolves true when the server closed its side of the connection (its socket is gone), false at `waitMs`. */
  readonly serverClosed: (waitMs: number) => Promise<boolean>;
}

/**
 * Opens a raw connection that writes `bytes` and then stays silent, never closing its own side (allowHalfOpen:
 * it ignores the server's FIN, as a hostile or broken client does), and watches the server's socket for it.
 */
export async function silentClient(server: EmptyServer, bytes: string): Promise<SilentClient> {
  const accepted = new Promise<Socket>((resolve) => server.app.server.once('connection', resolve));
  const socket = connect({ port: server.port, host: '127.0.0.1', allowHalfOpen: true });
  server.clients.push(socket);
  let received = '';
  socket.on('data', (chunk) => (received += chunk.toString()));
  socket.on('error', () => undefined);
  const serverSide = await accepted;
  const gone = new Promise<true>((resolve) => serverSide.once('close', () => resolve(true)));
  if (bytes !== '') socket.write(bytes);
  return {
    socket,
    received: () => received,
    serverClosed: (waitMs) =>
      Promise.race([gone, new Promise<false>((resolve) => setTimeout(() => resolve(false), waitMs))]),
  };
}
