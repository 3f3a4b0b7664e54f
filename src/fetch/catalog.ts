import { LOOKUP_TABLES } from '../ingest/lookups.js';

/**
 * What `atss fetch` can download: the one declaration of the families TranStats pre-zips at stable addresses
 * (family, file name patterns, grain, first and last period), and of the families it does not, with the
 * manual steps that get them. Everything else (the periods of a range, the URLs, the target files, the
 * `--only` choices, the usage text) derives from it.
 */
export type Grain = 'month' | 'quarter';

export interface DownloadFamily {
  readonly id: string;
  readonly title: string;
  readonly grain: Grain;
  /** First period published as a pre-zipped file (`YYYY-MM` or `YYYYQn`). */
  readonly first: string;
  /** Last period ever published (the family has stopped), or undefined while it goes on. */
  readonly last?: string;
  /**
   * The files of one period, relative to the base URL; `{year}`, `{month}` (not zero-padded) and `{quarter}`
   * are replaced. A period is ingested once all of its files are there (DB1B: the three of a quarter).
   */
  readonly files: readonly string[];
}

export interface ManualFamily {
  readonly id: string;
  readonly title: string;
  /** Why `atss fetch` cannot download it. */
  readonly why: string;
  /** The exact steps on TranStats (or bts.gov); the downloads are then given to `atss ingest`. */
  readonly steps: readonly string[];
}

export const DOWNLOAD_FAMILIES: readonly DownloadFamily[] = [
  {
    id: 'ontime',
    title: 'Reporting Carrier On-Time Performance',
    grain: 'month',
    first: '1987-10',
    files: ['PREZIP/On_Time_Reporting_Carrier_On_Time_Performance_1987_present_{year}_{month}.zip'],
  },
  {
    id: 'db1b',
    title: 'Airline Origin and Destination Survey (DB1B)',
    grain: 'quarter',
    first: '1993Q1',
    // collection stopped in July 2025: DB1C took over (monthly)
    last: '2025Q2',
    files: [
      'PREZIP/Origin_and_Destination_Survey_DB1BMarket_{year}_{quarter}.zip',
      'PREZIP/Origin_and_Destination_Survey_DB1BCoupon_{year}_{quarter}.zip',
      'PREZIP/Origin_and_Destination_Survey_DB1BTicket_{year}_{quarter}.zip',
    ],
  },
];

const TRANSTATS = 'https://www.transtats.bts.gov';

/** TranStats' field-picker page of a table, by its `gnoyr_VQ` code (the ROT13 of the table's code). */
const fieldPicker = (code: string) => `${TRANSTATS}/DL_SelectFields.aspx?gnoyr_VQ=${code}`;

const rot13 = (text: string) =>
  text.replace(/[A-Za-z]/g, (c) => {
    const base = c <= 'Z' ? 65 : 97;
    return String.fromCharCode(((c.charCodeAt(0) - base + 13) % 26) + base);
  });

const FIELD_PICKER_STEPS = [
  'tick "Select all fields" (the identifying columns are required; atss stores the measures it finds)',
  'press "Download"; the zip (named T_<TABLE>.zip or <number>_T_<TABLE>.zip) is ingested as it is',
];

export const MANUAL_FAMILIES: readonly ManualFamily[] = [
  {
    id: 't100',
    title: 'T-100 Segment and Market (all carriers)',
    why: 'TranStats publishes T-100 through its field-picker form only, not as pre-zipped files',
    steps: [
      `open ${fieldPicker('FMG')} (T-100 Segment, all carriers) and ${fieldPicker('FMF')} (T-100 Market, all carriers)`,
      'choose the year in "Filter Year" and the month in "Filter Period" ("All" gives the whole year in one file)',
      ...FIELD_PICKER_STEPS,
    ],
  },
  {
    id: 'reference',
    title: 'Master Coordinate, Carrier Decode, Aircraft Types',
    why: 'the support tables exist as field-picker downloads only',
    steps: [
      `open ${fieldPicker('FLL')} (Master Coordinate), ${fieldPicker('GDH')} (Carrier Decode) and ${fieldPicker('GDD')} (Aircraft Types)`,
      'leave "Filter Year" and "Filter Period" at "All"',
      ...FIELD_PICKER_STEPS,
    ],
  },
  {
    id: 'db1c',
    title: 'O&D Survey DB1C (monthly, from July 2025)',
    why: 'DB1C files carry their publication date in their names (DB1C.MARKET.202507.15SEP2025.zip), which cannot be derived from the period',
    steps: [
      'open https://www.bts.gov/topics/airlines-and-airports/origin-and-destination-survey-data and its Market, Coupon and Ticket pages',
      'download the Market, Coupon and Ticket zips of each month (the three files of a month are ingested together)',
    ],
  },
];

/**
 * The reference tables `atss fetch` brings by default (`--no-reference` skips them), once a run, as they stand:
 * TranStats' lookup tables (ingest's `LOOKUP_TABLES`) at their stable addresses, which name the codes and ids
 * the data files carry (airports, city markets, carriers and their DOT ids, aircraft types). Each is saved
 * under its L_ name, which tells ingest which table it is; they are ingested together (L_AIRPORT needs
 * L_AIRPORT_ID). Airport histories and coordinates (the Master Coordinate) stay a manual download.
 */
export const REFERENCE_FAMILY = {
  id: 'lookups',
  title: 'Lookup tables (airports, city markets, carriers, aircraft types)',
  tables: LOOKUP_TABLES.map((lookup) => ({
    name: `${lookup.name}.csv`,
    path: `Download_Lookup.asp?Y11x72=${rot13(lookup.name)}`,
  })),
} as const;

/** The families `--only` accepts: the downloadable ones and the manual ones (listed with their steps). */
export const FAMILY_IDS: readonly string[] = [
  ...DOWNLOAD_FAMILIES.map((family) => family.id),
  REFERENCE_FAMILY.id,
  ...MANUAL_FAMILIES.map((family) => family.id),
];
