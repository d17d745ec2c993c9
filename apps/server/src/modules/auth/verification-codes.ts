import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_MESSAGES, VERIFICATION_CODE_TTL_SECONDS, VERIFICATION_MAX_ATTEMPTS } from '@bidright/domain';
import { and, desc, eq, isNull, lt, ne, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { type VERIFICATION_PURPOSES, verificationCodes } from '../../db/schema/index';
import { badRequest, tooManyRequests } from '../../errors';
import type { SmsSender } from '../../providers/sms/sms';

export type TVerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/** Sends per phone and per account: one per 30 seconds, five per hour. */
const MIN_GAP_SECONDS = 30;
const MAX_PER_HOUR = 5;

const hashCode = (purpose: string, phone: string, code: string) =>
  createHash('sha256').update(`${purpose}:${phone}:${code}`).digest('hex');

async function assertSendAllowed(tx: Db, column: 'phone' | 'user_id', value: string | number) {
  const [row] = await queryRows<{
    sent: string | number;
    since_last: number | null;
    since_first: number | null;
  }>(
    tx,
    sql`select count(*) as sent,
          extract(epoch from now() - max(created_at))::float8 as since_last,
          extract(epoch from now() - min(created_at))::float8 as since_first
        from verification_codes
       where ${sql.identifier(column)} = ${value} and phone <> ''
         and created_at > now() - interval '1 hour'`,
  );
  const sent = Number(row?.sent ?? 0);
  if (sent === 0) return;
  const sinceLast = Number(row?.since_last ?? MIN_GAP_SECONDS);
  if (sinceLast < MIN_GAP_SECONDS) {
    const wait = Math.ceil(MIN_GAP_SECONDS - sinceLast);
    throw tooManyRequests(ACCOUNT_MESSAGES.codeRequestTooSoon.replace('{seconds}', String(wait)), wait);
  }
  if (sent >= MAX_PER_HOUR) {
    const wait = Math.max(1, 3600 - Number(row?.since_first ?? 0));
    throw tooManyRequests(
      ACCOUNT_MESSAGES.codeRequestTooMany.replace('{minutes}', String(Math.ceil(wait / 60))),
      wait,
    );
  }
}

/**
 * Creates a 6-digit code (only its hash is stored) and texts it. Refused with 429 when the phone or the
 * account asked too often; the check runs under an advisory lock so parallel requests cannot slip past it.
 * `prepare` runs in the same transaction once the limits have passed, so a refused request writes nothing.
 */
export async function sendVerificationCode(
  db: Db,
  sms: SmsSender,
  input: { purpose: TVerificationPurpose; phone: string; userId: number | null },
  prepare?: (tx: Db) => Promise<void>,
): Promise<{ id: number; phone: string; expiresAt: Date }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const row = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${input.phone}`}))`);
    await assertSendAllowed(tx, 'phone', input.phone);
    if (input.userId !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification-user:${input.userId}`}))`);
      await assertSendAllowed(tx, 'user_id', input.userId);
    }
    await prepare?.(tx);
    const [inserted] = await tx
      .insert(verificationCodes)
      .values({
        purpose: input.purpose,
        userId: input.userId,
        phone: input.phone,
        codeHash: hashCode(input.purpose, input.phone, code),
        expiresAt: new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000),
      })
      .returning();
    return inserted!;
  });
  await sms.send(input.phone, `Your Bidright verification code is ${code}. It expires in 10 minutes.`);
  return { id: row.id, phone: row.phone, expiresAt: row.expiresAt };
}

/**
 * Spends a code exactly once. A wrong code counts an attempt; after five the code is dead. The answers
 * do not tell a wrong id from a wrong code.
 */
export async function consumeVerificationCode(
  db: Db,
  input: { id: number; code: string; purpose: TVerificationPurpose; phone?: string; userId?: number | null },
) {
  const invalid = () =>
    badRequest(ACCOUNT_MESSAGES.verificationCodeInvalid, { code: ACCOUNT_MESSAGES.verificationCodeInvalid });
  const [row] = await db.select().from(verificationCodes).where(eq(verificationCodes.id, input.id)).limit(1);
  if (
    !row ||
    row.purpose !== input.purpose ||
    row.phone === '' ||
    (input.phone !== undefined && row.phone !== input.phone) ||
    (input.userId !== undefined && row.userId !== input.userId) ||
    row.consumedAt
  )
    throw invalid();
  if (row.expiresAt.getTime() <= Date.now())
    throw badRequest(ACCOUNT_MESSAGES.verificationCodeExpired, {
      code: ACCOUNT_MESSAGES.verificationCodeExpired,
    });
  if (row.attempts >= VERIFICATION_MAX_ATTEMPTS)
    throw badRequest(ACCOUNT_MESSAGES.verificationTooManyAttempts, {
      code: ACCOUNT_MESSAGES.verificationTooManyAttempts,
    });
  const expected = Buffer.from(row.codeHash);
  const actual = Buffer.from(hashCode(row.purpose, row.phone, input.code));
  if (!timingSafeEqual(expected, actual)) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, row.id));
    throw invalid();
  }
  const claimed = await db
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.id, row.id),
        isNull(verificationCodes.consumedAt),
        lt(verificationCodes.attempts, VERIFICATION_MAX_ATTEMPTS),
      ),
    )
    .returning({ id: verificationCodes.id });
  if (claimed.length === 0) throw invalid();
  return row;
}

/**
 * The id of the user's newest unused SMS code for `purpose`, or null: what a code typed without its
 * verification id (the two-step login, a wire-instruction change) is checked against.
 */
export async function latestOpenSmsCodeId(
  db: Db,
  userId: number,
  purpose: TVerificationPurpose,
): Promise<number | null> {
  const [latest] = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        ne(verificationCodes.phone, ''),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  return latest?.id ?? null;
}
