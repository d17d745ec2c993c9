import {
  isReceived,
  type TLotView,
  type TLotWinner,
  type TPaymentDayRule,
  toDollars,
} from '@bidright/domain';
import { pastDue, paymentDeadlines } from '@bidright/domain/settlement-schedule';
import { and, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  auctionBidderLots,
  auctionBidders,
  auctions,
  bidderPhones,
  bidders as bidderProfiles,
  bids,
  cases,
  companies,
  featuredLots,
  lots,
  properties,
  purchaseProfiles,
  users,
} from '../../db/schema/index';
import { loadSettlementSettings } from '../../db/settlement-settings';
import type { PropertyRecord } from './lot-access';

const iso = (value: Date | string | null | undefined) => (value ? new Date(value).toISOString() : null);
const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** A property's address fields as the wire shows them. */
export function presentAddress(row: PropertyRecord) {
  return {
    id: String(row.id),
    streetLine1: row.streetLine1,
    streetLine2: row.streetLine2,
    city: row.city,
    county: row.county,
    stateCode: row.stateCode,
    zipCode: row.zipCode,
    countryCode: row.countryCode,
    latitude: row.latitude,
    longitude: row.longitude,
    isPrimary: row.isPrimary,
  };
}

/** A lot as the management screens show it (spec part 2 §3 "Lot"). Undefined for an unknown lot. */
export async function loadLotView(db: Db, lotId: number, now = new Date()): Promise<TLotView | undefined> {
  return (await loadLotViews(db, [lotId], now))[0];
}

/** The first row of each group, in the rows' order. */
function firstBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T> {
  const map = new Map<K, T>();
  for (const row of rows) if (!map.has(key(row))) map.set(key(row), row);
  return map;
}

/**
 * Lots as the management screens show them, in the order of `lotIds` (unknown ids are left out): a fixed
 * number of queries whatever the number of lots, so the case detail can show every lot card in full.
 */
export async function loadLotViews(db: Db, lotIds: number[], now = new Date()): Promise<TLotView[]> {
  if (lotIds.length === 0) return [];
  const lotRows = await db
    .select({ lot: lots, auction: auctions, timeZone: companies.timeZone })
    .from(lots)
    .innerJoin(cases, eq(cases.id, lots.caseId))
    .innerJoin(companies, eq(companies.id, cases.companyId))
    .leftJoin(auctions, eq(auctions.id, lots.auctionId))
    .where(inArray(lots.id, lotIds));
  if (lotRows.length === 0) return [];
  const ids = lotRows.map((row) => row.lot.id);

  const propertyRows = await db
    .select()
    .from(properties)
    .where(inArray(properties.lotId, ids))
    .orderBy(desc(properties.isPrimary), asc(properties.id));
  const primaryOf = firstBy(propertyRows, (row) => row.lotId);
  const propertyCount = new Map<number, number>();
  for (const row of propertyRows) propertyCount.set(row.lotId, (propertyCount.get(row.lotId) ?? 0) + 1);

  const featuredRows = await db
    .select({ id: featuredLots.id, lotId: featuredLots.lotId })
    .from(featuredLots)
    .where(inArray(featuredLots.lotId, ids))
    .orderBy(desc(featuredLots.isAdmin), asc(featuredLots.id));
  const featuredOf = firstBy(featuredRows, (row) => row.lotId);

  const bidderRows = await db
    .select({ lotId: auctionBidderLots.lotId, n: count() })
    .from(auctionBidderLots)
    .where(
      and(
        inArray(auctionBidderLots.lotId, ids),
        isNull(auctionBidderLots.leftDate),
        isNull(auctionBidderLots.removedAt),
      ),
    )
    .groupBy(auctionBidderLots.lotId);
  const biddersOf = new Map(bidderRows.map((row) => [row.lotId, Number(row.n)]));

  const winners = await loadWinners(
    db,
    lotRows.flatMap((row) => (row.lot.winnerBidId ? [row.lot.winnerBidId] : [])),
  );

  const { paymentDayRule } = await loadSettlementSettings(db);
  const byId = new Map(lotRows.map((row) => [row.lot.id, row]));
  return lotIds.flatMap((lotId) => {
    const row = byId.get(lotId);
    if (!row) return [];
    const primary = primaryOf.get(lotId);
    const featured = featuredOf.get(lotId);
    const winner = row.lot.winnerBidId ? winners.get(row.lot.winnerBidId) : undefined;
    return [
      presentLotView({
        lot: row.lot,
        auction: row.auction,
        timeZone: row.timeZone,
        propertyCount: propertyCount.get(lotId) ?? 0,
        primary,
        featuredId: featured?.id ?? null,
        numberOfBidders: biddersOf.get(lotId) ?? 0,
        winner,
        paymentDayRule,
        now,
      }),
    ];
  });
}

