// `npm run bench:explorer -- http://127.0.0.1:8080`: the explorer's page weight (bytes over the wire: page,
// assets and API answers, as Chromium's CDP counts them) and the time from navigation to its first chart, for
// the first page (a route) and a map view, unthrottled and at 1.6 Mbps down / 150 ms latency (CDP network
// emulation), each on a fresh browser context (empty cache). Needs a running server (`npm start`) and Debian's
// Chromium at /usr/bin/chromium.
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:8080';
const VIEWS = {
  'first page (ATL-LAX on-time, a route)': '/explore',
  'map (where ATL passengers fly)':
    '/explore?view=breakdown&area=traffic/segments&by=destination&origin=ATL&year=2025&month=6&metrics=passengers,departures_performed',
};
const NETWORKS = {
  unthrottled: undefined,
  '1.6 Mbps / 150 ms': {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  },
};
const RUNS = 3;

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox'],
});
const results = [];
for (const [view, path] of Object.entries(VIEWS)) {
  for (const [network, conditions] of Object.entries(NETWORKS)) {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      if (conditions) await cdp.send('Network.emulateNetworkConditions', conditions);
      let bytes = 0;
      cdp.on('Network.loadingFinished', (event) => (bytes += event.encodedDataLength));
      const started = Date.now();
      await page.goto(`${base}${path}`);
      // functions, not strings: the page's Content-Security-Policy forbids evaluating a string
      await page.waitForFunction(
        () => globalThis.document.querySelector('#charts figure svg, #map figure svg') !== null,
        null,
        { timeout: 120_000 },
      );
      const firstChartMs = Date.now() - started;
      await page.waitForFunction(() => globalThis.document.body.dataset.state === 'ready');
      results.push({
        view,
        network,
        run: run + 1,
        kb: Math.round(bytes / 1024),
        first_chart_s: firstChartMs / 1000,
      });
      await context.close();
    }
  }
}
await browser.close();
console.table(results);
