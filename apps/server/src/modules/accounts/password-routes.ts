import {
  ACCOUNT_MESSAGES,
  ZChangePasswordBody,
  ZMessageAnswer,
  ZResetPasswordBody,
  ZResetTokenCheckBody,
  ZResetTokenValidity,
  zText,
} from '@bidright/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authorize, callerOf } from '../../http/authorize';
import { ERROR_ANSWERS } from '../../http/route-kit';
import { type AccountRouteDeps, publicLimit, secured, tags } from './account-route-kit';
import { changePassword, checkResetToken, requestPasswordReset, resetPassword } from './passwords';

/** Passwords (spec part 3, priority 6): the e-mailed reset link and its token, and changing one's own password. */
export function passwordRoutes(app: FastifyInstance, { db, config, providers }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/user/password/:userName',
    {
      config: publicLimit(30),
      schema: {
        tags,
        summary: 'E-mail a password-reset link (always 200)',
        params: z.object({
          userName: zText({ error: ACCOUNT_MESSAGES.fieldRequired })
            .trim()
            .min(1, { error: ACCOUNT_MESSAGES.fieldRequired })
            .max(100),
        }),
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => requestPasswordReset(db, providers.email, config, request.params.userName),
  );
  r.put(
    '/api/user/token',
    {
      config: publicLimit(60),
      schema: {
        tags,
        summary: 'Check a password-reset token',
        body: ZResetTokenCheckBody,
        response: { 200: ZResetTokenValidity, ...ERROR_ANSWERS },
      },
    },
    async (request) => checkResetToken(db, request.body),
  );
  r.post(
    '/api/user/password',
    {
      config: publicLimit(30),
      schema: {
        tags,
        summary: 'Reset the password with the e-mailed token',
        body: ZResetPasswordBody,
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => resetPassword(db, request.body),
  );
  r.put(
    '/api/user/password',
    {
      onRequest: authorize(),
      schema: {
        ...secured,
        summary: 'Change own password',
        body: ZChangePasswordBody,
        response: { 200: ZMessageAnswer, ...ERROR_ANSWERS },
      },
    },
    async (request) => changePassword(db, callerOf(request), request.body),
  );
}
