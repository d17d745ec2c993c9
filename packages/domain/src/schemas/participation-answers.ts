import { z } from 'zod';
import { ZId } from '../ids';
import { zNumeric } from '../text';
import { ZParticipationMode } from './enums';

/*
 * Answers of joining, leaving and deposits (bidders), and of adding, removing and finding bidders (staff):
 * spec part 1 §5 "Joining", "Adding a bidder in person", §7. Dollars.
 */

/** POST /api/auctions/{auctionId}/{lotId}/bidders: the bidder's paddle and what they locked. */
export const ZJoinAnswer = z.object({
  paddleNumber: z.number().int(),
  /** Locked dollars: -1 pre-registered, 0 spectating. */
  amount: z.number(),
  mode: ZParticipationMode,
  lotId: z.string(),
  auctionId: z.string(),
});
export type TJoinAnswer = z.infer<typeof ZJoinAnswer>;

/** POST /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}: staff added a bidder in person. */
export const ZAddBidderAnswer = ZJoinAnswer.extend({ bidderId: z.string() });
export type TAddBidderAnswer = z.infer<typeof ZAddBidderAnswer>;

/** DELETE /api/auctions/{auctionId}/{lotId}/bidders: the bidder left the lot. */
export const ZLeaveAnswer = z.object({ lotId: z.string(), auctionId: z.string(), leftDate: z.string() });
export type TLeaveAnswer = z.infer<typeof ZLeaveAnswer>;

/** PUT /api/auctions/{auctionId}/{lotId}/biddersamount: the new locked amount. */
export const ZLockedAmountAnswer = z.object({ lotId: z.string(), auctionId: z.string(), amount: z.number() });
export type TLockedAmountAnswer = z.infer<typeof ZLockedAmountAnswer>;

/** PUT /api/auctions/{auctionId}/bidders: the purchase profile now used in the auction. */
export const ZPurchaseProfileAnswer = z.object({ auctionId: z.string(), purchaseProfileId: z.string() });
export type TPurchaseProfileAnswer = z.infer<typeof ZPurchaseProfileAnswer>;

/** DELETE /api/auctions/{auctionId}/{lotId}/bidders/{bidderId}: staff removed a bidder from a lot. */
export const ZRemoveBidderAnswer = z.object({
  lotId: z.string(),
  auctionId: z.string(),
  bidderId: z.string(),
});
export type TRemoveBidderAnswer = z.infer<typeof ZRemoveBidderAnswer>;

/**
 * One bidder in the add-bidder tool's search results: only what adding a bidder needs (who it is, whether
 * they can be added, and the purchase profile to add them under). No e-mail or phone (issue 12).
 */
export const ZAddBidderCandidate = z.object({
  id: z.string(),
  userName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isPhoneVerified: z.boolean(),
  /** False when the account is deactivated: such bidders cannot be added. */
  isActive: z.boolean(),
  /** Identity verified (bank account linked and checked). */
  isVerified: z.boolean(),
  purchaseProfiles: z.array(z.object({ id: z.string(), name: z.string() })),
  /** Only when a lot was named: whether the bidder is in that lot now (the tool shows 'Joined'). */
  isJoined: z.boolean().optional(),
});
export type TAddBidderCandidate = z.infer<typeof ZAddBidderCandidate>;

/** GET /api/user/bidder/{name}/name and /api/user/bidder/{userName}: one page of candidates. */
export const ZAddBidderCandidatePage = z.object({
  data: z.array(ZAddBidderCandidate),
  total: z.number().int(),
});
export type TAddBidderCandidatePage = z.infer<typeof ZAddBidderCandidatePage>;

/** The query of the two candidate searches. */
export const ZAddBidderCandidateQuery = z.object({
  pageNumber: zNumeric(z.number().int().min(1).max(10_000)).default(1),
  /** With a lot, each row says whether the bidder is in it (`isJoined`). */
  lotId: ZId.optional(),
});
