import { conditionColumnsOf } from '../catalog/expressions.js';
import { ANALYTICS_ENDPOINTS } from '../catalog/index.js';
import { isRoutePlace } from '../storage/rollups.js';
import type { TableId } from '../storage/schema.js';

/**
 * The columns a route request on a stored table can test besides its route and periods, read from the catalog's
 * route endpoints: each filter (airport attributes excepted: the engine joins the hub table for them), each
 * condition of a conditional sum (fare-class shares) and each carrier column a concentration metric splits
 * by. The route index keeps one facet per column (the route rollup kept by that column too), so a route with
 * one of them is answered without the engine. The route's own places (airports, city markets) are no facet.
 */
export function routeFacetColumns(table: TableId): string[] {
  const columns = ANALYTICS_ENDPOINTS.filter((endpoint) => endpoint.kind === 'route').flatMap((endpoint) =>
    endpoint.family.sources
      .filter((source) => source.table === table)
      .flatMap((source) => {
        const served = (item: { readonly datasets?: readonly string[] }) =>
          item.datasets === undefined || item.datasets.includes(source.dataset);
        return [
          ...endpoint.filters
            .filter((filter) => served(filter) && filter.airportAttribute === undefined)
            .map((filter) => filter.column),
          ...endpoint.metrics
            .filter(served)
            .flatMap((metric) => [
              ...conditionColumnsOf(metric.expr),
              ...(metric.distribution?.kind === 'concentration'
                ? [metric.distribution.carrier[source.dataset] ?? []].flat()
                : []),
            ]),
        ];
      }),
  );
  // a route's city markets stand in place of its airports, never beside them: no facet to keep
  return [...new Set(columns)].filter((column) => !isRoutePlace(column));
}
