import { LOGIN_CLIENTS, LOGIN_MESSAGES, loginClientFor, type TTokenResponse } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { assertCompanyMaySignIn } from './company-sign-in';
import { recordFailedLogin, recordSuccessfulLogin, throttleKey, throttleLogin } from './login-throttle';
import { verifyAgainstDummy, verifyPassword } from './password';
import { issueRefreshToken } from './refresh-tokens';
import { issueTokens, presentTokenAnswer, type TokenContext } from './token-response';
import { maskPhone, signPendingToken, twoFactorChallenge } from './two-factor-login';

interface PasswordGrantInput {
  username: string;
  password: string;
  device_id: string;
  client_id: string;
  device_token?: string;
  /** The client's address: the login throttle counts failures per (user name, address) pair. */
  ip: string;
}

const KNOWN_CLIENTS = new Set<string>(Object.values(LOGIN_CLIENTS));

/** Signs a user in with user name and password from the login page named by `client_id`. */
export async function passwordGrant(ctx: TokenContext, input: PasswordGrantInput): Promise<TTokenResponse> {
  if (!KNOWN_CLIENTS.has(input.client_id))
    throw badRequest('Unknown client_id.', { client_id: 'Unknown client' });

  // Throttled before the user is even read, the same way for names that exist and names that do not.
  const pair = throttleKey(input.username, input.ip);
  await throttleLogin(ctx.db, pair);
  const [user] = await ctx.db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${input.username})`)
    .limit(1);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !passwordOk) {
    await recordFailedLogin(ctx.db, pair);
    throw badRequest(LOGIN_MESSAGES.invalidCredentials);
  }
  // Checked only after the password, so the page split never reveals which accounts are admins.
  if (loginClientFor(user.role) !== input.client_id) {
    throw badRequest(user.role === 'Admin' ? LOGIN_MESSAGES.adminUseAdminLogin : LOGIN_MESSAGES.adminOnly);
  }
  if (user.deactivatedDate) throw badRequest(LOGIN_MESSAGES.inactive);
  await assertCompanyMaySignIn(ctx.db, user);

  await recordSuccessfulLogin(ctx.db, pair, user.id);
  const challenge = await twoFactorChallenge(ctx.db, ctx.jwtSecret, user, input.device_token);
  if (!challenge) return issueTokens(ctx, user, { deviceId: input.device_id, clientId: input.client_id });

  // Two-step login (see accounts/two-factor-login.ts): no usable access token until the code is checked.
  const refresh = await issueRefreshToken(ctx.db, {
    userId: user.id,
    deviceId: input.device_id,
    clientId: input.client_id,
    ttlSeconds: ctx.config.REFRESH_TOKEN_TTL_SECONDS,
    twoFactorPassed: false,
  });
  return presentTokenAnswer(ctx, user, {
    accessToken: await signPendingToken(ctx.jwtSecret, user.id, refresh.familyId),
    expiresIn: 0,
    refreshToken: refresh.token,
    deviceId: input.device_id,
    twoFactor: {
      maskedPhone: challenge.phone ? maskPhone(challenge.phone) : null,
      isAuthenticator: challenge.method === 'authenticator',
    },
  });
}
