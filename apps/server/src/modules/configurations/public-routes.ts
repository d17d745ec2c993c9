import { ZApiError, ZPublicConfiguration } from '@bidright/domain';
import { ZAppLinks } from '@bidright/domain/app-links';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAGS } from '../../http/openapi-tags';
import type { ModuleDeps } from '../deps';
import { getPublicConfiguration } from './get-public-configuration';

/**
 * The anonymous read of public settings (spec part 3 §7: GET /api/configurations/Contact_ToEmail), and of
 * the address the app is installed from (ADR 0051).
 */
export function publicConfigurationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/configurations/:key',
    {
      schema: {
        tags: [TAGS.content],
        summary: 'A public configuration setting (e.g. Contact_ToEmail); other keys are 404',
        params: z.object({ key: z.string().trim().min(1).max(100) }),
        response: { 200: ZPublicConfiguration, 400: ZApiError, 404: ZApiError },
      },
    },
    async (request) => getPublicConfiguration(deps.db, request.params.key),
  );
  r.get(
    '/api/app/links',
    {
      schema: {
        tags: [TAGS.system],
        summary: "Where the Bidright app lives: the server's public address (PUBLIC_URL)",
        response: { 200: ZAppLinks },
      },
    },
    async (_request, reply) => {
      // Set by the operator and read by every phone's overlay: a browser may keep it for an hour.
      reply.header('cache-control', 'public, max-age=3600');
      return { publicUrl: new URL('/', deps.config.PUBLIC_URL).href };
    },
  );
}
