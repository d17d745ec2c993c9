import { z } from 'zod';

/**
 * The read-only public API a company's API key opens (`/api/v1/...`): its auctions and lots (status,
 * opening bid, winner), the bid history of its closed lots, its cases and their post-sale status. Money
 * is dollars; winners and bidders appear only by paddle number.
 */

export const PUBLIC_API_DEFAULT_PAGE_SIZE = 50;
export const PUBLIC_API_MAX_PAGE_SIZE = 100;

export const ZPublicPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(PUBLIC_API_MAX_PAGE_SIZE)
    .default(PUBLIC_API_DEFAULT_PAGE_SIZE),
});
export type TPublicPageQuery = z.infer<typeof ZPublicPageQuery>;

export const zPublicPage = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });

export const ZPublicWinner = z.object({
  paddleNumber: z.number().int().nullable(),
  amount: z.number(),
  soldTo: z.string().nullable(),
});

export const ZApiLot = z.object({
  id: z.string(),
  auctionId: z.string().nullable(),
  caseId: z.string(),
  lotNumber: z.number().int().nullable(),
  status: z.string(),
  openingBid: z.number(),
  highBid: z.number().nullable(),
  bidCount: z.number().int(),
  startedTime: z.string().nullable(),
  stoppedTime: z.string().nullable(),
  /** Set once the lot closed with a winner. */
  winner: ZPublicWinner.nullable(),
  /**
   * What a third-party winner owes and when (ADR 0020): the relief fee stored at the win, in dollars, and
   * the deposit and balance deadlines by the day rule in force; null unless sold to a third party.
   */
  payment: z
    .object({ reliefFee: z.number(), depositDueDate: z.string(), paymentDueDate: z.string() })
    .nullable(),
});
export type TApiLot = z.infer<typeof ZApiLot>;

export const ZPublicAuction = z.object({
  id: z.string(),
  type: z.string(),
  startType: z.string(),
  startTime: z.string(),
  stopTime: z.string().nullable(),
  isCancelled: z.boolean(),
  finishedAt: z.string().nullable(),
  lotCount: z.number().int(),
});

export const ZPublicBid = z.object({
  id: z.string(),
  amount: z.number(),
  paddleNumber: z.number().int().nullable(),
  createdDate: z.string(),
  /** Placed by the bidder's maximum (a proxy bid, issue 32). */
  placedByMaximum: z.boolean(),
});

export const ZPublicCase = z.object({
  id: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  fileNumber: z.string().nullable(),
  caseStatus: z.string(),
  createdDate: z.string(),
  /** Post-sale state of each lot of the case. */
  lots: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      winnerAmount: z.number().nullable(),
      depositReceivedDate: z.string().nullable(),
      paymentReceivedDate: z.string().nullable(),
    }),
  ),
});
