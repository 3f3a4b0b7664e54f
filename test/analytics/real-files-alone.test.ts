import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { openTestApp } from '../support/app.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample } from '../ingest/samples.js';

/**
 * Real files answer on their own (issue #42 point 7): a real T-100 download ingested alone answers route queries
 * from the codes and city market ids the file carries, names null and `meta.missing_reference` saying why, until a
 * reference table arrives; a city market known only from the L_CITY_MARKET_ID lookup lists its airports from the
 * data files' own airport/market pairs. Expectations come from the raw CSV; the engine and the route index agree.
 */
const temp = useTempDirs();

const T100_2026_02 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2026-02__bertrandbrelier.csv';
const CITY_MARKETS = 'reference/L_CITY_MARKET_ID__mhmdfakhir_2026.csv';

async function bothExecutors(urls: readonly string[]): Promise<any[]> {
  const engine = await openTestApp(temp.dataDir(), { routeIndex: 'off' });
  const indexed = await openTestApp(temp.dataDir(), { routeIndex: 'rollups' });
  try {
    const bodies: any[] = [];
    for (const url of urls) {
      const [a, b] = [await engine.app.inject(url), await indexed.app.inject(url)];
      expect(a.statusCode, `${url}: ${a.body}`).toBe(200);
      expect(b.json(), url).toEqual(a.json());
      if (url.includes('/route?'))
        expect(String(b.headers['server-timing']), url).toContain('exec;desc=route-index');
      bodies.push(a.json());
    }
    return bodies;
  } finally {
    await engine.close();
    await indexed.close();
  }
}

describe('a real T-100 download alone', () => {
  it('answers routes by code and by city market from the file, names null until a reference arrives', async () => {
    const { records } = readSampleCsv(T100_2026_02);
    const passengers = (keep: (r: Record<string, string>) => boolean) =>
      records.filter(keep).reduce((t, r) => t + Number(r.PASSENGERS || 0), 0);
    const jfkLhr = passengers((r) => r.ORIGIN === 'JFK' && r.DEST === 'LHR');
    const newYorkLhr = passengers((r) => r.ORIGIN_CITY_MARKET_ID === '31703' && r.DEST === 'LHR');
    expect(newYorkLhr).toBeGreaterThan(jfkLhr);
    const newYork = [
      ...new Set(
        records.flatMap((r) => [
          ...(r.ORIGIN_CITY_MARKET_ID === '31703' ? [r.ORIGIN!] : []),
          ...(r.DEST_CITY_MARKET_ID === '31703' ? [r.DEST!] : []),
        ]),
      ),
    ].sort();
    expect(newYork).toContain('EWR');

    await ingestPaths([sample(T100_2026_02)], { dataDir: temp.dataDir() });
    const [byCode, byMarket, markets] = await bothExecutors([
      '/traffic/segments/route?origin=JFK&destination=LHR&year=2026&month=2&metrics=passengers',
      '/traffic/segments/route?origin_city_market=31703&destination=LHR&year=2026&month=2&metrics=passengers',
      '/support/city-markets?city_market_id=31703',
    ]);
    expect(byCode.result.passengers.value).toBe(jfkLhr);
    expect(byCode.meta.origin).toEqual({ iata_code: 'JFK', name: null });
    expect(byCode.meta.missing_reference).toEqual(['airports', 'carriers']);
    expect(byMarket.result.passengers.value).toBe(newYorkLhr);
    expect(byMarket.meta.origin_city_market).toEqual({
      city_market_id: 31703,
      name: null,
      airports: newYork,
    });
    expect(markets.results).toEqual([{ city_market_id: 31703, name: null, airports: newYork }]);

    // a city market name from the L_ lookup; its airports still from the file's own pairs
    const name = readSampleCsv(CITY_MARKETS).records.find((r) => r.Code === '31703')!.Description;
    await ingestPaths([sample(CITY_MARKETS)], { dataDir: temp.dataDir() });
    const [named] = await bothExecutors(['/support/city-markets?city_market_id=31703']);
    expect(named.results).toEqual([{ city_market_id: 31703, name, airports: newYork }]);
  });
});
