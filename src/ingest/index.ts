import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { REFERENCE_PARTITION, readManifest, type Manifest } from '../storage/manifest.js';
import { FactBatches } from './batches.js';
import { IngestError } from './errors.js';
import { checkNarrowing, checkShrinks, checkSlivers } from './evidence.js';
import { HUB_INPUTS, airportHubsSelect } from './hubs.js';
import type { InputFile } from './files.js';
import { gatherInputs, rawDirOf } from './inputs.js';
import type { FileProgress } from './load.js';
import { acquireLock } from '../storage/lock.js';
import { publish, type StagedPartition } from './publish.js';
import { readInputs } from './read.js';
import { partitionsLackingRollups, persistRollups, type PublishedTables } from './rollups.js';
import { buildReferences } from './reference-build.js';
import { sweepLeftovers } from './retire.js';
import { DEFAULT_INGEST_LIMITS, type IngestLimits } from './settings.js';
import { stagePartition, storageSelect } from './stage.js';
import { tableSteps, type IngestStep } from './steps.js';
import { checkSyntheticMix } from './synthetic.js';
import { fileSummaries, partitionSummaries, type IngestSummary } from './summary.js';

export { IngestError } from './errors.js';
export type { FileProgress } from './load.js';
export type { IngestSummary } from './summary.js';
export type { IngestStep } from './steps.js';

export interface IngestOptions {
  readonly dataDir: string;
  /** Accept replacements that lack evidence (a sliver of a period, a period shrinking to under half). */
  readonly force?: boolean;
  /**
   * Ingest real files into a data directory holding generated (synthetic) periods, or together with generated
   * files (refused without it: answers would mix both; synthetic.ts).
   */
  readonly mixSynthetic?: boolean;
  /** Accept a file whose records repeat a key (each record counted; the summary says how many). */
  readonly keepRepeats?: boolean;
  /** Resource limits (the configuration's, `Config.ingest`); unset ones are the settings' defaults. */
  readonly limits?: Partial<IngestLimits>;
  /** One message per step (file read, table built, publication). */
  readonly onProgress?: (message: string) => void;
  /** Each file read and each table built, as it happens (a progress display: `steps.ts`). */
  readonly onStep?: (step: IngestStep) => void;
  /** Live progress while a file is read (every half second). */
  readonly onFileProgress?: (progress: FileProgress) => void;
}

/** A full disk anywhere (extraction, the engine's temp files, Parquet, the manifest) as one clear error. */
function diskFull(dataDir: string, error: unknown): IngestError | undefined {
  const message = error instanceof Error ? error.message : String(error);
  if ((error as NodeJS.ErrnoException).code !== 'ENOSPC' && !/no space left on device/i.test(message)) return;
  return new IngestError(
    dataDir,
    'no space left on the device; nothing was published and the staged files were removed',
  );
}

/**
 * Ingests BTS files (zips, CSV, Parquet, or folders of them) into the data directory and publishes a new
 * manifest atomically. Nothing is published when any file is bad. Stages: gather inputs, read each file,
 * build partitions, check the evidence for each replacement, publish.
 */
export async function ingestPaths(paths: readonly string[], options: IngestOptions): Promise<IngestSummary> {
  const dataDir = resolve(options.dataDir);
  const limits: IngestLimits = { ...DEFAULT_INGEST_LIMITS, ...options.limits };
  try {
    const release = await acquireLock(dataDir);
    try {
      const current = (await readManifest(dataDir))?.manifest;
      await sweepLeftovers(dataDir, current);
      const staging = join(dataDir, `.staging-${randomUUID()}`);
      try {
        await mkdir(rawDirOf(staging), { recursive: true });
        return await runStages(paths, options, { dataDir, staging, limits, current });
      } finally {
        await rm(staging, { recursive: true, force: true });
      }
    } finally {
      await release();
    }
  } catch (error) {
    throw diskFull(dataDir, error) ?? error;
  }
}

/** Partitions `atss rollups` writes the rollup files of before it publishes them, so a stopped run keeps most. */
const ROLLUP_PARTITIONS_PER_PUBLISH = 100;

/**
 * `atss rollups`: writes the rollup files a store written by an older atss lacks (rollups.ts: per partition, from
 * its own files), under the ingest lock, and publishes them with a new manifest every
 * `ROLLUP_PARTITIONS_PER_PUBLISH` partitions (a stopped run resumes where it stopped); the data files and every
 * answer stay as they were. Returns how many partitions gained rollup files (0: none lacked them, nothing published).
 */
export async function completeRollups(
  options: Pick<IngestOptions, 'dataDir' | 'limits' | 'onProgress' | 'onStep'>,
): Promise<number> {
  const dataDir = resolve(options.dataDir);
  const limits: IngestLimits = { ...DEFAULT_INGEST_LIMITS, ...options.limits };
  const release = await acquireLock(dataDir);
  try {
    let current = (await readManifest(dataDir))?.manifest;
    if (current === undefined)
      throw new IngestError(dataDir, 'no data has been published here (no manifest.json)');
    const lacking = partitionsLackingRollups(current.tables);
    if (lacking === 0) return 0;
    await sweepLeftovers(dataDir, current);
    const staging = join(dataDir, `.staging-${randomUUID()}`);
    await mkdir(staging, { recursive: true });
    const run: Run = { dataDir, staging, limits, current };
    const { instance, connection } = await openIngestEngine(run, {});
    try {
      while (partitionsLackingRollups(current.tables) > 0) {
        const rollups = rollupWriter(connection, run, options, ROLLUP_PARTITIONS_PER_PUBLISH);
        const published = await publish(dataDir, [], undefined, new Set(), rollups);
        options.onProgress?.(`published data version ${published.dataVersion}`);
        current = published.manifest;
      }
      return lacking;
    } finally {
      connection.closeSync();
      instance.closeSync();
      await rm(staging, { recursive: true, force: true });
    }
  } finally {
    await release();
  }
}

