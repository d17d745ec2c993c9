import {
  ACCOUNT_MESSAGES,
  type TWireCodeChallenge,
  type TWireCodeMethod,
  WIRE_MESSAGES,
} from '@bidright/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import type { SecretBox } from '../../db/sealed-secrets';
import { badRequest, HttpError } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import type { SmsSender } from '../../providers/sms/sms';
import {
  consumeTotp,
  consumeVerificationCode,
  hasAuthenticatorApp,
  latestOpenSmsCodeId,
  sendVerificationCode,
} from '../auth/public';

/**
 * The two-step code that confirms a change of wire instructions (ADR 0070): the uploading user's own method,
 * an authenticator app when one is set up, else an SMS code to the account's phone (purpose `wire`). Each
 * code is accepted once: an authenticator step only if newer than the last accepted (consumeTotp), an SMS
 * code is spent by consumeVerificationCode.
 */

const FIELD = 'twoFactorCode';
const refuse = (message: string) => badRequest(message, { [FIELD]: message });

async function loadCodeUser(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw refuse(WIRE_MESSAGES.noMethod);
  return user;
}

function methodOf(user: typeof users.$inferSelect): TWireCodeMethod {
  if (hasAuthenticatorApp(user) && user.totpSecret) return 'authenticator';
  if (user.phoneNumber) return 'sms';
  throw refuse(WIRE_MESSAGES.noMethod);
}

/** POST .../wireinstructions/code: for SMS users a code is texted; authenticator users read their app. */
export async function requestWireCode(db: Db, sms: SmsSender, caller: AuthUser): Promise<TWireCodeChallenge> {
  const user = await loadCodeUser(db, caller.id);
  const method = methodOf(user);
  if (method === 'authenticator') return { method, verificationId: null, phoneLastFour: null };
  const phone = user.phoneNumber!.replace(/\D/g, '').slice(-10);
  const sent = await sendVerificationCode(db, sms, { purpose: 'wire', phone, userId: user.id });
  return { method, verificationId: String(sent.id), phoneLastFour: phone.slice(-4) };
}

/** Spends the caller's code or throws 400 (field `twoFactorCode`); nothing has been changed by then. */
export async function assertWireCode(
  db: Db,
  secretBox: SecretBox,
  caller: AuthUser,
  code: string | undefined,
  verificationId: string | undefined,
) {
  const typed = (code ?? '').trim();
  if (!typed) throw refuse(WIRE_MESSAGES.codeRequired);
  const user = await loadCodeUser(db, caller.id);
  if (methodOf(user) === 'authenticator') {
    if (!(await consumeTotp(db, secretBox, user, typed))) throw refuse(WIRE_MESSAGES.codeInvalid);
    return;
  }
  let id = Number(verificationId);
  if (!verificationId || !Number.isInteger(id) || id <= 0) {
    const latest = await latestOpenSmsCodeId(db, user.id, 'wire');
    if (latest === null) throw refuse(WIRE_MESSAGES.codeInvalid);
    id = latest;
  }
  try {
    await consumeVerificationCode(db, { id, code: typed, purpose: 'wire', userId: user.id });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    throw refuse(
      error.message === ACCOUNT_MESSAGES.verificationCodeInvalid ? WIRE_MESSAGES.codeInvalid : error.message,
    );
  }
}
