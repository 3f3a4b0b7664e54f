import { describe, expect, it } from 'vitest';
import { buildWorld } from '../../src/generate/network.js';
import { ONTIME_HEADER, ontimeRows } from '../../src/generate/ontime.js';
import { scheduleMonth } from '../../src/generate/schedule.js';

/** The columns that make one flight (typed from the BTS documentation, not from the generator or ingest). */
const FLIGHT = ['FlightDate', 'Reporting_Airline', 'Flight_Number_Reporting_Airline', 'Origin', 'CRSDepTime'];

/** The fields of one CSV line: quoted or not, a quoted field may hold commas. */
const fields = (line: string): string[] =>
  [...line.matchAll(/(?:"([^"]*)"|([^,]*))(?:,|$)/g)].map((m) => m[1] ?? m[2] ?? '');

describe('generated on-time files', () => {
  it('hold each flight once at real volume (seed 11, scale 1, February 2025), so ingest reads them', async () => {
    const at = FLIGHT.map((name) => ONTIME_HEADER.indexOf(name));
    expect(at.every((i) => i >= 0)).toBe(true);
    const world = buildWorld({});
    const seen = new Map<string, number>();
    const repeats: string[] = [];
    let line = 1;
    for (const row of ontimeRows(scheduleMonth(world, 11, 2025, 2, 1), 11, 2025, 2)) {
      line += 1;
      // the loop is long: let the test worker answer its runner now and then
      if (line % 50_000 === 0) await new Promise(setImmediate);
      const values = fields(row);
      const key = at.map((i) => values[i]).join(' ');
      const first = seen.get(key);
      if (first === undefined) seen.set(key, line);
      else if (repeats.length < 3) repeats.push(`line ${line} repeats line ${first}: ${key}`);
    }
    expect(seen.size).toBeGreaterThan(300_000);
    expect(repeats).toEqual([]);
  });
});
