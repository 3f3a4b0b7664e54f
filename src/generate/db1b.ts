import { join } from 'node:path';
import type { GenAirport } from './airports.js';
import { d2, i0, q, readmeHtml } from './csv.js';
import { geoType, operatorsOf, SURFACE_OPERATOR, type Itinerary, type Market } from './itineraries.js';
import type { Segment } from './network.js';
import { ZipTextWriter } from './zip-writer.js';
import { distanceBand } from '../storage/schema.js';

const place = (p: 'Origin' | 'Dest') => [
  `${p}AirportID`,
  `${p}AirportSeqID`,
  `${p}CityMarketID`,
  p,
  `${p}Country`,
  `${p}StateFips`,
  `${p}State`,
  `${p}StateName`,
  `${p}Wac`,
];

export const DB1B_MARKET_HEADER = [
  'ItinID',
  'MktID',
  'MktCoupons',
  'Year',
  'Quarter',
  ...place('Origin'),
  ...place('Dest'),
  'AirportGroup',
  'WacGroup',
  'TkCarrierChange',
  'TkCarrierGroup',
  'OpCarrierChange',
  'OpCarrierGroup',
  'RPCarrier',
  'TkCarrier',
  'OpCarrier',
  'BulkFare',
  'Passengers',
  'MktFare',
  'MktDistance',
  'MktDistanceGroup',
  'MktMilesFlown',
  'NonStopMiles',
  'ItinGeoType',
  'MktGeoType',
] as const;

export const DB1B_COUPON_HEADER = [
  'ItinID',
  'MktID',
  'SeqNum',
  'Coupons',
  'Year',
  'OriginAirportID',
  'OriginAirportSeqID',
  'OriginCityMarketID',
  'Quarter',
  'Origin',
  'OriginCountry',
  'OriginStateFips',
  'OriginState',
  'OriginStateName',
  'OriginWac',
  ...place('Dest'),
  'Break',
  'CouponType',
  'TkCarrier',
  'OpCarrier',
  'RPCarrier',
  'Passengers',
  'FareClass',
  'Distance',
  'DistanceGroup',
  'Gateway',
  'ItinGeoType',
  'CouponGeoType',
] as const;

export const DB1B_TICKET_HEADER = [
  'ItinID',
  'Coupons',
  'Year',
  'Quarter',
  'Origin',
  'OriginAirportID',
  'OriginAirportSeqID',
  'OriginCityMarketID',
  'OriginCountry',
  'OriginStateFips',
  'OriginState',
  'OriginStateName',
  'OriginWac',
  'RoundTrip',
  'OnLine',
  'DollarCred',
  'FarePerMile',
  'RPCarrier',
  'Passengers',
  'ItinFare',
  'BulkFare',
  'Distance',
  'DistanceGroup',
  'MilesFlown',
  'ItinGeoType',
] as const;

const placeValues = (a: GenAirport): string[] => [
  i0(a.airportId),
  i0(a.seqId),
  i0(a.cityMarketId),
  q(a.iata),
  q(a.country),
  q(a.stateFips),
  q(a.state),
  q(a.stateName),
  i0(a.wac),
];

/**
 * US carrier between two US points A, between a US and a foreign point B; foreign carrier F (or E); surface
 * traffic D.
 */
export function couponType(segment: Segment, surface = false): string {
  if (surface) return 'D';
  const foreignCarrier = segment.operating.kind === 'foreign';
  const international = segment.international;
  if (foreignCarrier) return international ? 'F' : 'E';
  return international ? 'B' : 'A';
}

const flag = (value: boolean): string => d2(value ? 1 : 0);

function airportsOf(segments: readonly Segment[]): GenAirport[] {
  return [segments[0]!.from, ...segments.map((s) => s.to)];
}

export function marketRow(
  itin: Itinerary,
  market: Market,
  index: number,
  year: number,
  quarter: number,
): string {
  const tk = market.segments.map((s) => s.marketing.code);
  const op = operatorsOf(market);
  const opChange = new Set(op).size > 1;
  const path = airportsOf(market.segments);
  const itinAirports = itin.markets.flatMap((m) => airportsOf(m.segments));
  return [
    i0(itin.id),
    i0(itin.id * 100 + index + 1),
    i0(market.segments.length),
    i0(year),
    i0(quarter),
    ...placeValues(market.origin),
    ...placeValues(market.destination),
    q(path.map((a) => a.iata).join(':')),
    q(path.map((a) => a.wac).join(':')),
    flag(new Set(tk).size > 1),
    q(tk.join(':')),
    flag(opChange),
    q(op.join(':')),
    q(itin.carrier.code),
    q(itin.carrier.code),
    q(opChange ? '99' : op[0]!),
    flag(itin.bulkFare),
    d2(itin.passengers),
    d2(market.fare),
    d2(market.miles),
    i0(distanceBand(market.miles)),
    d2(market.miles),
    d2(market.nonstopMiles),
    i0(geoType(itinAirports)),
    i0(geoType(path)),
  ].join(',');
}

