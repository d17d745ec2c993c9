import { BIDDER_SEARCH_PAGE_SIZE, LIVE_MESSAGES, type TAddBidderCandidatePage } from '@bidright/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { containsPattern } from '../../db/paging';
import { forbidden, notFound } from '../../errors';
import type { TStaffCaller } from './add-bidder';

/** `%`, `_` and `\` match literally in a LIKE pattern. */

/** A named lot must be in an auction of the caller's company; it is what `isJoined` reports on. */
async function assertLotOfStaff(db: Db, staff: TStaffCaller, lotId: number): Promise<void> {
  const [lot] = await queryRows<{ company_id: number | string }>(
    db,
    sql`select a.company_id from lots l join auctions a on a.id = l.auction_id where l.id = ${lotId}`,
  );
  if (!lot) throw notFound(LIVE_MESSAGES.lotNotFound);
  if (staff.companyId === null || Number(lot.company_id) !== staff.companyId) throw forbidden();
}

async function lookup(
  db: Db,
  input: { where: SQL; lotId?: number; limit: number; offset: number },
): Promise<TAddBidderCandidatePage> {
  const isJoined =
    input.lotId === undefined
      ? sql`null`
      : sql`exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
          where ab.bidder_id = u.id and abl.lot_id = ${input.lotId}
            and abl.left_date is null and abl.removed_at is null)`;
  const rows = await queryRows(
    db,
    sql`select u.id, u.user_name, u.first_name, u.last_name,
        exists (select 1 from bidder_phones p where p.user_id = u.id and p.verified_date is not null)
          as is_phone_verified,
        u.deactivated_date is null as is_active,
        coalesce(b.is_verified, false) as is_verified,
        (select coalesce(json_agg(json_build_object('id', pp.id, 'name', pp.name) order by pp.is_primary desc, pp.id),
            '[]'::json)
          from purchase_profiles pp where pp.bidder_id = u.id and pp.deleted_at is null) as purchase_profiles,
        ${isJoined} as is_joined
      from users u left join bidders b on b.user_id = u.id
      where u.role = 'Bidder' and (${input.where})
      order by lower(u.last_name), lower(u.first_name), u.id
      limit ${input.limit} offset ${input.offset}`,
  );
  const [count] = await queryRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from users u where u.role = 'Bidder' and (${input.where})`,
  );
  return {
    total: Number(count?.total ?? 0),
    data: rows.map((row) => {
      const profiles = (
        typeof row.purchase_profiles === 'string' ? JSON.parse(row.purchase_profiles) : row.purchase_profiles
      ) as { id: number; name: string }[];
      return {
        id: String(row.id),
        userName: String(row.user_name),
        firstName: String(row.first_name),
        lastName: String(row.last_name),
        isPhoneVerified: Boolean(row.is_phone_verified),
        isActive: Boolean(row.is_active),
        isVerified: Boolean(row.is_verified),
        purchaseProfiles: profiles.map((profile) => ({ id: String(profile.id), name: profile.name })),
        ...(input.lotId === undefined ? {} : { isJoined: Boolean(row.is_joined) }),
      };
    }),
  };
}

/**
 * Bidders whose first, last or full name contains the term (case-insensitive), 5 per page.
 * The term is validated (at least 3 characters) by the route schema.
 */
export async function searchBiddersByName(
  db: Db,
  staff: TStaffCaller,
  input: { term: string; pageNumber: number; lotId?: number },
): Promise<TAddBidderCandidatePage> {
  if (input.lotId !== undefined) await assertLotOfStaff(db, staff, input.lotId);
  const pattern = containsPattern(input.term);
  return lookup(db, {
    where: sql`u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
      or (u.first_name || ' ' || u.last_name) ilike ${pattern}`,
    lotId: input.lotId,
    limit: BIDDER_SEARCH_PAGE_SIZE,
    offset: (input.pageNumber - 1) * BIDDER_SEARCH_PAGE_SIZE,
  });
}

/** The bidder with exactly this user name (case-insensitive), in the same page shape as the name search. */
export async function findBidderByUserName(
  db: Db,
  staff: TStaffCaller,
  input: { userName: string; lotId?: number },
): Promise<TAddBidderCandidatePage> {
  if (input.lotId !== undefined) await assertLotOfStaff(db, staff, input.lotId);
  return lookup(db, {
    where: sql`lower(u.user_name) = lower(${input.userName})`,
    lotId: input.lotId,
    limit: BIDDER_SEARCH_PAGE_SIZE,
    offset: 0,
  });
}
