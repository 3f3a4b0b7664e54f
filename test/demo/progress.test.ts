import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ingestDemoFiles, type DemoBuildProgress } from '../../src/demo/build.js';
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
