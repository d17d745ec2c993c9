import { LOGIN_MESSAGES, ZApiError, ZTokenRequest, ZTokenResponse } from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { TAGS } from '../../http/openapi-tags';
import { logout } from './logout';
import { passwordGrant } from './password-grant';
import { refreshGrant } from './refresh-grant';
import type { TokenContext } from './token-response';

/** POST /connect/token: the password and refresh grants, form-encoded as OAuth clients send them. */
export function authRoutes(app: FastifyInstance, ctx: TokenContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/connect/token',
    {
      config: {
        rateLimit: {
          max: ctx.config.LOGIN_IP_LIMIT_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: (_request, context) =>
            new HttpError(429, LOGIN_MESSAGES.throttledIp, undefined, {
              'retry-after': String(Math.ceil(context.ttl / 1000)),
            }),
        },
      },
      schema: {
        tags: [TAGS.auth],
        summary: 'Issue tokens (password or refresh_token grant)',
        consumes: ['application/x-www-form-urlencoded'],
        body: ZTokenRequest,
        response: { 200: ZTokenResponse, 400: ZApiError, 429: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = request.body;
      return body.grant_type === 'password'
        ? passwordGrant(ctx, {
            ...body,
            ip: request.ip,
            device: {
              cookieHeader: request.headers.cookie,
              secure: ctx.config.NODE_ENV === 'production' || request.protocol === 'https',
              setCookie: (cookie) => reply.header('set-cookie', cookie),
            },
          })
        : refreshGrant(ctx, body);
    },
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/connect/revocation',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: [TAGS.auth],
        summary: 'Log out: revoke the session (the refresh-token family) of the given refresh token',
        description:
          'RFC 7009 style: always 200, whether or not the token was known. With a bearer token, that session is ended too.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: z.object({
          token: z.string().max(200).optional(),
          token_type_hint: z.string().max(40).optional(),
        }),
        response: { 200: z.object({ revoked: z.boolean() }), 400: ZApiError },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return logout(ctx.db, { refreshToken: request.body.token, sessionId: request.user?.sessionId });
    },
  );
}
