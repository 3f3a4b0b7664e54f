import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../../problems/problems.js';
import { sendProblem } from '../errors.js';
import { ApiKeys, isCredentialParameter } from './credentials.js';
import { isOpenPath, pathOf } from './open-paths.js';
import { addVary } from './vary.js';

export interface ApiKeyOptions {
  readonly keys: ApiKeys;
}

/** The headers a key may come in; a shared cache must keep answers apart by them. */
const CREDENTIAL_HEADERS = ['Authorization', 'X-API-Key'] as const;

/**
 * API keys (docs/API-CONTRACT.md §7): with keys configured, every data endpoint needs a valid one in a header, and
 * answers vary by those headers. A key in the query string is refused everywhere, keys on or off, with a
 * problem that names the parameter but never echoes its value.
 */
export const apiKeys = fp(
  (app: FastifyInstance, options: ApiKeyOptions, done: (error?: Error) => void) => {
    const { keys } = options;
    app.addHook('onRequest', (request, reply, next) => {
      const names = Object.keys(request.query as object).filter(isCredentialParameter);
      if (names.length > 0) {
        const message = `${names[0]}: API keys are accepted only in the Authorization or X-API-Key header, never in the URL`;
        sendProblem(
          request,
          reply,
          new ApiProblem(
            'invalid-parameter',
            message,
            names.map((parameter) => ({ parameter, message })),
          ),
        );
        return;
      }
      if (!keys.enabled || isOpenPath(pathOf(request.url))) {
        next();
        return;
      }
      const presented = ApiKeys.presented(request.headers);
      if (keys.valid(presented)) {
        // set here too, not only on send: a door that writes its own answer (POST /mcp) carries it over
        addVary(reply, ...CREDENTIAL_HEADERS);
        next();
        return;
      }
      reply.header('WWW-Authenticate', 'Bearer realm="atss"');
      sendProblem(
        request,
        reply,
        new ApiProblem(
          'unauthorized',
          presented === undefined
            ? 'an API key is required: Authorization: Bearer <key> or X-API-Key'
            : 'the API key is not valid',
        ),
      );
    });
    if (keys.enabled) {
      app.addHook('onSend', (_request, reply, payload, next) => {
        addVary(reply, ...CREDENTIAL_HEADERS);
        next(null, payload);
      });
    }
    done();
  },
  { name: 'atss-api-keys' },
);
