import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { copyOfSharedData, sharedDataset, testDir } from '../support/dataset.js';
import { getOk, openTestApp } from '../support/app.js';
import { sample } from './samples.js';

/**
 * docs/API-CONTRACT.md §12 "Synthetic data says so": every stored period records its source (`generated` for
 * what `atss generate` wrote, else the file it was ingested from); an answer touching a generated period says
 * `meta.synthetic: true` through both doors (HTTP, MCP); `/support/coverage` lists the source per period; real
 * files are not mixed into generated data unless asked for (`mixSynthetic`, `--mix-synthetic`).
 */
const REAL = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';
const REAL_NAME = 'T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';

interface Entry {
  source?: string;
  scopes?: Record<string, { source?: string }>;
}
type Tables = Record<string, { partitions: Record<string, Entry> }>;

/** The manifest as JSON, read by the test itself. */
async function tablesOf(dataDir: string): Promise<Tables> {
  return (JSON.parse(await readFile(join(dataDir, 'manifest.json'), 'utf8')) as { tables: Tables }).tables;
}

/** The generated on-time zip of the shared dataset's raw files. */
async function generatedOntimeZip(): Promise<string> {
  const { rawDir } = sharedDataset();
  const files = (await readdir(rawDir, { recursive: true })).map(String);
  const zip = files.find((f) => /on_?time/i.test(f) && f.endsWith('.zip'));
  expect(zip, files.join(', ')).toBeDefined();
  return join(rawDir, zip!);
}

describe('synthetic data says so', () => {
  it('every period of a generated dataset records the source "generated", and coverage lists it', async () => {
    const { dataDir } = sharedDataset();
    const tables = await tablesOf(dataDir);
    const entries = Object.values(tables).flatMap((t) => Object.values(t.partitions));
    expect(entries.length).toBeGreaterThan(20);
    for (const entry of entries) expect(entry.source).toBe('generated');
    const { app, close } = await openTestApp(dataDir);
    try {
      const coverage = await getOk(app, '/support/coverage');
      for (const table of coverage.tables as { table: string; sources: unknown[] }[]) {
        const keys = Object.keys(tables[table.table]?.partitions ?? {}).sort();
        expect(table.sources).toEqual(keys.map((period) => ({ period, source: 'generated' })));
      }
      const answer = await getOk(app, '/performance/breakdown?by=total&year=2025&month=4');
      expect(answer.meta.synthetic).toBe(true);
      const route = await getOk(app, '/performance/route?origin=ATL&destination=LAX&year=2025&month=5');
      expect(route.meta.synthetic).toBe(true);
    } finally {
      await close();
    }
  });

  it('MCP answers say synthetic too (the same answer pipeline)', async () => {
    const { app, close } = await openTestApp(sharedDataset().dataDir);
    const client = new Client({ name: 'atss-test', version: '1.0.0' });
    try {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      await client.connect(new StreamableHTTPClientTransport(new URL('/mcp', url)));
      const result = (await client.callTool({
        name: 'breakdown',
        arguments: { area: 'performance', by: ['total'], year: 2025, month: 4 },
      })) as { isError?: boolean; content: { text: string }[] };
      expect(result.isError ?? false, result.content[0]!.text).toBe(false);
      expect(JSON.parse(result.content[0]!.text).synthetic).toBe(true);
    } finally {
      await client.close();
      await close();
    }
  });
});

describe('real and synthetic data are not mixed unless asked for', () => {
  it('a real file into a directory of generated periods is refused, naming both; nothing changes', async () => {
    const dataDir = await copyOfSharedData('synthetic-refused');
    const before = await readFile(join(dataDir, 'manifest.json'), 'utf8');
    const error = await ingestPaths([sample(REAL)], { dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    const message = (error as Error).message;
    expect(message).toContain(REAL_NAME);
    expect(message).toMatch(
      /generated \(synthetic\) periods: .*ontime 2025-0[4-9]|ontime 2025-0[4-9].*generated/,
    );
    expect(message).toContain('--mix-synthetic');
    expect(await readFile(join(dataDir, 'manifest.json'), 'utf8')).toBe(before);
  });

  it('real and generated files in one ingest are refused, naming both', async () => {
    const dataDir = join(await testDir('synthetic-both'), 'data');
    const zip = await generatedOntimeZip();
    const error = await ingestPaths([zip, sample(REAL)], { dataDir }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toContain(REAL_NAME);
    expect((error as Error).message).toContain(zip.split('/').at(-1)!);
  });

  it('mixed on purpose: the real period records its file and answers without synthetic; a range over both says synthetic', async () => {
    const dataDir = await copyOfSharedData('synthetic-mixed');
    await ingestPaths([sample(REAL)], { dataDir, mixSynthetic: true });
    const tables = await tablesOf(dataDir);
    expect(tables.ontime!.partitions['2021-02']!.source).toBe(REAL_NAME);
    expect(tables.ontime!.partitions['2025-04']!.source).toBe('generated');
    const { app, close } = await openTestApp(dataDir);
    try {
      const real = await getOk(app, '/performance/breakdown?by=total&year=2021&month=2');
      expect(real.meta).not.toHaveProperty('synthetic');
      const both = await getOk(
        app,
        '/performance/breakdown?by=total&start_year=2021&start_month=2&end_year=2025&end_month=4',
      );
      expect(both.meta.synthetic).toBe(true);
      const coverage = await getOk(app, '/support/coverage');
      const ontime = (
        coverage.tables as { table: string; sources: { period: string; source: string }[] }[]
      ).find((t) => t.table === 'ontime')!;
      expect(ontime.sources[0]).toEqual({ period: '2021-02', source: REAL_NAME });
      expect(ontime.sources.slice(1).every((s) => s.source === 'generated')).toBe(true);
    } finally {
      await close();
    }
  });
});
