import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import type { AddressInfo } from 'node:net';
import type { AppOptions } from '../../src/http/app.js';
import { createMcpServer } from '../../src/mcp/server.js';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { sharedDataset } from './dataset.js';

/** An SDK client linked in memory to an MCP server over the shared dataset, and how to close both. */
export interface InMemoryMcp {
  client: Client;
  snapshot: DataSnapshot;
  close(): Promise<void>;
}

export async function inMemoryMcp(): Promise<InMemoryMcp> {
  const snapshot = await openSnapshot(
    duckdbBackend({ dataDir: sharedDataset().dataDir, engineConnections: 1, engineThreads: 1 }),
  );
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await createMcpServer({ context: staticContext(snapshot) }).connect(serverSide);
  const client = new Client({ name: 'atss-test', version: '1.0.0' });
  await client.connect(clientSide);
  return {
    client,
    snapshot,
    close: async () => {
      await client.close();
      await snapshot.engine.close();
    },
  };
}

/** The whole server (its `POST /mcp` door) over the shared dataset on a loopback port, and a message posted there. */
export interface McpOverHttp {
  post(message: unknown): Promise<Response>;
  close(): Promise<void>;
}

/** `delivery`: the server's rate limit and the like; `headers`: sent with every message (an `origin`). */
export async function mcpOverHttp(
  delivery: AppOptions['delivery'],
  headers: Readonly<Record<string, string>> = {},
): Promise<McpOverHttp> {
  const snapshot = await openSnapshot(
    duckdbBackend({ dataDir: sharedDataset().dataDir, engineConnections: 1, engineThreads: 1 }),
  );
  const app = await buildServer({ context: staticContext(snapshot), ...(delivery ? { delivery } : {}) });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    post: (message) =>
      fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json, text/event-stream',
          ...headers,
        },
        body: JSON.stringify(message),
      }),
    close: async () => {
      await app.close();
      await snapshot.engine.close();
    },
  };
}

/**
 * A breakdown call with integer metrics only, so that another DuckDB instance adding in another order gives the
 * same numbers (the stdio tests compare its answer from `atss mcp` with the in-process one).
 */
export const INTEGER_BREAKDOWN = {
  area: 'performance',
  by: ['carrier'],
  year: 2025,
  month: 6,
  metrics: ['flights', 'cancelled'],
};
