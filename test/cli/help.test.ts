import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** `atss <command> --help` as a user types it: the built CLI (`npm test` builds it first), a real process. */
const bin = join(import.meta.dirname, '..', '..', 'bin', 'atss.js');
const run = promisify(execFile);

const FLAGS: Record<string, readonly string[]> = {
  generate: ['--out DIR', '--seed N', '--scale S', '--from YYYY-MM', '--to YYYY-MM', '--only', '--quiet'],
  ingest: ['PATH...', '--data DIR', '--quiet'],
  fetch: [
    '--from YYYY-MM',
    '--to YYYY-MM',
    '--only FAMILIES',
    '--base-url URL',
    '--downloads DIR',
    '--dry-run',
  ],
  serve: ['--data DIR', '--port N'],
  start: ['--data DIR', '--port N'],
};

describe('atss <command> --help', () => {
  for (const [command, flags] of Object.entries(FLAGS)) {
    for (const help of ['--help', '-h']) {
      it(`${command} ${help} prints the command's usage on stdout and exits 0 without running it`, async () => {
        // a data directory that must not be touched: start/serve would build or open it
        const { stdout, stderr } = await run(process.execPath, [bin, command, help], {
          env: { ...process.env, ATSS_DATA_DIR: '/nonexistent/atss-help-test' },
          timeout: 600_000, // only a hang guard: the machine may be at load 20
        });
        expect(stdout.startsWith(`Usage: atss ${command} `)).toBe(true);
        for (const flag of flags) expect(stdout).toContain(flag);
        expect(stderr).toBe('');
      });
    }
  }

  it('help after other flags still prints the usage (atss generate --out x --help)', async () => {
    const { stdout } = await run(process.execPath, [bin, 'generate', '--out', '/nonexistent/x', '--help']);
    expect(stdout.startsWith('Usage: atss generate ')).toBe(true);
  });

  it('an unknown flag is still a usage error (exit 2), not help', async () => {
    const failure = await run(process.execPath, [bin, 'serve', '--bogus']).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect((failure as { code: number }).code).toBe(2);
    expect((failure as { stderr: string }).stderr).toContain('atss serve:');
  });
});
