import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const WEB_DIST_DIR = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Paths the single-page app never owns: they answer JSON 404s instead of index.html. */
const API_PREFIXES = ['/api/', '/connect/', '/files/', '/dev/', '/bidright.'];

/**
 * Serves uploaded files from DATA_DIR/files at /files, and the built web app with an SPA fallback:
 * any other GET that accepts HTML gets index.html so client-side routes survive a reload.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { dataDir: string; webDist?: string },
) {
  const filesDir = resolve(join(options.dataDir, 'files'));
  mkdirSync(filesDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: filesDir,
    prefix: '/files/',
    decorateReply: false,
    index: false,
  });

  const webDist = options.webDist ?? WEB_DIST_DIR;
  const hasWebApp = existsSync(join(webDist, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, { root: webDist, prefix: '/', wildcard: false, index: false });
    app.get('/', { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
  } else {
    app.log.warn({ webDist }, 'web app is not built; run `npm run build` to serve it');
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (hasWebApp && wantsPage && !API_PREFIXES.some((prefix) => path.startsWith(prefix))) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: `No route for ${request.method} ${path}.` });
  });
}
