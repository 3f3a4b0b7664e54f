// The minimal Fastify API over PostgreSQL that the comparison drives: the route endpoints of the catalog, a single
// period, a range or specific periods, `combine_periods`, `compare=previous_year`, the route filters of
// raw-quantities.mjs, `metrics` or the endpoint's base metrics, answered from the raw tables with the catalog's
// formulas and rounded as atss rounds. Anything else it cannot answer the same way is a 400 naming the reason, so
// a route mix it does not cover fails loudly instead of being measured on different work.
// Usage: node bench/postgres/api.mjs SOCKET_DIR PG_PORT HTTP_PORT [POOL_SIZE [unprepared]]
// (`unprepared`: every statement parsed and planned again on each request, to measure what preparing buys)
// (prints "ready on port N" when listening; HTTP_PORT 0 lets the kernel pick a free port)
import Fastify from 'fastify';
import pg from 'pg';
import { ANALYTICS_ENDPOINTS } from '../../dist/catalog/index.js';
import { SHARE_DECIMALS, UNIT_DECIMALS } from '../../dist/catalog/units.js';
import { changePct } from '../../dist/analytics/comparison.js';
import { roundedValue } from '../../dist/analytics/shape.js';
import { RAW_SOURCES } from './raw-quantities.mjs';
import { periodsSql, routeSql, unsupportedReason } from './route-sql.mjs';

const [socketDir, pgPort, httpPort, poolSize = '8', preparing = 'prepared'] = process.argv.slice(2);
const pool = new pg.Pool({
  host: socketDir,
  port: Number(pgPort),
  user: 'postgres',
  database: 'postgres',
  max: Number(poolSize),
});
// an idle connection the server closes (the benchmark stops the cluster when it ends) is dropped by the pool
pool.on('error', () => undefined);

/** The stored table an endpoint reads that has raw rows here (tickets: DB1B; DB1C is not loaded). */
const sourceOf = (endpoint) => {
  const table = endpoint.family.sources.map((s) => s.table).find((t) => t in RAW_SOURCES);
  return table ? { table, source: RAW_SOURCES[table] } : undefined;
};
const ROUTES = new Map(
  ANALYTICS_ENDPOINTS.filter((e) => e.kind === 'route' && sourceOf(e)).map((e) => [e.path, e]),
);

/** Loaded periods per table (`year-period`), read once: an answer lists only loaded periods, as atss does. */
const loaded = new Map();
for (const [table, source] of Object.entries(RAW_SOURCES)) {
  const exists = await pool.query('SELECT to_regclass($1) AS oid', [table]);
  if (!exists.rows[0].oid) continue;
  const { rows } = await pool.query(periodsSql(table, source));
  loaded.set(table, new Set(rows.map((r) => `${r.year}-${r.period}`)));
}

class BadRequest extends Error {}
const badRequest = (message) => {
  throw new BadRequest(message);
};

const int = (query, name) => {
  const text = query[name];
  if (text === undefined) return undefined;
  if (!/^\d+$/.test(text)) badRequest(`${name} must be an integer`);
  return Number(text);
};

/** A single period, a range or specific periods (`quarters`/`months` of every year from start to end year). */
function requestedPeriods(query, grain) {
  const single = [int(query, 'year'), int(query, grain)];
  const range = [
    int(query, 'start_year'),
    int(query, `start_${grain}`),
    int(query, 'end_year'),
    int(query, `end_${grain}`),
  ];
  const indices = query[`${grain}s`];
  if (single.every((v) => v !== undefined)) return { mode: 'single', periods: [single] };
  if (range.every((v) => v !== undefined)) return { mode: 'range', periods: periodsBetween(range, grain) };
  const [firstYear, lastYear] = [int(query, 'start_year'), int(query, 'end_year')];
  if (indices !== undefined && firstYear !== undefined && lastYear !== undefined) {
    const list = indices
      .split(',')
      .map((text) => (/^\d+$/.test(text) ? Number(text) : badRequest(`bad ${grain}s`)));
    if (lastYear - firstYear > 5) badRequest('more than five years of specific periods');
    const periods = [];
    for (let year = firstYear; year <= lastYear; year++)
      for (const index of [...new Set(list)].sort((a, b) => a - b)) periods.push([year, index]);
    return { mode: 'specific', periods };
  }
  return badRequest(`only a single ${grain}, a ${grain} range or specific ${grain}s are answered`);
}

