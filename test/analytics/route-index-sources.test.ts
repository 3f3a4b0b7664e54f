import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routeFacetColumns } from '../../src/route-index/facets.js';
import { ROLLUPS, ROUTE_COLUMNS } from '../../src/storage/rollups.js';
import { openTestApp, type TestApp } from '../support/app.js';
import { ontimeFile, readCsvZips, segmentFile } from '../support/raw-records.js';

/**
 * What the default route index holds (ATSS_ROUTE_INDEX=rollups): a source for every route table of the store,
 * whose route rollup has one row per route and period. The route rollup also keeps each row's city markets
 * (docs/API-CONTRACT.md §12), which follow from its airports: they add no row, and the index must not refuse the
 * rollup for them (it once built no table at all). Expectations come from the raw generated files.
 */
const { rawDir, dataDir } = inject('dataset');
const MONTHS = [4, 5, 6, 7, 8, 9];
let api: TestApp;
beforeAll(async () => {
  api = await openTestApp(dataDir, { routeIndex: 'rollups' });
});
afterAll(async () => {
  await api?.close();
});

/** The distinct route-and-month keys of raw records. */
function routeMonths(rows: readonly Record<string, string>[], o: string, d: string, month: string) {
  return new Set(rows.map((r) => `${r[o]}|${r[d]}|${r[month]}`));
}

describe('the default route index', () => {
  it('holds a source for every route table the store has', () => {
    const index = api.snapshot.routeIndex!;
    const routeTables = ROLLUPS.filter((rollup) =>
      ROUTE_COLUMNS.every((column) => rollup.keep.includes(column)),
    ).map((rollup) => rollup.base);
    const stored = routeTables.filter(
      (table) => Object.keys(api.snapshot.manifest.tables[table]?.partitions ?? {}).length > 0,
    );
    expect(stored.length).toBeGreaterThan(3);
    expect(stored.filter((table) => !index.tables.has(table))).toEqual([]);
    expect(index.bytes).toBeGreaterThan(0);
  });

  it('keeps no facet by a city market: a route request names them in place of its airports, never beside', () => {
    const facets = ROLLUPS.flatMap((rollup) => routeFacetColumns(rollup.base));
    expect(facets).toContain('carrier');
    expect(facets.filter((column) => column.includes('city_market'))).toEqual([]);
  });

  it('holds one row per route and month of the raw on-time and T-100 segment files', async () => {
    const index = api.snapshot.routeIndex!;
    const ontime = await readCsvZips(MONTHS.map((m) => ontimeFile(rawDir, 2025, m)));
    const ontimeKeys = routeMonths(ontime, 'Origin', 'Dest', 'Month');
    expect(index.tables.get('ontime')?.rows).toBe(ontimeKeys.size);
    expect(index.tables.get('ontime')?.routes.size).toBe(
      new Set(ontime.map((r) => `${r.Origin}|${r.Dest}`)).size,
    );
    const segments = await readCsvZips(MONTHS.map((m) => segmentFile(rawDir, 2025, m)));
    expect(index.tables.get('t100_segment')?.rows).toBe(
      routeMonths(segments, 'ORIGIN', 'DEST', 'MONTH').size,
    );
  });
});
