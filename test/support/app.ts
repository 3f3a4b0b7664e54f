import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/http/context.js';
import type { Backend } from '../../src/backends/backend.js';
import { openSnapshot, staticContext } from '../../src/http/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

export interface TestApp {
  readonly app: FastifyInstance;
  readonly snapshot: DataSnapshot;
  readonly close: () => Promise<void>;
}

/** The real application over a data directory, for `app.inject()` tests. */
export async function openTestApp(dataDir: string): Promise<TestApp> {
  const snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  const app = await buildApp({ context: staticContext(snapshot) });
  return {
    app,
    snapshot,
    close: async () => {
      await app.close();
      await snapshot.engine.close();
    },
  };
}

/** The real application over the data version a backend publishes now. */
export async function openBackendApp(backend: Backend): Promise<TestApp> {
  const snapshot = await openSnapshot(backend);
  const app = await buildApp({ context: staticContext(snapshot) });
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
