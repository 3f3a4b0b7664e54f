import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { IngestError, ingestPaths } from '../../src/ingest/index.js';
import { LOCK_FILE, currentOwner, draftPath } from '../../src/storage/lock.js';
import { RETIRED_FILE, RETIRE_GRACE_MS, retireFiles } from '../../src/ingest/retire.js';
import { readManifest, tableFiles } from '../../src/storage/manifest.js';
import { copyFixtures, readFixture, storedRows, useTempDirs } from './helpers.js';

/** On-time fixtures, folders of zips, wrong families, the lock and the clean-up of replaced files. */
const temp = useTempDirs();
const exists = (path: string) =>
  access(path).then(
    () => true,
    () => false,
  );

describe('on-time fixtures', () => {
  it('aggregates the real 2025-01 rows (two flown, one cancelled for weather)', async () => {
    const [csv] = await copyFixtures(temp.dir(), {
      'ontime-2025-01.csv': 'On_Time_Reporting_Carrier_On_Time_Performance_(1987_present)_2025_1.csv',
    });
    const summary = await ingestPaths([csv!], { dataDir: temp.dataDir() });
    expect(summary.partitions).toEqual([
      { table: 'ontime', period: '2025-01', rows: 2, sourceRows: 3, rowsBefore: null },
    ]);
    const route = {
      year: 2025,
      month: 1,
      origin: 'JFK',
      destination: 'LAX',
      carrier: 'AA',
      dayofweek: 3,
      dep_time_block: '0600-0659',
      arr_time_block: '1000-1059',
      // the file's OriginCityMarketID / DestCityMarketID: New York and Los Angeles
      origin_city_market: 31703,
      destination_city_market: 32575,
    };
    // BTS leaves the causes empty for flights not 15+ minutes late: 0 minutes and counts, not null
    const noCauses = {
      carrier_delay_minutes: 0,
      carrier_delay_count: 0,
      weather_delay_minutes: 0,
      weather_delay_count: 0,
      nas_delay_minutes: 0,
      nas_delay_count: 0,
      security_delay_minutes: 0,
      security_delay_count: 0,
      late_aircraft_delay_minutes: 0,
      late_aircraft_delay_count: 0,
      cause_delay_minutes: 0,
    };
    // 2475 miles: 500-mile band 5 (the file's own 250-mile DistanceGroup is 10)
    expect(await storedRows(temp.dataDir(), 'ontime', 'cancellationcode NULLS FIRST')).toEqual([
      {
        ...route,
        cancellationcode: null,
        distancegroup: 5,
        record_count: 2,
        flights: 2,
        cancelled: 0,
        diverted: 0,
        dep_delayed: 1,
        arr_delayed: 1,
        dep_delay_minutes: 30,
        arr_delay_minutes: 29,
        dep_delay_signed: -3 + 30,
        arr_delay_signed: -7 + 29,
        total_distance: 4950,
        air_time: 345 + 350,
        taxi_out: 23 + 20,
        taxi_in: 9 + 10,
        elapsed_time: 377 + 380,
        // the late flight's 29 minutes are all the carrier's: it counts once, for the carrier
        ...noCauses,
        carrier_delay_minutes: 29,
        carrier_delay_count: 1,
        cause_delay_minutes: 29,
      },
      {
        ...route,
        cancellationcode: 'B',
        distancegroup: 5,
        record_count: 1,
        flights: 1,
        cancelled: 1,
        diverted: 0,
        // a cancelled flight's delays and times are empty by rule in a file that has the columns: 0, not null
        // (docs/API-CONTRACT.md §12 "Empty by rule is zero"; cancelled flights are outside the denominators)
        dep_delayed: 0,
        arr_delayed: 0,
        dep_delay_minutes: 0,
        arr_delay_minutes: 0,
        dep_delay_signed: 0,
        arr_delay_signed: 0,
        total_distance: 2475,
        air_time: 0,
        taxi_out: 0,
        taxi_in: 0,
        elapsed_time: 0,
        ...noCauses,
      },
    ]);
  });

  it('reads a zipped legacy file (UniqueCarrier header) found in a nested folder, skipping other files', async () => {
    const nested = join(temp.dir(), 'downloads', '2016');
    await mkdir(nested, { recursive: true });
    const csv = await readFixture('ontime-legacy-2016-01.csv');
    await writeFile(
      join(nested, 'On_Time_On_Time_Performance_2016_1.zip'),
      zipSync({
        'On_Time_On_Time_Performance_2016_1.csv': new TextEncoder().encode(csv),
        'readme.html': new TextEncoder().encode('<html></html>'),
      }),
    );
    await writeFile(join(nested, 'notes.txt'), 'not data');
    await ingestPaths([join(temp.dir(), 'downloads')], { dataDir: temp.dataDir() });
    expect(
      await storedRows(temp.dataDir(), 'ontime', 'carrier', 'year, month, carrier, dayofweek, flights'),
    ).toEqual([{ year: 2016, month: 1, carrier: 'AA', dayofweek: 5, flights: 1 }]);
  });
});

