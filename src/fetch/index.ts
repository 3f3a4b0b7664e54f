import { resolve } from 'node:path';
import type { FetchSettings, IngestLimits } from '../config.js';
import { ingestPaths, IngestError } from '../ingest/index.js';
import { readManifest, type Manifest } from '../storage/manifest.js';
import type { ManualFamily } from './catalog.js';
import { FileDownload, type DownloadResult } from './download.js';
import { DownloadManifest } from './download-manifest.js';
import { planFetch, type PlannedFile, type PlannedPeriod } from './plan.js';
import { formatBytes } from './bytes.js';

export interface FetchOptions {
  readonly from: string;
  readonly to: string;
  /** Family ids (catalog.ts); all when undefined. */
  readonly only?: readonly string[] | undefined;
  /** Whether the reference lookup tables come too (true unless `--no-reference`). */
  readonly reference?: boolean;
  readonly dataDir: string;
  readonly downloadDir: string;
  readonly dryRun?: boolean;
  readonly settings: FetchSettings;
  /** Limits of each period's ingest (`Config.ingest`; the settings' defaults when absent). */
  readonly ingestLimits?: IngestLimits;
  readonly report: FetchReport;
}

/** Where a run says what it does: one clear line per file and per period; live bytes while a file arrives. */
export interface FetchReport {
  line(message: string): void;
  /** A download started (`total` unknown until the server answers). */
  started?(file: string): void;
  bytes?(file: string, received: number, total: number | undefined): void;
  finished?(file: string): void;
}

export interface FetchSummary {
  readonly downloaded: number;
  readonly downloadedBytes: number;
  readonly unchanged: number;
  readonly notPublished: number;
  readonly failed: number;
  readonly ingested: number;
  readonly alreadyIngested: number;
  readonly ingestFailed: number;
}

export function manualLines(manual: readonly ManualFamily[]): string[] {
  return manual.flatMap((family) => [
    `${family.id}: not downloaded by atss fetch (${family.why}); by hand:`,
    ...family.steps.map((step, index) => `  ${index + 1}. ${step}`),
    `  then: atss ingest <the downloaded files>`,
  ]);
}

/** Every source file name the store's partitions were built from (`On_Time_..._2025_5.zip:member.csv`). */
function storedSources(manifest: Manifest | undefined): Set<string> {
  const names = new Set<string>();
  for (const table of Object.values(manifest?.tables ?? {}))
    for (const partition of Object.values(table.partitions))
      for (const source of partition.sources) names.add(source.split(':')[0] ?? source);
  return names;
}

/** Runs `count` workers over `items` in order. */
async function pool<T>(items: readonly T[], count: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next];
      next += 1;
      if (item !== undefined) await work(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(count, items.length) }, worker));
}

/**
 * `atss fetch`: downloads the pre-zipped files of the periods asked for (bounded concurrency), keeps each
 * only once verified, and ingests each period as soon as its files are all there (one `ingestPaths` per
 * period, so each period is published atomically under the ingest lock and a killed run leaves the store at
 * its last published version). A second run asks the server only whether kept files changed and ingests
 * only periods not in the store.
 */
export async function runFetch(options: FetchOptions): Promise<FetchSummary> {
  const downloadDir = resolve(options.downloadDir);
  const plan = planFetch({
    from: options.from,
    to: options.to,
    only: options.only,
    ...(options.reference === false ? { reference: false } : {}),
    baseUrl: options.settings.baseUrl,
    downloadDir,
  });
  const line = (message: string) => options.report.line(message);
  for (const text of manualLines(plan.manual)) line(text);
  const counts = {
    downloaded: 0,
    downloadedBytes: 0,
    unchanged: 0,
    notPublished: 0,
    failed: 0,
    ingested: 0,
    alreadyIngested: 0,
    ingestFailed: 0,
  };
  if (options.dryRun) {
    for (const period of plan.periods)
      for (const file of period.files)
        line(`${period.family.id} ${period.period}: ${file.url} -> ${file.target}`);
    return counts;
  }
  const manifest = await DownloadManifest.open(downloadDir);
  const results = new Map<PlannedFile, DownloadResult>();
  const remaining = new Map(plan.periods.map((period) => [period, period.files.length]));
  let ingesting: Promise<void> = Promise.resolve();

  const run: FetchRun = { options, manifest, counts, line, downloadDir };
  const periodDone = (period: PlannedPeriod) => {
    const outcomes = period.files.map((file) => results.get(file));
    const missing = period.files.filter((_, i) => outcomes[i]?.status === 'not-published');
    const failed = period.files.filter((_, i) => outcomes[i]?.status === 'failed');
    if (missing.length > 0) {
      counts.notPublished += 1;
      const which =
        missing.length < period.files.length ? ` (${missing.map((f) => f.name).join(', ')}: HTTP 404)` : '';
      line(`${label(period)}: ${period.period} not published yet${which}`);
    } else if (failed.length > 0) {
      line(`${label(period)}: not ingested, ${failed.map((f) => f.name).join(', ')} could not be downloaded`);
    } else {
      ingesting = ingesting.then(() => ingestPeriod(period, run));
    }
  };

  const work = plan.periods.flatMap((period) => period.files.map((file) => ({ period, file })));
  await pool(work, options.settings.concurrency, async ({ period, file }) => {
    const result = await downloadOne(period, file, manifest, options);
    results.set(file, result);
    if (result.status === 'downloaded') {
      counts.downloaded += 1;
      counts.downloadedBytes += result.bytes;
      await manifest.set(file.name, result.entry);
    } else if (result.status === 'unchanged') counts.unchanged += 1;
    else if (result.status === 'failed') counts.failed += 1;
    const left = (remaining.get(period) ?? 1) - 1;
    remaining.set(period, left);
    if (left === 0) periodDone(period);
  });
  await ingesting;
  line(
    `fetch: ${counts.downloaded} downloaded (${formatBytes(counts.downloadedBytes)}), ${counts.unchanged} unchanged, ` +
      `${counts.notPublished} periods not published yet, ${counts.failed} failed; ` +
      `${counts.ingested} periods ingested, ${counts.alreadyIngested} already in the store, ${counts.ingestFailed} refused by ingest`,
  );
  return counts;
}

