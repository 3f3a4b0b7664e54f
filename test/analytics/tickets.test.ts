import { DuckDBInstance } from '@duckdb/node-api';
import type { FastifyInstance } from 'fastify';
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { byChoices } from '../../src/catalog/dimensions.js';
import { ANALYTICS_ENDPOINTS } from '../../src/catalog/index.js';
import { openTestApp } from '../support/app.js';
import { readZippedCsv } from '../support/csv.js';
import { expectRoundedTo } from '../support/precision.js';

/** Expected values come from the raw generated DB1B CSV and DB1C Parquet records, computed here in plain JS. */
const { rawDir, dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;
type Raw = Record<string, string | number | null>;
let markets: Raw[];
let coupons: Raw[];
let tickets: Raw[];
const db1c: Record<number, { markets: Raw[]; coupons: Raw[]; tickets: Raw[] }> = {};

async function readParquetZip(prefix: string): Promise<Raw[]> {
  const name = (await readdir(rawDir)).find((n) => n.startsWith(prefix))!;
  const members = unzipSync(await readFile(join(rawDir, name)));
  const [member, bytes] = Object.entries(members)[0]!;
  const path = join(dataDir, '..', `test-${member}`);
  await writeFile(path, bytes);
  const connection = await (await DuckDBInstance.create(':memory:')).connect();
  const rows = (await connection.runAndReadAll(`SELECT * FROM read_parquet('${path}')`)).getRowObjectsJS();
  connection.closeSync();
  await rm(path);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([k, v]) => [
        k,
        typeof v === 'bigint' ? Number(v) : (v as string | number | null),
      ]),
    ),
  );
}

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  markets = await readZippedCsv(join(rawDir, 'Origin_and_Destination_Survey_DB1BMarket_2025_2.zip'));
  coupons = await readZippedCsv(join(rawDir, 'Origin_and_Destination_Survey_DB1BCoupon_2025_2.zip'));
  tickets = await readZippedCsv(join(rawDir, 'Origin_and_Destination_Survey_DB1BTicket_2025_2.zip'));
  for (const month of [7, 8, 9]) {
    db1c[month] = {
      markets: await readParquetZip(`DB1C.MARKET.20250${month}.`),
      coupons: await readParquetZip(`DB1C.COUPON.20250${month}.`),
      tickets: await readParquetZip(`DB1C.TICKET.20250${month}.`),
    };
  }
});
afterAll(async () => {
  await close();
});

