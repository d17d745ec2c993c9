import { CLIENT_MESSAGES, type TAttorneyBody } from '@bidright/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attorneys } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';

/** The attorney with this id, or 404. */
export async function loadAttorney(db: Db, attorneyId: number) {
  const [row] = await db.select().from(attorneys).where(eq(attorneys.id, attorneyId)).limit(1);
  if (!row) throw notFound(CLIENT_MESSAGES.attorneyNotFound);
  return row;
}

/** One e-mail per attorney within a firm. */
export async function assertAttorneyEmailFree(db: Db, clientId: number, email: string, exceptId?: number) {
  const [clash] = await db
    .select({ id: attorneys.id })
    .from(attorneys)
    .where(
      and(
        eq(attorneys.clientId, clientId),
        sql`lower(${attorneys.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(attorneys.id, exceptId),
      ),
    )
    .limit(1);
  if (clash)
    throw badRequest(CLIENT_MESSAGES.attorneyEmailTaken, { email: CLIENT_MESSAGES.attorneyEmailTaken });
}

/** Adds an attorney; the firm's first attorney becomes its primary. */
export async function insertAttorney(db: Db, clientId: number, body: TAttorneyBody) {
  await assertAttorneyEmailFree(db, clientId, body.email);
  const [existing] = await db.select({ n: count() }).from(attorneys).where(eq(attorneys.clientId, clientId));
  const [row] = await db
    .insert(attorneys)
    .values({ ...body, clientId, isPrimary: (existing?.n ?? 0) === 0 })
    .returning();
  return row!;
}

/** Removes an attorney; the primary goes only when it is the firm's last. */
export async function deleteAttorneyRow(db: Db, attorney: typeof attorneys.$inferSelect) {
  if (attorney.isPrimary) {
    const [others] = await db
      .select({ n: count() })
      .from(attorneys)
      .where(and(eq(attorneys.clientId, attorney.clientId), ne(attorneys.id, attorney.id)));
    if ((others?.n ?? 0) > 0) throw badRequest(CLIENT_MESSAGES.primaryRemove);
  }
  await db.delete(attorneys).where(eq(attorneys.id, attorney.id));
}

/** Exactly one primary: the others stop being primary in the same transaction. */
export async function makePrimary(db: Db, clientId: number, attorneyId: number) {
  await db.transaction(async (tx) => {
    await tx.update(attorneys).set({ isPrimary: false }).where(eq(attorneys.clientId, clientId));
    await tx
      .update(attorneys)
      .set({ isPrimary: true })
      .where(and(eq(attorneys.clientId, clientId), eq(attorneys.id, attorneyId)));
  });
}
