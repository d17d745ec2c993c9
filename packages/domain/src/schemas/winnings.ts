import { z } from 'zod';
import type { TCaseStatus, TLotStatus } from '../enums';
import { ZCaseDocument } from './documents';
import { ZLotWinner } from './lots';
import { ZPropertyAddress } from './properties';
import { blankToUndefined, ZTablePagination, zTableSorter } from './table';

/**
 * The bidder's winnings (spec part 2 §2 "Winnings", §3 "Winning record", §4 deed process). Money in
 * dollars on the wire; dates ISO UTC, shown in the host's zone (`timeZone`).
 */

/** Winning statuses (part 2 §4), plus the two payment states before court approval. */
export const WINNING_STATUSES = [
  'PendingTransaction',
  'CompleteTransaction',
  'Approved',
  'DeedReady',
  'DeedIssued',
  'Closed',
  'Denied',
  'Cancelled',
  'PaymentRefunded',
] as const;
export const ZWinningStatus = z.enum(WINNING_STATUSES);
export type TWinningStatus = z.infer<typeof ZWinningStatus>;

export const WINNING_STATUS_LABELS: Record<TWinningStatus, string> = {
  PendingTransaction: 'Payment Pending',
  CompleteTransaction: 'Payment Complete',
  Approved: 'Approved',
  DeedReady: 'Deed Ready',
  DeedIssued: 'Deed Issued',
  Closed: 'Closed',
  Denied: 'Denied',
  Cancelled: 'Cancelled',
  PaymentRefunded: 'Payment Refunded',
};

/** A win's status from its lot and case: the lot's own end states first, then the court's word. */
export function winningStatus(input: { lotStatus: TLotStatus; caseStatus: TCaseStatus }): TWinningStatus {
  const { lotStatus, caseStatus } = input;
  if (lotStatus === 'Cancelled' || lotStatus === 'PaymentRefunded') return lotStatus;
  if (caseStatus === 'Closed') return 'Closed';
  if (lotStatus === 'DeedReady' || lotStatus === 'DeedIssued') return lotStatus;
  if (caseStatus === 'Denied') return 'Denied';
  if (caseStatus === 'Cancelled') return 'Cancelled';
  if (caseStatus === 'Approved') return 'Approved';
  return lotStatus === 'CompleteTransaction' ? 'CompleteTransaction' : 'PendingTransaction';
}

export type TStepState = 'wait' | 'process' | 'finish' | 'error';

/** The three steps of the Deed Process panel (part 2 §4). `deedDelivery` is null until it is shown. */
export function deedProcessSteps(input: {
  status: TWinningStatus;
  depositReceived: boolean;
  paymentReceived: boolean;
  deedDelivery: 'PickUp' | 'Ship' | null;
}): { wireTransfer: TStepState; courtApproval: TStepState; deedDelivery: TStepState } {
  const { status } = input;
  const paid = input.depositReceived && input.paymentReceived;
  const approved = ['Approved', 'DeedReady', 'DeedIssued', 'Closed'].includes(status);
  const ended = status === 'Cancelled' || status === 'PaymentRefunded';
  return {
    wireTransfer: paid ? 'finish' : ended ? 'error' : 'process',
    courtApproval: approved ? 'finish' : status === 'Denied' ? 'error' : paid ? 'process' : 'wait',
    deedDelivery: ended
      ? 'error'
      : input.deedDelivery
        ? 'finish'
        : status === 'DeedReady'
          ? 'process'
          : 'wait',
  };
}

export const WINNING_MESSAGES = {
  futureDate: 'Date cannot be in the future!',
  notFound: 'Winning is not found!',
} as const;

/**
 * My Winnings' side note, in the words of the day rule in force (the server sends it with the page, even
 * when there are no rows): spec part 2 §2 speaks of the next business day; a calendar-day setting says so.
 */
export function balanceDueNote(rule: 'calendar' | 'business'): string {
  return `The initial deposit is due within 2 hours of the win; the remaining balance is due by 2:00 PM on the next ${
    rule === 'business'
      ? 'business day (weekends and Illinois court holidays are skipped)'
      : 'calendar day, weekends and holidays included'
  }.`;
}

export const ZWinningSorter = zTableSorter(['winnerCreatedDate', 'bidAmount', 'status'] as const);

/** POST /api/bidders/winningpaginated: My Winnings' filters. Dates are days; neither may be in the future. */
export const ZWinningListBody = z.object({
  /** Part of the property address, case number or file number. */
  search: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  sorter: z.preprocess(blankToUndefined, ZWinningSorter.optional()),
  pagination: z.preprocess(blankToUndefined, ZTablePagination.optional()),
  startDate: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).or(z.iso.date()).optional()),
  endDate: z.preprocess(blankToUndefined, z.iso.datetime({ offset: true }).or(z.iso.date()).optional()),
  status: z.preprocess(blankToUndefined, ZWinningStatus.optional()),
});
export type TWinningListBody = z.infer<typeof ZWinningListBody>;

export const ZWinningPayment = z.object({
  depositAmount: z.number(),
  remainingAmount: z.number(),
  reliefFee: z.number(),
  totalAmount: z.number(),
  depositDueDate: z.string(),
  balanceDueDate: z.string(),
  isDepositPastDue: z.boolean(),
  isFullPaymentPastDue: z.boolean(),
  /** 'calendar' or 'business': what "the next day" of the balance deadline means here. */
  paymentDayRule: z.enum(['calendar', 'business']),
});

/** A winning record (part 2 §3), with the lot, auction and payment facts the detail screen shows. */
export const ZWinningRecord = z.object({
  id: z.string(),
  lotId: z.string(),
  lotNumber: z.number().int().nullable(),
  status: ZWinningStatus,
  lotStatus: z.string(),
  caseId: z.string(),
  caseNumber: z.string(),
  county: z.string(),
  caseFirmName: z.string().nullable(),
  caseFileNumber: z.string().nullable(),
  requiredDown: z.number(),
  winner: ZLotWinner.extend({
    reliefFee: z.number(),
    type: z.string(),
    county: z.string().nullable(),
  }),
  winnerCreatedDate: z.string().nullable(),
  depositReceivedDate: z.string().nullable(),
  paymentReceivedDate: z.string().nullable(),
  deedDelivery: z.enum(['PickUp', 'Ship']).nullable(),
  deedShippingAddress: z.string().nullable(),
  auctionHost: z.object({
    name: z.string(),
    wireInstructionsUrl: z.string().nullable(),
    /** The fingerprint of the current wire instructions, shown beside the download (ADR 0070). */
    wireInstructionsFingerprint: z.string().nullable().optional(),
    phoneNumber: z.string().nullable(),
    supportEmail: z.string().nullable(),
  }),
  auction: z
    .object({
      id: z.string(),
      startTime: z.string(),
      startedTime: z.string().nullable(),
      stoppedTime: z.string().nullable(),
    })
    .nullable(),
  properties: z.array(ZPropertyAddress),
  documents: z.array(ZCaseDocument),
  payment: ZWinningPayment,
  /** The host's IANA zone; every date is shown in it. */
  timeZone: z.string(),
});
export type TWinningRecord = z.infer<typeof ZWinningRecord>;

export const ZWinningPage = z.object({
  data: z.array(ZWinningRecord),
  total: z.number().int(),
  /** The day rule in force, so My Winnings' note says it even with no rows. */
  paymentDayRule: z.enum(['calendar', 'business']),
});
export type TWinningPage = z.infer<typeof ZWinningPage>;
