import { z } from 'zod';
import { ZRole } from './roles';
import { zText } from './text';

/** Form body of POST /connect/token with the password grant. */
export const ZPasswordGrant = z.object({
  grant_type: z.literal('password'),
  username: zText().trim().min(1, 'Field is required!'),
  password: zText().min(1, 'Field is required!'),
  device_id: zText().trim().min(1, 'device_id is required').max(200),
  client_id: zText().trim().min(1, 'client_id is required'),
  client_secret: zText().optional(),
  scope: zText().optional(),
  /** The signed token a device got when it passed a two-step code (`deviceToken`): it skips the code. */
  device_token: zText().max(2000).optional(),
});
export type TPasswordGrant = z.infer<typeof ZPasswordGrant>;

/** Form body of POST /connect/token with the refresh grant. The two-factor fields complete a login that answered `required2FA`. */
export const ZRefreshGrant = z.object({
  grant_type: z.literal('refresh_token'),
  refresh_token: zText().min(1, 'refresh_token is required'),
  device_id: zText().trim().min(1, 'device_id is required').max(200),
  client_id: zText().optional(),
  client_secret: zText().optional(),
  scope: zText().optional(),
  /** Six-digit code from SMS or the authenticator app (two-step verification). */
  two_factor_code: zText().optional(),
  /** Id of the SMS verification the code belongs to. */
  verification_id: zText().optional(),
});

export const ZTokenRequest = z.discriminatedUnion('grant_type', [ZPasswordGrant, ZRefreshGrant]);
export type TTokenRequest = z.infer<typeof ZTokenRequest>;

/** Answer of POST /connect/token (spec part 3 §3 "Login response"). */
export const ZTokenResponse = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the access token expires. */
  expires_in: z.number().int(),
  refresh_token: z.string(),
  /** Seconds until the refresh token expires; the web client keeps its session cookies that long. */
  refresh_expires_in: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  roles: z.array(ZRole),
  id: z.string(),
  required2FA: z.boolean(),
  phone: z.string().nullable(),
  configuredGoogleAuth: z.boolean(),
  deviceId: z.string(),
  /**
   * After a two-step code was passed: the server-signed token that marks this browser as trusted for this
   * user; sent back as `device_token` on later password grants.
   */
  deviceToken: z.string().optional(),
});
export type TTokenResponse = z.infer<typeof ZTokenResponse>;

export const LOGIN_MESSAGES = {
  invalidCredentials: 'The user name or password is incorrect.',
  adminUseAdminLogin: 'Administrators sign in at the admin login page.',
  adminOnly: 'This login page is for administrators only.',
  inactive: 'Your account is deactivated. Please contact support.',
  companyNotActive: 'Your company account is not active yet.',
  companyDeclined: 'Your company registration was declined. Please contact support.',
  companyInactive: 'Your company account is deactivated. Please contact support.',
  throttledAccount:
    'Too many failed login attempts for this account. Please try again in {minutes} minute(s).',
  throttledIp: 'Too many login attempts. Please wait a minute and try again.',
  invalidRefresh: 'Your session has expired. Please log in again.',
} as const;
