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
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
});

const outputs = Object.keys(result.metafile.outputs).map((path) => basename(path));
const named = (extension) => {
  const name = outputs.find((file) => file.endsWith(extension));
  if (name === undefined) throw new Error(`explorer build: no ${extension} output`);
  return `/explore/assets/${name}`;
};
const template = await readFile(join(here, 'index.html'), 'utf8');
await mkdir(outDir, { recursive: true });
await writeFile(
  join(outDir, 'index.html'),
  template.replace('{{script}}', named('.js')).replace('{{style}}', named('.css')),
);
