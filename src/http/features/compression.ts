import fastifyCompress from '@fastify/compress';
import { constants } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { etagForCoding } from './coding-etag.js';
import { addVary } from './vary.js';

/** Bodies under this size go out as they are. */
const COMPRESS_MIN_BYTES = 1024;
const GZIP_LEVEL = 6;
const BROTLI_QUALITY = 4;

/**
 * br or gzip as the client prefers (@fastify/compress): a stream as it is produced, a body of at least 1 KB
 * at once. Request bodies are never decompressed (the service takes none).
 */
export const compression = fp(
  async (app: FastifyInstance) => {
    // every answer may be encoded differently for another Accept-Encoding, small ones included; spelt as the
    // plugin spells it: its own route-level hook (run after this one) adds `accept-encoding` to the answers it
    // compresses unless that exact text is there, so `Accept-Encoding` was named twice
    app.addHook('onSend', (_request, reply, payload, next) => {
      addVary(reply, 'accept-encoding');
      next(null, payload);
    });
    await app.register(fastifyCompress, {
      global: true,
      globalDecompression: false,
      threshold: COMPRESS_MIN_BYTES,
      encodings: ['br', 'gzip'],
      zlibOptions: { level: GZIP_LEVEL },
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
    });
    // the plugin picks the coding in an onSend hook of each route's own: the coded answer's ETag is set in one
    // added after it, on every route declared from here on
    app.addHook('onRoute', (route) => {
      const hooks = route.onSend === undefined ? [] : [route.onSend].flat();
      route.onSend = [...hooks, tagCodedEtag];
    });
  },
  { name: 'atss-compression' },
);

/** A body the plugin encoded gets the ETag of its coding (coding-etag.ts). */
function tagCodedEtag(
  _request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  next: (error: null, payload: unknown) => void,
): void {
  const etag = reply.getHeader('etag');
  const coding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && typeof coding === 'string')
    reply.header('ETag', etagForCoding(etag, coding));
  next(null, payload);
}
