import { describe, expect, it } from 'vitest';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { LiveContext } from '../../src/serving/live-context.js';
import { sharedDataset } from '../support/dataset.js';

/**
 * Issue #43 point 5: the route index build has its own query deadline. With a request timeout far shorter than
 * any of its scans (1 ms: every request query is interrupted), the index is still built, on the first attempt.
 */
describe('the route index build under a very short query timeout', () => {
  it('builds the index anyway', async () => {
    const context = await LiveContext.open(
      duckdbBackend({
        dataDir: sharedDataset().dataDir,
        engineConnections: 2,
        engineThreads: 1,
        queryTimeoutMs: 1,
      }),
      undefined,
      { routeIndexRetry: { firstDelayMs: 600_000, maxDelayMs: 600_000 } },
    );
    try {
      // a failed first attempt would wait 10 minutes for its retry: the bound of this wait catches it
      const settled = await Promise.race([
        context.routeIndexSettled().then(() => 'settled'),
        new Promise((resolve) => setTimeout(() => resolve('still building'), 300_000)),
      ]);
      expect(settled).toBe('settled');
      expect(context.current().routeIndex).toBeDefined();
      expect(context.routeIndexBuild()).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});