describe('files of the wrong family', () => {
  it('names the lookup tables for an unnamed Code,Description file; an on-time header without a carrier column', async () => {
    const lookup = join(temp.dir(), 'carriers.csv');
    await writeFile(lookup, '"Code","Description"\n"AA","American Airlines Inc."\n');
    const error = await ingestPaths([lookup], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).line).toBe(1);
    expect((error as Error).message).toBe(
      'carriers.csv, line 1: a Code,Description lookup table whose name does not say which one it is; keep its TranStats name (L_CARRIER_HISTORY, L_UNIQUE_CARRIERS, L_CARRIERS, L_AIRLINE_ID, L_AIRPORT, L_AIRPORT_ID, L_CITY_MARKET_ID, L_AIRCRAFT_TYPE)',
    );

    const header = (await readFixture('ontime-2025-01.csv')).split('\n')[0]!;
    const marketing = join(temp.dir(), 'marketing.csv');
    await writeFile(marketing, `${header.replace('Reporting_Airline,', 'Marketing_Airline_Network,')}\n`);
    await expect(ingestPaths([marketing], { dataDir: temp.dataDir() })).rejects.toThrow(
      /^marketing\.csv, line 1: On-Time Reporting Carrier file lacks identifying column Reporting_Airline or/,
    );
  });

  it('publishes nothing when one file of a batch is bad', async () => {
    const [good] = await copyFixtures(temp.dir(), { 'ontime-2025-01.csv': 'good.csv' });
    await ingestPaths([good!], { dataDir: temp.dataDir() });
    const before = await readFile(join(temp.dataDir(), 'manifest.json'));
    const t100 = await copyFixtures(temp.dir(), { 't100-segment-all-2025-12.csv': 't100.csv' });
    const bad = join(temp.dir(), 'bad.csv');
    await writeFile(bad, (await readFixture('carrier-decode.csv')).replace('19977,', 'x19977,'));
    const error = await ingestPaths([...t100, bad], { dataDir: temp.dataDir() }).catch((e: unknown) => e);
    expect((error as IngestError).message).toMatch(/^bad\.csv, line 2, column AIRLINE_ID: /);
    expect(await readFile(join(temp.dataDir(), 'manifest.json'))).toEqual(before);
  });
});

