import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { btsCodesModule, csvRecords, deriveBtsCodes } from '../../scripts/bts-codes.js';
import { loadAirports } from '../../src/generate/airports.js';
import { CARRIERS, regionsOf } from '../../src/generate/carriers.js';
import { buildWorld } from '../../src/generate/network.js';
import { scheduleMonth } from '../../src/generate/schedule.js';
import { T100_SEGMENT_HEADER, t100SegmentRow } from '../../src/generate/t100.js';
import { csvFields } from '../../scripts/bts-codes.js';

const ROOT = join(import.meta.dirname, '..', '..');
const REFERENCE = join(ROOT, 'test', 'fixtures', 'bts', 'reference');

/** A TranStats `L_` lookup (Code, Description) as a map. */
function lookup(file: string): Map<string, string> {
  return new Map(csvRecords(join(REFERENCE, file)).map((r) => [r.Code!, r.Description!]));
}

/**
 * Issue #42 point 3, issue #40 point 7: the generator writes BTS's own ids and codes, so the demo's and real
 * data's agree. The expectations come from the real reference downloads in test/fixtures/bts/reference/,
 * read here independently of the table the generator uses.
 */
describe("the generator's BTS codes", () => {
  const airports = loadAirports();
  const byCode = new Map(airports.map((a) => [a.iata, a]));

  it('keeps the checked-in table equal to its derivation from the reference downloads', () => {
    const checkedIn = readFileSync(join(ROOT, 'src', 'generate', 'bts-codes.ts'), 'utf8');
    expect(checkedIn).toBe(btsCodesModule(deriveBtsCodes()));
  });

  it('gives every airport the AIRPORT_ID that L_AIRPORT_ID names as L_AIRPORT names its code', () => {
    const byId = lookup('L_AIRPORT_ID__mhmdfakhir_2026.csv');
    const byIata = lookup('L_AIRPORT__mhmdfakhir_2026.csv');
    const markets = lookup('L_CITY_MARKET_ID__mhmdfakhir_2026.csv');
    expect(airports.length).toBeGreaterThan(1000);
    for (const airport of airports) {
      expect(byId.get(String(airport.airportId)), airport.iata).toBe(byIata.get(airport.iata));
      expect(markets.has(String(airport.cityMarketId)), `${airport.iata} ${airport.cityMarketId}`).toBe(true);
    }
    expect(byCode.get('ATL')).toMatchObject({ airportId: 10397, cityMarketId: 30397, wac: 34 });
    for (const code of ['JFK', 'LGA', 'EWR']) expect(byCode.get(code)?.cityMarketId).toBe(31703);
    expect(byCode.get('ORD')?.cityMarketId).toBe(byCode.get('MDW')?.cityMarketId);
  });

  it('files Guam and the other territories as BTS does: domestic, with their World Area Codes', () => {
    const wacs = lookup('L_WORLD_AREA_CODES__admacpherson_2024.csv');
    expect(byCode.get('GUM')).toMatchObject({ wac: 5, domestic: true, state: 'TT', country: 'US' });
    expect(wacs.get('5')).toBe('U.S. Pacific Trust Territories and Possessions');
    expect(byCode.get('STT')).toMatchObject({ wac: 4, domestic: true });
    expect(byCode.get('LHR')).toMatchObject({ wac: 493, domestic: false });
    for (const airport of airports) {
      expect(wacs.has(String(airport.wac)), `${airport.iata} WAC ${airport.wac}`).toBe(true);
      expect(airport.domestic, airport.iata).toBe(airport.wac < 100);
    }
  });

  it('gives every carrier the DOT AIRLINE_ID L_AIRLINE_ID lists for its code (Delta 19790)', () => {
    const ids = new Map<string, string[]>();
    for (const [id, description] of lookup('L_AIRLINE_ID__jordanbell_2023.csv')) {
      const code = / ([A-Z0-9]{2,3})$/.exec(description)?.[1];
      if (code) ids.set(code, [...(ids.get(code) ?? []), id]);
    }
    expect(CARRIERS.length).toBeGreaterThan(150);
    for (const carrier of CARRIERS)
      expect(ids.get(carrier.code), carrier.code).toEqual([String(carrier.airlineId)]);
    expect(CARRIERS.find((c) => c.code === 'DL')?.airlineId).toBe(19790);
  });

  it('writes T-100 rows with the REGION codes BTS writes: foreign carriers I, US carriers D at home and to Canada', () => {
    const world = buildWorld();
    const rows = scheduleMonth(world, 1, 2025, 7, 0.05).map((r) => t100SegmentRow(r, 2025, 7));
    const at = (name: (typeof T100_SEGMENT_HEADER)[number]) => T100_SEGMENT_HEADER.indexOf(name);
    const seen = new Set<string>();
    for (const row of rows) {
      const f = csvFields(row);
      const foreignCarrier = f[at('CARRIER_GROUP')] === '0';
      const countries = [f[at('ORIGIN_COUNTRY')], f[at('DEST_COUNTRY')]];
      const abroad = countries.find((c) => c !== 'US');
      const expected = foreignCarrier ? 'I' : abroad === undefined || abroad === 'CA' ? 'D' : f[at('REGION')];
      expect(f[at('REGION')], row).toBe(expected);
      if (abroad === undefined) {
        expect(Number(f[at('ORIGIN_WAC')]), row).toBeLessThan(100);
        expect(Number(f[at('DEST_WAC')]), row).toBeLessThan(100);
      }
      seen.add(f[at('REGION')]!);
    }
    expect([...seen].sort()).toEqual(['A', 'D', 'I', 'L', 'P']);
    expect(regionsOf(CARRIERS.find((c) => c.code === 'AC')!)).toEqual(['I']);
  }, 120_000);
});
