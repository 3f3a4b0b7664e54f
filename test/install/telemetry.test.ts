import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { testDir } from '../support/dataset.js';

/**
 * Installing atss never phones home. `swagger-ui-dist` (the /docs renderer) depends on `@scarf/scarf`, whose
 * postinstall script reports installs to scarf.sh unless a package.json in the dependency chain opts out
 * (`scarfSettings.enabled: false`, scarf's documented switch, honoured whether atss is the project or a
 * dependency of one). npm 11 also skips its script unless allowed; `allowScripts` denies it explicitly.
 */
const root = join(import.meta.dirname, '..', '..');
const scarfReport = join(root, 'node_modules', '@scarf', 'scarf', 'report.js');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  scarfSettings?: { enabled?: boolean };
  allowScripts?: Record<string, boolean>;
};

describe('install telemetry', () => {
  it('package.json opts out of scarf and denies its install script', () => {
    expect(packageJson.scarfSettings).toEqual({ enabled: false });
    expect(packageJson.allowScripts?.['@scarf/scarf']).toBe(false);
  });

  it("scarf's own postinstall, run as npm would run it for this project, sends nothing", async () => {
    if (!existsSync(scarfReport)) {
      // no scarf installed: then the lockfile must not list it either
      expect(readFileSync(join(root, 'package-lock.json'), 'utf8')).not.toContain('@scarf/scarf');
      return;
    }
    // scarf decides from `npm ls @scarf/scarf --json --long`, which it gives 3 s: at load 20 npm takes longer and
    // scarf stops with an error before deciding. The test runs that npm ls itself, unbounded, and hands its
    // answer to scarf through an `npm` first on the PATH: scarf's own decision on the real dependency tree.
    const { stdout: tree } = await promisify(execFile)('npm', ['ls', '@scarf/scarf', '--json', '--long'], {
      cwd: root,
      maxBuffer: 1024 * 1024 * 1024,
    });
    const bin = await testDir('npm-ls');
    await writeFile(join(bin, 'npm-ls.json'), tree);
    await writeFile(join(bin, 'npm'), `#!/bin/sh\ncat '${join(bin, 'npm-ls.json')}'\n`);
    await chmod(join(bin, 'npm'), 0o755);
    // SCARF_LOCAL_PORT is scarf's own switch that sends its report to http://localhost:PORT instead of scarf.sh
    let reports = 0;
    const collector = createServer((_request, response) => {
      reports += 1;
      response.end('ok');
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = collector.address() as AddressInfo;
      const { stderr } = await promisify(execFile)(process.execPath, [scarfReport], {
        cwd: join(root, 'node_modules', '@scarf', 'scarf'),
        env: {
          ...process.env,
          PATH: `${bin}:${process.env.PATH}`,
          INIT_CWD: root,
          SCARF_LOCAL_PORT: String(port),
          SCARF_VERBOSE: 'true',
          SCARF_ANALYTICS: '',
          SCARF_NO_ANALYTICS: '',
          DO_NOT_TRACK: '',
        },
      });
      expect(stderr).toContain('Scarf has been disabled via a package.json in the dependency chain');
      expect(reports).toBe(0);
    } finally {
      collector.close();
    }
  });
});
