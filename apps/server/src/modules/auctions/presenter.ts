import {
  auctionFlags,
  auctionStatus,
  estimatedDuration,
  formatAddress,
  isStreamCapable,
  type TAuctionStatus,
  type TLotStatus,
  toDollars,
} from '@bidright/domain';
import type { AuctionRow } from './auction-queries';

/** Wire shapes of the auction management calls: ids as strings, ISO UTC times, dollars. */

export const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();
export const num = (value: unknown): number | null =>
  value === null || value === undefined ? null : Number(value);
export const str = (value: unknown): string | null =>
  value === null || value === undefined ? null : String(value);

/** The settings, flags and derived facts of an auction (the detail page's header and form). */
export function presentAuction(row: AuctionRow, now: Date) {
  const flags = auctionFlags({ ...row, now });
  const status: TAuctionStatus = auctionStatus({ ...row, now });
  return {
    id: String(row.id),
    type: row.type,
    startType: row.startType,
    startTime: row.startTime.toISOString(),
    stopTime: row.stopTime ? row.stopTime.toISOString() : null,
    timeLeft: row.timeLeft,
    extraTime: row.extraTime,
    location: row.location,
    isTest: row.isTest,
    minBidIncrements: row.minBidIncrementsCents === null ? null : toDollars(row.minBidIncrementsCents),
    ...flags,
    isCancelled: row.isCancelled,
    isPublished: row.hasListedLot,
    status,
    /** Settings can be saved only while Upcoming. */
    canEdit: status === 'Upcoming',
    /** Only an auction without lots can be deleted. */
    canDelete: row.lotCount === 0,
    lotCount: row.lotCount,
    estimatedDuration: estimatedDuration(row.startTime, row.stopTime),
    canInitiateGrpc: isStreamCapable({
      startTime: row.startTime,
      stopTime: row.stopTime,
      isFinished: flags.isFinished,
      now,
      timeZone: row.timeZone,
    }),
    companyId: String(row.companyId),
    hostName: row.hostName,
    timeZone: row.timeZone,
  };
}

/** A lot of the auction as the detail's lots table shows it. */
export function presentAuctionLot(row: Record<string, unknown>) {
  return {
    id: String(row.id),
    lotNumber: num(row.lot_number),
    lotStatus: String(row.lot_status) as TLotStatus,
    isPostponed: Boolean(row.is_postponed),
    openingPrice: toDollars(Number(row.opening_price_cents)),
    requiredDown: Number(row.required_down),
    minBidIncrements: toDollars(Number(row.min_bid_increment_cents)),
    continuanceDate: iso(row.continuance_date),
    startedTime: iso(row.started_time),
    stopTime: iso(row.stop_time),
    stoppedTime: iso(row.stopped_time),
    caseId: String(row.case_id),
    caseNumber: str(row.case_number),
    propertyCount: Number(row.property_count),
    numberOfBids: Number(row.bid_count),
    ...presentAddress(row),
  };
}

/** The primary property's address fields, flat, plus one line for display. */
export function presentAddress(row: Record<string, unknown>) {
  const line = formatAddress({
    streetLine1: str(row.street_line1),
    streetLine2: str(row.street_line2),
    city: str(row.city),
    stateCode: str(row.state_code),
    zipCode: str(row.zip_code),
  });
  return {
    propertyId: str(row.property_id),
    streetLine1: str(row.street_line1),
    streetLine2: str(row.street_line2),
    city: str(row.city),
    county: str(row.county),
    stateCode: str(row.state_code),
    zipCode: str(row.zip_code),
    address: line || null,
  };
}

/** A stream of an auction. */
export function presentStream(row: Record<string, unknown>) {
  return {
    id: String(row.id),
    title: String(row.title),
    url: String(row.url),
    status: String(row.status) as 'Offline' | 'Live',
    type: String(row.type),
    createdDate: iso(row.created_at ?? row.createdAt)!,
  };
}
