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

/** All flights of one month: one CSV row per flight, consistent with the segment's T-100 departures. */
// eslint-disable-next-line max-lines-per-function -- still to split: its draws must keep their order, or the shipped demo store changes (#41)
export function* ontimeRows(
  months: readonly SegmentMonth[],
  seed: number,
  year: number,
  month: number,
): Generator<string> {
  const days = daysInMonth(year, month);
  const random = new Random(seed).fork(`ontime:${year}-${month}`);
  // a stream of its own, so the causes leave every other draw (and answer) of the month as it was
  const causeRandom = new Random(seed).fork(`ontime-causes:${year}-${month}`);
  const punctuality = new MonthPunctuality(new Random(seed).fork(`punctuality:${year}-${month}`));
  // a flight is one date, carrier, flight number, origin and scheduled departure (ingest refuses a repeat):
  // a draw that repeats one departs 5 minutes later
  const departures = new Set<string>();
  for (const row of months) {
    const { segment } = row;
    const carrier = segment.operating;
    if (!ONTIME_REPORTERS.has(carrier.code) || segment.international) continue;
    const flightBase = 100 + (Math.abs(segment.from.airportId * 31 + segment.to.airportId) % 5800);
    const crsElapsed = Math.round(
      30 + segment.miles / 7.5 + (segment.to.longitude - segment.from.longitude) * 0.12,
    );
    const cancelled = new Set<number>();
    while (cancelled.size < row.cancelled) cancelled.add(random.int(0, row.scheduled - 1));
    for (let i = 0; i < row.scheduled; i += 1) {
      const day = 1 + ((i * 7 + random.int(0, 6)) % days);
      const date = new Date(Date.UTC(year, month - 1, day));
      const dayOfWeek = ((date.getUTCDay() + 6) % 7) + 1;
      const hour = departureHour(random);
      let crsDep = hour * 60 + random.int(0, 11) * 5;
      const tail = `N${100 + ((flightBase + i) % 899)}${carrier.code.replace(/\d/g, 'X').slice(0, 2)}`;
      const flightNumber = String(flightBase + (i % 7));
      const departure = (minutes: number) =>
        `${day} ${carrier.code} ${flightNumber} ${segment.from.iata} ${minutes}`;
      while (departures.has(departure(crsDep))) crsDep += 5;
      departures.add(departure(crsDep));
      const zoneShift = (Number(segment.to.utcOffset) - Number(segment.from.utcOffset)) / 100;
      const crsArr = crsDep + crsElapsed + zoneShift * 60;
      const isCancelled = cancelled.has(i);
      const isDiverted = !isCancelled && random.chance(0.0025);
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
      const distance = [d2(segment.miles)];
      const distanceGroup250 = i0(Math.min(11, 1 + Math.floor(segment.miles / 250)));
      const emptyDiversions = diversionColumns.map((c) =>
        /Airport$|WheelsOn$|WheelsOff$|TailNum$/.test(c) ? '""' : NULL_NUMBER,
      );
      if (isCancelled) {
        const values = [
          ...common,
          '""',
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          q(block(crsDep)),
          NULL_NUMBER,
          '""',
          '""',
          NULL_NUMBER,
          q(hhmm(crsArr)),
          '""',
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          q(block(crsArr)),
          d2(1),
          q(cancellationCode(random)),
          d2(0),
          d2(crsElapsed),
          NULL_NUMBER,
          NULL_NUMBER,
          d2(1),
          ...distance,
          distanceGroup250,
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          '""',
          NULL_NUMBER,
          NULL_NUMBER,
          i0(0),
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          NULL_NUMBER,
          ...emptyDiversions,
        ];
        yield values.join(',');
        continue;
      }
      const depDelay = departureDelay(random, punctuality.lateDepartureChance(carrier, hour));
      const taxiOut = Math.round(9 + random.next() * 14 + (segment.from.weight > 20 ? 6 : 0));
      const taxiIn = Math.round(3 + random.next() * 9);
      const airTime = Math.max(20, Math.round(crsElapsed - SCHEDULE_PADDING_MINUTES + random.normal() * 5));
      const elapsed = taxiOut + airTime + taxiIn;
      const depTime = crsDep + depDelay;
      const arrTime = depTime + elapsed + zoneShift * 60;
      const arrDelay = depDelay + (elapsed - crsElapsed);
      const late = arrDelay >= 15;
      const causes = late
        ? delayCauses(causeRandom, arrDelay).map(d2)
        : [NULL_NUMBER, NULL_NUMBER, NULL_NUMBER, NULL_NUMBER, NULL_NUMBER];
      const arrival = [
        q(hhmm(depTime + taxiOut + airTime + zoneShift * 60)),
        d2(taxiIn),
        q(hhmm(crsArr)),
        q(hhmm(arrTime)),
        d2(arrDelay),
        d2(Math.max(0, arrDelay)),
        d2(late ? 1 : 0),
        i0(delayGroup(arrDelay)),
      ];
      const diverted = isDiverted
        ? [
            q(segment.to.iata === 'DEN' ? 'COS' : 'DEN'),
            i0(11292),
            i0(1129202),
            q(hhmm(arrTime)),
            d2(45),
            d2(45),
            q(hhmm(arrTime + 45)),
            q(tail),
            ...emptyDiversions.slice(8),
          ]
        : emptyDiversions;
      const values = [
        ...common,
        q(hhmm(depTime)),
        d2(depDelay),
        d2(Math.max(0, depDelay)),
        d2(depDelay >= 15 ? 1 : 0),
        i0(delayGroup(depDelay)),
        q(block(crsDep)),
        d2(taxiOut),
        q(hhmm(depTime + taxiOut)),
        ...(isDiverted
          ? ['""', NULL_NUMBER, q(hhmm(crsArr)), '""', NULL_NUMBER, NULL_NUMBER, NULL_NUMBER, NULL_NUMBER]
          : arrival),
        q(block(crsArr)),
        d2(0),
        '""',
        d2(isDiverted ? 1 : 0),
        d2(crsElapsed),
        isDiverted ? NULL_NUMBER : d2(elapsed),
        isDiverted ? NULL_NUMBER : d2(airTime),
        d2(1),
        ...distance,
        distanceGroup250,
        ...(isDiverted ? [NULL_NUMBER, NULL_NUMBER, NULL_NUMBER, NULL_NUMBER, NULL_NUMBER] : causes),
        '""',
        NULL_NUMBER,
        NULL_NUMBER,
        i0(isDiverted ? 1 : 0),
        isDiverted ? d2(0) : NULL_NUMBER,
        NULL_NUMBER,
        NULL_NUMBER,
        isDiverted ? d2(100) : NULL_NUMBER,
        ...diverted,
      ];
      yield values.join(',');
    }
  }
}
