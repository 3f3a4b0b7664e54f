import { ConfigError } from '../config.js';
import {
  DEFAULT_GENERATE_OPTIONS,
  GENERATED_FAMILIES,
  generateDataset,
  type GeneratedFamily,
  type YearMonth,
} from './index.js';

function parseYearMonth(flag: string, raw: string | undefined, fallback: YearMonth): YearMonth {
  if (raw === undefined) return fallback;
  const match = /^(\d{4})-(\d{2})$/.exec(raw);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12) throw new ConfigError(`--${flag} must be YYYY-MM, got "${raw}"`);
  return { year: Number(match[1]), month };
}

/** `atss generate`: validates the flags, then writes the dataset with progress on stderr. */
export async function runGenerate(args: {
  out: string;
  seed: string;
  scale: string;
  from: string | undefined;
  to: string | undefined;
  only?: string | undefined;
  quiet: boolean;
}): Promise<void> {
  const only = args.only === undefined ? undefined : args.only.split(',').map((f) => f.trim());
  for (const family of only ?? []) {
    if (!(GENERATED_FAMILIES as readonly string[]).includes(family)) {
      throw new ConfigError(
        `--only takes a comma-separated list of ${GENERATED_FAMILIES.join(', ')}; got "${family}"`,
      );
    }
  }
  if (!/^\d{1,10}$/.test(args.seed))
    throw new ConfigError(`--seed must be a non-negative integer, got "${args.seed}"`);
  const scale = Number(args.scale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 4) {
    throw new ConfigError(`--scale must be a number above 0 and at most 4, got "${args.scale}"`);
  }
  const from = parseYearMonth('from', args.from, DEFAULT_GENERATE_OPTIONS.from);
  const to = parseYearMonth('to', args.to, DEFAULT_GENERATE_OPTIONS.to);
  if (from.year * 12 + from.month > to.year * 12 + to.month) throw new ConfigError('--from is after --to');
  const started = Date.now();
  const summary = await generateDataset({
    outDir: args.out,
    seed: Number(args.seed),
    scale,
    from,
    to,
    ...(only ? { only: only as GeneratedFamily[] } : {}),
    ...(args.quiet ? {} : { onProgress: (message: string) => console.error(message) }),
  });
  if (!args.quiet) {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(`wrote ${summary.files.length} files in ${seconds} s: ${JSON.stringify(summary.rows)}`);
  }
}
