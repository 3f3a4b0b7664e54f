import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runPublish } from '../../src/publish/command.js';
import { acquireLock, currentOwner, PUBLISH_LOCK } from '../../src/storage/lock.js';

/**
 * Issue #23 serving point 8: `atss publish` runs one at a time per data directory. The lock is taken before
 * any ClickHouse connection, so this needs no server: the URL below has none listening, and a publish that got
 * past the lock would fail on the missing manifest (or on connecting) instead of being refused.
 */
const NOWHERE = 'http://127.0.0.1:9';
let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'atss-publish-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const publish = (): Promise<unknown> => runPublish(['--clickhouse', NOWHERE, '--data', dataDir]);

describe('publish lock', () => {
  it('refuses a publish while another one runs on the same data directory, before connecting', async () => {
    const release = await acquireLock(dataDir, PUBLISH_LOCK);
    try {
      await expect(publish()).rejects.toThrow(
        `another atss publish (pid ${process.pid}) is loading into ClickHouse the data of ${dataDir}`,
      );
    } finally {
      await release();
    }
  });

  it('releases the lock when a publish ends, even in failure, so the next one runs', async () => {
    await expect(publish()).rejects.toThrow(/no published data/);
    expect(await readdir(dataDir)).toEqual([]);
    await expect(publish()).rejects.toThrow(/no published data/);
  });

  it('takes over the lock of a publish that died', async () => {
    // the same pid, started at another time (a container's PID 1 after kill -9): stale
    await writeFile(join(dataDir, PUBLISH_LOCK.file), JSON.stringify({ ...currentOwner(), start_time: '1' }));
    await expect(publish()).rejects.toThrow(/no published data/);
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('does not create a data directory that does not exist', async () => {
    const missing = join(dataDir, 'typo');
    await expect(runPublish(['--clickhouse', NOWHERE, '--data', missing])).rejects.toThrow(
      `no data directory ${missing}`,
    );
    expect(await readdir(dataDir)).toEqual([]);
  });
});
