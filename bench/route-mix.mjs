// The route mix every route benchmark drives (the query benchmark's route classes, the mixed-load benchmark's
// route clients and the PostgreSQL comparison of issues #15 and #28, which drives every list exported here): one
// list, so each compares the same requests. The long-tail and empty pairs are those of the benchmark store (seed 11).

/** Single-period route requests, one per route endpoint family. */
export const ROUTE_SINGLE_PERIOD = [
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2',
  '/tickets/markets/route?origin=BOS&destination=SFO&year=2025&quarter=1&metrics=passengers,avg_fare,circuity',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/traffic/segments/route?origin=ORD&destination=DEN&year=2025&month=3',
  '/tickets/coupons/route?origin=DFW&destination=LAX&year=2025&quarter=2',
];

/**
 * The same routes as twelve-month series (one result per period): October 2024 to September 2025 for the
 * monthly families, the four quarters to 2025-Q2 for DB1B (the benchmark store holds its last two).
 */
export const ROUTE_TWELVE_MONTHS = [
  '/tickets/markets/route?origin=ATL&destination=LAX&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2',
  '/tickets/markets/route?origin=BOS&destination=SFO&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2&metrics=passengers,avg_fare,circuity',
  '/performance/route?origin=ATL&destination=LAX&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/traffic/segments/route?origin=ORD&destination=DEN&start_year=2024&start_month=10&end_year=2025&end_month=9',
  '/tickets/coupons/route?origin=DFW&destination=LAX&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2',
];

/**
 * Long-tail routes: pairs with one stored row in the period (the fewest flights, passengers or sampled
 * tickets of the benchmark store's month or quarter), the bulk of the real route space.
 */
export const ROUTE_LONG_TAIL = [
  '/performance/route?origin=ACK&destination=SEA&year=2025&month=6',
  '/traffic/segments/route?origin=BWI&destination=RDG&year=2025&month=3',
  '/traffic/markets/route?origin=FAI&destination=GST&year=2025&month=3',
  '/tickets/markets/route?origin=ABI&destination=ALB&year=2025&quarter=2',
  '/tickets/coupons/route?origin=BOS&destination=ELM&year=2025&quarter=2',
];

/** Real airports (among the busiest of the period) with no row between them in any loaded period. */
export const ROUTE_EMPTY = [
  '/performance/route?origin=ORD&destination=MDW&year=2025&month=6',
  '/traffic/segments/route?origin=JFK&destination=EWR&year=2025&month=3',
  '/tickets/markets/route?origin=DFW&destination=DAL&year=2025&quarter=2',
  '/tickets/coupons/route?origin=JFK&destination=LGA&year=2025&quarter=2',
];

/** Hub routes with one route filter each: carriers, fare class, coupon type, day of week, region, service class. */
export const ROUTE_FILTERED = [
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6&carrier=DL',
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&tkcarrier=DL',
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&opcarrier=DL',
  '/tickets/coupons/route?origin=DFW&destination=LAX&year=2025&quarter=2&fare_class=coach_restricted',
  '/tickets/coupons/route?origin=DFW&destination=LAX&year=2025&quarter=2&coupon_type=A',
  '/traffic/segments/route?origin=ORD&destination=DEN&year=2025&month=3&carrier=UA',
  '/traffic/segments/route?origin=JFK&destination=LHR&year=2025&month=3&region=A',
  '/traffic/markets/route?origin=ORD&destination=DEN&year=2025&month=3&service_class=F',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6&dayofweek=5',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=6&cancellationcode=B',
];

/** The same kind of filters over twelve months (four DB1B quarters, two of them loaded). */
export const ROUTE_FILTERED_SERIES = [
  '/performance/route?origin=ATL&destination=LAX&start_year=2024&start_month=10&end_year=2025&end_month=9&carrier=DL',
  '/tickets/markets/route?origin=ATL&destination=LAX&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2&tkcarrier=DL',
  '/tickets/coupons/route?origin=DFW&destination=LAX&start_year=2024&start_quarter=3&end_year=2025&end_quarter=2&fare_class=coach_restricted',
  '/traffic/segments/route?origin=ORD&destination=DEN&start_year=2024&start_month=10&end_year=2025&end_month=9&carrier=UA',
];

