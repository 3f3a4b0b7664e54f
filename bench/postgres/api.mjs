// The minimal Fastify API over PostgreSQL that the comparison drives: the route endpoints of the catalog, single
// period or a range, `metrics` or the endpoint's base metrics, answered from the raw tables with the catalog's
// formulas and rounded as atss rounds. Anything else it cannot answer the same way is a 400 naming the reason, so
// a route mix it does not cover fails loudly instead of being measured on different work.
// Usage: node bench/postgres/api.mjs SOCKET_DIR PG_PORT HTTP_PORT [POOL_SIZE]
// (prints "ready on port N" when listening; HTTP_PORT 0 lets the kernel pick a free port)
import Fastify from 'fastify';
import pg from 'pg';
import { ANALYTICS_ENDPOINTS } from '../../dist/catalog/index.js';
import { UNIT_DECIMALS } from '../../dist/catalog/units.js';
import { roundedValue } from '../../dist/analytics/shape.js';
import { RAW_SOURCES } from './raw-quantities.mjs';
import { periodsSql, routeSql, unsupportedReason } from './route-sql.mjs';

const [socketDir, pgPort, httpPort, poolSize = '4'] = process.argv.slice(2);
const pool = new pg.Pool({
  host: socketDir,
  port: Number(pgPort),
  user: 'postgres',
  database: 'postgres',
  max: Number(poolSize),
});

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

/** First and last period of the request: a single period or a range (other time modes are not answered). */
function periodRange(query, grain) {
  const single = [int(query, 'year'), int(query, grain)];
  const range = [
    int(query, 'start_year'),
    int(query, `start_${grain}`),
    int(query, 'end_year'),
    int(query, `end_${grain}`),
  ];
  if (single.every((v) => v !== undefined)) return [...single, ...single];
  if (range.every((v) => v !== undefined)) return range;
  return badRequest(`only a single ${grain} or a ${grain} range is answered`);
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
  ...['quarter', 'month'].flatMap((g) => [g, `start_${g}`, `end_${g}`]),
]);
const statements = new Map();

async function answerRoute(endpoint, query) {
  const unknown = Object.keys(query).filter((name) => !ALLOWED.has(name));
  if (unknown.length) badRequest(`not answered by the comparison API: ${unknown.join(', ')}`);
  const repeated = Object.keys(query).filter((name) => typeof query[name] !== 'string');
  if (repeated.length) badRequest(`given twice: ${repeated.join(', ')}`);
  const { table, source } = sourceOf(endpoint);
  const grain = source.period;
  const otherGrain = grain === 'quarter' ? 'month' : 'quarter';
  if ([otherGrain, `start_${otherGrain}`, `end_${otherGrain}`].some((name) => name in query))
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
  const range = periodRange(query, grain);
  const periods = periodsBetween(range, grain).filter(([y, p]) => loaded.get(table)?.has(`${y}-${p}`));
  if (periods.length === 0)
    return { status: 404, body: { detail: 'none of the requested periods is loaded' } };

  const name = `${table}:${metrics.map((m) => m.id).join(',')}`;
  if (!statements.has(name)) statements.set(name, routeSql(metrics, table, source));
  const { rows } = await pool.query({
    name,
    text: statements.get(name),
    values: [origin, destination, ...range],
    rowMode: 'array',
  });
  const byPeriod = new Map(rows.map((row) => [`${row[0]}-${row[1]}`, row]));
  const resultOf = (row) =>
    Object.fromEntries(
      metrics.map((metric, i) => [
        metric.id,
        { value: roundedValue(row ? row[i + 2] : metric.additive ? 0 : null, UNIT_DECIMALS[metric.unit]) },
      ]),
    );
  const single = query.year !== undefined;
  return {
    status: 200,
    body: single
      ? { result: resultOf(byPeriod.get(`${range[0]}-${range[1]}`)) }
      : {
          results: periods.map(([year, period]) => ({
            year,
            [grain]: period,
            result: resultOf(byPeriod.get(`${year}-${period}`)),
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
