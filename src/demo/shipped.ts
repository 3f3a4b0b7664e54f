import { copyFile, mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MANIFEST_FILE, STORE_DIR } from '../storage/manifest.js';
import type { DemoBuildProgress } from './build.js';

/**
 * The prebuilt demo store shipped in the repository and the npm package (`demo-data/` at the package root): the
 * store `npm run demo:refresh` builds from the generator with the demo's options (`demo-data/build.json`), as
 * the data directory keeps it (the Parquet files under `store/` and `manifest.json`). `atss start` copies it
 * into an empty data directory instead of generating and ingesting for minutes.
 */
export const SHIPPED_DEMO_DIR = fileURLToPath(new URL('../../demo-data/', import.meta.url));
/** The options the shipped store was built with (written by `npm run demo:refresh`). */
export const SHIPPED_BUILD_FILE = 'build.json';

/** What `demo-data/build.json` records: the demo build's options. */
export interface ShippedDemoBuild {
  readonly seed: number;
  readonly scale: number;
  readonly ticketScale: number;
  readonly largestUsAirports: number;
  readonly from: string;
  readonly to: string;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** The shipped store's build options, or undefined when the package holds no prebuilt store. */
export async function shippedDemoBuild(dir = SHIPPED_DEMO_DIR): Promise<ShippedDemoBuild | undefined> {
  if (!(await exists(join(dir, MANIFEST_FILE)))) return undefined;
  try {
    return JSON.parse(await readFile(join(dir, SHIPPED_BUILD_FILE), 'utf8')) as ShippedDemoBuild;
  } catch {
    return undefined;
  }
}

/** Every file under a folder, at any depth (a store: table, period, Parquet file). */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : Promise.resolve([join(dir, entry.name)]),
    ),
  );
  return nested.flat();
}

/**
 * Copies the shipped store into `dataDir` (which has no manifest): the Parquet files first, one by one (a
 * progress step each, naming its table), the manifest last (through a temporary name and a rename), so an
 * interrupted copy leaves no manifest and the next start copies again.
 */
export async function copyShippedDemo(
  dataDir: string,
  dir = SHIPPED_DEMO_DIR,
  report: (progress: DemoBuildProgress) => void = () => undefined,
): Promise<void> {
  if (await exists(join(dataDir, STORE_DIR)))
    throw new Error(
      `${join(dataDir, STORE_DIR)} exists but ${MANIFEST_FILE} does not: remove it, or use another --data directory, to install the demo dataset`,
    );
  const source = join(dir, STORE_DIR);
  const files = (await filesUnder(source)).map((path) => relative(source, path)).sort();
  const total = files.length + 1;
  report({ phase: 'copying', done: 0, total });
  for (const [index, file] of files.entries()) {
    const target = join(dataDir, STORE_DIR, file);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(join(source, file), target);
    report({ phase: 'copying', done: index + 1, total, step: `copied ${file.split(sep)[0]}` });
  }
  const draft = join(dataDir, `.${MANIFEST_FILE}.demo`);
  await copyFile(join(dir, MANIFEST_FILE), draft);
  await rename(draft, join(dataDir, MANIFEST_FILE));
  report({ phase: 'copying', done: total, total, step: `copied ${MANIFEST_FILE}` });
}
