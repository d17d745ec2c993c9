import {
  AUCTION_MESSAGES,
  streamUrlInvalidMessage,
  type TStreamBody,
  youtubeWatchUrl,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { assertCompanyAccess } from '../../http/company-access';
import { type AuctionRow, loadAuction, staffCompanyId } from './auction-queries';
import { presentStream } from './presenter';

/**
 * Video streams of an auction (spec part 2 §2 streams panel, §5 "Stream URLs are rewritten to the
 * standard watch link before saving"). Staff of the host manage them; admins read; bidders read the
 * streams of auctions that have a lot published to them.
 */

/** Who may read: host staff, admins, and bidders once a lot of the auction is public (not Draft). */
function assertCanReadStreams(caller: AuthUser, auction: AuctionRow | null) {
  if (caller.role === 'Bidder') {
    if (!auction?.hasPublicLot) throw notFound(AUCTION_MESSAGES.notFound);
    return;
  }
  if (caller.role === 'Client') throw forbidden();
  assertCompanyAccess(caller, auction?.companyId, 'Auction');
}

/** The auction, locked, when the caller is staff of its host. */
async function loadOwnAuction(tx: Db, caller: AuthUser, auctionId: number) {
  const auction = await loadAuction(tx, auctionId, { forUpdate: true });
  assertCompanyAccess(caller, auction?.companyId, 'Auction');
  if (staffCompanyId(caller) !== auction!.companyId) throw forbidden();
  return auction!;
}

/** The url as stored, or a 400 with the URL message. */
function storedUrl(url: string) {
  const rewritten = youtubeWatchUrl(url);
  if (!rewritten) {
    const message = streamUrlInvalidMessage();
    throw badRequest(message, { url: message });
  }
  return rewritten;
}

export async function listStreams(db: Db, caller: AuthUser, auctionId: number) {
  assertCanReadStreams(caller, await loadAuction(db, auctionId));
  const rows = await queryRows(
    db,
    sql`select id, title, url, status, type, created_at from auction_streams where auction_id = ${auctionId}
      order by created_at, id`,
  );
  return rows.map(presentStream);
}

export async function createStream(db: Db, caller: AuthUser, auctionId: number, body: TStreamBody) {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const auction = await loadOwnAuction(tx, caller, auctionId);
    const url = storedUrl(body.url);
    const [row] = await queryRows(
      tx,
      sql`insert into auction_streams (auction_id, title, url, status, type)
        values (${auctionId}, ${body.title}, ${url}, ${body.status}, ${body.type})
        returning id, title, url, status, type, created_at`,
    );
    await logActivity(tx, {
      companyId: auction.companyId,
      userId: caller.id,
      title: 'Auction stream added',
      body: `Auction #${auctionId}: stream "${body.title}" (${body.status}) ${url}.`,
    });
    return presentStream(row!);
  });
}

export async function updateStream(
  db: Db,
  caller: AuthUser,
  auctionId: number,
  streamId: number,
  body: TStreamBody,
) {
  return db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const auction = await loadOwnAuction(tx, caller, auctionId);
    const url = storedUrl(body.url);
    const [row] = await queryRows(
      tx,
      sql`update auction_streams set title = ${body.title}, url = ${url}, status = ${body.status}, type = ${body.type}
        where id = ${streamId} and auction_id = ${auctionId}
        returning id, title, url, status, type, created_at`,
    );
    if (!row) throw notFound(AUCTION_MESSAGES.streamNotFound);
    await logActivity(tx, {
      companyId: auction.companyId,
      userId: caller.id,
      title: 'Auction stream updated',
      body: `Auction #${auctionId}: stream "${body.title}" (${body.status}) ${url}.`,
    });
    return presentStream(row);
  });
}

export async function deleteStream(db: Db, caller: AuthUser, auctionId: number, streamId: number) {
  await db.transaction(async (rawTx) => {
    const tx = rawTx as unknown as Db;
    const auction = await loadOwnAuction(tx, caller, auctionId);
    const [row] = await queryRows<{ title: string }>(
      tx,
      sql`delete from auction_streams where id = ${streamId} and auction_id = ${auctionId} returning title`,
    );
    if (!row) throw notFound(AUCTION_MESSAGES.streamNotFound);
    await logActivity(tx, {
      companyId: auction.companyId,
      userId: caller.id,
      title: 'Auction stream deleted',
      body: `Auction #${auctionId}: stream "${row.title}" was deleted.`,
    });
  });
}
