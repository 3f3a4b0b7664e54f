import { parseArgs, type ParseArgsConfig } from 'node:util';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, loadConfig, type Config } from './config.js';
import { MANIFEST_FILE } from './storage/manifest.js';
import { settingDocs } from './settings.js';
// each command imports what it runs when it runs: `atss start` stays small while its demo build runs in a child

type OptionValues = Record<string, string | boolean | (string | boolean)[] | undefined>;

/**
 * One command of `atss`: its usage text (`atss <command> --help` prints it; the overall usage lists them all),
 * the options `parseArgs` reads (none: the command reads its own arguments), and what it runs.
 */
interface CommandDef {
  readonly usage: string;
  readonly options?: ParseArgsConfig['options'];
  /** Whether the command takes paths after its options. */
  readonly positionals?: boolean;
  run(values: OptionValues, positionals: readonly string[], args: readonly string[]): Promise<number>;
}

type OptionValue = OptionValues[string];
const text = (value: OptionValue): string | undefined => (typeof value === 'string' ? value : undefined);
const flag = (value: OptionValue): boolean => value === true;
const SERVE_OPTIONS = {
  data: { type: 'string' },
  port: { type: 'string' },
  engine: { type: 'string' },
  clickhouse: { type: 'string' },
} as const;

/** Every command, in the order the usage lists them; each imports what it runs only when it runs. */
const COMMANDS = {
  generate: {
    usage: `atss generate --out DIR [--seed N] [--scale S] [--from YYYY-MM] [--to YYYY-MM] [--only FAMILIES] [--quiet]
    write a synthetic dataset in the exact BTS download formats
    (--only: a comma-separated list of reference, t100, ontime, db1b, db1c)`,
    options: {
      out: { type: 'string' },
      seed: { type: 'string', default: '1' },
      scale: { type: 'string', default: '0.02' },
      from: { type: 'string' },
      to: { type: 'string' },
      only: { type: 'string' },
      quiet: { type: 'boolean', default: false },
    },
    async run(values) {
      const out = text(values.out);
      if (!out) throw new ConfigError('generate needs --out DIR');
      const { runGenerate } = await import('./generate/command.js');
      await runGenerate({
        out,
        seed: String(values.seed),
        scale: String(values.scale),
        from: text(values.from),
        to: text(values.to),
        only: text(values.only),
        quiet: flag(values.quiet),
      });
      return 0;
    },
  },
  ingest: {
    usage: `atss ingest PATH... [--data DIR] [--quiet] [--force] [--keep-repeats] [--mix-synthetic]
            [--memory-limit SIZE] [--threads N]
    load BTS zips, CSV/Parquet files or folders of them into the data directory
    (--force: accept a replacement without evidence, see README "Loading real BTS downloads";
    --keep-repeats: accept records that repeat a key, each counted; --mix-synthetic: ingest real files into a
    data directory holding generated (synthetic) periods)`,
    options: {
      data: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      'keep-repeats': { type: 'boolean', default: false },
      'mix-synthetic': { type: 'boolean', default: false },
      'memory-limit': { type: 'string' },
      threads: { type: 'string' },
    },
    positionals: true,
    async run(values, positionals) {
      if (positionals.length === 0) throw new ConfigError('ingest needs at least one PATH');
      const config = withOverrides(loadConfig(), values);
      const { runIngest } = await import('./ingest/command.js');
      await runIngest(positionals, {
        dataDir: config.dataDir,
        quiet: flag(values.quiet),
        force: flag(values.force),
        keepRepeats: flag(values['keep-repeats']),
        mixSynthetic: flag(values['mix-synthetic']),
        limits: config.ingest,
        memoryLimit: text(values['memory-limit']),
        threads: text(values.threads),
      });
      return 0;
    },
  },
  rollups: {
    usage: `atss rollups [--data DIR] [--quiet] [--memory-limit SIZE] [--threads N]
    write the rollup files a store written by an older atss lacks (each period's, from its own files) and publish
    them, so the server reads them at its start instead of summing every stored row (answers do not change)`,
    options: {
      data: { type: 'string' },
      quiet: { type: 'boolean', default: false },
      'memory-limit': { type: 'string' },
      threads: { type: 'string' },
    },
    async run(values) {
      const config = withOverrides(loadConfig(), values);
      const { runCompleteRollups } = await import('./ingest/command.js');
      await runCompleteRollups({
        dataDir: config.dataDir,
        quiet: flag(values.quiet),
        limits: config.ingest,
        memoryLimit: text(values['memory-limit']),
        threads: text(values.threads),
      });
      return 0;
    },
  },
  fetch: {
    usage: `atss fetch --from YYYY-MM --to YYYY-MM [--only FAMILIES] [--base-url URL] [--data DIR] [--downloads DIR]
            [--concurrency N] [--no-reference] [--dry-run] [--quiet]
    download BTS pre-zipped files (resumed, verified, kept in --downloads, default DIR/downloads), then ingest
    each period; the L_ lookup tables (airport, city market, carrier and aircraft names) come too unless
    --no-reference; --only: ontime, db1b, lookups (downloaded), t100, reference, db1c (listed with manual
    steps); --dry-run prints every URL and target file`,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      only: { type: 'string' },
      'base-url': { type: 'string' },
      data: { type: 'string' },
      downloads: { type: 'string' },
      concurrency: { type: 'string' },
      'no-reference': { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
      quiet: { type: 'boolean', default: false },
    },
    async run(values) {
      const { runFetchCommand } = await import('./fetch/command.js');
      return await runFetchCommand(withOverrides(loadConfig(), values), {
        from: text(values.from),
        to: text(values.to),
        only: text(values.only),
        baseUrl: text(values['base-url']),
        downloads: text(values.downloads),
        concurrency: text(values.concurrency),
        reference: !flag(values['no-reference']),
        dryRun: flag(values['dry-run']),
        quiet: flag(values.quiet),
      });
    },
  },
  publish: {
    usage: `atss publish --clickhouse URL [--cluster NAME] [--data DIR] [--grace-minutes N]
    load the published data version into ClickHouse (with --cluster: --clickhouse once per shard)`,
    async run(_values, _positionals, args) {
      const { runPublish } = await import('./publish/command.js');
      await runPublish(args);
      return 0;
    },
  },
  serve: {
    usage: `atss serve [--data DIR] [--port N] [--engine duckdb|clickhouse] [--clickhouse URL]
    serve the API over the data directory (or the version last published to ClickHouse)`,
    options: SERVE_OPTIONS,
    async run(values) {
      const { serve } = await import('./main.js');
      await serve(withOverrides(loadConfig(), values));
      return 0;
    },
  },
  start: {
    usage: `atss start [--data DIR] [--port N]
    build the demo dataset when the data directory has none, then serve`,
    options: SERVE_OPTIONS,
    async run(values) {
      const config = withOverrides(loadConfig(), values);
      if (!existsSync(join(config.dataDir, MANIFEST_FILE))) {
        const { prepareDemoData } = await import('./demo/index.js');
        await prepareDemoData(config);
      }
      const { serve } = await import('./main.js');
      await serve(config);
      return 0;
    },
  },
  mcp: {
    usage: `atss mcp [--data DIR]
    speak MCP (Model Context Protocol) over stdin/stdout, for AI agents`,
    options: { data: { type: 'string' } },
    async run(values) {
      const { runMcpStdio } = await import('./mcp/stdio.js');
      const { backendFor } = await import('./backends/index.js');
      const config = withOverrides(loadConfig(), values);
      await runMcpStdio(backendFor(config), { cacheMb: config.cacheMb, routeIndex: config.routeIndex });
      return 0;
    },
  },
} satisfies Record<string, CommandDef>;
type Command = keyof typeof COMMANDS;
const isCommand = (name: string | undefined): name is Command =>
  name !== undefined && Object.hasOwn(COMMANDS, name);

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
${Object.values(COMMANDS)
  .map(({ usage }) => `  ${usage.replaceAll('\n', '\n  ')}`)
  .join('\n')}

