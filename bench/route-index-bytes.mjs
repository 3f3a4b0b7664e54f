// Where the route index's bytes go (issue #28): builds the index of a store (default scope, as `atss serve`
// does) and prints, per source, its rows and the bytes of its route keys, periods, dimensions and each
// measure (with its storage type). Usage: node bench/route-index-bytes.mjs DATA_DIR (after a build)
import { duckdbBackend } from '../dist/backends/duckdb.js';
import { buildRouteIndex } from '../dist/route-index/build.js';
import { dimensionBytes } from '../dist/route-index/columns.js';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: node bench/route-index-bytes.mjs DATA_DIR');
const backend = duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 2 });
const opened = await backend.openCurrent();
const rssBefore = process.memoryUsage().rss;
const index = await buildRouteIndex(opened.engine, opened.dialect, opened.manifest);
const mb = (bytes) => +(bytes / 1e6).toFixed(1);
const sources = [...index.tables.values()].sort((a, b) => b.bytes - a.bytes);
for (const table of sources) {
  let keys = table.routeStarts.byteLength;
  for (const key of table.routes.keys()) keys += 2 * key.length + 64;
  const measures = Object.fromEntries(
    [...table.measures].map(([name, column]) => [name, `${column.storage} ${mb(column.byteLength)}`]),
  );
  console.log(
    JSON.stringify({
      source: table.name,
      rows: table.rows,
      routes: table.routes.size,
      mb: mb(table.bytes),
      route_keys_mb: mb(keys),
      periods_mb: mb([...table.periods.values()].reduce((t, c) => t + c.byteLength, 0)),
      dimensions_mb: mb([...table.dimensions.values()].reduce((t, c) => t + dimensionBytes(c), 0)),
      measures,
    }),
  );
}
console.log(
  JSON.stringify({
    total_mb: mb(index.bytes),
    build_s: +(index.buildMs / 1000).toFixed(1),
    rss_growth_mb: mb(process.memoryUsage().rss - rssBefore),
  }),
);
await opened.engine.close();
await backend.close();
