import { ZBidderLot, ZLotLiveState, ZStreamLotJson } from '@bidright/domain';
import { describe, expect, it } from 'vitest';
import { type LotState, presentLiveLot, presentLotState } from './presenter';

const sold: LotState = {
  id: 7,
  auctionId: 3,
  lotStatus: 'PendingTransaction',
  openingPriceCents: 50_000_00,
  requiredDown: 10,
  minBidIncrementCents: 500_00,
  startedTime: new Date('2026-03-02T15:00:00.000Z'),
  stopTime: null,
  stoppedTime: new Date('2026-03-02T15:20:00.000Z'),
  stopAlertTime: null,
  highBidCents: 51_000_00,
  bidCount: 1,
  seq: 9,
  soldTo: 'ThirdParty',
  winnerBidId: 14,
  winnerAmountCents: 51_000_00,
  winnerPaddleNumber: 101,
  winnerCreatedDate: new Date('2026-03-02T15:20:00.000Z'),
};
const fresh: LotState = {
  ...sold,
  lotStatus: 'Listed',
  startedTime: null,
  stoppedTime: null,
  highBidCents: null,
  bidCount: 0,
  soldTo: null,
  winnerBidId: null,
  winnerAmountCents: null,
  winnerPaddleNumber: null,
  winnerCreatedDate: null,
};
const json = (value: object) =>
  JSON.parse(JSON.stringify(value, (key, inner) => (key === '$typeName' ? undefined : inner)));

describe('one lot state for REST and the stream', () => {
  it.each([
    ['a sold lot', sold],
    ['a lot without bids', fresh],
  ])('%s: the stream lot is the REST state in proto3 spelling', (_name, lot) => {
    const state = ZLotLiveState.parse(presentLotState(lot));
    const streamed = ZStreamLotJson.parse(
      json(presentLiveLot(lot, { now: new Date('2026-03-02T15:30:00Z') })),
    );
    expect(streamed).toMatchObject({
      lotStatus: state.lotStatus,
      startedTime: state.startedTime ?? '',
      stopTime: state.stopTime ?? '',
      stoppedTime: state.stoppedTime ?? '',
      stopAlertTime: state.stopAlertTime ?? '',
      openingPrice: state.openingPrice,
      highBid: state.highBid ?? 0,
      minBid: state.minBid,
      bidCount: state.bidCount,
      requiredDown: state.requiredDown,
    });
    expect(streamed.winner ?? null).toEqual(
      state.winner && {
        id: state.winner.id ?? '',
        bid: state.winner.bid ?? 0,
        paddleNumber: state.winner.paddleNumber ?? 0,
        createdDate: state.winner.createdDate ?? '',
        soldTo: state.winner.soldTo,
      },
    );
  });

  it("is what the bidder lot's schema reads for the state's fields", () => {
    const shape = ZBidderLot.shape;
    for (const key of Object.keys(ZLotLiveState.shape)) expect(shape).toHaveProperty(key);
  });
});
