// The raw-grain PostgreSQL tables of the comparison: one per BTS file family the route mix reads, every column
// of the CSV as shipped (lower-cased names), typed where a query reads it, with the indexes a route lookup
// needs. Which family a zip member is comes from its name (BTS names them; see
// docs/bts-source-formats.md).

const int = 'integer';
const bigint = 'bigint';
const float = 'double precision';

/**
 * One table per family: the member names it loads, the typed columns (the rest is text), statements deriving
 * per-record columns once every family is loaded, the indexes.
 */
export const RAW_TABLES = [
  {
    table: 'db1b_market',
    member: /DB1BMarket_\d{4}_\d\.csv$/i,
    types: {
      itinid: bigint,
      mktid: bigint,
      year: int,
      quarter: int,
      mktcoupons: float,
      passengers: float,
      mktfare: float,
      mktdistance: float,
      mktmilesflown: float,
      nonstopmiles: float,
    },
    indexes: [['origin', 'dest', 'year', 'quarter'], ['mktid']],
  },
  {
    table: 'db1b_coupon',
    member: /DB1BCoupon_\d{4}_\d\.csv$/i,
    types: {
      itinid: bigint,
      mktid: bigint,
      seqnum: int,
      year: int,
      quarter: int,
      passengers: float,
      distance: float,
    },
    // once both DB1B tables are loaded: each coupon's fare per passenger, its market's fare prorated by distance
    // over the market's coupons (evenly when they have no miles), as atss derives it at ingest; a per-record
    // column, so the table stays at the raw grain and a route lookup needs no join
    derive: [
      `CREATE UNLOGGED TABLE db1b_coupon_priced AS
       SELECT c.*, CASE WHEN siblings.miles > 0 THEN m.mktfare * c.distance / siblings.miles
                        ELSE m.mktfare / siblings.coupons END AS coupon_fare
         FROM db1b_coupon c
         LEFT JOIN db1b_market m ON m.mktid = c.mktid
         LEFT JOIN (SELECT mktid, sum(distance) AS miles, count(*) AS coupons FROM db1b_coupon GROUP BY mktid) siblings
                ON siblings.mktid = c.mktid`,
      'DROP TABLE db1b_coupon',
      'ALTER TABLE db1b_coupon_priced RENAME TO db1b_coupon',
    ],
    indexes: [['origin', 'dest', 'year', 'quarter']],
  },
  {
    table: 'ontime',
    member: /^On_Time_Reporting_Carrier_On_Time_Performance.*\.csv$/i,
    types: {
      year: int,
      month: int,
      flights: float,
      cancelled: float,
      diverted: float,
      depdel15: float,
      arrdel15: float,
      depdelay: float,
      arrdelay: float,
      depdelayminutes: float,
      arrdelayminutes: float,
      distance: float,
      airtime: float,
      taxiout: float,
      taxiin: float,
      actualelapsedtime: float,
      carrierdelay: float,
      weatherdelay: float,
      nasdelay: float,
      securitydelay: float,
      lateaircraftdelay: float,
    },
    indexes: [['origin', 'dest', 'year', 'month']],
  },
  {
    table: 't100_segment',
    member: /^T_T100_SEGMENT_ALL_CARRIER.*\.csv$/i,
    types: {
      year: int,
      month: int,
      departures_scheduled: float,
      departures_performed: float,
      seats: float,
      passengers: float,
      freight: float,
      mail: float,
      distance: float,
    },
    indexes: [['origin', 'dest', 'year', 'month']],
  },
  {
    table: 't100_market',
    member: /^T_T100_MARKET_ALL_CARRIER.*\.csv$/i,
    types: { year: int, month: int, passengers: float, freight: float, mail: float, distance: float },
    indexes: [['origin', 'dest', 'year', 'month']],
  },
];

/**
 * Files the comparison refuses rather than loads wrongly: T-100 domestic or international parts would double
 * count next to the ALL-scope files (atss keeps scopes apart; this baseline does not).
 */
export const REFUSED_MEMBERS = /^T_T100[DI]_/i;

export const tableForMember = (name) => RAW_TABLES.find((t) => t.member.test(name.split('/').at(-1)));

/** Column names of a BTS CSV header (quoted, comma-separated, a trailing comma giving one empty name). */
export function headerColumns(line) {
  const names = line
    .replace(/\r$/, '')
    .split(',')
    .map((name) => name.replace(/^"|"$/g, '').toLowerCase());
  return names.map((name, i) => (name === '' && i === names.length - 1 ? 'trailing_empty' : name));
}

const quote = (name) => `"${name.replaceAll('"', '""')}"`;

export const createTableSql = (def, columns) =>
  `CREATE UNLOGGED TABLE ${def.table} (${columns.map((c) => `${quote(c)} ${def.types[c] ?? 'text'}`).join(', ')})`;

/** The indexes of a table; the first (the route lookup's) is named `<table>_route`. */
export const createIndexSql = (def) =>
  def.indexes.map(
    (columns, i) =>
      `CREATE INDEX ${i === 0 ? `${def.table}_route ` : ''}ON ${def.table} (${columns.map(quote).join(', ')})`,
  );

/**
 * Rewrites the table in the order of its route index (the data never changes after the load): a route's rows
 * then sit on a few adjacent pages instead of one page per row, which is what a read-only PostgreSQL deployment
 * of this data would do.
 */
export const clusterSql = (def) => `CLUSTER ${def.table} USING ${def.table}_route`;
