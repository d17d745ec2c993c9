import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** Area tags, one per spec area, so /api/docs groups routes as the spec does. */
export const TAGS = {
  auth: 'Auth',
  users: 'Users',
  system: 'System',
  live: 'Live auction',
  bidding: 'Bidding',
  auctions: 'Auctions',
  lots: 'Lots',
  cases: 'Cases',
  properties: 'Properties',
  documents: 'Documents',
  accounts: 'Accounts',
  companies: 'Companies',
  clients: 'Clients',
  admin: 'Admin',
  reports: 'Reports',
} as const;

/** OpenAPI built from the zod route schemas: UI at /api/docs, document at /api/docs/json. */
export async function registerSwagger(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Bidright API',
        version: '0.1.1',
        description: 'Online foreclosure-style real-estate auctions with live bidding.',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: Object.values(TAGS).map((name) => ({ name })),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
