import type { FastifyInstance } from 'fastify';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getOk, openTestApp } from '../support/app.js';
import { exactQuantile, expectWithinOneBucket, type WeightedFare } from '../support/fare-quantiles.js';
import {
  busiestPair,
  db1bMarketFile,
  db1cMarkets,
  readCsvZips,
  readZippedParquet,
  type Raw,
} from '../support/raw-records.js';

/**
 * itin_fare_median (docs/API-CONTRACT.md §10, issue #14): the passenger-weighted median of the whole ticket's fare
 * per passenger over a market's records, against the raw generated Market and Ticket records (DB1B 2025 Q2,
 * DB1C July-September 2025) joined on ItinID here in plain JS.
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

const median = (records: readonly WeightedFare[]) => exactQuantile(records, 0.5);
const mean = (records: readonly WeightedFare[]) =>
  records.reduce((s, r) => s + r.fare * r.passengers, 0) / records.reduce((s, r) => s + r.passengers, 0);
const expectMedianWithinOneBucket = (value: number, records: readonly WeightedFare[], label: string) =>
  expectWithinOneBucket(value, records, 0.5, label);

/** Each market record weighted by its passengers at its ticket's fare (`ticketFare` of the Ticket record). */
function marketsAtTicketFare(
  markets: readonly Raw[],
  tickets: readonly Raw[],
  ticketFare: string,
): WeightedFare[] {
  const fareOf = new Map(tickets.map((t) => [t.ItinID!, Number(t[ticketFare])]));
  return markets.map((m) => {
    const fare = fareOf.get(m.ItinID!);
    if (fare === undefined) throw new Error(`market ${m.MktID} has no ticket`);
    return { fare, passengers: Number(m.Passengers) };
  });
}

const atMarketFare = (markets: readonly Raw[], column: string): WeightedFare[] =>
  markets.map((m) => ({ fare: Number(m[column]), passengers: Number(m.Passengers) }));

describe('itin_fare_median, DB1B', () => {
  let markets: Raw[];
  let tickets: Raw[];
  beforeAll(async () => {
    markets = await readCsvZips([db1bMarketFile(rawDir, 2025, 2)]);
    tickets = await readCsvZips([join(rawDir, 'Origin_and_Destination_Survey_DB1BTicket_2025_2.zip')]);
  });

  it('is within one bucket of the exact weighted median of ItinFare over a route', async () => {
    const [origin, dest] = busiestPair(markets, 'Origin', 'Dest');
    const own = markets.filter((m) => m.Origin === origin && m.Dest === dest);
    const body = await get(
      `/tickets/markets/route?origin=${origin}&destination=${dest}&year=2025&quarter=2&metrics=passengers,fare_median,itin_fare_median`,
    );
    const atTicket = marketsAtTicketFare(own, tickets, 'ItinFare');
    expectMedianWithinOneBucket(body.result.itin_fare_median.value, atTicket, `${origin}-${dest}`);
    expectMedianWithinOneBucket(body.result.fare_median.value, atMarketFare(own, 'MktFare'), 'fare_median');
    expect(Object.keys(body.result)).toEqual(['passengers', 'fare_median', 'itin_fare_median']);
    expect(body.result.itin_fare_median).toEqual({ value: expect.any(Number) });
  });

  it('is within one bucket on the skewed national fares, by round trip, where the ticket fare is not the market fare', async () => {
    const body = await get(
      '/tickets/markets/breakdown?by=roundtrip&year=2025&quarter=2&metrics=passengers,itin_fare_median,fare_median',
    );
    const roundTrip = new Map(tickets.map((t) => [t.ItinID!, t.RoundTrip === '1.00' || t.RoundTrip === '1']));
    expect(body.results.map((r: any) => r.roundtrip).sort()).toEqual([false, true]);
    for (const row of body.results) {
      const own = markets.filter((m) => roundTrip.get(m.ItinID!) === row.roundtrip);
      const atTicket = marketsAtTicketFare(own, tickets, 'ItinFare');
      expectMedianWithinOneBucket(row.itin_fare_median.value, atTicket, `roundtrip=${row.roundtrip}`);
      // skewed: the mean ticket fare is well above the median
      expect(mean(atTicket)).toBeGreaterThan(median(atTicket) * 1.05);
      if (row.roundtrip) {
        // a round trip's ticket fare covers both directions: the metric reads the ticket, not the market
        const marketMedian = median(atMarketFare(own, 'MktFare'));
        expect(row.itin_fare_median.value).toBeGreaterThan(marketMedian * 1.5);
      }
    }
  });
});

describe('itin_fare_median, DB1C', () => {
  it('is within one bucket of the exact weighted median of TotalAmount over combined months, by nonstop', async () => {
    const markets = await db1cMarkets(rawDir, [7, 8, 9]);
    const names = await readdir(rawDir);
    const tickets: Raw[] = [];
    for (const name of names.filter((n) => /^DB1C\.TICKET\.20250[789]\./.test(n)))
      tickets.push(...(await readZippedParquet(join(rawDir, name))));
    expect(tickets.length).toBeGreaterThan(0);
    const body = await get(
      '/tickets/markets/breakdown?by=nonstop&dataset=db1c&start_year=2025&start_month=7&end_year=2025&end_month=9&combine_periods=true&metrics=passengers,itin_fare_median',
    );
    expect(body.results.length).toBe(2);
    for (const row of body.results) {
      const own = markets.filter((m) => (m.Nonstop === '1') === row.nonstop);
      expectMedianWithinOneBucket(
        row.itin_fare_median.value,
        marketsAtTicketFare(own, tickets, 'TotalAmount'),
        `nonstop=${row.nonstop}`,
      );
    }
  });
});

describe('itin_fare_median where it does not apply', () => {
  it('is a market metric: coupons refuse it as an unknown metric', async () => {
    const response = await app.inject(
      '/tickets/coupons/breakdown?by=origin&year=2025&quarter=2&metrics=itin_fare_median',
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      type: '/problems/invalid-parameter',
      errors: [{ parameter: 'metrics', message: expect.stringContaining('itin_fare_median') }],
    });
  });
});
