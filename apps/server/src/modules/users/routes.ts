import { ZApiError, ZCurrentUser, zText } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema/index';
import { notFound } from '../../errors';
import { authorizeWhilePending, bearerSecurity, callerOf } from '../../http/authorize';
import { TAGS } from '../../http/openapi-tags';
import { hasAuthenticatorApp } from '../auth/public';
import { emailTaken, userNameTaken } from './identity';

export function userRoutes(app: FastifyInstance, db: Db) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Availability checks answer `true` when the name is TAKEN (spec part 3 §5), case-insensitively.
  r.get(
    '/api/user/username/:name',
    {
      schema: {
        tags: [TAGS.users],
        summary: 'Is this user name taken?',
        params: z.object({ name: zText().trim().min(1).max(100) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => userNameTaken(db, request.params.name),
  );

  r.get(
    '/api/user/email/:email',
    {
      schema: {
        tags: [TAGS.users],
        summary: 'Is this e-mail address taken?',
        params: z.object({ email: zText().trim().min(1).max(254) }),
        response: { 200: z.boolean() },
      },
    },
    async (request) => emailTaken(db, request.params.email),
  );

  r.get(
    '/api/user/me',
    {
      // A Pending company's staff see their own profile too (part 3 §4).
      onRequest: authorizeWhilePending(),
      schema: {
        tags: [TAGS.users],
        summary: 'The signed-in user (app shell header, staff and client profile, 2-step settings)',
        security: bearerSecurity,
        response: { 200: ZCurrentUser, 401: ZApiError },
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const [row] = await db
        .select({ user: users, companyName: companies.name })
        .from(users)
        .leftJoin(companies, eq(companies.id, users.companyId))
        .where(eq(users.id, caller.id));
      if (!row) throw notFound('User not found.');
      return {
        id: String(row.user.id),
        userName: row.user.userName,
        firstName: row.user.firstName,
        lastName: row.user.lastName,
        email: row.user.email,
        role: row.user.role,
        companyId: row.user.companyId === null ? null : String(row.user.companyId),
        companyName: row.companyName,
        twoFactorMethod: row.user.twoFactorMethod,
        configuredAuthenticatorApp: hasAuthenticatorApp(row.user),
      };
    },
  );
}
