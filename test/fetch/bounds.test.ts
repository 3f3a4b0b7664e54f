import { createServer as createTcpServer, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FetchSettings } from '../../src/config.js';
import { runFetch, type FetchSummary } from '../../src/fetch/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import { sharedDataset, testDir } from '../support/dataset.js';
import { startBtsServer, type BtsServer } from './bts-server.js';

// the bounds of `atss fetch` against a server on loopback that misbehaves on purpose (issue 43, point 3)
const { rawDir } = sharedDataset();
const ONTIME = (month: number) =>
  `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_${month}.zip`;

let server: BtsServer;
let dir: string;
beforeEach(async () => {
  dir = await testDir('fetch-bounds');
  server = await startBtsServer(rawDir, join(dir, 'downloads'));
});
afterEach(async () => {
  await server.close();
});

const settings = (overrides: Partial<FetchSettings> = {}): FetchSettings => ({
  baseUrl: server.url,
  concurrency: 2,
  attempts: 3,
  idleTimeoutMs: 10_000,
  retryBaseMs: 20,
  retryMaxMs: 200,
  maxFileBytes: 8e9,
  minBytesPerSecond: 0,
  rateWindowMs: 60_000,
  deadlineMs: 600_000,
  hostFailureLimit: 3,
  ...overrides,
});

async function fetchMonths(
  from: string,
  to: string,
  overrides: Partial<FetchSettings> = {},
): Promise<{ summary: FetchSummary; text: string }> {
  const lines: string[] = [];
  const summary = await runFetch({
    from,
    to,
    only: ['ontime'],
    // the lookup tables, which fetch brings by default, are not what these tests are about
    reference: false,
    dataDir: join(dir, 'data'),
    downloadDir: join(dir, 'downloads'),
    settings: settings(overrides),
    report: { line: (message) => lines.push(message) },
  });
  return { summary, text: lines.join('\n') };
}

