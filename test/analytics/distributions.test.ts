import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getOk, openTestApp } from '../support/app.js';
import { expectWithinOneBucket, histogramQuantile, type WeightedFare } from '../support/fare-quantiles.js';
import {
  busiestPair,
  db1bMarketFile,
  db1cMarkets,
  groupBy,
  num,
  readCsvZips,
  segmentFile,
  total,
  type Raw,
} from '../support/raw-records.js';

/**
 * hhi, carriers and the fare quantiles (docs/API-CONTRACT.md §10) against the raw generated records (T-100 segments
 * April-September 2025, DB1B 2025 Q2, DB1C July-September 2025), computed here in plain JS.
 */
const { rawDir, dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
});
afterAll(async () => {
  await close();
});

const get = (url: string): Promise<any> => getOk(app, url);

/** hhi and carriers of records by their carrier column, weighted by their passengers column. */
function concentration(rows: readonly Raw[], carrier: string, passengers: string, exclude: string[] = []) {
  const byCarrier = new Map<string, number>();
  for (const r of rows) {
    if (exclude.includes(r[carrier]!)) continue;
    byCarrier.set(r[carrier]!, (byCarrier.get(r[carrier]!) ?? 0) + num(r[passengers]));
  }
  const all = [...byCarrier.values()].reduce((a, b) => a + b, 0);
  return {
    hhi: [...byCarrier.values()].reduce((s, p) => s + ((100 * p) / all) ** 2, 0),
    carriers: [...byCarrier.values()].filter((p) => p > 0).length,
  };
}

/**
 * T-100 rows that carry passengers: the pair with the most rows can be freight-only (several all-cargo carriers
 * fly the same hub pairs), where passenger shares, and so hhi, are undefined.
 */
const withPassengers = (rows: readonly Raw[]): Raw[] => rows.filter((r) => num(r.PASSENGERS) > 0);

