import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { unauthorized } from '../errors';
// The request's `user` field and the route guards that read it are the kernel's (http/authorize.ts).
import '../http/authorize';
import { forgetAllSessionStates, verifyAccessSession } from '../http/session-check';

/**
 * Reads a bearer token on every request; routes then decide with `authorize` whether one is required. A token
 * of an ended session (its session version moved on, or the user was deactivated) is refused like a forged one.
 */
export function registerAuth(app: FastifyInstance, jwtSecret: Uint8Array, db: Db) {
  forgetAllSessionStates();
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    // The scraper's own token, not a user's (operations/metrics-endpoint.ts checks it).
    if (request.url === '/metrics') return;
    request.user = await verifyAccessSession(db, header.slice(7).trim(), jwtSecret);
    // A bearer token that fails verification is a 401 even on public routes: the client must refresh.
    if (!request.user) throw unauthorized();
  });
}
