import { CARRIER_GROUP_OF_SCOPE } from '../storage/carrier-groups.js';
import { ident } from './sql.js';

/**
 * T-100 scopes. TranStats publishes T-100 as separate downloads per scope (domestic `T100D`, international
 * `T100I`, or both; all carriers or US carriers only), and users fetch them separately because the
 * all-scope file is large. Each record belongs to exactly one scope, recognised from its own fields:
 *
 * - geography: `D` when both endpoints are in the US (world area code under 100, the 50 states and the US
 *   territories; or both countries `US` when the file has no WAC columns), else `I`;
 * - carrier: `FOREIGN` when the carrier group is 0 (CARRIER_GROUP_NEW, else CARRIER_GROUP), else `US`.
 *
 * A stored T-100 month keeps one part per scope; a file replaces exactly the scopes its records fall in, so
 * domestic then international (in either order) equals the all-scope file, and the all-scope file after
 * them (or before) replaces both without double counting.
 */
export const SCOPE_COLUMN = '_scope';

/** The stored `carrier_group` of a loaded record, from its scope column. */
export const CARRIER_GROUP_SQL = `CASE ${ident(SCOPE_COLUMN)} ${Object.entries(CARRIER_GROUP_OF_SCOPE)
  .map(([scope, group]) => `WHEN '${scope}' THEN '${group}'`)
  .join(' ')} END`;

/** Scope expression over a loaded file's columns, or the names of the columns it lacks to compute one. */
export function scopeExpression(has: (column: string) => boolean): { sql: string } | { missing: string[] } {
  const missing: string[] = [];
  let domestic: string | undefined;
  if (has('ORIGIN_WAC') && has('DEST_WAC'))
    domestic = `${ident('ORIGIN_WAC')} < 100 AND ${ident('DEST_WAC')} < 100`;
  else if (has('ORIGIN_COUNTRY') && has('DEST_COUNTRY'))
    domestic = `${ident('ORIGIN_COUNTRY')} = 'US' AND ${ident('DEST_COUNTRY')} = 'US'`;
  else missing.push('ORIGIN_WAC and DEST_WAC (or ORIGIN_COUNTRY and DEST_COUNTRY)');
  const group = ['CARRIER_GROUP_NEW', 'CARRIER_GROUP'].find(has);
  if (group === undefined) missing.push('CARRIER_GROUP_NEW (or CARRIER_GROUP)');
  if (domestic === undefined || group === undefined) return { missing };
  return {
    sql: `(CASE WHEN COALESCE(${domestic}, false) THEN 'D' ELSE 'I' END) || '-' || (CASE WHEN ${ident(group)} = 0 THEN 'FOREIGN' ELSE 'US' END)`,
  };
}

/** What a set of scopes covers, in words (for the ingest summary). */
export function describeScopes(scopes: readonly string[]): string {
  const set = new Set(scopes);
  const geo = ['D', 'I'].filter((g) => [...set].some((s) => s.startsWith(`${g}-`)));
  const where = geo.length === 2 ? 'domestic + international' : geo[0] === 'D' ? 'domestic' : 'international';
  const foreign = [...set].some((s) => s.endsWith('-FOREIGN'));
  return `${where}, ${foreign ? 'all carriers' : 'US carriers'} (${[...set].sort().join(', ')})`;
}
