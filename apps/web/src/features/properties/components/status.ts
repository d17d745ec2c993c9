import type { TLotStatus } from '@bidright/domain';

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
