import { ACCOUNT_MESSAGES, type TLinkToken, toDollars } from '@bidright/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bankAccounts, bankItems } from '../../db/schema/index';
import { type SecretBox, sealContexts } from '../../db/sealed-secrets';
import { badRequest, forbidden, notFound } from '../../errors';
import { availableBalanceCents, lockedFunds } from '../../live/participation/funds';
import { BankLinkError, type BankProvider } from '../../providers/bank/bank';
import { checkBankIdentity, identityStatusOf } from '../verifications/public';
import { listPhones, markVerifiedIfComplete, validAccountOf } from './bidder-phones';
import { presentBankAccount } from './presenter';

/** Linked bank accounts of the calling bidder (spec part 3 §3, §7, §8), through the bank provider. */
export async function listBankAccounts(db: Db, bidderId: number) {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.bidderId, bidderId), isNull(bankAccounts.removedAt)))
    .orderBy(asc(bankAccounts.id));
  return rows.map(presentBankAccount);
}

/**
 * GET /api/accounts/linktoken: the token and which widget opens with it (Plaid Link or the sandbox's own).
 * A provider that cannot issue one answers the spec's linking error (as a failed exchange does), which the
 * web shows before it leaves for /dashboard.
 */
export async function createLinkToken(
  bank: BankProvider,
  user: { id: number; userName: string },
): Promise<TLinkToken> {
  try {
    return {
      linkToken: await bank.createLinkToken({ id: user.id, name: user.userName }),
      provider: bank.kind,
    };
  } catch {
    throw badRequest(ACCOUNT_MESSAGES.bankLinkFailed);
  }
}

/**
 * POST /api/accounts/bidder: exchanges the widget's public token and links the picked accounts (all of
 * the item's accounts when none are named). A bad token answers the spec's linking error.
 */
export async function linkBankAccounts(
  db: Db,
  bank: BankProvider,
  secretBox: SecretBox,
  bidderId: number,
  input: { publicToken: string; accountIds: string[] },
) {
  let item: Awaited<ReturnType<BankProvider['exchangePublicToken']>>;
  let accounts: Awaited<ReturnType<BankProvider['getAccounts']>>;
  try {
    item = await bank.exchangePublicToken(input.publicToken);
    accounts = await bank.getAccounts(item.accessToken);
  } catch (error) {
    if (error instanceof BankLinkError || error instanceof Error)
      throw badRequest(ACCOUNT_MESSAGES.bankLinkFailed);
    throw error;
  }
  const picked = input.accountIds.length
    ? accounts.filter((account) => input.accountIds.includes(account.id))
    : accounts;
  if (picked.length === 0) {
    // Nothing to keep: end the item now rather than leave a live access token nobody stores.
    await bank.removeItem(item.accessToken).catch(() => undefined);
    throw badRequest(ACCOUNT_MESSAGES.bankLinkFailed, { accountIds: ACCOUNT_MESSAGES.noBankAccount });
  }
  const [firstAccount] = await db.transaction(async (tx) => {
    await tx.insert(bankItems).values({
      bidderId,
      provider: bank.kind,
      itemId: item.itemId,
      // Sealed under DATA_KEY (ADR 0023): a copy of the database cannot read balances or move money.
      accessToken: secretBox.seal(
        item.accessToken,
        sealContexts.bankAccessToken({ provider: bank.kind, ...item }),
      ),
      institutionId: item.institution.id,
      institutionName: item.institution.name,
    });
    return tx
      .insert(bankAccounts)
      .values(
        picked.map((account) => ({
          bidderId,
          provider: bank.kind,
          providerItemId: item.itemId,
          providerAccountId: account.id,
          name: account.name,
          mask: account.mask,
          institutionName: item.institution.name,
          institutionLogo: item.institution.logo,
          subType: account.subType,
          balanceCents: account.balanceCents,
          isValid: true,
          modifiedDate: new Date(),
        })),
      )
      .returning({ id: bankAccounts.id });
  });
  // ADR 0072: the bank's account owners are compared with the registration; the evidence is stored.
  await checkBankIdentity(db, bank, {
    bidderId,
    accessToken: item.accessToken,
    itemId: item.itemId,
    accountIds: picked.map((account) => account.id),
    bankAccountId: firstAccount?.id ?? null,
  });
  return listBankAccounts(db, bidderId);
}

/** A linked (not removed) account: 404 when there is none, 403 when it belongs to someone else. */
async function ownedAccount(db: Db, bidderId: number, id: number) {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), isNull(bankAccounts.removedAt)))
    .limit(1);
  if (!row) throw notFound(ACCOUNT_MESSAGES.noBankAccount);
  if (row.bidderId !== bidderId) throw forbidden();
  return row;
}

/** PUT /api/accounts/{id}/bidder: nickname and hidden flag (a hidden valid account still counts). */
export async function updateBankAccount(
  db: Db,
  bidderId: number,
  id: number,
  input: { nickName: string | null; hide: boolean },
) {
  await ownedAccount(db, bidderId, id);
  const [row] = await db
    .update(bankAccounts)
    .set({ nickName: input.nickName, isHidden: input.hide, modifiedDate: new Date() })
    .where(eq(bankAccounts.id, id))
    .returning();
  return presentBankAccount(row!);
}

