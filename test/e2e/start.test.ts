import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm start` as a new user runs it: an empty data directory, the built CLI (`npm test` builds it first),
 * a demo dataset generated and ingested, then the API served. A tiny demo scale keeps the test short.
 */
const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

describe('atss start', () => {
  it('builds the demo dataset into an empty data directory and serves it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'atss-start-'));
    dirs.push(dataDir);
    const port = 20_000 + (process.pid % 20_000);
    const child = spawn(
      process.execPath,
      [join(root, 'bin', 'atss.js'), 'start', '--data', dataDir, '--port', String(port)],
      {
        env: { ...process.env, ATSS_DEMO_SCALE: '0.001', ATSS_LOG_LEVEL: 'warn', HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    try {
      let ready: { status?: string } = {};
      for (let attempt = 0; attempt < 240 && ready.status !== 'ready'; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        ready = await fetch(`http://127.0.0.1:${port}/readyz`)
          .then((r) => r.json() as Promise<{ status?: string }>)
          .catch(() => ({}));
      }
      expect(ready.status).toBe('ready');
      const route = await fetch(
        `http://127.0.0.1:${port}/performance/breakdown?by=carrier&limit_results=true&limit=3`,
      );
      expect(route.status).toBe(200);
      const body = (await route.json()) as { meta: { mode: string; periods: unknown[] }; results: unknown[] };
      expect(body.meta.mode).toBe('range');
      expect(body.meta.periods).toHaveLength(12);
      const docs = await fetch(`http://127.0.0.1:${port}/docs`);
      expect(docs.status).toBe(200);
      // off a terminal: one plain line per build phase, one when built, then one saying where everything is
      expect(stderr).toMatch(
        /^Building the demo dataset: generating BTS files\.\.\.\nBuilding the demo dataset: ingesting them\.\.\.\nDemo dataset built in \d+ s\n$/,
      );
      const url = `http://127.0.0.1:${port}`;
      const explorer = (await fetch(`${url}/explore`)).status === 200 ? `, explorer at ${url}/explore` : '';
      expect(stdout).toBe(`atss is serving the API at ${url}: docs at ${url}/docs${explorer}\n`);
    } finally {
      child.kill('SIGTERM');
    }
  }, 150_000);
});
