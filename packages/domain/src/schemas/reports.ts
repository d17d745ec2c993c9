import { z } from 'zod';
import { ZId } from '../ids';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * Reports and dashboards (spec part 3 §2, §7, §9). Every report takes the same filter body; the screens send
 * page sizes 3 (bids, auctions) and 5 (bidders). Dates are days (YYYY-MM-DD) and may not be in the future.
 */

export const REPORT_PAGE_SIZES = { auctions: 3, bids: 3, bidders: 5 } as const;
/** The auctions report export starts here when no begin date is given (spec part 3 §9). */
export const REPORT_DEFAULT_BEGIN_DATE = '2001-01-01';
/** PDF exports stop after this many rows and say so; Excel has no limit. */
export const REPORT_PDF_MAX_ROWS = 5000;

const id = z.preprocess(blankToUndefined, ZId.optional());
const day = z.preprocess(
  (value) => (typeof value === 'string' && value.length > 10 ? value.slice(0, 10) : blankToUndefined(value)),
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Please enter a valid date!' })
    .optional(),
);

export const REPORT_SORT_FIELDS = [
  'id',
  'createdDate',
  'startTime',
  'amount',
  'companyName',
  'bidderName',
  'lastName',
  'email',
  'bidCount',
] as const;

/** The shared filter body of every report call and its exports. */
export const ZReportFilterBody = z
  .object({
    search: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
    sorter: z.preprocess(blankToUndefined, zTableSorter(REPORT_SORT_FIELDS).optional()),
    pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
    auctionId: id,
    bidderId: id,
    companyId: id,
    beginDate: day,
    endDate: day,
    /** Auction type (Online, InPerson, Hybrid) or bid type (ONLINE, INPERSON). */
    type: z.preprocess(
      blankToUndefined,
      z.enum(['Online', 'InPerson', 'Hybrid', 'ONLINE', 'INPERSON']).optional(),
    ),
    isVerified: z.preprocess(blankToUndefined, z.boolean().optional()),
    isPhoneVerified: z.preprocess(blankToUndefined, z.boolean().optional()),
  })
  .refine((body) => !body.beginDate || !body.endDate || body.beginDate <= body.endDate, {
    error: 'The begin date must not be after the end date!',
    path: ['beginDate'],
  });
export type TReportFilterBody = z.infer<typeof ZReportFilterBody>;

export const ZAuctionReportRow = z.object({
  id: z.string(),
  startTime: z.string(),
  timeZone: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  type: z.string(),
  startType: z.string(),
  lotCount: z.number(),
  soldCount: z.number(),
  bidderCount: z.number(),
  bidCount: z.number(),
  totalSold: z.number(),
});
export type TAuctionReportRow = z.infer<typeof ZAuctionReportRow>;

export const ZBidderReportRow = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isVerified: z.boolean(),
  isPhoneVerified: z.boolean(),
  createdDate: z.string(),
  auctionCount: z.number(),
  bidCount: z.number(),
  winCount: z.number(),
});
export type TBidderReportRow = z.infer<typeof ZBidderReportRow>;

export const ZBidReportRow = z.object({
  id: z.string(),
  createdDate: z.string(),
  timeZone: z.string(),
  amount: z.number(),
  type: z.string(),
  paddleNumber: z.number(),
  bidderId: z.string(),
  bidderName: z.string(),
  lotId: z.string(),
  caseNumber: z.string(),
  auctionId: z.string(),
  companyId: z.string(),
  companyName: z.string(),
  isWinning: z.boolean(),
  /** Placed by the bidder's maximum (a proxy bid, issue 32). */
  placedByMaximum: z.boolean(),
});
export type TBidReportRow = z.infer<typeof ZBidReportRow>;

/** A report page with its totals over every matching row (not just the page). */
export const zReportAnswer = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number(), totalAmount: z.number().optional() });
/** A report page of `TRow`s, as `zReportAnswer` checks it. */
export type TReportAnswer<TRow> = Omit<z.infer<ReturnType<typeof zReportAnswer>>, 'data'> & { data: TRow[] };

// ---- Dashboards ----

