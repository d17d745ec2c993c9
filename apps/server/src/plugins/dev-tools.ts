import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { notFound } from '../errors';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Whether a request comes straight from this machine: the socket's peer is loopback and no proxy forwarded
 * it. The peer address is read from the socket, not `request.ip`, which a client can steer through
 * X-Forwarded-For when proxies are trusted.
 */
export function isLocalRequest(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return (
    LOOPBACK.has(peer) &&
    request.headers['x-forwarded-for'] === undefined &&
    request.headers.forwarded === undefined
  );
}

/**
 * onRequest guard of the development tools (the dev outbox and the sandbox bank): they exist only in
 * development and test, and answer only local requests unless DEV_TOOLS_REMOTE=true. Anything else gets a
 * 404, as if the route were not there.
 */
export function devToolsGuard(config: Config) {
  return async (request: FastifyRequest) => {
    if (config.NODE_ENV === 'production') throw notFound();
    if (!config.DEV_TOOLS_REMOTE && !isLocalRequest(request)) throw notFound();
  };
}
