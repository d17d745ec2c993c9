import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import {
  AUCTION_START_TYPE_LABELS,
  enumLabel,
  LOT_STATUSES,
  type TCaseProgressStep,
  type TCaseStatus,
  type TLotStatus,
} from './enums';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Lot and case status rules and post-auction payment math (spec part 2 §4 and §9, part 3 §9).
 * Times are UTC inside; a host time zone is only needed where the spec speaks of "that day".
 * Amounts are integer CENTS.
 */

/** A date as it arrives from the database or the wire. */
export type TDateInput = Date | string | number | null | undefined;

/** Dates before this year mean "not set": the old backend wrote minimum dates instead of nulls. */
export const FIRST_REAL_YEAR = 2000;

// ---- Case and lot statuses ----

/**
 * A case's combined lot status: the only status if all lots share one; otherwise the first present
 * in the order Draft, Listed, PendingTransaction, CompleteTransaction, DeedReady, DeedIssued,
 * PaymentRefunded, else Cancelled. A case without lots has none (null): callers treat it like Draft
 * for editing and progress, since nothing has been published yet.
 */
export function combinedLotStatus(statuses: readonly TLotStatus[]): TLotStatus | null {
  if (statuses.length === 0) return null;
  const present = new Set(statuses);
  if (present.size === 1) return statuses[0] ?? null;
  return LOT_STATUSES.find((s) => s !== 'Cancelled' && present.has(s)) ?? 'Cancelled';
}

/** The step of the case progress bar, checked in the spec's order (the first that applies wins). */
export function caseProgressStep(input: {
  caseStatus: TCaseStatus;
  combinedLotStatus: TLotStatus | null;
}): TCaseProgressStep {
  const { caseStatus, combinedLotStatus: lots } = input;
  if (lots === 'PaymentRefunded' || lots === 'Cancelled') return 'Closed';
  if (caseStatus === 'Cancelled' || caseStatus === 'Denied' || caseStatus === 'Closed') return 'Closed';
  if (lots === 'DeedReady' || lots === 'DeedIssued') return 'DeedReady';
  if (caseStatus === 'WaitingCourtHouse' || caseStatus === 'Approved') return 'Court';
  if (lots === 'PendingTransaction' || lots === 'CompleteTransaction') return 'PostAuction';
  if (lots === 'Listed') return 'Listed';
  return 'New';
}

/** Whether a case (and its lots, properties, attributes) may be edited: the case is New and no lot is past Listed. */
export function caseCanEdit(input: {
  caseStatus: TCaseStatus;
  combinedLotStatus: TLotStatus | null;
}): boolean {
  const lots = input.combinedLotStatus;
  return input.caseStatus === 'New' && (lots === null || lots === 'Draft' || lots === 'Listed');
}

/** The case status changes offered (spec part 2 §4); each asks for confirmation in the UI. */
export interface TCaseActions {
  /** New → WaitingCourtHouse. */
  markPendingCourtApproval: boolean;
  /** WaitingCourtHouse → Approved. */
  markCourtApproved: boolean;
  /** → Closed. */
  markCompleted: boolean;
  /** → Cancelled (details tab, no lot selected). */
  cancelCase: boolean;
}

/** Which case status changes are allowed. The server checks the same before changing a status. */
export function caseActions(input: {
  caseStatus: TCaseStatus;
  combinedLotStatus: TLotStatus | null;
  lotSelected?: boolean;
}): TCaseActions {
  const { caseStatus, combinedLotStatus: lots } = input;
  return {
    markPendingCourtApproval: lots === 'CompleteTransaction' && caseStatus === 'New',
    markCourtApproved: caseStatus === 'WaitingCourtHouse',
    markCompleted: lots === 'DeedIssued' && caseStatus !== 'Closed',
    cancelCase:
      !input.lotSelected &&
      lots !== null &&
      lots !== 'Draft' &&
      caseStatus !== 'Closed' &&
      caseStatus !== 'Cancelled',
  };
}

/**
 * Deed steps of a lot: CompleteTransaction → DeedReady → DeedIssued, offered only when the case is
 * Approved, the lot is not yet DeedIssued and the combined status is CompleteTransaction or DeedReady.
 */
