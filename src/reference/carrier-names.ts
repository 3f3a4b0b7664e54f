import type { ReferenceData } from './types.js';

/** The months an answer's period covers, as month ordinals (year x 12 + month - 1), first to last. */
export interface MonthSpan {
  readonly first: number;
  readonly last: number;
}

const day = (ordinal: number, last: boolean): string =>
  `${String(Math.floor(ordinal / 12)).padStart(4, '0')}-${String((ordinal % 12) + 1).padStart(2, '0')}-${last ? '31' : '01'}`;

/** The key of a data file's own name of a carrier in a month (`carrierFileNames`). */
export const carrierMonthKey = (code: string, ordinal: number): string => `${code}|${ordinal}`;

/**
 * A carrier's name in the months asked about (docs/API-CONTRACT.md §12 "Identity by period"): the history range
 * (L_CARRIER_HISTORY, Carrier Decode dates) valid in them, the latest-starting when several are; else the
 * name the data files give for the latest of those months that has one; else the newest table's name. Without
 * a span (no period), the newest table's.
 */
export function carrierNameIn(reference: ReferenceData, code: string, span?: MonthSpan): string | null {
  const newest = reference.carriersByCode.get(code)?.carrier_name ?? null;
  if (span === undefined) return newest;
  const from = day(span.first, false);
  const thru = day(span.last, true);
  let best: { name: string; from: string } | undefined;
  for (const range of reference.carrierHistory.get(code) ?? []) {
    if (range.valid_from > thru || range.valid_thru < from) continue;
    if (best === undefined || range.valid_from > best.from)
      best = { name: range.carrier_name, from: range.valid_from };
  }
  if (best) return best.name;
  for (let ordinal = span.last; ordinal >= span.first; ordinal--) {
    const name = reference.carrierFileNames.get(carrierMonthKey(code, ordinal));
    if (name !== undefined) return name;
  }
  return newest;
}

/**
 * A carrier's DOT airline id in the months asked about (docs/API-CONTRACT.md §12 "Identity by period"): the holder
 * of the code then. The id the T-100 files give (AIRLINE_ID) for the latest of those months that has one; else the
 * newest table's id, when the newest table's holder is the one named in those months (a code reused since, such
 * as DM, Maersk Air 19456 until 1989, Arajet 22141 since 2022, has no id there without a file of the period).
 */
export function airlineIdIn(reference: ReferenceData, code: string, span?: MonthSpan): number | null {
  const newest = reference.carriersByCode.get(code);
  if (span === undefined) return newest?.airline_id ?? null;
  for (let ordinal = span.last; ordinal >= span.first; ordinal--) {
    const id = reference.carrierFileIds.get(carrierMonthKey(code, ordinal));
    if (id !== undefined) return id;
  }
  if (newest?.airline_id == null) return null;
  return carrierNameIn(reference, code, span) === newest.carrier_name ? newest.airline_id : null;
}
