import { AUCTION_MESSAGES } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { loadAuction, staffCompanyId } from './auction-queries';
import { describeAuction } from './create-auction';

/** Staff permanently delete an auction; an auction with lots cannot be deleted (spec part 2 §4). */
export async function deleteAuction(db: Db, caller: AuthUser, auctionId: number): Promise<void> {
  await db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const auction = await loadAuction(tx, auctionId, { forUpdate: true });
    assertCompanyAccess(caller, auction?.companyId, 'Auction');
    if (staffCompanyId(caller) !== auction!.companyId) throw forbidden();
    // Counted again after the lock: assigning a lot key-share-locks the auction row, so a lot added
    // meanwhile has committed by now and this fresh statement sees it.
    const [lots] = await queryRows<{ count: string | number }>(
      tx,
      sql`select count(*) as count from lots where auction_id = ${auctionId}`,
    );
    if (Number(lots?.count ?? 0) > 0) throw conflict(AUCTION_MESSAGES.hasLots);
    await tx.execute(sql`delete from auctions where id = ${auctionId}`);
    await logActivity(tx, {
      companyId: auction!.companyId,
      userId: caller.id,
      title: 'Auction deleted',
      body: `Auction #${auctionId}: ${describeAuction(auction!)} was deleted.`,
    });
  });
}
