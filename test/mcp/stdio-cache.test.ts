import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { describe, expect, it } from 'vitest';
import type { Backend } from '../../src/backends/backend.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { openMcpStdio } from '../../src/mcp/stdio.js';
import { sharedDataset } from '../support/dataset.js';
import { INTEGER_BREAKDOWN as BREAKDOWN } from '../support/mcp-client.js';

/**
 * Issue #23 §2 (the cache, over stdio): `atss mcp` answers a call it answered before from its result cache,
 * keyed on the canonical request, as the HTTP server does, so an agent repeating a question (in another
 * spelling) does not reach the engine again. The server and context are the ones `atss mcp` runs
 * (`openMcpStdio`), over a backend whose engine counts the queries that reach it.
 */
const { dataDir } = sharedDataset();

/** Two spellings of one question: the same metrics in another order is another request, so same order. */
const BREAKDOWN_AGAIN = {
  metrics: ['flights', 'cancelled'],
  month: 6,
  year: 2025,
  by: ['carrier'],
  area: 'performance',
};

function countingBackend(counter: { queries: number }): Backend {
  const backend = duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 });
  return {
    ...backend,
    name: backend.name,
    openCurrent: async () => {
      const opened = await backend.openCurrent();
      const engine = opened.engine;
      return {
        ...opened,
        engine: {
          query: (sql, params, options) => {
            counter.queries += 1;
            return engine.query(sql, params, options);
          },
          close: () => engine.close(),
        },
      };
    },
    publishedStamp: () => backend.publishedStamp(),
    watch: (onChange) => backend.watch(onChange),
    close: () => backend.close(),
  };
}

/** Engine queries each call made, calling the breakdown tool over `atss mcp`'s server twice. */
async function queriesPerCall(cacheMb: number): Promise<{ first: number; again: number; same: boolean }> {
  const counter = { queries: 0 };
  const { server, context } = await openMcpStdio(countingBackend(counter), { cacheMb, routeIndex: 'off' });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  const client = new Client({ name: 'atss-test', version: '1.0.0' });
  await client.connect(clientSide);
  try {
    const before = counter.queries;
    const answer = await client.callTool({ name: 'breakdown', arguments: BREAKDOWN });
    expect(answer.isError).toBeUndefined();
    const first = counter.queries - before;
    const again = await client.callTool({ name: 'breakdown', arguments: BREAKDOWN_AGAIN });
    return {
      first,
      again: counter.queries - before - first,
      same: JSON.stringify(again) === JSON.stringify(answer),
    };
  } finally {
    await client.close();
    await server.close();
    await context.close();
  }
}

describe('atss mcp over stdio: the result cache', () => {
  it('answers a repeated call from its cache without the engine, the same answer', async () => {
    const cached = await queriesPerCall(64);
    expect(cached.first).toBeGreaterThan(0);
    expect(cached.again).toBe(0);
    expect(cached.same).toBe(true);
  });

  it('computes it again with ATSS_CACHE_MB=0 (the cache off)', async () => {
    const uncached = await queriesPerCall(0);
    expect(uncached.again).toBe(uncached.first);
    expect(uncached.same).toBe(true);
  });
});
