import { ACCOUNT_MESSAGES, type TPurchaseProfileBody } from '@bidright/domain';
import { and, asc, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchaseProfiles } from '../../db/schema/index';
import { badRequest, forbidden, notFound } from '../../errors';
import { presentPurchaseProfile } from './presenter';

/**
 * Purchase profiles of the calling bidder (spec part 3 §5): the grantee on the deed. One is primary (the
 * first one becomes primary); the entity type is locked after creation; deleting is soft, because
 * auction registrations keep pointing at the profile they used.
 */
const alive = (bidderId: number) =>
  and(eq(purchaseProfiles.bidderId, bidderId), isNull(purchaseProfiles.deletedAt));

export async function listPurchaseProfiles(db: Db, bidderId: number) {
  const rows = await db
    .select()
    .from(purchaseProfiles)
    .where(alive(bidderId))
    .orderBy(desc(purchaseProfiles.isPrimary), asc(purchaseProfiles.id));
  return rows.map(presentPurchaseProfile);
}

const columns = (body: TPurchaseProfileBody) => ({
  name: body.name,
  contactName: body.contactName,
  phoneNumber: body.phoneNumber,
  streetLine1: body.address1,
  streetLine2: body.address2,
  city: body.city,
  county: body.county,
  stateCode: body.state,
  zipCode: body.zip,
  isAgentForBidder: body.isAgentForBidder,
  isSameAsBidder: body.isSameAsBidder,
});

export async function createPurchaseProfile(db: Db, bidderId: number, body: TPurchaseProfileBody) {
  return db.transaction(async (tx) => {
    const existing = await tx
      .select({ id: purchaseProfiles.id })
      .from(purchaseProfiles)
      .where(alive(bidderId));
    const isPrimary = body.isPrimary || existing.length === 0;
    if (isPrimary) await tx.update(purchaseProfiles).set({ isPrimary: false }).where(alive(bidderId));
    const [row] = await tx
      .insert(purchaseProfiles)
      .values({
        bidderId,
        type: body.type,
        isPrimary,
        // ADR 0072: an entity grantee (LLC, corporation, trust) needs its papers approved before a join.
        papersStatus: body.type === 'Corporation' ? 'Missing' : 'Not required',
        ...columns(body),
      })
      .returning();
    return presentPurchaseProfile(row!);
  });
}

/** Loads a live profile of the bidder: 404 when there is none, 403 when it is someone else's. */
async function ownedProfile(db: Db, bidderId: number, id: number) {
  const [row] = await db
    .select()
    .from(purchaseProfiles)
    .where(and(eq(purchaseProfiles.id, id), isNull(purchaseProfiles.deletedAt)))
    .limit(1);
  if (!row) throw notFound(ACCOUNT_MESSAGES.purchaseProfileNotFound);
  if (row.bidderId !== bidderId) throw forbidden();
  return row;
}

export async function updatePurchaseProfile(
  db: Db,
  bidderId: number,
  id: number,
  body: TPurchaseProfileBody,
) {
  const current = await ownedProfile(db, bidderId, id);
  if (body.type !== current.type)
    throw badRequest(ACCOUNT_MESSAGES.entityTypeLocked, { type: ACCOUNT_MESSAGES.entityTypeLocked });
  return db.transaction(async (tx) => {
    // The primary flag can move to this profile, not be taken away (one profile is always primary).
    const isPrimary = current.isPrimary || body.isPrimary;
    if (isPrimary && !current.isPrimary)
      await tx
        .update(purchaseProfiles)
        .set({ isPrimary: false })
        .where(and(alive(bidderId), ne(purchaseProfiles.id, id)));
    const [row] = await tx
      .update(purchaseProfiles)
      .set({ ...columns(body), isPrimary })
      .where(eq(purchaseProfiles.id, id))
      .returning();
    return presentPurchaseProfile(row!);
  });
}

export async function deletePurchaseProfile(db: Db, bidderId: number, id: number) {
  const current = await ownedProfile(db, bidderId, id);
  await db.transaction(async (tx) => {
    await tx
      .update(purchaseProfiles)
      .set({ deletedAt: new Date(), isPrimary: false })
      .where(eq(purchaseProfiles.id, id));
    if (current.isPrimary) {
      const [next] = await tx
        .select({ id: purchaseProfiles.id })
        .from(purchaseProfiles)
        .where(alive(bidderId))
        .orderBy(asc(purchaseProfiles.id))
        .limit(1);
      if (next)
        await tx.update(purchaseProfiles).set({ isPrimary: true }).where(eq(purchaseProfiles.id, next.id));
    }
  });
  return { id: String(id) };
}
