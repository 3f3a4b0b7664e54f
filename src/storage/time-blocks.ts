/**
 * BTS's hourly time blocks of a scheduled departure or arrival (on-time `DepTimeBlk`, `ArrTimeBlk`): `0001-0559`
 * for the night, then one block an hour, `0600-0659` to `2300-2359`. The one list ingest checks the files'
 * values against, the catalog's `dep_time_block` / `arr_time_block` accept as filters and the generator writes.
 */
const hhmm = (hour: number, minute: number) =>
  `${String(hour).padStart(2, '0')}${String(minute).padStart(2, '0')}`;

export const TIME_BLOCKS: readonly string[] = [
  '0001-0559',
  ...Array.from({ length: 18 }, (_, i) => `${hhmm(6 + i, 0)}-${hhmm(6 + i, 59)}`),
];

/** The block of a clock time written `hhmm` as BTS does (0 to 2400; midnight, 0000 or 2400, in the night block). */
export function timeBlockOf(hhmmTime: number): string {
  const hour = Math.floor(hhmmTime / 100) % 24;
  return hour < 6 ? TIME_BLOCKS[0]! : TIME_BLOCKS[hour - 5]!;
}

/** `timeBlockOf` in SQL, over a text column holding `hhmm` (null for an empty or unreadable time). */
export function timeBlockSql(hhmmColumn: string): string {
  const hour = `(TRY_CAST(${hhmmColumn} AS INTEGER) // 100 % 24)`;
  return `CASE WHEN ${hour} < 6 THEN '${TIME_BLOCKS[0]!}' WHEN ${hour} < 24 THEN printf('%02d00-%02d59', ${hour}, ${hour}) END`;
}

/** `0600-0659` as `06:00-06:59`. */
export const timeBlockLabel = (block: string): string =>
  block.replace(/^(\d\d)(\d\d)-(\d\d)(\d\d)$/, '$1:$2-$3:$4');
