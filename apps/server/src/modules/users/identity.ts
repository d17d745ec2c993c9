import { ACCOUNT_MESSAGES } from '@bidright/domain';
import { and, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest } from '../../errors';

/**
 * Whether a user name or e-mail is held by an account (other than `exceptUserId`), ignoring case as the
 * unique indexes do. The availability checks of every form that names a login read these.
 */
async function isHeld(db: Db, held: SQL, exceptUserId?: number) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId === undefined ? held : and(held, ne(users.id, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

/** An e-mail already used by another account (the unique index ignores case). */
export const emailTaken = (db: Db, email: string, exceptUserId?: number) =>
  isHeld(db, sql`lower(${users.email}) = lower(${email})`, exceptUserId);

/** A user name already used by another account (the unique index ignores case). */
export const userNameTaken = (db: Db, userName: string, exceptUserId?: number) =>
  isHeld(db, sql`lower(${users.userName}) = lower(${userName})`, exceptUserId);

/**
 * Refuses a user name (null: not changing) or e-mail another account holds, naming every taken field, the
 * first as the message. Sign-ups and hosts adding their staff check alike.
 */
export async function assertIdentityFree(
  db: Db,
  userName: string | null,
  email: string,
  exceptUserId?: number,
) {
  const errors: Record<string, string> = {};
  if (userName !== null && (await userNameTaken(db, userName, exceptUserId)))
    errors.userName = ACCOUNT_MESSAGES.userNameUnavailable;
  if (await emailTaken(db, email, exceptUserId)) errors.email = ACCOUNT_MESSAGES.emailUnavailable;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}
