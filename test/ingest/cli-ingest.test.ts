import { execFile } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readManifest } from '../../src/storage/manifest.js';
import { readFixture, useTempDirs } from './helpers.js';

const temp = useTempDirs();
const bin = join(import.meta.dirname, '..', '..', 'bin', 'atss.js');

/**
 * `atss ingest ...` in a child process, awaited (a synchronous spawn would block this worker's event loop for
 * the whole ingest, and on a loaded machine the test runner's own messages time out meanwhile).
 */
function atss(...args: string[]): Promise<{ status: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      process.execPath,
      [bin, 'ingest', ...args],
      { encoding: 'utf8' },
      (_error, _stdout, stderr) => resolve({ status: child.exitCode, stderr }),
    );
  });
}

describe('atss ingest', () => {
  it('prints the summary, refuses a replacement without evidence, accepts it with --force', async () => {
    const csv = join(temp.dir(), 'ontime.csv');
    await writeFile(csv, await readFixture('ontime-2025-01.csv'));
    const first = await atss(csv, '--data', temp.dataDir(), '--threads', '1', '--memory-limit', '512MB');
    expect(first.status).toBe(0);
    expect(first.stderr).toContain(
      'file ontime.csv: On-Time Reporting Carrier, periods 2025-01, 3 records\n',
    );
    expect(first.stderr).toContain('ontime 2025-01: 0 -> 2 stored rows (3 records)\n');

    // the header and the first record only
    await writeFile(csv, `${(await readFixture('ontime-2025-01.csv')).split('\n').slice(0, 2).join('\n')}\n`);
    const refused = await atss(csv, '--data', temp.dataDir(), '--quiet');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toBe(
      'ontime.csv, line 2: would replace the 3 stored records of ontime 2025-01 with 1 (under half); run again with --force to accept it\n',
    );
    const forced = await atss(csv, '--data', temp.dataDir(), '--force');
    expect(forced.status).toBe(0);
    expect(forced.stderr).toContain('ontime 2025-01: 2 -> 1 stored rows (1 records)\n');
    expect(
      (await readManifest(temp.dataDir()))!.manifest.tables.ontime!.partitions['2025-01']!.source_rows,
    ).toBe(1);
  });

  it('refuses an ingest memory limit that is not a size', async () => {
    const result = await atss('x.csv', '--data', temp.dataDir(), '--memory-limit', 'lots');
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('ATSS_INGEST_MEMORY_LIMIT must be a size such as 6GB or 512MB, got "lots"\n');
  });
});