describe('publishing', () => {
  it('refuses to run beside a live ingest and takes over the lock of a dead one', async () => {
    const [csv] = await copyFixtures(temp.dir(), { 'ontime-2025-01.csv': 'ontime.csv' });
    await mkdir(temp.dataDir(), { recursive: true });
    const lock = join(temp.dataDir(), '.ingest.lock');
    await writeFile(lock, JSON.stringify(currentOwner()));
    await expect(ingestPaths([csv!], { dataDir: temp.dataDir() })).rejects.toThrow(
      `another ingest (pid ${process.pid}) is publishing`,
    );
    expect(await readManifest(temp.dataDir())).toBeUndefined();
    // the same pid, started at another time (a container's PID 1 after kill -9): stale
    await writeFile(lock, JSON.stringify({ ...currentOwner(), start_time: '1' }));
    await ingestPaths([csv!], { dataDir: temp.dataDir() });
    expect(await readManifest(temp.dataDir())).toBeDefined();
    expect(await exists(lock)).toBe(false);
    // a bare pid (the lock format before owner records) is taken over too
    await writeFile(lock, String(process.pid));
    await ingestPaths([csv!], { dataDir: temp.dataDir() });
    expect(await exists(lock)).toBe(false);
  });

  it('removes the lock draft of a killed ingest at once, and keeps a live or half-written one', async () => {
    const [csv] = await copyFixtures(temp.dir(), { 'ontime-2025-01.csv': 'ontime.csv' });
    await mkdir(temp.dataDir(), { recursive: true });
    const draft = (name: string) => join(temp.dataDir(), `.ingest.lock.${name}.draft`);
    // killed between writing its draft and removing it: the owner record names a process that is gone
    await writeFile(draft('dead'), JSON.stringify({ ...currentOwner(), start_time: '1' }));
    // a concurrent ingest still creating its lock, and one whose record is not complete yet
    await writeFile(draft('live'), JSON.stringify(currentOwner()));
    await writeFile(draft('partial'), '{"pid": 12');
    await ingestPaths([csv!], { dataDir: temp.dataDir() });
    expect(await exists(draft('dead'))).toBe(false);
    expect(await exists(draft('live'))).toBe(true);
    expect(await exists(draft('partial'))).toBe(true);
  });

  it("removes an empty lock draft whose writer was killed before writing it, and keeps a live writer's", async () => {
    const [csv] = await copyFixtures(temp.dir(), { 'ontime-2025-01.csv': 'ontime.csv' });
    await mkdir(temp.dataDir(), { recursive: true });
    const lock = join(temp.dataDir(), LOCK_FILE);
    // the name carries the writer: this process as it is, and the same pid started at another time (killed)
    const live = draftPath(lock, currentOwner());
    const killed = draftPath(lock, { ...currentOwner(), start_time: '1' });
    await writeFile(live, '');
    await writeFile(killed, '');
    await ingestPaths([csv!], { dataDir: temp.dataDir() });
    expect(await exists(killed)).toBe(false);
    expect(await exists(live)).toBe(true);
  });

  it('keeps replaced files for the grace period, then deletes them', async () => {
    const [csv] = await copyFixtures(temp.dir(), { 'ontime-2025-01.csv': 'ontime.csv' });
    await ingestPaths([csv!], { dataDir: temp.dataDir() });
    const first = (await readManifest(temp.dataDir()))!.manifest;
    const [oldFile] = tableFiles(first, 'ontime');
    // the partition's rollup files (written beside it) go with it
    const oldRollups = Object.values(first.tables.ontime!.partitions['2025-01']!.rollups!.files);
    expect(oldRollups.length).toBeGreaterThan(0);
    await ingestPaths([csv!], { dataDir: temp.dataDir() });
    const second = (await readManifest(temp.dataDir()))!.manifest;
    const [newFile] = tableFiles(second, 'ontime');
    expect(newFile).not.toBe(oldFile);
    // a server may still read the old manifest: the replaced file stays, recorded as retired
    expect(await exists(join(temp.dataDir(), oldFile!))).toBe(true);
    const retired = JSON.parse(await readFile(join(temp.dataDir(), RETIRED_FILE), 'utf8')) as {
      file: string;
    }[];
    expect(retired.map((r) => r.file).sort()).toEqual([oldFile, ...oldRollups].sort());
    for (const file of oldRollups) expect(await exists(join(temp.dataDir(), file))).toBe(true);

    const later = Date.now() + RETIRE_GRACE_MS + 1000;
    const { deleted } = await retireFiles(temp.dataDir(), second, second, later);
    expect(deleted.sort()).toEqual([oldFile, ...oldRollups].sort());
    for (const file of [oldFile!, ...oldRollups])
      expect(await exists(join(temp.dataDir(), file))).toBe(false);
    expect(await exists(join(temp.dataDir(), newFile!))).toBe(true);
    for (const file of Object.values(second.tables.ontime!.partitions['2025-01']!.rollups!.files))
      expect(await exists(join(temp.dataDir(), file))).toBe(true);
    expect(await readFile(join(temp.dataDir(), RETIRED_FILE), 'utf8')).toBe('[]\n');
  });
});
