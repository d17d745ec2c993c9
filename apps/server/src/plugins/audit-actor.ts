import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditActor, runWithAuditActor } from '../db/audit-actor';

/** The actor of a request's writes: the signed-in user (read when the write is sent), or 'anonymous'. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.user;
  const routeUrl = request.routeOptions.url;
  return {
    userId: user?.id ?? null,
    role: user?.role ?? 'anonymous',
    companyId: user?.companyId ?? null,
    ip: request.ip ?? null,
    route: `${request.method} ${routeUrl ?? request.url.split('?')[0]}`,
  };
}

/**
 * Every request runs with its actor set for the database (db/audit-actor.ts), so whatever it writes is on
 * the audit trail with who, from where and through which route (issue 42 point 3, ADR 0071). Registered
 * before sign-in is checked: the actor is read at each write, by then `request.user` is known.
 */
export function registerAuditActor(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    runWithAuditActor(() => actorOf(request), done);
  });
}
