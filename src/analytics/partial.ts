import type { PlannedQuery } from '../query/plan.js';
import type { AnalyticsRequest } from '../query/request.js';
import type { PlannedValue } from '../sql/plan.js';
import type { Manifest, PartitionEntry } from '../storage/manifest.js';
import { keyOf, monthsOfQuarter, monthKey, type Period } from '../storage/periods.js';
import { periodFields } from './meta.js';

/**
 * `meta.partial` (docs/API-CONTRACT.md §12 "Mixed columns in one answer"): per metric, the periods (and T-100
 * scopes) whose files lack an input of it, where the records of one answer value (a period, or the combined
 * range) come partly from files with that input and partly from files without: those values are null by the
 * null rule (`storage/null-rule.ts`), and this says why. Read from the manifest alone (`lacking` of each
 * partition and scope part, recorded at ingest), so every executor's answer carries the same. A metric whose
 * input every file of a value lacks is not listed there (it is plainly unknown).
 */
export type PartialPeriods = Readonly<Record<string, readonly Readonly<Record<string, number | string>>[]>>;

/**
 * One stored part of a period: a partition, or one T-100 scope of it, with the measures its files lack:
 * every one of them (`lacking`), or some (`partly`: the part mixes files itself).
 */
interface StoredPart {
  readonly period: Period;
  readonly scope?: string;
  readonly lacking: ReadonlySet<string>;
  readonly partly: ReadonlySet<string>;
}

/** The stored partitions of a request period (a quarter over a monthly table: its three months). */
function partitionKeys(request: AnalyticsRequest, period: Period): string[] {
  const { grain } = request.time;
  return grain === 'quarter' && request.source.storedGrain === 'month'
    ? monthsOfQuarter(period.index).map((month) => monthKey(period.year, month))
    : [keyOf(period, grain)];
}

const partOf = (
  period: Period,
  part: Pick<PartitionEntry, 'lacking' | 'partly_lacking'>,
  scope?: string,
) => ({
  period,
  ...(scope === undefined ? {} : { scope }),
  lacking: new Set(part.lacking ?? []),
  partly: new Set(part.partly_lacking ?? []),
});

function partsOf(entry: PartitionEntry | undefined, period: Period): StoredPart[] {
  if (entry === undefined) return [];
  const scopes = entry.scopes;
  if (scopes === undefined) return [partOf(period, entry)];
  return Object.keys(scopes)
    .sort()
    .map((scope) => partOf(period, scopes[scope]!, scope));
}

/** The plan's sums a metric's value reads (none for a distribution statistic). */
function sumsRead(value: PlannedValue): number[] {
  switch (value.kind) {
    case 'sum':
      return [value.sum];
    case 'distribution':
      return [];
    case 'quotient':
      return [...sumsRead(value.numerator), ...sumsRead(value.denominator)];
    case 'difference':
      return [...sumsRead(value.left), ...sumsRead(value.right)];
    case 'scaled':
      return sumsRead(value.of);
  }
}

/**
 * The parts of one answer value whose files lack an input of `columns` while files of it have that input: none
 * when every part lacks it wholly (the value is plainly unknown) or none lacks it.
 */
function mixedParts(parts: readonly StoredPart[], columns: readonly string[]): StoredPart[] {
  const listed = new Set<StoredPart>();
  for (const column of columns) {
    const lacking = parts.filter((part) => part.lacking.has(column) || part.partly.has(column));
    const wholly = parts.every((part) => part.lacking.has(column));
    if (lacking.length > 0 && !wholly) for (const part of lacking) listed.add(part);
  }
  return parts.filter((part) => listed.has(part));
}

/** `meta.partial` of an answer, or undefined when no metric mixes files with and without an input. */
export function partialOf(
  request: AnalyticsRequest,
  planned: PlannedQuery,
  manifest: Manifest,
): PartialPeriods | undefined {
  const { plan } = planned;
  const partitions = manifest.tables[request.source.table]?.partitions ?? {};
  const partsOfPeriod = (period: Period) =>
    partitionKeys(request, period).flatMap((key) => partsOf(partitions[key], period));
  const values = plan.combined
    ? [plan.periods.flatMap(partsOfPeriod)]
    : plan.periods.map((period) => partsOfPeriod(period));
  if (!values.some((parts) => parts.some((part) => part.lacking.size + part.partly.size > 0)))
    return undefined;
  const partial: Record<string, Readonly<Record<string, number | string>>[]> = {};
  for (const metric of plan.metrics) {
    const columns = [...new Set(sumsRead(metric.value).map((s) => plan.sums[s]!.column))];
    const listed = values.flatMap((parts) => mixedParts(parts, columns));
    if (listed.length === 0) continue;
    const entries = listed.map((part) => ({
      ...periodFields(request, part.period),
      ...(part.scope === undefined ? {} : { scope: part.scope }),
    }));
    // a quarter over a monthly table: one entry for its months
    partial[metric.id] = [...new Map(entries.map((entry) => [JSON.stringify(entry), entry])).values()];
  }
  return Object.keys(partial).length > 0 ? partial : undefined;
}
