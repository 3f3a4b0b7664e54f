import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getOk, openTestApp } from '../support/app.js';
import { expectRoundedTo } from '../support/precision.js';
import { num, ontimeFile, readCsvZips, total, type Raw } from '../support/raw-records.js';

/**
 * Delay causes and time blocks (issue #26 §1-§2, API-CONTRACT §12) against the raw generated on-time files,
 * computed here in plain JS: BTS's delay-cause table rules (minute sums; each delayed flight counted once,
 * split between its causes in proportion to their minutes; shares of all cause minutes) and the DepTimeBlk /
 * ArrTimeBlk columns.
 */
const { rawDir, dataDir } = inject('dataset');
let app: FastifyInstance;
let close: () => Promise<void>;
let june: Raw[];

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  june = await readCsvZips([ontimeFile(rawDir, 2025, 6)]);
});
afterAll(async () => {
  await close();
});

const CAUSES = {
  carrier: 'CarrierDelay',
  weather: 'WeatherDelay',
  nas: 'NASDelay',
  security: 'SecurityDelay',
  late_aircraft: 'LateAircraftDelay',
} as const;
type Cause = keyof typeof CAUSES;
const causeIds = Object.keys(CAUSES) as Cause[];
const flightCauseMinutes = (r: Raw) => causeIds.reduce((s, c) => s + num(r[CAUSES[c]]), 0);

/** BTS's delay-cause figures of a set of flights. */
function causeFigures(rows: readonly Raw[]) {
  const all = rows.reduce((s, r) => s + flightCauseMinutes(r), 0);
  return Object.fromEntries(
    causeIds.map((cause) => {
      const minutes = total(rows, CAUSES[cause]);
      const count = rows.reduce((s, r) => {
        const flight = flightCauseMinutes(r);
        return flight > 0 ? s + num(r[CAUSES[cause]]) / flight : s;
      }, 0);
      return [cause, { minutes, count, pct: (100 * minutes) / all }];
    }),
  ) as Record<Cause, { minutes: number; count: number; pct: number }>;
}

const CAUSE_METRICS = causeIds.flatMap((c) => [`${c}_delay_minutes`, `${c}_delay_count`, `${c}_delay_pct`]);

