import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FetchSettings } from '../../src/config.js';
import { formatBytes } from '../../src/fetch/bytes.js';
import { runFetch, type FetchSummary } from '../../src/fetch/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import { sharedDataset, testDir } from '../support/dataset.js';
import { startBtsServer, type BtsServer } from './bts-server.js';
import { expectStore } from './expected-store.js';

// the shared generated dataset: on-time 2025-04..2025-09 and DB1B 2025 Q2 under their PREZIP names
const { rawDir } = sharedDataset();
const bin = join(import.meta.dirname, '..', '..', 'bin', 'atss.js');

const ONTIME = (month: number) =>
  `On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_${month}.zip`;
const DB1B = (part: 'Market' | 'Coupon' | 'Ticket') => `Origin_and_Destination_Survey_DB1B${part}_2025_2.zip`;

let server: BtsServer;
let dir: string;
beforeEach(async () => {
  dir = await testDir('fetch');
  server = await startBtsServer(rawDir, join(dir, 'downloads'));
});
afterEach(async () => {
  await server.close();
});

/** Short waits so misbehaving servers cost little; the code paths are the production ones. */
const settings = (): FetchSettings => ({
  baseUrl: server.url,
  concurrency: 2,
  attempts: 5,
  // long enough that a healthy answer on a loaded machine never looks stalled, short enough for the stall case
  idleTimeoutMs: 3000,
  retryBaseMs: 20,
  retryMaxMs: 2000,
});

async function fetchRange(
  from: string,
  to: string,
  only = ['ontime', 'db1b'],
): Promise<{ summary: FetchSummary; lines: string[] }> {
  const lines: string[] = [];
  const summary = await runFetch({
    from,
    to,
    only,
    // the lookup tables that come by default: reference.test.ts
    reference: false,
    dataDir: join(dir, 'data'),
    downloadDir: join(dir, 'downloads'),
    settings: settings(),
    report: { line: (message) => lines.push(message) },
  });
  return { summary, lines };
}

/** Runs the CLI in a child without blocking this process (the test server answers from it). */
function atss(args: string[], env: NodeJS.ProcessEnv): Promise<{ status: number | null; stderr: string }> {
  const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (status) => resolve({ status, stderr })));
}

const served = (name: string) => server.requests.filter((request) => request.name === name);

