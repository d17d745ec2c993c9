import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { TAGS } from '../http/openapi-tags';

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
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The read-only /api/v1 surface: a company API key in either header.
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
          apiKeyAuthorization: {
            type: 'apiKey',
            in: 'header',
            name: 'Authorization',
            description: 'ApiKey <key>',
          },
        },
      },
      tags: Object.values(TAGS).map((name) => ({ name })),
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
