import {
  ADMIN_LOOKUP_MIN_CHARS,
  ADMIN_MESSAGES,
  type TAdminBidderBody,
  type TAdminBidderLookupRow,
  type TAdminBidderView,
} from '@bidright/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { logActivity } from '../../db/activity';
import { type Db, queryRows } from '../../db/client';
import { containsPattern } from '../../db/paging';
import { bidderPhones, bidders, users } from '../../db/schema/index';
import { badRequest, notFound } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { bidderBalances, loadBidderProfileRow, presentBidderProfile, presentPhone } from '../accounts/public';
import { endUserSessions } from '../auth/public';
import { emailTaken, userNameTaken } from '../users/public';

/** Lookups answer at most this many bidders. */
const LOOKUP_LIMIT = 20;

/** GET /api/bidders/lookup/{term}: bidders by name, user name or e-mail (report filters, users screen). */
export async function lookupBidders(db: Db, term: string): Promise<TAdminBidderLookupRow[]> {
  const trimmed = term.trim();
  if (trimmed.length < ADMIN_LOOKUP_MIN_CHARS) throw badRequest(ADMIN_MESSAGES.lookupTooShort);
  const like = containsPattern(trimmed);
  const rows = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.role, 'Bidder'),
        sql`(${users.userName} ilike ${like} or ${users.email} ilike ${like}
          or (${users.firstName} || ' ' || ${users.lastName}) ilike ${like})`,
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(LOOKUP_LIMIT);
  return rows.map((user) => ({
    id: String(user.id),
    fullName: `${user.firstName} ${user.lastName}`,
    userName: user.userName,
    email: user.email,
  }));
}

async function bidderRow(db: Db, bidderId: number) {
  const row = await loadBidderProfileRow(db, bidderId, { onlyBidders: true });
  if (!row) throw notFound('Bidder is not found!');
  return row;
}

/** GET /api/bidders/{id}: the admin's bidder view (spec part 3 §3). */
export async function getBidderForAdmin(db: Db, bidderId: number): Promise<TAdminBidderView> {
  const row = await bidderRow(db, bidderId);
  const { user, bidder } = row;
  const [phones, balances, [wins], history] = await Promise.all([
    db
      .select()
      .from(bidderPhones)
      .where(eq(bidderPhones.userId, bidderId))
      .orderBy(desc(bidderPhones.isPrimary), asc(bidderPhones.id)),
    bidderBalances(db, bidderId),
    queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from lots l join bids b on b.id = l.winner_bid_id where b.bidder_id = ${bidderId}`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select a.id, a.start_time, c.name as company_name, ab.paddle_number,
          (select count(*) from auction_bidder_lots abl where abl.auction_bidder_id = ab.id) as lot_count,
          (select count(*) from bids b where b.auction_bidder_id = ab.id) as bid_count,
          (select count(*) from lots l join bids b on b.id = l.winner_bid_id where b.auction_bidder_id = ab.id) as wins
        from auction_bidders ab join auctions a on a.id = ab.auction_id join companies c on c.id = a.company_id
        where ab.bidder_id = ${bidderId} order by a.start_time desc, a.id desc limit 100`,
    ),
  ]);
  return {
    ...presentBidderProfile(row),
    verifiedDate: bidder?.verifiedDate ? bidder.verifiedDate.toISOString() : null,
    deactivatedDate: user.deactivatedDate ? user.deactivatedDate.toISOString() : null,
    createdDate: user.createdAt.toISOString(),
    availableBalance: balances.available,
    lockedBalance: balances.locked,
    totalWins: Number(wins?.n ?? 0),
    phones: phones.map(presentPhone),
    auctionHistory: history.map((row) => ({
      auctionId: String(row.id),
      startTime: new Date(row.start_time as string).toISOString(),
      companyName: String(row.company_name),
      paddleNumber: Number(row.paddle_number),
      lotCount: Number(row.lot_count),
      bidCount: Number(row.bid_count),
      wins: Number(row.wins),
    })),
  };
}

/** PUT /api/bidders/{id} (admin): names, e-mail, user name and mailing address. */
export async function saveBidderForAdmin(db: Db, caller: AuthUser, bidderId: number, body: TAdminBidderBody) {
  await bidderRow(db, bidderId);
  const errors: Record<string, string> = {};
  if (await emailTaken(db, body.email, bidderId)) errors.email = ADMIN_MESSAGES.emailTaken;
  if (await userNameTaken(db, body.userName, bidderId)) errors.userName = ADMIN_MESSAGES.userNameTaken;
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        userName: body.userName,
        updatedAt: new Date(),
      })
      .where(eq(users.id, bidderId));
    const address = {
      streetLine1: body.address1,
      streetLine2: body.address2 ?? null,
      city: body.city,
      stateCode: body.state,
      zipCode: body.zip,
    };
    await tx
      .insert(bidders)
      .values({ userId: bidderId, ...address })
      .onConflictDoUpdate({ target: bidders.userId, set: address });
    await logActivity(tx, {
      userId: caller.id,
      title: 'Bidder Updated',
      body: `Bidder ${bidderId} was edited by an administrator.`,
    });
  });
  return { message: ADMIN_MESSAGES.bidderSaved };
}

/**
 * Activates or deactivates any user the admin manages (bidders, admins). Deactivation ends every session
 * of the user at once.
 */
export async function setUserActive(
  db: Db,
  caller: AuthUser,
  userId: number,
  role: 'Bidder' | 'Admin',
  isActive: boolean,
) {
  if (!isActive && userId === caller.id) throw badRequest(ADMIN_MESSAGES.cannotDeactivateSelf);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (user?.role !== role) throw notFound(`${role} is not found!`);
    await tx
      .update(users)
      .set({ deactivatedDate: isActive ? null : new Date(), updatedAt: new Date() })
      .where(eq(users.id, userId));
    if (!isActive) await endUserSessions(tx, userId);
    await logActivity(tx, {
      userId: caller.id,
      title: isActive ? `${role} Activated` : `${role} Deactivated`,
      body: `User ${userId} was ${isActive ? 'activated' : 'deactivated'} by an administrator.`,
    });
  });
  const messages = {
    Bidder: [ADMIN_MESSAGES.bidderActivated, ADMIN_MESSAGES.bidderDeactivated],
    Admin: [ADMIN_MESSAGES.adminActivated, ADMIN_MESSAGES.adminDeactivated],
  } as const;
  return { message: messages[role][isActive ? 0 : 1] };
}
