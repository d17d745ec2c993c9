import { type TLotStatus, toDollars } from '@bidright/domain';

/** The `lots` columns presentLotRow reads, under their database names (`l.*` in the views' SQL). */
export type TLotRowColumns = Record<string, unknown>;

const iso = (value: unknown): string | null =>
  value === null || value === undefined ? null : new Date(value as string).toISOString();

/**
 * A lot's row as every lot table shows it (the auction detail's lots, the host's lots list, the control
 * room's and the room view's lots): id, number, status, the postponed flag, the opening price in dollars,
 * the required down payment and the clock's times. Each view adds its own columns to it. It lives in the
 * kernel because the live core (live/views/lot-views.ts) and the auctions area both present it.
 */
export function presentLotRow(row: TLotRowColumns) {
  return {
    id: String(row.id),
    lotNumber: row.lot_number === null || row.lot_number === undefined ? null : Number(row.lot_number),
    lotStatus: String(row.lot_status) as TLotStatus,
    isPostponed: Boolean(row.is_postponed),
    openingPrice: toDollars(Number(row.opening_price_cents)),
    requiredDown: Number(row.required_down),
    startedTime: iso(row.started_time),
    stopTime: iso(row.stop_time),
    stoppedTime: iso(row.stopped_time),
  };
}
