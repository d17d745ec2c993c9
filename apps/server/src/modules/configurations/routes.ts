import { ZApiError, ZConfiguration, ZConfigurationBody } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, bearerSecurity, callerOf } from '../../plugins/auth';
import { TAGS } from '../../plugins/swagger';
import type { ModuleDeps } from '../deps';
import { listConfigurations, saveConfiguration } from './configuration-settings';

const errors = { 400: ZApiError, 401: ZApiError, 403: ZApiError };

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
        response: { 200: z.array(ZConfiguration), ...errors },
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
        response: { 200: ZConfiguration.extend({ message: z.string() }), ...errors },
      },
    },
    async (request) => saveConfiguration(db, callerOf(request), request.body),
  );
}
