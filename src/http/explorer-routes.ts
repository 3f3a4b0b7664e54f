import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { ApiProblem } from '../problems/problems.js';
import { sendPage } from './page-security.js';

/**
 * The explorer's bundle, built by `npm run build` (explorer/build.mjs). `src/http` and `dist/http` both sit
 * one level below the package root, so the same relative path finds it from sources (tests) and the build.
 */
const EXPLORER_DIR = new URL('../../dist/explorer/', import.meta.url);
/** Asset names as the build writes them: content-hashed, so they can be cached for good. */
const ASSET_NAME = /^[A-Za-z0-9_-]+\.(js|css)$/;
const ASSET_TYPES: Readonly<Record<string, string>> = {
  js: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
};
const NOT_BUILT = 'the explorer is not built: run `npm run build`';

async function readBuilt(relative: string): Promise<Buffer | undefined> {
  return readFile(fileURLToPath(new URL(relative, EXPLORER_DIR))).catch(() => undefined);
}

/** `GET /explore`: the explorer page over the public API, and its bundled assets (no CDN). */
export function registerExplorerRoutes(app: FastifyInstance): void {
  app.get('/explore', async (_request, reply) => {
    const page = await readBuilt('index.html');
    if (page === undefined) throw new ApiProblem('not-found', NOT_BUILT);
    // the page names its hashed assets: revalidate it, cache them
    return sendPage(reply.header('Cache-Control', 'no-cache'), page.toString('utf8'));
  });
  app.get<{ Params: { file: string } }>('/explore/assets/:file', async (request, reply) => {
    const { file } = request.params;
    const extension = ASSET_NAME.exec(file)?.[1];
    const body = extension === undefined ? undefined : await readBuilt(`assets/${file}`);
    if (extension === undefined || body === undefined) {
      throw new ApiProblem('not-found', `no explorer asset ${file}`);
    }
    return reply
      .type(ASSET_TYPES[extension] ?? 'application/octet-stream')
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .send(body);
  });
}
