import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './app.js';
import { readZippedCsv } from './csv.js';
import { expectRoundedTo } from './precision.js';
import {
  db1bMarketFile,
  db1cMarkets,
  num,
  ontimeFile,
  readCsvZips,
  readZippedParquet,
  segmentFile,
  total,
  type Raw,
} from './raw-records.js';

/**
 * City markets and DB1B connections (docs/API-CONTRACT.md §12, issue #26 §3-§4) against the raw generated files, read
 * here with a plain CSV reader (and DuckDB's Parquet reader for the DB1C members) and summed in plain JS:
 * no SQL of the project. `defineCityMarketChecks` registers the same checks for any backend (DuckDB in
 * test/analytics/city-markets.test.ts, the two-shard ClickHouse cluster in test/clickhouse/city-markets.test.ts).
 */
interface Market {
  readonly city_market_id: number;
  readonly name: string | null;
  readonly airports: readonly string[];
}

/** City markets from the raw Master Coordinate: each airport's latest row, the market's name from it. */
function marketsOf(masterCord: readonly Raw[]): Map<number, Market> {
  const latest = masterCord.filter((r) => r.AIRPORT_IS_LATEST === '1');
  const markets = new Map<number, Market>();
  for (const row of latest) {
    const id = Number(row.CITY_MARKET_ID);
    const known = markets.get(id);
    markets.set(id, {
      city_market_id: id,
      name: row.DISPLAY_CITY_MARKET_NAME_FULL || known?.name || null,
      airports: [...(known?.airports ?? []), row.AIRPORT!].sort(),
    });
  }
  return markets;
}

/** Σ `measure` by `key` of the records. */
function sumsBy(rows: readonly Raw[], key: (r: Raw) => string, measure: (r: Raw) => number) {
  const sums = new Map<string, number>();
  for (const r of rows) sums.set(key(r), (sums.get(key(r)) ?? 0) + measure(r));
  return sums;
}

/** A DB1B or DB1C market's connection as the contract defines it, from its MktCoupons and AirportGroup. */
export function connectionOf(r: Raw): string {
  const coupons = Number(r.MktCoupons);
  if (coupons === 1) return 'nonstop';
  if (coupons === 2) return r.AirportGroup!.split(':')[1]!;
  return 'multiple';
}

/** The value of `column` with the most distinct values of `spread` (ties by value): a route many pairs add up to. */
function widest(rows: readonly Raw[], column: string, spread: string): string {
  const seen = new Map<string, Set<string>>();
  for (const r of rows) seen.set(r[column]!, (seen.get(r[column]!) ?? new Set()).add(r[spread]!));
  return [...seen].sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))[0]![0];
}

const key = (value: unknown): string =>
  typeof value === 'string' ? value : ((value as { iata_code: string }).iata_code ?? JSON.stringify(value));

