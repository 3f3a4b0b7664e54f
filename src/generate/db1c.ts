import { DuckDBInstance } from '@duckdb/node-api';
import { createReadStream, createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Zip, ZipPassThrough } from 'fflate';
import type { GenAirport } from './airports.js';
import { d2, i0, q } from './csv.js';
import { geoType, operatorsOf, type Itinerary } from './itineraries.js';
import { distanceBand } from '../storage/schema.js';
import { FIXED_MTIME } from './zip-writer.js';
import { duckdbString } from '../sql/duckdb.js';
import { quarterOfMonth } from '../storage/periods.js';
import { GENERATED_MEMBER_COMMENT } from '../storage/sources.js';

type ColumnType = 'BIGINT' | 'INTEGER' | 'DOUBLE' | 'VARCHAR';
const place = (p: 'Origin' | 'Dest'): [string, ColumnType][] => [
  [`${p}AirportID`, 'INTEGER'],
  [`${p}CityMarketID`, 'INTEGER'],
  [p, 'VARCHAR'],
  [`${p}Country`, 'VARCHAR'],
  [`${p}State`, 'VARCHAR'],
  [`${p}Wac`, 'INTEGER'],
];
const period: [string, ColumnType][] = [
  ['RpYear', 'INTEGER'],
  ['RpQuarter', 'INTEGER'],
  ['RpMonth', 'INTEGER'],
];

/** DB1C columns as documented by users of the files; the coupon file's columns are this project's choice. */
export const DB1C_MARKET_COLUMNS: readonly [string, ColumnType][] = [
  ['ItinID', 'BIGINT'],
  ['MktID', 'BIGINT'],
  ['MktCoupons', 'INTEGER'],
  ...period,
  ...place('Origin'),
  ...place('Dest'),
  ['RpCarrier', 'VARCHAR'],
  ['IssuingCarrier', 'VARCHAR'],
  ['MktCarrier', 'VARCHAR'],
  ['OpCarrier', 'VARCHAR'],
  ['MktCarrierChange', 'DOUBLE'],
  ['OpCarrierChange', 'DOUBLE'],
  ['MktCarrierGroup', 'VARCHAR'],
  ['OpCarrierGroup', 'VARCHAR'],
  ['AirportGroup', 'VARCHAR'],
  ['Passengers', 'DOUBLE'],
  ['MktAmount', 'DOUBLE'],
  ['MktTax', 'DOUBLE'],
  ['TotalDistance', 'DOUBLE'],
  ['MilesTraveled', 'DOUBLE'],
  ['NonStopMiles', 'DOUBLE'],
  ['MktDistanceGroup', 'INTEGER'],
  ['Nonstop', 'INTEGER'],
  ['ItinGeoType', 'INTEGER'],
  ['MktGeoType', 'INTEGER'],
  ['PurchaseWindowGroup', 'VARCHAR'],
];
export const DB1C_TICKET_COLUMNS: readonly [string, ColumnType][] = [
  ['ItinID', 'BIGINT'],
  ['Coupons', 'INTEGER'],
  ...period,
  ['Origin', 'VARCHAR'],
  ['AirportGroupString', 'VARCHAR'],
  ['RoundTrip', 'DOUBLE'],
  ['Passengers', 'DOUBLE'],
  ['TotalAmount', 'DOUBLE'],
  ['TaxAmount', 'DOUBLE'],
  ['PurchaseWindowGroup', 'VARCHAR'],
  ['IssuingCarrier', 'VARCHAR'],
  ['RpCarrier', 'VARCHAR'],
];
export const DB1C_COUPON_COLUMNS: readonly [string, ColumnType][] = [
  ['ItinID', 'BIGINT'],
  ['MktID', 'BIGINT'],
  ['SeqNum', 'INTEGER'],
  ['Coupons', 'INTEGER'],
  ...period,
  ...place('Origin'),
  ...place('Dest'),
  ['RpCarrier', 'VARCHAR'],
  ['OpCarrier', 'VARCHAR'],
  ['MktCarrier', 'VARCHAR'],
  ['Passengers', 'DOUBLE'],
  ['Distance', 'DOUBLE'],
  ['DistanceGroup', 'INTEGER'],
  ['CouponGeoType', 'INTEGER'],
];

const placeValues = (a: GenAirport): string[] => [
  i0(a.airportId),
  i0(a.cityMarketId),
  q(a.iata),
  q(a.country),
  q(a.state),
  i0(a.wac),
];
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];

