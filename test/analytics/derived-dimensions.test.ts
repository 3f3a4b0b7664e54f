import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestPaths } from '../../src/ingest/index.js';
import { openTestApp } from '../support/app.js';
import { useTempDirs } from '../ingest/helpers.js';
import { readSampleCsv, sample, toCsv } from '../ingest/samples.js';

/**
 * Derived where BTS derives (docs/API-CONTRACT.md §12, issue #40.3), on real TranStats downloads and files written
 * from them as TranStats writes a field selection: a dimension a file lacks is answered from its source (city
 * market from the Master Coordinate of the period, time blocks from the scheduled times, distance band from the
 * distance group, delay flags from the signed delays), never 0 rows or a default band; where nothing derives it,
 * a filter on it is a 400 naming the periods. Every expectation is computed here from the raw CSV, and every
 * answer is the same from the engine, the route index and the national index.
 */
const temp = useTempDirs();

const OMA_2021_02 = 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv';
const ONTIME_9E = 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv';
const MASTER_CORD = 'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv';
const T100_2024_01 = 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv';

type Row = Record<string, string>;
const count = <T>(items: readonly T[], keep: (item: T) => boolean) => items.filter(keep).length;
const tally = (values: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
};

/** `4/1/2021 12:00:00 AM` as `2021-04-01`. */
const isoDay = (value: string) => {
  const [m, d, y] = value.split(' ')[0]!.split('/');
  return `${y}-${m!.padStart(2, '0')}-${d!.padStart(2, '0')}`;
};

/** Each airport code's city market on `day` by the raw Master Coordinate (the latest-starting row covering it). */
function marketsOn(day: string): Map<string, number> {
  const best = new Map<string, { from: string; market: number }>();
  for (const r of readSampleCsv(MASTER_CORD).records) {
    const from = isoDay(r.AIRPORT_START_DATE!);
    const thru = r.AIRPORT_THRU_DATE ? isoDay(r.AIRPORT_THRU_DATE) : '9999-12-31';
    if (from > day || thru < day || r.CITY_MARKET_ID === '') continue;
    const held = best.get(r.AIRPORT!);
    if (held === undefined || from > held.from)
      best.set(r.AIRPORT!, { from, market: Number(r.CITY_MARKET_ID) });
  }
  return new Map([...best].map(([code, { market }]) => [code, market]));
}

/** A file written as TranStats writes a field selection of `path` without `drop` (CRLF, quoted only when needed). */
async function without(path: string, drop: readonly string[], name: string): Promise<string> {
  const { header, records } = readSampleCsv(path);
  const file = join(temp.dir(), name);
  await writeFile(
    file,
    toCsv(
      header.filter((column) => !drop.includes(column)),
      records,
    ),
  );
  return file;
}

async function ingest(...batches: string[][]): Promise<void> {
  for (const paths of batches) await ingestPaths(paths, { dataDir: temp.dataDir() });
}

interface Answer {
  readonly status: number;
  readonly body: any;
  /** The executor of the indexed app (`route-index`, `national-index`, `engine`). */
  readonly executor: string | undefined;
}

/** Each URL answered by the engine alone and with the route index: the same status and body; the indexed one's. */
async function answers(urls: readonly string[]): Promise<Answer[]> {
  const engine = await openTestApp(temp.dataDir(), { routeIndex: 'off' });
  const indexed = await openTestApp(temp.dataDir(), { routeIndex: 'rollups' });
  try {
    const result: Answer[] = [];
    for (const url of urls) {
      const [a, b] = [await engine.app.inject(url), await indexed.app.inject(url)];
      expect(b.statusCode, `${url}: ${b.body}`).toBe(a.statusCode);
      const body = (r: typeof a) => {
        const json = r.json<any>();
        if (r.statusCode !== 200) delete (json as Record<string, unknown>).request_id;
        return json;
      };
      expect(body(b), url).toEqual(body(a));
      const executor = /exec;desc=([\w-]+)/.exec(String(b.headers['server-timing']))?.[1];
      result.push({ status: b.statusCode, body: b.json(), executor });
    }
    return result;
  } finally {
    await engine.close();
    await indexed.close();
  }
}

const value = (row: any, metric: string) => row[metric]?.value as number | null;
const groups = (body: any, by: string, metric = 'flights') =>
  new Map(
    (body.results as any[]).map((r) => [
      r[by] === null ? null : (r[by].code ?? r[by].city_market_id),
      value(r, metric),
    ]),
  );

