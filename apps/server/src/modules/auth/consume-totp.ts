import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { verifyTotp } from './totp';

/**
 * Accepts an authenticator code once: the code must be right and newer than the last one accepted, and the
 * step is recorded with a conditional update, so two requests racing with the same code cannot both pass.
 */
export async function consumeTotp(
  db: Db,
  user: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const step = await verifyTotp(user.totpSecret, code.trim(), user.totpLastStep);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}