/**
 * The bidder's bank items among `itemIds`, with their access tokens opened (they are stored sealed, ADR
 * 0023): the one place tokens are read.
 */
async function itemsOf(db: Db, secretBox: SecretBox, bidderId: number, itemIds: string[]) {
  if (itemIds.length === 0) return [];
  const rows = await db
    .select()
    .from(bankItems)
    .where(and(eq(bankItems.bidderId, bidderId), inArray(bankItems.itemId, itemIds)));
  return rows.map((row) => ({
    ...row,
    accessToken: secretBox.open(row.accessToken, sealContexts.bankAccessToken(row)),
  }));
}

/**
 * PUT /api/accounts/{accountId}/{bidderId}: unlinks the account; its balance stops counting. When it was
 * the item's last linked account, the item ends at the provider (Plaid's /item/remove) and its token is
 * dropped. Should the provider not answer, the unlink still stands and the item row stays, token and all.
 */
export async function removeBankAccount(
  db: Db,
  bank: BankProvider,
  secretBox: SecretBox,
  callerId: number,
  accountId: number,
  bidderId: number,
) {
  if (callerId !== bidderId) throw forbidden();
  const account = await ownedAccount(db, bidderId, accountId);
  await db
    .update(bankAccounts)
    .set({ removedAt: new Date(), modifiedDate: new Date() })
    .where(eq(bankAccounts.id, accountId));
  if (account.providerItemId) await endItemIfUnlinked(db, bank, secretBox, bidderId, account.providerItemId);
  return listBankAccounts(db, bidderId);
}

async function endItemIfUnlinked(
  db: Db,
  bank: BankProvider,
  secretBox: SecretBox,
  bidderId: number,
  itemId: string,
) {
  const [stillLinked] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.bidderId, bidderId),
        eq(bankAccounts.providerItemId, itemId),
        isNull(bankAccounts.removedAt),
      ),
    )
    .limit(1);
  if (stillLinked) return;
  const [item] = await itemsOf(db, secretBox, bidderId, [itemId]);
  // An item of another provider (a demo database later switched to Plaid) is not this provider's to end.
  if (!item || item.provider !== bank.kind) return;
  try {
    await bank.removeItem(item.accessToken);
  } catch {
    return;
  }
  await db.delete(bankItems).where(eq(bankItems.id, item.id));
}

async function balances(db: Db, bidderId: number) {
  const [locked, available] = await Promise.all([
    lockedFunds(db, bidderId),
    availableBalanceCents(db, bidderId),
  ]);
  return { available_balance: toDollars(available), locked_balance: toDollars(locked.totalCents) };
}

/**
 * GET /api/accounts/refreshaccounts: reads fresh balances of every linked item and answers the new
 * available balance. Any provider failure answers the spec's refresh error and changes nothing.
 */
export async function refreshBankAccounts(
  db: Db,
  bank: BankProvider,
  secretBox: SecretBox,
  bidderId: number,
) {
  const linked = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.bidderId, bidderId), isNull(bankAccounts.removedAt)));
  const itemIds = [
    ...new Set(linked.map((row) => row.providerItemId).filter((id): id is string => Boolean(id))),
  ];
  const items = await itemsOf(db, secretBox, bidderId, itemIds);
  const updates: { id: number; balanceCents: number }[] = [];
  try {
    for (const item of items) {
      const fresh = await bank.getAccounts(item.accessToken);
      for (const row of linked.filter((account) => account.providerItemId === item.itemId)) {
        const match = fresh.find((account) => account.id === row.providerAccountId);
        if (match) updates.push({ id: row.id, balanceCents: match.balanceCents });
      }
    }
  } catch {
    throw badRequest(ACCOUNT_MESSAGES.balanceRefreshFailed);
  }
  if (updates.length)
    await db.transaction(async (tx) => {
      for (const update of updates)
        await tx
          .update(bankAccounts)
          .set({ balanceCents: update.balanceCents, modifiedDate: sql`now()` })
          .where(eq(bankAccounts.id, update.id));
    });
  return { ...(await balances(db, bidderId)), accounts: await listBankAccounts(db, bidderId) };
}

/**
 * PUT /api/accounts/{id}/verifybidder: the account must be a valid account of the caller; the bidder
 * becomes verified when the identity is verified (ADR 0072) and a phone is verified too. Answers the flag and the phones for the code step.
 */
export async function verifyBidderWithAccount(
  db: Db,
  bank: BankProvider,
  secretBox: SecretBox,
  bidderId: number,
  accountId: number,
) {
  const account = await ownedAccount(db, bidderId, accountId);
  await validAccountOf(db, bidderId, accountId);
  // An account linked before identity checks existed (ADR 0072): its bank is asked for the owners now.
  if ((await identityStatusOf(db, bidderId)) === 'Unverified' && account.providerItemId) {
    const [item] = await itemsOf(db, secretBox, bidderId, [account.providerItemId]);
    if (item && item.provider === bank.kind)
      await checkBankIdentity(db, bank, {
        bidderId,
        accessToken: item.accessToken,
        itemId: item.itemId,
        accountIds: account.providerAccountId ? [account.providerAccountId] : [],
        bankAccountId: account.id,
      });
  }
  const isVerified = await markVerifiedIfComplete(db, bidderId, true);
  return { isVerified, phones: await listPhones(db, bidderId) };
}
