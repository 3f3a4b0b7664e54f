// Where the route index's bytes go (issue #28): builds the index of a store (default scope, as `atss serve`
// does) and prints, per source, its rows and the bytes of its route keys, periods, dimensions and each
// measure (with its storage type), then the process's RSS before and after the build and its peak (VmHWM), and
// what V8 holds (heap, array buffers) after a full collection when run with --expose-gc.
// Usage: node [--expose-gc] bench/route-index-bytes.mjs DATA_DIR (after a build)
import { readFileSync } from 'node:fs';
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
      periods_mb: mb(table.periodCodes.byteLength),
      dimensions_mb: mb([...table.dimensions.values()].reduce((t, c) => t + dimensionBytes(c), 0)),
      measures,
      // issue #45: the route rollup's fare histograms per row (entries, bytes, passengers' storage)
      histograms: Object.fromEntries(
        [...table.histograms].map(([name, h]) => [
          name,
          {
            entries: h.buckets.length,
            mb: mb(h.bytes),
            passengers: h.passengers.storage,
            build_ms: Math.round(h.buildMs),
          },
        ]),
      ),
      build_ms: Math.round(table.buildMs),
    }),
  );
}
const statusMb = (field) =>
  Math.round(
    Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024,
  );
globalThis.gc?.();
const memory = process.memoryUsage();
console.log(
  JSON.stringify({
    total_mb: mb(index.bytes),
    build_s: +(index.buildMs / 1000).toFixed(1),
    rss_before_mb: mb(rssBefore),
    rss_after_mb: mb(memory.rss),
    rss_growth_mb: mb(memory.rss - rssBefore),
    peak_rss_mb: statusMb('VmHWM'),
    ...(globalThis.gc
      ? { heap_used_mb: mb(memory.heapUsed), array_buffers_mb: mb(memory.arrayBuffers) }
      : {}),
  }),
);
await opened.engine.close();
await backend.close();
