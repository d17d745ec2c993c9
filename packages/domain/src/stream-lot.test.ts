import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { describe, expect, it } from 'vitest';
import { LotSchema } from './gen/bidright/live/v1/live_pb';
import type { TLotLiveState } from './schemas/live-lots';
import { lotLiveStateFrom, streamLotFrom, streamLotJson, type TStreamLotPlace } from './stream-lot';

const place: TStreamLotPlace = { id: '7', auctionId: '3', nextId: '8', stopAlertElapsedSeconds: 4 };

const sold: TLotLiveState = {
  lotStatus: 'PendingTransaction',
  startedTime: '2026-03-02T15:00:00.000Z',
  stopTime: null,
  stoppedTime: '2026-03-02T15:20:00.000Z',
  stopAlertTime: '2026-03-02T15:19:50.000Z',
  requiredDown: 10,
  minBidIncrements: 500,
  openingPrice: 50_000,
  highBid: 51_000.5,
  minBid: 51_500.5,
  bidCount: 1,
  seq: 9,
  winner: {
    id: '14',
    bid: 51_000.5,
    paddleNumber: 101,
    createdDate: '2026-03-02T15:20:00.000Z',
    soldTo: 'ThirdParty',
  },
};

const fresh: TLotLiveState = {
  ...sold,
  lotStatus: 'Listed',
  startedTime: null,
  stoppedTime: null,
  stopAlertTime: null,
  highBid: null,
  minBid: 50_000,
  bidCount: 0,
  seq: 0,
  winner: null,
};

/** A plaintiff's sale without a bid: every part of the winner but who it went to is null. */
const toPlaintiff: TLotLiveState = {
  ...fresh,
  lotStatus: 'PendingTransaction',
  startedTime: '2026-03-02T15:00:00.000Z',
  stoppedTime: '2026-03-02T15:20:00.000Z',
  winner: { id: null, bid: null, paddleNumber: null, createdDate: null, soldTo: 'Plaintiff' },
};

const carried = (state: TLotLiveState) => ({ minBidIncrements: state.minBidIncrements, seq: state.seq });

describe('the stream lot mapping', () => {
  it.each([
    ['sold', sold],
    ['fresh', fresh],
    ['sold to the plaintiff', toPlaintiff],
  ])('reads back a %s lot exactly as REST spells it (REST → stream → REST)', (_name, state) => {
    expect(lotLiveStateFrom(streamLotFrom(state, place), carried(state))).toEqual(state);
  });

  it.each([
    ['sold', sold],
    ['fresh', fresh],
    ['sold to the plaintiff', toPlaintiff],
  ])(
    'reads back a %s lot after the protobuf wire (encoded and decoded as the stream sends it)',
    (_name, state) => {
      const sent = toBinary(LotSchema, create(LotSchema, streamLotFrom(state, place)));
      expect(lotLiveStateFrom(fromBinary(LotSchema, sent), carried(state))).toEqual(state);
    },
  );

  it("writes proto3's defaults for null: '' for no time or id, 0 for no amount, no winner object", () => {
    expect(streamLotFrom(fresh, place)).toEqual({
      id: '7',
      startedTime: '',
      stopTime: '',
      stoppedTime: '',
      nextId: '8',
      stopAlertElapsedSeconds: 4,
      lotStatus: 'Listed',
      auctionId: '3',
      openingPrice: 50_000,
      highBid: 0,
      minBid: 50_000,
      bidCount: 0,
      stopAlertTime: '',
      requiredDown: 10,
    });
    expect(streamLotFrom(toPlaintiff, place).winner).toEqual({
      id: '',
      bid: 0,
      paddleNumber: 0,
      createdDate: '',
      soldTo: 'Plaintiff',
    });
  });

  it('keeps dollars and times as they are on both wires', () => {
    const streamed = streamLotFrom(sold, place);
    expect(streamed).toMatchObject({
      highBid: 51_000.5,
      minBid: 51_500.5,
      startedTime: sold.startedTime,
      stopAlertTime: sold.stopAlertTime,
    });
    expect(streamed.winner).toEqual({ ...sold.winner, id: '14' });
  });

  it("reads a partial lot (a participation event's id only) with no status, times or bids", () => {
    const partial = {
      ...streamLotFrom(fresh, place),
      lotStatus: '',
      openingPrice: 0,
      minBid: 0,
      requiredDown: 0,
    };
    expect(lotLiveStateFrom(partial, { minBidIncrements: 0, seq: 0 })).toMatchObject({
      lotStatus: '',
      startedTime: null,
      highBid: null,
      winner: null,
    });
  });

  it('copies a proto lot to plain JSON field by field, without its type name', () => {
    const proto = { $typeName: 'bidright.live.v1.Lot', ...streamLotFrom(sold, place) };
    const json = streamLotJson(proto);
    expect(json).toEqual(streamLotFrom(sold, place));
    expect(json).not.toHaveProperty('$typeName');
    expect(streamLotJson({ ...streamLotFrom(fresh, place), winner: undefined })).not.toHaveProperty('winner');
  });
});
