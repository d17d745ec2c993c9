import type { TLiveAuctionLot } from '@bidright/domain';
import { describe, expect, it } from 'vitest';
import { auctionProblem, defaultLotId, isAuctionCompleted, lotRibbon } from './control-room-lots';

const lot = (id: string, extra: Partial<TLiveAuctionLot> = {}) =>
  ({ id, lotStatus: 'Listed', startedTime: null, stoppedTime: null, ...extra }) as TLiveAuctionLot;
const at = '2026-03-02T15:00:00.000Z';

describe('control room lots', () => {
  it('ribbons each lot by its state', () => {
    expect(lotRibbon(lot('1', { lotStatus: 'Cancelled' })).text).toBe('Canceled');
    expect(lotRibbon(lot('1', { lotStatus: 'Draft' })).text).toBe('DRAFT');
    expect(lotRibbon(lot('1', { startedTime: at })).text).toBe('LIVE');
    expect(lotRibbon(lot('1', { startedTime: at, stoppedTime: at })).text).toBe('SOLD');
    expect(lotRibbon(lot('1')).text).toBe('PENDING');
  });

  it('opens the open listed lot, else the first listed one', () => {
    expect(defaultLotId([lot('1', { stoppedTime: at }), lot('2'), lot('3', { startedTime: at })])).toBe('3');
    expect(defaultLotId([lot('1', { stoppedTime: at }), lot('2')])).toBe('2');
    expect(defaultLotId([lot('1', { stoppedTime: at })])).toBeNull();
  });

  it('names what keeps an auction from running, and knows when every lot has closed', () => {
    expect(auctionProblem([])).toBe('noListedLots');
    expect(auctionProblem([lot('1', { lotStatus: 'Draft' })])).toBe('draftLots');
    expect(isAuctionCompleted([])).toBe(false);
    expect(isAuctionCompleted([lot('1', { stoppedTime: at }), lot('2', { lotStatus: 'Cancelled' })])).toBe(
      true,
    );
    expect(isAuctionCompleted([lot('1', { stoppedTime: at }), lot('2')])).toBe(false);
  });
});
