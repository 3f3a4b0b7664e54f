import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

/**
 * The layers of src/, bottom to top: problems, storage and zip; engines and catalog; sql (and reference);
 * query; route-index (the in-memory route executor); http and mcp (two front ends: mcp builds on http's shaping, http mounts POST /mcp); the
 * composition root (main, cli, demo). A folder may import only the folders listed for it; ingest and
 * generate stand beside the server and use storage only (ingest also the dialect files of sql/, for the column types it writes); backends (one per engine: dialect + engine +
 * opening a data version) and publish (loading a data version into an external engine) stand beside http
 * and below the composition root. config.ts imports nothing and may be imported anywhere. Each folder's
 * README says the same.
 */
const LAYERS = [
  'problems',
  'storage',
  'zip',
  'engines',
  'catalog',
  'sql',
  'reference',
  'query',
  'route-index',
  'http',
  'mcp',
  'ingest',
  'generate',
  'backends',
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
  reference: ['engines'],
  query: ['catalog', 'sql', 'storage', 'problems', 'reference'],
  // the in-memory route executor: built through the QueryEngine interface, evaluating the plan's catalog
  // expressions; http/ builds it when a data version opens and runs it when the planner chooses it
  'route-index': ['query', 'catalog', 'sql', 'storage', 'engines'],
  // MCP is a second front end built on the HTTP layer's context, shaping and reference lists; http/app.ts in
  // turn mounts its POST /mcp route (the one import of mcp/ from http/).
  mcp: ['http', 'query', 'catalog', 'sql', 'storage', 'problems', 'reference', 'engines'],
  http: ['query', 'route-index', 'catalog', 'sql', 'storage', 'problems', 'reference', 'engines', 'mcp'],
  ingest: ['storage', 'problems', 'zip'],
  generate: ['storage'],
  backends: ['engines', 'sql', 'storage', 'problems'],
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
 * Type-only imports a layer may make of a folder beside it (sql binds the engine's value type; http and mcp
 * open data versions through the Backend interface).
 */
const TYPES_FROM = { sql: ['engines'], http: ['backends'], mcp: ['backends'] };
/**
 * Layers that may import the dialect files of sql/ (and nothing else there): an engine adapter reads the
 * column types its dialect stores, and ingest writes the Parquet store with the DuckDB dialect's column types
 * (the storage types of storage/schema.ts are neutral). The dialect files import only storage/ types.
 */
const DIALECT_FILES = ['dialect', 'clickhouse'];
const DIALECTS_FROM = ['engines', 'ingest'];

/**
 * The backend boundary: http/, query/ and sql/ never name an engine. They reach an engine only through the
 * QueryEngine interface, the neutral engine errors and the Backend interface; only the dialect files of
 * sql/ (dialect.ts, clickhouse.ts) know an engine's SQL, and they import no engine.
 */
const ENGINE_NEUTRAL = ['http', 'query', 'sql', 'route-index'];
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
              regex: '^(\\.\\./)+(main|cli|demo)\\.js$',
              message: 'the composition root imports the layers, not the reverse',
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