/** `DB1C.MARKET.202507.15SEP2025`: the month, then the publication date ~45 days after the month's end. */
export function db1cName(table: 'MARKET' | 'COUPON' | 'TICKET', year: number, month: number): string {
  const published = new Date(Date.UTC(year, month, 1 + 45));
  const day = String(published.getUTCDate()).padStart(2, '0');
  return `DB1C.${table}.${year}${String(month).padStart(2, '0')}.${day}${MONTHS[published.getUTCMonth()]}${published.getUTCFullYear()}`;
}

/** What every row of one itinerary shares: its period values, carrier, coupon count and purchase window. */
interface ItineraryContext {
  readonly itin: Itinerary;
  readonly period: readonly string[];
  readonly carrier: string;
  readonly coupons: number;
  readonly window: string;
  readonly allAirports: readonly Itinerary['markets'][number]['segments'][number]['from'][];
}

/** The DB1C market row of the itinerary's `index`-th market. */
function marketRow(context: ItineraryContext, market: Itinerary['markets'][number], index: number): string {
  const { itin, period, carrier } = context;
  const path = [market.segments[0]!.from, ...market.segments.map((s) => s.to)];
  const op = operatorsOf(market);
  const opChange = new Set(op).size > 1;
  const mkt = market.segments.map((s) => s.marketing.code);
  return [
    i0(itin.id),
    i0(itin.id * 100 + index + 1),
    i0(market.segments.length),
    ...period,
    ...placeValues(market.origin),
    ...placeValues(market.destination),
    q(carrier),
    q(carrier),
    q(carrier),
    q(opChange ? '99' : op[0]!),
    d2(new Set(mkt).size > 1 ? 1 : 0),
    d2(opChange ? 1 : 0),
    q(mkt.join(':')),
    q(op.join(':')),
    q(path.map((a) => a.iata).join(':')),
    d2(itin.passengers),
    d2(market.fare),
    d2(market.tax),
    d2(market.miles),
    d2(market.miles),
    d2(market.nonstopMiles),
    i0(distanceBand(market.miles)),
    i0(market.segments.length === 1 ? 1 : 0),
    i0(geoType(context.allAirports)),
    i0(geoType(path)),
    context.window,
  ].join(',');
}

/** The DB1C coupon rows of one market, numbered on from `firstSeq`. */
function couponRowsOf(
  context: ItineraryContext,
  market: Itinerary['markets'][number],
  index: number,
  firstSeq: number,
): string[] {
  const { itin, period, carrier } = context;
  const op = operatorsOf(market);
  return market.segments.map((segment, k) =>
    [
      i0(itin.id),
      i0(itin.id * 100 + index + 1),
      i0(firstSeq + k),
      i0(context.coupons),
      ...period,
      ...placeValues(segment.from),
      ...placeValues(segment.to),
      q(carrier),
      q(op[k]),
      q(segment.marketing.code),
      d2(itin.passengers),
      d2(segment.miles),
      i0(distanceBand(segment.miles)),
      i0(geoType([segment.from, segment.to])),
    ].join(','),
  );
}

/** The DB1C ticket row of the itinerary: its whole airport path, fares and taxes. */
function ticketRow(context: ItineraryContext): string {
  const { itin, carrier } = context;
  const route = itin.markets
    .map((m, i) =>
      (i === 0 ? [m.segments[0]!.from, ...m.segments.map((s) => s.to)] : m.segments.map((s) => s.to))
        .map((a) => a.iata)
        .join(':'),
    )
    .join(':');
  return [
    i0(itin.id),
    i0(context.coupons),
    ...context.period,
    q(itin.markets[0]!.origin.iata),
    q(route),
    d2(itin.roundTrip ? 1 : 0),
    d2(itin.passengers),
    d2(itin.itinFare),
    d2(itin.itinTax),
    context.window,
    q(carrier),
    q(carrier),
  ].join(',');
}