/** POST /api/reports/dashboard: a date range (days, not in the future) and the outstanding-balances page. */
export const ZDashboardBody = z.object({
  from: day,
  to: day,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type TDashboardBody = z.infer<typeof ZDashboardBody>;

export const ZOutstandingBalance = z.object({
  lotId: z.string(),
  caseId: z.string(),
  caseNumber: z.string(),
  companyName: z.string(),
  bidderName: z.string(),
  winDate: z.string(),
  timeZone: z.string(),
  winAmount: z.number(),
  reliefFee: z.number(),
  deposit: z.number(),
  outstanding: z.number(),
  /** The deadlines of the win by the day rule in force (settlement-schedule's one rule), ISO instants. */
  depositDueDate: z.string(),
  paymentDueDate: z.string(),
  isDepositPastDue: z.boolean(),
  isPaymentPastDue: z.boolean(),
});
export type TOutstandingBalance = z.infer<typeof ZOutstandingBalance>;

export const ZDashboardAnswer = z.object({
  from: z.string(),
  to: z.string(),
  auctions: z.number(),
  bids: z.number(),
  bidders: z.number(),
  amountWon: z.number(),
  newBidders: z.number(),
  newAuctioneers: z.number(),
  /** One point per day of the range. */
  series: z.array(
    z.object({ day: z.string(), bids: z.number(), amountWon: z.number(), newBidders: z.number() }),
  ),
  /** Outstanding balances, 10 a page, biggest first; `hasMore` drives the infinite scroll. */
  items: z.array(ZOutstandingBalance),
  itemsTotal: z.number(),
  totalOutstanding: z.number(),
  hasMore: z.boolean(),
});
export type TDashboardAnswer = z.infer<typeof ZDashboardAnswer>;

// ---- Role dashboards (auctioneer/employee, client, bidder) ----

export const ZDashboardAuction = z.object({
  id: z.string(),
  startTime: z.string(),
  type: z.string(),
  startType: z.string(),
  lotCount: z.number(),
});
export const ZDashboardCase = z.object({
  caseId: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  firmName: z.string(),
  action: z.string(),
});
export const ZSalesPoint = z.object({ period: z.string(), amount: z.number(), lots: z.number() });

/** GET /api/reports/dashboard/host: the auctioneer/employee dashboard of the caller's company. */
export const ZHostDashboard = z.object({
  timeZone: z.string(),
  todayAuctions: z.array(ZDashboardAuction),
  upcomingAuctions: z.array(ZDashboardAuction),
  awaitingPayment: z.array(ZOutstandingBalance),
  casesNeedingAction: z.array(ZDashboardCase),
  salesByWeek: z.array(ZSalesPoint),
});
export type THostDashboard = z.infer<typeof ZHostDashboard>;

/** GET /api/reports/dashboard/client: a law firm's sales summary (its case list is POST /api/cases/listattorney). */
export const ZClientDashboard = z.object({
  caseCount: z.number(),
  openCaseCount: z.number(),
  lotsSold: z.number(),
  amountSold: z.number(),
  awaitingPayment: z.number(),
  salesByMonth: z.array(ZSalesPoint),
});
export type TClientDashboard = z.infer<typeof ZClientDashboard>;

export const ZDashboardLot = z.object({
  lotId: z.string(),
  auctionId: z.string().nullable(),
  address: z.string().nullable(),
  companyName: z.string(),
  startTime: z.string().nullable(),
  stopTime: z.string().nullable(),
  timeZone: z.string(),
  isLive: z.boolean(),
  isJoined: z.boolean(),
  isPinned: z.boolean(),
  highBid: z.number().nullable(),
});
/** GET /api/reports/dashboard/bidder: live and upcoming lots joined or pinned, winnings awaiting payment. */
export const ZBidderDashboard = z.object({
  lots: z.array(ZDashboardLot),
  winnings: z.array(ZOutstandingBalance),
});
export type TBidderDashboard = z.infer<typeof ZBidderDashboard>;

/** POST /api/reports/clientsales: a law firm's sold lots (spec part 3 §2: the client's reports). */
export const ZClientSaleRow = z.object({
  lotId: z.string(),
  caseId: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  companyName: z.string(),
  winDate: z.string(),
  timeZone: z.string(),
  winAmount: z.number(),
  lotStatus: z.string(),
  isPaid: z.boolean(),
});
export type TClientSaleRow = z.infer<typeof ZClientSaleRow>;
export const CLIENT_SALES_PAGE_SIZE = 10;
