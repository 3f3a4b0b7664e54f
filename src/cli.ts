import { parseArgs } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { MANIFEST_FILE } from './storage/manifest.js';
import { settingDocs } from './settings.js';
// each command imports what it runs when it runs: `atss start` stays small while its demo build runs in a child

/** One usage text per command: `atss <command> --help` prints it; the overall usage lists them all. */
const COMMAND_USAGE = {
  generate: `atss generate --out DIR [--seed N] [--scale S] [--from YYYY-MM] [--to YYYY-MM] [--only FAMILIES] [--quiet]
    write a synthetic dataset in the exact BTS download formats
    (--only: a comma-separated list of reference, t100, ontime, db1b, db1c)`,
  ingest: `atss ingest PATH... [--data DIR] [--quiet] [--force] [--keep-repeats] [--mix-synthetic]
            [--memory-limit SIZE] [--threads N]
    load BTS zips, CSV/Parquet files or folders of them into the data directory
    (--force: accept a replacement without evidence, see README "Loading real BTS downloads";
    --keep-repeats: accept records that repeat a key, each counted; --mix-synthetic: ingest real files into a
    data directory holding generated (synthetic) periods)`,
  fetch: `atss fetch --from YYYY-MM --to YYYY-MM [--only FAMILIES] [--base-url URL] [--data DIR] [--downloads DIR]
            [--concurrency N] [--dry-run] [--quiet]
    download BTS pre-zipped files (resumed, verified, kept in --downloads, default DIR/downloads), then ingest
    each period; --only: ontime, db1b (downloaded), t100, reference, lookups, db1c (listed with manual steps);
    --dry-run prints every URL and target file`,
  publish: `atss publish --clickhouse URL [--cluster NAME] [--data DIR] [--grace-minutes N]
    load the published data version into ClickHouse (with --cluster: --clickhouse once per shard)`,
  serve: `atss serve [--data DIR] [--port N] [--engine duckdb|clickhouse] [--clickhouse URL]
    serve the API over the data directory (or the version last published to ClickHouse)`,
  start: `atss start [--data DIR] [--port N]
    build the demo dataset when the data directory has none, then serve`,
  mcp: `atss mcp [--data DIR]
    speak MCP (Model Context Protocol) over stdin/stdout, for AI agents`,
} as const;
type Command = keyof typeof COMMAND_USAGE;

/** The settings (src/settings.ts) by name, wrapped like the usage lines. */
function environmentText(): string {
  const lines = ['Environment:'];
  for (const { name } of settingDocs()) {
    const last = lines.length - 1;
    if (`${lines[last]!} ${name},`.length > 115) lines.push(`${name},`);
    else lines[last] = `${lines[last]!} ${name},`;
  }
  return `${lines.join('\n').slice(0, -1)} (see README.md "Configuration").`;
}

const ENVIRONMENT = environmentText();

const USAGE = `Usage: atss <command> [options]   (atss <command> --help for one command)

Commands:
${Object.values(COMMAND_USAGE)
  .map((usage) => `  ${usage.replaceAll('\n', '\n  ')}`)
  .join('\n')}

${ENVIRONMENT}`;

function commandUsage(command: Command): string {
  return `Usage: ${COMMAND_USAGE[command]}\n\n${ENVIRONMENT}`;
}

/** `--help` or `-h` anywhere in a command's arguments asks for its usage instead of running it. */
function asksForHelp(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}

function withOverrides(
  config: Config,
  values: {
    data?: string | undefined;
    port?: string | undefined;
    engine?: string | undefined;
    clickhouse?: string | undefined;
  },
): Config {
  const port = values.port === undefined ? config.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('--port must be 0-65535');
  return {
    ...config,
    dataDir: values.data ?? config.dataDir,
    port,
    engine: values.engine ?? config.engine,
    clickhouseUrl: values.clickhouse ?? config.clickhouseUrl,
  };
}

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command !== undefined && command in COMMAND_USAGE && asksForHelp(rest)) {
    console.log(commandUsage(command as Command));
    return 0;
  }
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
        const { runGenerate } = await import('./generate/command.js');
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
          options: {
            data: { type: 'string' },
            quiet: { type: 'boolean', default: false },
            force: { type: 'boolean', default: false },
            'keep-repeats': { type: 'boolean', default: false },
            'mix-synthetic': { type: 'boolean', default: false },
            'memory-limit': { type: 'string' },
            threads: { type: 'string' },
          },
          allowPositionals: true,
          strict: true,
        });
        if (positionals.length === 0) throw new ConfigError('ingest needs at least one PATH');
        const config = withOverrides(loadConfig(), values);
        const { runIngest } = await import('./ingest/command.js');
        await runIngest(positionals, {
          dataDir: config.dataDir,
          quiet: values.quiet,
          force: values.force,
          keepRepeats: values['keep-repeats'],
          mixSynthetic: values['mix-synthetic'],
          limits: config.ingest,
          memoryLimit: values['memory-limit'],
          threads: values.threads,
        });
        return 0;
      }
      case 'fetch': {
        const { values } = parseArgs({
          args: rest,
          options: {
            from: { type: 'string' },
            to: { type: 'string' },
            only: { type: 'string' },
            'base-url': { type: 'string' },
            data: { type: 'string' },
            downloads: { type: 'string' },
            concurrency: { type: 'string' },
            'dry-run': { type: 'boolean', default: false },
            quiet: { type: 'boolean', default: false },
          },
          strict: true,
        });
        const { runFetchCommand } = await import('./fetch/command.js');
        return await runFetchCommand(withOverrides(loadConfig(), values), {
          from: values.from,
          to: values.to,
          only: values.only,
          baseUrl: values['base-url'],
          downloads: values.downloads,
          concurrency: values.concurrency,
          dryRun: values['dry-run'],
          quiet: values.quiet,
        });
      }
      case 'publish': {
        const { runPublish } = await import('./publish/command.js');
        await runPublish(rest);
        return 0;
      }
      case 'serve':
      case 'start': {
        const { values } = parseArgs({
          args: rest,
          options: {
            data: { type: 'string' },
            port: { type: 'string' },
            engine: { type: 'string' },
            clickhouse: { type: 'string' },
          },
          strict: true,
        });
        const config = withOverrides(loadConfig(), values);
        if (command === 'start' && !existsSync(join(config.dataDir, MANIFEST_FILE))) {
          const { buildDemoData } = await import('./demo/index.js');
          await buildDemoData(config);
        }
        const { serve } = await import('./main.js');
        await serve(config);
        return 0;
      }
      case 'mcp': {
        const { values } = parseArgs({ args: rest, options: { data: { type: 'string' } }, strict: true });
        const { runMcpStdio } = await import('./mcp/stdio.js');
        const { backendFor } = await import('./backends/index.js');
        const config = withOverrides(loadConfig(), values);
        await runMcpStdio(backendFor(config), { cacheMb: config.cacheMb, routeIndex: config.routeIndex });
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