export function deedActions(input: {
  caseStatus: TCaseStatus;
  lotStatus: TLotStatus;
  combinedLotStatus: TLotStatus | null;
}): { markDeedReady: boolean; markDeedIssued: boolean } {
  const offered =
    input.caseStatus === 'Approved' &&
    input.lotStatus !== 'DeedIssued' &&
    (input.combinedLotStatus === 'CompleteTransaction' || input.combinedLotStatus === 'DeedReady');
  return {
    markDeedReady: offered && input.lotStatus === 'CompleteTransaction',
    markDeedIssued: offered && input.lotStatus === 'DeedReady',
  };
}

export const DEED_DELIVERY_NOT_SET = '"Deed Delivery Option" is not set by the bidder!';

/** Marking a deed issued needs the bidder's delivery choice, unless the lot was sold to the plaintiff. */
export function checkDeedIssue(input: {
  deedDelivery: string | null | undefined;
  soldToPlaintiff: boolean;
}): { ok: true } | { ok: false; message: string } {
  if (input.soldToPlaintiff || input.deedDelivery) return { ok: true };
  return { ok: false, message: DEED_DELIVERY_NOT_SET };
}

/**
 * Publishing a Draft lot (Draft → Listed) needs an auction date and at least one property (`missing`,
 * blocking, shown under 'Missing Required Info'). Opening bid, required down and minimum increment
 * may be provided later (`later`, an info dialog), but the auction cannot go live without them.
 */
export function checkPublishLot(input: {
  hasAuction: boolean;
  propertyCount: number;
  openingPriceCents: number | null | undefined;
  requiredDownPercent: number | null | undefined;
  minIncrementCents: number | null | undefined;
}): {
  missing: ('Auction Date' | 'Property')[];
  later: ('Opening Bid' | 'Required Down Payment' | 'Minimum Increment')[];
} {
  const missing: ('Auction Date' | 'Property')[] = [];
  if (!input.hasAuction) missing.push('Auction Date');
  if (!(input.propertyCount > 0)) missing.push('Property');
  const later: ('Opening Bid' | 'Required Down Payment' | 'Minimum Increment')[] = [];
  if (!input.openingPriceCents) later.push('Opening Bid');
  if (!input.requiredDownPercent) later.push('Required Down Payment');
  if (!input.minIncrementCents) later.push('Minimum Increment');
  return { missing, later };
}

// ---- Dates and past due ----

function realDate(value: TDateInput): dayjs.Dayjs | null {
  if (value == null || value === '') return null;
  const d = dayjs.utc(value);
  if (!d.isValid() || d.year() < FIRST_REAL_YEAR) return null;
  return d;
}

/** Whether a received date (deposit, payment) is set. A date before the year 2000 counts as not received. */
export function isReceived(date: TDateInput): boolean {
  return realDate(date) !== null;
}

// The payment deadlines and past-due flags are settlement-schedule.ts (one rule, with the day rule in force).

// ---- Date display in the host's time zone ----

/** How dates are shown (spec part 2 §9): MM/DD/YYYY h:mm A. */
export const DATE_TIME_DISPLAY_FORMAT = 'MM/DD/YYYY h:mm A';

/**
 * The formatter of each zone for host times (month, day, year, hour, minute, AM/PM and the zone's short
 * name), or null for a name Intl rejects. Kept per zone: building an Intl.DateTimeFormat costs far more than
 * using one, and a lot page formats its times several times a second.
 */
const hostFormats = new Map<string, Intl.DateTimeFormat | null>();

function hostFormat(timeZone: string): Intl.DateTimeFormat | null {
  let format = hostFormats.get(timeZone);
  if (format === undefined) {
    try {
      format = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
        timeZoneName: 'short',
      });
    } catch {
      format = null;
    }
    hostFormats.set(timeZone, format);
  }
  return format;
}

/** A valid IANA zone name, else UTC (a bad company setting must never break a screen). */
function zoneOrUtc(timeZone: string | null | undefined): string {
  return timeZone && hostFormat(timeZone) ? timeZone : 'UTC';
}

