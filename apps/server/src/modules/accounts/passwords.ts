import { createHash, randomBytes } from 'node:crypto';
import { ACCOUNT_MESSAGES, PASSWORD_MESSAGES, RESET_TOKEN_TTL_SECONDS } from '@bidright/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema/index';
import { badRequest } from '../../errors';
import type { EmailSender } from '../../providers/email/email';
import { endUserSessions, hashPassword, verifyPassword } from '../auth/public';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const invalidToken = () =>
  badRequest(ACCOUNT_MESSAGES.resetTokenInvalid, { token: ACCOUNT_MESSAGES.resetTokenInvalid });
/** One reset e-mail per user per minute; more requests answer the same and send nothing. */
const RESEND_GAP_SECONDS = 60;

/**
 * GET /api/user/password/{userName}: e-mails a reset link when an active user has that name. Always the
 * same answer, so the call cannot tell which user names exist.
 */
export async function requestPasswordReset(db: Db, email: EmailSender, config: Config, userName: string) {
  const answer = { message: ACCOUNT_MESSAGES.resetEmailSent };
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.userName}) = lower(${userName.trim()})`)
    .limit(1);
  if (!user || user.deactivatedDate) return answer;
  const [recent] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.userId, user.id),
        gt(passwordResetTokens.createdAt, new Date(Date.now() - RESEND_GAP_SECONDS * 1000)),
      ),
    )
    .limit(1);
  if (recent) return answer;
  const token = randomBytes(32).toString('base64url');
  await db.insert(passwordResetTokens).values({
    userId: user.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000),
  });
  const link = new URL('/resetPassword', config.PUBLIC_URL);
  link.searchParams.set('token', token);
  link.searchParams.set('userName', user.userName);
  await email.send({
    to: user.email,
    subject: 'Reset your Bidright password',
    text: `Hello ${user.firstName},\n\nOpen this link within 30 minutes to choose a new password:\n${link.toString()}\n\nIf you did not ask for it, ignore this e-mail.`,
  });
  return answer;
}

/** A new password spends every reset link still out for the user: an older e-mail cannot undo it. */
async function spendResetTokens(db: Db, userId: number) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** The unspent, unexpired reset token of the named user (by user name or e-mail), or a 400. */
async function liveToken(db: Db, token: string, who: { userName?: string; email?: string }) {
  const [row] = await db
    .select({ token: passwordResetTokens, user: users })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw invalidToken();
  const matches =
    (who.userName && row.user.userName.toLowerCase() === who.userName.toLowerCase()) ||
    (who.email && row.user.email.toLowerCase() === who.email.toLowerCase());
  if (!matches || row.user.deactivatedDate) throw invalidToken();
  return row;
}

/** PUT /api/user/token: whether the link is still good (the reset page disables submit when not). */
export async function checkResetToken(db: Db, input: { token: string; userName?: string; email?: string }) {
  await liveToken(db, input.token, input);
  return { isValid: true };
}

/** POST /api/user/password: sets the new password with the link's token (single use); ends every session. */
export async function resetPassword(db: Db, input: { userName: string; token: string; password: string }) {
  const { token, user } = await liveToken(db, input.token, { userName: input.userName });
  if (await verifyPassword(user.passwordHash, input.password))
    throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, { password: PASSWORD_MESSAGES.sameAsCurrent });
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResetTokens.id, token.id), isNull(passwordResetTokens.usedAt)))
      .returning({ id: passwordResetTokens.id });
    if (claimed.length === 0) throw invalidToken();
    await tx
      .update(users)
      .set({ passwordHash, failedLoginCount: 0, lockedUntil: null, updatedAt: sql`now()` })
      .where(eq(users.id, user.id));
    await spendResetTokens(tx, user.id);
    await endUserSessions(tx, user.id);
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}

/**
 * PUT /api/user/password: with the current password. Every other session ends; this one keeps its refresh
 * token, and its next refresh gets an access token of the new session version.
 */
export async function changePassword(
  db: Db,
  caller: { id: number; sessionId: string },
  input: { currentPassword: string; newPassword: string },
) {
  const [user] = await db.select().from(users).where(eq(users.id, caller.id)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.currentPassword)))
    throw badRequest(ACCOUNT_MESSAGES.currentPasswordWrong, {
      currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
    });
  if (input.newPassword === input.currentPassword)
    throw badRequest(PASSWORD_MESSAGES.sameAsCurrent, { newPassword: PASSWORD_MESSAGES.sameAsCurrent });
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await spendResetTokens(tx, user.id);
    await endUserSessions(tx, user.id, { exceptFamilyId: caller.sessionId });
  });
  return { message: ACCOUNT_MESSAGES.passwordChanged };
}
