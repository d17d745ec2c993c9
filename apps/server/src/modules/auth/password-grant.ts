import { LOGIN_CLIENTS, LOGIN_MESSAGES, loginClientFor, type TTokenResponse } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import { accountKey, assertAccountNotSlowed, recordAccountFailure } from './account-slow-down';
import { assertCompanyMaySignIn } from './company-sign-in';
import { isKnownDevice, knownDeviceCookie } from './known-device';
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
  /** The known-device cookie's way in and out (ADR 0068): read from the request, set on the answer. */
  device?: {
    cookieHeader: string | undefined;
    /** Whether the cookie may be sent over https only (production, or a request that came over https). */
    secure: boolean;
    setCookie: (cookie: string) => void;
  };
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
  // Account-wide: slowed past many failures from any address, except on a device that signed in before.
  const account = accountKey(input.username);
  const known = user ? await isKnownDevice(ctx.jwtSecret, user.id, input.device?.cookieHeader) : false;
  if (!known) await assertAccountNotSlowed(ctx.db, account);
  const passwordOk = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password).then(() => false);
  if (!user || !passwordOk) {
    await recordFailedLogin(ctx.db, pair);
    await recordAccountFailure(ctx.db, account);
    throw badRequest(LOGIN_MESSAGES.invalidCredentials);
  }
  // Checked only after the password, so the page split never reveals which accounts are admins.
  if (loginClientFor(user.role) !== input.client_id) {
    throw badRequest(user.role === 'Admin' ? LOGIN_MESSAGES.adminUseAdminLogin : LOGIN_MESSAGES.adminOnly);
  }
  if (user.deactivatedDate) throw badRequest(LOGIN_MESSAGES.inactive);
  await assertCompanyMaySignIn(ctx.db, user);

  await recordSuccessfulLogin(ctx.db, pair, user.id);
  if (input.device)
    input.device.setCookie(await knownDeviceCookie(ctx.jwtSecret, user.id, input.device.secure));
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
