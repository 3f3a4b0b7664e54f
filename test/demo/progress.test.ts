import { readdirSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestDemoFiles, type DemoBuildProgress } from '../../src/demo/build.js';
import { copyShippedDemo } from '../../src/demo/shipped.js';
import { generateDataset } from '../../src/generate/index.js';
import { DEFAULT_INGEST_LIMITS } from '../../src/ingest/settings.js';
import { sharedDataset, testDir } from '../support/dataset.js';

/**
 * Issue #42.6: the demo build's ingest phase reports a step for every file read and every table built, in
 * order, never going back, so its bar moves all through the phase (a newcomer tells progress from a hang).
 * Checked on the events, never on time: the shared generated files ingested in the demo's batches (the small
 * families together, then each ticket period).
 */
async function demoBatches(rawDir: string): Promise<string[][]> {
  const files = (await readdir(rawDir)).filter((name) => name.endsWith('.zip')).sort();
  const tickets = (prefix: RegExp) => files.filter((name) => prefix.test(name));
  const db1b = tickets(/DB1B/);
  const db1c = tickets(/^DB1C/);
  const small = files.filter((name) => !db1b.includes(name) && !db1c.includes(name));
  const months = [...new Set(db1c.map((name) => /\.(\d{6})\./.exec(name)![1]!))].sort();
  return [small, db1b, ...months.map((month) => db1c.filter((name) => name.includes(`.${month}.`)))].map(
    (batch) => batch.map((name) => join(rawDir, name)),
  );
}

describe('demo build progress (#42.6)', () => {
  it('one step per file read and per table built, monotone, reaching the total only at the end', async () => {
    const { rawDir } = sharedDataset();
    const batches = await demoBatches(rawDir);
    expect(batches.length).toBeGreaterThanOrEqual(3);
    const dataDir = await testDir('demo-progress');
    const reports: DemoBuildProgress[] = [];
    await ingestDemoFiles({ dataDir, scale: 0.002, limits: DEFAULT_INGEST_LIMITS }, batches, (p) =>
      reports.push(p),
    );
    expect(reports.every((r) => r.phase === 'ingesting')).toBe(true);
    const total = reports[0]!.total;
    expect(reports.every((r) => r.total === total)).toBe(true);
    expect(reports[0]!.done).toBe(0);
    expect(reports.at(-1)!.done).toBe(total);
    // never back, never at the end before the end
    for (let i = 1; i < reports.length; i += 1)
      expect(reports[i]!.done).toBeGreaterThanOrEqual(reports[i - 1]!.done);
    expect(reports.slice(0, -1).every((r) => r.done < total)).toBe(true);
    // every step moves the bar (until the count meets the cap just under the total)
    const steps = reports.filter((r) => r.step !== undefined);
    steps.forEach((r, i) => {
      if (i > 0 && r.done < total - 1) expect(r.done).toBe(steps[i - 1]!.done + 1);
    });

    // one step per file read: each data file named once
    const read = steps.filter((r) => r.step!.startsWith('read ')).map((r) => r.step!.slice('read '.length));
    const names = batches.flat().map((path) => path.split('/').at(-1)!);
    expect([...read].sort()).toEqual([...names].sort());
    // a step per table built: every table the published manifest holds (but the hubs, derived at publication)
    const manifest = JSON.parse(await readFile(join(dataDir, 'manifest.json'), 'utf8')) as {
      tables: Record<string, unknown>;
    };
    const built = new Set(steps.filter((r) => r.step!.startsWith('built ')).map((r) => r.step!.slice(6)));
    expect([...built].sort()).toEqual(
      Object.keys(manifest.tables)
        .filter((table) => table !== 'airport_hubs')
        .sort(),
    );
    // the bar moves inside the first batch (the small families: minutes of a real demo build), file by file
    const firstBatch = new Set(batches[0]!.map((path) => path.split('/').at(-1)!));
    const inFirst = steps.filter((r) => firstBatch.has(r.step!.slice('read '.length)));
    expect(inFirst).toHaveLength(firstBatch.size);
    expect(new Set(inFirst.map((r) => r.done)).size).toBe(firstBatch.size);
  });
});

/** Every file under a folder, relative to it, by the test's own walk. */
const walk = (dir: string): string[] =>
  (
    readdirSync(dir, { recursive: true, withFileTypes: true }) as {
      name: string;
      isFile(): boolean;
      parentPath?: string;
      path?: string;
    }[]
  )
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath ?? entry.path ?? '', entry.name).slice(dir.length + 1))
    .sort();

/** The events move one step at a time from 0 (or 1) to the total, which never changes and comes last. */
function expectSteadySteps(events: readonly { done: number; total: number }[], count: number): void {
  const total = events[0]!.total;
  expect(events.every((e) => e.total === total)).toBe(true);
  expect(total).toBe(count);
  const first = events[0]!.done;
  expect(events.map((e) => e.done)).toEqual(Array.from({ length: events.length }, (_, i) => first + i));
  expect(events.at(-1)!.done).toBe(total);
}

describe('the generate and copy phases move per file (#42.6)', () => {
  it('generating: one step per file written, each named', async () => {
    const outDir = await testDir('demo-progress-generate');
    const events: { done: number; total: number; file: string }[] = [];
    await generateDataset({
      outDir,
      seed: 7,
      scale: 0.001,
      largestUsAirports: 30,
      from: { year: 2025, month: 4 },
      to: { year: 2025, month: 7 },
      onStep: (done, total, file) => events.push({ done, total, file }),
    });
    const written = walk(outDir);
    // reference 3, T-100 2 a month, on-time 1 a month, DB1B 2025 Q2 and DB1C 2025-07 3 each
    expect(written).toHaveLength(3 + 4 * 3 + 3 + 3);
    expectSteadySteps(events, written.length);
    expect(events.map((e) => e.file).sort()).toEqual(written);
  });

  it('copying the prebuilt store: one step per file, naming its table, the manifest last', async () => {
    const { dataDir: shipped } = sharedDataset();
    const dataDir = await testDir('demo-progress-copy');
    const events: DemoBuildProgress[] = [];
    await copyShippedDemo(dataDir, shipped, (p) => events.push(p));
    const stored = walk(join(shipped, 'store'));
    expect(events.every((e) => e.phase === 'copying')).toBe(true);
    expect(events[0]!.done).toBe(0);
    expectSteadySteps(events, stored.length + 1);
    expect(events.slice(1, -1).map((e) => e.step)).toEqual(
      stored.map((file) => `copied ${file.split('/')[0]}`),
    );
    expect(events.at(-1)!.step).toBe('copied manifest.json');
    expect(walk(join(dataDir, 'store'))).toEqual(stored);
  });
});
