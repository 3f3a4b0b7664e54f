import type { GenAirport } from './airports.js';
import { d2, i0, q, NULL_NUMBER } from './csv.js';
import { Random } from './random.js';
import type { SegmentMonth } from './schedule.js';
import { daysInMonth } from './network.js';
import { quarterOfMonth } from '../storage/periods.js';
import { delayCauses } from './delay-causes.js';
import { departureHour, MonthPunctuality } from './punctuality.js';
import { timeBlockOf } from '../storage/time-blocks.js';

const airportColumns = (prefix: 'Origin' | 'Dest') => [
  `${prefix}AirportID`,
  `${prefix}AirportSeqID`,
  `${prefix}CityMarketID`,
  prefix,
  `${prefix}CityName`,
  `${prefix}State`,
  `${prefix}StateFips`,
  `${prefix}StateName`,
  `${prefix}Wac`,
];
const diversionColumns = [1, 2, 3, 4, 5].flatMap((n) => [
  `Div${n}Airport`,
  `Div${n}AirportID`,
  `Div${n}AirportSeqID`,
  `Div${n}WheelsOn`,
  `Div${n}TotalGTime`,
  `Div${n}LongestGTime`,
  `Div${n}WheelsOff`,
  `Div${n}TailNum`,
]);

/** The 109 columns of the Reporting Carrier On-Time Performance (1987-present) file, in order. */
export const ONTIME_HEADER = [
  'Year',
  'Quarter',
  'Month',
  'DayofMonth',
  'DayOfWeek',
  'FlightDate',
  'Reporting_Airline',
  'DOT_ID_Reporting_Airline',
  'IATA_CODE_Reporting_Airline',
  'Tail_Number',
  'Flight_Number_Reporting_Airline',
  ...airportColumns('Origin'),
  ...airportColumns('Dest'),
  'CRSDepTime',
  'DepTime',
  'DepDelay',
  'DepDelayMinutes',
  'DepDel15',
  'DepartureDelayGroups',
  'DepTimeBlk',
  'TaxiOut',
  'WheelsOff',
  'WheelsOn',
  'TaxiIn',
  'CRSArrTime',
  'ArrTime',
  'ArrDelay',
  'ArrDelayMinutes',
  'ArrDel15',
  'ArrivalDelayGroups',
  'ArrTimeBlk',
  'Cancelled',
  'CancellationCode',
  'Diverted',
  'CRSElapsedTime',
  'ActualElapsedTime',
  'AirTime',
  'Flights',
  'Distance',
  'DistanceGroup',
  'CarrierDelay',
  'WeatherDelay',
  'NASDelay',
  'SecurityDelay',
  'LateAircraftDelay',
  'FirstDepTime',
  'TotalAddGTime',
  'LongestAddGTime',
  'DivAirportLandings',
  'DivReachedDest',
  'DivActualElapsedTime',
  'DivArrDelay',
  'DivDistance',
  ...diversionColumns,
] as const;

/** Carriers that report on-time performance (the 1%-of-revenue rule), with their regional partners. */
export const ONTIME_REPORTERS = new Set([
  'AA',
  'DL',
  'UA',
  'WN',
  'B6',
  'AS',
  'NK',
  'F9',
  'G4',
  'HA',
  'OO',
  'YX',
  '9E',
  'MQ',
  'OH',
]);

const hhmm = (minutes: number): string => {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
};
/** The BTS time block of a scheduled time in minutes after midnight (storage/time-blocks.ts). */
const block = (minutes: number): string => timeBlockOf(Number(hhmm(minutes)));
const delayGroup = (delay: number): number => (delay < 0 ? -1 : Math.min(12, Math.floor(delay / 15)));

function airportValues(airport: GenAirport): string[] {
  return [
    i0(airport.airportId),
    i0(airport.seqId),
    i0(airport.cityMarketId),
    q(airport.iata),
    q(airport.cityName),
    q(airport.state),
    q(airport.stateFips),
    q(airport.stateName),
    i0(airport.wac),
  ];
}

/** Cancellation causes in realistic proportions: weather and carrier most, security rarely. */
function cancellationCode(random: Random): string {
  const r = random.next();
  return r < 0.38 ? 'A' : r < 0.8 ? 'B' : r < 0.995 ? 'C' : 'D';
}

/**
 * Delay minutes: most flights early or on time, a long right tail of departures 15+ minutes late with the
 * chance `lateChance` (the carrier's, the hour's and the month's: punctuality.ts).
 */
function departureDelay(random: Random, lateChance: number): number {
  const r = random.next();
  if (r < lateChance) return Math.round(15 + -Math.log(Math.max(random.next(), 1e-9)) * 45);
  if ((r - lateChance) / (1 - lateChance) < 0.775) return -Math.round(random.next() * 9);
  return Math.round(random.next() * 14);
}

/**
 * Minutes by which scheduled elapsed times exceed the typical taxi and air time: airlines pad schedules, so a
 * flight that leaves on time usually arrives early and on-time arrivals follow from on-time departures.
 */
