import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { createMcpServer } from '../../src/mcp/server.js';
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