/** What one `atss fetch` run shares between its downloads and its ingests. */
interface FetchRun {
  readonly options: FetchOptions;
  readonly manifest: DownloadManifest;
  readonly counts: { ingested: number; alreadyIngested: number; ingestFailed: number };
  readonly line: (message: string) => void;
  readonly downloadDir: string;
}

const label = (period: PlannedPeriod) => `${period.family.id} ${period.period}`;

/** Ingests one period's downloaded files, unless the store already holds exactly these files. */
async function ingestPeriod(period: PlannedPeriod, run: FetchRun): Promise<void> {
  const { options, manifest, counts, line, downloadDir } = run;
  const entries = period.files.map((file) => manifest.get(file.name));
  const stored = storedSources((await readManifest(resolve(options.dataDir)))?.manifest);
  const done = entries.every((entry, i) => {
    const name = period.files[i]?.name ?? '';
    return entry?.ingestedSha256 === entry?.sha256 && stored.has(name);
  });
  if (done) {
    counts.alreadyIngested += 1;
    line(`${label(period)}: already in the store (files unchanged), not ingested again`);
    return;
  }
  const started = Date.now();
  try {
    const summary = await ingestPaths(
      period.files.map((file) => file.target),
      { dataDir: options.dataDir, ...(options.ingestLimits ? { limits: options.ingestLimits } : {}) },
    );
    for (const [i, file] of period.files.entries()) {
      const entry = entries[i];
      if (entry) await manifest.set(file.name, { ...entry, ingestedSha256: entry.sha256 });
    }
    counts.ingested += 1;
    const records = summary.files.reduce((sum, file) => sum + file.rows, 0);
    line(
      `${label(period)}: ingested ${records.toLocaleString('en-US')} records in ${((Date.now() - started) / 1000).toFixed(1)} s; data version ${summary.dataVersion}`,
    );
  } catch (error) {
    if (!(error instanceof IngestError)) throw error;
    counts.ingestFailed += 1;
    line(
      `${label(period)}: not ingested: ${error.message} (the files stay in ${downloadDir}; atss ingest them with --force to accept)`,
    );
  }
}

async function downloadOne(
  period: PlannedPeriod,
  file: PlannedFile,
  manifest: DownloadManifest,
  options: FetchOptions,
): Promise<DownloadResult> {
  const { report } = options;
  const prefix = `${period.family.id} ${period.period} ${file.name}`;
  report.started?.(file.name);
  const started = Date.now();
  let lastByte = started;
  const result = await new FileDownload(file.url, file.target, manifest.get(file.name), options.settings, {
    onBytes: (received, total) => {
      lastByte = Date.now();
      report.bytes?.(file.name, received, total);
    },
    onNote: (message) => report.line(`${prefix}: ${message}`),
  }).run();
  report.finished?.(file.name);
  // from the request to the last byte (retries and their waits included), then the zip check and checksum
  const seconds = (lastByte - started) / 1000;
  const checking = (Date.now() - lastByte) / 1000;
  switch (result.status) {
    case 'downloaded': {
      const rate = seconds > 0 ? ` (${formatBytes(result.bytes / seconds)}/s)` : '';
      const same =
        manifest.get(file.name)?.sha256 === result.entry.sha256 ? ', same checksum as the kept copy' : '';
      report.line(
        `${prefix}: downloaded ${formatBytes(result.bytes)} in ${seconds.toFixed(1)} s${rate}, ${file.name.endsWith('.zip') ? 'zip' : 'table'} verified in ${checking.toFixed(1)} s${same}`,
      );
      break;
    }
    case 'unchanged':
      report.line(
        `${prefix}: unchanged on the server (HTTP 304), kept copy used (${formatBytes(result.entry.size)})`,
      );
      break;
    case 'not-published':
      report.line(`${prefix}: HTTP 404, ${period.period} not published yet`);
      break;
    case 'failed':
      report.line(`${prefix}: FAILED: ${result.reason}`);
      break;
  }
  return result;
}
