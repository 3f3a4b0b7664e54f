import { AIRPORT_PERIODS_VIEW } from './airport-periods.js';
import type { FamilyDef } from './families.js';
import { ident } from './sql.js';

/**
 * City markets where BTS defines them (docs/API-CONTRACT.md §12 "Derived where BTS derives"): a record whose file
 * lacks OriginCityMarketID / DestCityMarketID takes the city market the Master Coordinate gives its airport for
 * the record's period (the row covering the period's first day, the latest-starting when several do; this
 * ingest's Master Coordinate, else the stored `airport_history`: airport-periods.ts). The airport is the record's
 * airport id where the file has one (T-100), else its code. No row covers it: null (the partition then names
 * the column as unknown, stage.ts).
 */
const MARKET_OF_END = { origin: 'OriginCityMarketID', destination: 'DestCityMarketID' } as const;

interface End {
  readonly market: string;
  readonly code: string;
  readonly id: string | undefined;
}

/** The columns of each end of a family's records, or undefined for a family without city markets. */
function endsOf(family: FamilyDef): { origin: End; destination: End } | undefined {
  const named = (...names: string[]) => family.columns.find((c) => names.includes(c.name))?.name;
  const origin = named('Origin', 'ORIGIN');
  const destination = named('Dest', 'DEST');
  if (named(MARKET_OF_END.origin) === undefined || origin === undefined || destination === undefined)
    return undefined;
  return {
    origin: { market: MARKET_OF_END.origin, code: origin, id: named('ORIGIN_AIRPORT_ID') },
    destination: { market: MARKET_OF_END.destination, code: destination, id: named('DEST_AIRPORT_ID') },
  };
}

/** The first day of a record's period (its month, or its quarter's first month). */
function firstDayOf(family: FamilyDef): string | undefined {
  const period = family.period;
  if (period === undefined) return undefined;
  const year = `CAST(${ident(period.year)} AS INTEGER)`;
  const index = `CAST(${ident(period.index)} AS INTEGER)`;
  return period.grain === 'month'
    ? `make_date(${year}, ${index}, 1)`
    : `make_date(${year}, (${index} - 1) * 3 + 1, 1)`;
}

const idOf = (end: End, row: string) =>
  end.id ? `CAST(${row}.${ident(end.id)} AS INTEGER)` : 'CAST(NULL AS INTEGER)';

/**
 * `source` (a family's records) with each end's missing city market taken from the airport reference of the
 * record's period; the family's own values are kept. `source` unchanged for a family without city markets.
 */
export function withDerivedCityMarkets(family: FamilyDef, source: string): string {
  const ends = endsOf(family);
  const firstDay = firstDayOf(family);
  if (ends === undefined || firstDay === undefined) return source;
  const keysOf = (end: End) =>
    `SELECT s.${ident(end.code)} AS code, ${idOf(end, 's')} AS airport_id, s._first_day AS day FROM s`;
  const join = (end: End, alias: string) =>
    `LEFT JOIN held ${alias} ON ${alias}.code IS NOT DISTINCT FROM s.${ident(end.code)}
      AND ${alias}.airport_id IS NOT DISTINCT FROM ${idOf(end, 's')} AND ${alias}.day = s._first_day`;
  return `WITH s AS (SELECT *, ${firstDay} AS _first_day FROM (${source})),
    ends AS (SELECT DISTINCT * FROM (${keysOf(ends.origin)} UNION ALL ${keysOf(ends.destination)})),
    held AS (
      SELECT e.code, e.airport_id, e.day, arg_max(p.city_market_id, p.valid_from) AS market
      FROM ends e JOIN ${AIRPORT_PERIODS_VIEW} p
        ON (CASE WHEN e.airport_id IS NOT NULL THEN p.airport_id = e.airport_id ELSE p.iata = e.code END)
        AND e.day BETWEEN p.valid_from AND COALESCE(p.valid_thru, DATE '9999-12-31')
      WHERE p.city_market_id IS NOT NULL
      GROUP BY ALL)
    SELECT s.* EXCLUDE (_first_day) REPLACE (
      COALESCE(s.${ident(ends.origin.market)}, o.market) AS ${ident(ends.origin.market)},
      COALESCE(s.${ident(ends.destination.market)}, d.market) AS ${ident(ends.destination.market)})
    FROM s ${join(ends.origin, 'o')} ${join(ends.destination, 'd')}`;
}
