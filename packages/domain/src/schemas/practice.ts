import { z } from 'zod';

/** One open practice lot in the lobby (GET /api/practice). Dollars; ISO UTC times. */
export const ZPracticeLot = z.object({
  id: z.string(),
  lotNumber: z.number(),
  title: z.string(),
  /** When the lot closes (ISO UTC); empty before it opens. */
  stopTime: z.string(),
  /** The high bid in dollars, or the opening price when nobody has bid. */
  currentBid: z.number(),
  bidCount: z.number(),
  /** The caller has joined this lot with play money. */
  joined: z.boolean(),
  /** While staff pause the practice sale (ADR 0077): when the pause began (ISO UTC). */
  salePausedAt: z.string().optional(),
});
export type TPracticeLot = z.infer<typeof ZPracticeLot>;

/** The practice lobby: the practice auction, its open lots and the caller's play money. */
export const ZPracticeLobby = z.object({
  /** Always true: the client labels every screen of this auction "Practice". */
  isPractice: z.literal(true),
  auctionId: z.string(),
  /** The caller's play balance in dollars (never real money). */
  playBalance: z.number(),
  lots: z.array(ZPracticeLot),
  serverTime: z.string(),
});
export type TPracticeLobby = z.infer<typeof ZPracticeLobby>;

/** POST /api/practice/lots/{lotId}/join: the paddle in the practice auction. */
export const ZPracticeJoin = z.object({
  auctionId: z.string(),
  lotId: z.string(),
  paddleNumber: z.number(),
  /** Play dollars locked on the lot. */
  playAmount: z.number(),
});
export type TPracticeJoin = z.infer<typeof ZPracticeJoin>;