const SCHEDULE_PADDING_MINUTES = 31;

/** A diverted or cancelled flight's empty diversion columns (airports, times and tail numbers quoted empty). */
const EMPTY_DIVERSIONS = diversionColumns.map((c) =>
  /Airport$|WheelsOn$|WheelsOff$|TailNum$/.test(c) ? '""' : NULL_NUMBER,
);

/** One scheduled flight of a segment-month: what every row of it shares, before it flies. */
interface ScheduledFlight {
  readonly segment: SegmentMonth['segment'];
  /** The columns from Year through CRSDepTime. */
  readonly common: readonly string[];
  readonly hour: number;
  readonly crsDep: number;
  readonly crsArr: number;
  readonly crsElapsed: number;
  /** Hours from the origin's time zone to the destination's. */
  readonly zoneShift: number;
  readonly tail: string;
  /** Distance, then the 250-mile DistanceGroup. */
  readonly distance: readonly string[];
}

/** What one month's flights draw from and share. */
interface MonthDraws {
  readonly year: number;
  readonly month: number;
  readonly days: number;
  readonly random: Random;
  readonly causeRandom: Random;
  readonly punctuality: MonthPunctuality;
  /** Every departure of the month so far (date, carrier, flight number, origin, scheduled minute). */
  readonly departures: Set<string>;
}

