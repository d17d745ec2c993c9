import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, bidderPhones, bidders, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { SmsSender } from '../../providers/sms/sms';
import { consumeVerificationCode, sendVerificationCode } from '../auth/public';
import { completeVerification } from '../verifications/public';
import { presentPhone } from './presenter';

/**
 * Phones of the calling bidder (spec part 3 §4): exactly one primary (mirrored into users.phone_number),
 * others can be made primary, verified by a code, or deleted; the primary cannot be deleted.
 */
export async function listPhones(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(bidderPhones)
    .where(eq(bidderPhones.userId, userId))
    .orderBy(desc(bidderPhones.isPrimary), asc(bidderPhones.id));
  return rows.map(presentPhone);
}

async function findPhone(db: Db, userId: number, number: string) {
  const [row] = await db
    .select()
    .from(bidderPhones)
    .where(and(eq(bidderPhones.userId, userId), eq(bidderPhones.number, number)))
    .limit(1);
  return row;
}

export async function addPhone(db: Db, userId: number, number: string) {
  if (await findPhone(db, userId, number))
    throw badRequest(ACCOUNT_MESSAGES.phoneExists, { number: ACCOUNT_MESSAGES.phoneExists });
  await db.transaction(async (tx) => {
    const [primary] = await tx
      .select({ id: bidderPhones.id })
      .from(bidderPhones)
      .where(and(eq(bidderPhones.userId, userId), eq(bidderPhones.isPrimary, true)))
      .limit(1);
    await tx.insert(bidderPhones).values({ userId, number, isPrimary: !primary }).onConflictDoNothing();
    if (!primary) await tx.update(users).set({ phoneNumber: number }).where(eq(users.id, userId));
  });
  return listPhones(db, userId);
}

export async function setPrimaryPhone(db: Db, userId: number, number: string) {
  if (!(await findPhone(db, userId, number))) throw notFound(ACCOUNT_MESSAGES.phoneNotFound);
  await db.transaction(async (tx) => {
    await tx
      .update(bidderPhones)
      .set({ isPrimary: sql`${bidderPhones.number} = ${number}` })
      .where(eq(bidderPhones.userId, userId));
    await tx.update(users).set({ phoneNumber: number }).where(eq(users.id, userId));
  });
  return listPhones(db, userId);
}

export async function deletePhone(db: Db, userId: number, number: string) {
  const phone = await findPhone(db, userId, number);
  if (!phone) throw notFound(ACCOUNT_MESSAGES.phoneNotFound);
  if (phone.isPrimary)
    throw badRequest(ACCOUNT_MESSAGES.primaryPhoneDelete, { number: ACCOUNT_MESSAGES.primaryPhoneDelete });
  await db.delete(bidderPhones).where(eq(bidderPhones.id, phone.id));
  return listPhones(db, userId);
}

/** A valid, linked (not removed) bank account of the bidder, or a 400 'No bank account found!'. */
export async function validAccountOf(db: Db, userId: number, accountId: number) {
  const [account] = await db
    .select()
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.id, accountId),
        eq(bankAccounts.bidderId, userId),
        eq(bankAccounts.isValid, true),
        isNull(bankAccounts.removedAt),
      ),
    )
    .limit(1);
  if (!account)
    throw badRequest(ACCOUNT_MESSAGES.noBankAccount, { accountId: ACCOUNT_MESSAGES.noBankAccount });
  return account;
}

/**
 * POST /api/bidderphones/verification: texts a code to one of the bidder's phones (added first when it is
 * new). `accountId`, when sent, must be a valid account of the bidder: the verified phone then completes
 * identity verification.
 */
export async function sendPhoneVerification(
  db: Db,
  sms: SmsSender,
  userId: number,
  input: { number: string; accountId?: number | null },
) {
  if (input.accountId) await validAccountOf(db, userId, input.accountId);
  // A new phone is added only once the code may be sent: a refused (429) request leaves no phone behind.
  const sent = await sendVerificationCode(
    db,
    sms,
    { purpose: 'phone', phone: input.number, userId },
    async (tx) => {
      if (!(await findPhone(tx, userId, input.number))) await addPhone(tx, userId, input.number);
    },
  );
  return { id: String(sent.id), number: sent.phone, expirationDate: sent.expiresAt.toISOString() };
}

/** Whether the bidder has a valid linked account (the other half of identity verification). */
async function hasValidAccount(db: Db, userId: number) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.bidderId, userId), eq(bankAccounts.isValid, true), isNull(bankAccounts.removedAt)),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Marks the bidder verified once the identity is verified (ADR 0072), with a valid bank account and a verified
 * phone; returns the flag.
 */
export async function markVerifiedIfComplete(db: Db, userId: number, hasAccount: boolean) {
  if (hasAccount) return completeVerification(db, userId);
  const [bidder] = await db
    .select({ isVerified: bidders.isVerified })
    .from(bidders)
    .where(eq(bidders.userId, userId));
  return bidder?.isVerified ?? false;
}

/** POST /api/bidderphones/verification/{id}: checks the code, marks the phone verified. */
export async function verifyPhoneCode(db: Db, userId: number, id: number, code: string) {
  const row = await consumeVerificationCode(db, { id, code, purpose: 'phone', userId });
  await db
    .update(bidderPhones)
    .set({ verifiedDate: sql`now()` })
    .where(and(eq(bidderPhones.userId, userId), eq(bidderPhones.number, row.phone)));
  // A bidder with a verified phone gets text-message two-step login, unless another method is set.
  await db
    .update(users)
    .set({ twoFactorMethod: 'sms' })
    .where(and(eq(users.id, userId), isNull(users.twoFactorMethod)));
  const isVerified = await markVerifiedIfComplete(db, userId, await hasValidAccount(db, userId));
  return { message: ACCOUNT_MESSAGES.phoneVerified, isVerified, phones: await listPhones(db, userId) };
}
