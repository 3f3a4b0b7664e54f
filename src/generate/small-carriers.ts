import type { CarrierKind, CarrierWithoutId } from './carriers.js';

/**
 * The long tail of US carriers (issue #15): more regionals flying for the network carriers, newer low-cost
 * carriers, commuter carriers with their own small networks (Alaska, Hawaii, New England, essential air
 * service) and all-cargo carriers. Real codes (BTS's own where IATA's is ambiguous: KAQ, ABX, KAH) and names;
 * their DOT airline ids are BTS's (`bts-codes.ts`), and a carrier BTS's L_AIRLINE_ID does not list is left out.
 */

type SmallCarrierRow = [
  code: string,
  name: string,
  kind: CarrierKind,
  /** Hubs, or for a regional its partners. */
  places: readonly string[],
  fleet: readonly number[],
  group: readonly [number, number],
  /** Commuters: the states they serve. */
  region?: readonly string[],
];

const ROWS: readonly SmallCarrierRow[] = [
  ['PT', 'Piedmont Airlines', 'regional', ['AA'], [675], [2, 2]],
  ['ZW', 'Air Wisconsin Airlines Corp', 'regional', ['AA'], [530], [2, 2]],
  ['QX', 'Horizon Air', 'regional', ['AS'], [673, 482], [2, 2]],
  ['YV', 'Mesa Airlines Inc.', 'regional', ['UA'], [638, 673], [2, 2]],
  ['G7', 'GoJet Airlines LLC', 'regional', ['UA'], [530, 631], [2, 2]],
  ['C5', 'CommuteAir LLC', 'regional', ['UA'], [675], [2, 2]],
  ['SY', 'Sun Country Airlines', 'lcc', ['MSP'], [614, 838], [2, 2]],
  ['MX', 'Breeze Airways', 'lcc', ['CHS', 'TPA', 'PVD'], [723, 724, 678], [2, 2]],
  ['XP', 'Avelo Airlines', 'lcc', ['BUR', 'HVN', 'MCO'], [614, 612], [2, 2]],
  ['9K', 'Cape Air', 'commuter', ['BOS'], [194, 131], [1, 6], ['MA', 'ME', 'NH', 'VT', 'NY', 'RI']],
  ['3M', 'Silver Airways', 'commuter', ['FLL', 'TPA'], [442], [2, 4], ['FL']],
  [
    '9X',
    'Southern Airways Express',
    'commuter',
    ['PIT', 'IAD'],
    [416, 415],
    [1, 6],
    ['PA', 'WV', 'MD', 'VA'],
  ],
  ['LF', 'Contour Airlines', 'commuter', ['BNA', 'CLT'], [675], [1, 5], ['TN', 'KY', 'NC', 'VA', 'MS']],
  ['4B', 'Boutique Air', 'commuter', ['DEN', 'BWI'], [479], [1, 6], ['CO', 'MT', 'WY', 'PA', 'MD']],
  ['AN', 'Advanced Air', 'commuter', ['ABQ', 'LAS'], [406], [1, 6], ['NM', 'AZ', 'NV', 'CA']],
  ['KG', 'Key Lime Air', 'commuter', ['DEN'], [441, 675], [1, 6], ['CO', 'WY', 'NE', 'KS', 'NM']],
  ['3E', 'Air Choice One', 'commuter', ['STL', 'ORD'], [416], [1, 6], ['MO', 'IL', 'IA', 'NE', 'WI']],
  ['KS', 'Peninsula Airways', 'commuter', ['ANC'], [456], [1, 6], ['AK']],
  ['7H', 'Ravn Alaska', 'commuter', ['ANC', 'FAI'], [483, 484], [1, 6], ['AK']],
  ['GV', 'Grant Aviation', 'commuter', ['ANC', 'BET'], [416, 194], [1, 6], ['AK']],
  ['8V', 'Wright Air Service', 'commuter', ['FAI'], [416, 415], [1, 6], ['AK']],
  ['8E', 'Bering Air Inc.', 'commuter', ['OME'], [415, 131], [1, 6], ['AK']],
  ['J5', 'Alaska Seaplane Service', 'commuter', ['JNU'], [416, 485], [1, 6], ['AK']],
  ['KAH', 'Kenmore Air Harbor', 'commuter', ['SEA'], [485], [1, 6], ['WA']],
  ['MW', 'Mokulele Airlines', 'commuter', ['OGG', 'HNL'], [415], [1, 6], ['HI']],
  ['YR', 'Grand Canyon Airlines', 'commuter', ['LAS'], [485], [1, 6], ['AZ', 'NV', 'UT']],
  ['5Y', 'Atlas Air Inc.', 'cargo', ['ANC', 'MIA', 'CVG'], [820, 741], [3, 7]],
  ['KAQ', 'Kalitta Air LLC', 'cargo', ['DTW', 'ANC', 'LAX'], [820, 741, 740], [3, 7]],
  ['ABX', 'ABX Air Inc', 'cargo', ['CVG'], [740], [2, 7]],
  ['8C', 'Air Transport International', 'cargo', ['CVG', 'SFB'], [740], [2, 7]],
  ['PO', 'Polar Air Cargo Airways', 'cargo', ['ANC', 'CVG', 'LAX'], [820, 741], [2, 7]],
  ['M6', 'Amerijet International', 'cargo', ['MIA'], [740], [2, 7]],
  ['NC', 'Northern Air Cargo Inc.', 'cargo', ['ANC'], [740], [2, 7]],
  ['KH', 'Aloha Air Cargo', 'cargo', ['HNL'], [740], [2, 7]],
  ['L2', 'Lynden Air Cargo Airlines', 'cargo', ['ANC', 'FAI'], [867], [2, 7]],
  ['5V', 'Everts Air Cargo', 'cargo', ['FAI'], [867], [1, 7]],
];

export const SMALL_US_CARRIERS: readonly CarrierWithoutId[] = ROWS.map(
  ([code, name, kind, places, fleet, group, region]) => ({
    code,
    name,
    kind,
    hubs: kind === 'regional' ? [] : places,
    ...(kind === 'regional' ? { partners: places } : {}),
    fareLevel: kind === 'commuter' ? 1.3 : kind === 'lcc' ? 0.75 : 1,
    group,
    fleet,
    ...(region ? { region } : {}),
  }),
);
