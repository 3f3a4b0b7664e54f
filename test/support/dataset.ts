import { cp, mkdtemp } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { GeneratedDataset } from './global-dataset.js';

/**
 * The test run's data, built once per run by vitest's globalSetup (test/support/global-dataset.ts) and kept
 * between runs while the code that makes it is unchanged. See test/README.md.
 *
 * - `sharedDataset()`: the generated raw files and their ingested data directory, READ-ONLY (the run fails at
 *   its end when a test changed them). Open a server or app over `dataDir` as often as you like.
 * - `copyOfSharedData()`: a private copy of the ingested data directory, for a test that ingests into it,
 *   publishes a new version, deletes or corrupts a file.
 * - `testDir(prefix)`: an empty folder of the run's own, removed when the run ends (no cleanup to write).
 */
export type { GeneratedDataset };

/** The shared generated dataset (raw BTS files and the data directory they were ingested into). Read-only. */
export function sharedDataset(): GeneratedDataset {
  return inject('dataset');
}

/** An empty folder for this test (`prefix` names it), removed with every other when the test run ends. */
export function testDir(prefix = 'test'): Promise<string> {
  return mkdtemp(join(inject('scratchDir'), `${prefix}-`));
}

/** A copy of the shared data directory that the test may change; removed when the test run ends. */
export async function copyOfSharedData(prefix = 'data'): Promise<string> {
  const dir = await testDir(prefix);
  await cp(sharedDataset().dataDir, dir, { recursive: true });
  return dir;
}