/** More periods than any family's cap (60 months): a range past it is refused before it is enumerated. */
const MAX_PERIODS = 60;

/** Every period from first to last, as `[year, period]`. */
function periodsBetween([firstYear, first, lastYear, last], grain) {
  const perYear = grain === 'quarter' ? 4 : 12;
  const count = (lastYear - firstYear) * perYear + last - first + 1;
  if (count > MAX_PERIODS) badRequest(`a range of ${count} ${grain}s is over ${MAX_PERIODS}`);
  const periods = [];
  for (let k = firstYear * perYear + first - 1; k <= lastYear * perYear + last - 1; k++)
    periods.push([Math.floor(k / perYear), (k % perYear) + 1]);
  return periods;
}

const ALLOWED = new Set([
  'origin',
  'destination',
  'metrics',
  'year',
  'start_year',
  'end_year',
  'compare',
  'combine_periods',
  ...['quarter', 'month'].flatMap((g) => [g, `start_${g}`, `end_${g}`, `${g}s`]),
]);
/** Prepared statements by shape (table, metrics, filter columns, combined): their name and text. */
const statements = new Map();

/** A filter value as the stored column holds it: a coded value's alias resolved, codes upper-cased. */
function filterValue(dimension, text) {
  const kind = dimension.kind;
  if (kind.type === 'coded') {
    const code = Object.hasOwn(kind.aliases ?? {}, text) ? kind.aliases[text] : text;
    const codes = kind.codes ?? Object.keys(kind.labels);
    return codes.includes(code) ? String(code) : badRequest(`${dimension.id}: unknown value ${text}`);
  }
  if (kind.type === 'carrier') return text.toUpperCase();
  return text;
}

/** The metric rows of one statement: `year-period` -> row (or `0-0` for a combined answer). */
async function metricRows(name, text, values) {
  const statement = preparing === 'unprepared' ? { text } : { name, text };
  const { rows } = await pool.query({ ...statement, values, rowMode: 'array' });
  return new Map(rows.map((row) => [`${row[0]}-${row[1]}`, row]));
}

const ordinal = ([year, period]) => year * 100 + period;

/** One result object: each metric's rounded value, and with `earlier` (compare) its previous value and change. */
function routeResult(metrics, row, earlier) {
  const valueOf = (source, metric, i) => (source ? source[i + 2] : metric.additive ? 0 : null);
  return Object.fromEntries(
    metrics.map((metric, i) => {
      const raw = valueOf(row, metric, i);
      const decimals = UNIT_DECIMALS[metric.unit];
      if (!earlier) return [metric.id, { value: roundedValue(raw, decimals) }];
      const previous = earlier.known ? valueOf(earlier.row, metric, i) : null;
      return [
        metric.id,
        {
          value: roundedValue(raw, decimals),
          previous: roundedValue(previous, decimals),
          change_pct: roundedValue(changePct(typeof raw === 'number' ? raw : null, previous), SHARE_DECIMALS),
        },
      ];
    }),
  );
}

/** The route request's parts this API answers, or a 400 for anything it does not. */
function routeRequest(endpoint, query) {
  const { table, source } = sourceOf(endpoint);
  const filters = endpoint.filters.filter((f) => f.id in query && f.column in (source.filters ?? {}));
  const unknown = Object.keys(query).filter(
    (name) => !ALLOWED.has(name) && !filters.some((f) => f.id === name),
  );
  if (unknown.length) badRequest(`not answered by the comparison API: ${unknown.join(', ')}`);
  const repeated = Object.keys(query).filter((name) => typeof query[name] !== 'string');
  if (repeated.length) badRequest(`given twice: ${repeated.join(', ')}`);
  const grain = source.period;
  const otherGrain = grain === 'quarter' ? 'month' : 'quarter';
  if (
    [otherGrain, `start_${otherGrain}`, `end_${otherGrain}`, `${otherGrain}s`].some((name) => name in query)
  )
    badRequest(`this API answers ${table} by ${grain} only`);
  const [origin, destination] = ['origin', 'destination'].map((name) => {
    const code = String(query[name] ?? '').toUpperCase();
    return /^[A-Z0-9]{3}$/.test(code) ? code : badRequest(`${name} must be an airport code`);
  });
  const ids = query.metrics ? query.metrics.split(',').map((m) => m.trim()) : endpoint.baseMetrics;
  const metrics = ids.map(
    (id) => endpoint.metrics.find((m) => m.id === id) ?? badRequest(`unknown metric ${id}`),
  );
  for (const metric of metrics) {
    const reason = unsupportedReason(metric, source);
    if (reason) badRequest(reason);
  }
  return { table, source, filters, grain, origin, destination, metrics };
}

