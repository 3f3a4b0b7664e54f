import type { MonthSpan } from './carrier-names.js';
import type { AirportRecord, AirportSpan, ReferenceData } from './types.js';

/**
 * Airport codes by period (docs/API-CONTRACT.md §12 "Identity by period"). A code means the airport that held it in the
 * months asked about (Master Coordinate rows, `airport_history`); ingest stores fact rows under those codes
 * (src/ingest/airport-periods.ts), so a code an answer shows is the one a request sends back.
 */

const firstDay = (ordinal: number): string =>
  `${String(Math.floor(ordinal / 12)).padStart(4, '0')}-${String((ordinal % 12) + 1).padStart(2, '0')}-01`;
const lastDay = (ordinal: number): string => `${firstDay(ordinal).slice(0, 8)}31`;

/** The latest-starting of `spans` that overlaps the months of `span`. */
function heldIn(spans: readonly AirportSpan[] | undefined, span: MonthSpan): AirportSpan | undefined {
  const from = firstDay(span.first);
  const thru = lastDay(span.last);
  let best: AirportSpan | undefined;
  for (const row of spans ?? []) {
    if (row.valid_from > thru || (row.valid_thru !== null && row.valid_thru < from)) continue;
    if (best === undefined || row.valid_from > best.valid_from) best = row;
  }
  return best;
}

const latest = (spans: readonly AirportSpan[] | undefined): AirportSpan | undefined =>
  spans?.reduce((a, b) => (b.valid_from > a.valid_from ? b : a));

/** The airport a code names in the months asked about: its holder then, else the newest table's, else its last holder. */
export function airportIn(
  reference: ReferenceData,
  code: string,
  span?: MonthSpan,
): AirportRecord | undefined {
  const spans = reference.airportHistory.get(code);
  return (span && heldIn(spans, span)) ?? reference.airportsByIata.get(code) ?? latest(spans);
}

/** Whether a code was ever an airport's (the newest table or any Master Coordinate row). */
export function isAirportCode(reference: ReferenceData, code: string): boolean {
  return reference.airportsByIata.has(code) || reference.airportHistory.has(code);
}

/**
 * The code data of the months asked about is stored under for the airport a request's code names: the code
 * itself when an airport held it then; else, for a code retired or re-coded (SXF), the code its last holder
 * held in those months (BER); else the code as sent.
 */
export function codeIn(reference: ReferenceData, code: string, span: MonthSpan): string {
  const spans = reference.airportHistory.get(code);
  if (spans === undefined || heldIn(spans, span)) return code;
  const holder = latest(spans)!;
  return heldIn(reference.airportHistoryById.get(holder.airport_id), span)?.iata ?? code;
}
