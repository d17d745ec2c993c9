import type { TRole, TTokenResponse } from '@bidright/domain';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { SecretBox } from '../../db/sealed-secrets';
import { signAccessToken } from '../../http/access-token';
import { issueRefreshToken } from './refresh-tokens';

export interface TokenContext {
  db: Db;
  config: Config;
  jwtSecret: Uint8Array;
  /** Opens the authenticator secrets a two-step login checks codes against. */
  secretBox: SecretBox;
}

export interface SignedInUser {
  id: number;
  userName: string;
  firstName: string;
  lastName: string;
  role: TRole;
  companyId: number | null;
  phoneNumber: string | null;
  /** Access tokens carry it; bumping it (endUserSessions) ends every session. */
  sessionVersion: number;
  /** Two-step settings: the login answer reports whether an authenticator app is configured. */
  twoFactorMethod?: 'sms' | 'authenticator' | null;
  totpEnabled?: boolean;
}

/** Whether the user's two-step login uses an authenticator app (set up and not removed). */
export const hasAuthenticatorApp = (user: Pick<SignedInUser, 'twoFactorMethod' | 'totpEnabled'>) =>
  user.twoFactorMethod === 'authenticator' && user.totpEnabled === true;

/** Issues a fresh access token plus the next refresh token of the family, and the login answer the UI keeps. */
export async function issueTokens(
  ctx: TokenContext,
  user: SignedInUser,
  session: { deviceId: string; clientId: string; familyId?: string },
): Promise<TTokenResponse> {
  const refresh = await issueRefreshToken(ctx.db, {
    userId: user.id,
    deviceId: session.deviceId,
    clientId: session.clientId,
    familyId: session.familyId,
    ttlSeconds: ctx.config.REFRESH_TOKEN_TTL_SECONDS,
  });
  const accessToken = await signAccessToken(
    {
      id: user.id,
      userName: user.userName,
      role: user.role,
      companyId: user.companyId,
      sessionId: refresh.familyId,
      sessionVersion: user.sessionVersion,
    },
    ctx.jwtSecret,
    ctx.config.ACCESS_TOKEN_TTL_SECONDS,
  );
  return presentTokenAnswer(ctx, user, {
    accessToken,
    expiresIn: ctx.config.ACCESS_TOKEN_TTL_SECONDS,
    refreshToken: refresh.token,
    deviceId: session.deviceId,
    twoFactor: null,
  });
}

/**
 * The one token answer of every grant: the tokens, and the signed-in user the UI keeps. `twoFactor` is set
 * while a two-step code is still due: the answer then says so, with the masked phone the code goes to and
 * whether an authenticator app is asked, and its access token is only the pending one (expires_in 0).
 */
export function presentTokenAnswer(
  ctx: Pick<TokenContext, 'config'>,
  user: SignedInUser,
  tokens: {
    accessToken: string;
    expiresIn: number;
    refreshToken: string;
    deviceId: string;
    twoFactor: { maskedPhone: string | null; isAuthenticator: boolean } | null;
  },
): TTokenResponse {
  return {
    access_token: tokens.accessToken,
    token_type: 'Bearer',
    expires_in: tokens.expiresIn,
    refresh_token: tokens.refreshToken,
    refresh_expires_in: ctx.config.REFRESH_TOKEN_TTL_SECONDS,
    firstName: user.firstName,
    lastName: user.lastName,
    userName: user.userName,
    roles: [user.role],
    id: String(user.id),
    required2FA: tokens.twoFactor !== null,
    phone: tokens.twoFactor ? tokens.twoFactor.maskedPhone : user.phoneNumber,
    configuredGoogleAuth: tokens.twoFactor ? tokens.twoFactor.isAuthenticator : hasAuthenticatorApp(user),
    deviceId: tokens.deviceId,
  };
}
