import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { getOk } from './app.js';
import { expectRoundedTo } from './precision.js';
import { num, total, type Raw } from './raw-records.js';

/**
 * Delay causes and time blocks (issue #26 §1-§2, docs/API-CONTRACT.md §12) asked of a service and checked against the
 * raw generated on-time files in plain JS: BTS's delay-cause table rules (minute sums; each delayed flight
 * counted once, split between its causes in proportion to their minutes; shares of all cause minutes) and
 * the files' DepTimeBlk / ArrTimeBlk columns. One set of checks, run over DuckDB (test/analytics) and over a
 * two-shard ClickHouse cluster (test/clickhouse).
 */
export const CAUSES = {
  carrier: 'CarrierDelay',
  weather: 'WeatherDelay',
  nas: 'NASDelay',
  security: 'SecurityDelay',
  late_aircraft: 'LateAircraftDelay',
} as const;
export type Cause = keyof typeof CAUSES;
export const CAUSE_IDS = Object.keys(CAUSES) as Cause[];
export const CAUSE_METRICS = CAUSE_IDS.flatMap((c) => [
  `${c}_delay_minutes`,
  `${c}_delay_count`,
  `${c}_delay_pct`,
]);

/** A flight's minutes over its five causes. */
export const flightCauseMinutes = (r: Raw): number => CAUSE_IDS.reduce((s, c) => s + num(r[CAUSES[c]]), 0);

/** BTS's delay-cause figures of a set of flights. */
export function causeFigures(rows: readonly Raw[]) {
  const all = rows.reduce((s, r) => s + flightCauseMinutes(r), 0);
  return Object.fromEntries(
    CAUSE_IDS.map((cause) => {
      const minutes = total(rows, CAUSES[cause]);
      const count = rows.reduce((s, r) => {
        const flight = flightCauseMinutes(r);
        return flight > 0 ? s + num(r[CAUSES[cause]]) / flight : s;
      }, 0);
      return [cause, { minutes, count, pct: (100 * minutes) / all }];
    }),
  ) as Record<Cause, { minutes: number; count: number; pct: number }>;
}

/** BTS's block of a scheduled time `hhmm`, written here from the block's definition. */
export function blockOf(hhmm: string): string {
  const hour = Math.floor(Number(hhmm) / 100) % 24;
  return hour < 6 ? '0001-0559' : `${String(hour).padStart(2, '0')}00-${String(hour).padStart(2, '0')}59`;
}

/** The cause metrics of one answer row against the figures of its flights (and of all flights, for shares). */
function expectCauseRow(row: any, rows: readonly Raw[], all: readonly Raw[]): void {
  const expected = causeFigures(rows);
  const overall = causeFigures(all);
  for (const cause of CAUSE_IDS) {
    const { minutes, count, pct } = expected[cause];
    expectRoundedTo(row[`${cause}_delay_minutes`].value, minutes);
    if (overall[cause].minutes > 0)
      expectRoundedTo(row[`${cause}_delay_minutes`].share, (100 * minutes) / overall[cause].minutes);
    else expect(row[`${cause}_delay_minutes`].share).toBeNull();
    expectRoundedTo(row[`${cause}_delay_count`].value, count);
    if (Number.isFinite(pct)) expectRoundedTo(row[`${cause}_delay_pct`].value, pct);
    else expect(row[`${cause}_delay_pct`].value).toBeNull();
    // a percentage itself: no share
    expect(Object.keys(row[`${cause}_delay_pct`])).toEqual(['value']);
  }
}

export interface CheckContext {
  /** The service under test. */
  readonly app: () => FastifyInstance;
  /** The raw on-time records of 2025 by month (April to September), read from the generated zips. */
  readonly ontime: () => ReadonlyMap<number, readonly Raw[]>;
}

const RANGE = 'start_year=2025&start_month=4&end_year=2025&end_month=9';

