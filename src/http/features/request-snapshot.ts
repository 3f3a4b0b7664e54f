import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  holdCurrent,
  type DataSnapshot,
  type ServiceContext,
  type SnapshotHold,
} from '../../serving/context.js';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The data version this request is answered from, taken once when it arrives: its ETag, its body and its
     * Last-Modified all come from it, whatever is swapped in meanwhile.
     */
    snapshot: DataSnapshot;
  }
}

/** A request's hold on its snapshot: released once the answer is done and every use of it has settled. */
class RequestHold {
  private uses = 1;
  constructor(private readonly hold: SnapshotHold) {}

  get snapshot(): DataSnapshot {
    return this.hold.snapshot;
  }

  async use<T>(run: (snapshot: DataSnapshot) => Promise<T>): Promise<T> {
    this.uses += 1;
    try {
      return await run(this.hold.snapshot);
    } finally {
      this.done();
    }
  }

  done(): void {
    this.uses -= 1;
    if (this.uses === 0) this.hold.release();
  }
}

const holds = new WeakMap<FastifyRequest, RequestHold>();

function holdOf(request: FastifyRequest): RequestHold {
  const hold = holds.get(request);
  if (hold === undefined) throw new Error('the request-snapshot plugin is not registered');
  return hold;
}

/**
 * Runs `use` on the request's snapshot, kept open until `use` settles even when the client goes away first
 * (answers that query the engine: a swapped-out version's engine is closed only after its last use).
 */
export function useSnapshot<T>(
  request: FastifyRequest,
  use: (snapshot: DataSnapshot) => Promise<T>,
): Promise<T> {
  return holdOf(request).use(use);
}

/**
 * One request, one snapshot: the context's current snapshot is held when a request arrives and released when
 * its response is done (the response's 'close' comes once for every response, finished or cut off) and every
 * `useSnapshot` of it has settled. Registered before every plugin that reads the data version.
 */
export const requestSnapshot = fp(
  (app: FastifyInstance, options: { context: ServiceContext }, done: (error?: Error) => void) => {
    app.decorateRequest('snapshot', {
      getter(this: FastifyRequest) {
        return holdOf(this).snapshot;
      },
    });
    app.addHook('onRequest', (request, reply, next) => {
      const requestHold = new RequestHold(holdCurrent(options.context));
      holds.set(request, requestHold);
      reply.raw.once('close', () => requestHold.done());
      next();
    });
    done();
  },
  { name: 'atss-request-snapshot' },
);
