// Bundles the explorer into dist/explorer: one content-hashed script and stylesheet under assets/, and the
// page that names them. Run by `npm run build` (so by `npm install`, `npm test` and `npm run bench`).
import { build } from 'esbuild';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';

const here = import.meta.dirname;
const outDir = join(here, '..', 'dist', 'explorer');

await rm(outDir, { recursive: true, force: true });
const result = await build({
  entryPoints: [join(here, 'src', 'main.ts'), join(here, 'style.css')],
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2022',
  outdir: join(outDir, 'assets'),
  entryNames: 'explorer-[hash]',
  // the charts and the map load as chunks of their own, while the page fetches what it needs first
  splitting: true,
  chunkNames: 'chunk-[hash]',
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const outputs = Object.entries(result.metafile.outputs);
const named = (entry) => {
  const output = outputs.find(([, meta]) => meta.entryPoint?.endsWith(entry));
  if (output === undefined) throw new Error(`explorer build: no output for ${entry}`);
  return `/explore/assets/${basename(output[0])}`;
};
// chunks the first view needs are fetched with the page, not one after another; the map's wait for a map
const preloads = outputs
  .filter(([path, meta]) => path.endsWith('.js') && meta.entryPoint === undefined)
  .filter(([, meta]) => !Object.keys(meta.inputs).some((input) => input.includes('us-atlas')))
  .map(([path]) => `<link rel="modulepreload" href="/explore/assets/${basename(path)}" />`)
  .join('\n    ');
const template = await readFile(join(here, 'index.html'), 'utf8');
await mkdir(outDir, { recursive: true });
await writeFile(
  join(outDir, 'index.html'),
  template
    .replace('{{script}}', named('main.ts'))
    .replace('{{style}}', named('style.css'))
    .replace('{{preloads}}', preloads),
);
