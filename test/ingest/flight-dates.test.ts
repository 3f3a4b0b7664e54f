import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { readManifest } from '../../src/storage/manifest.js';
import { query, storedSource, useTempDirs } from './helpers.js';
import { readSampleCsv, toCsv } from './samples.js';

const temp = useTempDirs();

/**
 * Issue #40.6: FL_DATE as newer downloads (`4/1/2025 12:00:00 AM`) and spreadsheet re-saves (`4/1/2025 0:00`)
 * write it, with or without the YEAR/QUARTER/MONTH columns, is read; a refusal names the column that failed
 * (FL_DATE, not Month), with file and line. Files derived from the real field-selected download of February 2021
 * (OMA), written as TranStats writes them.
 */
const SAMPLE = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';
const NAME = 'T_ONTIME_REPORTING_2021-02_OMA.csv';

/** `2/1/2021 12:00:00 AM` as a spreadsheet re-saves it: `2/1/2021 0:00`. */
const resaved = (date: string): string => `${date.split(' ')[0]!} 0:00`;

/** The sample's flights per day of month, read from its FL_DATE text by the test itself. */
function flightsByDay(records: readonly Record<string, string>[]): { day: number; n: number }[] {
  const byDay = new Map<number, number>();
  for (const r of records) {
    const day = Number(r.FL_DATE!.split('/')[1]);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  return [...byDay].sort((a, b) => a[0] - b[0]).map(([day, n]) => ({ day, n }));
}

async function ingestVariant(header: string[], records: Record<string, string>[]): Promise<void> {
  const path = join(temp.dir(), NAME);
  await writeFile(path, toCsv(header, records));
  await ingestPaths([path], { dataDir: temp.dataDir() });
}

async function refusal(header: string[], records: Record<string, string>[]): Promise<string> {
  const path = join(temp.dir(), NAME);
  await writeFile(path, toCsv(header, records));
  const error = await ingestPaths([path], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
  expect(error).toBeInstanceOf(IngestError);
  return (error as Error).message;
}

describe('flight dates as downloads and re-saves write them (#40.6)', () => {
  it.each([
    ['M/D/YYYY H:MM without YEAR, QUARTER, MONTH', resaved, ['YEAR', 'QUARTER', 'MONTH']],
    ['M/D/YYYY H:MM with YEAR and QUARTER, without MONTH', resaved, ['MONTH']],
    ['M/D/YYYY hh:mm:ss AM without YEAR, QUARTER, MONTH', (d: string) => d, ['YEAR', 'QUARTER', 'MONTH']],
  ])('FL_DATE as %s: the month and each day read from it', async (_label, rewrite, dropped) => {
    const { header, records } = readSampleCsv(SAMPLE);
    const expected = flightsByDay(records);
    const rewritten = records.map((r) => ({ ...r, FL_DATE: rewrite(r.FL_DATE!) }));
    await ingestVariant(
      header.filter((name) => !dropped.includes(name)),
      rewritten,
    );
    const manifest = (await readManifest(temp.dataDir()))!.manifest;
    expect(Object.keys(manifest.tables.ontime!.partitions)).toEqual(['2021-02']);
    const source = (await storedSource(temp.dataDir(), 'ontime'))!;
    // day of week from the date (ISO, 1 = Monday): 2021-02-01 was a Monday, so day d is ((d - 1) % 7) + 1
    const stored = await query(`SELECT dayofweek, sum(flights) AS n FROM ${source} GROUP BY 1 ORDER BY 1`);
    const byWeekday = new Map<number, number>();
    for (const { day, n } of expected) {
      const weekday = ((day - 1) % 7) + 1;
      byWeekday.set(weekday, (byWeekday.get(weekday) ?? 0) + n);
    }
    expect(stored).toEqual(
      [...byWeekday].sort((a, b) => a[0] - b[0]).map(([dayofweek, n]) => ({ dayofweek, n })),
    );
    expect(stored.reduce((t, r) => t + Number(r.n), 0)).toBe(records.length);
  });

  it.each([
    ['without YEAR, QUARTER, MONTH', ['YEAR', 'QUARTER', 'MONTH']],
    ['with YEAR, QUARTER, MONTH', []],
  ])(
    'a FL_DATE that is no date is refused naming FL_DATE, its file and line (%s)',
    async (_label, dropped) => {
      const { header, records } = readSampleCsv(SAMPLE);
      const k = 7;
      const rewritten = records.map((r, i) => ({
        ...r,
        FL_DATE: i === k ? '2/30/2021 0:00' : resaved(r.FL_DATE!),
      }));
      const message = await refusal(
        header.filter((name) => !dropped.includes(name)),
        rewritten,
      );
      expect(message).toMatch(
        new RegExp(
          `^${NAME.replaceAll('.', '\\.')}, line ${k + 2}, column FL_DATE: value "2/30/2021 0:00" is not a date`,
        ),
      );
    },
  );

  it('a MONTH that is no month is refused naming MONTH', async () => {
    const { header, records } = readSampleCsv(SAMPLE);
    const k = 3;
    const message = await refusal(
      header,
      records.map((r, i) => ({ ...r, MONTH: i === k ? '13' : r.MONTH! })),
    );
    expect(message).toBe(`${NAME}, line ${k + 2}, column MONTH: no valid year and month`);
  });
});
