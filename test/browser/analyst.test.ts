/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: DOM types for them
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, seriousAxeViolations, startExplorer, type Explorer } from './harness.js';

/**
 * Issue #44, an analyst's session in Debian's Chromium against the real server on the run's generated dataset:
 * typed codes sent as typed, the API key, no refused request from the form, range charts chosen by meaning,
 * no settings leaking between views, DB1B/DB1C in words, the phone, accessibility (axe, skip link), the next
 * questions in few steps, synthetic data said. Expectations come from the API's own answers.
 */
const { dataDir } = inject('dataset');
const available = browserAvailable();
const WIDTHS = [1440, 390] as const;

const parametersOf = (request: string): URLSearchParams => new URLSearchParams(request.split('?')[1] ?? '');

describe.skipIf(!available)('issue #44: the explorer for an analyst', () => {
  let explorer: Explorer;
  let last: { year: number; month: number };
  const text = (selector: string): Promise<string> =>
    explorer.page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
  const typeAirport = (field: string, code: string) =>
    explorer.act(async () => {
      await explorer.page.fill(`#${field}`, code);
      await explorer.page.press(`#${field}`, 'Tab');
    });

  beforeAll(async () => {
    explorer = await startExplorer(dataDir);
    const coverage = await explorer.api('/support/coverage');
    const [year, month] = coverage.tables
      .find((t: any) => t.table === 'ontime')
      .last_period.split('-')
      .map(Number);
    last = { year, month };
  });
  afterAll(async () => {
    await explorer?.close();
  });

  it('1. a typed airport code is the code asked, known or not; an unknown one says so beside the field', async () => {
    await explorer.open(
      `?view=route&area=performance&origin=ATL&destination=LAX&year=${last.year}&month=${last.month}`,
    );
    const known = await explorer.api('/support/airports?iata=SAN');
    expect(known.results.map((a: any) => a.iata)).toEqual(['SAN']);
    // `q=SAN` finds San Francisco, San Antonio, ...: the code typed is what is sent all the same
    const searched = await explorer.api('/support/airports?q=SAN&limit=20');
    expect(searched.results.some((a: any) => a.iata !== 'SAN')).toBe(true);
    for (const typed of ['SAN', 'ANC', 'san']) {
      const request = await typeAirport('origin', typed);
      expect(parametersOf(request).get('origin')).toBe(typed.toUpperCase());
      expect(await explorer.page.inputValue('#origin')).toBe(typed.toUpperCase());
      expect(await text('#headline')).toContain(`${typed.toUpperCase()} → LAX`);
      expect(await text('#origin-unknown')).toBe('');
    }
    expect((await explorer.api('/support/airports?iata=QQX')).results).toEqual([]);
    const unknown = await typeAirport('origin', 'qqx');
    expect(parametersOf(unknown).get('origin')).toBe('QQX');
    await explorer.page.waitForFunction(() => document.getElementById('origin-unknown')?.textContent !== '');
    expect(await text('#origin-unknown')).toBe('No airport has the code QQX: nothing can match it.');
    expect(await explorer.page.getAttribute('#origin', 'aria-invalid')).toBe('true');
    expect(await explorer.page.getAttribute('#origin', 'aria-describedby')).toContain('origin-unknown');
    // a name still finds its busiest airport
    const named = await typeAirport('origin', 'Atlanta');
    expect(parametersOf(named).get('origin')).toBe('ATL');
  });

  it('3. the form never builds a sort the API refuses: over a range Sort by and Order are off, combined they apply', async () => {
    const single = `?view=breakdown&area=performance&by=carrier&year=${last.year}&month=${last.month}`;
    await explorer.open(single);
    const sorted = await explorer.act(() => explorer.page.selectOption('#sort-by', 'flights'));
    expect(parametersOf(sorted).get('sort_by')).toBe('flights');
    await explorer.act(() => explorer.page.selectOption('#sort-order', 'asc'));
    const first = await explorer.page.evaluate(
      () => document.querySelector<HTMLSelectElement>('#period-from')?.options[1]?.value ?? '',
    );
    const range = await explorer.act(() => explorer.page.selectOption('#period-from', first));
    expect(parametersOf(range).has('start_year')).toBe(true);
    expect(parametersOf(range).has('sort_by')).toBe(false);
    expect(parametersOf(range).has('sort_order')).toBe(false);
    expect(await explorer.page.evaluate(() => document.body.dataset.state)).toBe('ready');
    expect(await explorer.page.isHidden('#problem')).toBe(true);
    expect(await explorer.page.isDisabled('#sort-by')).toBe(true);
    expect(await explorer.page.isDisabled('#sort-order')).toBe(true);
    expect(await text('#sort-hint')).toBe('Sorting applies to one period, or to the periods combined.');
    // the API itself refuses the combination the form no longer builds
    const refused = await fetch(`${explorer.base}${range}&sort_by=flights`);
    expect(refused.status).toBe(400);
    await explorer.act(() => explorer.page.check('#combine-periods'));
    expect(await explorer.page.isDisabled('#sort-by')).toBe(false);
    const combined = await explorer.act(() => explorer.page.selectOption('#sort-by', 'flights'));
    expect(parametersOf(combined).get('sort_by')).toBe('flights');
    expect((await fetch(`${explorer.base}${combined}`)).status).toBe(200);
  });

  it('5. a route does not leak into the Breakdown tab: its destination is not a filter there', async () => {
    await explorer.open(
      `?view=route&area=performance&origin=BOS&destination=LAX&year=${last.year}&month=${last.month}`,
    );
    const breakdown = await explorer.act(() => explorer.page.click('#view-breakdown'));
    expect(breakdown.split('?')[0]).toBe('/performance/breakdown');
    expect(parametersOf(breakdown).has('origin')).toBe(false);
    expect(parametersOf(breakdown).has('destination')).toBe(false);
    expect(await explorer.page.inputValue('#destination')).toBe('');
    const ord = await typeAirport('origin', 'ORD');
    expect(parametersOf(ord).get('origin')).toBe('ORD');
    expect(parametersOf(ord).has('destination')).toBe(false);
    expect(await text('#headline')).toContain('from ORD');
    // the Route tab goes back to the route as it was
    const route = await explorer.act(() => explorer.page.click('#view-route'));
    expect(parametersOf(route).get('origin')).toBe('BOS');
    expect(parametersOf(route).get('destination')).toBe('LAX');
  });

  it('4. lines over a range: a rate by the reader’s choice (lowest = worst), its axis fitted; a volume from 0', async () => {
    const range = `start_year=${last.year}&start_month=${last.month - 3}&end_year=${last.year}&end_month=${last.month}`;
    const request = await explorer.open(
      `?view=breakdown&area=performance&by=carrier&metrics=on_time_pct,flights&${range}`,
    );
    const answer = await explorer.api(request);
    const mean = new Map<string, number[]>();
    const flights = new Map<string, number>();
    for (const row of answer.results) {
      const code = row.carrier.carrier_code as string;
      if (row.on_time_pct.value !== null) mean.set(code, [...(mean.get(code) ?? []), row.on_time_pct.value]);
      flights.set(code, (flights.get(code) ?? 0) + (row.flights.value ?? 0));
    }
    const average = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    const byMean = [...mean].sort((a, b) => average(a[1]) - average(b[1])).map(([code]) => code);
    const busiest = [...flights].sort((a, b) => b[1] - a[1]).map(([code]) => code);
    const drawnCarriers = async () =>
      explorer.page.evaluate(() =>
        [
          ...document.querySelectorAll(
            'figure.lines [aria-label="color legend"] span, figure.lines .legend span, figure.lines [class*="-swatches"] > span',
          ),
        ]
          .map((s) => (s.textContent ?? '').trim())
          .filter((s) => s !== ''),
      );
    const codesOf = (labels: string[]) => labels.map((l) => /\(([^)]+)\)$/.exec(l)?.[1] ?? l);
    expect(await explorer.page.getAttribute('figure.lines', 'data-choice')).toBe('busiest');
    expect(new Set(codesOf(await drawnCarriers()))).toEqual(new Set(busiest.slice(0, 8)));
    await explorer.act(() => explorer.page.selectOption('#lines', 'lowest'));
    expect(new URL(explorer.page.url()).searchParams.get('lines')).toBe('lowest');
    expect(new Set(codesOf(await drawnCarriers()))).toEqual(new Set(byMean.slice(0, 8)));
    await explorer.act(() => explorer.page.selectOption('#lines', 'highest'));
    expect(new Set(codesOf(await drawnCarriers()))).toEqual(new Set([...byMean].reverse().slice(0, 8)));
    // the percentage axis fits the values drawn: its lowest tick is near their minimum, not 0
    const ticks = await explorer.page.evaluate(() =>
      [...document.querySelectorAll('figure.lines g[aria-label="y-axis tick label"] text')].map((t) =>
        Number((t.textContent ?? '').replace(/[^0-9.-]/g, '')),
      ),
    );
    // the highest eight are drawn now
    const drawnValues = answer.results
      .filter((r: any) => byMean.slice(-8).includes(r.carrier.carrier_code))
      .map((r: any) => r.on_time_pct.value)
      .filter((v: number | null) => v !== null) as number[];
    const lowest = Math.min(...drawnValues);
    if (lowest > 20) expect(Math.min(...ticks)).toBeGreaterThan(0);
    expect(Math.min(...ticks)).toBeLessThanOrEqual(lowest);
  });

  it('6. DB1B and DB1C explained in words; the year before never reads "— on —"', async () => {
    await explorer.open('?view=route&area=tickets/markets&dataset=db1b&origin=ATL&destination=LAX');
    expect(await text('#dataset-hint')).toBe(
      'DB1B: the survey until June 2025, by quarter (to 2025 Q2), from a 10% sample of tickets (1 in 10).',
    );
    await explorer.act(() => explorer.page.selectOption('#dataset', 'db1c'));
    expect(await text('#dataset-hint')).toContain('since July 2025, by month, from a 40% sample of tickets');
    const compared = await explorer.act(() => explorer.page.check('#compare'));
    const answer = await explorer.api(compared);
    expect(await text('#changes')).not.toContain('— on —');
    const lastPoint = answer.results?.at(-1)?.result ?? answer.result;
    expect(lastPoint.passengers).toHaveProperty('previous');
    if (lastPoint.passengers.previous === null)
      expect(await text('#changes li[data-metric="passengers"] .change')).toBe(
        '(no value a year before to compare)',
      );
  });

  it('9. the next questions from the opening view: each in one click', async () => {
    await explorer.open('');
    const questions: Array<[string, (request: string, answer: any) => void]> = [
      [
        '#next-worst',
        (request, answer) => {
          expect(request.split('?')[0]).toBe('/performance/breakdown');
          expect(parametersOf(request).get('sort_by')).toBe('on_time_pct');
          expect(parametersOf(request).get('sort_order')).toBe('asc');
          const values = answer.results.map((r: any) => r.on_time_pct.value).filter((v: any) => v !== null);
          expect(values).toEqual([...values].sort((a: number, b: number) => a - b));
        },
      ],
      ['#next-parts', (request) => expect(parametersOf(request).get('metrics')).toMatch(/delay/)],
      ['#next-hours', (request) => expect(parametersOf(request).get('by')).toBe('dep_time_block')],
      ['#next-connections', (request) => expect(parametersOf(request).get('by')).toBe('connection')],
    ];
    for (const [link, check] of questions) {
      await explorer.open('');
      const request = await explorer.act(() => explorer.page.click(link));
      const answer = await explorer.api(request);
      expect(answer.status ?? 200).toBe(200);
      check(request, answer);
      expect(await explorer.page.isHidden('#problem')).toBe(true);
    }
  });

  it('10. synthetic answers say so on every view (meta.synthetic, coverage source)', async () => {
    for (const search of [
      '',
      `?view=breakdown&area=traffic/segments&by=origin&year=${last.year}&month=${last.month}`,
    ]) {
      const request = await explorer.open(search);
      const answer = await explorer.api(request);
      const notice = await text('#synthetic');
      const coverage = await explorer.api('/support/coverage');
      const table = search === '' ? 'ontime' : 't100_segment';
      const generated = coverage.tables
        .find((t: any) => t.table === table)
        .sources.filter((s: any) => s.source === 'generated');
      // the run's dataset is generated: the server says so, and the notice names the area's periods
      expect(answer.meta.synthetic).toBe(true);
      expect(generated.length).toBeGreaterThan(0);
      expect(notice).toMatch(/^Synthetic data: this answer includes generated periods \(generated here: /);
      expect(await explorer.page.isVisible('#synthetic')).toBe(true);
    }
  });

  it.each(WIDTHS)(
    '7, 8. %i px: skip link first, targets of 24 px, no serious axe violation on any view',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const views = [
        '',
        `?view=breakdown&area=performance&by=carrier&year=${last.year}&month=${last.month}`,
        `?view=breakdown&area=traffic/segments&by=destination&origin=ATL&year=${last.year}&month=${last.month}`,
        `?view=breakdown&area=performance&by=carrier&metrics=carrier_delay,weather_delay,nas_delay,security_delay,late_aircraft_delay&year=${last.year}&month=${last.month}`,
        `?view=breakdown&area=performance&by=carrier&metrics=on_time_pct,flights&start_year=${last.year}&start_month=${last.month - 2}&end_year=${last.year}&end_month=${last.month}`,
        '?view=route&area=tickets/markets&dataset=db1b&origin=ATL&destination=LAX&compare=previous_year',
      ];
      for (const view of views) {
        await explorer.open(view);
        expect(await seriousAxeViolations(explorer.page), view).toEqual([]);
        const unnamed = await explorer.page.evaluate(
          () =>
            [...document.querySelectorAll('#output a')].filter(
              (a) => (a.getAttribute('aria-label') ?? a.textContent ?? '').trim() === '',
            ).length,
        );
        expect(unnamed, view).toBe(0);
      }
      // the first Tab reaches the skip link; following it puts the focus on the results
      await explorer.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await explorer.page.keyboard.press('Tab');
      expect(await explorer.page.evaluate(() => document.activeElement?.className)).toBe('skip-link');
      await explorer.page.keyboard.press('Enter');
      expect(await explorer.page.evaluate(() => document.activeElement?.id)).toBe('output');
      if (width < 800) await explorer.page.click('#edit-toggle');
      const small = await explorer.page.evaluate(
        () =>
          [...document.querySelectorAll<HTMLElement>('input[type="checkbox"]')]
            .map((box) => box.getBoundingClientRect())
            // those on screen (a folded "Filters and options" has none)
            .filter((box) => box.width > 0 && (box.width < 24 || box.height < 24)).length,
      );
      expect(small).toBe(0);
    },
  );

  it('7. a phone folds the form after a run; while loading the old answer dims and the status says loading', async () => {
    await explorer.page.setViewportSize({ width: 390, height: 800 });
    await explorer.open(
      `?view=route&area=performance&origin=ATL&destination=LAX&year=${last.year}&month=${last.month}`,
    );
    await explorer.page.click('#edit-toggle');
    expect(await explorer.page.isVisible('#controls')).toBe(true);
    // hold the next answer until the loading state is seen
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await explorer.page.route(/\/performance\/route\?/, async (route) => {
      await held;
      await route.continue();
    });
    const request = explorer.act(async () => {
      await explorer.page.fill('#destination', 'SFO');
      await explorer.page.press('#destination', 'Tab');
      await explorer.page.waitForFunction(() => document.body.dataset.state === 'loading');
      expect(await text('#status')).toMatch(/^Loading: On-time performance, ATL → SFO/);
      const opacity = await explorer.page.evaluate(() =>
        Number(getComputedStyle(document.getElementById('charts')!).opacity),
      );
      expect(opacity).toBeLessThan(0.5);
      expect(await explorer.page.getAttribute('#output', 'aria-busy')).toBe('true');
      release();
    });
    expect(parametersOf(await request).get('destination')).toBe('SFO');
    await explorer.page.unroute(/\/performance\/route\?/);
    expect(await explorer.page.isVisible('#controls')).toBe(false);
    expect(await explorer.page.getAttribute('#edit-toggle', 'aria-expanded')).toBe('false');
    const top = await explorer.page.evaluate(
      () => document.getElementById('headline')!.getBoundingClientRect().top,
    );
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(800);
    expect(await text('#status')).toBe('');
    await explorer.page.setViewportSize({ width: 1200, height: 900 });
  });
});

