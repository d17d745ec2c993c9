import {
  IDENTITY_METHOD_BANK,
  matchIdentity,
  type TBankOwner,
  type TIdentityMatch,
  type TRegisteredIdentity,
} from '@bidright/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bidders, identityEvidence, users } from '../../db/schema/index';
import type { BankProvider } from '../../providers/bank/bank';

/** The registered legal name and address the bank's owners are compared with. */
export async function registeredIdentity(db: Db, bidderId: number): Promise<TRegisteredIdentity> {
  const [row] = await db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      streetLine1: bidders.streetLine1,
      streetLine2: bidders.streetLine2,
      city: bidders.city,
      stateCode: bidders.stateCode,
      zipCode: bidders.zipCode,
    })
    .from(users)
    .leftJoin(bidders, eq(bidders.userId, users.id))
    .where(eq(users.id, bidderId));
  return {
    firstName: row?.firstName ?? '',
    lastName: row?.lastName ?? '',
    streetLine1: row?.streetLine1 ?? null,
    streetLine2: row?.streetLine2 ?? null,
    city: row?.city ?? null,
    stateCode: row?.stateCode ?? null,
    zipCode: row?.zipCode ?? null,
  };
}

/**
 * ADR 0072: when a bank is linked, its account owners (Plaid Identity) are compared with the registration by
 * the domain's rule and the evidence is stored. A match verifies the identity; no match sets Pending review
 * for an admin. An identity already verified stays verified (the new evidence is kept all the same), so a
 * second bank held jointly with someone else does not take it back. The bidder becomes verified at the
 * verification step that follows, as before (an account and a phone code).
 */
export async function checkBankIdentity(
  db: Db,
  bank: BankProvider,
  input: {
    bidderId: number;
    accessToken: string;
    itemId: string;
    accountIds: string[];
    bankAccountId: number | null;
  },
): Promise<TIdentityMatch> {
  let owners: TBankOwner[] = [];
  let unreachable = false;
  try {
    owners = await bank.getIdentity(input.accessToken, input.accountIds);
  } catch {
    unreachable = true;
  }
  const registered = await registeredIdentity(db, input.bidderId);
  const match = matchIdentity(registered, owners);
  if (unreachable) match.reasons.unshift('The bank could not report the account owners.');
  await db.transaction(async (tx) => {
    await tx.insert(identityEvidence).values({
      bidderId: input.bidderId,
      method: IDENTITY_METHOD_BANK,
      bankAccountId: input.bankAccountId,
      providerItemId: input.itemId,
      owners,
      registered,
      result: match.result,
      nameScore: match.nameScore,
      addressScore: match.addressScore,
      reasons: match.reasons,
    });
    const status = match.result === 'match' ? 'Verified' : 'Pending review';
    await tx
      .insert(bidders)
      .values({ userId: input.bidderId, identityStatus: status })
      .onConflictDoUpdate({
        target: bidders.userId,
        set: {
          identityStatus: sql`case when ${bidders.identityStatus} = 'Verified' then 'Verified' else ${status} end`,
        },
      });
  });
  return match;
}