/** The parts of a moment on a zone's clock, by type (`month`, `hour`, `dayPeriod`, `timeZoneName`, …). */
function hostParts(at: number, timeZone: string): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of hostFormat(timeZone)?.formatToParts(at) ?? []) parts[part.type] = part.value;
  return parts;
}

/**
 * The short name of a time zone at a moment, as people in the US read it: "CST" in winter and "CDT" in
 * summer for America/Chicago; zones without a common abbreviation answer an offset such as "GMT+1".
 */
export function zoneAbbreviation(at: Date | string | number, timeZone: string | null | undefined): string {
  const zone = zoneOrUtc(timeZone);
  const moment = new Date(at).getTime();
  if (Number.isNaN(moment)) return '';
  return hostParts(moment, zone).timeZoneName ?? zone;
}

/**
 * A moment as MM/DD/YYYY h:mm A in the auction host's time zone, followed by the zone's abbreviation
 * ("11/07/2026 12:00 PM CST"), so staff anywhere read the auction's own clock. Without `withZone` the
 * abbreviation is left out (pickers, compact cells). '—' for no date or an invalid one; an unknown zone
 * falls back to UTC. Formatted by Intl in one call (dayjs's zone plugin took ~0.5 ms a date).
 */
export function formatHostDateTime(
  value: TDateInput,
  timeZone: string | null | undefined,
  options: { withZone?: boolean } = {},
): string {
  if (value == null || value === '') return '—';
  const moment = dayjs.utc(value);
  if (!moment.isValid()) return '—';
  const zone = zoneOrUtc(timeZone);
  const parts = hostParts(moment.valueOf(), zone);
  const text = `${parts.month}/${parts.day}/${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
  return options.withZone === false ? text : `${text} ${parts.timeZoneName ?? zone}`;
}

/**
 * The line under a lot page's address (spec part 1 §2): "Lakeshore Auction Group · Manual auction ·
 * 11/26/2026 7:32 AM CST", the start in the host's zone. The web's lot page and the server's first paint
 * of it (ADR 0018) both print it.
 */
export function lotHostLine(auction: {
  hostName: string;
  startType: string;
  startTime: TDateInput;
  timeZone: string | null | undefined;
}): string {
  const startType = enumLabel(AUCTION_START_TYPE_LABELS, auction.startType);
  return `${auction.hostName} · ${startType} auction · ${formatHostDateTime(auction.startTime, auction.timeZone)}`;
}

// ---- Payment math (part 2 §9, part 3 §9) ----

function clampPercent(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/**
 * The initial deposit: bid × requiredDown %, rounded to the cent. The percent is clamped to 0..100
 * (unlike the biddable amount, nothing divides by it here, so 0 simply means no deposit).
 */
export function initialDepositCents(bidCents: number, requiredDownPercent: number): number {
  return Math.round((bidCents * clampPercent(requiredDownPercent)) / 100) + 0;
}

/**
 * The remaining payment: bid × (100 − requiredDown) % plus the relief fee. Computed as bid − deposit
 * so deposit + remaining always equals the total to the cent.
 */
export function remainingPaymentCents(
  bidCents: number,
  requiredDownPercent: number,
  reliefFeeCents: number,
): number {
  return bidCents - initialDepositCents(bidCents, requiredDownPercent) + reliefFeeCents;
}

/** Total due for a win: bid plus relief fee. */
export function totalDueCents(bidCents: number, reliefFeeCents: number): number {
  return bidCents + reliefFeeCents;
}

/**
 * Outstanding balance of a win: win amount + relief fee − deposit, where the deposit counts only once a
 * deposit received date (year 2000 or later) exists.
 */
export function outstandingBalanceCents(input: {
  winAmountCents: number;
  reliefFeeCents: number;
  requiredDownPercent: number;
  depositReceivedDate: TDateInput;
}): number {
  const deposit = isReceived(input.depositReceivedDate)
    ? initialDepositCents(input.winAmountCents, input.requiredDownPercent)
    : 0;
  return input.winAmountCents + input.reliefFeeCents - deposit;
}
