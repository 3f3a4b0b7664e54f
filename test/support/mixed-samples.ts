import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readSampleCsv, toCsv } from '../ingest/samples.js';

/**
 * Real samples whose columns differ between the files of one answer (docs/API-CONTRACT.md §12 "Mixed columns in
 * one answer"): an on-time month field-selected without arrival, diverted and taxi columns (OMA, February 2021), a
 * full on-time month (9E, August 2023), and the T-100 international sample of January 2024 split by carrier group
 * (BTS's CARRIER_GROUP_NEW 0: foreign carriers) into two files as TranStats writes them, the foreign carriers'
 * one without its SEATS column.
 */
export const MIXED_SAMPLES = {
  oma: 'ontime/T_ONTIME_REPORTING_2021-02_OMA__olgazakharovao.csv',
  endeavor: 'ontime/ontime_2023_08_9E_days1-10__zhouzizi.csv',
  master: 'reference/T_MASTER_CORD_full__cesarcsp_2025-12.csv',
  t100: 't100-segment/T_T100I_SEGMENT_ALL_CARRIER_2024-01__zravii.csv',
} as const;

type Rec = Record<string, string>;

/** The T-100 sample split by carrier group: the records of each file, and the files written into `dir`. */
export async function writeT100Split(dir: string): Promise<{
  readonly us: readonly Rec[];
  readonly foreign: readonly Rec[];
  readonly files: readonly string[];
}> {
  const { header, records } = readSampleCsv(MIXED_SAMPLES.t100);
  const isForeign = (r: Rec) => r.CARRIER_GROUP_NEW === '0';
  const us = records.filter((r) => !isForeign(r));
  const foreign = records.filter(isForeign);
  const files = [
    join(dir, 'T_T100I_SEGMENT_US_CARRIER_2024-01.csv'),
    join(dir, 'T_T100I_SEGMENT_FOREIGN_CARRIER_2024-01.csv'),
  ];
  await writeFile(files[0]!, toCsv(header, us));
  await writeFile(
    files[1]!,
    toCsv(
      header.filter((name) => name !== 'SEATS'),
      foreign,
    ),
  );
  return { us, foreign, files };
}
