/**
 * T-100 scopes and the carrier groups users filter by (docs/API-CONTRACT.md §8 and §12 "Scope filter"). Every T-100
 * record belongs to one scope (src/ingest/scope.ts recognises it from the record: domestic when both ends are
 * in the US and its territories; a foreign carrier when its carrier group is 0). BTS's DATA_SOURCE codes are
 * the same split: DU, IU, DF, IF.
 */
export type ScopeId = 'D-US' | 'D-FOREIGN' | 'I-US' | 'I-FOREIGN';

/** The values of the traffic filter and dimension `carrier_group`, with their names. */
export const CARRIER_GROUPS = {
  us_domestic: 'US carriers, domestic',
  us_international: 'US carriers, international',
  foreign: 'foreign carriers',
} as const;
export type CarrierGroup = keyof typeof CARRIER_GROUPS;

/** The carrier group each scope's records are stored under (column `carrier_group` of the T-100 tables). */
export const CARRIER_GROUP_OF_SCOPE: Readonly<Record<ScopeId, CarrierGroup>> = {
  'D-US': 'us_domestic',
  'I-US': 'us_international',
  'D-FOREIGN': 'foreign',
  'I-FOREIGN': 'foreign',
};
