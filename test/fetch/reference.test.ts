import { existsSync } from 'node:fs';
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runFetch } from '../../src/fetch/index.js';
import { ingestPaths } from '../../src/ingest/index.js';
import { getOk, openTestApp } from '../support/app.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample } from '../ingest/samples.js';
import { startBtsServer } from './bts-server.js';

/**
 * `atss fetch` brings the reference tables by default (issue #42 point 7): the L_ lookup tables from
 * TranStats' lookup page, ingested together, so the names of the codes a real T-100 file carries arrive
 * with it; `--no-reference` asks for none of them. The stand-in serves real lookup downloads.
 */
const temp = useTempDirs();

const T100 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv';
/** The lookup tables TranStats serves, as real downloads of them. */
const LOOKUPS: Record<string, string> = {
  L_AIRPORT: 'reference/L_AIRPORT__mhmdfakhir_2026.csv',
  L_AIRPORT_ID: 'reference/L_AIRPORT_ID__mhmdfakhir_2026.csv',
  L_CITY_MARKET_ID: 'reference/L_CITY_MARKET_ID__mhmdfakhir_2026.csv',
  L_CARRIERS: 'reference/L_CARRIERS__mhmdfakhir_2026.csv',
  L_UNIQUE_CARRIERS: 'reference/L_UNIQUE_CARRIERS__pietonov_2024.csv',
  L_CARRIER_HISTORY: 'reference/L_CARRIER_HISTORY__jordanbell_2023.csv',
  L_AIRLINE_ID: 'reference/L_AIRLINE_ID__jordanbell_2023.csv',
  L_AIRCRAFT_TYPE: 'reference/L_AIRCRAFT_TYPE__pietonov_2024.csv',
};
const ROUTE = '/traffic/segments/route?origin=JFK&destination=LHR&year=2026&month=2&metrics=passengers';

async function fetchWith(reference: boolean, errorPage?: string) {
  const served = join(temp.dir(), 'transtats');
  await mkdir(served, { recursive: true });
  // TranStats answering a lookup with an error page (status 200)
  if (errorPage !== undefined)
    await writeFile(join(served, `${errorPage}.csv`), '<html><body>Error</body></html>\n');
  for (const [name, path] of Object.entries(LOOKUPS)) {
    const target = join(served, `${name}.csv`);
    if (!existsSync(target)) await copyFile(sample(path), target);
  }
  const server = await startBtsServer(served);
  const lines: string[] = [];
  try {
    const summary = await runFetch({
      from: '2026-02',
      to: '2026-02',
      // the default brings them
      ...(reference ? {} : { reference: false }),
      dataDir: temp.dataDir(),
      downloadDir: join(temp.dir(), 'downloads'),
      settings: {
        baseUrl: server.url,
        concurrency: 2,
        attempts: 2,
        idleTimeoutMs: 5000,
        retryBaseMs: 20,
        retryMaxMs: 100,
      },
      report: { line: (message) => lines.push(message) },
    });
    return { summary, lines, requests: server.requests };
  } finally {
    await server.close();
  }
}

async function route(): Promise<any> {
  const { app, close } = await openTestApp(temp.dataDir());
  try {
    return await getOk(app, ROUTE);
  } finally {
    await close();
  }
}

describe('atss fetch and the reference tables', () => {
  it('brings the lookup tables by default: a T-100 file ingested alone then answers with names', async () => {
    await ingestPaths([sample(T100)], { dataDir: temp.dataDir() });
    const alone = await route();
    expect(alone.meta.origin).toEqual({ iata_code: 'JFK', name: null });
    expect(alone.meta.missing_reference).toEqual(['airports', 'carriers']);

    const { summary, lines, requests } = await fetchWith(true);
    // every lookup table asked for once by its ROT13 name, then ingested in one go
    expect(
      requests
        .filter((r) => r.name.startsWith('L_'))
        .map((r) => [r.name, r.status])
        .sort(),
    ).toEqual(
      Object.keys(LOOKUPS)
        .map((name) => [`${name}.csv`, 200])
        .sort(),
    );
    expect(summary).toMatchObject({ failed: 0, ingestFailed: 0, ingested: 1 });
    expect(lines.join('\n')).toMatch(/lookups current: ingested [\d,]+ records/);

    const jfk = readSampleCsv(LOOKUPS.L_AIRPORT!).records.find((r) => r.Code === 'JFK')!.Description!;
    const named = await route();
    expect(named.meta.origin).toEqual({ iata_code: 'JFK', name: jfk.slice(jfk.indexOf(': ') + 2) });
    expect(named.meta.missing_reference).toBeUndefined();
    expect(named.result.passengers.value).toBe(alone.result.passengers.value);

    // a second run: every table unchanged on the server, nothing ingested again
    const again = await fetchWith(true);
    expect(again.summary).toMatchObject({ downloaded: 0, unchanged: 8, ingested: 0, alreadyIngested: 1 });
  });

  it('--no-reference asks for no lookup table', async () => {
    const { requests, lines } = await fetchWith(false);
    expect(requests.filter((r) => r.name.startsWith('L_'))).toEqual([]);
    expect(lines.join('\n')).not.toContain('lookups');
  });

  it('keeps no error page for a lookup table: retried, then given up, and the tables not ingested', async () => {
    const { summary, lines } = await fetchWith(true, 'L_AIRPORT');
    const text = lines.join('\n');
    expect(summary).toMatchObject({ failed: 1, ingested: 0 });
    expect(text).toContain(
      'lookups current L_AIRPORT.csv: attempt 1 failed (downloaded file is corrupt (not a lookup table: its first line is not "Code,Description"): fetching it again)',
    );
    expect(text).toContain('lookups current: not ingested, L_AIRPORT.csv could not be downloaded');
  });
});
