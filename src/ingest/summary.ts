import type { Manifest } from '../storage/manifest.js';
import type { TableId } from '../storage/schema.js';
import type { FamilyId } from './families.js';
import type { LoadedFile } from './load.js';
import type { StagedPartition } from './publish.js';
import { describeScopes } from './scope.js';

/** One line per file read. */
export interface FileSummary {
  readonly file: string;
  readonly family: string;
  /** T-100: what the file covers (scope.ts). */
  readonly scope?: string;
  readonly periods: readonly string[];
  readonly rows: number;
  /** Records repeating an earlier record's key, kept on purpose (`--keep-repeats`), each counted. */
  readonly repeats: number;
  readonly warnings: readonly string[];
}

/** One line per partition written: stored rows before and after. */
export interface PartitionSummary {
  readonly table: TableId;
  readonly period: string;
  readonly scope?: string;
  readonly rows: number;
  readonly sourceRows: number;
  /** Rows stored for this period (and scope) before the ingest, null when there were none. */
  readonly rowsBefore: number | null;
}

export interface IngestSummary {
  readonly files: readonly FileSummary[];
  readonly partitions: readonly PartitionSummary[];
  /** Rules applied: which reference file won, which names were filled, which files were skipped. */
  readonly notes: readonly string[];
  readonly dataVersion: string;
}

export function fileSummaries(loaded: Map<FamilyId, LoadedFile[]>): FileSummary[] {
  return [...loaded.values()].flat().map((file) => ({
    file: file.file.origin,
    family: file.family.title,
    ...(file.family.scoped ? { scope: describeScopes(file.scopes) } : {}),
    periods: file.periods.map((p) => p.period),
    rows: file.rows,
    repeats: file.repeats,
    warnings: [
      ...(file.missing.length > 0 ? [`no column ${file.missing.join(', ')}: stored as null`] : []),
      ...(file.repeats > 0
        ? [
            `${file.repeats} ${file.repeats === 1 ? 'record repeats' : 'records repeat'} an earlier record's key: kept, each counted`,
          ]
        : []),
    ],
  }));
}

export function partitionSummaries(
  before: Manifest | undefined,
  staged: readonly StagedPartition[],
): PartitionSummary[] {
  return staged.map((p) => {
    const entry = before?.tables[p.table]?.partitions[p.period];
    const part = p.scope !== undefined && entry?.scopes ? entry.scopes[p.scope] : entry;
    return {
      table: p.table,
      period: p.period,
      ...(p.scope === undefined ? {} : { scope: p.scope }),
      rows: p.rows,
      sourceRows: p.sourceRows,
      rowsBefore: part?.rows ?? null,
    };
  });
}

/** The summary as text lines (the CLI prints them). */
export function summaryLines(summary: IngestSummary): string[] {
  return [
    ...summary.files.map(
      (f) =>
        `file ${f.file}: ${f.family}${f.scope ? `, ${f.scope}` : ''}, ${f.periods.length > 0 ? `periods ${f.periods.join(', ')}, ` : ''}${f.rows} records${f.warnings.length > 0 ? `; warning: ${f.warnings.join('; ')}` : ''}`,
    ),
    ...summary.partitions.map(
      (p) =>
        `${p.table} ${p.period}${p.scope ? ` ${p.scope}` : ''}: ${p.rowsBefore ?? 0} -> ${p.rows} stored rows (${p.sourceRows} records)`,
    ),
    ...summary.notes,
  ];
}