export function couponRows(itin: Itinerary, year: number, quarter: number): string[] {
  const coupons = itin.markets.reduce((n, m) => n + m.segments.length, 0);
  const itinGeo = geoType(itin.markets.flatMap((m) => airportsOf(m.segments)));
  let seq = 0;
  return itin.markets.flatMap((market, marketIndex) =>
    market.segments.map((segment, i) => {
      seq += 1;
      const from = segment.from;
      return [
        i0(itin.id),
        i0(itin.id * 100 + marketIndex + 1),
        i0(seq),
        i0(coupons),
        i0(year),
        i0(from.airportId),
        i0(from.seqId),
        i0(from.cityMarketId),
        i0(quarter),
        q(from.iata),
        q(from.country),
        q(from.stateFips),
        q(from.state),
        q(from.stateName),
        i0(from.wac),
        ...placeValues(segment.to),
        q(i === market.segments.length - 1 ? 'X' : ''),
        q(couponType(segment, market.surface[i])),
        q(segment.marketing.code),
        q(market.surface[i] ? SURFACE_OPERATOR : segment.operating.code),
        q(itin.carrier.code),
        d2(itin.passengers),
        q(market.fareClasses[i]),
        d2(segment.miles),
        i0(distanceBand(segment.miles)),
        flag(segment.international),
        i0(itinGeo),
        i0(geoType([segment.from, segment.to])),
      ].join(',');
    }),
  );
}

export function ticketRow(itin: Itinerary, year: number, quarter: number): string {
  const origin = itin.markets[0]!.origin;
  const miles = itin.markets.reduce((sum, m) => sum + m.miles, 0);
  const operating = new Set(itin.markets.flatMap(operatorsOf).filter((code) => code !== SURFACE_OPERATOR));
  return [
    i0(itin.id),
    i0(itin.markets.reduce((n, m) => n + m.segments.length, 0)),
    i0(year),
    i0(quarter),
    q(origin.iata),
    i0(origin.airportId),
    i0(origin.seqId),
    i0(origin.cityMarketId),
    q(origin.country),
    q(origin.stateFips),
    q(origin.state),
    q(origin.stateName),
    i0(origin.wac),
    flag(itin.roundTrip),
    flag(operating.size === 1),
    i0(itin.dollarCred ? 1 : 0),
    (miles > 0 ? itin.itinFare / miles : 0).toFixed(4),
    q(itin.carrier.code),
    d2(itin.passengers),
    d2(itin.itinFare),
    flag(itin.bulkFare),
    d2(miles),
    i0(distanceBand(miles)),
    d2(miles),
    i0(geoType(itin.markets.flatMap((m) => airportsOf(m.segments)))),
  ].join(',');
}

export const db1bName = (table: 'Market' | 'Coupon' | 'Ticket', year: number, quarter: number): string =>
  `Origin_and_Destination_Survey_DB1B${table}_${year}_${quarter}`;

/** Writes the three PREZIP zips of one quarter from one stream of itineraries. */
export async function writeDb1bQuarter(
  outDir: string,
  year: number,
  quarter: number,
  itineraries: Iterable<Itinerary>,
): Promise<{ files: string[]; markets: number; coupons: number; tickets: number }> {
  const tables = [
    ['Market', DB1B_MARKET_HEADER],
    ['Coupon', DB1B_COUPON_HEADER],
    ['Ticket', DB1B_TICKET_HEADER],
  ] as const;
  const writers = tables.map(([table, header]) => {
    const name = db1bName(table, year, quarter);
    const writer = new ZipTextWriter(join(outDir, `${name}.zip`));
    writer.beginMember(`${name}.csv`);
    return { writer, name, header, file: join(outDir, `${name}.zip`) };
  });
  for (const { writer, header } of writers) await writer.line(`${header.map((h) => q(h)).join(',')},`);
  const [market, coupon, ticket] = writers.map((w) => w.writer) as [
    ZipTextWriter,
    ZipTextWriter,
    ZipTextWriter,
  ];
  const counts = { markets: 0, coupons: 0, tickets: 0 };
  for (const itin of itineraries) {
    for (const [index, m] of itin.markets.entries()) {
      await market.line(`${marketRow(itin, m, index, year, quarter)},`);
      counts.markets += 1;
    }
    for (const row of couponRows(itin, year, quarter)) {
      await coupon.line(`${row},`);
      counts.coupons += 1;
    }
    await ticket.line(`${ticketRow(itin, year, quarter)},`);
    counts.tickets += 1;
  }
  for (const { writer, name, header } of writers) {
    await writer.endMember();
    writer.addFile('readme.html', readmeHtml(name, header));
    await writer.close();
  }
  return { files: writers.map((w) => w.file), ...counts };
}
