import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import type { Backend } from '../../src/backends/backend.js';
import { openSnapshot, staticContext, type SnapshotOptions } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly snapshot: DataSnapshot;
  readonly close: () => Promise<void>;
}

/**
 * The real application over a data directory, for `app.inject()` tests (options: the route index). Its
 * queries may take minutes (the longest query timeout the settings allow): at load 20 a query can take far
 * longer than the default 10 s, and a 504 there would be the machine's, not the behaviour under test.
 */
export function openTestApp(dataDir: string, options: SnapshotOptions = {}): Promise<TestApp> {
  return openBackendApp(
    duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1, queryTimeoutMs: 600_000 }),
    options,
  );
}

/** The real application over the data version a backend publishes now. */
export async function openBackendApp(backend: Backend, options: SnapshotOptions = {}): Promise<TestApp> {
  const snapshot = await openSnapshot(backend, options);
  const app = await buildServer({ context: staticContext(snapshot) });
  return {
    app,
    snapshot,
    close: async () => {
      await app.close();
      await snapshot.engine.close();
      await backend.close();
    },
  };
}

/** GET through `app.inject()`, expecting a 200 (the body is shown when not), and its JSON body. */
export async function getOk(app: FastifyInstance, url: string): Promise<any> {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