async function get(url: string, status = 200): Promise<any> {
  const response = await app.inject(url);
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const n = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
const total = (rows: readonly Raw[], f: (r: Raw) => number) => rows.reduce((s, r) => s + f(r), 0);
const busiest = (rows: readonly Raw[]): [string, string] => {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(`${r.Origin}-${r.Dest}`, (counts.get(`${r.Origin}-${r.Dest}`) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0].split('-') as [
    string,
    string,
  ];
};

describe('DB1B markets against the raw records', () => {
  it('answers a quarter route with the market metrics of the contract', async () => {
    const [o, d] = busiest(markets);
    const rows = markets.filter((m) => m.Origin === o && m.Dest === d);
    const pax = total(rows, (r) => n(r.Passengers));
    const body = await get(
      `/tickets/markets/route?origin=${o}&destination=${d}&year=2025&quarter=2&metrics=passengers,revenue,avg_fare,avg_distance,circuity,count,connections,avg_miles_flown`,
    );
    expect(body.meta).toMatchObject({ year: 2025, quarter: 2, dataset: 'db1b', mode: 'single' });
    expect(body.result.passengers.value).toBe(pax);
    expect(body.result.count.value).toBe(rows.length);
    expectRoundedTo(
      body.result.revenue.value,
      total(rows, (r) => n(r.MktFare) * n(r.Passengers)),
    );
    expectRoundedTo(body.result.avg_fare.value, total(rows, (r) => n(r.MktFare) * n(r.Passengers)) / pax);
    expectRoundedTo(
      body.result.avg_distance.value,
      total(rows, (r) => n(r.MktDistance) * n(r.Passengers)) / pax,
    );
    expectRoundedTo(
      body.result.circuity.value,
      total(rows, (r) => n(r.MktDistance) * n(r.Passengers)) /
        total(rows, (r) => n(r.NonStopMiles) * n(r.Passengers)),
      4,
    );
    expect(body.result.connections.value).toBe(total(rows, (r) => (n(r.MktCoupons) - 1) * n(r.Passengers)));
    expectRoundedTo(
      body.result.avg_miles_flown.value,
      total(rows, (r) => n(r.MktMilesFlown) * n(r.Passengers)) / pax,
    );
  });

  it('derives the market fare class from its coupons and round trips from its ticket', async () => {
    const firstClass = new Map<string, string>();
    for (const c of [...coupons].sort((a, b) => n(a.SeqNum) - n(b.SeqNum))) {
      if (!firstClass.has(String(c.MktID)) && c.FareClass !== '-')
        firstClass.set(String(c.MktID), String(c.FareClass));
    }
    const roundTrip = new Set(tickets.filter((t) => t.RoundTrip === '1.00').map((t) => String(t.ItinID)));
    const pax = total(markets, (r) => n(r.Passengers));
    const coachRestricted = total(
      markets.filter((m) => firstClass.get(String(m.MktID)) === 'X'),
      (r) => n(r.Passengers),
    );
    const body = await get(
      '/tickets/markets/breakdown?by=roundtrip&year=2025&quarter=2&metrics=passengers,coach_restricted_share,first_unrestricted_share',
    );
    const all = body.results.reduce((s: number, r: any) => s + r.passengers.value, 0);
    expect(all).toBe(pax);
    const rt = body.results.find((r: any) => r.roundtrip === true);
    expect(rt.passengers.value).toBe(
      total(
        markets.filter((m) => roundTrip.has(String(m.ItinID))),
        (r) => n(r.Passengers),
      ),
    );
    expect(rt.coach_restricted_share).toEqual({ value: expect.any(Number) });
    const filtered = await get(
      '/tickets/markets/breakdown?by=fare_class&year=2025&quarter=2&metrics=passengers&limit=100',
    );
    const x = filtered.results.find((r: any) => r.fare_class.code === 'X');
    expect(x.fare_class).toEqual({ code: 'X', name: 'Coach restricted' });
    expect(x.passengers.value).toBe(coachRestricted);
    const alias = await get(
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=passengers&fare_class=coach_restricted&limit=100',
    );
    expect(alias.results.reduce((s: number, r: any) => s + r.passengers.value, 0)).toBe(coachRestricted);
    expect(alias.meta.filters).toEqual({ fare_class: 'X' });
  });
});

describe('DB1B coupons against the raw records', () => {
  it('prorates each market fare over its coupons by distance', async () => {
    const byMarket = new Map<string, Raw>(markets.map((m) => [String(m.MktID), m]));
    const milesOf = new Map<string, number>();
    for (const c of coupons)
      milesOf.set(String(c.MktID), (milesOf.get(String(c.MktID)) ?? 0) + n(c.Distance));
    const [o, d] = busiest(coupons);
    const rows = coupons.filter((c) => c.Origin === o && c.Dest === d);
    const revenue = total(
      rows,
      (c) =>
        (n(byMarket.get(String(c.MktID))!.MktFare) * n(c.Distance) * n(c.Passengers)) /
        milesOf.get(String(c.MktID))!,
    );
    const pax = total(rows, (c) => n(c.Passengers));
    const body = await get(
      `/tickets/coupons/route?origin=${o}&destination=${d}&year=2025&quarter=2&metrics=passengers,revenue,avg_fare,yield,avg_passengers_per_record`,
    );
    expect(body.meta.origin).toEqual({ iata_code: o, name: expect.any(String), city: expect.any(String) });
    expect(body.result.passengers.value).toBe(pax);
    expectRoundedTo(body.result.revenue.value, revenue);
    expectRoundedTo(body.result.avg_fare.value, revenue / pax);
    expectRoundedTo(
      body.result.yield.value,
      revenue / total(rows, (c) => n(c.Distance) * n(c.Passengers)),
      4,
    );
    expectRoundedTo(body.result.avg_passengers_per_record.value, pax / rows.length, 4);
  });
});

describe('DB1C markets against the raw records', () => {
  const metrics = (rows: readonly Raw[]) => {
    const pax = total(rows, (r) => n(r.Passengers));
    const revenue = total(rows, (r) => n(r.MktAmount) * n(r.Passengers));
    const tax = total(rows, (r) => n(r.MktTax) * n(r.Passengers));
    return { pax, revenue, tax, base: revenue - tax };
  };

  it('answers a month by default for monthly parameters, with taxes and base cost', async () => {
    const [o, d] = busiest(db1c[7]!.markets);
    const e = metrics(db1c[7]!.markets.filter((m) => m.Origin === o && m.Dest === d));
    const body = await get(
      `/tickets/markets/route?origin=${o}&destination=${d}&year=2025&month=7&metrics=passengers,revenue,tax_cost,base_cost,avg_tax,avg_base_cost`,
    );
    expect(body.meta).toMatchObject({ year: 2025, month: 7, dataset: 'db1c' });
    expect(body.result.passengers.value).toBe(e.pax);
    expectRoundedTo(body.result.revenue.value, e.revenue);
    expectRoundedTo(body.result.tax_cost.value, e.tax);
    expectRoundedTo(body.result.base_cost.value, e.base);
    expectRoundedTo(body.result.avg_tax.value, e.tax / e.pax);
    expectRoundedTo(body.result.avg_base_cost.value, e.base / e.pax);
  });

  it('aggregates the three months of a quarter, and divides additive metrics by 4 when normalized', async () => {
    const all = [7, 8, 9].flatMap((m) => db1c[m]!.markets);
    const [o, d] = busiest(all);
    const e = metrics(all.filter((m) => m.Origin === o && m.Dest === d));
    const body = await get(
      `/tickets/markets/route?origin=${o}&destination=${d}&year=2025&quarter=3&dataset=db1c&metrics=passengers,revenue,avg_fare`,
    );
    expect(body.meta).toMatchObject({ year: 2025, quarter: 3, dataset: 'db1c' });
    expect(body.meta.month).toBeUndefined();
    expect(body.result.passengers.value).toBe(e.pax);
    const normalized = await get(
      `/tickets/markets/route?origin=${o}&destination=${d}&year=2025&quarter=3&dataset=db1c&metrics=passengers,revenue,avg_fare&normalize_to_db1b=true`,
    );
    expectRoundedTo(normalized.result.passengers.value, e.pax / 4);
    expectRoundedTo(normalized.result.revenue.value, e.revenue / 4);
    expectRoundedTo(normalized.result.avg_fare.value, e.revenue / e.pax);
  });

  it('breaks months down by purchase window over a monthly range', async () => {
    const body = await get(
      '/tickets/markets/breakdown?by=purwingrp&start_year=2025&start_month=7&end_year=2025&end_month=8&metrics=passengers',
    );
    for (const row of body.results) {
      const code = row.purwingrp?.code ?? 'Null';
      expect(row.passengers.value).toBe(
        total(
          db1c[row.month]!.markets.filter((m) => m.PurchaseWindowGroup === code),
          (r) => n(r.Passengers),
        ),
      );
    }
    expect(body.results.map((r: any) => r.month)).toEqual([...body.results.map((r: any) => r.month)].sort());
  });

  it('prorates the market amount over DB1C coupons', async () => {
    const month = db1c[8]!;
    const byMarket = new Map<string, Raw>(month.markets.map((m) => [String(m.MktID), m]));
    const milesOf = new Map<string, number>();
    for (const c of month.coupons)
      milesOf.set(String(c.MktID), (milesOf.get(String(c.MktID)) ?? 0) + n(c.Distance));
    const [o, d] = busiest(month.coupons);
    const rows = month.coupons.filter((c) => c.Origin === o && c.Dest === d);
    const revenue = total(
      rows,
      (c) =>
        (n(byMarket.get(String(c.MktID))!.MktAmount) * n(c.Distance) * n(c.Passengers)) /
        milesOf.get(String(c.MktID))!,
    );
    const body = await get(
      `/tickets/coupons/route?origin=${o}&destination=${d}&year=2025&month=8&metrics=revenue,passengers`,
    );
    expectRoundedTo(body.result.revenue.value, revenue);
  });
});

describe('ticket dataset rules', () => {
  const cases: [string, string, string][] = [
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=7&fare_class=X',
      'invalid-parameter',
      'fare_class',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&mktcarrier=DL',
      'invalid-parameter',
      'mktcarrier',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&metrics=avg_tax',
      'invalid-parameter',
      'metrics',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=7&metrics=count',
      'invalid-parameter',
      'metrics',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&normalize_to_db1b=true',
      'invalid-parameter',
      'normalize_to_db1b',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=7&limit=2',
      'invalid-parameter',
      'limit',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=7&dataset=db1b',
      'conflicting-parameters',
      'month',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&dataset=db2',
      'invalid-parameter',
      'dataset',
    ],
    ['/tickets/markets/breakdown?by=mktcarrier&year=2025&quarter=2', 'invalid-parameter', 'by'],
    ['/tickets/markets/breakdown?by=carrier&year=2025&quarter=2&metrics=circuity', 'invalid-parameter', 'by'],
    [
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&metrics=circuity&origin=ATL',
      'invalid-parameter',
      'metrics',
    ],
    [
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&month=7&origin_hub=L',
      'invalid-parameter',
      'origin_hub',
    ],
    [
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&origin_hub=X',
      'invalid-parameter',
      'origin_hub',
    ],
    [
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&fare_class=coach',
      'invalid-parameter',
      'fare_class',
    ],
    [
      '/tickets/markets/breakdown?by=tkcarrier&year=2025&quarter=2&tkcarrier_group=AA:',
      'invalid-parameter',
      'tkcarrier_group',
    ],
    [
      '/tickets/coupons/route?origin=ATL&destination=LAX&year=2025&month=7&nonstop=true&purwingrp=21AP',
      'conflicting-parameters',
      'purwingrp',
    ],
    [
      '/tickets/coupons/route?origin=ATL&destination=LAX&year=2025&month=7&coupon_geo_type=3',
      'invalid-parameter',
      'coupon_geo_type',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&start_year=2020&start_quarter=1&end_year=2025&end_quarter=2',
      'range-too-large',
      'start_quarter',
    ],
    [
      '/tickets/markets/route?origin=ATL&destination=LAX&start_year=2020&start_month=1&end_year=2025&end_month=2',
      'range-too-large',
      'start_month',
    ],
  ];
  it.each(cases)('%s -> %s naming %s', async (url, code, parameter) => {
    const body = await get(url, 400);
    expect(body.type).toBe(`/problems/${code}`);
    expect(body.errors.map((e: { parameter: string }) => e.parameter)).toContain(parameter);
  });

  it('names the dataset that has the item', async () => {
    const body = await get(
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&month=7&fare_class=X',
      400,
    );
    expect(body.detail).toBe('fare_class is available for dataset db1b only, not db1c');
  });

  it('lists the dimensions DB1C has (not the datasets) when a DB1B-only dimension is asked of DB1C', async () => {
    const body = await get('/tickets/markets/breakdown?by=tkcarrier&year=2025&month=7', 400);
    const endpoint = ANALYTICS_ENDPOINTS.find((e) => e.path === '/tickets/markets/breakdown')!;
    const db1c = byChoices(endpoint)
      .filter((d) => d.datasets === undefined || d.datasets.includes('db1c'))
      .map((d) => d.id);
    expect(db1c).toContain('opcarrier');
    expect(db1c).not.toContain('tkcarrier');
    expect(body.errors).toEqual([
      {
        parameter: 'by',
        message: 'dimension tkcarrier is available for dataset db1b only, not db1c',
        allowed: db1c,
      },
    ]);
  });

  it('accepts a db1b-only item with db1b, and a single DB1C coupon route flag', async () => {
    await get(
      '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&fare_class=Y&tkcarrier=99',
    );
    await get('/tickets/coupons/route?origin=ATL&destination=LAX&year=2025&month=7&nonstop=true');
    const latest = await get('/tickets/markets/route?origin=ATL&destination=LAX&limit_results=true');
    expect(latest.meta).toMatchObject({
      mode: 'range',
      dataset: 'db1b',
      periods: [{ year: 2025, quarter: 2 }],
    });
    const latestC = await get(
      '/tickets/markets/route?origin=ATL&destination=LAX&limit_results=true&dataset=db1c',
    );
    expect(latestC.meta.periods).toEqual([7, 8, 9].map((month) => ({ year: 2025, month })));
  });
});