describe('delay causes on /performance', () => {
  it('answers every cause metric per carrier as BTS counts them (proportional counts, shares of cause minutes)', async () => {
    const body = await getOk(
      app,
      `/performance/breakdown?by=carrier&year=2025&month=6&metrics=${CAUSE_METRICS.join(',')}&limit=100`,
    );
    const carriers = [...new Set(june.map((r) => r.Reporting_Airline!))];
    expect(body.results).toHaveLength(carriers.length);
    const juneAll = causeFigures(june);
    for (const row of body.results) {
      const expected = causeFigures(june.filter((r) => r.Reporting_Airline === row.carrier.carrier_code));
      for (const cause of causeIds) {
        const { minutes, count, pct } = expected[cause];
        expectRoundedTo(row[`${cause}_delay_minutes`].value, minutes);
        if (juneAll[cause].minutes > 0)
          expectRoundedTo(row[`${cause}_delay_minutes`].share, (100 * minutes) / juneAll[cause].minutes);
        else expect(row[`${cause}_delay_minutes`].share).toBeNull();
        expectRoundedTo(row[`${cause}_delay_count`].value, count);
        if (Number.isFinite(pct)) expectRoundedTo(row[`${cause}_delay_pct`].value, pct);
        else expect(row[`${cause}_delay_pct`].value).toBeNull();
        // a percentage itself: no share
        expect(Object.keys(row[`${cause}_delay_pct`])).toEqual(['value']);
      }
    }
  });

  it('counts each delayed flight once: the five counts add up to the flights with cause minutes', async () => {
    const body = await getOk(
      app,
      `/performance/breakdown?by=total&year=2025&month=6&metrics=${CAUSE_METRICS.join(',')}`,
    );
    const delayed = june.filter((r) => flightCauseMinutes(r) > 0);
    // some flights have two causes, which the rule splits
    expect(
      delayed.filter((r) => causeIds.filter((c) => num(r[CAUSES[c]]) > 0).length > 1).length,
    ).toBeGreaterThan(0);
    const [result] = body.results;
    const counts = causeIds.map((c) => result[`${c}_delay_count`].value as number);
    expect(Math.abs(counts.reduce((a, b) => a + b, 0) - delayed.length)).toBeLessThanOrEqual(0.05);
    const expected = causeFigures(june);
    for (const cause of causeIds)
      expectRoundedTo(result[`${cause}_delay_count`].value, expected[cause].count);
  });

  it('the generated causes look like BTS: late aircraft and carrier largest, weather rare but long, security rarest', () => {
    const delayed = june.filter((r) => flightCauseMinutes(r) > 0);
    const figures = causeFigures(june);
    const byMinutes = causeIds.sort((a, b) => figures[b].minutes - figures[a].minutes);
    expect(byMinutes.slice(0, 2).sort()).toEqual(['carrier', 'late_aircraft']);
    expect(byMinutes.at(-1)).toBe('security');
    const hit = (cause: Cause) => delayed.filter((r) => num(r[CAUSES[cause]]) > 0);
    const meanMinutes = (cause: Cause) =>
      hit(cause).reduce((s, r) => s + num(r[CAUSES[cause]]), 0) / hit(cause).length;
    expect(hit('weather').length).toBeLessThan(0.15 * delayed.length);
    expect(meanMinutes('weather')).toBeGreaterThan(1.5 * meanMinutes('carrier'));
    expect(meanMinutes('weather')).toBeGreaterThan(1.5 * meanMinutes('late_aircraft'));
    // causes are reported for arrivals 15+ minutes late and add up to their arrival delay
    for (const r of june) {
      if (num(r.ArrDel15) === 1) expect(flightCauseMinutes(r)).toBe(num(r.ArrDelayMinutes));
      else expect(causeIds.map((c) => r[CAUSES[c]])).toEqual(['', '', '', '', '']);
    }
  });
});

describe('time blocks on /performance', () => {
  const blockOf = (hhmm: string) => {
    const hour = Math.floor(Number(hhmm) / 100) % 24;
    return hour < 6 ? '0001-0559' : `${String(hour).padStart(2, '0')}00-${String(hour).padStart(2, '0')}59`;
  };

  it('the generated blocks are those of the scheduled times', () => {
    for (const r of june) {
      expect(r.DepTimeBlk).toBe(blockOf(r.CRSDepTime!));
      expect(r.ArrTimeBlk).toBe(blockOf(r.CRSArrTime!));
    }
  });

  it('breaks down by dep_time_block with {code, name} values', async () => {
    const body = await getOk(
      app,
      '/performance/breakdown?by=dep_time_block&year=2025&month=6&metrics=flights,on_time_pct&limit=100',
    );
    const blocks = new Map<string, Raw[]>();
    for (const r of june) blocks.set(r.DepTimeBlk!, [...(blocks.get(r.DepTimeBlk!) ?? []), r]);
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
    const evening = june.filter((r) => r.ArrTimeBlk === '1800-1859');
    expect(evening.length).toBeGreaterThan(0);
    const byCarrier = await getOk(
      app,
      '/performance/breakdown?by=carrier&arr_time_block=1800-1859&year=2025&month=6&metrics=flights&limit=100',
    );
    expect(byCarrier.meta.filters).toEqual({ arr_time_block: '1800-1859' });
    for (const row of byCarrier.results)
      expect(row.flights.value).toBe(
        total(
          evening.filter((r) => r.Reporting_Airline === row.carrier.carrier_code),
          'Flights',
        ),
      );
    const totals = await getOk(
      app,
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

  it('refuses a value that is not a BTS time block, listing the blocks', async () => {
    for (const value of ['0600-0700', '0000-0559', '6', '']) {
      const response = await app.inject(
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