describe('city markets from the airport reference of the period', () => {
  it('a download without OriginCityMarketID: Chicago-OMA counts the flights of every Chicago airport', async () => {
    const { records } = readSampleCsv(OMA_2021_02);
    expect(records[0]!).not.toHaveProperty('ORIGIN_CITY_MARKET_ID');
    const market = marketsOn('2021-02-01');
    const chicago = market.get('ORD')!;
    expect(chicago).toBe(30977);
    const expected = count(records, (r) => market.get(r.ORIGIN!) === chicago && r.DEST === 'OMA');
    const ordOnly = count(records, (r) => r.ORIGIN === 'ORD' && r.DEST === 'OMA');
    expect([ordOnly, expected]).toEqual([114, 174]); // ORD and MDW
    const byMarket = tally(records.map((r) => String(market.get(r.ORIGIN!) ?? null)));
    await ingest([sample(OMA_2021_02), sample(MASTER_CORD)]);
    const [route, breakdown] = await answers([
      '/performance/route?origin_city_market=30977&destination=OMA&year=2021&month=2&metrics=flights',
      '/performance/breakdown?by=origin_city_market&year=2021&month=2&metrics=flights&limit=100',
    ]);
    expect(route!.executor).toBe('route-index');
    expect(route!.body.result.flights.value).toBe(expected);
    expect(breakdown!.executor).toBe('national-index');
    expect(groups(breakdown!.body, 'origin_city_market')).toEqual(
      new Map([...byMarket].map(([id, n]) => [id === 'null' ? null : Number(id), n])),
    );
    expect(byMarket.has('null')).toBe(false);
  });

  it('where nothing derives it (no Master Coordinate when the file came): a 400 naming the period, a null group', async () => {
    const late = readSampleCsv(OMA_2021_02).records;
    const known = readSampleCsv(ONTIME_9E).records;
    await ingest([sample(OMA_2021_02)], [sample(ONTIME_9E), sample(MASTER_CORD)]);
    const atlanta = count(known, (r) => r.OriginCityMarketID === '30397');
    const [route, range, august, byMarket] = await answers([
      '/performance/route?origin_city_market=30977&destination=OMA&year=2021&month=2&metrics=flights',
      '/performance/breakdown?by=carrier&origin_city_market=30397&start_year=2021&start_month=2&end_year=2023&end_month=8&metrics=flights',
      '/performance/breakdown?by=carrier&origin_city_market=30397&year=2023&month=8&metrics=flights',
      '/performance/breakdown?by=origin_city_market&year=2021&month=2&metrics=flights',
    ]);
    for (const refused of [route!, range!]) {
      expect(refused.status).toBe(400);
      expect(refused.body.type).toBe('/problems/invalid-parameter');
      expect(refused.body.errors).toEqual([
        {
          parameter: 'origin_city_market',
          message: expect.stringMatching(/^cannot be filtered in 2021-02: /),
        },
      ]);
    }
    expect(value(august!.body.results[0], 'flights')).toBe(atlanta);
    expect(groups(byMarket!.body, 'origin_city_market')).toEqual(new Map([[null, late.length]]));
  });
});

describe('time blocks from the scheduled times', () => {
  it('a field selection without DepTimeBlk / ArrTimeBlk answers the blocks BTS wrote', async () => {
    const { records } = readSampleCsv(ONTIME_9E);
    const file = await without(ONTIME_9E, ['DepTimeBlk', 'ArrTimeBlk'], 'T_ONTIME_REPORTING.csv');
    await ingest([file, sample(MASTER_CORD)]);
    // the route with the most flights in the 06:00 block
    const morningRoutes = tally(
      records.filter((r) => r.DepTimeBlk === '0600-0659').map((r) => `${r.Origin}|${r.Dest}`),
    );
    const [route, expected] = [...morningRoutes].sort((a, b) => b[1] - a[1])[0]!;
    const [origin, destination] = route.split('|');
    const [dep, arr, morning] = await answers([
      '/performance/breakdown?by=dep_time_block&year=2023&month=8&metrics=flights',
      '/performance/breakdown?by=arr_time_block&year=2023&month=8&metrics=flights',
      `/performance/route?origin=${origin}&destination=${destination}&year=2023&month=8&dep_time_block=0600-0659&metrics=flights`,
    ]);
    expect(dep!.executor).toBe('national-index');
    expect(groups(dep!.body, 'dep_time_block')).toEqual(tally(records.map((r) => r.DepTimeBlk!)));
    expect(groups(arr!.body, 'arr_time_block')).toEqual(tally(records.map((r) => r.ArrTimeBlk!)));
    expect(expected).toBeGreaterThan(1);
    expect(morning!.executor).toBe('route-index');
    expect(morning!.body.result.flights.value).toBe(expected);
  });

  it('CRS_DEP_TIME without DepTimeBlk (a real download): 260 flights in 0600-0659', async () => {
    const { records } = readSampleCsv(OMA_2021_02);
    const hour = (r: Row) => Math.floor(Number(r.CRS_DEP_TIME) / 100);
    const expected = count(records, (r) => hour(r) === 6);
    expect(expected).toBe(260);
    await ingest([sample(OMA_2021_02)]);
    const [total] = await answers([
      '/performance/breakdown?by=total&year=2021&month=2&dep_time_block=0600-0659&metrics=flights',
    ]);
    expect(value(total!.body.results[0], 'flights')).toBe(expected);
  });
});

