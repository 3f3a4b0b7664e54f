/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: DOM types for them
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { geoAlbersUsa } from 'd3-geo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LARGEST_US_AIRPORTS, DEMO_TICKET_SHARE } from '../../src/demo/build.js';
import { generateDataset } from '../../src/generate/index.js';
import { ingestPaths } from '../../src/ingest/index.js';
import { browserAvailable, seriousAxeViolations, startExplorer, type Explorer } from './harness.js';

/**
 * The tasks of issue #27, as an analyst does them on the explorer's first page, at 1440 px and on a 390 px
 * phone, each in at most three actions (opening the page is not one; on a phone, opening the folded form
 * is). Every assertion is on what a reader sees, compared with the API's own answer to the request the page
 * made. The dataset is the demo's world (the largest US airports), small, over thirteen months so that a
 * year-on-year change exists.
 */
const available = browserAvailable();
const WIDTHS = [1440, 390] as const;
const project = geoAlbersUsa();
const onMap = (airport: any): boolean =>
  typeof airport?.longitude === 'number' && project([airport.longitude, airport.latitude]) !== null;

describe.skipIf(!available)('issue #27 tasks in Chromium', () => {
  let root: string;
  let explorer: Explorer;
  /** Actions taken in the current task (each click, fill-and-leave, or key press a reader makes). */
  let actions = 0;

  const text = (selector: string): Promise<string> =>
    explorer.page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
  const count = (selector: string): Promise<number> =>
    explorer.page.evaluate((s) => document.querySelectorAll(s).length, selector);
  const act = (action: () => Promise<unknown>): Promise<string> => {
    actions += 1;
    return explorer.act(action);
  };
  /** On a phone the form is folded behind "Edit": opening it is an action. */
  const openForm = async (width: number) => {
    if (width < 800) {
      actions += 1;
      await explorer.page.click('#edit-toggle');
    }
  };
  const typeAirport = (field: string, code: string) =>
    act(async () => {
      await explorer.page.fill(`#${field}`, code);
      await explorer.page.press(`#${field}`, 'Tab');
    });
  const start = async (width: number, search = '') => {
    await explorer.page.setViewportSize({ width, height: 900 });
    actions = 0;
    return explorer.open(search);
  };
  /** What a reader must be able to see on any view: no sideways scrolling on a phone, no serious axe issue. */
  const expectReadable = async (width: number) => {
    const scroll = await explorer.page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll).toBeLessThanOrEqual(width);
    // every view, its charts included (issue #44: no unnamed link in a chart)
    const violations = await seriousAxeViolations(explorer.page);
    expect(violations).toEqual([]);
  };
  const carrierLabel = (carrier: any): string =>
    `${String(carrier.carrier_name).replace(/,?\s+(Inc\.?|Co\.?|Corp\.?|LLC|Ltd\.?)$/i, '')} (${carrier.carrier_code})`;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'atss-explorer-tasks-'));
    const scale = 0.01;
    await generateDataset({
      outDir: join(root, 'raw'),
      seed: 3,
      scale,
      ticketScale: scale * DEMO_TICKET_SHARE * 8,
      largestUsAirports: DEMO_LARGEST_US_AIRPORTS,
      from: { year: 2024, month: 3 },
      to: { year: 2025, month: 6 },
      only: ['reference', 't100', 'ontime', 'db1b'],
    });
    await ingestPaths([join(root, 'raw')], { dataDir: join(root, 'data') });
    explorer = await startExplorer(join(root, 'data'));
  });
  afterAll(async () => {
    await explorer?.close();
    if (root !== undefined) await rm(root, { recursive: true, force: true });
  });

  it.each(WIDTHS)('%i px: which carriers fly BOS-LAX, at what fare', async (width) => {
    await start(width);
    await openForm(width);
    await typeAirport('origin', 'BOS');
    const request = await act(() => explorer.page.click('#next-fares'));
    expect(actions).toBeLessThanOrEqual(3);
    const answer = await explorer.api(request);
    expect(request.split('?')[0]).toBe('/tickets/markets/breakdown');
    expect(answer.meta.breakdown_by).toEqual(['tkcarrier']);
    const headline = await text('#headline');
    expect(headline).toContain('by ticketing carrier');
    expect(headline).toContain('BOS → LAX');
    expect(await explorer.page.title()).toContain(headline);
    expect(answer.results.length).toBeGreaterThan(0);
    const cells = await explorer.page.evaluate(() =>
      [...document.querySelectorAll('#results-table tbody tr')].map((row) => [
        row.querySelector('td')?.textContent ?? '',
        row.querySelector<HTMLElement>('td[data-metric="avg_fare"]')?.innerText ?? '',
      ]),
    );
    expect(cells.map(([carrier]) => carrier)).toEqual(
      answer.results.map((r: any) => carrierLabel(r.tkcarrier)),
    );
    cells.forEach(([, fare], index) => {
      const value = answer.results[index].avg_fare.value;
      expect(fare).toBe(
        value === null ? '—' : `$${value.toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
      );
    });
    await expectReadable(width);
    await explorer.screenshot(`task-fares-${width}`);
  });

  it.each(WIDTHS)(
    '%i px: the monthly on-time trend out of ORD, all carriers, then by carrier',
    async (width) => {
      await start(width);
      await openForm(width);
      await typeAirport('origin', 'ORD');
      const request = await act(() => explorer.page.click('#next-trend'));
      expect(actions).toBeLessThanOrEqual(3);
      const answer = await explorer.api(request);
      expect(answer.meta.breakdown_by).toEqual(['total']);
      expect(answer.meta.filters ?? {}).not.toHaveProperty('destination');
      expect(answer.meta.origin.iata_code).toBe('ORD');
      const headline = await text('#headline');
      expect(headline).toMatch(/^On time %, from ORD, \w+ 2024 to \w+ 2025$/);
      // one line over every period, one dot per month with a value, the table the API's on-time % month by month
      expect(answer.meta.periods.length).toBeGreaterThan(6);
      expect(answer.results).toHaveLength(answer.meta.periods.length);
      expect(await count('figure.lines g[aria-label="line"] path')).toBe(1);
      const withValue = answer.results.filter((r: any) => r.on_time_pct.value !== null);
      expect(await count('figure.lines g[aria-label="dot"] circle')).toBe(withValue.length);
      const shown = await explorer.page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('#results-table td[data-metric="on_time_pct"]')].map(
          (cell) => cell.dataset.value,
        ),
      );
      expect(shown).toEqual(answer.results.map((r: any) => String(r.on_time_pct.value)));
      await expectReadable(width);
      await explorer.screenshot(`task-trend-${width}`);
      // the next question: the same months, one line per carrier
      const byCarrier = await explorer.api(
        await explorer.act(() => explorer.page.click('#next-trend-carriers')),
      );
      expect(byCarrier.meta.breakdown_by).toEqual(['carrier']);
      expect(await text('#headline')).toMatch(/^On time % by carrier, from ORD, \w+ 2024 to \w+ 2025$/);
      const carriers = new Set(byCarrier.results.map((r: any) => r.carrier.carrier_code));
      expect(await count('figure.lines g[aria-label="line"] path')).toBe(Math.min(carriers.size, 8));
      expect(await count('#results-table tbody tr')).toBe(byCarrier.results.length);
      await expectReadable(width);
    },
  );

  it.each(WIDTHS)(
    '%i px: where ATL passengers fly, on a map with labels and a size legend',
    async (width) => {
      await start(width);
      const request = await act(() => explorer.page.click('#next-map'));
      expect(actions).toBeLessThanOrEqual(3);
      const answer = await explorer.api(request);
      expect(answer.meta.breakdown_by).toEqual(['destination']);
      expect(answer.meta.origin.iata_code).toBe('ATL');
      expect(await text('#headline')).toMatch(/^Passengers by destination, from ATL, \w+ 2025$/);
      // one circle per destination on the map; a foreign gateway near the border (Toronto) may fall inside the
      // projection's frame, so the US ones are sure to have a circle, the others may
      const shown = answer.results.filter((r: any) => r.passengers.value > 0 && onMap(r.destination));
      const us = shown.filter((r: any) => r.destination.country === 'US').length;
      const svg = '#map .keyboard-tips > svg';
      const circles = await count(`${svg} g[aria-label="dot"] circle`);
      expect(circles).toBeGreaterThanOrEqual(us);
      expect(circles).toBeLessThanOrEqual(shown.length);
      // ATL itself a star, labelled, with one great-circle arc to each destination drawn
      expect(await count(`${svg} g[aria-label="dot"] path`)).toBe(1);
      expect(await count(`${svg} g[aria-label="link"] path`)).toBe(circles);
      const labels = await explorer.page.evaluate(
        (s) => [...document.querySelectorAll(`${s} g[aria-label="text"] text`)].map((t) => t.textContent),
        svg,
      );
      expect(labels).toHaveLength(Math.min(circles, 12) + 1);
      expect(labels[0]).toBe('ATL');
      expect(await count('#map .size-legend svg circle')).toBe(3);
      const note = await text('#truncation');
      expect(note).toContain(
        answer.meta.truncated
          ? `Top ${answer.meta.limit} of ${answer.meta.total_count} destination groups`
          : `All ${answer.meta.total_count} destination groups`,
      );
      const box = await explorer.page.evaluate(() => {
        const svg = document.querySelector('#map .keyboard-tips > svg')!.getBoundingClientRect();
        return { left: svg.left, right: svg.right };
      });
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.right).toBeLessThanOrEqual(width);
      await expectReadable(width);
      await explorer.screenshot(`task-map-${width}`);
      if (width === 390) await explorer.screenshot('readme-phone', 'screen');
    },
  );

  it.each(WIDTHS)('%i px: this year against the year before, a dashed line and the change', async (width) => {
    // ATL-LAX passengers month by month over the last loaded year (a view a reader has open, by its URL)
    await start(
      width,
      '?view=route&area=traffic/segments&origin=ATL&destination=LAX&start_year=2024&start_month=7&end_year=2025&end_month=6&metrics=passengers,departures_performed',
    );
    const request = await act(() => explorer.page.click('#next-compare'));
    expect(actions).toBeLessThanOrEqual(3);
    expect(new URLSearchParams(request.split('?')[1]).get('compare')).toBe('previous_year');
    const answer = await explorer.api(request);
    const last = answer.results.at(-1);
    const passengers = last.result.passengers;
    expect(passengers.change_pct).not.toBeNull();
    expect(
      await explorer.page.getAttribute('#changes li[data-metric="passengers"] .change', 'data-change'),
    ).toBe(String(passengers.change_pct));
    const sign = passengers.change_pct > 0 ? '+' : passengers.change_pct < 0 ? '−' : '±';
    expect(await text('#changes li[data-metric="passengers"]')).toContain(
      `${sign}${Math.abs(passengers.change_pct).toLocaleString('en-US', { maximumFractionDigits: 2 })}%`,
    );
    // Plot sets a mark's constant dash on its group: one dashed line, the year before
    expect(await count('figure[data-metric="passengers"] g[stroke-dasharray] path')).toBe(1);
    expect(await text('#headline')).toContain('against the year before');
    await expectReadable(width);
    await explorer.screenshot(`task-compare-${width}`);
    if (width === 1440) await explorer.screenshot('readme-desktop', 'screen');
  });

  it.each(WIDTHS)(
    '%i px: the top of a long ranking, all its rows as a named CSV, and a link to share',
    async (width) => {
      await start(width, '?view=breakdown&area=traffic/segments&by=origin,destination&year=2025&month=6');
      const answer = await explorer.api(
        '/traffic/segments/breakdown?by=origin,destination&year=2025&month=6',
      );
      expect(answer.meta.truncated).toBe(true);
      const all = Math.min(answer.meta.total_count, 100);
      expect(await text('#truncation')).toContain(
        `Top ${answer.meta.limit} of ${answer.meta.total_count} origin and destination groups`,
      );
      actions += 1;
      const [download] = await Promise.all([
        explorer.page.waitForEvent('download'),
        explorer.page.click('#download-all'),
      ]);
      expect(download.suggestedFilename()).toBe(
        'passengers-by-origin-and-destination-all-us-airports-june-2025.csv',
      );
      const csv = await readFile(await download.path(), 'utf8');
      expect(csv.trim().split('\n')).toHaveLength(all + 1);
      await explorer.page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      actions += 1;
      await explorer.page.click('#copy-link');
      expect(await explorer.page.evaluate(() => navigator.clipboard.readText())).toBe(explorer.page.url());
      expect(actions).toBeLessThanOrEqual(3);
      await expectReadable(width);
    },
  );
});
