import { completeRollups, ingestPaths, type FileProgress } from './index.js';
import type { IngestLimits } from '../config.js';
import { withIngestFlags } from './settings.js';
import { summaryLines } from './summary.js';

const BAR_WIDTH = 28;

/** A one-line progress bar with rows per second, redrawn in place on a terminal. */
function renderBar(progress: FileProgress): string {
  const filled = Math.round((progress.percentage / 100) * BAR_WIDTH);
  const rate = progress.seconds > 0 ? Math.round(progress.rowsProcessed / progress.seconds) : 0;
  const name = progress.file.length > 48 ? `...${progress.file.slice(-45)}` : progress.file;
  return `\r${name} [${'#'.repeat(filled)}${' '.repeat(BAR_WIDTH - filled)}] ${progress.percentage.toFixed(0).padStart(3)}% ${progress.rowsProcessed.toLocaleString('en-US')} rows, ${rate.toLocaleString('en-US')} rows/s`;
}

/**
 * `atss ingest`: one line per file read and table built on stderr; on a terminal, a live progress bar with
 * rows per second while each file is read.
 */
export async function runIngest(
  paths: readonly string[],
  options: {
    dataDir: string;
    quiet: boolean;
    force: boolean;
    keepRepeats?: boolean;
    mixSynthetic?: boolean;
    /** The configured limits (environment), under the flags. */
    limits: IngestLimits;
    memoryLimit?: string | undefined;
    threads?: string | undefined;
  },
): Promise<void> {
  const started = Date.now();
  const tty = process.stderr.isTTY;
  let barShown = false;
  const limits = withIngestFlags(options.limits, options);
  const summary = await ingestPaths(paths, {
    dataDir: options.dataDir,
    force: options.force,
    keepRepeats: options.keepRepeats === true,
    mixSynthetic: options.mixSynthetic === true,
    limits,
    ...(options.quiet
      ? {}
      : {
          onProgress: (message: string) => {
            if (barShown) process.stderr.write('\r\x1b[K');
            barShown = false;
            console.error(message);
          },
          ...(tty
            ? {
                onFileProgress: (progress: FileProgress) => {
                  barShown = true;
                  process.stderr.write(renderBar(progress));
                },
              }
            : {}),
        }),
  });
  if (!options.quiet) {
    for (const line of summaryLines(summary)) console.error(line);
    const tables = new Map<string, number>();
    for (const p of summary.partitions) tables.set(p.table, (tables.get(p.table) ?? 0) + 1);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.error(
      `ingested ${[...tables].map(([t, n]) => `${t} (${n})`).join(', ')} in ${seconds} s; data version ${summary.dataVersion}`,
    );
  }
}

/** `atss rollups`: one line per partition whose rollup files are written, then how many, on stderr. */
export async function runCompleteRollups(options: {
  dataDir: string;
  quiet: boolean;
  limits: IngestLimits;
  memoryLimit?: string | undefined;
  threads?: string | undefined;
}): Promise<void> {
  const started = Date.now();
  const say = options.quiet ? () => undefined : (message: string) => console.error(message);
  const written = await completeRollups({
    dataDir: options.dataDir,
    limits: withIngestFlags(options.limits, options),
    onProgress: say,
    onStep: (step) => {
      if (step.kind === 'rollups') say(`rollups of ${step.table} ${step.period} written`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  say(
    written === 0
      ? 'every partition already has its rollup files: nothing to do'
      : `rollup files written for ${written} partitions in ${seconds} s`,
  );
}
