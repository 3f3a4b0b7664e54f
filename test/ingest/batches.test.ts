import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import { TABLE_IDS } from '../../src/storage/schema.js';
import { copyFixtures, query, readFixture, storedSource, useTempDirs } from './helpers.js';

/**
 * Issue #15: one ingest call holds about one period's files at a time (a period's files are built and
 * dropped as soon as its partners are read), whatever the number of files; it must store exactly what one call
 * per period stores, and a file failing after a period was built must still publish nothing.
 */
const temp = useTempDirs();

const TRIO = { market: 'db1b-market.csv', coupon: 'db1b-coupon.csv', ticket: 'db1b-ticket.csv' } as const;
type Part = keyof typeof TRIO;
const downloadName = (part: Part, year: number, quarter: number) =>
  `Origin_and_Destination_Survey_DB1B${part[0]!.toUpperCase()}${part.slice(1)}_${year}_${quarter}.csv`;

/** The 2024 Q4 fixture file of `part` as the same records of 2025 Q1 (ids renumbered as BTS numbers them). */
async function nextQuarter(part: Part): Promise<string> {
  const [header, ...records] = (await readFixture(TRIO[part])).trimEnd().split('\n');
  const names = header!.split(',');
  const at = (name: string) => names.indexOf(name);
  return `${[
    header,
    ...records.map((record) => {
      const fields = record.split(',');
      fields[at('Year')] = '2025';
      fields[at('Quarter')] = '1';
      for (const id of ['ItinID', 'MktID'].filter((name) => at(name) >= 0))
        fields[at(id)] = fields[at(id)]!.replace(/^20244/, '20251');
      return fields.join(',');
    }),
  ].join('\n')}\n`;
}

/** Two DB1B quarters, an on-time month and a T-100 month; returns the files of each period. */
async function writeDownloads(dir: string): Promise<string[][]> {
  const q4 = await copyFixtures(
    dir,
    Object.fromEntries(
      Object.entries(TRIO).map(([part, file]) => [file, downloadName(part as Part, 2024, 4)]),
    ),
  );
  const q1: string[] = [];
  for (const part of Object.keys(TRIO) as Part[]) {
    const path = join(dir, downloadName(part, 2025, 1));
    await writeFile(path, await nextQuarter(part));
    q1.push(path);
  }
  const months = await copyFixtures(dir, {
    'ontime-2025-01.csv': 'On_Time_Reporting_2025_1.csv',
    't100-segment-all-2025-12.csv': 'T_T100_SEGMENT_ALL_CARRIER_2025_12.csv',
  });
  return [q4, q1, ...months.map((file) => [file])];
}

/** A row with each list (a fare histogram: unordered by design, src/ingest/fare-histogram.ts) in one order. */
function withSortedLists(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((item) => JSON.stringify(item)).sort() : value,
    ]),
  );
}

/** Every stored row of every table, in a fixed order. */
async function wholeStore(dataDir: string): Promise<Record<string, unknown[]>> {
  const store: Record<string, unknown[]> = {};
  for (const table of TABLE_IDS) {
    const source = await storedSource(dataDir, table);
    if (source !== undefined)
      store[table] = (await query(`SELECT * FROM ${source} ORDER BY ALL`)).map(withSortedLists);
  }
  return store;
}

describe('ingest in bounded batches', () => {
  it('stores from one call over every file exactly what one call per period stores', async () => {
    const periods = await writeDownloads(temp.dir());
    const oneCall = join(temp.dir(), 'one-call');
    const log: string[] = [];
    // the folder lists every Coupon file first, then the Markets, then the Tickets
    await ingestPaths([temp.dir()], { dataDir: oneCall, onProgress: (message) => log.push(message) });
    const perPeriod = join(temp.dir(), 'per-period');
    for (const files of periods) await ingestPaths(files, { dataDir: perPeriod });

    const stored = await wholeStore(oneCall);
    expect(stored).toEqual(await wholeStore(perPeriod));
    expect(Object.keys((await readManifest(oneCall))!.manifest.tables.db1b_market!.partitions)).toEqual([
      '2024-Q4',
      '2025-Q1',
    ]);
    // the same trips in both quarters: each quarter stores the fixture's 4 market rows, no cross-quarter join
    expect(stored.db1b_market!.filter((row) => (row as { year: number }).year === 2025)).toHaveLength(4);
    expect(stored.db1b_market).toHaveLength(8);
    // each quarter was built as soon as its three files were read
    expect(log.filter((message) => message.startsWith('built db1b_market'))).toEqual([
      expect.stringMatching(/^built db1b_market: 1 partition\(s\)/),
      expect.stringMatching(/^built db1b_market: 1 partition\(s\)/),
    ]);
  });

  it('publishes nothing when a file fails after an earlier period was built', async () => {
    const [q4, q1, ontime] = await writeDownloads(temp.dir());
    const dataDir = temp.dataDir();
    await ingestPaths(ontime!, { dataDir });
    const manifestBefore = await readFile(join(dataDir, 'manifest.json'), 'utf8');
    const storeBefore = (await readdir(join(dataDir, 'store'), { recursive: true })).sort();
    const ticket = q1!.find((file) => file.includes('Ticket'))!;
    const lines = (await readFile(ticket, 'utf8')).split('\n');
    lines[2] = lines[2]!.replace(',13,1.00,', ',13,abc,'); // RoundTrip
    await writeFile(ticket, lines.join('\n'));

    const log: string[] = [];
    const error = await ingestPaths([...q1!, ...q4!], {
      dataDir,
      onProgress: (message) => log.push(message),
    }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(IngestError);
    expect((error as Error).message).toMatch(
      /Origin_and_Destination_Survey_DB1BTicket_2025_1\.csv, line 3, column RoundTrip/,
    );
    // 2024 Q4 had been built (read first: files are read in period order) and was thrown away
    expect(log).toContainEqual(expect.stringMatching(/^built db1b_market: 1 partition\(s\)/));
    expect(await readFile(join(dataDir, 'manifest.json'), 'utf8')).toBe(manifestBefore);
    expect((await readdir(join(dataDir, 'store'), { recursive: true })).sort()).toEqual(storeBefore);
    expect((await readdir(dataDir)).filter((name) => name.startsWith('.staging'))).toEqual([]);
  });
});
