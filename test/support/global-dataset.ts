import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateDataset } from '../../src/generate/index.js';
import { ingestPaths } from '../../src/ingest/index.js';

export interface GeneratedDataset {
  /** The generated BTS-format files, as a user downloads them. */
  readonly rawDir: string;
  /** The ingested data directory. */
  readonly dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataset: GeneratedDataset;
  }
}

/** Generates a tiny dataset once per test run (DB1B 2025 Q2, DB1C July-September 2025, six months of T-100 and on-time) and ingests it. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await mkdtemp(join(tmpdir(), 'atss-dataset-'));
  const rawDir = join(root, 'raw');
  const dataDir = join(root, 'data');
  await generateDataset({
    outDir: rawDir,
    seed: 7,
    scale: 0.002,
    from: { year: 2025, month: 4 },
    to: { year: 2025, month: 9 },
  });
  await ingestPaths([rawDir], { dataDir });
  project.provide('dataset', { rawDir, dataDir });
  return () => rm(root, { recursive: true, force: true });
}
