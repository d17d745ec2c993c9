import type { TLotStatus } from '@bidright/domain';

/**
 * The antd tag colour of each lot status, one map for every screen that tags a lot (the case pages' status
 * tags, the property list, an auction's lots). The colours are antd's palette names, so they live on the web
 * beside nothing else; the words are the domain's `lotStatusLabel`.
 */
export const LOT_STATUS_COLORS: Record<TLotStatus, string> = {
  Draft: 'default',
  Listed: 'green',
  PendingTransaction: 'orange',
  CompleteTransaction: 'blue',
  DeedReady: 'geekblue',
  DeedIssued: 'purple',
  PaymentRefunded: 'magenta',
  Cancelled: 'red',
};

/** A postponed Listed lot shows the display status Postponed; its colour is apart from every stored one. */
export const POSTPONED_LOT_COLOR = 'volcano';

/** The colour of a lot's tag, matching `lotStatusLabel(status, { isPostponed })`. */
export function lotStatusColor(status: TLotStatus, options: { isPostponed?: boolean } = {}): string {
  return options.isPostponed && status === 'Listed' ? POSTPONED_LOT_COLOR : LOT_STATUS_COLORS[status];
}
