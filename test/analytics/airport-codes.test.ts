import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { getOk, openTestApp, type TestApp } from '../support/app.js';
import { query, storedSource } from '../ingest/helpers.js';
import { readSampleCsv, sample, toCsv } from '../ingest/samples.js';

/**
 * docs/API-CONTRACT.md §12 "Identity by period": airport codes are reused and retired. Airport id 15081 was SXF until
 * October 2020 and is BER since; the January 2024 T-100 download still writes SXF for it, and writes BER for
 * airport id 10549 (Berlin Metropolitan Area, whose Master Coordinate rows end in 2020). Expectations come from
 * the real December 2025 Master Coordinate and January 2024 T-100 read in plain JS.
 */
const MASTER_CORD = 'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv';
const T100 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';

/** The code each airport id held on 2024-01-01 (latest-starting covering row), and each id's latest code. */
function masterCoordinate(): { heldOn: Map<number, string>; latest: Map<number, string> } {
  const day = new Date(Date.UTC(2024, 0, 1)).getTime();
  const date = (text: string) => {
    const [m, d, y] = text.split(' ')[0]!.split('/').map(Number);
    return Date.UTC(y!, m! - 1, d);
  };
  const held = new Map<number, { code: string; from: number }>();
  const latest = new Map<number, { code: string; from: number }>();
  for (const r of readSampleCsv(MASTER_CORD).records) {
    const id = Number(r.AIRPORT_ID);
    const from = date(r.AIRPORT_START_DATE!);
    const thru = r.AIRPORT_THRU_DATE ? date(r.AIRPORT_THRU_DATE) : Infinity;
    if (from <= day && day <= thru && from >= (held.get(id)?.from ?? -Infinity))
      held.set(id, { code: r.AIRPORT!, from });
    if (from >= (latest.get(id)?.from ?? -Infinity)) latest.set(id, { code: r.AIRPORT!, from });
  }
  const codes = (m: Map<number, { code: string }>) => new Map([...m].map(([id, v]) => [id, v.code]));
  return { heldOn: codes(held), latest: codes(latest) };
}

/** Passengers by (origin, destination) with each id's code resolved as the contract says. */
function passengersByRoute(): Map<string, number> {
  const { heldOn } = masterCoordinate();
  const sums = new Map<string, number>();
  for (const r of readSampleCsv(T100).records) {
    const origin = heldOn.get(Number(r.ORIGIN_AIRPORT_ID)) ?? r.ORIGIN!;
    const dest = heldOn.get(Number(r.DEST_AIRPORT_ID)) ?? r.DEST!;
    const key = `${origin}-${dest}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(r.PASSENGERS));
  }
  return sums;
}

describe('airport codes follow time (real TranStats files)', () => {
  let dir = '';
  let api: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'atss-airports-'));
    await ingestPaths([sample(MASTER_CORD), sample(T100)], { dataDir: join(dir, 'full') });
    api = await openTestApp(join(dir, 'full'));
  });
  afterAll(async () => {
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('every origin a breakdown returns can be queried back, with the plain-JS passengers', async () => {
    const expected = passengersByRoute();
    const body = await getOk(
      api.app,
      '/traffic/segments/breakdown?by=origin&destination=TEB&year=2024&month=1&metrics=passengers&limit=100',
    );
    const teb = [...expected].filter(([key]) => key.endsWith('-TEB'));
    expect(body.results.length).toBe(teb.length);
    for (const row of body.results) {
      const code = row.origin.iata_code as string;
      expect(row.origin.name, code).not.toBeNull();
      expect(row.passengers.value, code).toBe(expected.get(`${code}-TEB`));
      const route = await getOk(
        api.app,
        `/traffic/segments/route?origin=${code}&destination=TEB&year=2024&month=1&metrics=passengers`,
      );
      expect(route.result.passengers.value, code).toBe(expected.get(`${code}-TEB`));
    }
    // airport id 15081, written SXF by the file, is BER in January 2024: named, with its id
    const ber = body.results.find((r: any) => r.origin.iata_code === 'BER');
    expect(ber.origin).toMatchObject({ airport_id: 15081, name: 'Brandenburg', country: 'DE' });
    expect(body.results.some((r: any) => r.origin.iata_code === 'SXF')).toBe(false);
  });

  it('SXF in January 2024 means the airport that held it, now coded BER (not a 400)', async () => {
    const expected = passengersByRoute();
    const sxf = await getOk(
      api.app,
      '/traffic/segments/route?origin=SXF&destination=TEB&year=2024&month=1&metrics=passengers',
    );
    expect(sxf.meta.origin).toEqual({ iata_code: 'BER', name: 'Brandenburg' });
    expect(sxf.result.passengers.value).toBe(expected.get('BER-TEB'));
    const ber = await getOk(
      api.app,
      '/traffic/segments/route?origin=BER&destination=EWR&year=2024&month=1&metrics=passengers',
    );
    expect(ber.meta.origin).toEqual({ iata_code: 'BER', name: 'Brandenburg' });
    expect(ber.result.passengers.value).toBe(expected.get('BER-EWR'));
  });

  it('a T-100 download with airport ids and no codes is resolved through the Master Coordinate', async () => {
    const { header, records } = readSampleCsv(T100);
    const idsOnly = header.filter((name) => name !== 'ORIGIN' && name !== 'DEST');
    const path = join(dir, 'T_T100I_SEGMENT_ALL_CARRIER_ids.csv');
    await writeFile(path, toCsv(idsOnly, records));
    // without a Master Coordinate, the ids have no code: refused with file, line and column
    const refused = await ingestPaths([path], { dataDir: join(dir, 'ids-alone') }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(IngestError);
    expect(String(refused)).toMatch(
      /line 2, column ORIGIN_AIRPORT_ID: ORIGIN_AIRPORT_ID 16217 has no airport code/,
    );
    await ingestPaths([sample(MASTER_CORD), path], { dataDir: join(dir, 'ids') });
    // the same stored rows as the download with codes (each id's code held in January 2024, else its latest)
    const { heldOn, latest } = masterCoordinate();
    const code = (id: string) => heldOn.get(Number(id)) ?? latest.get(Number(id));
    const expected = new Map<string, number>();
    for (const r of records) {
      const key = `${code(r.ORIGIN_AIRPORT_ID!)}-${code(r.DEST_AIRPORT_ID!)}`;
      expected.set(key, (expected.get(key) ?? 0) + Number(r.PASSENGERS));
    }
    const rows = async (dataDir: string) =>
      query(
        `SELECT origin || '-' || destination AS route, sum(passengers) AS p FROM ${(await storedSource(dataDir, 't100_segment'))!} GROUP BY 1 ORDER BY 1`,
      );
    const fromIds = await rows(join(dir, 'ids'));
    expect(Object.fromEntries(fromIds.map((r) => [r.route, r.p]))).toEqual(Object.fromEntries(expected));
    expect(fromIds).toEqual(await rows(join(dir, 'full')));
  });
});
