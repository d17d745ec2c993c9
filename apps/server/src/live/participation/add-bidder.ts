import {
  ADD_BIDDER_MESSAGES,
  checkAddBidder,
  formatUsd,
  JOIN_MESSAGES,
  LIVE_MESSAGES,
  type TAddBidderBody,
  toCents,
  toDollars,
} from '@bidright/domain';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { commitAndPublish, type LiveContext } from '../context';
import { LiveEvent } from '../messages';
import type { LockedLot } from './locked-lot';
import {
  appendParticipationEvent,
  assertLotJoinable,
  ensureAuctionBidder,
  isInLot,
  isOwnPurchaseProfile,
  loadParticipation,
  lockLot,
  upsertLotParticipation,
} from './participation-kernel';
import { bidderLabel, logParticipation, PARTICIPATION_LOG_TITLES } from './participation-log';

/** A staff caller (Auctioneer or Employee) of an auction-host company. */
export interface TStaffCaller {
  id: number;
  companyId: number | null;
}

/** The 409 of adding a bidder who is already in the lot (the tool shows them as 'Joined'). */
export const ALREADY_JOINED_MESSAGE = 'The bidder has already joined this lot!';

/** Staff act only on lots of their own company's auctions. */
export function assertStaffOfLot(staff: TStaffCaller, lot: LockedLot): void {
  if (staff.companyId === null || staff.companyId !== lot.companyId) throw forbidden();
}

export interface TAddBidderResult {
  paddleNumber: number;
  /** The locked amount, dollars (cents allowed). */
  amount: number;
  mode: 'Active';
  lotId: string;
  auctionId: string;
  bidderId: string;
}

/**
 * Staff add a bidder in person to a lot: active at once with the amount they deposited (by check, so it
 * is not taken from the bidder's linked balance: balance type 'Check'). The bidder must be active and
 * phone-verified and not already in the lot; a bidder who left or was removed may be added back.
 */
export async function addBidder(
  ctx: LiveContext,
  input: {
    staff: TStaffCaller;
    auctionId: number;
    lotId: number;
    bidderId: number;
    /** The purchase profile may be left out: the bidder's profile for the auction, or primary one, is used. */
    body: Omit<TAddBidderBody, 'purchaseProfileId'> & { purchaseProfileId?: number | null };
  },
): Promise<TAddBidderResult> {
  const { staff, auctionId, lotId, bidderId, body } = input;
  return ctx.lotQueue.run(lotId, () =>
    commitAndPublish(ctx, async (tx) => {
      const lot = await lockLot(tx, auctionId, lotId);
      assertStaffOfLot(staff, lot);
      assertLotJoinable(lot);
      const [bidder] = await queryRows<{
        user_name: string;
        is_active: boolean;
        is_phone_verified: boolean;
        primary_profile_id: number | null;
      }>(
        tx,
        sql`select u.user_name, u.deactivated_date is null as is_active,
            exists (select 1 from bidder_phones p where p.user_id = u.id and p.verified_date is not null)
              as is_phone_verified,
            (select pp.id from purchase_profiles pp where pp.bidder_id = u.id and pp.deleted_at is null
              order by pp.is_primary desc, pp.id limit 1) as primary_profile_id
          from users u where u.id = ${bidderId} and u.role = 'Bidder'`,
      );
      if (!bidder) throw notFound(LIVE_MESSAGES.bidderNotFound);
      const current = await loadParticipation(tx, auctionId, lotId, bidderId);
      const amountCents = toCents(body.amount);
      const check = checkAddBidder({
        amountCents,
        isPhoneVerified: bidder.is_phone_verified,
        isActive: bidder.is_active,
        alreadyJoined: isInLot(current.lot),
      });
      if (!check.ok) {
        if (check.message === ADD_BIDDER_MESSAGES.alreadyJoined) throw conflict(ALREADY_JOINED_MESSAGE);
        throw badRequest(check.message, check.field ? { [check.field]: check.message } : undefined);
      }
      const requestedProfile = body.purchaseProfileId ?? null;
      if (requestedProfile !== null && !(await isOwnPurchaseProfile(tx, bidderId, requestedProfile))) {
        throw badRequest(JOIN_MESSAGES.selectPurchaseProfile, {
          purchaseProfileId: JOIN_MESSAGES.selectPurchaseProfile,
        });
      }
      const purchaseProfileId =
        requestedProfile ??
        current.auctionBidder?.purchaseProfileId ??
        toNullableNumber(bidder.primary_profile_id);

      const auctionBidder = await ensureAuctionBidder(tx, {
        auctionId,
        bidderId,
        purchaseProfileId,
        type: body.type,
        balanceType: 'Check',
      });
      if (!auctionBidder.created) {
        await tx.execute(sql`update auction_bidders set type = ${body.type}, balance_type = 'Check',
            purchase_profile_id = ${purchaseProfileId}
          where id = ${auctionBidder.id}`);
      }
      await upsertLotParticipation(tx, {
        auctionBidderId: auctionBidder.id,
        lotId,
        mode: 'Active',
        lockedCents: amountCents,
      });
      const event = await appendParticipationEvent(tx, lotId, auctionId, bidderId, LiveEvent.BIDDER_JOINED);
      await logParticipation(tx, {
        lot,
        userId: staff.id,
        title: PARTICIPATION_LOG_TITLES.added,
        body: `${bidderLabel(event, bidder.user_name)} was added in person (${body.type === 'INPERSON' ? 'in the room' : 'online'}) with a check deposit of ${formatUsd(amountCents)}.`,
      });
      return {
        result: {
          paddleNumber: auctionBidder.paddleNumber,
          amount: toDollars(amountCents),
          mode: 'Active' as const,
          lotId: String(lotId),
          auctionId: String(auctionId),
          bidderId: String(bidderId),
        },
        events: [event],
      };
    }),
  );
}

const toNullableNumber = (value: unknown) => (value === null || value === undefined ? null : Number(value));
