import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // generous bounds: a test is never a measure of speed, and the machine may be at load 20 (test/README.md)
    testTimeout: 300_000,
    hookTimeout: 600_000,
    pool: 'forks',
    // the run's one generated dataset (shared read-only) and scratch folder: test/support/dataset.ts
    globalSetup: ['test/support/global-dataset.ts'],
  },
});