/** Writes the rollup files of the partitions being published that lack them (rollups.ts), reporting each. */
function rollupWriter(
  connection: DuckDBConnection,
  run: Run,
  options: Pick<IngestOptions, 'onStep'>,
  limit = Infinity,
) {
  return (tables: PublishedTables, placed: string[]) =>
    persistRollups(
      connection,
      run.dataDir,
      tables,
      placed,
      (written) => options.onStep?.({ kind: 'rollups', table: written.table, period: written.period }),
      limit,
    );
}

interface Run {
  readonly dataDir: string;
  readonly staging: string;
  readonly limits: IngestLimits;
  readonly current: Manifest | undefined;
}

/** Recomputes `airport_hubs` over the manifest being published (hubs.ts), staged with the other partitions. */
async function stageHubs(
  connection: DuckDBConnection,
  run: Run,
  manifest: Manifest,
  staged: StagedPartition[],
): Promise<StagedPartition[]> {
  const select = airportHubsSelect(run.dataDir, manifest);
  if (select === undefined) return [];
  const hubs = await stagePartition(
    connection,
    run.staging,
    {
      table: 'airport_hubs',
      period: REFERENCE_PARTITION,
      sourceRows: 0,
      sources: HUB_INPUTS.filter((table) => manifest.tables[table] !== undefined),
    },
    `SELECT ${storageSelect('airport_hubs')} FROM (${select})`,
  );
  staged.push(hubs);
  return [hubs];
}

/** The ingest's own DuckDB instance (memory limit, threads, temp directory in the staging folder). */
async function openIngestEngine(run: Run, options: Pick<IngestOptions, 'onFileProgress'>) {
  const instance = await DuckDBInstance.create(':memory:', {
    memory_limit: run.limits.memoryLimit,
    temp_directory: join(run.staging, 'tmp'),
    threads: String(run.limits.threads),
    preserve_insertion_order: 'false',
  });
  const connection = await instance.connect();
  if (options.onFileProgress) {
    await connection.run('SET enable_progress_bar = true');
    await connection.run('SET enable_progress_bar_print = false');
  }
  return { instance, connection };
}

/** Stages 2 and 3: reads every input and builds the fact partitions, reporting each file read and table built. */
async function readAndBuild(
  connection: DuckDBConnection,
  inputs: readonly InputFile[],
  options: IngestOptions,
  run: Run,
) {
  const log = options.onProgress ?? (() => undefined);
  const step = options.onStep ?? (() => undefined);
  const current = { dataDir: run.dataDir, manifest: run.current };
  const batches = new FactBatches(connection, run.staging, log, current, step);
  let read = 0;
  const { loaded, skipped } = await readInputs(
    connection,
    inputs,
    log,
    (file) => {
      step({ kind: 'file', file: file.file.origin, done: ++read, total: inputs.length });
      // a sliver stops the ingest before anything is built from it
      if (!options.force) checkSlivers(new Map([[file.family.id, [file]]]));
      return batches.add(file);
    },
    options.onFileProgress,
    options.keepRepeats === true,
  );
  const staged = await batches.finish();
  const references = await buildReferences(connection, run.staging, loaded, current);
  for (const built of tableSteps(references.staged)) step(built);
  staged.push(...references.staged);
  return { loaded, skipped, staged, references };
}

async function runStages(paths: readonly string[], options: IngestOptions, run: Run): Promise<IngestSummary> {
  const log = options.onProgress ?? (() => undefined);
  const inputs = await gatherInputs(paths, rawDirOf(run.staging), run.limits);
  checkSyntheticMix(inputs, run.current, options.mixSynthetic === true);
  const generatedOrigins = new Set(inputs.filter((i) => i.generated === true).map((i) => i.origin));
  const { instance, connection } = await openIngestEngine(run, options);
  try {
    const { loaded, skipped, staged, references } = await readAndBuild(connection, inputs, options, run);
    if (staged.length === 0)
      throw new IngestError(
        paths.join(' '),
        `no data to ingest${skipped.length > 0 ? ` (${skipped.map((s) => `${s.file}: ${s.reason}`).join('; ')})` : ''}`,
      );
    if (!options.force) {
      checkShrinks(run.current, staged, loaded);
      await checkNarrowing(connection, run.dataDir, run.current, staged, loaded);
    }

    const derive = staged.some((p) => HUB_INPUTS.includes(p.table))
      ? (manifest: Manifest) => stageHubs(connection, run, manifest, staged)
      : undefined;
    const rollups = rollupWriter(connection, run, options);
    const published = await publish(run.dataDir, staged, derive, generatedOrigins, rollups);
    log(`published data version ${published.dataVersion}`);
    return {
      files: fileSummaries(loaded),
      partitions: partitionSummaries(run.current, staged),
      notes: [...skipped.map((s) => `skipped ${s.file}: ${s.reason}`), ...references.notes],
      dataVersion: published.dataVersion,
    };
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}
