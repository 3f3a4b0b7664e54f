import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { runGenerate } from './generate/command.js';
import { runIngest } from './ingest/command.js';
import { MANIFEST_FILE } from './storage/manifest.js';
import { serve } from './main.js';
import { buildDemoData } from './demo.js';
import { runMcpStdio } from './mcp/stdio.js';

const USAGE = `Usage: atss <command> [options]

Commands:
  generate --out DIR [--seed N] [--scale S] [--from YYYY-MM] [--to YYYY-MM] [--only reference,t100,ontime,db1b,db1c]
                     write a synthetic dataset in the exact BTS download formats
  ingest PATH... [--data DIR]
                     load BTS zips, CSV/Parquet files or folders of them into the data directory
  serve [--data DIR] [--port N]
                     serve the API over the data directory
  start [--data DIR] [--port N]
                     build the demo dataset when the data directory has none, then serve
  mcp [--data DIR]   speak MCP (Model Context Protocol) over stdin/stdout, for AI agents

Environment: PORT, HOST, ATSS_DATA_DIR, ATSS_LOG_LEVEL, ATSS_ENGINE_CONNECTIONS, ATSS_ENGINE_THREADS,
ATSS_ENGINE_IN_MEMORY, ATSS_QUERY_TIMEOUT_MS, ATSS_QUEUE_LIMIT, ATSS_CACHE_ENTRIES, ATSS_API_KEYS,
ATSS_API_KEYS_FILE, ATSS_RATE_LIMIT, ATSS_RATE_LIMIT_WINDOW, ATSS_DEMO_SCALE (see README.md).`;

function withOverrides(
  config: Config,
  values: { data?: string | undefined; port?: string | undefined },
): Config {
  const port = values.port === undefined ? config.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('--port must be 0-65535');
  return { ...config, dataDir: values.data ?? config.dataDir, port };
}

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  try {
    switch (command) {
      case 'generate': {
        const { values } = parseArgs({
          args: rest,
          options: {
            out: { type: 'string' },
            seed: { type: 'string', default: '1' },
            scale: { type: 'string', default: '0.02' },
            from: { type: 'string' },
            to: { type: 'string' },
            only: { type: 'string' },
            quiet: { type: 'boolean', default: false },
          },
          strict: true,
        });
        if (!values.out) throw new ConfigError('generate needs --out DIR');
        await runGenerate({
          out: values.out,
          seed: values.seed,
          scale: values.scale,
          from: values.from,
          to: values.to,
          only: values.only,
          quiet: values.quiet,
        });
        return 0;
      }
      case 'ingest': {
        const { values, positionals } = parseArgs({
          args: rest,
          options: { data: { type: 'string' }, quiet: { type: 'boolean', default: false } },
          allowPositionals: true,
          strict: true,
        });
        if (positionals.length === 0) throw new ConfigError('ingest needs at least one PATH');
        const config = withOverrides(loadConfig(), values);
        await runIngest(positionals, { dataDir: config.dataDir, quiet: values.quiet });
        return 0;
      }
      case 'serve':
      case 'start': {
        const { values } = parseArgs({
          args: rest,
          options: { data: { type: 'string' }, port: { type: 'string' } },
          strict: true,
        });
        const config = withOverrides(loadConfig(), values);
        if (command === 'start' && !existsSync(join(config.dataDir, MANIFEST_FILE))) {
          await buildDemoData(config);
        }
        await serve(config);
        return 0;
      }
      case 'mcp': {
        const { values } = parseArgs({ args: rest, options: { data: { type: 'string' } }, strict: true });
        await runMcpStdio(withOverrides(loadConfig(), values));
        return 0;
      }
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return command === undefined ? 1 : 0;
      default:
        console.error(`unknown command "${command}"\n\n${USAGE}`);
        return 1;
    }
  } catch (error) {
    if (error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`atss ${command ?? ''}: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}
