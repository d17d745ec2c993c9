import { timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Metrics } from './metrics';

const CONTENT_TYPE = 'text/plain; version=0.0.4; charset=utf-8';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * GET /metrics, never public: on a listener of its own (METRICS_HOST:METRICS_PORT, loopback by default, so only
 * a scraper on the host or the private network reaches it), and/or on the app's port behind a bearer
 * METRICS_TOKEN. The route is left out of the API document; deploy/nginx also refuses /metrics from outside.
 */
export function serveMetrics(app: FastifyInstance, config: Config, metrics: Metrics) {
  const token = config.METRICS_TOKEN;
  if (token)
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const header = request.headers.authorization ?? '';
      if (!sameSecret(header, `Bearer ${token}`))
        return reply.code(401).send({ message: 'A valid metrics token is required.' });
      reply.header('cache-control', 'no-store').type(CONTENT_TYPE);
      return metrics.registry.metrics();
    });

  const port = config.METRICS_PORT;
  if (port === undefined) return;
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': CONTENT_TYPE }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics: collecting failed');
        response.writeHead(500).end();
      },
    );
  });
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, config.METRICS_HOST, () => resolve());
    });
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