/** Specific months or quarters of several years, per period and combined into one answer. */
export const ROUTE_SPECIFIC_PERIODS = [
  '/performance/route?origin=ATL&destination=LAX&start_year=2024&end_year=2025&months=7,8,9',
  '/traffic/segments/route?origin=ORD&destination=DEN&start_year=2024&end_year=2025&months=1,7',
  '/tickets/markets/route?origin=ATL&destination=LAX&start_year=2025&end_year=2025&quarters=1,2',
  '/performance/route?origin=ATL&destination=LAX&start_year=2025&end_year=2025&months=6,7,8&combine_periods=true',
];

/** compare=previous_year: a month, a quarter, a three-month series and specific months combined. */
export const ROUTE_COMPARE = [
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=8&compare=previous_year',
  '/traffic/segments/route?origin=ORD&destination=DEN&start_year=2025&start_month=7&end_year=2025&end_month=9&compare=previous_year',
  '/traffic/markets/route?origin=JFK&destination=LHR&year=2025&month=9&compare=previous_year',
  '/tickets/markets/route?origin=ATL&destination=LAX&year=2025&quarter=2&compare=previous_year',
  '/performance/route?origin=ATL&destination=LAX&start_year=2025&end_year=2025&months=7,8,9&combine_periods=true&compare=previous_year',
];

/** The stored table a route URL reads (its path, and `dataset=db1c` for tickets). */
function tableOf(url) {
  const db1c = url.includes('dataset=db1c');
  if (url.startsWith('/performance/')) return 'ontime';
  if (url.startsWith('/traffic/segments/')) return 't100_segment';
  if (url.startsWith('/traffic/markets/')) return 't100_market';
  if (url.startsWith('/tickets/markets/')) return db1c ? 'db1c_market' : 'db1b_market';
  return db1c ? 'db1c_coupon' : 'db1b_coupon';
}

/**
 * A URL of the mix fitted to a store's loaded periods (`manifest.json`), so the mix runs on any store (the
 * test dataset too): a single period that is not loaded becomes the table's last loaded one, and a range
 * whose last period is not loaded is moved, whole, to end at it. Specific periods and loaded ones are kept.
 */
export function fitToStore(url, manifest) {
  const keys = Object.keys(manifest.tables[tableOf(url)]?.partitions ?? {}).sort();
  if (keys.length === 0) return url;
  const grain = keys[0].includes('-Q') ? 'quarter' : 'month';
  const perYear = grain === 'quarter' ? 4 : 12;
  const ordinal = (year, index) => year * perYear + index - 1;
  const key = (n) =>
    grain === 'quarter'
      ? `${Math.floor(n / 4)}-Q${(n % 4) + 1}`
      : `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  const [lastYear, lastIndex] = keys.at(-1).split(/-Q?/).map(Number);
  const last = ordinal(lastYear, lastIndex);
  const params = new URLSearchParams(url.split('?')[1]);
  const [path] = url.split('?');
  const move = (yearName, indexName, by) => {
    const n = ordinal(Number(params.get(yearName)), Number(params.get(indexName))) + by;
    params.set(yearName, String(Math.floor(n / perYear)));
    params.set(indexName, String((n % perYear) + 1));
  };
  if (params.has(grain) && params.has('year')) {
    const at = ordinal(Number(params.get('year')), Number(params.get(grain)));
    if (!keys.includes(key(at))) move('year', grain, last - at);
  } else if (params.has(`end_${grain}`)) {
    const end = ordinal(Number(params.get('end_year')), Number(params.get(`end_${grain}`)));
    if (!keys.includes(key(end))) {
      move('start_year', `start_${grain}`, last - end);
      move('end_year', `end_${grain}`, last - end);
    }
  } else return url;
  return `${path}?${params.toString().replaceAll('%2C', ',')}`;
}
