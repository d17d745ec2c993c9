import { z } from 'zod';
import { ZPlaceBidBody } from './live-api';

/*
 * The maximum-bid calls (issue 32, ADR 0024): GET / PUT / DELETE
 * /api/auctions/{auctionId}/lots/{lotId}/maximum-bid. Dollars on the wire, as every other bid call; ISO UTC times.
 */

/** PUT …/maximum-bid: set or raise the caller's maximum (whole dollars). */
export const ZMaximumBidBody = ZPlaceBidBody;
export type TMaximumBidBody = z.infer<typeof ZMaximumBidBody>;

/** The caller's own maximum on a lot. Only its owner ever reads the amount before the lot closes. */
export const ZMaximumBid = z.object({
  /** Dollars. */
  amount: z.number(),
  createdDate: z.string(),
  /** When the amount was last set (a raise): the earlier of two equal maximums wins. */
  updatedDate: z.string(),
  /** The caller is the lot's high bidder now. */
  leading: z.boolean(),
  /** Another bidder's bid passed this maximum (it bids no more until raised). */
  exceeded: z.boolean(),
});
export type TMaximumBid = z.infer<typeof ZMaximumBid>;

/** The caller's maximum as their joined lots carry it (GET /api/bidders/grpc/{timestamp}). */
export const ZJoinedLotMaximumBid = z.object({ amount: z.number(), leading: z.boolean() }).nullable();
export type TJoinedLotMaximumBid = z.infer<typeof ZJoinedLotMaximumBid>;
