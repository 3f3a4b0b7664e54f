/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: DOM types for them
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, startExplorer, type Explorer } from './harness.js';

/**
 * Issue #26 in the explorer, in Chromium against the real server on the generated dataset: why flights were
 * late (the delay causes as one stacked chart, counted as minutes, flights or shares) and when (time blocks
 * in the order of the day, a time-block filter). Every expectation comes from the API's own description
 * (`/openapi.json`) and its own answer to the request the page made; no number is written here.
 */
const { dataDir } = inject('dataset');
const available = browserAvailable();
const WIDTHS = [1440, 390] as const;

interface Piece {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The sets of metrics the API declares as parts of one whole (`x-metrics` `part`), in its order. */
function partSets(xMetrics: Record<string, any>): Array<{ of: string; metrics: string[]; names: string[] }> {
  const sets = new Map<string, { metrics: string[]; names: string[] }>();
  for (const [metric, info] of Object.entries(xMetrics)) {
    if (info.part === undefined) continue;
    const set = sets.get(info.part.of) ?? { metrics: [], names: [] };
    set.metrics.push(metric);
    set.names.push(info.part.name);
    sets.set(info.part.of, set);
  }
  return [...sets].map(([of, set]) => ({ of, ...set }));
}

/** Sizes drawn for values on one linear scale from 0: each size / value is the same (within a pixel). */
function expectProportional(sizes: readonly number[], values: readonly number[]) {
  expect(sizes).toHaveLength(values.length);
  const largest = Math.max(...values);
  expect(largest).toBeGreaterThan(0);
  const scale = Math.max(...sizes) / largest;
  sizes.forEach((size, index) => expect(Math.abs(size - values[index]! * scale)).toBeLessThan(1));
}

describe.skipIf(!available)('why flights were late and when, in Chromium', () => {
  let explorer: Explorer;
  let described: Record<string, any>;
  const text = (selector: string): Promise<string> =>
    explorer.page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
  const pieces = (selector: string): Promise<Piece[]> =>
    explorer.page.evaluate(
      (s) =>
        [...document.querySelectorAll<SVGRectElement>(`${s} g[aria-label="bar"] rect`)].map((rect) => ({
          x: Number(rect.getAttribute('x')),
          y: Number(rect.getAttribute('y')),
          width: Number(rect.getAttribute('width')),
          height: Number(rect.getAttribute('height')),
        })),
      selector,
    );
  /** Pieces of one stacked bar share their position across the stack: sums along it, bars in drawing order. */
  const stackedSums = (drawn: readonly Piece[], along: 'x' | 'y'): number[] => {
    const sums = new Map<number, number>();
    for (const piece of drawn) {
      const at = Math.round(piece[along]);
      sums.set(at, (sums.get(at) ?? 0) + (along === 'x' ? piece.height : piece.width));
    }
    return [...sums].sort(([a], [b]) => a - b).map(([, sum]) => sum);
  };
  const axisLabel = (scope: string, axis: 'x' | 'y'): Promise<string> =>
    explorer.page.evaluate(
      ([s, a]) => document.querySelector(`${s} g[aria-label="${a}-axis label"]`)?.textContent ?? '',
      [scope, axis] as const,
    );
  /** Each panel of a parts figure (small multiples): its title and its pieces. */
  const panels = (figure: string): Promise<Array<{ title: string; pieces: Piece[] }>> =>
    explorer.page.evaluate(
      (s) =>
        [...document.querySelectorAll<HTMLElement>(`${s} .part-panel`)].map((panel) => ({
          title: panel.dataset.panel ?? '',
          pieces: [...panel.querySelectorAll<SVGRectElement>('g[aria-label="bar"] rect')].map((rect) => ({
            x: Number(rect.getAttribute('x')),
            y: Number(rect.getAttribute('y')),
            width: Number(rect.getAttribute('width')),
            height: Number(rect.getAttribute('height')),
          })),
        })),
      figure,
    );
  /** A row's causes added up; null when it has none (no piece drawn). */
  const causeTotal = (row: any, metrics: readonly string[]): number | null =>
    metrics.some((metric) => row[metric].value !== null)
      ? metrics.reduce((sum, metric) => sum + (row[metric].value ?? 0), 0)
      : null;
  const noSidewaysScroll = async (width: number) =>
    expect(await explorer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  beforeAll(async () => {
    explorer = await startExplorer(dataDir);
    const openapi = await explorer.api('/openapi.json');
    described = openapi.paths['/performance/breakdown'].get.parameters.find((p: any) => p.name === 'metrics')[
      'x-metrics'
    ];
  });
  afterAll(async () => explorer?.close());

  it.each(WIDTHS)(
    '%i px: why late, in one click from the monthly trend out of an airport: the causes stacked per month, then as shares',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const busiest = await explorer.api('/performance/breakdown?by=origin&year=2025&month=6&limit=1');
      const origin = busiest.results[0].origin.iata_code;
      await explorer.open(
        `?view=breakdown&area=performance&by=total&origin=${origin}&start_year=2025&start_month=4&end_year=2025&end_month=9`,
      );
      const [minutes, ...others] = partSets(described);
      expect(minutes).toBeDefined();
      const request = await explorer.act(() => explorer.page.click('#next-parts'));
      const parameters = new URLSearchParams(request.split('?')[1]);
      expect(parameters.get('metrics')).toBe(minutes!.metrics.join(','));
      expect(parameters.get('by')).toBe('total');
      expect(parameters.get('origin')).toBe(origin);
      const answer = await explorer.api(request);
      expect(answer.results.length).toBeGreaterThan(1);

      // one piece per cause with a value, each column (a month, in order) as tall as its causes add up to
      const figure = `figure.parts[data-set="${minutes!.of}"]`;
      const values = answer.results.flatMap((row: any) =>
        minutes!.metrics.flatMap((metric) => (row[metric].value === null ? [] : [row[metric].value])),
      );
      const drawn = await pieces(figure);
      expect(drawn).toHaveLength(values.length);
      expectProportional(
        drawn.map((piece) => piece.height).sort((a, b) => a - b),
        [...values].sort((a, b) => a - b),
      );
      const monthly = answer.results.map((row: any) =>
        minutes!.metrics.reduce((sum, metric) => sum + (row[metric].value ?? 0), 0),
      );
      expectProportional(stackedSums(drawn, 'x'), monthly);
      // the causes named in the legend, the unit from the catalog on the axis, the whole in the headline
      const legend = (await text(`${figure} [class*="-swatches"]`)).toLowerCase();
      for (const name of minutes!.names) expect(legend).toContain(name.replaceAll('_', ' '));
      expect(described[minutes!.metrics[0]!].unit).toBe('minutes');
      // the unit once: `Delay cause minutes`, never `Delay cause minutes (minutes)`
      expect((await axisLabel(figure, 'y')).match(/minutes/gi)).toHaveLength(1);
      expect((await text('#headline')).toLowerCase()).toContain(minutes!.of.replaceAll('_', ' '));
      // a piece's tip by keyboard reads its month and cause
      await explorer.page.focus(`${figure} .keyboard-tips`);
      await explorer.page.keyboard.press('ArrowRight');
      await expect
        .poll(() => text(`${figure} .tip-status`))
        .toMatch(
          new RegExp(`${minutes!.names.map((n) => n.replaceAll('_', ' ')).join('|')}: [\\d,.]+ min`, 'i'),
        );
      await noSidewaysScroll(width);

      // the same causes as shares of the delay minutes: every month with causes stacks to the same height
      const shares = others.find((set) => described[set.metrics[0]!].unit === 'percent');
      expect(shares).toBeDefined();
      const asShares = await explorer.act(() => explorer.page.click(`${figure} a[data-set="${shares!.of}"]`));
      expect(new URLSearchParams(asShares.split('?')[1]).get('metrics')).toBe(shares!.metrics.join(','));
      const shareAnswer = await explorer.api(asShares);
      const withCauses = shareAnswer.results.filter((row: any) =>
        shares!.metrics.some((metric) => (row[metric].value ?? 0) > 0),
      );
      expect(withCauses.length).toBeGreaterThan(0);
      const heights = stackedSums(await pieces(`figure.parts[data-set="${shares!.of}"]`), 'x').filter(
        (sum) => sum > 0,
      );
      expect(heights).toHaveLength(withCauses.length);
      const totals = withCauses.map((row: any) =>
        shares!.metrics.reduce((sum, metric) => sum + (row[metric].value ?? 0), 0),
      );
      expectProportional(heights, totals);
      // the shares' axis names % once (`Delay cause %`, never `Delay cause % (%)`)
      expect((await axisLabel(`figure.parts[data-set="${shares!.of}"]`, 'y')).match(/%/g)).toHaveLength(1);
      await noSidewaysScroll(width);
      await explorer.screenshot(`why-late-${width}`);
    },
  );

  it('why late by carrier: one stacked bar per carrier in the API order, each cause its value', async () => {
    await explorer.page.setViewportSize({ width: 1440, height: 900 });
    const [minutes] = partSets(described);
    const request = await explorer.open(
      `?view=breakdown&area=performance&by=carrier&year=2025&month=6&metrics=${minutes!.metrics.join(',')}`,
    );
    const answer = await explorer.api(request);
    expect(answer.results.length).toBeGreaterThan(1);
    const drawn = await pieces(`figure.parts[data-set="${minutes!.of}"]`);
    const values = answer.results.flatMap((row: any) =>
      minutes!.metrics.flatMap((metric) => (row[metric].value === null ? [] : [row[metric].value])),
    );
    expect(drawn).toHaveLength(values.length);
    const rowTotals = answer.results
      .map((row: any) => minutes!.metrics.reduce((sum, metric) => sum + (row[metric].value ?? 0), 0))
      .filter((total: number, index: number) =>
        minutes!.metrics.some((metric) => answer.results[index][metric].value !== null),
      );
    // top to bottom as the API ranked them
    expectProportional(stackedSums(drawn, 'y'), rowTotals);
    // the single-metric bars are not drawn beside the parts: one chart
    expect(await explorer.page.locator('#charts > figure').count()).toBe(1);
    await explorer.screenshot('why-late-by-carrier');
    // a click on a carrier's causes: that carrier's causes month by month (its own trend, the same metrics)
    const first = answer.results[0].carrier.carrier_code;
    // a piece wide enough to click (a cause of 0 minutes is drawn 0 px wide)
    const links = `figure.parts[data-set="${minutes!.of}"] g[aria-label="bar"] a`;
    const visible = await explorer.page.evaluate(
      (s) => [...document.querySelectorAll(s)].findIndex((a) => a.getBoundingClientRect().width > 2),
      links,
    );
    expect(visible).toBeGreaterThanOrEqual(0);
    const trend = await explorer.act(() => explorer.page.locator(links).nth(visible).click());
    const parameters = new URLSearchParams(trend.split('?')[1]);
    expect(parameters.get('by')).toBe('total');
    expect(parameters.get('carrier')).toBe(first);
    expect(parameters.get('metrics')).toBe(minutes!.metrics.join(','));
    const months = await explorer.api(trend);
    expect(months.results.length).toBeGreaterThan(1);
    const columns = stackedSums(await pieces(`figure.parts[data-set="${minutes!.of}"]`), 'x');
    const totals = months.results
      .map((row: any) => causeTotal(row, minutes!.metrics))
      .filter((total: number | null) => total !== null);
    expectProportional(columns, totals);
  });

  it.each(WIDTHS)(
    '%i px: why late by carrier month by month: a panel per carrier, its causes stacked per month on one scale',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const [minutes] = partSets(described);
      const request = await explorer.open(
        `?view=breakdown&area=performance&by=carrier&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=${minutes!.metrics.join(',')}`,
      );
      const answer = await explorer.api(request);
      expect(answer.meta.periods.length).toBeGreaterThan(1);
      // the carriers as the API ranks them (first seen first), the first eight drawn
      const carriers: string[] = [];
      for (const row of answer.results)
        if (!carriers.includes(row.carrier.carrier_code)) carriers.push(row.carrier.carrier_code);
      expect(carriers.length).toBeGreaterThan(1);
      const drawn = await panels(`figure.parts[data-set="${minutes!.of}"]`);
      expect(drawn).toHaveLength(Math.min(carriers.length, 8));
      const sizes: number[] = [];
      const totals: number[] = [];
      drawn.forEach((panel, index) => {
        const code = carriers[index]!;
        expect(panel.title.startsWith(`${code}:`) || panel.title === code).toBe(true);
        // one column per month with causes, left to right, as tall as that month's causes add up to
        const months = answer.results
          .filter((row: any) => row.carrier.carrier_code === code)
          .map((row: any) => causeTotal(row, minutes!.metrics))
          .filter((total: number | null) => total !== null);
        expect(stackedSums(panel.pieces, 'x')).toHaveLength(months.length);
        sizes.push(...stackedSums(panel.pieces, 'x'));
        totals.push(...months);
      });
      // every panel on the same scale: heights proportional to the API's values across panels
      expectProportional(sizes, totals);
      // the parts stand for the line chart of one cause: one figure
      expect(await explorer.page.locator('#charts > figure').count()).toBe(1);
      await noSidewaysScroll(width);
      await explorer.screenshot(`why-late-by-carrier-monthly-${width}`);
    },
  );

  it('why late by carrier and hour of departure: a panel per carrier, its hours in the order of the day', async () => {
    await explorer.page.setViewportSize({ width: 1440, height: 900 });
    const [minutes] = partSets(described);
    const request = await explorer.open(
      `?view=breakdown&area=performance&by=carrier,dep_time_block&year=2025&month=6&metrics=${minutes!.metrics.join(',')}`,
    );
    const answer = await explorer.api(request);
    const carriers: string[] = [];
    for (const row of answer.results)
      if (!carriers.includes(row.carrier.carrier_code)) carriers.push(row.carrier.carrier_code);
    expect(carriers.length).toBeGreaterThan(1);
    const drawn = await panels(`figure.parts[data-set="${minutes!.of}"]`);
    expect(drawn.map((panel) => panel.title.split(':')[0])).toEqual(carriers);
    const sizes: number[] = [];
    const totals: number[] = [];
    drawn.forEach((panel, index) => {
      const hours = answer.results
        .filter((row: any) => row.carrier.carrier_code === carriers[index])
        .sort((a: any, b: any) => (a.dep_time_block.code < b.dep_time_block.code ? -1 : 1))
        .map((row: any) => causeTotal(row, minutes!.metrics))
        .filter((total: number | null) => total !== null);
      // top to bottom in the order of the day
      const bars = stackedSums(panel.pieces, 'y');
      expect(bars).toHaveLength(hours.length);
      sizes.push(...bars);
      totals.push(...hours);
    });
    expectProportional(sizes, totals);
    expect(await explorer.page.locator('#charts > figure').count()).toBe(1);
    await explorer.screenshot('why-late-by-carrier-and-hour');
  });

  it.each(WIDTHS)(
    "%i px: a click on a carrier's bar opens that carrier's own trend: its totals month by month",
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const request = await explorer.open('?view=breakdown&area=performance&by=carrier&year=2025&month=6');
      const ranking = await explorer.api(request);
      const first = ranking.results[0].carrier.carrier_code;
      const trend = await explorer.act(() =>
        explorer.page.locator('#charts g[aria-label="bar"] a').first().click(),
      );
      const parameters = new URLSearchParams(trend.split('?')[1]);
      expect(parameters.get('by')).toBe('total');
      expect(parameters.get('carrier')).toBe(first);
      // the last loaded year of on-time months (the coverage's), ending with the last loaded month
      const coverage = await explorer.api('/support/coverage');
      const ontime = coverage.tables.find((t: any) => t.table === 'ontime');
      const [year, month] = ontime.last_period.split('-').map(Number);
      expect([parameters.get('end_year'), parameters.get('end_month')]).toEqual([
        String(year),
        String(month),
      ]);
      const answer = await explorer.api(trend);
      expect(answer.meta.filters.carrier).toBe(first);
      expect(answer.results.length).toBeGreaterThan(1);
      expect(await explorer.page.locator('figure.lines g[aria-label="line"] path').count()).toBe(1);
      const metric = answer.meta.metrics[0];
      const shown = await explorer.page.evaluate(
        (m) =>
          [
            ...document.querySelectorAll<HTMLElement>(`#results-table td[data-metric="${m}"][data-value]`),
          ].map((cell) => cell.dataset.value),
        metric,
      );
      expect(shown).toEqual(answer.results.map((row: any) => String(row[metric].value)));
      await noSidewaysScroll(width);
    },
  );

