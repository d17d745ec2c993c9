import { z } from 'zod';
import { PRE_REGISTER_AMOUNT } from '../enums';
import { JOIN_MESSAGES } from '../funds';
import { zId } from '../ids';
import { BIDDER_SEARCH_MIN_CHARS, LIVE_MESSAGES } from '../live-events';
import { zText } from '../text';
import { ZJoinType } from './enums';

/**
 * Request bodies of the live area's REST calls (spec part 1 §7). Amounts are DOLLARS, as on the wire;
 * handlers convert with `toCents` and apply the rules in `bidding.ts` / `funds.ts`, which need state
 * (balances, the lot's high bid) that a schema cannot see.
 */

/** A positive purchase profile id; missing or wrong gives the join form's message. */
const ZPurchaseProfileId = zId(JOIN_MESSAGES.selectPurchaseProfile);

/** A bid in whole dollars; missing or not positive is 'The bid amount is wrong!'. */
const ZBidAmount = z
  .number({ error: LIVE_MESSAGES.bidAmountWrong })
  .int({ error: 'Bids must be whole dollars.' })
  .positive({ error: LIVE_MESSAGES.bidAmountWrong })
  .max(Number.MAX_SAFE_INTEGER / 100, { error: LIVE_MESSAGES.bidAmountWrong });

/** Dollars with at most two decimals (the currency input), within the safe range of cents. */
function isCurrency(value: number): boolean {
  return (
    Number.isFinite(value) &&
    Math.abs(value) <= Number.MAX_SAFE_INTEGER / 100 &&
    Number.isInteger(Number((value * 100).toFixed(6)))
  );
}

/**
 * POST /api/auctions/{auctionId}/{lotId}/bidders: join, pre-register or spectate.
 * `amount` is whole dollars to lock: -1 pre-registers, 0 spectates, above 0 joins with funds.
 */
export const ZJoinBody = z.object({
  amount: z
    .number({ error: JOIN_MESSAGES.invalidAmount })
    .int({ error: JOIN_MESSAGES.wholeDollars })
    .min(PRE_REGISTER_AMOUNT, { error: JOIN_MESSAGES.invalidAmount })
    .max(Number.MAX_SAFE_INTEGER / 100, { error: JOIN_MESSAGES.invalidAmount }),
  purchaseProfileId: ZPurchaseProfileId,
  type: ZJoinType.default('ONLINE'),
});
export type TJoinBody = z.infer<typeof ZJoinBody>;

/** POST /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}: staff add a bidder in person, locking an amount with cents allowed. */
export const ZAddBidderBody = z.object({
  amount: z
    .number({ error: 'Please enter the amount to lock!' })
    .positive({ error: 'Please enter the amount to lock!' })
    .refine(isCurrency, { error: 'The amount may have at most two decimals!' }),
  purchaseProfileId: ZPurchaseProfileId,
  type: ZJoinType.default('INPERSON'),
});
export type TAddBidderBody = z.infer<typeof ZAddBidderBody>;

/** POST /api/auctions/{auctionId}/lots/{lotId}/bids: a bidder's bid. */
export const ZPlaceBidBody = z.object({ amount: ZBidAmount });
export type TPlaceBidBody = z.infer<typeof ZPlaceBidBody>;

/** POST /api/auctions/{auctionId}/lots/{lotId}/bids/placebid: staff bid for a bidder. */
export const ZStaffBidBody = z.object({
  amount: ZBidAmount,
  bidderId: zId(LIVE_MESSAGES.bidAmountWrong),
});
export type TStaffBidBody = z.infer<typeof ZStaffBidBody>;

/** PUT /api/auctions/{auctionId}/{lotId}/biddersamount: change the locked amount (whole dollars, above 0). */
export const ZBiddersAmountBody = z.object({
  amount: z
    .number({ error: JOIN_MESSAGES.invalidAmount })
    .int({ error: JOIN_MESSAGES.wholeDollars })
    .positive({ error: JOIN_MESSAGES.invalidAmount })
    .max(Number.MAX_SAFE_INTEGER / 100, { error: JOIN_MESSAGES.invalidAmount }),
});
export type TBiddersAmountBody = z.infer<typeof ZBiddersAmountBody>;

/** PUT /api/auctions/{auctionId}/bidders: change the purchase profile used for the auction. */
export const ZChangeProfileBody = z.object({ purchaseProfileId: ZPurchaseProfileId });
export type TChangeProfileBody = z.infer<typeof ZChangeProfileBody>;

const MIN_INCREMENT_MESSAGE = 'The minimum increment must be a number greater than 0!';

/**
 * PUT /api/lots/{id}/mininc: the new increment in dollars. The old client sends it as a JSON string
 * ("500"); a plain number is accepted too. Whether it may be lowered is `checkMinIncrement`'s call.
 */
export const ZMinIncBody = z
  .union([
    z.number({ error: MIN_INCREMENT_MESSAGE }),
    zText({ error: MIN_INCREMENT_MESSAGE })
      .trim()
      .regex(/^\d+(\.\d+)?$/, { error: MIN_INCREMENT_MESSAGE })
      .transform((s) => Number(s)),
  ])
  .pipe(
    z
      .number()
      .positive({ error: MIN_INCREMENT_MESSAGE })
      .refine(isCurrency, { error: 'The minimum increment may have at most two decimals!' }),
  );
export type TMinIncBody = z.infer<typeof ZMinIncBody>;

/** Largest page a client may ask for. */
export const MAX_PAGE_SIZE = 100;

/** POST /api/auctions/lots/{lotId}/bids: paging of a closed lot's bids. The body may be absent. */
export const ZBidHistoryQuery = z
  .object({
    /** 1-based. */
    pageNumber: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
  })
  .prefault({});
export type TBidHistoryQuery = z.infer<typeof ZBidHistoryQuery>;

/** Bidder search (add bidder in person): a partial name or an exact user name, at least 3 characters. */
export const ZBidderSearchTerm = zText()
  .trim()
  .min(BIDDER_SEARCH_MIN_CHARS, { error: LIVE_MESSAGES.bidderSearchTooShort })
  .max(200);
