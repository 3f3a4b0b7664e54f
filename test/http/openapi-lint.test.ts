import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import { staticContext } from '../../src/serving/snapshot.js';
import { openTestApp, type TestApp } from '../support/app.js';
import { REFERENCE_ROWS, removeDir, writeTinyStore } from '../support/tiny-store.js';

let dir: string;
let test: TestApp;
let app: FastifyInstance;
let document: { paths: Record<string, Record<string, Record<string, unknown>>> };
let source: string;

beforeAll(async () => {
  dir = await writeTinyStore([...REFERENCE_ROWS]);
  test = await openTestApp(dir);
  app = test.app;
  source = (await app.inject('/openapi.json')).body;
  document = JSON.parse(source) as typeof document;
});

afterAll(async () => {
  await test.close();
  await removeDir(dir);
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ path, method, operation })),
  );

describe('/openapi.json', () => {
  it("has no error and no warning under Redocly's recommended ruleset", async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(found).toEqual([]);
  });

  it('gives every operation a unique operationId and a description', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && id !== '')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    for (const { path, operation } of operations()) {
      expect(typeof operation.description, path).toBe('string');
    }
  });

  it('documents POST /mcp and a real schema for /support/coverage', () => {
    expect(document.paths['/mcp']?.post?.operationId).toBe('mcp');
    const coverage = document.paths['/support/coverage']?.get?.responses as Record<string, any>;
    const schema = coverage['200'].content['application/json'].schema;
    expect(schema.properties.tables.items.required).toEqual([
      'table',
      'grain',
      'description',
      'first_period',
      'last_period',
      'period_count',
      'record_count',
      'stored_rows',
      'scopes',
      'sources',
    ]);
  });

  it('puts the API keys on exactly the operations they guard', async () => {
    // with a key configured, an operation without security answers without one, the others answer 401
    const keyed = await buildServer({
      context: staticContext(test.snapshot),
      delivery: { apiKeys: ['secret'] },
    });
    try {
      for (const { path, method, operation } of operations()) {
        const url = path.replace('{code}', 'not-found');
        const response = await keyed.inject({ method: method.toUpperCase() as 'GET', url });
        const guarded = (operation.security as object[]).length > 0;
        expect(response.statusCode === 401, `${method} ${path}: ${response.statusCode}`).toBe(guarded);
      }
    } finally {
      await keyed.close();
    }
  });
});