describe.skipIf(!available)('issue #44: the explorer with API keys', () => {
  const KEY = 'analyst-key-44';
  let explorer: Explorer;
  const urls: string[] = [];
  beforeAll(async () => {
    explorer = await startExplorer(dataDir, { apiKeys: [KEY] });
    explorer.page.on('request', (request) => urls.push(request.url()));
  });
  afterAll(async () => {
    await explorer?.close();
  });

  it('2. a key typed works at once; downloads carry it in a header, never a URL; the curl line masks it', async () => {
    await explorer.page.goto(`${explorer.base}/explore`);
    await explorer.page.waitForFunction(() =>
      ['ready', 'problem'].includes(document.body.dataset.state ?? ''),
    );
    expect(await explorer.page.evaluate(() => document.body.dataset.state)).toBe('problem');
    const request = await explorer.act(async () => {
      await explorer.page.fill('#api-key', KEY);
      await explorer.page.press('#api-key', 'Tab');
    });
    const coverage = await explorer.api('/support/coverage');
    const [year, month] = coverage.tables
      .find((t: any) => t.table === 'ontime')
      .last_period.split('-')
      .map(Number);
    const sent = parametersOf(request);
    expect(sent.get('origin')).toBe('ATL');
    expect(sent.get('end_year')).toBe(String(year));
    expect(sent.get('end_month')).toBe(String(month));
    expect(await explorer.page.evaluate(() => document.body.dataset.state)).toBe('ready');
    expect(await explorer.page.isHidden('#problem')).toBe(true);
    expect(await explorer.page.locator('#charts figure').count()).toBeGreaterThan(0);
    const curl = await explorer.page.inputValue('#curl');
    expect(curl).not.toContain(KEY);
    expect(curl.startsWith('curl -H "X-API-Key: $ATSS_API_KEY" ')).toBe(true);
    const [download] = await Promise.all([
      explorer.page.waitForEvent('download'),
      explorer.page.click('#csv-link'),
    ]);
    const csv = await readFile(await download.path(), 'utf8');
    const api = await fetch(`${explorer.base}${request}&format=csv`, { headers: { 'X-API-Key': KEY } });
    expect(csv).toBe(await api.text());
    expect(urls.filter((url) => url.includes(KEY))).toEqual([]);
    // a key that stops working: the download says why instead of saving a problem document as .csv
    await explorer.page.evaluate(() => sessionStorage.setItem('atss-api-key', 'wrong'));
    await explorer.page.click('#csv-link');
    await explorer.page.waitForFunction(
      () => document.getElementById('csv-link-problem')?.textContent !== '',
    );
    expect(await explorer.page.textContent('#csv-link-problem')).toMatch(/^ Not downloaded: /);
  });
});
