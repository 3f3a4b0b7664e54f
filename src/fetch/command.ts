import { join } from 'node:path';
import { checkedBaseUrl, ConfigError, type Config } from '../config.js';
import { runFetch } from './index.js';
import { terminalReport } from './progress.js';

/**
 * `atss fetch`: the flags over the configuration (`--base-url` over `ATSS_BTS_BASE_URL`), the report on
 * stderr; exit code 1 when a file could not be downloaded or a period was refused by ingest (a period not
 * published yet is not a failure).
 */
export async function runFetchCommand(
  config: Config,
  args: {
    from: string | undefined;
    to: string | undefined;
    only: string | undefined;
    baseUrl: string | undefined;
    downloads: string | undefined;
    concurrency: string | undefined;
    /** Bring the reference lookup tables too (false: `--no-reference`). */
    reference: boolean;
    dryRun: boolean;
    quiet: boolean;
  },
): Promise<number> {
  if (args.from === undefined || args.to === undefined)
    throw new ConfigError('fetch needs --from YYYY-MM and --to YYYY-MM');
  const concurrency = args.concurrency === undefined ? config.fetch.concurrency : Number(args.concurrency);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 16)
    throw new ConfigError(`--concurrency must be an integer from 1 to 16, got "${args.concurrency}"`);
  const report = terminalReport(process.stderr, args.quiet);
  try {
    const summary = await runFetch({
      from: args.from,
      to: args.to,
      only: args.only?.split(',').map((id) => id.trim()),
      reference: args.reference,
      dataDir: config.dataDir,
      downloadDir: args.downloads ?? join(config.dataDir, 'downloads'),
      dryRun: args.dryRun,
      ingestLimits: config.ingest,
      settings: {
        ...config.fetch,
        concurrency,
        baseUrl:
          args.baseUrl === undefined ? config.fetch.baseUrl : checkedBaseUrl(args.baseUrl, '--base-url'),
      },
      report,
    });
    return summary.failed + summary.ingestFailed > 0 ? 1 : 0;
  } finally {
    report.stop();
  }
}