  it.each(WIDTHS)(
    '%i px: a breakdown by time block draws the blocks in the order of the day; a time-block filter narrows it',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const request = await explorer.open(
        '?view=breakdown&area=performance&by=dep_time_block&year=2025&month=6&metrics=flights,on_time_pct',
      );
      const answer = await explorer.api(request);
      const codes: string[] = answer.results.map((row: any) => row.dep_time_block.code);
      const inDayOrder = [...codes].sort();
      // the API ranks by flights: not the order of the day, or this test would prove nothing
      expect(codes).not.toEqual(inDayOrder);
      const names = new Map(
        answer.results.map((row: any) => [row.dep_time_block.code, row.dep_time_block.name]),
      );
      const ticks = await explorer.page.evaluate(() =>
        [...document.querySelectorAll('#charts g[aria-label="y-axis tick label"] text')].map(
          (label) => label.textContent ?? '',
        ),
      );
      expect(ticks).toEqual(inDayOrder.map((code) => names.get(code)));
      const byCode = new Map(answer.results.map((row: any) => [row.dep_time_block.code, row.flights.value]));
      const drawn = await pieces('#charts');
      expectProportional(
        [...drawn].sort((a, b) => a.y - b.y).map((piece) => piece.width),
        inDayOrder.map((code) => byCode.get(code) as number),
      );
      // the table keeps the API's ranking
      const firstColumn = await explorer.page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '#results-table tbody td[data-metric="flights"][data-value]',
          ),
        ].map((cell) => cell.dataset.value),
      );
      expect(firstColumn).toEqual(answer.results.map((row: any) => String(row.flights.value)));
      await noSidewaysScroll(width);
      await explorer.screenshot(`time-blocks-${width}`);

      // the filter: the arrival hour, offered with the API's own list of blocks
      if (width < 800) await explorer.page.click('#edit-toggle');
      const openapi = await explorer.api('/openapi.json');
      const blocks: string[] = openapi.paths['/performance/breakdown'].get.parameters.find(
        (p: any) => p.name === 'arr_time_block',
      ).schema.enum;
      await explorer.act(() => explorer.page.selectOption('#add-parameter', 'arr_time_block'));
      const offered = await explorer.page.evaluate(() =>
        [...document.querySelectorAll<HTMLOptionElement>('#parameter-arr_time_block option')].map(
          (o) => o.value,
        ),
      );
      expect(offered).toEqual(blocks);
      const evening = blocks.find((block) => block.startsWith('18'))!;
      const filtered = await explorer.act(() =>
        explorer.page.selectOption('#parameter-arr_time_block', evening),
      );
      expect(new URLSearchParams(filtered.split('?')[1]).get('arr_time_block')).toBe(evening);
      const narrowed = await explorer.api(filtered);
      const shown = await explorer.page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            '#results-table tbody td[data-metric="flights"][data-value]',
          ),
        ].map((cell) => cell.dataset.value),
      );
      expect(shown).toEqual(narrowed.results.map((row: any) => String(row.flights.value)));
      await noSidewaysScroll(width);
    },
  );
});
