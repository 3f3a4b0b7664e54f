import { basename } from 'node:path';
import type { TableId } from '../storage/schema.js';

/**
 * TranStats lookup tables (`L_*`, header `Code,Description`) as name sources for the reference tables.
 * Every lookup table has the same header, so which one a file is comes from its name (`L_UNIQUE_CARRIERS.csv`,
 * `L_CARRIER_HISTORY (1).csv`, `L_AIRLINE_ID__copy.csv`). Each yields rows in the reference table's columns
 * (the `Code` column as `code`, `Description` as `description`); lookup names only fill what the full tables
 * (Carrier Decode, Aircraft Types) leave empty (reference-build.ts).
 */
export interface LookupTable {
  readonly name: string;
  readonly table: TableId;
  /** SELECT over `lookup_src` (columns code, description) giving the table's key and name columns. */
  readonly select: string;
  /** A lookup table read together with this one (as `paired_src`); without it this one is skipped. */
  readonly pairedWith?: string;
}

/** "Titan Airways (2006 - )" -> "Titan Airways"; the open period (no end year) sorts first. */
const HISTORY_NAME = `regexp_replace(description, '\\s*\\(\\d{4}\\s*-\\s*(\\d{4})?\\s*\\)\\s*$', '')`;

export const LOOKUP_TABLES: readonly LookupTable[] = [
  {
    name: 'L_CARRIER_HISTORY',
    table: 'carriers',
    select: `SELECT code AS carrier_code, ${HISTORY_NAME} AS carrier_name, CAST(NULL AS INTEGER) AS airline_id
      FROM lookup_src
      QUALIFY row_number() OVER (PARTITION BY code
        ORDER BY regexp_matches(description, '\\(\\d{4}\\s*-\\s*\\)\\s*$') DESC,
                 regexp_extract(description, '\\((\\d{4})', 1) DESC, description) = 1`,
  },
  {
    name: 'L_UNIQUE_CARRIERS',
    table: 'carriers',
    select: `SELECT code AS carrier_code, description AS carrier_name, CAST(NULL AS INTEGER) AS airline_id FROM lookup_src`,
  },
  {
    name: 'L_CARRIERS',
    table: 'carriers',
    select: `SELECT code AS carrier_code, ${HISTORY_NAME} AS carrier_name, CAST(NULL AS INTEGER) AS airline_id FROM lookup_src`,
  },
  {
    /** "Southwest Airlines Co.: WN": the DOT airline id of a carrier code (the highest id when a code was reused). */
    name: 'L_AIRLINE_ID',
    table: 'carriers',
    select: `SELECT regexp_extract(description, ':\\s*(\\S+)\\s*$', 1) AS carrier_code,
        regexp_replace(description, '\\s*:\\s*\\S+\\s*$', '') AS carrier_name, TRY_CAST(code AS INTEGER) AS airline_id
      FROM lookup_src WHERE regexp_matches(description, ':\\s*\\S+\\s*$')
      QUALIFY row_number() OVER (PARTITION BY carrier_code ORDER BY airline_id DESC) = 1`,
  },
  {
    /**
     * "Atlanta, GA: Hartsfield-Jackson Atlanta International" by code; the airport id (the airports table's key)
     * comes from L_AIRPORT_ID, whose descriptions are the same: joined on descriptions unique in both.
     */
    name: 'L_AIRPORT',
    table: 'airports',
    pairedWith: 'L_AIRPORT_ID',
    select: `SELECT TRY_CAST(p.code AS INTEGER) AS airport_id, l.code AS iata,
        regexp_extract(l.description, '^(.*?):\\s', 1) AS city, regexp_extract(l.description, ':\\s(.*)$', 1) AS name,
        NULLIF(regexp_extract(l.description, ', ([A-Z]{2}):\\s', 1), '') AS state
      FROM (SELECT * FROM lookup_src QUALIFY count(*) OVER (PARTITION BY description) = 1) l
      JOIN (SELECT * FROM paired_src QUALIFY count(*) OVER (PARTITION BY description) = 1) p USING (description)`,
  },
  {
    name: 'L_AIRPORT_ID',
    table: 'airports',
    pairedWith: 'L_AIRPORT',
    select: '',
  },
  {
    /** "New York City, NY (Metropolitan Area)" by city market id. */
    name: 'L_CITY_MARKET_ID',
    table: 'city_markets',
    select: `SELECT TRY_CAST(code AS INTEGER) AS city_market_id, description AS name FROM lookup_src
      WHERE TRY_CAST(code AS INTEGER) IS NOT NULL`,
  },
  {
    name: 'L_AIRCRAFT_TYPE',
    table: 'aircraft_types',
    select: `SELECT TRY_CAST(code AS INTEGER) AS aircraft_type_id, description AS long_name FROM lookup_src
      WHERE TRY_CAST(code AS INTEGER) IS NOT NULL`,
  },
];

/** The lookup table a file name names (longest match), or undefined. */
export function lookupNameOf(origin: string): string | undefined {
  const stem = basename(origin.split(':').at(-1)!).toUpperCase();
  const match = /^L_[A-Z0-9_]*?(?=$|\.|__| |\(|-)/.exec(stem);
  return match?.[0];
}

export function lookupTable(name: string | undefined): LookupTable | undefined {
  return LOOKUP_TABLES.find((lookup) => lookup.name === name);
}