async function answerRoute(endpoint, query) {
  const { table, source, filters, grain, origin, destination, metrics } = routeRequest(endpoint, query);
  const compare = query.compare === 'previous_year';
  if (query.compare !== undefined && !compare) badRequest('compare must be previous_year');
  const combined = query.combine_periods === 'true';
  const isLoaded = ([y, p]) => loaded.get(table)?.has(`${y}-${p}`);
  const requested = requestedPeriods(query, grain);
  const periods = requested.periods.filter(isLoaded);
  if (periods.length === 0)
    return { status: 404, body: { detail: 'none of the requested periods is loaded' } };
  const earlier = compare ? periods.map(([y, p]) => [y - 1, p]) : [];
  const earlierLoaded = earlier.filter(isLoaded);
  // a combined answer compares with the earlier periods only when all of them are loaded, as atss does
  const comparable = combined ? earlierLoaded.length === earlier.length && earlier.length > 0 : true;

  const filterColumns = filters.map((f) => f.column);
  const shape = `${table}:${metrics.map((m) => m.id).join(',')}:${filterColumns.join(',')}:${combined}`;
  if (!statements.has(shape))
    statements.set(shape, {
      // PostgreSQL keeps 63 characters of a statement name: a short one per statement shape
      name: `route_${statements.size}`,
      text: routeSql(metrics, table, source, filterColumns, combined),
    });
  const { name, text } = statements.get(shape);
  const filterValues = filters.map((f) => filterValue(f, query[f.id]));
  const run = (list) => {
    const sorted = [...list].sort((a, b) => ordinal(a) - ordinal(b));
    const [first, last] = [sorted[0], sorted.at(-1)];
    return metricRows(name, text, [
      origin,
      destination,
      ...first,
      ...last,
      sorted.map(ordinal),
      ...filterValues,
    ]);
  };
  // one statement for both years of a per-period answer; a combined one sums each year's periods apart
  const [rows, earlierRows] = combined
    ? await Promise.all([run(periods), compare && comparable ? run(earlierLoaded) : new Map()])
    : [await run([...periods, ...earlierLoaded]), undefined];
  const previousRows = earlierRows ?? rows;
  const earlierSet = new Set(earlierLoaded.map(([y, p]) => `${y}-${p}`));

  const resultOf = (key, earlierKey) =>
    routeResult(
      metrics,
      rows.get(key),
      compare && {
        known: combined ? comparable : earlierSet.has(earlierKey),
        row: previousRows.get(earlierKey),
      },
    );
  if (combined) return { status: 200, body: { result: resultOf('0-0', '0-0') } };
  const keyOf = ([y, p]) => `${y}-${p}`;
  if (requested.mode === 'single')
    return {
      status: 200,
      body: { result: resultOf(keyOf(periods[0]), `${periods[0][0] - 1}-${periods[0][1]}`) },
    };
  return {
    status: 200,
    body: {
      results: periods.map(([year, period]) => ({
        year,
        [grain]: period,
        result: resultOf(`${year}-${period}`, `${year - 1}-${period}`),
      })),
    },
  };
}

const app = Fastify({ logger: false });
app.addHook('onRequest', async (request) => {
  request.startedAt = process.hrtime.bigint();
});
app.addHook('onSend', async (request, reply) => {
  const ms = Number(process.hrtime.bigint() - request.startedAt) / 1e6;
  reply.header('server-timing', `app;dur=${ms.toFixed(3)}`);
});
app.get('/readyz', async () => ({ status: 'ready' }));
app.get('/*', async (request, reply) => {
  const endpoint = ROUTES.get(request.url.split('?')[0]);
  if (!endpoint)
    return reply.code(404).send({ detail: `not answered by the comparison API: ${request.url}` });
  try {
    const { status, body } = await answerRoute(endpoint, request.query);
    return reply.code(status).send(body);
  } catch (error) {
    if (error instanceof BadRequest) return reply.code(400).send({ detail: error.message });
    throw error;
  }
});
await app.listen({ host: '127.0.0.1', port: Number(httpPort) });
console.log(`ready on port ${app.server.address().port}`);
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, () => {
    void app.close().then(() => pool.end());
  });
