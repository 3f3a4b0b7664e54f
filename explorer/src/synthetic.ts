/**
 * Synthetic data says so (docs/API-CONTRACT.md §12): an answer touching generated periods carries
 * `meta.synthetic: true`, and `/support/coverage` lists each stored period's `source` (`generated`, or the file
 * it was ingested from). Every view whose answer is synthetic, or whose area holds generated periods when the
 * answer does not say, opens with a notice naming them. Pure: the page wraps the text (`main.ts`).
 */
import { humanPeriod } from './headline.js';

/** The periods of a coverage table whose `source` is `generated`, from any list of `{ period, source }`. */
export function generatedPeriods(table: unknown): string[] {
  if (typeof table !== 'object' || table === null) return [];
  const periods = new Set<string>();
  for (const value of Object.values(table)) {
    if (!Array.isArray(value)) continue;
    for (const entry of value as unknown[]) {
      if (typeof entry !== 'object' || entry === null) continue;
      const { period, source } = entry as { period?: unknown; source?: unknown };
      if (typeof period === 'string' && source === 'generated') periods.add(period);
    }
  }
  return [...periods].sort();
}

/** `June 2025 to September 2025`, or the periods one by one when they are not consecutive in the list. */
const periodsList = (periods: readonly string[]): string =>
  periods.length > 3
    ? `${humanPeriod(periods[0] ?? '')} to ${humanPeriod(periods.at(-1) ?? '')}`
    : periods.map(humanPeriod).join(', ');

/**
 * The notice for a view, or undefined: `meta.synthetic: true` decides (the server sends it only then, also when
 * only the year-before comparison is generated); the coverage names the area's generated periods.
 */
export function syntheticNotice(
  body: unknown,
  tables: readonly unknown[],
  table: string | undefined,
): string | undefined {
  const meta = (body as { meta?: { synthetic?: unknown } } | undefined)?.meta;
  if (meta?.synthetic !== true) return undefined;
  const generated = generatedPeriods(tables.find((t) => (t as { table?: unknown }).table === table));
  const which = generated.length === 0 ? '' : ` (generated here: ${periodsList(generated)})`;
  return `Synthetic data: this answer includes generated periods${which}, made up for the demo. They are not BTS figures.`;
}
