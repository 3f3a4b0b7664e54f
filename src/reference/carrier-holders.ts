import type { CarrierHolder, CarrierListRecord, CarrierNameRange, CarrierRecord } from './types.js';

/** A carrier code's name and id in one month of the T-100 files. */
export interface FileMonth {
  readonly ordinal: number;
  readonly name: string | null;
  readonly airlineId: number | null;
}

const monthStart = (ordinal: number) =>
  `${String(Math.floor(ordinal / 12)).padStart(4, '0')}-${String((ordinal % 12) + 1).padStart(2, '0')}-01`;
const monthEnd = (ordinal: number) => {
  const next = new Date(Date.UTC(Math.floor(ordinal / 12), (ordinal % 12) + 1, 1) - 86_400_000);
  return next.toISOString().slice(0, 10);
};

/** The holders the T-100 files name outside the history ranges: per (id, name), its first and last month. */
function fileHolders(months: readonly FileMonth[], ranges: readonly CarrierNameRange[]): CarrierHolder[] {
  const covered = (ordinal: number) =>
    ranges.some((r) => r.valid_from <= monthStart(ordinal) && r.valid_thru >= monthStart(ordinal));
  const byHolder = new Map<string, CarrierHolder>();
  for (const month of months) {
    if (covered(month.ordinal)) continue;
    const key = `${month.airlineId}|${month.name}`;
    const held = byHolder.get(key);
    byHolder.set(key, {
      airline_id: month.airlineId,
      carrier_name: month.name,
      valid_from: held?.valid_from ?? monthStart(month.ordinal),
      valid_thru: monthEnd(month.ordinal),
    });
  }
  return [...byHolder.values()];
}

/**
 * Each holder of a carrier code with its period (docs/API-CONTRACT.md §12 "Identity by period"): the
 * `carrier_history` ranges (L_CARRIER_HISTORY years, Carrier Decode dates), each with the id the T-100 files give
 * in its months, else the newest table's id where that table names the same carrier; then the holders the T-100
 * files name in months no range covers (their AIRLINE_ID and UNIQUE_CARRIER_NAME); else the newest table's one,
 * without a period.
 */
export function carrierHolders(
  table: CarrierRecord | undefined,
  ranges: readonly CarrierNameRange[],
  months: readonly FileMonth[],
): CarrierHolder[] {
  const fromRanges = ranges.map((range): CarrierHolder => {
    const inRange = months.find(
      (m) =>
        m.airlineId !== null &&
        monthStart(m.ordinal) >= range.valid_from &&
        monthStart(m.ordinal) <= range.valid_thru,
    );
    const tableId = table?.carrier_name === range.carrier_name ? (table.airline_id ?? null) : null;
    return {
      airline_id: inRange?.airlineId ?? tableId,
      carrier_name: range.carrier_name,
      valid_from: range.valid_from,
      valid_thru: range.valid_thru,
    };
  });
  const holders = [...fromRanges, ...fileHolders(months, ranges)].sort((a, b) =>
    (a.valid_from ?? '').localeCompare(b.valid_from ?? ''),
  );
  if (holders.length > 0 || table === undefined) return holders;
  return [
    { airline_id: table.airline_id, carrier_name: table.carrier_name, valid_from: null, valid_thru: null },
  ];
}

/**
 * `/support/carriers`: every code of the carrier table or the T-100 files, named by the newest table (else the
 * latest file month), with its holders.
 */
export function carrierList(
  carriers: readonly CarrierRecord[],
  history: ReadonlyMap<string, readonly CarrierNameRange[]>,
  fileMonths: ReadonlyMap<string, readonly FileMonth[]>,
): CarrierListRecord[] {
  const byCode = new Map(carriers.map((c) => [c.carrier_code, c]));
  const codes = [...new Set([...byCode.keys(), ...fileMonths.keys()])].sort();
  return codes.map((code) => {
    const months = fileMonths.get(code) ?? [];
    const latest = months.at(-1);
    const table = byCode.get(code);
    return {
      carrier_code: code,
      carrier_name: table ? table.carrier_name : (latest?.name ?? null),
      airline_id: table ? table.airline_id : (latest?.airlineId ?? null),
      holders: carrierHolders(table, history.get(code) ?? [], months),
    };
  });
}
