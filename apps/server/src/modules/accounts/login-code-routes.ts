import { ACCOUNT_MESSAGES, STAFF_ROLES, ZSmsCodeSent } from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { users } from '../../db/schema/index';
import { badRequest, forbidden, unauthorized } from '../../errors';
import { ERROR_ANSWERS } from '../../http/route-kit';
import {
  PENDING_TOKEN_HEADER,
  sendVerificationCode,
  verifiedPrimaryPhone,
  verifyPendingToken,
} from '../auth/public';
import { type AccountRouteDeps, secured } from './account-route-kit';

/** The two-step login's texted codes (spec part 3, priority 4), for bidders and for host staff. */
export function loginCodeRoutes(app: FastifyInstance, { db, providers }: AccountRouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  /**
   * The caller of a login-code request: a signed-in user (bearer), or a login waiting for its code
   * (the pending token from the password grant, in the X-Two-Factor-Token header).
   */
  async function loginCodeCaller(request: FastifyRequest, roles: readonly string[]) {
    let userId = request.user?.id ?? null;
    if (!userId) {
      const header = request.headers[PENDING_TOKEN_HEADER];
      const token = Array.isArray(header) ? header[0] : header;
      userId = token ? await verifyPendingToken(app.deps.jwtSecret, token) : null;
    }
    if (!userId) throw unauthorized();
    const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!user || user.deactivatedDate) throw unauthorized();
    if (!roles.includes(user.role)) throw forbidden();
    return user;
  }
  const sendLoginCode = async (request: FastifyRequest, roles: readonly string[]) => {
    const user = await loginCodeCaller(request, roles);
    const phone = (await verifiedPrimaryPhone(db, user.id)) ?? null;
    if (!phone) throw badRequest(ACCOUNT_MESSAGES.noVerifiedPhone);
    const sent = await sendVerificationCode(db, providers.sms, { purpose: 'login', phone, userId: user.id });
    return { id: String(sent.id), phone: sent.phone.slice(-4), expirationDate: sent.expiresAt.toISOString() };
  };
  r.get(
    '/api/bidderverify/sms',
    {
      schema: {
        ...secured,
        summary: "Text a two-step login code to the bidder's primary phone",
        response: { 200: ZSmsCodeSent, ...ERROR_ANSWERS },
      },
    },
    async (request) => sendLoginCode(request, ['Bidder']),
  );
  r.get(
    '/api/bidderverify/sms/auctioneer',
    {
      schema: {
        ...secured,
        summary: "Text a two-step login code to the host user's primary phone",
        response: { 200: ZSmsCodeSent, ...ERROR_ANSWERS },
      },
    },
    async (request) => sendLoginCode(request, STAFF_ROLES),
  );
}