${ENVIRONMENT}`;

function commandUsage(command: Command): string {
  return `Usage: ${COMMANDS[command].usage}\n\n${ENVIRONMENT}`;
}

/** `--help` or `-h` anywhere in a command's arguments asks for its usage instead of running it. */
function asksForHelp(args: readonly string[]): boolean {
  return args.includes('--help') || args.includes('-h');
}

function withOverrides(config: Config, values: OptionValues): Config {
  const port = values.port === undefined ? config.port : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError('--port must be 0-65535');
  return {
    ...config,
    dataDir: text(values.data) ?? config.dataDir,
    port,
    engine: text(values.engine) ?? config.engine,
    clickhouseUrl: text(values.clickhouse) ?? config.clickhouseUrl,
  };
}

export async function main(argv: readonly string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (!isCommand(command)) {
    if (command === undefined || ['help', '--help', '-h'].includes(command)) {
      console.log(USAGE);
      return command === undefined ? 1 : 0;
    }
    console.error(`unknown command "${command}"\n\n${USAGE}`);
    return 1;
  }
  if (asksForHelp(rest)) {
    console.log(commandUsage(command));
    return 0;
  }
  const def: CommandDef = COMMANDS[command];
  try {
    const { values, positionals } = def.options
      ? parseArgs({
          args: [...rest],
          options: def.options,
          allowPositionals: def.positionals ?? false,
          strict: true,
        })
      : { values: {}, positionals: [] };
    return await def.run(values, positionals, rest);
  } catch (error) {
    if (error instanceof ConfigError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`atss ${command}: ${(error as Error).message}`);
      return 2;
    }
    throw error;
  }
}
