import { join } from 'node:path';
import { tableFiles, type Manifest } from '../storage/manifest.js';
import { HUB_THRESHOLDS, type TableId } from '../storage/schema.js';
import { sqlString } from './sql.js';

/** Country codes of the airports whose enplanements count as US ones (the states and the US territories). */
const US_COUNTRIES = ['US', 'PR', 'VI', 'GU', 'AS', 'MP', 'UM'];

/** Tables whose change makes the hub classes stale. */
export const HUB_INPUTS: readonly TableId[] = ['t100_segment', 'airports', 'airport_roles'];

function reader(dataDir: string, manifest: Manifest, table: TableId): string | undefined {
  const files = tableFiles(manifest, table).map((file) => sqlString(join(dataDir, file)));
  return files.length === 0 ? undefined : `read_parquet([${files.join(', ')}])`;
}

/**
 * The airport_hubs rows (docs/API-CONTRACT.md §1) over every T-100 segment partition of `manifest`: per calendar
 * year, each origin airport's passengers (enplanements) and its share of all US enplanements; hub class
 * L >= 1%, M >= 0.25%, S >= 0.05%, N below; role P at 10,000 enplanements or more, else R or G when the
 * airport-roles file lists it so. Airports the airports reference places outside the US are left out (without
 * that reference every origin counts). Undefined when the manifest has no T-100 segment data.
 */
export function airportHubsSelect(dataDir: string, manifest: Manifest): string | undefined {
  const segments = reader(dataDir, manifest, 't100_segment');
  if (segments === undefined) return undefined;
  const airports = reader(dataDir, manifest, 'airports');
  const roles = reader(dataDir, manifest, 'airport_roles');
  const foreign = airports
    ? `WHERE origin NOT IN (SELECT iata FROM ${airports} WHERE country IS NOT NULL AND country NOT IN (${US_COUNTRIES.map(sqlString).join(', ')}))`
    : '';
  const share = 'e.enplanements / t.total';
  return `WITH e AS (SELECT year, origin AS iata, sum(passengers) AS enplanements FROM ${segments} ${foreign} GROUP BY 1, 2),
    t AS (SELECT year, sum(enplanements) AS total FROM e GROUP BY 1 HAVING sum(enplanements) > 0),
    r AS (${roles ? `SELECT iata, role FROM ${roles} WHERE role IN ('R', 'G')` : 'SELECT NULL::VARCHAR AS iata, NULL::VARCHAR AS role WHERE false'})
  SELECT e.year, e.iata, e.enplanements, ${share} AS share,
    CASE WHEN ${share} >= ${HUB_THRESHOLDS.large} THEN 'L'
         WHEN ${share} >= ${HUB_THRESHOLDS.medium} THEN 'M'
         WHEN ${share} >= ${HUB_THRESHOLDS.small} THEN 'S' ELSE 'N' END AS hub_class,
    CASE WHEN e.enplanements >= ${HUB_THRESHOLDS.primaryEnplanements} THEN 'P' ELSE r.role END AS role
  FROM e JOIN t USING (year) LEFT JOIN r USING (iata)`;
}
