import { ZApiError, ZPublicConfiguration } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { TAGS } from '../../http/openapi-tags';
import type { ModuleDeps } from '../deps';
import { getPublicConfiguration } from './get-public-configuration';

/** The anonymous read of public settings (spec part 3 §7: GET /api/configurations/Contact_ToEmail). */
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
}
