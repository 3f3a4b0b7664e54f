import { endpoints } from './generated/endpoints.js';
import { Transport, type ClientOptions } from './transport.js';

export type * from './generated/endpoints.js';
export type { components, paths } from './generated/openapi.js';
export { AtssHttpError, AtssProblemError, RateLimitedError, type Problem } from './errors.js';
export type { ClientOptions, RequestOptions } from './transport.js';

/** A client with one typed function per atss endpoint. */
export function createClient(options: ClientOptions): AtssClient {
  return endpoints(new Transport(options));
}

export type AtssClient = ReturnType<typeof endpoints>;