/** The checks of the service's answers (the generator's own checks stay with the DuckDB tests). */
export function delayCauseAndTimeBlockChecks({ app, ontime }: CheckContext): void {
  const june = () => ontime().get(6)!;

  describe('delay causes on /performance', () => {
    it('answers every cause metric per carrier as BTS counts them (proportional counts, shares of cause minutes)', async () => {
      const body = await getOk(
        app(),
        `/performance/breakdown?by=carrier&year=2025&month=6&metrics=${CAUSE_METRICS.join(',')}&limit=100`,
      );
      const carriers = [...new Set(june().map((r) => r.Reporting_Airline!))];
      expect(body.results).toHaveLength(carriers.length);
      for (const row of body.results)
        expectCauseRow(
          row,
          june().filter((r) => r.Reporting_Airline === row.carrier.carrier_code),
          june(),
        );
    });

    it('counts each delayed flight once: the five counts add up to the flights with cause minutes', async () => {
      const body = await getOk(
        app(),
        `/performance/breakdown?by=total&year=2025&month=6&metrics=${CAUSE_METRICS.join(',')}`,
      );
      const delayed = june().filter((r) => flightCauseMinutes(r) > 0);
      // some flights have two causes, which the rule splits
      expect(
        delayed.filter((r) => CAUSE_IDS.filter((c) => num(r[CAUSES[c]]) > 0).length > 1).length,
      ).toBeGreaterThan(0);
      const [result] = body.results;
      const counts = CAUSE_IDS.map((c) => result[`${c}_delay_count`].value as number);
      expect(Math.abs(counts.reduce((a, b) => a + b, 0) - delayed.length)).toBeLessThanOrEqual(0.05);
      expectCauseRow(result, june(), june());
    });

    it('answers the causes month by month (by=total, range) and over the range combined', async () => {
      const metrics = `metrics=${CAUSE_METRICS.join(',')}`;
      const months = [...ontime().keys()];
      const byMonth = await getOk(app(), `/performance/breakdown?by=total&origin=ATL&${RANGE}&${metrics}`);
      expect(byMonth.results.map((r: any) => r.month)).toEqual(months);
      for (const row of byMonth.results) {
        const rows = ontime()
          .get(row.month)!
          .filter((r) => r.Origin === 'ATL');
        expectCauseRow(row, rows, rows);
      }
      const combined = await getOk(
        app(),
        `/performance/breakdown?by=dep_time_block&origin=ATL&${RANGE}&combine_periods=true&${metrics}&limit=100`,
      );
      const atl = months.flatMap((m) =>
        ontime()
          .get(m)!
          .filter((r) => r.Origin === 'ATL'),
      );
      expect(combined.results.length).toBe(new Set(atl.map((r) => r.DepTimeBlk)).size);
      for (const row of combined.results)
        expectCauseRow(
          row,
          atl.filter((r) => r.DepTimeBlk === row.dep_time_block.code),
          atl,
        );
    });

    it('answers the causes of a route', async () => {
      // the ATL route with the most flights delayed by a cause in June, chosen from the raw records
      const counts = new Map<string, number>();
      for (const r of june()) {
        if (r.Origin === 'ATL' && flightCauseMinutes(r) > 0)
          counts.set(r.Dest!, (counts.get(r.Dest!) ?? 0) + 1);
      }
      const dest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'LAX';
      const body = await getOk(
        app(),
        `/performance/route?origin=ATL&destination=${dest}&year=2025&month=6&metrics=${CAUSE_METRICS.join(',')}`,
      );
      const rows = june().filter((r) => r.Origin === 'ATL' && r.Dest === dest);
      expect(rows.filter((r) => flightCauseMinutes(r) > 0).length).toBeGreaterThan(0);
      const figures = causeFigures(rows);
      for (const cause of CAUSE_IDS) {
        expectRoundedTo(body.result[`${cause}_delay_minutes`].value, figures[cause].minutes);
        expectRoundedTo(body.result[`${cause}_delay_count`].value, figures[cause].count);
        expectRoundedTo(body.result[`${cause}_delay_pct`].value, figures[cause].pct);
      }
    });
  });

  describe('time blocks on /performance', () => {
    it('breaks down by dep_time_block with {code, name} values', async () => {
      const body = await getOk(
        app(),
        '/performance/breakdown?by=dep_time_block&year=2025&month=6&metrics=flights,on_time_pct&limit=100',
      );
      const blocks = new Map<string, Raw[]>();
      for (const r of june()) blocks.set(r.DepTimeBlk!, [...(blocks.get(r.DepTimeBlk!) ?? []), r]);
      expect(body.results).toHaveLength(blocks.size);
      for (const row of body.results) {
        const rows = blocks.get(row.dep_time_block.code)!;
        expect(row.dep_time_block.name).toBe(
          row.dep_time_block.code.replace(/^(\d\d)(\d\d)-(\d\d)(\d\d)$/, '$1:$2-$3:$4'),
        );
        expect(row.flights.value).toBe(total(rows, 'Flights'));
        const arrived = total(rows, 'Flights') - total(rows, 'Cancelled') - total(rows, 'Diverted');
        expectRoundedTo(
          row.on_time_pct.value,
          (100 * (arrived - total(rows, 'ArrDel15'))) / total(rows, 'Flights'),
        );
      }
    });

    it('filters by arr_time_block, with another dimension and with by=total', async () => {
      const evening = june().filter((r) => r.ArrTimeBlk === '1800-1859');
      expect(evening.length).toBeGreaterThan(0);
      const byCarrier = await getOk(
        app(),
        '/performance/breakdown?by=carrier&arr_time_block=1800-1859&year=2025&month=6&metrics=flights&limit=100',
      );
      expect(byCarrier.meta.filters).toEqual({ arr_time_block: '1800-1859' });
      expect(byCarrier.results).toHaveLength(new Set(evening.map((r) => r.Reporting_Airline)).size);
      for (const row of byCarrier.results)
        expect(row.flights.value).toBe(
          total(
            evening.filter((r) => r.Reporting_Airline === row.carrier.carrier_code),
            'Flights',
          ),
        );
      const totals = await getOk(
        app(),
        '/performance/breakdown?by=total&arr_time_block=1800-1859&dep_time_block=1500-1559&year=2025&month=6&metrics=flights,late_aircraft_delay_minutes',
      );
      const both = evening.filter((r) => r.DepTimeBlk === '1500-1559');
      expect(totals.results).toEqual([
        {
          flights: { value: total(both, 'Flights'), share: 100 },
          late_aircraft_delay_minutes: {
            value: total(both, 'LateAircraftDelay'),
            share: both.some((r) => num(r.LateAircraftDelay) > 0) ? 100 : null,
          },
        },
      ]);
    });

    it('breaks down by arr_time_block and carrier (two dimensions) at one origin', async () => {
      const body = await getOk(
        app(),
        '/performance/breakdown?by=arr_time_block,carrier&origin=ORD&year=2025&month=6&metrics=flights&limit=100',
      );
      const ord = june().filter((r) => r.Origin === 'ORD');
      const key = (block: string, carrier: string) => `${block} ${carrier}`;
      const groups = new Map<string, Raw[]>();
      for (const r of ord) {
        const k = key(r.ArrTimeBlk!, r.Reporting_Airline!);
        groups.set(k, [...(groups.get(k) ?? []), r]);
      }
      expect(body.meta.total_count).toBe(groups.size);
      expect(body.results).toHaveLength(Math.min(100, groups.size));
      for (const row of body.results)
        expect(row.flights.value).toBe(
          total(groups.get(key(row.arr_time_block.code, row.carrier.carrier_code))!, 'Flights'),
        );
    });

    it('answers per carrier at one airport and per day of week over the country (the rollups without the blocks)', async () => {
      // neither asks for a time block: they read the on-time rollups kept without them (storage/rollups.ts)
      const metrics = `metrics=flights,arr_delayed,${CAUSE_METRICS.join(',')}&limit=100`;
      const ord = june().filter((r) => r.Origin === 'ORD');
      const byCarrier = await getOk(
        app(),
        `/performance/breakdown?by=carrier&origin=ORD&year=2025&month=6&${metrics}`,
      );
      expect(byCarrier.results).toHaveLength(new Set(ord.map((r) => r.Reporting_Airline)).size);
      for (const row of byCarrier.results) {
        const rows = ord.filter((r) => r.Reporting_Airline === row.carrier.carrier_code);
        expect(row.flights.value).toBe(total(rows, 'Flights'));
        expect(row.arr_delayed.value).toBe(total(rows, 'ArrDel15'));
        expectCauseRow(row, rows, ord);
      }
      const byDay = await getOk(app(), `/performance/breakdown?by=dayofweek&year=2025&month=6&${metrics}`);
      expect(byDay.results).toHaveLength(new Set(june().map((r) => r.DayOfWeek)).size);
      for (const row of byDay.results) {
        const rows = june().filter((r) => Number(r.DayOfWeek) === row.dayofweek.code);
        expect(row.flights.value).toBe(total(rows, 'Flights'));
        expectCauseRow(row, rows, june());
      }
    });

    it('refuses a value that is not a BTS time block, listing the blocks', async () => {
      for (const value of ['0600-0700', '0000-0559', '6', '']) {
        const response = await app().inject(
          `/performance/breakdown?by=carrier&year=2025&month=6&dep_time_block=${value}`,
        );
        expect(response.statusCode).toBe(400);
        const problem = response.json();
        expect(problem.type).toBe('/problems/invalid-parameter');
        expect(problem.errors).toHaveLength(1);
        expect(problem.errors[0].parameter).toBe('dep_time_block');
        expect(problem.errors[0].allowed).toEqual([
          '0001-0559',
          ...Array.from(
            { length: 18 },
            (_, i) => `${String(6 + i).padStart(2, '0')}00-${String(6 + i).padStart(2, '0')}59`,
          ),
        ]);
      }
    });
  });
}
