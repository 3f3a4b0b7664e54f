import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clickhouseClient, selectNumber } from '../../src/engines/clickhouse/client.js';
import {
  baseServerConfig,
  clickHouseTestsSkipped,
  clusterPorts,
  SERVER_BINARY,
  stopped,
  usersConfig,
  waitUntilAnswering,
  type Ports,
} from '../support/clickhouse-cluster.js';
import { copyOfSharedData } from '../support/dataset.js';
import { ATSS_BIN, startAtss, type AtssProcess } from '../support/server.js';

/**
 * The README's operator recipe ("A two-shard cluster, step by step") run as written: the blocks marked
 * `<!-- recipe: NAME -->` are read from docs/scaling-out.md and only the documented substitutions are made (each `chN`
 * becomes 127.0.0.1 with that server's ports for 8123 and 9000, `0.0.0.0` becomes 127.0.0.1, `./data` the
 * scenario's store, `--port 8080` becomes `--port 0`). The XML goes into each server's `config.d` over a minimal
 * base configuration (where Debian's config.xml would be); the test starts the servers in place of systemctl.
 * Then two `atss serve` replicas over the cluster answer byte for byte the same, before, during and after a
 * version switch, and after a third shard is added.
 */
const unavailable = clickHouseTestsSkipped();
const run = promisify(execFile);

const root = join(import.meta.dirname, '..', '..');
const readme = readFileSync(join(root, 'docs', 'scaling-out.md'), 'utf8');

/** The code block following `<!-- recipe: name -->` in docs/scaling-out.md. */
function recipe(name: string): string {
  const found = new RegExp(`<!-- recipe: ${name} -->\\s*\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(readme);
  if (!found) throw new Error(`docs/scaling-out.md has no block marked <!-- recipe: ${name} -->`);
  return found[1]!;
}

interface Node {
  readonly ports: Ports;
  readonly dir: string;
  readonly url: string;
  process?: ChildProcess;
}

let workDir: string;
let nodes: Node[];

/** The README text on this machine: the documented substitutions, and nothing of the hosts left over. */
function onLoopback(text: string, dataDir: string): string {
  let out = text.replaceAll('0.0.0.0', '127.0.0.1').replaceAll('./data', dataDir);
  out = out.replaceAll('--port 8080', '--port 0');
  nodes.forEach((node, i) => {
    out = out
      .replaceAll(
        `<host>ch${i + 1}</host><port>9000</port>`,
        `<host>127.0.0.1</host><port>${node.ports.tcp}</port>`,
      )
      .replaceAll(`http://ch${i + 1}:8123`, node.url);
  });
  expect(out).not.toMatch(/\bch\d\b|:8123\b|>9000<|\b8080\b/);
  return out;
}

