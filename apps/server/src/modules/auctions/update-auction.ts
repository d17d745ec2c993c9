import { AUCTION_MESSAGES, isAuctionEditable, type TUpdateAuctionBody, toCents } from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import type { Db } from '../../db/client';
import { conflict, forbidden } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { loadAuction, staffCompanyId } from './auction-queries';
import { describeAuction, validAuctionSettings } from './create-auction';

/**
 * Staff save an auction's settings. Only an unstarted auction can be edited: once started, open,
 * finished or cancelled its settings are read-only (spec part 2 §4).
 */
export async function updateAuction(
  db: Db,
  caller: AuthUser,
  auctionId: number,
  body: TUpdateAuctionBody,
  now = new Date(),
): Promise<{ id: string }> {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const auction = await loadAuction(tx, auctionId, { forUpdate: true });
    assertCompanyAccess(caller, auction?.companyId, 'Auction');
    if (staffCompanyId(caller) !== auction!.companyId) throw forbidden();
    if (!isAuctionEditable({ ...auction!, now })) throw conflict(AUCTION_MESSAGES.readOnly);
    const values = validAuctionSettings(body, now);
    const minBidIncrementsCents =
      body.minBidIncrements === null || body.minBidIncrements === undefined
        ? null
        : toCents(body.minBidIncrements);
    await tx.execute(sql`update auctions set type = ${body.type}, start_type = ${body.startType},
        start_time = ${values.startTime.toISOString()},
        stop_time = ${values.stopTime ? values.stopTime.toISOString() : null},
        time_left = ${values.timeLeft}, extra_time = ${values.extraTime}, location = ${values.location},
        min_bid_increments_cents = ${minBidIncrementsCents}, updated_at = ${now.toISOString()}
      where id = ${auctionId}`);
    await logActivity(tx, {
      companyId: auction!.companyId,
      userId: caller.id,
      title: 'Auction updated',
      body: `Auction #${auctionId}: ${describeAuction({ ...body, startTime: values.startTime })}.`,
    });
    return { id: String(auctionId) };
  });
}
