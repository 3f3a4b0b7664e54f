import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildServer } from '../../src/server.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';

/** The README's "From an agent" and "From code" sections, run as written against the test dataset. */
const run = promisify(execFile);
const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '../..');
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;
let baseUrl: string;
let workDir: string;

/** The first fenced block of a language in a README section. */
async function fenced(heading: string, language: string): Promise<string> {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `README section "${heading}"`).toBeGreaterThan(0);
  const section = readme.slice(start + 1).split('\n## ')[0]!;
  const block = new RegExp('```' + language + '\\n([\\s\\S]*?)```').exec(section);
  expect(block, `a ${language} block in "${heading}"`).not.toBeNull();
  return block![1]!;
}

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  app = await buildServer({ context: staticContext(snapshot) });
  baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  workDir = await mkdtemp(join(tmpdir(), 'atss-readme-'));
});

afterAll(async () => {
  await app?.close();
  await snapshot?.engine.close();
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

async function expectedCarriers(): Promise<string[]> {
  const response = await app.inject({
    url: '/performance/breakdown?by=carrier&year=2025&month=6&metrics=flights,on_time_pct&limit=3',
  });
  return response
    .json()
    .results.map((row: any) => `${row.carrier.carrier_code} ${row.flights.value} ${row.on_time_pct.value}`);
}

describe('README: From an agent', () => {
  it('the MCP client configuration starts a server that lists and answers the tools', async () => {
    const config = JSON.parse(await fenced('From an agent', 'json'));
    const server = config.mcpServers.atss as { command: string; args: string[] };
    const args = server.args.map((arg) =>
      arg.replace('/path/to/atss/data', dataDir).replace('/path/to/atss', ROOT),
    );
    const client = new Client({ name: 'readme', version: '1.0.0' });
    await client.connect(new StdioClientTransport({ command: server.command, args, stderr: 'inherit' }));
    try {
      const { tools } = await client.listTools();
      expect(tools).toHaveLength(6);
      const result: any = await client.callTool({ name: 'search_airports', arguments: { iata: 'ATL' } });
      expect(JSON.parse(result.content[0].text).results[0].iata).toBe('ATL');
    } finally {
      await client.close();
    }
  });

  it('the curl command answers the breakdown tool over POST /mcp', async () => {
    const command = (await fenced('From an agent', 'sh')).replace('localhost:8080', new URL(baseUrl).host);
    const which = await run('sh', ['-c', 'command -v curl']).catch(() => undefined);
    if (!which) {
      console.log('skipped: curl is not installed');
      return;
    }
    const { stdout } = await run('sh', ['-c', command]);
    const message = JSON.parse(stdout);
    const answer = JSON.parse(message.result.content[0].text);
    // the engine runs one thread here, so the same sums come out to the last bit
    expect(answer.rows.map((row: any) => `${row.carrier} ${row.flights} ${row.on_time_pct}`)).toEqual(
      await expectedCarriers(),
    );
    expect(answer.note).toMatch(/^rows were cut by limit=3 per period/);
  });
});

describe('README: From code', () => {
  it('builds the client package and runs the snippet as written', async () => {
    const tsc = require.resolve('typescript/bin/tsc');
    await run(process.execPath, [tsc, '-p', join(ROOT, 'clients/typescript/tsconfig.json')]);
    await mkdir(join(workDir, 'node_modules'), { recursive: true });
    await symlink(join(ROOT, 'clients/typescript'), join(workDir, 'node_modules', 'atss-client'), 'dir');
    const snippet = join(workDir, 'snippet.mts');
    await writeFile(snippet, await fenced('From code', 'ts'));
    const tsx = join(ROOT, 'node_modules/tsx/dist/cli.mjs');
    const { stdout } = await run(process.execPath, [tsx, snippet], {
      cwd: workDir,
      env: { ...process.env, ATSS_URL: baseUrl },
    });
    expect(stdout.trim().split('\n')).toEqual([...(await expectedCarriers()), 'no-data 404']);
  });
});
