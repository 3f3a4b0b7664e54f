import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../src/cli.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { configurationTable, settingDocs } from '../../src/settings.js';

const CONFIGURATION = readFileSync(join(import.meta.dirname, '..', '..', 'docs', 'configuration.md'), 'utf8');

/** What `atss <args>` prints on stdout. */
async function printed(args: readonly string[]): Promise<string> {
  const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
  await main(args);
  return log.mock.calls.map((call) => String(call[0])).join('\n');
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the settings are declared once (src/settings.ts)', () => {
  it("docs/configuration.md's table is the one rendered from the declarations (npm run docs:config)", () => {
    const section = CONFIGURATION;
    const table = section.slice(
      section.indexOf('| Variable '),
      section.indexOf('\n\n', section.indexOf('| Variable ')),
    );
    expect(table).toBe(configurationTable());
  });

  it('atss --help lists exactly the declared settings, in their order', async () => {
    for (const args of [['--help'], ['serve', '--help'], ['ingest', '--help']]) {
      const text = await printed(args);
      const environment = text.slice(text.indexOf('Environment:') + 'Environment:'.length);
      const names = environment
        .replace(/\(see README.*$/s, '')
        .split(',')
        .map((name) => name.trim());
      expect(names, args.join(' ')).toEqual(settingDocs().map((s) => s.name));
    }
  });

  it("every flag a setting names is in its command's usage", async () => {
    const usage = await printed(['--help']);
    for (const { name, doc } of settingDocs()) {
      if (doc.flag !== undefined) expect(usage, name).toMatch(new RegExp(`\\[${doc.flag}[ \\]]`));
    }
  });

  it('every declared setting is read: a value its rule refuses stops the start, naming the setting', () => {
    const text = new Set(['HOST', 'ATSS_DATA_DIR', 'ATSS_ENGINE', 'ATSS_CLICKHOUSE_URL', 'ATSS_API_KEYS']);
    const file = 'ATSS_API_KEYS_FILE';
    for (const { name } of settingDocs()) {
      if (text.has(name) || name === file) continue;
      expect(() => loadConfig({ [name]: 'x-not-valid' }), name).toThrow(ConfigError);
      expect(() => loadConfig({ [name]: 'x-not-valid' }), name).toThrow(new RegExp(`^${name} must `));
    }
    expect(() => loadConfig({ [file]: '/nonexistent/atss-keys' })).toThrow(`${file} cannot be read`);
    expect(loadConfig({ HOST: '0.0.0.0', ATSS_DATA_DIR: 'd', ATSS_ENGINE: 'clickhouse' })).toMatchObject({
      host: '0.0.0.0',
      dataDir: 'd',
      engine: 'clickhouse',
    });
  });

  it('the defaults are the documented ones', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: 'data',
      logLevel: 'info',
      engine: 'duckdb',
      routeIndex: 'rollups',
      rateLimit: 0,
      demoScale: 0.2,
      fetch: { baseUrl: 'https://transtats.bts.gov', concurrency: 2 },
      ingest: { memoryLimit: '3GB', threads: 2, maxFileBytes: 20e9, maxRatio: 200 },
    });
    expect(config.clickhouseUrl).toBeUndefined();
    expect(config.apiKeys).toEqual([]);
  });
});