const downloads = () => readdir(join(dir, 'downloads')).then((names) => names.sort());
const served = (name: string) => server.requests.filter((request) => request.name === name);
const url = (name: string) => `${server.url}/PREZIP/${name}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('atss fetch bounds every download', () => {
  it('an endless body stops at the size cap, with an error naming the URL and the cap; nothing of it kept', async () => {
    const original = await readFile(join(rawDir, ONTIME(4)));
    server.fail(ONTIME(5), 'endless');
    // a cap above the healthy file's size, far under what the endless body would send
    const cap = original.length + 1000;
    const { summary, text } = await fetchMonths('2025-04', '2025-05', { maxFileBytes: cap });
    expect(summary).toMatchObject({ downloaded: 1, failed: 1, ingested: 1 });
    expect(text).toContain(
      `ontime 2025-05 ${ONTIME(5)}: FAILED: ${url(ONTIME(5))} sent more than the cap of ${cap} bytes`,
    );
    expect(text).toContain('ATSS_FETCH_MAX_FILE_BYTES): stopped, nothing of it kept');
    // refused for good, not asked again; no partial file left behind
    expect(served(ONTIME(5))).toHaveLength(1);
    expect(await downloads()).toEqual([ONTIME(4), 'downloads.json']);
  });

  it('a file announcing more than the cap is not downloaded', async () => {
    const size = (await readFile(join(rawDir, ONTIME(4)))).length;
    const { summary, text } = await fetchMonths('2025-04', '2025-04', { maxFileBytes: size - 1 });
    expect(summary).toMatchObject({ downloaded: 0, failed: 1, ingested: 0 });
    expect(text).toContain(
      `FAILED: ${url(ONTIME(4))} is ${size} bytes, larger than the cap of ${size - 1} bytes`,
    );
    expect(await downloads()).toEqual([]);
  });

  it('a server trickling bytes is cut at the minimum rate, each attempt, with an error naming the host', async () => {
    server.fail(ONTIME(4), 'trickle', 100);
    const { summary, text } = await fetchMonths('2025-04', '2025-04', {
      minBytesPerSecond: 1000,
      rateWindowMs: 500,
      attempts: 2,
    });
    const host = new URL(server.url).host;
    expect(summary).toMatchObject({ downloaded: 0, failed: 1 });
    expect(text).toMatch(
      new RegExp(
        `FAILED: ${escape(host)} sent \\d+ bytes in \\d+\\.\\d s \\(0 kB/s\\), under the minimum of 1 kB/s \\(ATSS_FETCH_MIN_RATE\\); gave up after 2 attempts`,
      ),
    );
    expect(served(ONTIME(4))).toHaveLength(2);
  });

  it('a file not complete by its deadline fails, naming the host and the URL', async () => {
    server.fail(ONTIME(4), 'trickle', 100);
    const { summary, text } = await fetchMonths('2025-04', '2025-04', { deadlineMs: 1500 });
    expect(summary).toMatchObject({ downloaded: 0, failed: 1 });
    const host = new URL(server.url).host;
    expect(text).toContain(
      `FAILED: ${host} did not complete ${url(ONTIME(4))} within 1.5 s (ATSS_FETCH_DEADLINE_MS)`,
    );
    expect(await downloads()).toEqual([]);
  });
});

describe('atss fetch checks what it downloaded', () => {
  it('a zip bomb is refused from its directory, before it is inflated, and nothing of it is kept', async () => {
    const { zip } = await import('fflate');
    // 64 MB of zeros deflate to about 64 kB: about 1,000 times, over the ingest's ratio bound of 200
    const bomb = await new Promise<Uint8Array>((resolve, reject) =>
      zip({ 'On_Time_2025_5.csv': new Uint8Array(64 * 2 ** 20) }, { level: 9 }, (error, data) =>
        error ? reject(error) : resolve(data),
      ),
    );
    server.serve(ONTIME(5), Buffer.from(bomb));
    const { summary, text } = await fetchMonths('2025-05', '2025-05');
    expect(summary).toMatchObject({ downloaded: 0, failed: 1, ingested: 0, ingestFailed: 0 });
    expect(text).toMatch(
      new RegExp(
        `FAILED: ${escape(url(ONTIME(5)))} is refused, nothing of it kept: member On_Time_2025_5.csv declares ${64 * 2 ** 20} bytes: it expands more than 200 times .*\\(ATSS_INGEST_MAX_RATIO\\)`,
      ),
    );
    expect(served(ONTIME(5))).toHaveLength(1);
    expect(await downloads()).toEqual([]);
  });

  it("a file holding another period than its URL's is an error naming both, and nothing of it is stored", async () => {
    server.serve(ONTIME(5), await readFile(join(rawDir, ONTIME(6))));
    const { summary, text } = await fetchMonths('2025-05', '2025-05');
    expect(summary).toMatchObject({ downloaded: 1, ingested: 0, ingestFailed: 1 });
    expect(text).toMatch(
      new RegExp(
        `ontime 2025-05: not ingested: ${escape(ONTIME(5))}.*: holds period 2025-06 \\(\\d+ records, the first on this line\\) where 2025-05 was asked for`,
      ),
    );
    expect(await readManifest(join(dir, 'data'))).toBeUndefined();
  });
});

describe('atss fetch without a reachable host', () => {
  it('names the host and stops asking it after a few failures in a row, instead of retrying every file', async () => {
    // a host that takes each connection and closes it at once: every request ends without an answer
    const sockets: Socket[] = [];
    const reset = createTcpServer((socket) => {
      sockets.push(socket);
      socket.destroy();
    });
    await new Promise<void>((resolve) => reset.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(reset.address() as AddressInfo).port}`;
    try {
      const { summary, text } = await fetchMonths('2025-04', '2025-09', {
        baseUrl: `http://${host}`,
        attempts: 5,
      });
      expect(summary).toMatchObject({ downloaded: 0, failed: 6, ingested: 0 });
      // 3 failures in a row give the host up; the download running beside them may have sent one more
      expect(sockets.length).toBeGreaterThanOrEqual(3);
      expect(sockets.length).toBeLessThanOrEqual(4);
      expect(text).toMatch(
        new RegExp(
          `fetch: stopped asking ${escape(host)}: cannot reach ${escape(host)} \\(connection failed: .*; 3 connection failures in a row\\): no more requests to ${escape(host)} in this run; [45] more files not attempted`,
        ),
      );
    } finally {
      await new Promise((resolve) => reset.close(resolve));
    }
  });

  it('a refused connection names the host and the cause', async () => {
    const closed = createTcpServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const host = `127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const { summary, text } = await fetchMonths('2025-04', '2025-06', { baseUrl: `http://${host}` });
    expect(summary).toMatchObject({ downloaded: 0, failed: 3 });
    expect(text).toContain(`cannot reach ${host} (connection failed: fetch failed (ECONNREFUSED)`);
  });
});
