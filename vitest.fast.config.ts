import { defineConfig } from 'vitest/config';

/**
 * The fast tier (`npm run test:fast`): unit tests, golden SQL and the docs' links: pure modules and small
 * hand-written inputs, no generated dataset, no server process, no component. `npm test` runs these too, with
 * everything else (vitest.config.ts).
 */
export default defineConfig({
  test: {
    include: [
      'src/**/*.test.ts',
      'test/unit/**/*.test.ts',
      'test/golden/**/*.test.ts',
      'test/docs/**/*.test.ts',
    ],
    testTimeout: 900_000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
