import { ZConfiguration, ZConfigurationBody } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { ERROR_ANSWERS } from '../../http/route-kit';
import type { ModuleDeps } from '../deps';
import { listConfigurations, saveConfiguration } from './configuration-settings';

/** Admin settings (spec part 3 §7): GET/PUT /api/configurations. The public read is in public-routes.ts. */
export function configurationRoutes(app: FastifyInstance, deps: ModuleDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/configurations',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.admin],
        summary: 'Every setting: key, value, display name, modified date',
        security: bearerSecurity,
        response: { 200: z.array(ZConfiguration), ...ERROR_ANSWERS },
      },
    },
    async () => listConfigurations(db),
  );

  r.put(
    '/api/configurations',
    {
      onRequest: authorize('Admin'),
      schema: {
        tags: [TAGS.admin],
        summary: "Change a setting's value; a bad value is refused with the key's message",
        security: bearerSecurity,
        body: ZConfigurationBody,
        response: { 200: ZConfiguration.extend({ message: z.string() }), ...ERROR_ANSWERS },
      },
    },
    async (request) => saveConfiguration(db, callerOf(request), request.body),
  );
}