/** Winning bids with their bidder, paddle and the purchase profile used in the auction, by bid id. */
async function loadWinners(db: Db, bidIds: number[]): Promise<Map<number, TLotWinner>> {
  if (bidIds.length === 0) return new Map();
  const rows = await db
    .select({
      bidId: bids.id,
      amountCents: bids.amountCents,
      paddleNumber: auctionBidders.paddleNumber,
      userId: users.id,
      userName: users.userName,
      firstName: users.firstName,
      lastName: users.lastName,
      userPhone: users.phoneNumber,
      profile: purchaseProfiles,
      home: bidderProfiles,
    })
    .from(bids)
    .innerJoin(auctionBidders, eq(auctionBidders.id, bids.auctionBidderId))
    .innerJoin(users, eq(users.id, bids.bidderId))
    .leftJoin(purchaseProfiles, eq(purchaseProfiles.id, auctionBidders.purchaseProfileId))
    .leftJoin(bidderProfiles, eq(bidderProfiles.userId, users.id))
    .where(inArray(bids.id, bidIds));
  const phones = await db
    .select({ userId: bidderPhones.userId, number: bidderPhones.number })
    .from(bidderPhones)
    .where(
      inArray(
        bidderPhones.userId,
        rows.map((row) => row.userId),
      ),
    )
    .orderBy(desc(bidderPhones.isPrimary), asc(bidderPhones.id));
  const phoneOf = firstBy(phones, (row) => row.userId);
  return new Map(
    rows.map((row) => {
      // The grantee's address when the bidder bought through a purchase profile that has one.
      const address = row.profile?.streetLine1 ? row.profile : row.home;
      return [
        row.bidId,
        {
          bidId: String(row.bidId),
          bidBidderFullName: fullName(row.firstName, row.lastName),
          bidderUserName: row.userName,
          phoneNumber: row.profile?.phoneNumber || phoneOf.get(row.userId)?.number || row.userPhone || null,
          bidAmount: toDollars(row.amountCents),
          bidPaddleNumber: row.paddleNumber,
          purchaseProfileName: row.profile?.name ?? null,
          address1: address?.streetLine1 ?? null,
          address2: address?.streetLine2 ?? null,
          city: address?.city ?? null,
          state: address?.stateCode ?? null,
          zip: address?.zipCode ?? null,
        },
      ];
    }),
  );
}

/** One lot's wire shape from its rows; the post-auction facts only for a lot sold to a third party. */
function presentLotView(input: {
  lot: typeof lots.$inferSelect;
  auction: typeof auctions.$inferSelect | null;
  timeZone: string;
  propertyCount: number;
  primary: PropertyRecord | undefined;
  featuredId: number | null;
  numberOfBidders: number;
  winner: TLotWinner | undefined;
  paymentDayRule: TPaymentDayRule;
  now: Date;
}): TLotView {
  const { lot, auction, timeZone, winner, now } = input;
  const winMoment = lot.winnerCreatedDate ?? lot.stoppedTime;
  // The deadlines and past-due flags of a third-party win: the domain's one rule, with the day rule in force.
  const deadlines =
    // A defaulted win leaves no winner (ADR 0075): nothing is due until a runner-up accepts.
    lot.soldTo === 'ThirdParty' && winMoment && lot.winnerBidId !== null
      ? paymentDeadlines({ winDate: winMoment, timeZone, rule: input.paymentDayRule })
      : null;
  const late = deadlines
    ? pastDue({
        deadlines,
        depositReceived: isReceived(lot.depositReceivedDate),
        paymentReceived: isReceived(lot.paymentReceivedDate),
        now,
      })
    : { isDepositPastDue: false, isBalancePastDue: false };
  return {
    id: String(lot.id),
    caseId: String(lot.caseId),
    lotNumber: lot.lotNumber,
    lotStatus: lot.lotStatus,
    openingPrice: toDollars(lot.openingPriceCents),
    requiredDown: lot.requiredDown,
    minBidIncrements: toDollars(lot.minBidIncrementCents),
    auction: auction
      ? {
          id: String(auction.id),
          startTime: auction.startTime.toISOString(),
          stopTime: iso(auction.stopTime),
          isStarted: auction.startTime.getTime() <= now.getTime(),
        }
      : null,
    propertyCount: input.propertyCount,
    property: input.primary ? presentAddress(input.primary) : null,
    markedFeatured: input.featuredId !== null,
    featuredId: input.featuredId === null ? null : String(input.featuredId),
    isPostponed: lot.isPostponed,
    postponedDate: iso(lot.postponedDate),
    continuanceDate: iso(lot.continuanceDate),
    soldTo: lot.soldTo,
    plaintiffBidAmount:
      lot.soldTo === 'Plaintiff' && lot.plaintiffBidCents !== null ? toDollars(lot.plaintiffBidCents) : null,
    winnerBidId: winner ? winner.bidId : null,
    winnerBidAmount: winner ? winner.bidAmount : null,
    winnerName: winner ? winner.bidBidderFullName : null,
    winnerBidPaddleNumber: winner ? winner.bidPaddleNumber : null,
    winner: winner ?? null,
    startedTime: iso(lot.startedTime),
    stoppedTime: iso(lot.stoppedTime),
    winnerCreatedDate: iso(lot.winnerCreatedDate),
    depositReceivedDate: isReceived(lot.depositReceivedDate) ? iso(lot.depositReceivedDate) : null,
    paymentReceivedDate: isReceived(lot.paymentReceivedDate) ? iso(lot.paymentReceivedDate) : null,
    depositDueDate: deadlines ? deadlines.depositDueAt.toISOString() : null,
    paymentDueDate: deadlines ? deadlines.balanceDueAt.toISOString() : null,
    isDepositPastDue: late.isDepositPastDue,
    isFullPaymentPastDue: late.isBalancePastDue,
    numberOfBids: lot.bidCount,
    numberOfBidders: input.numberOfBidders,
    reliefFee: toDollars(lot.reliefFeeCents),
    deedDelivery: lot.deedDelivery,
    deedShippingAddress: lot.deedShippingAddress,
    timeZone,
  };
}
