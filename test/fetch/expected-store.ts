import { expect } from 'vitest';
import { readManifest } from '../../src/storage/manifest.js';
import { readZippedCsv } from '../support/csv.js';
import { db1bMarketFile, ontimeFile, total } from '../support/raw-records.js';
import { query, storedSource } from '../ingest/helpers.js';

/**
 * Checks the store against the generated files, read in plain JS: exactly the on-time months and DB1B
 * quarters given are stored, each with the records of its file and its Σ Flights / Σ Passengers.
 */
export async function expectStore(
  dataDir: string,
  rawDir: string,
  expected: { ontime: readonly [number, number][]; db1b: readonly [number, number][] },
): Promise<void> {
  const manifest = (await readManifest(dataDir))?.manifest;
  const key = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}`;
  expect(Object.keys(manifest?.tables.ontime?.partitions ?? {}).sort()).toEqual(
    expected.ontime.map(([y, m]) => key(y, m)).sort(),
  );
  expect(Object.keys(manifest?.tables.db1b_market?.partitions ?? {}).sort()).toEqual(
    expected.db1b.map(([y, q]) => `${y}-Q${q}`).sort(),
  );
  for (const [year, month] of expected.ontime) {
    const raw = await readZippedCsv(ontimeFile(rawDir, year, month));
    expect(manifest?.tables.ontime?.partitions[key(year, month)]?.source_rows).toBe(raw.length);
    const [stored] = await query(
      `SELECT sum(flights) AS flights FROM ${await storedSource(dataDir, 'ontime')} WHERE year = ${year} AND month = ${month}`,
    );
    expect(stored?.flights).toBe(total(raw, 'Flights'));
  }
  for (const [year, quarter] of expected.db1b) {
    const raw = await readZippedCsv(db1bMarketFile(rawDir, year, quarter));
    expect(manifest?.tables.db1b_market?.partitions[`${year}-Q${quarter}`]?.source_rows).toBe(raw.length);
    const [stored] = await query(
      `SELECT sum(passengers) AS passengers FROM ${await storedSource(dataDir, 'db1b_market')} WHERE year = ${year} AND quarter = ${quarter}`,
    );
    expect(Math.round(Number(stored?.passengers) * 1e6) / 1e6).toBe(
      Math.round(total(raw, 'Passengers') * 1e6) / 1e6,
    );
  }
}
