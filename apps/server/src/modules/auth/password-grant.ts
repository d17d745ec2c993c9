import { LOGIN_CLIENTS, LOGIN_MESSAGES, loginClientFor, type TTokenResponse } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { maskPhone, signPendingToken, twoFactorChallenge } from '../accounts/two-factor-login';
import { assertAccountNotLocked, recordFailedLogin, recordSuccessfulLogin } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { issueRefreshToken } from './refresh-tokens';
import { issueTokens, type TokenContext } from './token-response';

interface PasswordGrantInput {
  username: string;
  password: string;
  device_id: string;
  client_id: string;
}

const KNOWN_CLIENTS = new Set<string>(Object.values(LOGIN_CLIENTS));

/** Signs a user in with user name and password from the login page named by `client_id`. */
export async function passwordGrant(ctx: TokenContext, input: PasswordGrantInput): Promise<TTokenResponse> {
  if (!KNOWN_CLIENTS.has(input.client_id))
    throw badRequest('Unknown client_id.', { client_id: 'Unknown client' });

  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${input.username})`)
    .limit(1);
  if (!user) {
    await verifyAgainstDummy(input.password);
    throw badRequest(LOGIN_MESSAGES.invalidCredentials);
  }
  assertAccountNotLocked(user);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await recordFailedLogin(ctx.db, user.id);
    throw badRequest(LOGIN_MESSAGES.invalidCredentials);
  }
  // Checked only after the password, so the page split never reveals which accounts are admins.
  if (loginClientFor(user.role) !== input.client_id) {
    throw badRequest(user.role === 'Admin' ? LOGIN_MESSAGES.adminUseAdminLogin : LOGIN_MESSAGES.adminOnly);
  }
  if (user.deactivatedDate) throw badRequest(LOGIN_MESSAGES.inactive);

  await recordSuccessfulLogin(ctx.db, user.id);
  const challenge = await twoFactorChallenge(ctx.db, user, input.device_id);
  if (!challenge) return issueTokens(ctx, user, { deviceId: input.device_id, clientId: input.client_id });

  // Two-step login (see accounts/two-factor-login.ts): no usable access token until the code is checked.
  const refresh = await issueRefreshToken(ctx.db, {
    userId: user.id,
    deviceId: input.device_id,
    clientId: input.client_id,
    ttlSeconds: ctx.config.REFRESH_TOKEN_TTL_SECONDS,
    twoFactorPassed: false,
  });
  return {
    access_token: await signPendingToken(ctx.jwtSecret, user.id, refresh.familyId),
    token_type: 'Bearer',
    expires_in: 0,
    refresh_token: refresh.token,
    refresh_expires_in: ctx.config.REFRESH_TOKEN_TTL_SECONDS,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    roles: [user.role],
    id: String(user.id),
    required2FA: true,
    phone: challenge.phone ? maskPhone(challenge.phone) : null,
    configuredGoogleAuth: challenge.method === 'authenticator',
    deviceId: input.device_id,
  };
}
