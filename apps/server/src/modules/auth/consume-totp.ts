import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { type SecretBox, sealContexts } from '../../db/sealed-secrets';
import { verifyTotp } from './totp';

/**
 * Accepts an authenticator code once: the code must be right and newer than the last one accepted, and the
 * step is recorded with a conditional update, so two requests racing with the same code cannot both pass.
 * The stored secret is sealed (ADR 0023); it is opened here, the one place a code is checked against it.
 */
export async function consumeTotp(
  db: Db,
  secretBox: SecretBox,
  user: { id: number; totpSecret: string | null; totpLastStep: number | null },
  code: string,
): Promise<boolean> {
  if (!user.totpSecret) return false;
  const secret = secretBox.open(user.totpSecret, sealContexts.totpSecret(user.id));
  const step = await verifyTotp(secret, code.trim(), user.totpLastStep);
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length > 0;
}