/** The market, coupon and ticket rows of one itinerary (formatting only: no draws). */
function rowsOf(itin: Itinerary, year: number, month: number) {
  const context: ItineraryContext = {
    itin,
    period: [i0(year), i0(quarterOfMonth(month)), i0(month)],
    carrier: itin.carrier.code,
    coupons: itin.markets.reduce((n, m) => n + m.segments.length, 0),
    window: q(itin.purchaseWindow),
    allAirports: itin.markets.flatMap((m) => [m.segments[0]!.from, ...m.segments.map((s) => s.to)]),
  };
  const markets = itin.markets.map((market, index) => marketRow(context, market, index));
  let seq = 1;
  const coupons = itin.markets.flatMap((market, index) => {
    const rows = couponRowsOf(context, market, index, seq);
    seq += rows.length;
    return rows;
  });
  return { markets, coupons, ticket: ticketRow(context) };
}

function lineWriter(path: string) {
  const stream = createWriteStream(path);
  let buffer = '';
  return {
    async write(line: string) {
      buffer += line + '\n';
      if (buffer.length > 1 << 20) {
        if (!stream.write(buffer)) await once(stream, 'drain');
        buffer = '';
      }
    },
    async close() {
      stream.end(buffer);
      await once(stream, 'finish');
    },
  };
}

/** Zips one file without recompression (Parquet is compressed already), with a fixed mtime. */
async function zipFile(source: string, member: string, target: string): Promise<void> {
  const out = createWriteStream(target);
  const done = new Promise<void>((resolve, reject) => {
    const zip = new Zip((error, chunk, final) => {
      if (error) reject(error);
      else {
        out.write(chunk);
        if (final) resolve();
      }
    });
    const file = new ZipPassThrough(member);
    file.mtime = FIXED_MTIME;
    file.comment = GENERATED_MEMBER_COMMENT;
    zip.add(file);
    const input = createReadStream(source);
    input.on('data', (chunk) => file.push(chunk as Buffer));
    input.on('end', () => {
      file.push(new Uint8Array(0), true);
      zip.end();
    });
    input.on('error', reject);
  });
  await done;
  out.end();
  await once(out, 'finish');
}

/** Rows per Parquet row group: small groups keep the writer's memory (and so the demo build's) low. */
const PARQUET_ROW_GROUP_ROWS = 16_384;

/** Writes the three DB1C zips (one Parquet member each) of one month. */
export async function writeDb1cMonth(
  outDir: string,
  year: number,
  month: number,
  itineraries: Iterable<Itinerary>,
): Promise<{ files: string[]; markets: number; coupons: number; tickets: number }> {
  const tables = [
    ['MARKET', DB1C_MARKET_COLUMNS],
    ['COUPON', DB1C_COUPON_COLUMNS],
    ['TICKET', DB1C_TICKET_COLUMNS],
  ] as const;
  const temp = tables.map(([table]) => join(outDir, `.${db1cName(table, year, month)}.csv`));
  const writers = temp.map((path) => lineWriter(path));
  const [market, coupon, ticket] = writers as [(typeof writers)[0], (typeof writers)[0], (typeof writers)[0]];
  const counts = { markets: 0, coupons: 0, tickets: 0 };
  for (const itin of itineraries) {
    const rows = rowsOf(itin, year, month);
    for (const row of rows.markets) await market.write(row);
    for (const row of rows.coupons) await coupon.write(row);
    await ticket.write(rows.ticket);
    counts.markets += rows.markets.length;
    counts.coupons += rows.coupons.length;
    counts.tickets += 1;
  }
  await Promise.all(writers.map((w) => w.close()));
  const instance = await DuckDBInstance.create(':memory:', { threads: '1' });
  const connection = await instance.connect();
  const files: string[] = [];
  try {
    for (const [index, [table, columns]] of tables.entries()) {
      const name = db1cName(table, year, month);
      const parquet = join(outDir, `.${name}.parquet`);
      const spec = columns
        .map(([column, type]) => `${duckdbString(column)}: ${duckdbString(type)}`)
        .join(', ');
      // file paths are the user's --out: literals through the dialect (COPY cannot bind its target)
      await connection.run(
        `COPY (SELECT * FROM read_csv(${duckdbString(temp[index]!)}, header = false, quote = '"', columns = {${spec}}, nullstr = '')) TO ${duckdbString(parquet)} (FORMAT parquet, COMPRESSION zstd, ROW_GROUP_SIZE ${PARQUET_ROW_GROUP_ROWS})`,
      );
      const zip = join(outDir, `${name}.zip`);
      await zipFile(parquet, `${name}.parquet`, zip);
      await rm(parquet);
      await rm(temp[index]!);
      files.push(zip);
    }
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
  return { files, ...counts };
}
