import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import {
  DEFAULT_GENERATE_OPTIONS,
  generateDataset,
  plannedFileCount,
  type GenerateOptions,
  type WrittenPeriod,
} from '../generate/index.js';
import { ingestPaths, type IngestStep } from '../ingest/index.js';
import { MANIFEST_FILE } from '../storage/manifest.js';
import type { IngestLimits } from '../config.js';

export interface DemoBuildRequest {
  readonly dataDir: string;
  readonly scale: number;
  /** The configured ingest limits (`Config.ingest`). */
  readonly limits: IngestLimits;
}

/** What a demo build process is asked to do: generate the files, or ingest them (each in its own process). */
export type DemoBuildTask =
  | { readonly step: 'generate'; readonly request: DemoBuildRequest }
  | { readonly step: 'ingest'; readonly request: DemoBuildRequest; readonly batches: string[][] };

/** Progress of a demo build, sent from the build process to the one showing it. */
export interface DemoBuildProgress {
  /** Installing the prebuilt store (`copying`), or building it: `generating`, then `ingesting`. */
  readonly phase: 'copying' | 'generating' | 'ingesting';
  /** Steps done of `total` in this phase; never decreases, reaches `total` only when the phase is over. */
  readonly done: number;
  readonly total: number;
  /** What was just done (a file written or copied; ingesting: a file read, a table built). */
  readonly step?: string;
}

/** What the ingest may publish in a data directory besides the manifest, which is moved last. */
const PUBLISHED = ['store', 'retired.json'] as const;

/**
 * The demo's world: the 30 largest US airports by boardings (LGA, MDW, DCA, MSP, SAN among them) and the
 * foreign gateways (ATSS_DEMO_SCALE 0.2: ATL-LAX about 8-9 flights a day, ORD's largest carriers UA then AA).
 */
export const DEMO_LARGEST_US_AIRPORTS = 30;
/**
 * Ticket samples at this share of the flights' scale: BTS samples 10% of tickets (DB1C 40% a month), the
 * demo 1/20 of that, so its ticket rows fit the first start's budget; fares and carrier shares are unaffected,
 * sampled passengers are 1/20 of what its flights would give.
 */
export const DEMO_TICKET_SHARE = 0.05;

/** The generator's options for the demo at `scale` (the shipped store records them in `demo-data/build.json`). */
export function demoGenerateOptions(scale: number) {
  return {
    ...DEFAULT_GENERATE_OPTIONS,
    scale,
    ticketScale: scale * DEMO_TICKET_SHARE,
    largestUsAirports: DEMO_LARGEST_US_AIRPORTS,
  } as const satisfies Omit<GenerateOptions, 'outDir'>;
}

/** Ticket periods ingested at once: the ingest holds a batch in memory, and each call costs a few seconds. */
const TICKET_PERIODS_PER_BATCH = { db1b: 1, db1c: 2 } as const;

function chunks<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, k) =>
    items.slice(k * size, (k + 1) * size),
  );
}

/**
 * Ingest batches that bound the ingest's memory: the small families (reference, T-100, on-time) together,
 * then the ticket periods a few at a time (each period's market, coupon and ticket files together, as ingest
 * requires).
 */
export function ingestBatches(periods: readonly WrittenPeriod[]): string[][] {
  const small = periods.filter((p) => p.family !== 'db1b' && p.family !== 'db1c').flatMap((p) => p.files);
  const tickets = (['db1b', 'db1c'] as const).flatMap((family) =>
    chunks(
      periods.filter((p) => p.family === family),
      TICKET_PERIODS_PER_BATCH[family],
    ).map((batch) => batch.flatMap((p) => p.files)),
  );
  return [...(small.length > 0 ? [small] : []), ...tickets];
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Where a demo build stages its downloads and data, inside the data directory it builds. */
function stagingOf(dataDir: string): { root: string; downloads: string; data: string } {
  const root = join(dataDir, '.demo-build');
  return { root, downloads: join(root, 'downloads'), data: join(root, 'data') };
}

/**
 * First step of a demo build into `request.dataDir` (which has no manifest): generates the BTS-format files
 * into a staging folder and returns them as ingest batches.
 */
export async function generateDemoFiles(
  request: DemoBuildRequest,
  report: (progress: DemoBuildProgress) => void,
): Promise<string[][]> {
  for (const name of PUBLISHED) {
    if (await exists(join(request.dataDir, name)))
      throw new Error(
        `${join(request.dataDir, name)} exists but ${MANIFEST_FILE} does not: remove it, or use another --data directory, to build the demo dataset`,
      );
  }
  const staging = stagingOf(request.dataDir);
  await rm(staging.root, { recursive: true, force: true });
  await mkdir(staging.downloads, { recursive: true });
  const options = demoGenerateOptions(request.scale);
  // the bar shows the phase before its first file is written (the world and the first month take a while)
  report({ phase: 'generating', done: 0, total: plannedFileCount(options) });
  const generated = await generateDataset({
    ...options,
    outDir: staging.downloads,
    onStep: (done, total, file) => report({ phase: 'generating', done, total, step: `wrote ${file}` }),
  });
  return ingestBatches(generated.periods);
}

/** What a step of the ingest did, as the progress display names it. */
function stepText(step: IngestStep): string {
  return step.kind === 'file' ? `read ${basename(step.file.split(':')[0]!)}` : `built ${step.table}`;
}

/**
 * The ingesting phase's progress: one step per file read and one per table built, over every batch, so the bar
 * moves all through it (a batch of many files is minutes of work). The total is two steps a file (the demo's
 * files feed about one table each); the count stays under it until the last batch is published.
 */
export function ingestSteps(
  batches: readonly (readonly string[])[],
  report: (progress: DemoBuildProgress) => void,
): { onStep: (step: IngestStep) => void; finish: () => void } {
  const total = 2 * batches.reduce((sum, batch) => sum + batch.length, 0);
  let done = 0;
  report({ phase: 'ingesting', done, total });
  return {
    onStep: (step) => {
      done = Math.min(done + 1, total - 1);
      report({ phase: 'ingesting', done, total, step: stepText(step) });
    },
    finish: () => report({ phase: 'ingesting', done: total, total }),
  };
}

/**
 * Second step: ingests the batches into a staging data directory, then moves the store in and the manifest
 * last, so an interrupted build leaves no manifest and the next `atss start` builds again.
 */
export async function ingestDemoFiles(
  request: DemoBuildRequest,
  batches: readonly (readonly string[])[],
  report: (progress: DemoBuildProgress) => void,
): Promise<void> {
  const staging = stagingOf(request.dataDir);
  await rm(staging.data, { recursive: true, force: true });
  await mkdir(staging.data, { recursive: true });
  const steps = ingestSteps(batches, report);
  for (const batch of batches)
    await ingestPaths(batch, { dataDir: staging.data, limits: request.limits, onStep: steps.onStep });
  steps.finish();
  for (const name of PUBLISHED) {
    if (await exists(join(staging.data, name)))
      await rename(join(staging.data, name), join(request.dataDir, name));
  }
  await rename(join(staging.data, MANIFEST_FILE), join(request.dataDir, MANIFEST_FILE));
  await rm(staging.root, { recursive: true, force: true });
}