export function defineCityMarketChecks(label: string, rawDir: string, open: () => TestApp): void {
  describe(label, () => {
    let markets: Map<number, Market>;
    let ontime: Raw[];
    let segments: Raw[];
    let db1b: Raw[];
    let db1bCoupons: Raw[];
    let nyc: number;
    beforeAll(async () => {
      markets = marketsOf(await readZippedCsv(join(rawDir, 'T_MASTER_CORD.zip')));
      ontime = await readCsvZips([ontimeFile(rawDir, 2025, 6)]);
      segments = await readCsvZips([segmentFile(rawDir, 2025, 6)]);
      db1b = await readCsvZips([db1bMarketFile(rawDir, 2025, 2)]);
      db1bCoupons = await readCsvZips([join(rawDir, 'Origin_and_Destination_Survey_DB1BCoupon_2025_2.zip')]);
      nyc = Number(ontime.find((r) => r.Origin === 'JFK')!.OriginCityMarketID);
    });

    const get = async (url: string): Promise<any> => {
      const response = await open().app.inject(url);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      return response.json();
    };
    const problem = async (url: string): Promise<any> => {
      const response = await open().app.inject(url);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
      return response.json();
    };

    it('New York is one city market of several airports, named and listed by the airport reference', async () => {
      const expected = markets.get(nyc)!;
      expect(expected.airports).toEqual(expect.arrayContaining(['EWR', 'JFK', 'LGA']));
      const byId = await get(`/support/city-markets?city_market_id=${nyc}`);
      expect(byId.results).toEqual([expected]);
      expect(byId.meta.total_count).toBe(1);
      const search = await get('/support/city-markets?q=new%20york');
      expect(search.results).toContainEqual(expected);
      // an airport code finds its market first (other names may hold "lga": Bulgaria, Ponta Delgada)
      const byAirport = await get('/support/city-markets?q=lga');
      expect(byAirport.results[0]).toEqual(expected);
      const all = await get('/support/city-markets?limit=5000');
      expect(all.meta.total_count).toBe(markets.size);
    });

    it('on-time flights by origin city market: every row as the raw records sum it', async () => {
      const expected = sumsBy(
        ontime,
        (r) => r.OriginCityMarketID!,
        (r) => (r.Flights === '' ? 1 : num(r.Flights)),
      );
      const body = await get(
        '/performance/breakdown?year=2025&month=6&by=origin_city_market&metrics=flights&limit=100',
      );
      expect(body.meta.total_count).toBe(expected.size);
      expect(body.results.length).toBe(Math.min(100, expected.size));
      for (const row of body.results) {
        const id = row.origin_city_market.city_market_id;
        expect(row.flights.value, `market ${id}`).toBe(expected.get(String(id)));
        expect(row.origin_city_market).toEqual(markets.get(id));
      }
      const top = [...expected].sort((a, b) => b[1] - a[1])[0]!;
      expect(body.results[0].flights.value).toBe(top[1]);
    });

    it('a route from a city market to an airport or between two city markets, on every family', async () => {
      const fromNyc = (r: Raw, origin: string) => Number(r[origin]) === nyc;
      const flights = (rows: readonly Raw[]) =>
        rows.reduce((s, r) => s + (r.Flights === '' ? 1 : num(r.Flights)), 0);
      // the destination reached from the most New York airports (the answer must add them up)
      const dest = widest(
        ontime.filter((r) => fromNyc(r, 'OriginCityMarketID')),
        'Dest',
        'Origin',
      );
      const toDest = ontime.filter((r) => fromNyc(r, 'OriginCityMarketID') && r.Dest === dest);
      expect(new Set(toDest.map((r) => r.Origin)).size).toBeGreaterThan(1);
      const route = await get(
        `/performance/route?year=2025&month=6&origin_city_market=${nyc}&destination=${dest}&metrics=flights,cancelled`,
      );
      expect(route.result.flights.value).toBe(flights(toDest));
      expect(route.result.cancelled.value).toBe(total(toDest, 'Cancelled'));
      expect(route.meta.origin_city_market).toEqual(markets.get(nyc));
      expect(route.meta.destination.iata_code).toBe(dest);
      expect(route.meta.origin).toBeUndefined();

      // between two city markets: the destination market with the most airport pairs from New York
      const t100FromNyc = segments.filter((r) => fromNyc(r, 'ORIGIN_CITY_MARKET_ID'));
      const pairs = t100FromNyc.map((r) => ({ ...r, PAIR: `${r.ORIGIN}-${r.DEST}` }));
      const destMarket = Number(widest(pairs, 'DEST_CITY_MARKET_ID', 'PAIR'));
      const t100 = t100FromNyc.filter((r) => Number(r.DEST_CITY_MARKET_ID) === destMarket);
      expect(new Set(t100.map((r) => `${r.ORIGIN}-${r.DEST}`)).size).toBeGreaterThan(1);
      const traffic = await get(
        `/traffic/segments/route?year=2025&month=6&origin_city_market=${nyc}&destination_city_market=${destMarket}&metrics=passengers,seats`,
      );
      expect(traffic.result.passengers.value).toBe(total(t100, 'PASSENGERS'));
      expect(traffic.result.seats.value).toBe(total(t100, 'SEATS'));
      expect(traffic.meta.destination_city_market).toEqual(markets.get(destMarket));

      const ticketDest = widest(
        db1b.filter((r) => fromNyc(r, 'OriginCityMarketID')),
        'Dest',
        'Origin',
      );
      const tickets = db1b.filter((r) => fromNyc(r, 'OriginCityMarketID') && r.Dest === ticketDest);
      expect(new Set(tickets.map((r) => r.Origin)).size).toBeGreaterThan(1);
      const fares = await get(
        `/tickets/markets/route?year=2025&quarter=2&origin_city_market=${nyc}&destination=${ticketDest}&metrics=passengers,avg_fare`,
      );
      const passengers = total(tickets, 'Passengers');
      expect(fares.result.passengers.value).toBeCloseTo(passengers, 6);
      expectRoundedTo(
        fares.result.avg_fare.value,
        tickets.reduce((s, r) => s + num(r.MktFare) * num(r.Passengers), 0) / passengers,
      );
    });

    it('DB1C coupons by destination city market, filtered by an origin city market', async () => {
      const { readdir } = await import('node:fs/promises');
      const name = (await readdir(rawDir)).find((n) => n.startsWith('DB1C.COUPON.202508.'))!;
      const coupons = (await readZippedParquet(join(rawDir, name))).filter(
        (r) => Number(r.OriginCityMarketID) === nyc,
      );
      const expected = sumsBy(
        coupons,
        (r) => r.DestCityMarketID!,
        (r) => num(r.Passengers),
      );
      const body = await get(
        `/tickets/coupons/breakdown?dataset=db1c&year=2025&month=8&origin_city_market=${nyc}&by=destination_city_market&metrics=passengers&limit=100`,
      );
      expect(body.meta.total_count).toBe(expected.size);
      for (const row of body.results) {
        const id = row.destination_city_market.city_market_id;
        expect(row.passengers.value, `market ${id}`).toBeCloseTo(expected.get(String(id))!, 6);
      }
      expect(body.meta.filters).toEqual({ origin_city_market: nyc });
    });

    it('the generated AirportGroup is each market path of its coupons', () => {
      const coupons = new Map<string, Raw[]>();
      for (const c of db1bCoupons) coupons.set(c.MktID!, [...(coupons.get(c.MktID!) ?? []), c]);
      for (const market of db1b) {
        const legs = coupons.get(market.MktID!)!.sort((a, b) => num(a.SeqNum) - num(b.SeqNum));
        expect(legs.length).toBe(Number(market.MktCoupons));
        expect(market.AirportGroup).toBe([...legs.map((c) => c.Origin), legs.at(-1)!.Dest].join(':'));
      }
    });

    it('how passengers of an O&D travel: connection rows and nonstop_share from AirportGroup', async () => {
      // the pair with the most one-stop passengers, that also has nonstop passengers
      const byPair = new Map<string, Raw[]>();
      for (const r of db1b)
        byPair.set(`${r.Origin}-${r.Dest}`, [...(byPair.get(`${r.Origin}-${r.Dest}`) ?? []), r]);
      const [pair, rows] = [...byPair]
        .filter(([, list]) => list.some((r) => r.MktCoupons === '1'))
        .sort(
          (a, b) =>
            total(
              b[1].filter((r) => r.MktCoupons === '2'),
              'Passengers',
            ) -
              total(
                a[1].filter((r) => r.MktCoupons === '2'),
                'Passengers',
              ) || a[0].localeCompare(b[0]),
        )[0]!;
      const [origin, destination] = pair.split('-');
      const groups = sumsBy(rows, connectionOf, (r) => num(r.Passengers));
      const fares = sumsBy(rows, connectionOf, (r) => num(r.MktFare) * num(r.Passengers));
      expect(groups.size).toBeGreaterThan(2);
      const body = await get(
        `/tickets/markets/breakdown?year=2025&quarter=2&origin=${origin}&destination=${destination}&by=connection&metrics=passengers,avg_fare&limit=100`,
      );
      expect(body.meta.total_count).toBe(groups.size);
      for (const row of body.results) {
        const connection = key(row.connection);
        if (typeof row.connection !== 'string') expect(row.connection.city).toEqual(expect.any(String));
        expect(row.passengers.value, connection).toBeCloseTo(groups.get(connection)!, 6);
        expectRoundedTo(row.avg_fare.value, fares.get(connection)! / groups.get(connection)!);
      }
      const all = total(rows, 'Passengers');
      const route = await get(
        `/tickets/markets/route?year=2025&quarter=2&origin=${origin}&destination=${destination}&metrics=passengers,nonstop_share`,
      );
      expectRoundedTo(route.result.nonstop_share.value, (100 * (groups.get('nonstop') ?? 0)) / all);
      const hub = [...groups.keys()].find((k) => k !== 'nonstop' && k !== 'multiple')!;
      const viaHub = await get(
        `/tickets/markets/route?year=2025&quarter=2&origin=${origin}&destination=${destination}&connection=${hub}&metrics=passengers,nonstop_share`,
      );
      expect(viaHub.result.passengers.value).toBeCloseTo(groups.get(hub)!, 6);
      expect(viaHub.result.nonstop_share.value).toBe(0);
    });

    it('DB1C markets travel the same way: connection rows and nonstop_share from their AirportGroup', async () => {
      const august = await db1cMarkets(rawDir, [8]);
      // the generated AirportGroup is the market's path, one airport more than its coupons
      for (const r of august) expect(r.AirportGroup!.split(':').length).toBe(Number(r.MktCoupons) + 1);
      const passengers = sumsBy(august, connectionOf, (r) => num(r.Passengers));
      const amounts = sumsBy(august, connectionOf, (r) => num(r.MktAmount) * num(r.Passengers));
      // nonstop and several connecting airports
      expect(passengers.has('nonstop')).toBe(true);
      expect(passengers.size).toBeGreaterThan(3);
      const body = await get(
        '/tickets/markets/breakdown?dataset=db1c&year=2025&month=8&by=connection&metrics=passengers,avg_fare,nonstop_share&limit=100',
      );
      expect(body.meta.total_count).toBe(passengers.size);
      expect(body.results.length).toBe(passengers.size);
      for (const row of body.results) {
        const connection = key(row.connection);
        expect(row.passengers.value, connection).toBeCloseTo(passengers.get(connection)!, 6);
        expectRoundedTo(row.avg_fare.value, amounts.get(connection)! / passengers.get(connection)!);
        expect(row.nonstop_share.value, connection).toBe(connection === 'nonstop' ? 100 : 0);
      }
      const all = total(august, 'Passengers');
      const origin = [
        ...sumsBy(
          august,
          (r) => r.Origin!,
          (r) => num(r.Passengers),
        ),
      ].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
      const totals = await get(
        '/tickets/markets/breakdown?dataset=db1c&year=2025&month=8&by=total&metrics=passengers,nonstop_share',
      );
      expectRoundedTo(totals.results[0].nonstop_share.value, (100 * passengers.get('nonstop')!) / all);
      // a route from its busiest origin, through one connecting airport
      const fromOrigin = august.filter((r) => r.Origin === origin && r.MktCoupons === '2');
      const hub = [...sumsBy(fromOrigin, connectionOf, (r) => num(r.Passengers))].sort(
        (a, b) => b[1] - a[1] || a[0].localeCompare(b[0]),
      )[0]![0];
      const viaHub = await get(
        `/tickets/markets/breakdown?dataset=db1c&year=2025&month=8&origin=${origin}&connection=${hub}&by=destination&metrics=passengers&limit=100`,
      );
      const expected = sumsBy(
        fromOrigin.filter((r) => connectionOf(r) === hub),
        (r) => r.Dest!,
        (r) => num(r.Passengers),
      );
      expect(viaHub.meta.total_count).toBe(expected.size);
      for (const row of viaHub.results)
        expect(row.passengers.value).toBeCloseTo(expected.get(row.destination.iata_code)!, 6);
    });

    it('bad city markets and connections are 400 problem documents naming the parameter', async () => {
      /** The whole problem document (RFC 9457) expected for `url`: its type, one entry per message. */
      const expectProblem = async (url: string, type: string, errors: [string, string][]) =>
        expect(await problem(url)).toEqual({
          type: `/problems/${type}`,
          title: {
            'invalid-parameter': 'Invalid parameter',
            'conflicting-parameters': 'Conflicting parameters',
            'missing-parameter': 'Missing parameter',
          }[type],
          status: 400,
          detail: [...new Set(errors.map(([, message]) => message))].join('; '),
          instance: url,
          request_id: expect.any(String),
          errors: errors.map(([parameter, message]) => ({ parameter, message })),
        });
      await expectProblem(
        '/performance/breakdown?year=2025&month=6&by=origin&origin_city_market=ny',
        'invalid-parameter',
        [
          [
            'origin_city_market',
            'origin_city_market: must be a city market id (5 digits, e.g. 31703 New York; see /support/city-markets): must be an integer from 10000 to 99999',
          ],
        ],
      );
      await expectProblem(
        '/performance/route?year=2025&month=6&origin_city_market=99999&destination=LAX',
        'invalid-parameter',
        [['origin_city_market', 'origin_city_market: unknown city market 99999 (see /support/city-markets)']],
      );
      await expectProblem(
        `/traffic/segments/breakdown?year=2025&month=6&by=origin&destination_city_market=99999`,
        'invalid-parameter',
        [
          [
            'destination_city_market',
            'destination_city_market: unknown city market 99999 (see /support/city-markets)',
          ],
        ],
      );
      const both = 'give origin (an airport) or origin_city_market (a city market), not both';
      await expectProblem(
        `/performance/route?year=2025&month=6&origin=JFK&origin_city_market=${nyc}&destination=LAX`,
        'conflicting-parameters',
        [
          ['origin', both],
          ['origin_city_market', both],
        ],
      );
      await expectProblem('/performance/route?year=2025&month=6&destination=LAX', 'missing-parameter', [
        ['origin', 'origin (or origin_city_market) is required'],
      ]);
      await expectProblem(
        '/tickets/markets/breakdown?year=2025&quarter=2&by=origin&connection=two',
        'invalid-parameter',
        [
          [
            'connection',
            'connection: must be nonstop, multiple or a connecting airport code (unknown airport "TWO")',
          ],
        ],
      );
    });
  });
}
