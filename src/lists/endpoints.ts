import { INT32 } from '../catalog/list-parameters.js';
import type { ParameterValue } from '../catalog/value-schema.js';
import type {
  AircraftTypeRecord,
  AirportRecord,
  CarrierListRecord,
  CityMarketRecord,
} from '../reference/types.js';
import type { ListEndpoint } from './list-endpoint.js';

// keys are always present; every other field may be null (empty in the BTS file)
const key = (type: 'integer' | 'string') => ({ type });
const NULLABLE_INTEGER = { type: ['integer', 'null'] };
const NULLABLE_STRING = { type: ['string', 'null'] };
const NULLABLE_NUMBER = { type: ['number', 'null'] };

// the values a filter takes: an id or code number, some text, a date
const NUMBER: ParameterValue = { kind: 'integer', ...INT32 };
const TEXT: ParameterValue = { kind: 'text' };
const DATE: ParameterValue = { kind: 'date' };

export const AIRPORTS: ListEndpoint<AirportRecord> = {
  path: '/support/airports',
  summary: 'Airport reference records (Master Coordinate, latest row per airport)',
  records: (reference) => reference.airports,
  filters: [
    { name: 'airport_id', value: NUMBER, match: 'exact', field: 'airport_id', description: 'exact match' },
    { name: 'iata', value: TEXT, match: 'exact', field: 'iata', description: 'exact match (IATA code)' },
    {
      name: 'city_market_id',
      value: NUMBER,
      match: 'exact',
      field: 'city_market_id',
      description: 'exact match',
    },
    {
      name: 'city',
      value: TEXT,
      match: 'prefix-or-word',
      field: 'city',
      description:
        'case-insensitive: the start of the city text ("chicago", "chicago, il") or whole words of it ("york")',
    },
    {
      name: 'state',
      value: TEXT,
      match: 'case-insensitive',
      field: 'state',
      description: 'case-insensitive match',
    },
    {
      name: 'country',
      value: TEXT,
      match: 'case-insensitive',
      field: 'country',
      description: 'case-insensitive match',
    },
    { name: 'wac', value: NUMBER, match: 'exact', field: 'wac', description: 'world area code' },
  ],
  searchFields: ['iata', 'name', 'city'],
  orderBy: ['airport_id', 'iata', 'name', 'city', 'state', 'country', 'wac'],
  primaryKey: 'airport_id',
  recordSchema: {
    airport_id: key('integer'),
    iata: key('string'),
    city_market_id: NULLABLE_INTEGER,
    name: NULLABLE_STRING,
    city: NULLABLE_STRING,
    state: NULLABLE_STRING,
    state_fips: NULLABLE_STRING,
    country: NULLABLE_STRING,
    wac: NULLABLE_INTEGER,
    latitude: NULLABLE_NUMBER,
    longitude: NULLABLE_NUMBER,
  },
};

/** City markets (docs/API-CONTRACT.md §12): the values of origin_city_market / destination_city_market. */
export const CITY_MARKETS: ListEndpoint<CityMarketRecord> = {
  path: '/support/city-markets',
  summary:
    'City markets (co-located airports such as New York = JFK, LGA, EWR): their ids, names (Master Coordinate, L_CITY_MARKET_ID) and airports',
  records: (reference) => reference.cityMarkets,
  filters: [
    {
      name: 'city_market_id',
      value: NUMBER,
      match: 'exact',
      field: 'city_market_id',
      description: 'exact match',
    },
  ],
  searchFields: ['name', 'airports'],
  orderBy: ['city_market_id', 'name'],
  primaryKey: 'city_market_id',
  recordSchema: {
    city_market_id: key('integer'),
    name: NULLABLE_STRING,
    airports: { type: 'array', items: { type: 'string' }, description: 'IATA codes of its airports' },
  },
};

export const CARRIERS: ListEndpoint<CarrierListRecord> = {
  path: '/support/carriers',
  summary:
    'Carrier reference records (Carrier Decode, one row per carrier code), with every holder of the code by period',
  records: (reference) => reference.carrierList,
  filters: [
    {
      name: 'carrier_code',
      value: TEXT,
      match: 'exact',
      field: 'carrier_code',
      description: 'exact match',
    },
    {
      name: 'airline_id',
      value: NUMBER,
      match: 'holder-id',
      field: 'holders',
      description: 'the DOT airline id of the code or of any of its holders (a reused code has several)',
    },
  ],
  searchFields: ['carrier_code', 'carrier_name'],
  orderBy: ['carrier_code', 'carrier_name', 'airline_id'],
  primaryKey: 'carrier_code',
  recordSchema: {
    carrier_code: key('string'),
    carrier_name: NULLABLE_STRING,
    airline_id: NULLABLE_INTEGER,
    holders: {
      type: 'array',
      description:
        "who held the code when (docs/API-CONTRACT.md §12): carrier history ranges, else the T-100 files' own AIRLINE_ID and names",
      items: {
        type: 'object',
        required: ['airline_id', 'carrier_name', 'valid_from', 'valid_thru'],
        properties: {
          airline_id: NULLABLE_INTEGER,
          carrier_name: NULLABLE_STRING,
          valid_from: { type: ['string', 'null'], format: 'date' },
          valid_thru: { type: ['string', 'null'], format: 'date' },
        },
      },
    },
  },
};

export const AIRCRAFTS: ListEndpoint<AircraftTypeRecord> = {
  path: '/support/aircrafts',
  summary: 'Aircraft type reference records (Aircraft Types)',
  records: (reference) => reference.aircraftTypes,
  filters: [
    {
      name: 'aircraft_type_id',
      value: NUMBER,
      match: 'exact',
      field: 'aircraft_type_id',
      description: 'exact match',
    },
    {
      name: 'aircraft_group',
      value: NUMBER,
      match: 'exact',
      field: 'aircraft_group',
      description: 'exact match',
    },
    {
      name: 'manufacturer',
      value: TEXT,
      match: 'case-insensitive',
      field: 'manufacturer',
      description: 'case-insensitive match',
    },
    {
      name: 'active_on',
      value: DATE,
      match: 'active-on',
      field: 'begin_date',
      description: 'YYYY-MM-DD; aircraft types active on that date',
    },
  ],
  searchFields: ['manufacturer', 'long_name', 'short_name', 'ssd_name'],
  orderBy: [
    'aircraft_type_id',
    'aircraft_group',
    'ssd_name',
    'manufacturer',
    'long_name',
    'short_name',
    'begin_date',
    'end_date',
  ],
  primaryKey: 'aircraft_type_id',
  recordSchema: {
    aircraft_type_id: key('integer'),
    aircraft_group: NULLABLE_INTEGER,
    ssd_name: NULLABLE_STRING,
    manufacturer: NULLABLE_STRING,
    long_name: NULLABLE_STRING,
    short_name: NULLABLE_STRING,
    begin_date: { type: ['string', 'null'], format: 'date' },
    end_date: { type: ['string', 'null'], format: 'date' },
  },
};