/** Each command line of a sh block, as arguments after `node bin/atss.js` (the recipe quotes nothing). */
function atssCommands(block: string): string[][] {
  return block
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '')
    .map((line) => {
      expect(line).not.toMatch(/['"`$\\]/);
      const [node, bin, ...args] = line.split(/\s+/);
      expect([node, bin]).toEqual(['node', 'bin/atss.js']);
      return args;
    });
}

async function writeDropIn(node: Node, xml: string): Promise<void> {
  await mkdir(join(node.dir, 'config.d'), { recursive: true });
  await writeFile(join(node.dir, 'config.d', 'atss-cluster.xml'), xml);
}

async function startNode(node: Node): Promise<void> {
  node.process = spawn(SERVER_BINARY, [`--config-file=${join(node.dir, 'config.xml')}`], {
    cwd: node.dir,
    stdio: 'ignore',
  });
  await waitUntilAnswering(node.url, node.process, 120_000);
}

/** Runs the recipe's publish command (in a child process, so replicas are asked meanwhile); its JSON result. */
async function publish(block: string, dataDir: string): Promise<unknown> {
  const [args] = atssCommands(onLoopback(block, dataDir));
  const { stdout } = await run(process.execPath, [ATSS_BIN, ...args!], { timeout: 600_000 });
  return JSON.parse(stdout);
}

/** Waits (a hang guard, not a timing assertion) until `check` is true. */
async function eventually(what: string, check: () => Promise<boolean>, limitMs = 600_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: still not after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every kind of answer: routes (index and engine), multi-period, breakdowns, tickets, a problem, a list. */
const URLS = [
  '/traffic/segments/route?origin=ATL&destination=LAX&year=2025&month=6',
  '/traffic/segments/route?origin=ATL&destination=LAX&start_year=2025&start_month=4&end_year=2025&end_month=9',
  '/traffic/segments/breakdown?by=origin&start_year=2025&start_month=4&end_year=2025&end_month=9',
  '/traffic/markets/breakdown?by=carrier&year=2025&month=9&limit=10',
  '/performance/breakdown?by=carrier&start_year=2025&start_month=6&end_year=2025&end_month=9',
  '/performance/route?origin=ATL&destination=LAX&year=2025&month=9',
  '/tickets/markets/breakdown?by=opcarrier&year=2025&quarter=2&limit=5',
  '/tickets/coupons/route?origin=ATL&destination=LAX&year=2025&quarter=2',
  '/traffic/segments/breakdown?by=nope&year=2025&month=6',
  '/traffic/segments/breakdown?by=origin&year=2030&month=1',
];

/** Each URL's status with every month loaded (the last: a year not loaded). */
const STATUSES = [200, 200, 200, 200, 200, 200, 200, 200, 400, 404];
/** Without September: September alone is not loaded; the ranges to it answer what they cover. */
const STATUSES_BEFORE_SEPTEMBER = [200, 200, 200, 404, 200, 404, 200, 200, 400, 404];

interface Answer {
  readonly status: number;
  readonly etag: string | null;
  readonly body: string;
}

async function answers(replica: AtssProcess): Promise<Answer[]> {
  return Promise.all(
    URLS.map(async (url) => {
      const response = await fetch(`${replica.url}${url}`);
      // a problem's request_id names the request: the one part that differs between two requests
      const body = (await response.text()).replace(/"request_id":"[^"]+"/, '"request_id":"-"');
      return { status: response.status, etag: response.headers.get('etag'), body };
    }),
  );
}

/** Status and body of an answer less the data version it names. */
const withoutVersion = (answer: Answer) =>
  `${answer.status} ${answer.body.replace(/"data_version":"[^"]+"/g, '')}`;

/** The data version an answer says it comes from (in its body; problems without data say none). */
const versionOf = (answer: Answer) => /"data_version":"([^"]+)"/.exec(answer.body)?.[1];

beforeAll(async () => {
  if (unavailable) return;
  workDir = await mkdtemp(join(tmpdir(), 'atss-recipe-'));
  // ch3's ports too: its place in the XML is written before it starts
  nodes = (await clusterPorts(3)).map((ports, i) => ({
    ports,
    dir: join(workDir, `ch${i + 1}`),
    url: `http://127.0.0.1:${ports.http}`,
  }));
  for (const node of nodes) {
    await mkdir(node.dir, { recursive: true });
    await writeFile(join(node.dir, 'config.xml'), baseServerConfig(node.dir, node.ports));
    await writeFile(join(node.dir, 'users.xml'), usersConfig(1_000_000_000));
  }
});
afterAll(async () => {
  for (const replica of replicas) await replica.stop();
  for (const node of nodes ?? []) if (node.process) await stopped(node.process, 'SIGTERM', 10_000);
  if (workDir) await rm(workDir, { recursive: true, force: true });
});

const replicas: AtssProcess[] = [];

/** The shared store less September (a store from before September's ingest): the first published version. */
async function storeBeforeSeptember(): Promise<string> {
  const dir = await copyOfSharedData('recipe-before-september');
  const path = join(dir, 'manifest.json');
  const manifest = JSON.parse(await readFile(path, 'utf8')) as {
    tables: Record<string, { partitions: Record<string, unknown> }>;
  };
  for (const table of ['ontime', 't100_segment', 't100_market']) {
    expect(manifest.tables[table]!.partitions['2025-09']).toBeDefined();
    delete manifest.tables[table]!.partitions['2025-09'];
  }
  await writeFile(path, JSON.stringify(manifest));
  return dir;
}