/** The `i`-th flight of a segment-month: its day, scheduled times and tail (draws: day, hour, minute). */
function scheduleFlight(draws: MonthDraws, segment: SegmentMonth['segment'], i: number): ScheduledFlight {
  const { year, month, random, departures } = draws;
  const carrier = segment.operating;
  const flightBase = 100 + (Math.abs(segment.from.airportId * 31 + segment.to.airportId) % 5800);
  const crsElapsed = Math.round(
    30 + segment.miles / 7.5 + (segment.to.longitude - segment.from.longitude) * 0.12,
  );
  const day = 1 + ((i * 7 + random.int(0, 6)) % draws.days);
  const dayOfWeek = ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
  const hour = departureHour(random);
  let crsDep = hour * 60 + random.int(0, 11) * 5;
  const tail = `N${100 + ((flightBase + i) % 899)}${carrier.code.replace(/\d/g, 'X').slice(0, 2)}`;
  const flightNumber = String(flightBase + (i % 7));
  // a flight is one date, carrier, flight number, origin and scheduled departure (ingest refuses a repeat):
  // a draw that repeats one departs 5 minutes later
  const departure = (minutes: number) =>
    `${day} ${carrier.code} ${flightNumber} ${segment.from.iata} ${minutes}`;
  while (departures.has(departure(crsDep))) crsDep += 5;
  departures.add(departure(crsDep));
  const zoneShift = (Number(segment.to.utcOffset) - Number(segment.from.utcOffset)) / 100;
  const common = [
    i0(year),
    i0(quarterOfMonth(month)),
    i0(month),
    i0(day),
    i0(dayOfWeek),
    `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
    q(carrier.code),
    i0(carrier.airlineId),
    q(carrier.code),
    q(tail),
    q(flightNumber),
    ...airportValues(segment.from),
    ...airportValues(segment.to),
    q(hhmm(crsDep)),
  ];
  const distance = [d2(segment.miles), i0(Math.min(11, 1 + Math.floor(segment.miles / 250)))];
  return {
    segment,
    common,
    hour,
    crsDep,
    crsArr: crsDep + crsElapsed + zoneShift * 60,
    crsElapsed,
    zoneShift,
    tail,
    distance,
  };
}

/** The row of a cancelled flight: departure and arrival empty, its cancellation code drawn. */
function cancelledRow(flight: ScheduledFlight, random: Random): string {
  const none = (n: number) => Array<string>(n).fill(NULL_NUMBER);
  return [
    ...flight.common,
    '""',
    ...none(4),
    q(block(flight.crsDep)),
    NULL_NUMBER,
    '""',
    '""',
    NULL_NUMBER,
    q(hhmm(flight.crsArr)),
    '""',
    ...none(4),
    q(block(flight.crsArr)),
    d2(1),
    q(cancellationCode(random)),
    d2(0),
    d2(flight.crsElapsed),
    ...none(2),
    d2(1),
    ...flight.distance,
    ...none(5),
    '""',
    ...none(2),
    i0(0),
    ...none(4),
    ...EMPTY_DIVERSIONS,
  ].join(',');
}

/** How a flight that left flew (draws in this order: departure delay, taxi out, taxi in, air time). */
function flownTimes(flight: ScheduledFlight, draws: MonthDraws) {
  const { random } = draws;
  const { segment, crsElapsed } = flight;
  const depDelay = departureDelay(
    random,
    draws.punctuality.lateDepartureChance(segment.operating, flight.hour),
  );
  const taxiOut = Math.round(9 + random.next() * 14 + (segment.from.weight > 20 ? 6 : 0));
  const taxiIn = Math.round(3 + random.next() * 9);
  const airTime = Math.max(20, Math.round(crsElapsed - SCHEDULE_PADDING_MINUTES + random.normal() * 5));
  const elapsed = taxiOut + airTime + taxiIn;
  const depTime = flight.crsDep + depDelay;
  return {
    depDelay,
    taxiOut,
    taxiIn,
    airTime,
    elapsed,
    depTime,
    arrTime: depTime + elapsed + flight.zoneShift * 60,
    arrDelay: depDelay + (elapsed - crsElapsed),
  };
}

/** The arrival columns of a flight that landed where it was going, and its cause minutes when 15+ late. */
function arrivalValues(flight: ScheduledFlight, times: ReturnType<typeof flownTimes>, causeRandom: Random) {
  const { arrDelay, depTime, taxiOut, airTime, taxiIn, arrTime } = times;
  const late = arrDelay >= 15;
  const arrival = [
    q(hhmm(depTime + taxiOut + airTime + flight.zoneShift * 60)),
    d2(taxiIn),
    q(hhmm(flight.crsArr)),
    q(hhmm(arrTime)),
    d2(arrDelay),
    d2(Math.max(0, arrDelay)),
    d2(late ? 1 : 0),
    i0(delayGroup(arrDelay)),
  ];
  const causes = late ? delayCauses(causeRandom, arrDelay).map(d2) : Array<string>(5).fill(NULL_NUMBER);
  return { arrival, causes };
}

/** A diverted flight's first diversion: landed at DEN (COS for a flight to DEN), 45 minutes on the ground. */
function diversionValues(flight: ScheduledFlight, arrTime: number): string[] {
  return [
    q(flight.segment.to.iata === 'DEN' ? 'COS' : 'DEN'),
    i0(11292),
    i0(1129202),
    q(hhmm(arrTime)),
    d2(45),
    d2(45),
    q(hhmm(arrTime + 45)),
    q(flight.tail),
    ...EMPTY_DIVERSIONS.slice(8),
  ];
}

/** The row of a flight that left: arrived, or diverted (its arrival empty, its diversion filled). */
function flownRow(flight: ScheduledFlight, isDiverted: boolean, draws: MonthDraws): string {
  const times = flownTimes(flight, draws);
  const { depDelay, taxiOut, elapsed, airTime } = times;
  const { arrival, causes } = arrivalValues(flight, times, draws.causeRandom);
  const none = (n: number) => Array<string>(n).fill(NULL_NUMBER);
  return [
    ...flight.common,
    q(hhmm(times.depTime)),
    d2(depDelay),
    d2(Math.max(0, depDelay)),
    d2(depDelay >= 15 ? 1 : 0),
    i0(delayGroup(depDelay)),
    q(block(flight.crsDep)),
    d2(taxiOut),
    q(hhmm(times.depTime + taxiOut)),
    ...(isDiverted ? ['""', NULL_NUMBER, q(hhmm(flight.crsArr)), '""', ...none(4)] : arrival),
    q(block(flight.crsArr)),
    d2(0),
    '""',
    d2(isDiverted ? 1 : 0),
    d2(flight.crsElapsed),
    isDiverted ? NULL_NUMBER : d2(elapsed),
    isDiverted ? NULL_NUMBER : d2(airTime),
    d2(1),
    ...flight.distance,
    ...(isDiverted ? none(5) : causes),
    '""',
    ...none(2),
    i0(isDiverted ? 1 : 0),
    isDiverted ? d2(0) : NULL_NUMBER,
    ...none(2),
    isDiverted ? d2(100) : NULL_NUMBER,
    ...(isDiverted ? diversionValues(flight, times.arrTime) : EMPTY_DIVERSIONS),
  ].join(',');
}

/** All flights of one month: one CSV row per flight, consistent with the segment's T-100 departures. */
export function* ontimeRows(
  months: readonly SegmentMonth[],
  seed: number,
  year: number,
  month: number,
): Generator<string> {
  const draws: MonthDraws = {
    year,
    month,
    days: daysInMonth(year, month),
    random: new Random(seed).fork(`ontime:${year}-${month}`),
    // a stream of its own, so the causes leave every other draw (and answer) of the month as it was
    causeRandom: new Random(seed).fork(`ontime-causes:${year}-${month}`),
    punctuality: new MonthPunctuality(new Random(seed).fork(`punctuality:${year}-${month}`)),
    departures: new Set<string>(),
  };
  const { random } = draws;
  for (const row of months) {
    const { segment } = row;
    if (!ONTIME_REPORTERS.has(segment.operating.code) || segment.international) continue;
    const cancelled = new Set<number>();
    while (cancelled.size < row.cancelled) cancelled.add(random.int(0, row.scheduled - 1));
    for (let i = 0; i < row.scheduled; i += 1) {
      const flight = scheduleFlight(draws, segment, i);
      const isCancelled = cancelled.has(i);
      const isDiverted = !isCancelled && random.chance(0.0025);
      yield isCancelled ? cancelledRow(flight, random) : flownRow(flight, isDiverted, draws);
    }
  }
}
