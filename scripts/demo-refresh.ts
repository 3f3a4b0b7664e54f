/**
 * `npm run demo:refresh`: rebuilds the prebuilt demo store shipped in `demo-data/` from the generator, exactly as
 * `atss start` would build it at the default ATSS_DEMO_SCALE (generate the BTS-format files, ingest them), then
 * replaces `demo-data/store/` and `demo-data/manifest.json` and records the options in `demo-data/build.json`.
 * `test/demo/shipped-store.test.ts` checks that a rebuild gives the same tables.
 */
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../src/config.js';
import { buildDemoStore } from '../src/demo/rebuild.js';
import { SHIPPED_BUILD_FILE, SHIPPED_DEMO_DIR } from '../src/demo/shipped.js';
import { MANIFEST_FILE, STORE_DIR } from '../src/storage/manifest.js';

async function sizeOf(dir: string): Promise<number> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const sizes = await Promise.all(
    entries.filter((e) => e.isFile()).map((e) => stat(join(e.parentPath, e.name)).then((s) => s.size)),
  );
  return sizes.reduce((sum, size) => sum + size, 0);
}

const config = loadConfig({});
const root = join(import.meta.dirname, '..');
const work = join(root, '.tmp', 'demo-refresh');
await rm(work, { recursive: true, force: true });
await mkdir(work, { recursive: true });
const started = Date.now();
const build = await buildDemoStore(work, config.demoScale, config.ingest, (line) => console.error(line));
await rm(join(SHIPPED_DEMO_DIR, STORE_DIR), { recursive: true, force: true });
await rm(join(SHIPPED_DEMO_DIR, MANIFEST_FILE), { force: true });
await mkdir(SHIPPED_DEMO_DIR, { recursive: true });
const { rename } = await import('node:fs/promises');
await rename(join(work, STORE_DIR), join(SHIPPED_DEMO_DIR, STORE_DIR));
await rename(join(work, MANIFEST_FILE), join(SHIPPED_DEMO_DIR, MANIFEST_FILE));
await writeFile(join(SHIPPED_DEMO_DIR, SHIPPED_BUILD_FILE), `${JSON.stringify(build, null, 2)}\n`);
await rm(work, { recursive: true, force: true });
const megabytes = (await sizeOf(SHIPPED_DEMO_DIR)) / 1e6;
console.error(
  `demo-data/ rebuilt in ${((Date.now() - started) / 1000).toFixed(0)} s: ${megabytes.toFixed(2)} MB`,
);
