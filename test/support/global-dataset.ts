import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { generateDataset, type GenerateOptions } from '../../src/generate/index.js';
import { ingestPaths } from '../../src/ingest/index.js';

/**
 * vitest globalSetup: the ONE generated dataset of a test run, and the run's scratch folder. Test files read
 * them through `test/support/dataset.ts` (see test/README.md); nothing here is imported by tests.
 *
 * The dataset is built once and kept in `.tmp/test-dataset/<key>` (ignored by git), where the key hashes
 * everything that shapes it (the generator options, every source file the generator and ingest import, Node's
 * version and package-lock.json): the next run (or a run of one file) reuses it instead of generating and
 * ingesting again, and any change to the code that makes it builds a new one. It is shared READ-ONLY: the run
 * fails at its end when a test changed a file of it (that copy is then discarded); tests that change data
 * copy it first.
 */
export interface GeneratedDataset {
  /** The generated BTS-format files, as a user downloads them. */
  readonly rawDir: string;
  /** The ingested data directory. */
  readonly dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    dataset: GeneratedDataset;
    /** A folder of this run's own, removed when the run ends (`testDir()` makes folders in it). */
    scratchDir: string;
  }
}

/** DB1B 2025 Q2, DB1C July-September 2025, six months of T-100 and on-time, and the reference tables. */
export const DATASET_OPTIONS: Omit<GenerateOptions, 'outDir'> = {
  seed: 7,
  scale: 0.002,
  from: { year: 2025, month: 4 },
  to: { year: 2025, month: 9 },
};

const root = join(import.meta.dirname, '..', '..');
const CACHE_DIR = join(root, '.tmp', 'test-dataset');
/** How many built datasets the cache keeps (the newest by use); older ones are removed. */
const CACHE_KEEP = 3;
const FINGERPRINT = 'fingerprint.json';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** Relative imports of a TypeScript source (`from './x.js'`, `import('./y.js')`), as source paths. */
function relativeImports(file: string, text: string): string[] {
  const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => join(dirname(file), specifier.replace(/\.js$/, '.ts')));
}

/** Every source file the generator and ingest import, followed from their entry points. */
export async function datasetSources(): Promise<string[]> {
  const pending = ['generate', 'ingest'].map((entry) => join(root, 'src', entry, 'index.ts'));
  const seen = new Set<string>();
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...relativeImports(file, await readFile(file, 'utf8')));
  }
  return [...seen].sort();
}

/**
 * What decides the dataset's content: the options, Node, the locked dependencies, and every source file the
 * generator and ingest import (so a change to the HTTP layer does not rebuild it).
 */
async function datasetKey(): Promise<string> {
  const hash = createHash('sha256');
  hash.update(JSON.stringify(DATASET_OPTIONS));
  hash.update(process.version);
  // the dependencies (DuckDB, the airport list...) as locked
  hash.update(await readFile(join(root, 'package-lock.json')));
  for (const file of await datasetSources()) {
    hash.update(relative(root, file));
    hash.update(await readFile(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Every file of the dataset with its size and modification time: any write by a test changes it. */
async function fingerprint(dir: string): Promise<string> {
  const lines: string[] = [];
  for (const file of await filesUnder(dir)) {
    if (relative(dir, file) === FINGERPRINT) continue;
    const info = await stat(file);
    lines.push(`${relative(dir, file)} ${info.size} ${info.mtimeMs}`);
  }
  return lines.join('\n');
}

async function build(dir: string): Promise<void> {
  const staging = await mkdtemp(`${dir}.building-`);
  try {
    await generateDataset({ ...DATASET_OPTIONS, outDir: join(staging, 'raw') });
    await ingestPaths([join(staging, 'raw')], { dataDir: join(staging, 'data') });
    await writeFile(join(staging, FINGERPRINT), JSON.stringify(await fingerprint(staging)));
    // another run building the same key at once may have won: its copy is as good
    await rename(staging, dir).catch(() => rm(staging, { recursive: true, force: true }));
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** True when `dir` holds a complete dataset that no test has changed. */
async function intact(dir: string): Promise<boolean> {
  const recorded = await readFile(join(dir, FINGERPRINT), 'utf8').catch(() => undefined);
  return recorded !== undefined && JSON.parse(recorded) === (await fingerprint(dir));
}

async function pruneCache(keep: string): Promise<void> {
  const names = (await readdir(CACHE_DIR)).filter((name) => name !== keep && !name.includes('.building-'));
  // the newest by use: the folder's time is set at each use
  const used = await Promise.all(
    names.map(async (name) => ({ name, at: (await stat(join(CACHE_DIR, name))).mtimeMs })),
  );
  used.sort((a, b) => b.at - a.at);
  for (const { name } of used.slice(CACHE_KEEP - 1)) {
    await rm(join(CACHE_DIR, name), { recursive: true, force: true });
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  await mkdir(CACHE_DIR, { recursive: true });
  const dir = join(CACHE_DIR, await datasetKey());
  if (!(await intact(dir))) {
    await rm(dir, { recursive: true, force: true });
    await build(dir);
  }
  const now = new Date();
  await utimes(dir, now, now);
  await pruneCache(dir);
  const scratchDir = await mkdtemp(join(tmpdir(), 'atss-test-'));
  project.provide('dataset', { rawDir: join(dir, 'raw'), dataDir: join(dir, 'data') });
  project.provide('scratchDir', scratchDir);
  return async () => {
    await rm(scratchDir, { recursive: true, force: true });
    if (!(await intact(dir))) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(
        `a test changed the shared dataset (${dir}, now discarded): tests that change data must work on ` +
          'copyOfSharedData() (test/support/dataset.ts)',
      );
    }
  };
}
