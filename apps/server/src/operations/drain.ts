import { LOGIN_ERROR_TITLES } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import { SUBSCRIBE_PATH } from '../live/streams/stream-transport';

/**
 * The body of every 503 a deploy causes: the spec's 'DEPLOYMENT IN PROGRESS! - 503' (part 3's catalogue; the
 * web shows its own 503 title from the status, so any page reads right). deploy/nginx answers the same text
 * when no process is up.
 */
export const DEPLOYING = { message: LOGIN_ERROR_TITLES[503] } as const;

export interface Drain {
  readonly draining: boolean;
  /** From now on readiness is false, new live streams are refused and each answer closes its connection. */
  begin(): void;
}

/**
 * The first half of a graceful stop (ADR 0026). While draining, requests already on their way are served
 * (a bid in flight finishes) but every answer says `Connection: close`, so a balancer's kept-alive
 * connections leave this process one by one; a new live stream gets a fast 503 so the balancer (or the
 * client's own retry) opens it on another process, resuming after its last seq.
 */
export function registerDrain(app: FastifyInstance): Drain {
  let draining = false;
  app.addHook('onRequest', (request, reply, done) => {
    if (!draining) return done();
    reply.header('connection', 'close');
    if (request.url === SUBSCRIBE_PATH) {
      reply.code(503).header('retry-after', '1').send(DEPLOYING);
      return;
    }
    done();
  });
  return {
    get draining() {
      return draining;
    },
    begin() {
      draining = true;
    },
  };
}