describe.skipIf(unavailable)('the README operator recipe, run as written on loopback', () => {
  let before: Answer[];

  it('two shards from the README config, published with its command: two replicas answer byte for byte alike', async () => {
    for (const node of nodes.slice(0, 2)) {
      await writeDropIn(node, onLoopback(recipe('cluster-config'), ''));
      await startNode(node);
    }
    expect(await publish(recipe('publish'), await storeBeforeSeptember())).toMatchObject({
      status: 'published',
    });
    for (const args of atssCommands(onLoopback(recipe('replicas'), ''))) {
      replicas.push(await startAtss(args, { env: { ATSS_LOG_LEVEL: 'warn' } }));
    }
    expect(replicas).toHaveLength(2);
    for (const replica of replicas) {
      await eventually('replica ready with its route index', async () => {
        const ready = (await (await fetch(`${replica.url}/readyz`)).json()) as Record<string, unknown>;
        return ready.status === 'ready' && ready.route_index === 'ready';
      });
    }
    const [a, b] = await Promise.all(replicas.map(answers));
    expect(b).toEqual(a);
    expect(a!.map((answer) => answer.status)).toEqual(STATUSES_BEFORE_SEPTEMBER);
    before = a!;
  }, 900_000);

  it('a new version: both replicas switch to it, every answer wholly one version, alike before and after', async () => {
    const oldVersion = versionOf(before[0]!);
    expect(oldVersion).toMatch(/^[0-9a-f]{16}$/);
    const full = await copyOfSharedData('recipe-full');
    // answers while the version switches: collected, judged once the new answers are known
    const seen: Answer[][] = [];
    let publishing = true;
    const watching = (async () => {
      while (publishing) {
        seen.push(...(await Promise.all(replicas.map(answers))));
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    let published: unknown;
    try {
      published = await publish(recipe('publish'), full);
    } finally {
      publishing = false;
      await watching;
    }
    expect(published).toMatchObject({ status: 'published' });
    const newVersion = (published as { dataVersion: string }).dataVersion;
    for (const replica of replicas) {
      await eventually('replica on the new version', async () => {
        const now = await answers(replica);
        seen.push(now);
        return now.every((answer) => versionOf(answer) === undefined || versionOf(answer) === newVersion);
      });
    }
    const [a, b] = await Promise.all(replicas.map(answers));
    expect(b).toEqual(a);
    // September is in the new version: the ranges to 2025-09, September itself and the coverage a 404 names
    expect(a!.map((answer) => answer.status)).toEqual(STATUSES);
    expect(URLS.filter((_, i) => withoutVersion(a![i]!) !== withoutVersion(before[i]!))).toEqual(
      URLS.filter((url) => /month=9|year=2030/.test(url)),
    );
    for (const round of seen) {
      round.forEach((answer, i) => {
        expect([before[i], a![i]]).toContainEqual(answer);
        expect([oldVersion, newVersion, undefined]).toContain(versionOf(answer));
      });
    }
    before = a!;
  }, 900_000);

  it('adding a third shard as the README says: the next version is split over three, replicas still alike', async () => {
    const threeShards = recipe('add-shard-config');
    await writeDropIn(nodes[2]!, onLoopback(threeShards, ''));
    await startNode(nodes[2]!);
    for (const node of nodes.slice(0, 2)) await writeDropIn(node, onLoopback(threeShards, ''));
    for (const node of nodes) {
      const client = clickhouseClient({ url: node.url, requestTimeoutMs: 10_000 });
      try {
        await eventually('the server rereads remote_servers', async () => {
          const shards = await selectNumber(
            client,
            "SELECT uniqExact(shard_num) AS n FROM system.clusters WHERE cluster = 'atss3'",
          );
          return shards === 3;
        });
      } finally {
        await client.close();
      }
    }
    // the next version (a new ingest; here the same rows under a new publication time)
    const next = await copyOfSharedData('recipe-next');
    const manifestPath = join(next, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { published_at: string };
    manifest.published_at = '2030-01-01T00:00:00.000Z';
    await writeFile(manifestPath, JSON.stringify(manifest));
    const published = (await publish(recipe('publish-three-shards'), next)) as {
      status: string;
      dataVersion: string;
    };
    expect(published.status).toBe('published');
    const database = `atss_${published.dataVersion}`;
    const third = clickhouseClient({ url: nodes[2]!.url, requestTimeoutMs: 10_000 });
    try {
      // the new shard holds part of the rows
      expect(
        await selectNumber(third, `SELECT count() AS n FROM ${database}.t100_segment__local`),
      ).toBeGreaterThan(0);
    } finally {
      await third.close();
    }
    for (const replica of replicas) {
      await eventually('replica on the three-shard version', async () =>
        (await answers(replica)).every(
          (answer) => versionOf(answer) === undefined || versionOf(answer) === published.dataVersion,
        ),
      );
    }
    const [a, b] = await Promise.all(replicas.map(answers));
    expect(b).toEqual(a);
    // the same rows: the same answers as on two shards, but for the data version
    expect(a!.map(withoutVersion)).toEqual(before.map(withoutVersion));
  }, 900_000);
});