describe('distance bands from the distance group, never a default band', () => {
  it('a T-100 selection without DISTANCE: the file DISTANCE_GROUP; without both: a null band and a 400 filter', async () => {
    const { records } = readSampleCsv(T100_2024_01);
    const passengers = new Map<number, number>();
    for (const r of records) {
      const band = Number(r.DISTANCE_GROUP);
      passengers.set(band, (passengers.get(band) ?? 0) + Number(r.PASSENGERS || 0));
    }
    expect(passengers.size).toBeGreaterThan(5);
    await ingest([await without(T100_2024_01, ['DISTANCE'], 'T_T100I_SEGMENT_ALL_CARRIER.csv')]);
    const [bands] = await answers([
      '/traffic/segments/breakdown?by=distance_group&year=2024&month=1&metrics=passengers&limit=100',
    ]);
    expect(bands!.executor).toBe('national-index');
    expect(groups(bands!.body, 'distance_group', 'passengers')).toEqual(passengers);
  });

  it('without DISTANCE and DISTANCE_GROUP: one null band, and a filter on the band is a 400 naming 2024-01', async () => {
    const { records } = readSampleCsv(T100_2024_01);
    const all = records.reduce((t, r) => t + Number(r.PASSENGERS || 0), 0);
    await ingest([
      await without(T100_2024_01, ['DISTANCE', 'DISTANCE_GROUP'], 'T_T100I_SEGMENT_ALL_CARRIER.csv'),
    ]);
    const [bands, filtered] = await answers([
      '/traffic/segments/breakdown?by=distance_group&year=2024&month=1&metrics=passengers',
      '/traffic/segments/breakdown?by=carrier&year=2024&month=1&distance_group=1&metrics=passengers',
    ]);
    expect(groups(bands!.body, 'distance_group', 'passengers')).toEqual(new Map([[null, all]]));
    expect(filtered!.status).toBe(400);
    expect(filtered!.body.errors).toEqual([
      { parameter: 'distance_group', message: expect.stringMatching(/^cannot be filtered in 2024-01: /) },
    ]);
  });
});

describe('delay flags from the signed delays', () => {
  it('a selection with DepDelay / ArrDelay and no flags or minutes counts BTS flags', async () => {
    const { records } = readSampleCsv(ONTIME_9E);
    const late = (column: string) => count(records, (r) => r[column] !== '' && Number(r[column]) >= 15);
    const minutes = (column: string) =>
      records.reduce((t, r) => t + (r[column] === '' ? 0 : Math.max(0, Number(r[column]))), 0);
    // BTS's own flags and minutes agree with them
    expect(late('DepDelay')).toBe(records.reduce((t, r) => t + Number(r.DepDel15 || 0), 0));
    expect(late('ArrDelay')).toBe(records.reduce((t, r) => t + Number(r.ArrDel15 || 0), 0));
    const drop = ['DepDel15', 'ArrDel15', 'DepDelayMinutes', 'ArrDelayMinutes', 'DepartureDelayGroups'];
    await ingest([await without(ONTIME_9E, drop, 'T_ONTIME_REPORTING.csv')]);
    const [total, byCarrier] = await answers([
      '/performance/breakdown?by=total&year=2023&month=8&metrics=flights,dep_delayed,arr_delayed,dep_delay_minutes,arr_delay_minutes',
      '/performance/breakdown?by=carrier&year=2023&month=8&metrics=dep_delayed,arr_delayed',
    ]);
    expect(byCarrier!.executor).toBe('national-index');
    const row = total!.body.results[0];
    expect({
      flights: value(row, 'flights'),
      dep_delayed: value(row, 'dep_delayed'),
      arr_delayed: value(row, 'arr_delayed'),
      dep_delay_minutes: value(row, 'dep_delay_minutes'),
      arr_delay_minutes: value(row, 'arr_delay_minutes'),
    }).toEqual({
      flights: records.length,
      dep_delayed: late('DepDelay'),
      arr_delayed: late('ArrDelay'),
      dep_delay_minutes: minutes('DepDelay'),
      arr_delay_minutes: minutes('ArrDelay'),
    });
    expect(value(byCarrier!.body.results[0], 'dep_delayed')).toBe(late('DepDelay'));
  });
});