describe('atss fetch against a misbehaving server', () => {
  it('ends every misbehaviour with the right store and a clear line per file; a second run downloads and ingests nothing', async () => {
    server.fail(ONTIME(9), 'not-found', 100);
    server.fail(ONTIME(5), 'cut');
    server.fail(ONTIME(6), 'truncate');
    server.fail(ONTIME(7), 'stall');
    server.fail(ONTIME(8), 'cut');
    server.fail(ONTIME(8), 'ignore-range');
    server.fail(DB1B('Market'), 'unavailable');

    const { summary, lines } = await fetchRange('2025-04', '2025-09');
    const text = lines.join('\n');
    await expectStore(join(dir, 'data'), rawDir, {
      ontime: [4, 5, 6, 7, 8].map((month) => [2025, month] as [number, number]),
      db1b: [[2025, 2]],
    });
    expect(summary).toMatchObject({ downloaded: 8, unchanged: 0, notPublished: 1, failed: 0, ingested: 6 });
    // the 404 month: one clear line, not a failure
    expect(text).toContain(`ontime 2025-09 ${ONTIME(9)}: HTTP 404, 2025-09 not published yet`);
    expect(text).toContain('ontime 2025-09: 2025-09 not published yet');
    // the cut: resumed where it stopped, with Range
    expect(text).toMatch(new RegExp(`ontime 2025-05 ${ONTIME(5)}: attempt 1 failed \\(connection failed`));
    expect(text).toContain(`ontime 2025-05 ${ONTIME(5)}: resumed at`);
    expect(served(ONTIME(5)).map((r) => r.status)).toEqual([200, 206]);
    // the truncated body with a good status: refused by the zip check, fetched again whole
    expect(text).toMatch(
      new RegExp(
        `ontime 2025-06 ${ONTIME(6)}: attempt 1 failed \\(downloaded file is corrupt \\(not a complete zip`,
      ),
    );
    expect(served(ONTIME(6)).map((r) => [r.status, r.range])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    // the stall: cut after the idle timeout, then resumed
    expect(text).toContain(`ontime 2025-07 ${ONTIME(7)}: attempt 1 failed (no byte arrived for 3.0 s)`);
    expect(served(ONTIME(7)).map((r) => r.status)).toEqual([200, 206]);
    // a server that answers a Range request with the whole file: restarted from 0
    expect(text).toContain(
      `ontime 2025-08 ${ONTIME(8)}: the server sent the whole file to a Range request: restarted from 0`,
    );
    // 503 with Retry-After: 1 honoured
    expect(text).toContain(
      `db1b 2025Q2 ${DB1B('Market')}: attempt 1 failed (HTTP 503 Service Unavailable); retrying in 1.0 s (Retry-After)`,
    );
    for (const month of [4, 5, 6, 7, 8])
      expect(text).toMatch(new RegExp(`ontime 2025-0${month} ${ONTIME(month)}: downloaded .* zip verified`));
    expect(text).toMatch(/db1b 2025Q2: ingested [\d,]+ records/);
    // nothing partial left in the download folder; the manifest records each kept file
    expect((await readdir(join(dir, 'downloads'))).sort()).toEqual(
      [
        ...[4, 5, 6, 7, 8].map(ONTIME),
        DB1B('Market'),
        DB1B('Coupon'),
        DB1B('Ticket'),
        'downloads.json',
      ].sort(),
    );

    const version = (await readManifest(join(dir, 'data')))?.dataVersion;
    const before = server.requests.length;
    const again = await fetchRange('2025-04', '2025-09');
    expect(again.summary).toMatchObject({ downloaded: 0, unchanged: 8, ingested: 0, alreadyIngested: 6 });
    const second = server.requests.slice(before);
    expect(second.filter((r) => r.status === 304 && r.conditional)).toHaveLength(8);
    expect(second.filter((r) => r.status === 200 || r.status === 206)).toEqual([]);
    const size = formatBytes((await stat(join(rawDir, ONTIME(4)))).size);
    expect(again.lines).toContain(
      `ontime 2025-04 ${ONTIME(4)}: unchanged on the server (HTTP 304), kept copy used (${size})`,
    );
    expect(again.lines).toContain('db1b 2025Q2: already in the store (files unchanged), not ingested again');
    expect((await readManifest(join(dir, 'data')))?.dataVersion).toBe(version);
  });

  it('never ingests a corrupt file: one corrupt answer is fetched again, a file corrupt every time is given up', async () => {
    server.fail(ONTIME(4), 'corrupt', 100);
    server.fail(ONTIME(5), 'corrupt');
    const { summary, lines } = await fetchRange('2025-04', '2025-05', ['ontime']);
    const text = lines.join('\n');
    expect(summary).toMatchObject({ downloaded: 1, failed: 1, ingested: 1 });
    expect(text).toMatch(
      new RegExp(
        `ontime 2025-05 ${ONTIME(5)}: attempt 1 failed \\(downloaded file is corrupt \\(member .* fetching it again\\)`,
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `ontime 2025-04 ${ONTIME(4)}: FAILED: downloaded file is corrupt .* gave up after 5 attempts`,
      ),
    );
    expect(text).toContain(`ontime 2025-04: not ingested, ${ONTIME(4)} could not be downloaded`);
    await expectStore(join(dir, 'data'), rawDir, { ontime: [[2025, 5]], db1b: [] });
    expect((await readdir(join(dir, 'downloads'))).sort()).toEqual([ONTIME(5), 'downloads.json']);
  });

  it('--dry-run prints every URL and target file and the manual steps, and asks the server nothing', async () => {
    const result = await atss(
      [
        'fetch',
        '--from',
        '2025-05',
        '--to',
        '2025-08',
        '--only',
        'ontime,db1b,t100',
        '--base-url',
        `${server.url}/`,
        '--data',
        join(dir, 'data'),
        '--dry-run',
      ],
      process.env,
    );
    expect(result.status).toBe(0);
    const downloads = join(dir, 'data', 'downloads');
    const lines = result.stderr.trim().split('\n');
    expect(lines.filter((line) => /^(ontime|db1b) /.test(line))).toEqual([
      ...[5, 6, 7, 8].map(
        (month) =>
          `ontime 2025-0${month}: ${server.url}/PREZIP/${ONTIME(month)} -> ${join(downloads, ONTIME(month))}`,
      ),
      ...(['Market', 'Coupon', 'Ticket'] as const).map(
        (part) => `db1b 2025Q2: ${server.url}/PREZIP/${DB1B(part)} -> ${join(downloads, DB1B(part))}`,
      ),
    ]);
    expect(lines).toContain(
      't100: not downloaded by atss fetch (TranStats publishes T-100 through its field-picker form only, not as pre-zipped files); by hand:',
    );
    expect(lines).toContain(
      '  1. open https://www.transtats.bts.gov/DL_SelectFields.aspx?gnoyr_VQ=FMG (T-100 Segment, all carriers) and https://www.transtats.bts.gov/DL_SelectFields.aspx?gnoyr_VQ=FMF (T-100 Market, all carriers)',
    );
    expect(server.requests).toEqual([]);
  });

  it('killed with SIGKILL mid-run: the store stays at its last published version, the next run resumes and completes it', async () => {
    server.fail(DB1B('Ticket'), 'stall', 1000);
    const env = {
      ...process.env,
      ATSS_BTS_BASE_URL: server.url,
      ATSS_FETCH_IDLE_TIMEOUT_MS: '1000',
      ATSS_FETCH_ATTEMPTS: '100',
      ATSS_FETCH_RETRY_BASE_MS: '20',
      ATSS_FETCH_RETRY_MAX_MS: '100',
    };
    const args = [
      'fetch',
      '--from',
      '2025-04',
      '--to',
      '2025-06',
      '--only',
      'ontime,db1b',
      '--data',
      join(dir, 'data'),
    ];
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    await new Promise<void>((resolve, reject) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        // two months published, the DB1B quarter waiting for its stalled Ticket file
        if (
          (stderr.match(/ingested [\d,]+ records/g) ?? []).length >= 2 &&
          stderr.includes(`${DB1B('Ticket')}: attempt 1 failed`)
        ) {
          child.kill('SIGKILL');
          resolve();
        }
      });
      child.on('exit', (code) => reject(new Error(`fetch ended (${code}) before the kill:\n${stderr}`)));
    });
    await new Promise((resolve) => child.once('exit', resolve));
    // the store holds whole published periods only
    const published = Object.keys(
      (await readManifest(join(dir, 'data')))?.manifest.tables.ontime?.partitions ?? {},
    );
    expect(published.length).toBeGreaterThanOrEqual(2);
    await expectStore(join(dir, 'data'), rawDir, {
      ontime: published.map((p) => [2025, Number(p.slice(5))] as [number, number]),
      db1b: [],
    });
    expect(await readdir(join(dir, 'data', 'downloads'))).toContain(`${DB1B('Ticket')}.part`);

    server.requests.length = 0;
    server.heal(DB1B('Ticket'));
    const rerun = await atss(args, { ...env, ATSS_FETCH_ATTEMPTS: '5' });
    expect(rerun.status, rerun.stderr).toBe(0);
    await expectStore(join(dir, 'data'), rawDir, {
      ontime: [4, 5, 6].map((month) => [2025, month] as [number, number]),
      db1b: [[2025, 2]],
    });
    // the stalled file was resumed from its partial copy
    expect(served(DB1B('Ticket')).map((r) => r.status)).toEqual([206]);
  });
});
