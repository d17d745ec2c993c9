import { z } from 'zod';
import { ZRole } from '../roles';

/*
 * The signed-in user and the two-step login settings every role keeps (spec part 3 §7, priority 7).
 */

/** The two-step login method in use; null (on the wire) when it is off. */
export const ZTwoFactorMethod = z.enum(['sms', 'authenticator']);
export type TTwoFactorMethod = z.infer<typeof ZTwoFactorMethod>;

/** GET /api/user/me: the signed-in user (app shell header, staff and client profile, 2-step settings). */
export const ZCurrentUser = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: ZRole,
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  /** Two-step login: the method in use (null: off), and whether an authenticator app is set up. */
  twoFactorMethod: z.nullable(ZTwoFactorMethod),
  configuredAuthenticatorApp: z.boolean(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

/** The current password or a current authenticator code (turning the authenticator on or off). */
export const ZOwnerProofBody = z
  .object({ password: z.string().max(128).optional(), code: z.string().max(10).optional() })
  .nullish();
/** What proves the account owner is at the keyboard: the current password, or a current authenticator code. */
export type TOwnerProof = NonNullable<z.input<typeof ZOwnerProofBody>>;

/** DELETE …/authenticator: back to text messages, or off when no phone is verified. */
export const ZAuthenticatorRemoved = z.object({
  configuredAuthenticatorApp: z.boolean(),
  twoFactorMethod: z.nullable(ZTwoFactorMethod),
});
export type TAuthenticatorRemoved = z.infer<typeof ZAuthenticatorRemoved>;
