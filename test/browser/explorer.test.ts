/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: DOM types for them
import { geoAlbersUsa } from 'd3-geo';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { browserAvailable, SCREENSHOT_DIR, startExplorer, type Explorer } from './harness.js';

/**
 * The explorer in a real browser (Debian's Chromium) against the real server on a generated dataset. Every
 * expectation comes from the API's own answer to the same request, never from numbers written here.
 */
const { dataDir } = inject('dataset');
const available = browserAvailable();

interface Cell {
  readonly metric: string;
  readonly value: string | null;
  readonly share: string | null;
  readonly text: string;
}

const project = geoAlbersUsa();
const onMap = (airport: any): boolean =>
  typeof airport?.longitude === 'number' && project([airport.longitude, airport.latitude]) !== null;

/** The API parameters of an explorer URL: everything but the explorer's own view, area and layout. */
const apiParameters = (search: string): string[][] =>
  [...new URLSearchParams(search)].filter(([name]) => !['view', 'area', 'layout'].includes(name));

/** A request as its path and its parameters in name order, to compare requests whatever the order. */
const normalized = (request: string): string => {
  const [path, query = ''] = request.split('?');
  const pairs = [...new URLSearchParams(query)].sort(([a], [b]) => a.localeCompare(b));
  return `${path}?${pairs.map(([name, value]) => `${name}=${value}`).join('&')}`;
};

