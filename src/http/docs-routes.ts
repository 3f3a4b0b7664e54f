import type { FastifyInstance } from 'fastify';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ApiProblem } from '../problems/problems.js';
import { sendPage } from './page-security.js';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
/** The files served from swagger-ui-dist, by name (a Map: a name like `constructor` finds nothing). */
const ASSETS: ReadonlyMap<string, string> = new Map([
  ['swagger-ui.css', 'text/css; charset=utf-8'],
  ['swagger-ui-bundle.js', 'text/javascript; charset=utf-8'],
  ['favicon-32x32.png', 'image/png'],
]);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>atss API reference</title>
<link rel="stylesheet" href="/docs/assets/swagger-ui.css">
<link rel="icon" href="/docs/assets/favicon-32x32.png">
</head>
<body>
<div id="docs"></div>
<script src="/docs/assets/swagger-ui-bundle.js"></script>
<script src="/docs/init.js"></script>
</body>
</html>
`;

// no validator badge: it would load an image from validator.swagger.io (and the page's CSP refuses other origins)
const INIT = `window.ui = SwaggerUIBundle({ url: '/openapi.json', dom_id: '#docs', deepLinking: true, validatorUrl: null });\n`;

/** `/openapi.json` and `/docs`: an interactive reference served from the local swagger-ui-dist package. */
export function registerDocsRoutes(app: FastifyInstance, document: object): void {
  app.get('/openapi.json', () => document);
  app.get('/docs', (_request, reply) => sendPage(reply, PAGE));
  app.get('/docs/init.js', (_request, reply) => reply.type('text/javascript; charset=utf-8').send(INIT));
  app.get<{ Params: { file: string } }>('/docs/assets/:file', async (request, reply) => {
    const type = ASSETS.get(request.params.file);
    if (type === undefined) throw new ApiProblem('not-found', `no asset ${request.params.file}`);
    const body = await readFile(join(SWAGGER_DIR, request.params.file));
    return reply.type(type).header('Cache-Control', 'public, max-age=86400').send(body);
  });
}
