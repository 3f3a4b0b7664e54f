import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../src/config.js';
import { backoffMs, retryAfterMs } from '../../src/fetch/download.js';
import { planFetch } from '../../src/fetch/plan.js';

const plan = (from: string, to: string, only?: string[]) =>
  planFetch({ from, to, only, baseUrl: 'https://mirror.example/bts', downloadDir: '/downloads' });

describe('what atss fetch plans', () => {
  it('every month, and every DB1B quarter with a month in the range, up to 2025 Q2 when DB1B stopped', () => {
    const { periods, manual } = plan('2025-02', '2025-08', ['ontime', 'db1b']);
    expect(periods.map((p) => `${p.family.id} ${p.period}`)).toEqual([
      'lookups current',
      ...['02', '03', '04', '05', '06', '07', '08'].map((m) => `ontime 2025-${m}`),
      'db1b 2025Q1',
      'db1b 2025Q2',
    ]);
    expect(manual).toEqual([]);
    expect(periods.find((p) => p.period === '2025Q1')?.files).toEqual(
      ['Market', 'Coupon', 'Ticket'].map((part) => ({
        url: `https://mirror.example/bts/PREZIP/Origin_and_Destination_Survey_DB1B${part}_2025_1.zip`,
        target: `/downloads/Origin_and_Destination_Survey_DB1B${part}_2025_1.zip`,
        name: `Origin_and_Destination_Survey_DB1B${part}_2025_1.zip`,
      })),
    );
    // the month is not zero-padded in the PREZIP name
    expect(periods[1]?.files[0]?.url).toBe(
      'https://mirror.example/bts/PREZIP/On_Time_Reporting_Carrier_On_Time_Performance_1987_present_2025_2.zip',
    );
  });

  it('clips to the first period published pre-zipped (on-time from 1987-10, DB1B from 1993 Q1)', () => {
    const periods = plan('1987-08', '1993-01').periods.map((p) => `${p.family.id} ${p.period}`);
    expect(periods[1]).toBe('ontime 1987-10');
    expect(periods.filter((p) => p.startsWith('db1b'))).toEqual(['db1b 1993Q1']);
  });

  it('lists every family without --only, the lookup tables first, the manual ones with their steps', () => {
    const { periods, manual } = plan('2025-01', '2025-01');
    expect(manual.map((family) => family.id)).toEqual(['t100', 'reference', 'db1c']);
    expect(periods.map((p) => `${p.family.id} ${p.period}`)).toEqual([
      'lookups current',
      'ontime 2025-01',
      'db1b 2025Q1',
    ]);
    // TranStats' lookup page names a table by the ROT13 of its name
    expect(periods[0]?.files).toContainEqual({
      url: 'https://mirror.example/bts/Download_Lookup.asp?Y11x72=Y_HAVDHR_PNEEVREF',
      target: '/downloads/L_UNIQUE_CARRIERS.csv',
      name: 'L_UNIQUE_CARRIERS.csv',
    });
    expect(periods[0]?.files.map((file) => file.name)).toEqual(
      expect.arrayContaining([
        'L_AIRPORT.csv',
        'L_AIRPORT_ID.csv',
        'L_CITY_MARKET_ID.csv',
        'L_AIRLINE_ID.csv',
      ]),
    );
    const skipped = planFetch({
      ...{ from: '2025-01', to: '2025-01', only: undefined, reference: false },
      ...{ baseUrl: 'https://mirror.example/bts', downloadDir: '/downloads' },
    });
    expect(skipped.periods.map((p) => p.family.id)).toEqual(['ontime', 'db1b']);
    // a run of manual families only downloads nothing, the lookup tables neither
    expect(plan('2025-01', '2025-01', ['t100']).periods).toEqual([]);
    expect(plan('2025-01', '2025-01', ['lookups']).periods.map((p) => p.family.id)).toEqual(['lookups']);
  });

  it('refuses a bad month, a range backwards and an unknown family', () => {
    expect(() => plan('2025-13', '2025-12')).toThrow(
      new ConfigError('--from must be YYYY-MM, got "2025-13"'),
    );
    expect(() => plan('2025-02', '2025-01')).toThrow(new ConfigError('--from is after --to'));
    expect(() => plan('2025-01', '2025-01', ['ontime', 't-100'])).toThrow(
      new ConfigError(
        '--only takes a comma-separated list of ontime, db1b, lookups, t100, reference, db1c; got "t-100"',
      ),
    );
  });
});

describe('retry waits', () => {
  const settings = { attempts: 6, idleTimeoutMs: 1000, retryBaseMs: 1000, retryMaxMs: 10_000 };

  it('doubles each attempt, with jitter from half to all of it, capped', () => {
    expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, settings, () => 0))).toEqual([
      500, 1000, 2000, 4000, 5000,
    ]);
    expect([1, 2, 3, 4, 5].map((attempt) => backoffMs(attempt, settings, () => 0.999999))).toEqual([
      1000, 2000, 4000, 8000, 10_000,
    ]);
  });

  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-25T12:00:00Z');
    expect(retryAfterMs('120', now)).toBe(120_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 12:00:30 GMT', now)).toBe(30_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 11:00:00 GMT', now)).toBe(0);
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs(null, now)).toBeUndefined();
  });
});
