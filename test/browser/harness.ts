/// <reference lib="dom" />
// page.evaluate callbacks run in the browser: DOM types for them
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium, type Browser, type Page, type Request } from 'playwright-core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { externalSuiteSkipped } from '../support/external.js';

/** Debian's Chromium, driven by playwright-core (no browser download). */
export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
const root = join(import.meta.dirname, '..', '..');
/** Where the tests write a screenshot of each view (not committed: `.tmp/` is ignored). */
export const SCREENSHOT_DIR = join(root, '.tmp', 'explorer-screenshots');

/**
 * Whether the browser tests run: only when asked for (`ATSS_BROWSER_TESTS`, see test/support/external.ts) and
 * Chromium is installed; otherwise skipped with the reason printed. With `ATSS_BROWSER_TESTS=required` (CI)
 * a missing Chromium fails the run.
 */
export function browserAvailable(): boolean {
  return (
    externalSuiteSkipped('browser', () =>
      existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is absent (apt-get install -y chromium)`,
    ) === undefined
  );
}

export interface Explorer {
  readonly base: string;
  readonly page: Page;
  /** The API's own answer to a request (path and query), as JSON. */
  api(request: string): Promise<any>;
  /** Opens `/explore` + search; returns the API request (path and query) the page made, once drawn. */
  open(search: string): Promise<string>;
  /** Runs an action that makes one API request; returns that request's path and query once it is drawn. */
  act(action: () => Promise<unknown>): Promise<string>;
  /**
   * Writes `<name>.png` to SCREENSHOT_DIR: the whole page, only the element `selector` names, or with
   * `'screen'` what the screen shows (the README's pictures: what a reader sees first).
   */
  screenshot(name: string, selector?: string): Promise<void>;
  close(): Promise<void>;
}

const settled = (page: Page) =>
  page.waitForFunction(() => ['ready', 'problem'].includes(document.body.dataset.state ?? ''));

const isAnalyticsRequest = (url: string): boolean => /\/(route|breakdown)$/.test(new URL(url).pathname);

/**
 * The real server on loopback (port 0) over a data directory, and a Chromium page on it; `apiKeys` makes the
 * server ask for one (as `ATSS_API_KEYS` does).
 */
export async function startExplorer(
  dataDir: string,
  options: { readonly apiKeys?: readonly string[] } = {},
): Promise<Explorer> {
  if (!existsSync(join(root, 'dist', 'explorer', 'index.html'))) {
    throw new Error('the explorer is not built: run `npm run build` (npm test does it first)');
  }
  const snapshot: DataSnapshot = await openSnapshot(
    duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }),
  );
  const delivery = { cacheMb: 0, apiKeys: options.apiKeys ?? [], rateLimit: 0, rateLimitWindowSeconds: 60 };
  const app: FastifyInstance = await buildApp({
    context: staticContext(snapshot),
    ...(options.apiKeys === undefined ? {} : { delivery }),
  });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  const browser: Browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  // the view's own request is the one the page shows ("GET …") once it has drawn; the page makes others
  // (the counts beside airport and carrier names are breakdowns too)
  const act = async (action: () => Promise<unknown>): Promise<string> => {
    const made: string[] = [];
    const onRequest = (request: Request) => {
      const url = new URL(request.url());
      if (isAnalyticsRequest(request.url())) made.push(`${url.pathname}${url.search}`);
    };
    page.on('request', onRequest);
    try {
      await action();
      for (;;) {
        await settled(page);
        const shown = await page.evaluate(() => document.getElementById('api-request')?.textContent ?? '');
        const request = made.find((r) => `GET ${r}` === shown);
        if (request !== undefined) {
          if (errors.length > 0) throw new Error(`page errors: ${errors.join('; ')}`);
          return request;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      page.off('request', onRequest);
    }
  };
  return {
    base: address,
    page,
    api: async (request) => {
      const key = options.apiKeys?.[0];
      return (
        await fetch(`${address}${request}`, { headers: key === undefined ? {} : { 'X-API-Key': key } })
      ).json();
    },
    open: (search) => act(() => page.goto(`${address}/explore${search}`)),
    act,
    screenshot: async (name, selector) => {
      const path = join(SCREENSHOT_DIR, `${name}.png`);
      if (selector === undefined) await page.screenshot({ path, fullPage: true });
      else if (selector === 'screen') await page.screenshot({ path });
      else await page.locator(selector).screenshot({ path });
    },
    close: async () => {
      await browser.close();
      await app.close();
      await snapshot.engine.close();
    },
  };
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/**
 * axe-core's serious and critical violations on the page as it stands, charts (Plot's SVG) included, each as
 * `rule: targets`. Injected through the DevTools protocol, which the page's Content-Security-Policy (no
 * inline scripts) does not govern.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.evaluate(await readFile(axeSource, 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: any }).axe;
    const result = await axe.run();
    return result.violations
      .filter((v: any) => v.impact === 'serious' || v.impact === 'critical')
      .map((v: any) => `${v.id}: ${v.nodes.map((n: any) => n.target.join(' ')).join(', ')}`);
  });
}
