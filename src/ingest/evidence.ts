import type { Manifest } from '../storage/manifest.js';
import { IngestError } from './errors.js';
import type { FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import type { StagedPartition } from './publish.js';

/**
 * Replacement needs evidence. A file replaces only the periods it holds completely, so two shapes are
 * refused (unless `--force`):
 *
 * - a sliver: a period holding under 1% of the records of a file that holds several periods (a stray July row
 *   in a June file would otherwise replace all of July); a whole year in one file (8% a month) passes;
 * - a shrink: a stored period (of the same T-100 scopes) that would keep under half of its records.
 */
export const SLIVER_SHARE = 0.01;
export const SHRINK_SHARE = 0.5;

const FORCE = 'run again with --force to accept it';

export function checkSlivers(loaded: Map<FamilyId, LoadedFile[]>): void {
  for (const file of [...loaded.values()].flat()) {
    if (file.periods.length < 2) continue;
    for (const period of file.periods) {
      if (period.rows < file.rows * SLIVER_SHARE) {
        throw new IngestError(
          file.file.origin,
          `holds only ${period.rows} of its ${file.rows} records in ${period.period} (under ${SLIVER_SHARE * 100}%), which would replace all of ${period.period}; ${FORCE}`,
          period.firstLine,
        );
      }
    }
  }
}

/** Source records stored for a staged partition's period (and scope), or undefined when none are. */
export function storedRowsFor(
  manifest: Manifest | undefined,
  partition: StagedPartition,
): number | undefined {
  const entry = manifest?.tables[partition.table]?.partitions[partition.period];
  if (!entry) return undefined;
  if (partition.scope === undefined || entry.scopes === undefined) return entry.source_rows;
  return entry.scopes[partition.scope]?.source_rows;
}

export function checkShrinks(
  manifest: Manifest | undefined,
  staged: readonly StagedPartition[],
  loaded: Map<FamilyId, LoadedFile[]>,
): void {
  // A T-100 file stored before scopes existed is one part: compare the month's new scopes together.
  const totals = new Map<string, { partition: StagedPartition; after: number }>();
  for (const partition of staged) {
    if (partition.keepsStored) continue;
    const legacy =
      partition.scope !== undefined &&
      manifest?.tables[partition.table]?.partitions[partition.period]?.scopes === undefined;
    const key = `${partition.table} ${partition.period} ${legacy ? '' : (partition.scope ?? '')}`;
    const total = totals.get(key);
    totals.set(key, { partition, after: (total?.after ?? 0) + partition.sourceRows });
  }
  for (const { partition, after } of totals.values()) {
    const stored = storedRowsFor(manifest, partition);
    if (stored === undefined || after >= stored * SHRINK_SHARE) continue;
    const file = [...loaded.values()].flat().find((f) => partition.sources.includes(f.file.origin));
    const line = file?.periods.find((p) => p.period === partition.period)?.firstLine;
    throw new IngestError(
      partition.sources[0] ?? partition.table,
      `would replace the ${stored} stored records of ${partition.table} ${partition.period}${partition.scope ? ` (scope ${partition.scope})` : ''} with ${after} (under half); ${FORCE}`,
      line,
    );
  }
}
