import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { GENERATED_DIR, fetchOpenApi, renderClient } from '../../clients/typescript/scripts/generate.js';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/** The committed client is what the service's /openapi.json generates now. */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 1, engineThreads: 1 }));
  app = await buildApp({ context: staticContext(snapshot) });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await app?.close();
  await snapshot?.engine.close();
});

it('regenerating the client from /openapi.json changes nothing (else run npm run client:generate)', async () => {
  const files = await renderClient(await fetchOpenApi(baseUrl));
  expect((await readdir(GENERATED_DIR)).sort()).toEqual(Object.keys(files).sort());
  for (const [file, text] of Object.entries(files)) {
    const committed = await readFile(join(GENERATED_DIR, file), 'utf8');
    expect(committed === text, `${file} differs from the API: run npm run client:generate`).toBe(true);
  }
});