describe('hhi and carriers', () => {
  it('measures a T-100 segment route and a breakdown by origin from carrier passenger shares', async () => {
    const rows = await readCsvZips([segmentFile(rawDir, 2025, 6)]);
    const [origin, dest] = busiestPair(withPassengers(rows), 'ORIGIN', 'DEST');
    const route = await get(
      `/traffic/segments/route?origin=${origin}&destination=${dest}&year=2025&month=6&metrics=passengers,hhi,carriers`,
    );
    const expected = concentration(
      rows.filter((r) => r.ORIGIN === origin && r.DEST === dest),
      'UNIQUE_CARRIER',
      'PASSENGERS',
    );
    expect(route.result.hhi.value).toBeCloseTo(expected.hhi, 2);
    expect(route.result.carriers.value).toBe(expected.carriers);
    expect(route.result.hhi).toEqual({ value: expect.any(Number) });

    const breakdown = await get(
      '/traffic/segments/breakdown?by=origin&year=2025&month=6&metrics=passengers,hhi,carriers&limit=100',
    );
    const byOrigin = groupBy(rows, (r) => r.ORIGIN!);
    expect(breakdown.results.length).toBe(Math.min(100, byOrigin.size));
    for (const row of breakdown.results) {
      const own = concentration(byOrigin.get(row.origin.iata_code)!, 'UNIQUE_CARRIER', 'PASSENGERS');
      expect(row.hhi.value, row.origin.iata_code).toBeCloseTo(own.hhi, 2);
      expect(row.carriers.value).toBe(own.carriers);
    }
  });

  it('gives 10,000 and one carrier on a monopoly route', async () => {
    const rows = await readCsvZips([segmentFile(rawDir, 2025, 6)]);
    const pairs = groupBy(rows, (r) => `${r.ORIGIN}-${r.DEST}`);
    const monopoly = [...pairs].find(
      ([, own]) => new Set(own.map((r) => r.UNIQUE_CARRIER)).size === 1 && total(own, 'PASSENGERS') > 0,
    );
    expect(monopoly, 'the generated data has a single-carrier route').toBeDefined();
    const [origin, dest] = monopoly![0].split('-');
    const body = await get(
      `/traffic/segments/route?origin=${origin}&destination=${dest}&year=2025&month=6&metrics=hhi,carriers`,
    );
    expect(body.result).toEqual({ hhi: { value: 10_000 }, carriers: { value: 1 } });
  });

  it('measures DB1B tickets by ticketing carrier, leaving out the multi-carrier code 99, over a combined range', async () => {
    const markets = await readCsvZips([db1bMarketFile(rawDir, 2025, 2)]);
    const [origin, dest] = busiestPair(markets, 'Origin', 'Dest');
    const body = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&year=2025&quarter=2&metrics=hhi,carriers,passengers_est`,
    );
    const route = markets.filter((r) => r.Origin === origin && r.Dest === dest);
    const expected = concentration(route, 'TkCarrier', 'Passengers', ['99']);
    expect(body.result.hhi.value).toBeCloseTo(expected.hhi, 2);
    expect(body.result.carriers.value).toBe(expected.carriers);
    expect(body.result.passengers_est.value).toBeCloseTo(10 * total(route, 'Passengers'), 2);

    const segments = await readCsvZips([4, 5, 6].map((m) => segmentFile(rawDir, 2025, m)));
    const [so, sd] = busiestPair(withPassengers(segments), 'ORIGIN', 'DEST');
    const combined = await get(
      `/traffic/segments/route?origin=${so}&destination=${sd}&start_year=2025&start_month=4&end_year=2025&end_month=6&metrics=hhi,carriers&combine_periods=true`,
    );
    const all = concentration(
      segments.filter((r) => r.ORIGIN === so && r.DEST === sd),
      'UNIQUE_CARRIER',
      'PASSENGERS',
    );
    expect(combined.result.hhi.value).toBeCloseTo(all.hhi, 2);
    expect(combined.result.carriers.value).toBe(all.carriers);
  });

  it('refuses hhi and carriers with a carrier dimension in by, naming the rule', async () => {
    const response = await app.inject(
      '/traffic/markets/breakdown?by=origin,carrier&year=2025&month=6&metrics=hhi',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: '/problems/conflicting-parameters',
      errors: [
        {
          parameter: 'metrics',
          message: expect.stringContaining('rule: no carrier dimension with hhi or carriers'),
        },
        {
          parameter: 'by',
          message: expect.stringContaining('rule: no carrier dimension with hhi or carriers'),
        },
      ],
    });
    const tickets = await app.inject(
      '/tickets/coupons/breakdown?by=opcarrier&year=2025&quarter=2&metrics=passengers,carriers',
    );
    expect(tickets.statusCode).toBe(400);
  });
});

const QUANTILES = { fare_p10: 0.1, fare_p25: 0.25, fare_median: 0.5, fare_p75: 0.75, fare_p90: 0.9 };

function expectQuantilesWithinOneBucket(result: Record<string, { value: number }>, records: WeightedFare[]) {
  for (const [id, q] of Object.entries(QUANTILES)) expectWithinOneBucket(result[id]!.value, records, q, id);
}

/** Three DB1B and DB1C market routes (the busiest, one of a few records, DB1C combined) and their raw fares. */
async function routeQuantileCases(): Promise<{ url: string; records: WeightedFare[] }[]> {
  const markets = await readCsvZips([db1bMarketFile(rawDir, 2025, 2)]);
  const fares = (rows: readonly Raw[], fare: string) =>
    rows.map((r) => ({ fare: Number(r[fare]), passengers: Number(r.Passengers) }));
  const pairs = groupBy(
    markets.filter((r) => Number(r.Passengers) > 0),
    (r) => `${r.Origin}-${r.Dest}`,
  );
  // the busiest route, and one of a few records
  const [origin, dest] = busiestPair(markets, 'Origin', 'Dest');
  const [few] = [...pairs].find(([, rows]) => rows.length >= 2 && rows.length <= 4)!;
  const db1c = await db1cMarkets(rawDir, [7, 8, 9]);
  const [co, cd] = busiestPair(db1c, 'Origin', 'Dest');
  return [
    {
      url: `/tickets/markets/route?origin=${origin}&destination=${dest}&year=2025&quarter=2`,
      records: fares(
        markets.filter((r) => r.Origin === origin && r.Dest === dest),
        'MktFare',
      ),
    },
    {
      url: `/tickets/markets/route?origin=${few.split('-')[0]}&destination=${few.split('-')[1]}&year=2025&quarter=2`,
      records: fares(pairs.get(few)!, 'MktFare'),
    },
    {
      url: `/tickets/markets/route?origin=${co}&destination=${cd}&dataset=db1c&start_year=2025&start_month=7&end_year=2025&end_month=9&combine_periods=true`,
      records: fares(
        db1c.filter((r) => r.Origin === co && r.Dest === cd),
        'MktAmount',
      ),
    },
  ];
}

describe('fare quantiles from the stored histograms', () => {
  const metrics = `metrics=${Object.keys(QUANTILES).join(',')},avg_fare`;

  it('is within one bucket of the exact DB1B quantiles on a skewed distribution, by route and nationally', async () => {
    const markets = await readCsvZips([db1bMarketFile(rawDir, 2025, 2)]);
    const records = markets.map((r) => ({ fare: Number(r.MktFare), passengers: Number(r.Passengers) }));
    const national = await get(`/tickets/markets/breakdown?by=nonstop&year=2025&quarter=2&${metrics}`);
    for (const row of national.results) {
      const own = markets
        .filter((r) => (r.MktCoupons === '1') === row.nonstop)
        .map((r) => ({ fare: Number(r.MktFare), passengers: Number(r.Passengers) }));
      expectQuantilesWithinOneBucket(row, own);
      // the fares are skewed: the mean is well above the median
      expect(row.avg_fare.value).toBeGreaterThan(row.fare_median.value * 1.05);
    }
    expect(
      records.some((r) => r.fare > 2000),
      'some fares fall in the wider buckets',
    ).toBe(true);

    const [origin, dest] = busiestPair(markets, 'Origin', 'Dest');
    const route = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&year=2025&quarter=2&${metrics}`,
    );
    expectQuantilesWithinOneBucket(
      route.result,
      markets
        .filter((r) => r.Origin === origin && r.Dest === dest)
        .map((r) => ({ fare: Number(r.MktFare), passengers: Number(r.Passengers) })),
    );
  });

  it("gives a route the contract's histogram quantiles of its raw records, from the route index", async () => {
    const cases = await routeQuantileCases();
    for (const { url, records } of cases) {
      // the quantiles alone: a request the other tests do not make, so not a result cache hit
      const response = await app.inject(`${url}&metrics=${Object.keys(QUANTILES).join(',')}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['server-timing'], url).toMatch(/exec;desc=route-index$/);
      const { result } = response.json();
      for (const [id, q] of Object.entries(QUANTILES))
        expect(result[id].value, `${url} ${id}`).toBeCloseTo(histogramQuantile(records, q), 2);
    }
  });

  it('is within one bucket of the exact DB1C quantiles over combined months', async () => {
    const markets = await db1cMarkets(rawDir, [7, 8, 9]);
    const all = await get(
      `/tickets/markets/breakdown?by=nonstop&dataset=db1c&start_year=2025&start_month=7&end_year=2025&end_month=9&combine_periods=true&${metrics}`,
    );
    for (const row of all.results) {
      expectQuantilesWithinOneBucket(
        row,
        markets
          .filter((r) => (r.Nonstop === '1') === row.nonstop)
          .map((r) => ({ fare: Number(r.MktAmount), passengers: Number(r.Passengers) })),
      );
    }
  });
});
