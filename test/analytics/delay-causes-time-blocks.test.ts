import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestApp } from '../support/app.js';
import {
  blockOf,
  causeFigures,
  CAUSE_IDS,
  CAUSES,
  delayCauseAndTimeBlockChecks,
  flightCauseMinutes,
  type Cause,
} from '../support/delay-cause-checks.js';
import { num, ontimeFile, readCsvZips, type Raw } from '../support/raw-records.js';

/**
 * Delay causes and time blocks (issue #26 §1-§2, docs/API-CONTRACT.md §12) on DuckDB against the raw generated on-time
 * files in plain JS (the checks: test/support/delay-cause-checks.ts, run over ClickHouse too), and the
 * generator's own causes and blocks.
 */
const { rawDir, dataDir } = inject('dataset');
const MONTHS = [4, 5, 6, 7, 8, 9];
let app: FastifyInstance;
let close: () => Promise<void>;
const ontime = new Map<number, Raw[]>();

beforeAll(async () => {
  ({ app, close } = await openTestApp(dataDir));
  for (const month of MONTHS) ontime.set(month, await readCsvZips([ontimeFile(rawDir, 2025, month)]));
});
afterAll(async () => {
  await close();
});

delayCauseAndTimeBlockChecks({ app: () => app, ontime: () => ontime });

describe('the generated on-time files', () => {
  it('carry causes like BTS: late aircraft and carrier largest, weather rare but long, security rarest', () => {
    const june = ontime.get(6)!;
    const delayed = june.filter((r) => flightCauseMinutes(r) > 0);
    const figures = causeFigures(june);
    const byMinutes = [...CAUSE_IDS].sort((a, b) => figures[b].minutes - figures[a].minutes);
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
      else expect(CAUSE_IDS.map((c) => r[CAUSES[c]])).toEqual(['', '', '', '', '']);
    }
  });

  it('carry the blocks of the scheduled times', () => {
    for (const rows of ontime.values())
      for (const r of rows) {
        expect(r.DepTimeBlk).toBe(blockOf(r.CRSDepTime!));
        expect(r.ArrTimeBlk).toBe(blockOf(r.CRSArrTime!));
      }
  });
});
