import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // bounds that only catch a hang: a test is never a measure of speed, and the machine may be at load 20
    // (test/README.md); a test sets no lower bound of its own
    testTimeout: 900_000,
    hookTimeout: 900_000,
    pool: 'forks',
    // two test files at once (vitest's default on 2 cores is one): much of a test's time is spent waiting on
    // child processes, servers and sockets
    maxWorkers: 2,
    // the run's one generated dataset (shared read-only) and scratch folder: test/support/dataset.ts
    globalSetup: ['test/support/global-dataset.ts'],
  },
});
