import { createHash } from 'node:crypto';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/http/app.js';
import type { DataSnapshot } from '../../src/serving/context.js';
import { openSnapshot, staticContext } from '../../src/serving/snapshot.js';
import { duckdbBackend } from '../../src/backends/duckdb.js';
import { startEmptyServer } from '../support/empty-server.js';

/**
 * Issue #23 serving point 7: page security headers, OPTIONS and CONNECT answered as problems,
 * `If-None-Match: *`, and reference search in Unicode normal form.
 */
const { dataDir } = inject('dataset');
let snapshot: DataSnapshot;
let app: FastifyInstance;

beforeAll(async () => {
  snapshot = await openSnapshot(duckdbBackend({ dataDir, engineConnections: 2, engineThreads: 1 }));
  app = await buildApp({ context: staticContext(snapshot) });
});
afterAll(async () => {
  await app.close();
  await snapshot.engine.close();
});

const directives = (policy: string): Map<string, string> =>
  new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );

describe('HTML pages', () => {
  it.each(['/docs', '/explore'])(
    '%s forbids framing and inline scripts, and allows its own handlers',
    async (path) => {
      const response = await app.inject(path);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-frame-options']).toBe('DENY');
      const policy = directives(String(response.headers['content-security-policy']));
      expect(policy.get('frame-ancestors')).toBe("'none'");
      expect(policy.get('default-src')).toBe("'none'");
      expect(policy.get('connect-src')).toBe("'self'");
      const scripts = policy.get('script-src') ?? '';
      expect(scripts.split(' ')[0]).toBe("'self'");
      expect(scripts).not.toContain("'unsafe-inline'");
      expect(scripts).not.toContain("'unsafe-eval'");
      // every inline event handler of the page (the explorer form's onsubmit) is allowed by its hash
      for (const [, handler = ''] of response.body.matchAll(/\son[a-z]+="([^"]*)"/g)) {
        expect(scripts).toContain(`'sha256-${createHash('sha256').update(handler).digest('base64')}'`);
      }
    },
  );

  it('keeps the JSON API free of page policies', async () => {
    const response = await app.inject('/support/carriers?limit=1');
    expect(response.headers['content-security-policy']).toBeUndefined();
  });
});

describe('OPTIONS', () => {
  it('answers an OPTIONS that is no CORS preflight with a 400 problem document', async () => {
    for (const headers of [
      {},
      { origin: 'https://example.org' },
      { 'access-control-request-method': 'GET' },
    ]) {
      const response = await app.inject({ method: 'OPTIONS', url: '/support/carriers', headers });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json()).toMatchObject({ type: '/problems/bad-request', status: 400 });
      expect(response.headers.allow).toBe('GET, HEAD, OPTIONS');
    }
  });

  it('still answers a preflight with 204 and the CORS headers', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/support/carriers',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });
});

describe('If-None-Match: *', () => {
  it('answers 304 with the validators where the resource exists, JSON and CSV', async () => {
    for (const url of [
      '/support/carriers?limit=2',
      '/support/airports?format=csv',
      '/performance/route?origin=ATL&destination=LAX&year=2025&month=6',
    ]) {
      const plain = await app.inject(url);
      expect(plain.statusCode, url).toBe(200);
      const response = await app.inject({ url, headers: { 'if-none-match': '*' } });
      expect(response.statusCode, url).toBe(304);
      expect(response.body, url).toBe('');
      expect(response.headers.etag, url).toBe(plain.headers.etag);
    }
  });

  it('changes nothing where there is no representation: errors keep their status', async () => {
    const invalid = await app.inject({
      url: '/performance/route?origin=ATL&destination=LAX&year=1900&month=6',
      headers: { 'if-none-match': '*' },
    });
    expect(invalid.statusCode).toBe(400);
    const missing = await app.inject({ url: '/nowhere', headers: { 'if-none-match': '*' } });
    expect(missing.statusCode).toBe(404);
  });
});

describe('reference search', () => {
  it('matches q in NFKC form, case-folded: full-width and mixed-case text find the same records', async () => {
    const plain = await app.inject('/support/airports?q=chicago');
    const results = plain.json<{ results: unknown[] }>().results;
    expect(results.length).toBeGreaterThan(0);
    for (const q of ['ＣＨＩＣＡＧＯ', 'ｃｈｉｃａｇｏ', 'ChIcAgO']) {
      const response = await app.inject(`/support/airports?q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(response.json<{ results: unknown[] }>().results, q).toEqual(results);
    }
    const carriers = await app.inject(`/support/carriers?q=${encodeURIComponent('ＤＥＬＴＡ')}`);
    expect(
      carriers.json<{ results: { carrier_name: string }[] }>().results.map((c) => c.carrier_name),
    ).toContain('Delta Air Lines Inc.');
  });
});

describe('CONNECT', () => {
  it('answers a 405 problem document and closes the connection', async () => {
    const server = await startEmptyServer();
    try {
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(server.port, '127.0.0.1');
        let received = '';
        const timer = setTimeout(() => reject(new Error(`no answer: ${received}`)), 10_000);
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('error', () => undefined);
        socket.on('close', () => {
          clearTimeout(timer);
          resolve(received);
        });
        socket.write('CONNECT example.org:443 HTTP/1.1\r\nHost: example.org:443\r\n\r\n');
      });
      const [head = '', body = ''] = answer.split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(head.toLowerCase()).toContain('content-type: application/problem+json');
      expect(head).toContain('Allow: GET, HEAD, OPTIONS');
      expect(JSON.parse(body)).toMatchObject({ type: '/problems/method-not-allowed', status: 405 });
    } finally {
      await server.close();
    }
  });
});
