import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The layers of src/, bottom to top; a folder may import only the folders listed for it in MAY_IMPORT, each of
 * which stands below it here (checked below), so the import graph has no circle and nothing imports upwards:
 * problems, storage and zip (reading zip archives); catalog; sql (whose dialect files engines read); engines; reference; query; route-index (the in-memory route
 * executor); backends (one per engine: dialect + engine + opening a data version); then the transport-free
 * core: serving (data versions, the snapshot a request holds), analytics (prepare -> execute -> shape) and
 * lists (the reference lists); then the two doors, http and mcp, which never import each other (the
 * composition root, server.ts, mounts MCP's POST /mcp on the HTTP server); ingest and generate beside the
 * server (storage only; ingest also the dialect files of sql/, for the column types it writes, and engines/ for the
 * rollup files it writes beside each partition), publish
 * (loading a data version into an external engine) and fetch (downloads, then ingest). The composition root
 * (main, cli, demo, server, logging) imports the layers. config.ts and settings.ts (the settings, read by config.ts) import
 * no folder of src/ and may be imported anywhere. Each
 * folder's README says the same.
 */
const LAYERS = [
  'problems',
  'storage',
  'zip',
  'catalog',
  'sql',
  'engines',
  'reference',
  'query',
  'route-index',
  'backends',
  'serving',
  'analytics',
  'lists',
  'http',
  'mcp',
  'ingest',
  'generate',
  'publish',
  'fetch',
];
const MAY_IMPORT = {
  problems: [],
  storage: [],
  // reading zip archives (yauzl + node:zlib), for ingest and fetch
  zip: [],
  engines: ['storage', 'problems'],
  catalog: ['storage'],
  sql: ['catalog', 'storage'],
  reference: ['engines', 'storage'],
  query: ['catalog', 'sql', 'storage', 'problems', 'reference'],
  // the in-memory route executor: built through the QueryEngine interface, evaluating the plan's catalog
  // expressions; serving/ builds it when a data version opens and analytics/ runs it when the planner chooses it
  'route-index': ['query', 'catalog', 'sql', 'storage', 'engines'],
  backends: ['engines', 'sql', 'storage', 'problems'],
  // data versions: opening one through a Backend, swapping, the snapshot each answer holds
  serving: ['route-index', 'reference', 'engines', 'sql', 'storage'],
  // one answer pipeline under both doors: prepare (query/) -> execute (route index or engine) -> shape
  analytics: [
    'serving',
    'query',
    'route-index',
    'catalog',
    'sql',
    'storage',
    'reference',
    'engines',
    'problems',
  ],
  lists: ['query', 'catalog', 'reference', 'problems'],
  // the two doors: each translates its protocol onto the core; neither imports the other
  http: ['serving', 'analytics', 'lists', 'query', 'catalog', 'storage', 'problems', 'engines'],
  mcp: ['serving', 'analytics', 'lists', 'query', 'catalog', 'storage', 'problems', 'engines'],
  // engines: a partition's rollup files are summed by the server's own SQL (engines/duckdb/rollup-files.ts)
  ingest: ['storage', 'problems', 'zip', 'engines'],
  generate: ['storage'],
  publish: ['engines', 'sql', 'storage', 'problems'],
  // downloads BTS files, then ingests them: the one part of atss that talks to the network (NETWORK_CLIENTS)
  fetch: ['ingest', 'storage', 'problems', 'zip'],
};

/** The global fetch (Node's HTTP client) is for fetch/ only: the BTS downloads; publish/ and engines/ reach ClickHouse through its client. */
const NETWORK_CLIENT_RULES = {
  files: ['src/**/*.ts'],
  ignores: ['src/fetch/**'],
  rules: {
    'no-restricted-globals': [
      'error',
      {
        name: 'fetch',
        message: 'only src/fetch/ talks to the network (issue #30): BTS downloads live there',
      },
    ],
  },
};
/**
 * Type-only imports a layer may make of a folder below it that it may not otherwise import (serving opens data
 * versions through the Backend interface; mcp's stdio door receives a Backend).
 */
const TYPES_FROM = { serving: ['backends'], mcp: ['backends'] };
/**
 * Layers that may import the dialect files of sql/ (and nothing else there): an engine adapter reads the
 * column types its dialect stores, and ingest writes the Parquet store with the DuckDB dialect's column types
 * (the storage types of storage/schema.ts are neutral); ingest and the generator quote the file paths their own
 * DuckDB instances read and write with the DuckDB dialect's string literal, and publish and the shard check
 * write ClickHouse literals with the dialect's renderer; the engines take the value type `SqlValue` of
 * plan.ts. The dialect files import only storage/ and the rest of sql/.
 */
const DIALECT_FILES = ['dialect', 'duckdb', 'clickhouse', 'clickhouse-literals', 'plan'];
const DIALECTS_FROM = ['engines', 'ingest', 'generate'];

/**
 * The backend boundary: http/, query/ and sql/ never name an engine. They reach an engine only through the
 * QueryEngine interface, the neutral engine errors and the Backend interface; only the dialect files of
 * sql/ (duckdb.ts, clickhouse.ts and the files they compose) know an engine's SQL, and they import no engine.
 */
const ENGINE_NEUTRAL = ['http', 'mcp', 'query', 'sql', 'route-index', 'serving', 'analytics', 'lists'];
const ENGINE_NAMES = [
  {
    regex: '^(\\.\\./)+engines/(?!engine\\.js$|errors\\.js$)',
    message: 'only engines/engine.ts and engines/errors.ts are engine-neutral: choose an engine in backends/',
  },
  {
    regex: '^@duckdb/|^@clickhouse/',
    message: 'a database client is imported only under engines/ and publish/',
  },
];

/** Every import a layer may make goes down the LAYERS order: no circle, nothing upwards. */
for (const [layer, allowed] of Object.entries(MAY_IMPORT)) {
  const dialects = DIALECTS_FROM.includes(layer) ? ['sql'] : [];
  for (const other of [...allowed, ...(TYPES_FROM[layer] ?? []), ...dialects]) {
    if (LAYERS.indexOf(other) >= LAYERS.indexOf(layer)) {
      throw new Error(`eslint.config.js: ${layer}/ may not import ${other}/, which does not stand below it`);
    }
  }
}

const layerRules = Object.entries(MAY_IMPORT).map(([layer, allowed]) => {
  const forbidden = LAYERS.filter((other) => other !== layer && !allowed.includes(other));
  const typesOnly = TYPES_FROM[layer] ?? [];
  const dialectsOnly = DIALECTS_FROM.includes(layer) ? ['sql'] : [];
  const pattern = (folders, allowTypeImports) => ({
    regex: `^(\\.\\./)+(${folders.join('|')})/`,
    message: `${layer}/ may import only ${allowed.join(', ') || 'nothing from src/'} (see eslint.config.js LAYERS)`,
    allowTypeImports,
  });
  return {
    files: [`src/${layer}/**/*.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            pattern(
              forbidden.filter((f) => !typesOnly.includes(f) && !dialectsOnly.includes(f)),
              false,
            ),
            ...(typesOnly.length ? [pattern(typesOnly, true)] : []),
            ...(dialectsOnly.length
              ? [
                  {
                    regex: `^(\\.\\./)+sql/(?!(${DIALECT_FILES.join('|')})\\.js$)`,
                    message: `${layer}/ may import only the dialect files of sql/ (see eslint.config.js DIALECTS_FROM)`,
                  },
                ]
              : []),
            {
              regex: '^(\\.\\./)+((main|cli|server|logging)\\.js$|demo/)',
              message:
                'the composition root (main, cli, server, logging, demo/) imports the layers, not the reverse',
            },
            ...(ENGINE_NEUTRAL.includes(layer) ? ENGINE_NAMES : []),
          ],
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'clients/typescript/dist/**',
      'clients/typescript/src/generated/**',
      'data/**',
      'bench/data/**',
      'coverage/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  ...layerRules,
  {
    // no function over 80 lines: split by meaning (issue #41); test files are left out, whose describe callbacks
    // group cases rather than compute, and the generated client is ignored above
    files: ['src/**/*.ts', 'explorer/**/*.ts', 'bench/**/*.mjs', 'scripts/**/*.mjs', 'bin/**/*.js'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // the settings are read everywhere, so they import nothing of src/ (no circle through them)
    files: ['src/config.ts', 'src/settings.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\./(?!settings\\.js$)',
              message: 'config.ts and settings.ts import nothing of src/ but settings.ts',
            },
          ],
        },
      ],
    },
  },
  NETWORK_CLIENT_RULES,
  {
    // Tests read JSON bodies of arbitrary shape; asserting on them is the point.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
);