describe.skipIf(!available)('the explorer in Chromium', () => {
  let explorer: Explorer;
  const count = (selector: string): Promise<number> =>
    explorer.page.evaluate((s) => document.querySelectorAll(s).length, selector);
  const text = (selector: string): Promise<string> =>
    explorer.page.evaluate((s) => document.querySelector<HTMLElement>(s)?.innerText ?? '', selector);
  const tableRows = (): Promise<Cell[][]> =>
    explorer.page.evaluate(() =>
      [...document.querySelectorAll('#results-table tbody tr')].map((row) =>
        [...row.querySelectorAll<HTMLElement>('td[data-value]')].map((cell) => ({
          metric: cell.dataset.metric ?? '',
          value: cell.dataset.value ?? null,
          share: (cell.nextElementSibling as HTMLElement | null)?.dataset.share ?? null,
          text: cell.innerText,
        })),
      ),
    );
  /** The table shows the API's exact value in `data-value` and, formatted, to the cent. */
  const expectCell = (cell: Cell | undefined, metric: string, object: { value: number | null }) => {
    expect(cell?.metric).toBe(metric);
    expect(cell?.value).toBe(String(object.value));
    if (object.value === null) expect(cell?.text).toBe('—');
    else
      expect(Math.abs(Number(cell?.text.replace(/[^0-9.-]/g, '')) - object.value)).toBeLessThanOrEqual(
        0.005001,
      );
  };
  /** The page shows the request it made: as text, a curl line, JSON and CSV links. */
  const expectRequestShown = async (request: string) => {
    expect(await text('#api-request')).toBe(`GET ${request}`);
    expect(await explorer.page.inputValue('#curl')).toBe(`curl '${explorer.base}${request}'`);
    expect(await explorer.page.getAttribute('#json-link', 'href')).toBe(request);
    expect(await explorer.page.getAttribute('#csv-link', 'href')).toBe(`${request}&format=csv`);
  };
  /**
   * After `key` (none: the focus moved), the tip Plot draws inside `scope` reads `expected`, and so does the
   * live region a screen reader hears.
   */
  const expectTip = async (scope: string, key: string | undefined, expected: string | RegExp) => {
    if (key !== undefined) await explorer.page.keyboard.press(key);
    const read = (selector: string) =>
      explorer.page.evaluate(
        ([s, sel]) =>
          [...document.querySelectorAll(`${s} ${sel}`)]
            .map((line) => (line.textContent ?? '').replace(/\u200b/g, '').trim())
            .filter((line) => line !== '')
            .join('; '),
        [scope, selector] as const,
      );
    const tip = () => read('g[aria-label="tip"] text > tspan');
    const spoken = () => read('.tip-status');
    if (typeof expected === 'string') {
      await expect.poll(tip).toBe(expected);
      await expect.poll(spoken).toBe(expected);
    } else {
      await expect.poll(tip).toMatch(expected);
      await expect.poll(spoken).toMatch(expected);
    }
  };
  /** The request made is the page URL's API parameters, sent to the view's endpoint. */
  const expectRequestMatchesUrl = (request: string, path: string) => {
    const url = new URL(explorer.page.url());
    expect(request.split('?')[0]).toBe(path);
    expect(apiParameters(request.split('?')[1] ?? '')).toEqual(apiParameters(url.search));
  };

  beforeAll(async () => {
    explorer = await startExplorer(dataDir);
    console.log(`explorer screenshots: ${SCREENSHOT_DIR}`);
  });
  afterAll(async () => explorer?.close());

  it('opens on the README example: ATL to LAX on-time performance over the last twelve loaded months', async () => {
    const request = await explorer.open('');
    const coverage = await explorer.api('/support/coverage');
    const ontime = coverage.tables.find((t: any) => t.table === 'ontime');
    const months: string[] = [];
    for (
      let [y, m] = ontime.first_period.split('-').map(Number);
      `${y}-${String(m).padStart(2, '0')}` <= ontime.last_period;
      m === 12 ? ((y += 1), (m = 1)) : (m += 1)
    ) {
      months.push(`${y}-${String(m).padStart(2, '0')}`);
    }
    const [from, to] = [months.at(-12) ?? months[0]!, months.at(-1)!].map((p) => p.split('-').map(Number));
    const url = new URL(explorer.page.url());
    expect(url.search).toBe(
      `?view=route&area=performance&origin=ATL&destination=LAX&start_year=${from![0]}&start_month=${from![1]}&end_year=${to![0]}&end_month=${to![1]}`,
    );
    expectRequestMatchesUrl(request, '/performance/route');
    await expectRequestShown(request);
    const answer = await explorer.api(request);
    expect(await count('#results-table tbody tr')).toBe(answer.results.length);
  });

  it('draws a route from its URL: one dot per period with a value, the API numbers in the table', async () => {
    const busiest = await explorer.api(
      '/performance/breakdown?by=origin,destination&year=2025&month=6&limit=1',
    );
    const { origin, destination } = busiest.results[0];
    const request = await explorer.open(
      `?view=route&area=performance&origin=${origin.iata_code}&destination=${destination.iata_code}&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=flights,on_time_pct,avg_arr_delay`,
    );
    expectRequestMatchesUrl(request, '/performance/route');
    await expectRequestShown(request);
    const answer = await explorer.api(request);
    expect(answer.meta.metrics).toEqual(['flights', 'on_time_pct', 'avg_arr_delay']);
    expect(answer.results.filter((r: any) => r.result.flights.value > 0).length).toBeGreaterThan(0);
    for (const metric of answer.meta.metrics) {
      const withValue = answer.results.filter((r: any) => r.result[metric].value !== null).length;
      expect(await count(`figure[data-metric="${metric}"] g[aria-label="dot"] circle`)).toBe(withValue);
    }
    const rows = await tableRows();
    expect(rows).toHaveLength(answer.results.length);
    answer.results.forEach((result: any, index: number) =>
      answer.meta.metrics.forEach((metric: string, column: number) =>
        expectCell(rows[index]![column], metric, result.result[metric]),
      ),
    );
    await explorer.screenshot('route');
  });

  it("shows each point's tip by keyboard: Tab reaches the chart, the arrow keys step through its points", async () => {
    const request = await explorer.open(
      '?view=route&area=performance&origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9&metrics=flights',
    );
    const answer = await explorer.api(request);
    const points = answer.results
      .filter((r: any) => r.result.flights.value !== null)
      .map(
        (r: any) =>
          `${r.year}-${String(r.month).padStart(2, '0')}: ${r.result.flights.value.toLocaleString('en-US')}`,
      );
    expect(points.length).toBeGreaterThan(1);
    // from the button before the charts, Tab as a keyboard user does, to the first chart
    await explorer.page.focus('#copy-link');
    const focusedChart = () =>
      explorer.page.evaluate(
        () => document.activeElement?.closest<HTMLElement>('figure')?.dataset.metric ?? null,
      );
    for (let presses = 0; presses < 10 && (await focusedChart()) === null; presses += 1)
      await explorer.page.keyboard.press('Tab');
    expect(await focusedChart()).toBe('flights');
    await expectTip('figure[data-metric="flights"]', 'ArrowRight', points[0]);
    await expectTip('figure[data-metric="flights"]', 'ArrowRight', points[1]);
    await expectTip('figure[data-metric="flights"]', 'End', points.at(-1));
    await expectTip('figure[data-metric="flights"]', 'Escape', '');
  });

  it("shows a bar's tip by keyboard, and an airport's tip when its link on the map has the focus", async () => {
    const request = await explorer.open(
      '?view=breakdown&area=traffic/segments&by=origin&year=2025&month=6&metrics=passengers&limit=10',
    );
    const answer = await explorer.api(request);
    const first = answer.results[0];
    const passengers = first.passengers.value.toLocaleString('en-US');
    await explorer.page.focus('#charts .keyboard-tips');
    await expectTip(
      '#charts',
      'ArrowRight',
      new RegExp(`^${first.origin.iata_code}: .*Passengers: ${passengers} \\(`),
    );
    await explorer.page.focus('#map .keyboard-tips > svg a');
    const focusedAirport = await explorer.page.evaluate(
      () => document.activeElement?.getAttribute('href')?.match(/destination=([A-Z0-9]{3})/)?.[1] ?? '',
    );
    const row = answer.results.find((r: any) => r.origin.iata_code === focusedAirport);
    await expectTip(
      '#map',
      undefined,
      new RegExp(`^${focusedAirport} .*Passengers: ${row.passengers.value.toLocaleString('en-US')};`),
    );
  });

  it('draws a breakdown from its URL: one bar per row with a value, values and shares equal to the API', async () => {
    const request = await explorer.open(
      '?view=breakdown&area=traffic/segments&by=carrier&year=2025&month=6&metrics=passengers,load_factor',
    );
    expectRequestMatchesUrl(request, '/traffic/segments/breakdown');
    await expectRequestShown(request);
    const answer = await explorer.api(request);
    expect(answer.results.length).toBeGreaterThan(1);
    const drawn = answer.results.filter((r: any) => r.passengers.value !== null).length;
    expect(await count('#charts g[aria-label="bar"] rect')).toBe(drawn);
    const rows = await tableRows();
    expect(rows).toHaveLength(answer.results.length);
    // a share is shown for the additive metric only: a share of load factors is no share of anything
    const openapi = await explorer.api('/openapi.json');
    const described = openapi.paths['/traffic/segments/breakdown'].get.parameters.find(
      (p: any) => p.name === 'metrics',
    )['x-metrics'];
    expect(described.passengers.additive).toBe(true);
    expect(described.load_factor.additive).toBe(false);
    answer.results.forEach((row: any, index: number) =>
      ['passengers', 'load_factor'].forEach((metric, column) => {
        expectCell(rows[index]![column], metric, row[metric]);
        expect(rows[index]![column]!.share).toBe(
          described[metric].additive ? String(row[metric].share) : null,
        );
      }),
    );
    expect(await count('#results-table thead th')).toBe(4);
    const csv = await (await fetch(`${explorer.base}${request}&format=csv`)).text();
    expect(csv.trim().split('\n')).toHaveLength(answer.results.length + 1);
    await explorer.screenshot('breakdown');
  });

  it('draws a second dimension stacked or as small multiples, one bar per row either way', async () => {
    const search = '?view=breakdown&area=performance&by=carrier,dayofweek&year=2025&month=6&limit=40';
    const stacked = await explorer.open(search);
    const answer = await explorer.api(stacked);
    const drawn = answer.results.filter((r: any) => r.flights.value !== null).length;
    expect(await count('#charts g[aria-label="bar"] rect')).toBe(drawn);
    await explorer.screenshot('breakdown-stacked');
    const facets = await explorer.open(`${search}&layout=facets`);
    expect(facets).toBe(stacked);
    expect(await count('#charts g[aria-label="bar"] rect')).toBe(drawn);
    await explorer.screenshot('breakdown-facets');
  });

  it('changing a control changes the URL and the request; Back restores the view', async () => {
    const first = await explorer.open('?view=breakdown&area=performance&by=carrier&year=2025&month=6');
    const sorted = await explorer.act(() => explorer.page.selectOption('#sort-order', 'asc'));
    expect(new URL(explorer.page.url()).searchParams.get('sort_order')).toBe('asc');
    expect(new URLSearchParams(sorted.split('?')[1]).get('sort_order')).toBe('asc');
    expectRequestMatchesUrl(sorted, '/performance/breakdown');
    await expectRequestShown(sorted);
    const ascending = await explorer.api(sorted);
    const rows = await tableRows();
    expectCell(rows[0]?.[0], ascending.meta.metrics[0], ascending.results[0][ascending.meta.metrics[0]]);

    const ranged = await explorer.act(() => explorer.page.selectOption('#period-to', '2025-08'));
    expect(apiParameters(ranged.split('?')[1]!)).toEqual(
      expect.arrayContaining([
        ['start_year', '2025'],
        ['start_month', '6'],
        ['end_year', '2025'],
        ['end_month', '8'],
      ]),
    );
    expectRequestMatchesUrl(ranged, '/performance/breakdown');

    const withMetric = await explorer.act(() => explorer.page.check('#metric-cancelled'));
    expect(new URLSearchParams(withMetric.split('?')[1]).get('metrics')?.split(',')).toContain('cancelled');
    expectRequestMatchesUrl(withMetric, '/performance/breakdown');

    const back = await explorer.act(() => explorer.page.goBack());
    expect(back).toBe(ranged);
    const backAgain = await explorer.act(() => explorer.page.goBack());
    expect(backAgain).toBe(sorted);
    expect(await explorer.act(() => explorer.page.goBack())).toBe(first);
    expect(new URL(explorer.page.url()).searchParams.get('sort_order')).toBeNull();
  });

  it('a link without a period asks for the default one (the API requires a period); DB1B trends by quarter', async () => {
    const coverage = await explorer.api('/support/coverage');
    const last = (table: string) => coverage.tables.find((t: any) => t.table === table).last_period as string;
    const [year, month] = last('ontime').split('-').map(Number);
    const breakdown = await explorer.open('?view=breakdown&area=performance&by=carrier&origin=ATL');
    expect(normalized(breakdown)).toBe(
      normalized(`/performance/breakdown?by=carrier&origin=ATL&year=${year}&month=${month}`),
    );
    expect(await text('#problem')).toBe('');
    // the URL says so too, so Copy link gives the view on screen
    expect(new URL(explorer.page.url()).searchParams.get('month')).toBe(String(month));
    // a DB1B route (quarters): its trend question counts quarters, not months
    const [qYear, quarter] = last('db1b_market').split('-Q').map(Number);
    await explorer.open(
      `?view=route&area=tickets/markets&dataset=db1b&origin=ATL&destination=LAX&year=${qYear}&quarter=${quarter}`,
    );
    expect(await text('#next-trend')).toMatch(/^Every quarter out of ATL/);
  });

  it('switching view, area and dataset keeps what applies and fills in the rest from the coverage', async () => {
    await explorer.open('?view=route&area=performance&origin=ATL&destination=LAX&year=2025&month=6');
    // the route's airports stay with the route (issue #44): the breakdown has its own filters
    const breakdown = await explorer.act(() => explorer.page.click('#view-breakdown'));
    expect(normalized(breakdown)).toBe(normalized('/performance/breakdown?year=2025&month=6&by=carrier'));
    expectRequestMatchesUrl(breakdown, '/performance/breakdown');
    await explorer.act(async () => {
      await explorer.page.fill('#origin', 'ATL');
      await explorer.page.press('#origin', 'Tab');
    });
    await explorer.act(async () => {
      await explorer.page.fill('#destination', 'LAX');
      await explorer.page.press('#destination', 'Tab');
    });

    const coverage = await explorer.api('/support/coverage');
    const last = (table: string) => coverage.tables.find((t: any) => t.table === table).last_period as string;
    const tickets = await explorer.act(() => explorer.page.selectOption('#area', 'tickets/markets'));
    const [year, quarter] = last('db1b_market').split('-Q');
    expect(normalized(tickets)).toBe(
      normalized(
        `/tickets/markets/breakdown?origin=ATL&destination=LAX&year=${year}&quarter=${quarter}&by=tkcarrier`,
      ),
    );
    expectRequestMatchesUrl(tickets, '/tickets/markets/breakdown');

    // DB1C has no ticketing carrier: the breakdown goes to the marketing carrier, never a refused request
    const db1c = await explorer.act(() => explorer.page.selectOption('#dataset', 'db1c'));
    const [cYear, cMonth] = last('db1c_market').split('-').map(Number);
    expect(normalized(db1c)).toBe(
      normalized(
        `/tickets/markets/breakdown?origin=ATL&destination=LAX&by=mktcarrier&dataset=db1c&year=${cYear}&month=${cMonth}`,
      ),
    );
    expect(await count('#results-table tbody tr')).toBe((await explorer.api(db1c)).results.length);

    const route = await explorer.act(() => explorer.page.click('#view-route'));
    // the dataset and its period stay; the breakdown's filters do not: the route is the default one (ATL → LAX)
    expect(normalized(route)).toBe(
      normalized(
        `/tickets/markets/route?dataset=db1c&year=${cYear}&month=${cMonth}&origin=ATL&destination=LAX`,
      ),
    );
    expectRequestMatchesUrl(route, '/tickets/markets/route');
  });

  it('suggests airports as the user types, busiest first with their passengers; a typed city or code becomes the request', async () => {
    await explorer.open('?view=route&area=performance&origin=ATL&destination=LAX&year=2025&month=6');
    // the counts: passengers departing each airport in the last loaded month of T-100 segments
    const coverage = await explorer.api('/support/coverage');
    const [year, month] = coverage.tables
      .find((t: any) => t.table === 't100_segment')
      .last_period.split('-')
      .map(Number);
    const counts = await explorer.api(
      `/traffic/segments/breakdown?by=origin&metrics=passengers&limit=100&year=${year}&month=${month}`,
    );
    const passengers = new Map<string, number>(
      counts.results.map((r: any) => [r.origin.iata_code, r.passengers.value]),
    );
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    // a city of several airports, whose busiest the API does not list first
    const query = 'Chicago';
    const matches = (await explorer.api(`/support/airports?q=${query}&limit=20`)).results;
    const expected = matches
      .map((a: any, order: number) => ({ a, order, n: passengers.get(a.iata) ?? -1 }))
      .sort((x: any, y: any) => y.n - x.n || x.order - y.order)
      .map(({ a, n }: any) => [
        a.iata,
        `${a.city}: ${a.name}${n < 0 ? '' : ` · ${n.toLocaleString('en-US')} passengers, ${monthName} ${year}`}`,
      ]);
    expect(expected.length).toBeGreaterThan(1);
    expect(expected[0][0]).not.toBe(matches[0].iata);
    await explorer.page.fill('#origin', query);
    await explorer.page.waitForFunction(
      (n) => document.querySelectorAll('#origin-suggestions option').length === n,
      expected.length,
    );
    const offered = await explorer.page.evaluate(() =>
      [...document.querySelectorAll<HTMLOptionElement>('#origin-suggestions option')].map((o) => [
        o.value,
        o.textContent,
      ]),
    );
    expect(offered).toEqual(expected);
    // the city typed and left: the busiest of its airports is sent
    const byCity = await explorer.act(() => explorer.page.press('#origin', 'Tab'));
    expect(new URLSearchParams(byCity.split('?')[1]).get('origin')).toBe(expected[0][0]);
    // a code typed in lower case: that airport
    const other = counts.results[0].origin.iata_code;
    const request = await explorer.act(async () => {
      await explorer.page.fill('#origin', other.toLowerCase());
      await explorer.page.press('#origin', 'Tab');
    });
    expect(new URLSearchParams(request.split('?')[1]).get('origin')).toBe(other);
    expectRequestMatchesUrl(request, '/performance/route');
  });

  it('suggests a carrier filter by name with its flights, from a breakdown by carrier', async () => {
    await explorer.open('?view=breakdown&area=performance&by=origin&year=2025&month=6&carrier=AA');
    const coverage = await explorer.api('/support/coverage');
    const [year, month] = coverage.tables
      .find((t: any) => t.table === 'ontime')
      .last_period.split('-')
      .map(Number);
    const carriers = await explorer.api(
      `/performance/breakdown?by=carrier&metrics=flights&limit=100&year=${year}&month=${month}`,
    );
    const monthName = new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-US', {
      month: 'long',
      timeZone: 'UTC',
    });
    const expected = carriers.results.map((r: any) => [
      r.carrier.carrier_code,
      `${r.carrier.carrier_name.replace(/,?\s+(Inc\.?|Co\.?|Corp\.?|LLC|Ltd\.?|d\/b\/a .*)$/i, '').trim()} · ${r.flights.value.toLocaleString('en-US')} flights, ${monthName} ${year}`,
    ]);
    expect(expected.length).toBeGreaterThan(1);
    await explorer.page.focus('#parameter-carrier');
    await explorer.page.waitForFunction(
      (n) => document.querySelectorAll('#parameter-carrier-suggestions option').length === n,
      expected.length,
    );
    const offered = await explorer.page.evaluate(() =>
      [...document.querySelectorAll<HTMLOptionElement>('#parameter-carrier-suggestions option')].map((o) => [
        o.value,
        o.textContent,
      ]),
    );
    expect(offered).toEqual(expected);
  });

  it("shows the API's problem (title and message) beside the field it names", async () => {
    await explorer.open('?view=route&area=performance&origin=ATL&destination=LAX&year=2025&month=6');
    const request = await explorer.act(async () => {
      await explorer.page.fill('#destination', 'ZZZ');
      await explorer.page.press('#destination', 'Tab');
    });
    const problem = await explorer.api(request);
    expect(problem.status).toBe(400);
    const error = problem.errors.find((e: any) => e.parameter === 'destination');
    // both at once, so that a failure shows what the page showed instead (another problem, a failed request)
    expect({ field: await text('#destination-problem'), summary: await text('#problem') }).toEqual({
      field: `${problem.title}: ${error.message}`,
      summary: `${problem.title} ${problem.detail}`,
    });
    expect(await count('#results-table')).toBe(0);
    await explorer.screenshot('problem');

    const badMonth = await explorer.open(
      '?view=route&area=performance&origin=ATL&destination=LAX&year=2025&month=13',
    );
    const monthProblem = await explorer.api(badMonth);
    const monthError = monthProblem.errors.find((e: any) => e.parameter === 'month');
    expect(await text('#period-from-problem')).toBe(`${monthProblem.title}: ${monthError.message}`);
  });

  it('maps a breakdown by origin: one circle per airport on the map', async () => {
    const request = await explorer.open(
      '?view=breakdown&area=traffic/segments&by=origin&year=2025&month=6&metrics=passengers&limit=100',
    );
    const answer = await explorer.api(request);
    // an origin with no passengers (only all-cargo flights) has a circle of radius 0, which is not drawn; a
    // foreign airport near the border may fall outside the drawn frame (Calgary does), so only the US ones are
    // sure to have a circle
    const drawn = answer.results.filter((r: any) => onMap(r.origin) && r.passengers.value > 0);
    const airports = new Set(drawn.map((r: any) => r.origin.iata_code));
    const usAirports = new Set(
      drawn.filter((r: any) => r.origin.country === 'US').map((r: any) => r.origin.iata_code),
    );
    expect(usAirports.size).toBeGreaterThan(1);
    const circles = await count('#map .keyboard-tips > svg g[aria-label="dot"] circle');
    expect(circles).toBeGreaterThanOrEqual(usAirports.size);
    expect(circles).toBeLessThanOrEqual(airports.size);
    await explorer.screenshot('map-origin');
  });

  it('maps origin x destination: one circle per airport, one arc per route with passengers', async () => {
    const request = await explorer.open(
      '?view=breakdown&area=traffic/segments&by=origin,destination&year=2025&month=6&metrics=passengers,seats&limit=100',
    );
    const answer = await explorer.api(request);
    const airports = new Set<string>();
    let arcs = 0;
    for (const row of answer.results) {
      for (const end of [row.origin, row.destination]) if (onMap(end)) airports.add(end.iata_code);
      if (onMap(row.origin) && onMap(row.destination) && row.passengers.value > 0) arcs += 1;
    }
    expect(await count('#map .keyboard-tips > svg g[aria-label="dot"] circle')).toBe(airports.size);
    expect(await count('#map .keyboard-tips > svg g[aria-label="link"] path')).toBe(arcs);
    await explorer.screenshot('map-routes');
    // the README's picture (`npm run screenshot` copies it to explorer/screenshot.png)
    await explorer.screenshot('readme', '#map figure');
  });

  it('maps airports the answer names without coordinates, with coordinates from /support/airports', async () => {
    const request = await explorer.open(
      '?view=breakdown&area=tickets/coupons&dataset=db1b&by=origin&year=2025&quarter=2&limit=50',
    );
    const answer = await explorer.api(request);
    expect(answer.results.length).toBeGreaterThan(1);
    expect(answer.results[0].origin.latitude).toBeUndefined();
    let mapped = 0;
    for (const row of answer.results) {
      const reference = await explorer.api(`/support/airports?iata=${row.origin.iata_code}`);
      if (onMap(reference.results[0])) mapped += 1;
    }
    expect(mapped).toBeGreaterThan(1);
    expect(await count('#map .keyboard-tips > svg g[aria-label="dot"] circle')).toBe(mapped);
    await explorer.screenshot('map-coupons');
  });
});
