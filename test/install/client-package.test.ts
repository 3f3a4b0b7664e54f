import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedDataset, testDir } from '../support/dataset.js';
import { startAtss, type AtssProcess } from '../support/server.js';

/**
 * Issue #29 point 5: the typed client installs the way its users install packages. The install lines of
 * clients/typescript/README.md run as written, in a copy of what a fresh clone holds (the files git tracks: no
 * `dist/`, no build output) next to the clone's `npm install` (its node_modules), with npm offline and its
 * registry pointing at a closed port, so the package itself needs no network. A TypeScript program in a
 * scratch project then imports 'atss-client', compiles under strict settings and calls a running atss.
 */
const run = promisify(execFile);
const ROOT = join(import.meta.dirname, '..', '..');
const CLIENT = 'clients/typescript';
const NO_NETWORK = {
  npm_config_offline: 'true',
  npm_config_registry: 'http://127.0.0.1:9/',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
  npm_config_update_notifier: 'false',
};

let atss: AtssProcess;
beforeAll(async () => {
  atss = await startAtss(['serve', '--data', sharedDataset().dataDir]);
});
afterAll(async () => {
  await atss?.stop();
});

/** The files a fresh clone of the client holds: tracked by git, or new and not ignored (about to be). */
async function copyAsCloned(clone: string): Promise<void> {
  const { stdout } = await run(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', CLIENT],
    {
      cwd: ROOT,
    },
  );
  const files = stdout.split('\0').filter((file) => file !== '' && existsSync(join(ROOT, file)));
  expect(files).toContain(`${CLIENT}/package.json`);
  expect(files.some((file) => file.startsWith(`${CLIENT}/dist/`))).toBe(false);
  for (const file of files) {
    await mkdir(join(clone, file, '..'), { recursive: true });
    await cp(join(ROOT, file), join(clone, file));
  }
}

/** The `sh` block under "## Install" in the client's README. */
async function installLines(): Promise<string> {
  const readme = await readFile(join(ROOT, CLIENT, 'README.md'), 'utf8');
  const section = readme.split('\n## Install\n')[1]?.split('\n## ')[0];
  const block = section && /```sh\n([\s\S]*?)```/.exec(section);
  expect(block, 'an sh block under "## Install" in the client README').toBeTruthy();
  return block![1]!;
}

const PROGRAM = (baseUrl: string) => `
import { AtssProblemError, createClient, type PerformanceRouteResult } from 'atss-client';

const atss = createClient({ baseUrl: ${JSON.stringify(baseUrl)} });
const route: PerformanceRouteResult = await atss.performanceRoute({
  origin: 'ATL',
  destination: 'LAX',
  year: 2025,
  month: 6,
  metrics: ['flights', 'on_time_pct'],
});
const flights: number | null | undefined = route.result?.['flights']?.value;
console.log(JSON.stringify({ flights, route }));
// @ts-expect-error metrics are typed as the catalog's ids: a typo does not compile
await atss.performanceRoute({ origin: 'ATL', destination: 'LAX', year: 2025, month: 6, metrics: ['flight'] }).catch(() => undefined);
try {
  await atss.performanceRoute({ origin: 'ATL', destination: 'LAX', year: 1999, month: 1 });
} catch (error) {
  if (error instanceof AtssProblemError) console.log(JSON.stringify({ code: error.code, status: error.status }));
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    lib: ['ES2022', 'DOM'],
    types: [],
    strict: true,
    noEmitOnError: true,
  },
  files: ['main.ts'],
};

describe('the typed client, installed from a clean clone', () => {
  it("the README's install lines pack it offline; a TypeScript project imports, compiles and calls atss", async () => {
    const work = await testDir('client-install');
    const clone = join(work, 'atss');
    const project = join(work, 'your-project');
    await copyAsCloned(clone);
    // the clone after its own `npm install`: the build's TypeScript comes from there
    await symlink(join(ROOT, 'node_modules'), join(clone, 'node_modules'), 'dir');
    await mkdir(project);
    await writeFile(
      join(project, 'package.json'),
      JSON.stringify({ name: 'your-project', private: true, type: 'module' }),
    );

    const lines = (await installLines())
      .replaceAll('/path/to/atss', clone)
      .replaceAll('/path/to/your-project', project);
    await run('sh', ['-e', '-c', lines], { cwd: work, env: { ...process.env, ...NO_NETWORK } });
    const installed = join(project, 'node_modules', 'atss-client');
    expect(existsSync(join(installed, 'dist', 'index.js')), 'the installed package has its build').toBe(true);
    expect(JSON.parse(await readFile(join(project, 'package.json'), 'utf8')).dependencies).toHaveProperty(
      'atss-client',
    );

    await writeFile(join(project, 'main.ts'), PROGRAM(atss.url));
    await writeFile(join(project, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    const tsc = join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc');
    const compiled = await run(process.execPath, [tsc, '-p', 'tsconfig.json'], { cwd: project }).catch(
      (error: Error & { stdout?: string }) => {
        throw new Error(`tsc failed in the scratch project:\n${error.stdout ?? error.message}`);
      },
    );
    expect(compiled.stdout).toBe('');

    const { stdout } = await run(process.execPath, ['main.js'], { cwd: project });
    const [first, second] = stdout.trim().split('\n');
    const expected = await (
      await fetch(
        `${atss.url}/performance/route?origin=ATL&destination=LAX&year=2025&month=6&metrics=flights,on_time_pct`,
      )
    ).json();
    const answer = JSON.parse(first!);
    expect(answer.route).toEqual(expected);
    expect(answer.flights).toBe(expected.result.flights.value);
    expect(typeof answer.flights).toBe('number');
    expect(JSON.parse(second!)).toEqual({ code: 'no-data', status: 404 });
  });
});
