import { execFile } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { testDir } from '../support/dataset.js';

/** `atss generate` as a user types it: the built CLI (`npm test` builds it first), a real process. */
const bin = join(import.meta.dirname, '..', '..', 'bin', 'atss.js');
const run = promisify(execFile);

const PARQUET_MAGIC = 'PAR1';
/**
 * A guard against a hang, not a speed: the smallest DB1C month still costs about 8 s of CPU, which took 2.5 minutes
 * of wall time at load 24 on 2 cores (the former 0.02 scale timed out at 300 s there).
 */
const TIMEOUT_MS = 600_000;

describe('atss generate --out with quotes in the path', () => {
  it(
    'writes the DB1C Parquet zips into a directory named o\'q "x (paths never spliced into SQL)',
    async () => {
      const out = join(await testDir('out-path'), `o'q "x`);
      const args = ['generate', '--out', out, '--only', 'db1c', '--from', '2025-07', '--to', '2025-07'];
      await run(process.execPath, [bin, ...args, '--scale', '0.001', '--quiet'], { timeout: TIMEOUT_MS });
      const zips = (await readdir(out)).filter((name) => name.endsWith('.zip')).sort();
      expect(zips.map((name) => name.split('.')[1])).toEqual(['COUPON', 'MARKET', 'TICKET']);
      for (const zip of zips) {
        const members = Object.entries(unzipSync(new Uint8Array(await readFile(join(out, zip)))));
        expect(members.map(([name]) => name)).toEqual([zip.replace(/\.zip$/, '.parquet')]);
        const bytes = Buffer.from(members[0]![1]);
        expect(bytes.subarray(0, 4).toString()).toBe(PARQUET_MAGIC);
        expect(bytes.subarray(-4).toString()).toBe(PARQUET_MAGIC);
      }
      // nothing temporary left behind
      expect((await readdir(out)).filter((name) => name.startsWith('.'))).toEqual([]);
    },
    TIMEOUT_MS,
  );
});
