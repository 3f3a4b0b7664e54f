/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: DOM types for them
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, startExplorer, type Explorer } from './harness.js';

/**
 * Issue #26 §3 and §4 in the explorer, in Chromium against the real server on the generated dataset: a city
 * market (all its airports) in place of an airport on a route and as a breakdown's dimension, found through
 * `/support/city-markets?q=`; and the DB1B routing (`connection`) as readable labels. Every expectation comes
 * from the API's own answers; no number is written here.
 */
const { dataDir } = inject('dataset');
const available = browserAvailable();
const WIDTHS = [1440, 390] as const;

describe.skipIf(!available)('city markets and connections in Chromium', () => {
  let explorer: Explorer;
  /** A city market of several airports with flights, and the busiest destination from it. */
  let market: { city_market_id: number; name: string; airports: string[] };
  let destination: string;
  const text = (selector: string): Promise<string> =>
    explorer.page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
  const column = (metric: string): Promise<string[]> =>
    explorer.page.evaluate(
      (m) =>
        [
          ...document.querySelectorAll<HTMLElement>(
            `#results-table tbody td[data-metric="${m}"][data-value]`,
          ),
        ].map((cell) => cell.dataset.value ?? ''),
      metric,
    );
  const firstCells = (): Promise<string[]> =>
    explorer.page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('#results-table tbody tr')].map(
        (row) => row.querySelector('td')?.innerText ?? '',
      ),
    );
  const noSidewaysScroll = async (width: number) =>
    expect(await explorer.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );

  beforeAll(async () => {
    explorer = await startExplorer(dataDir);
    const markets = await explorer.api(
      '/performance/breakdown?by=origin_city_market&year=2025&month=6&metrics=flights&limit=100',
    );
    market = markets.results
      .map((row: any) => row.origin_city_market)
      .find((m: any) => m.airports.length > 1 && typeof m.name === 'string');
    expect(market).toBeDefined();
    const destinations = await explorer.api(
      `/performance/breakdown?by=destination&origin_city_market=${market.city_market_id}&year=2025&month=6&limit=1`,
    );
    destination = destinations.results[0].destination.iata_code;
  });
  afterAll(async () => explorer?.close());

  it.each(WIDTHS)(
    '%i px: a route from a whole city market: one switch beside the origin, the answer named by the market',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const airport = market.airports[0]!;
      await explorer.open(
        `?view=route&area=performance&origin=${airport}&destination=${destination}&start_year=2025&start_month=4&end_year=2025&end_month=9`,
      );
      if (width < 800) await explorer.page.click('#edit-toggle');
      const request = await explorer.act(() => explorer.page.selectOption('#origin-kind', 'city'));
      const parameters = new URLSearchParams(request.split('?')[1]);
      expect(parameters.get('origin_city_market')).toBe(String(market.city_market_id));
      expect(parameters.has('origin')).toBe(false);
      expect(parameters.get('destination')).toBe(destination);
      const answer = await explorer.api(request);
      expect(answer.meta.origin_city_market).toEqual(market);
      await expect.poll(() => text('#headline')).toContain(`${market.name} → ${destination}`);
      // the input names the market, its airports under it; the URL keeps its id
      await expect.poll(() => explorer.page.inputValue('#origin')).toBe(market.name);
      expect(await text('#origin-market')).toBe(`Airports: ${market.airports.join(', ')}`);
      expect(new URL(explorer.page.url()).searchParams.get('origin_city_market')).toBe(
        String(market.city_market_id),
      );
      expect(await column('flights')).toEqual(answer.results.map((r: any) => String(r.result.flights.value)));
      await noSidewaysScroll(width);
      await explorer.screenshot(`city-market-route-${width}`);
      // and back: the market's busiest airport (a phone folded the form after the answer: opened again)
      if (width < 800) await explorer.page.click('#edit-toggle');
      const back = await explorer.act(() => explorer.page.selectOption('#origin-kind', 'airport'));
      const origin = new URLSearchParams(back.split('?')[1]).get('origin');
      expect(market.airports).toContain(origin);
      expect(new URLSearchParams(back.split('?')[1]).has('origin_city_market')).toBe(false);
    },
  );

  it('finds a city market by name through /support/city-markets, busiest first, and sends its id', async () => {
    await explorer.page.setViewportSize({ width: 1440, height: 900 });
    await explorer.open(
      `?view=breakdown&area=performance&by=carrier&destination=${destination}&year=2025&month=6`,
    );
    await explorer.page.selectOption('#origin-kind', 'city');
    const typed = market.name.slice(0, 5);
    await explorer.page.fill('#origin', typed);
    const listed = await explorer.api(`/support/city-markets?q=${encodeURIComponent(typed)}&limit=20`);
    const offered = async () =>
      explorer.page.evaluate(() =>
        [...document.querySelectorAll<HTMLOptionElement>('#origin-suggestions option')].map((o) => o.value),
      );
    await expect.poll(async () => (await offered()).length).toBeGreaterThan(0);
    // the API's matches, every one offered (the order: by passengers where counted)
    expect([...(await offered())].sort()).toEqual(
      listed.results.map((m: any) => String(m.city_market_id)).sort(),
    );
    // the busiest offered is the one sent (the form is drawn anew for the new view)
    const first = (await offered())[0];
    const request = await explorer.act(() => explorer.page.press('#origin', 'Tab'));
    expect(new URLSearchParams(request.split('?')[1]).get('origin_city_market')).toBe(first);
    const answer = await explorer.api(request);
    expect(await column(answer.meta.metrics[0])).toEqual(
      answer.results.map((r: any) => String(r[answer.meta.metrics[0]].value)),
    );
  });

  it('a city market id typed or pasted is sent as it is and then named; Back restores the market before', async () => {
    await explorer.page.setViewportSize({ width: 1440, height: 900 });
    const markets = await explorer.api(
      '/performance/breakdown?by=origin_city_market&year=2025&month=6&metrics=flights&limit=100',
    );
    const other = markets.results
      .map((row: any) => row.origin_city_market)
      .find((m: any) => m.city_market_id !== market.city_market_id && typeof m.name === 'string');
    expect(other).toBeDefined();
    const first = await explorer.open(
      `?view=route&area=performance&origin_city_market=${market.city_market_id}&destination=${destination}&start_year=2025&start_month=4&end_year=2025&end_month=9`,
    );
    await expect.poll(() => explorer.page.inputValue('#origin')).toBe(market.name);
    const pasted = await explorer.act(async () => {
      await explorer.page.fill('#origin', String(other.city_market_id));
      await explorer.page.press('#origin', 'Tab');
    });
    expect(new URLSearchParams(pasted.split('?')[1]).get('origin_city_market')).toBe(
      String(other.city_market_id),
    );
    await expect.poll(() => explorer.page.inputValue('#origin')).toBe(other.name);
    expect(await text('#origin-market')).toBe(`Airports: ${other.airports.join(', ')}`);
    expect(await text('#headline')).toContain(`${other.name} → ${destination}`);
    // Back: the first market's view, named again
    expect(await explorer.act(() => explorer.page.goBack())).toBe(first);
    await expect.poll(() => explorer.page.inputValue('#origin')).toBe(market.name);
    expect(new URL(explorer.page.url()).searchParams.get('origin_city_market')).toBe(
      String(market.city_market_id),
    );
  });

  it.each(WIDTHS)(
    '%i px: the next questions from a city market ask about the market, and the API answers each',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      await explorer.open(
        `?view=route&area=performance&origin_city_market=${market.city_market_id}&destination=${destination}&start_year=2025&start_month=4&end_year=2025&end_month=9`,
      );
      const links = await explorer.page.evaluate(() =>
        [...document.querySelectorAll<HTMLAnchorElement>('nav.next a')].map((a) => ({
          id: a.id,
          text: a.innerText,
          href: a.getAttribute('href') ?? '',
        })),
      );
      const ids = links.map((link) => link.id);
      for (const id of ['next-carriers', 'next-fares', 'next-trend', 'next-trend-carriers', 'next-map'])
        expect(ids).toContain(id);
      for (const link of links) {
        const search = new URLSearchParams(link.href);
        const query = new URLSearchParams(
          [...search].filter(([name]) => !['view', 'area', 'layout'].includes(name)),
        );
        const request = `/${search.get('area')}/${search.get('view')}?${query.toString()}`;
        const answer = await explorer.api(request);
        // never a link the API refuses
        expect(answer.status, `${link.id}: ${request}`).toBeUndefined();
        if (link.id === 'next-compare' || link.id === 'next-parts') continue;
        // the market asked about, never widened to all airports, and named in the question
        expect(query.get('origin_city_market'), link.id).toBe(String(market.city_market_id));
        expect(answer.meta.origin_city_market).toEqual(market);
        expect(link.text).toContain(market.name);
      }
      // where the market's passengers fly: one of them, on the map
      const flown = await explorer.act(() => explorer.page.click('#next-map'));
      const answer = await explorer.api(flown);
      expect(answer.meta.breakdown_by).toEqual(['destination']);
      expect(answer.meta.origin_city_market).toEqual(market);
      expect(await text('#headline')).toContain(`from ${market.name}`);
      await noSidewaysScroll(width);
    },
  );

  it('a breakdown by city market names each market and its airports', async () => {
    const request = await explorer.open(
      '?view=breakdown&area=traffic/segments&by=destination_city_market&year=2025&month=6&metrics=passengers',
    );
    const answer = await explorer.api(request);
    expect(answer.results.length).toBeGreaterThan(1);
    expect(await firstCells()).toEqual(
      answer.results.map((r: any) => {
        const m = r.destination_city_market;
        const name = m.name ?? `city market ${m.city_market_id}`;
        return m.airports.length > 0 ? `${name} (${m.airports.join(', ')})` : name;
      }),
    );
    expect(await explorer.page.locator('#charts g[aria-label="bar"] rect').count()).toBe(
      answer.results.filter((r: any) => r.passengers.value !== null).length,
    );
  });

  it.each(WIDTHS)(
    '%i px: how a DB1B market travels: nonstop, via a connecting airport, or two or more stops',
    async (width) => {
      await explorer.page.setViewportSize({ width, height: 900 });
      const busiest = await explorer.api(
        '/tickets/markets/breakdown?dataset=db1b&by=origin,destination&year=2025&quarter=2&limit=1',
      );
      const { origin, destination: to } = busiest.results[0];
      const request = await explorer.open(
        `?view=breakdown&area=tickets/markets&dataset=db1b&origin=${origin.iata_code}&destination=${to.iata_code}&by=connection&year=2025&quarter=2&metrics=passengers,avg_fare`,
      );
      const answer = await explorer.api(request);
      expect(answer.results.length).toBeGreaterThan(1);
      const labels = await firstCells();
      answer.results.forEach((row: any, index: number) => {
        const value = row.connection;
        if (value === 'nonstop') expect(labels[index]).toBe('nonstop');
        else if (value === 'multiple') expect(labels[index]).toBe('two or more stops');
        else expect(labels[index]).toMatch(new RegExp(`^via ${value.iata_code}( · |$)`));
      });
      expect(await column('avg_fare')).toEqual(answer.results.map((r: any) => String(r.avg_fare.value)));
      await noSidewaysScroll(width);
      await explorer.screenshot(`connection-${width}`);
    },
  );
});
