import { LOGIN_MESSAGES, type TTokenResponse } from '@bidright/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { refreshTokens, users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { assertCompanyMaySignIn } from './company-sign-in';
import { consumeRefreshToken, hashRefreshToken, revokeFamily } from './refresh-tokens';
import { issueTokens, type TokenContext } from './token-response';
import { checkLoginCode, invalidCode, trustDevice } from './two-factor-login';

interface RefreshGrantInput {
  refresh_token: string;
  device_id: string;
  two_factor_code?: string;
  verification_id?: string;
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family is returned with a
 * fresh access token. A token of a login that still owes its two-step code (two_factor_passed=false) is
 * exchanged only with a valid `two_factor_code`; a wrong code leaves it unspent so the person can retry,
 * five wrong codes revoke it. Passing the code remembers the device: the answer carries its device token.
 */
export async function refreshGrant(ctx: TokenContext, input: RefreshGrantInput): Promise<TTokenResponse> {
  // Check a pending login's code before the token is spent.
  const [pending] = await ctx.db
    .select({ userId: refreshTokens.userId, familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.tokenHash, hashRefreshToken(input.refresh_token)),
        eq(refreshTokens.twoFactorPassed, false),
        eq(refreshTokens.deviceId, input.device_id),
        isNull(refreshTokens.usedAt),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  let codePassed = false;
  if (pending) {
    const [pendingUser] = await ctx.db.select().from(users).where(eq(users.id, pending.userId)).limit(1);
    if (!pendingUser) throw badRequest(LOGIN_MESSAGES.invalidRefresh);
    const check = await checkLoginCode(
      ctx.db,
      ctx.secretBox,
      pendingUser,
      input.two_factor_code,
      input.verification_id,
    );
    if (!check.ok) {
      if (check.giveUp) await revokeFamily(ctx.db, pending.familyId);
      throw invalidCode(check.message);
    }
    codePassed = true;
  }

  const rotation = await consumeRefreshToken(ctx.db, input.refresh_token, input.device_id);
  if (!rotation.ok) throw badRequest(LOGIN_MESSAGES.invalidRefresh);
  // A pending token that got here without a checked code (e.g. a second use inside the leeway).
  if (!rotation.twoFactorPassed && !codePassed) throw invalidCode(LOGIN_MESSAGES.invalidRefresh);

  const [user] = await ctx.db.select().from(users).where(eq(users.id, rotation.userId)).limit(1);
  if (!user || user.deactivatedDate) {
    await revokeFamily(ctx.db, rotation.familyId);
    throw badRequest(user ? LOGIN_MESSAGES.inactive : LOGIN_MESSAGES.invalidRefresh);
  }
  try {
    await assertCompanyMaySignIn(ctx.db, user);
  } catch (error) {
    await revokeFamily(ctx.db, rotation.familyId);
    throw error;
  }
  const tokens = await issueTokens(ctx, user, {
    deviceId: input.device_id,
    clientId: rotation.clientId,
    familyId: rotation.familyId,
  });
  if (codePassed) tokens.deviceToken = await trustDevice(ctx.db, ctx.jwtSecret, user.id);
  return tokens;
}
