import type { TBidderLot, TJoinedLot, TLiveAuctionLot } from '@bidright/domain';
import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { msg } from './test-messages';

/*
 * A bidder's lots as REST answers them and a bid as the stream delivers it, for the tests of the screens that
 * read a live lot (the joined-lots panel, its mini windows, the control room).
 */

export const ME = '42';
export const street = (lotId: string) => `${lotId}00 W Main St`;

export function joinedLot(lotId: string, extra: Partial<TJoinedLot> = {}): TJoinedLot {
  return {
    lotId,
    auctionId: '9',
    amount: 30_000,
    type: 'ONLINE',
    paddleNumber: 102,
    isJoined: true,
    hostName: 'Lakeshore Auction Group',
    hostTimeZone: 'America/Chicago',
    lotStatus: 'Listed',
    seq: 3,
    address: {
      streetLine1: street(lotId),
      streetLine2: null,
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60618',
    },
    auctionStartTime: '2026-03-02T15:00:00.000Z',
    auctionStopTime: null,
    auctionStartType: 'Auto',
    lotStartedTime: '2026-03-02T15:00:00.000Z',
    lotStoppedTime: null,
    lotStopTime: '2099-03-02T16:00:00.000Z',
    lotOpeningPrice: 100_000,
    lotRequiredDown: 10,
    lotMinBidIncrements: 500,
    maximumBid: null,
    ...extra,
  };
}

export function bidderLot(lotId: string): TBidderLot {
  return {
    id: lotId,
    lotStatus: 'Listed',
    isPostponed: false,
    isPinned: false,
    propertyCount: 1,
    startedTime: '2026-03-02T15:00:00.000Z',
    stoppedTime: null,
    stopTime: '2099-03-02T16:00:00.000Z',
    stopAlertTime: null,
    requiredDown: 10,
    minBidIncrements: 500,
    openingPrice: 100_000,
    highBid: 120_000,
    minBid: 120_500,
    bidCount: 2,
    seq: 3,
    auctionIsTest: false,
    winner: null,
    auction: {
      id: '9',
      type: 'Online',
      startType: 'Auto',
      startTime: '2026-03-02T15:00:00.000Z',
      stopTime: null,
      timeLeft: 2,
      extraTime: 2,
      isTest: false,
      location: null,
      hostName: 'Lakeshore Auction Group',
      hostLogoUrl: null,
      timeZone: 'America/Chicago',
      lotCount: 3,
      isCancelled: false,
      isStarted: true,
      isFinished: false,
      isOpen: true,
    },
    auctionBidder: { type: 'ONLINE', paddleNumber: 102, purchaseProfileId: '1' },
    auctionBidderLot: { amount: 30_000, leftDate: null },
    property: {
      id: `p${lotId}`,
      streetLine1: street(lotId),
      streetLine2: null,
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60618',
      countryCode: 'US',
      latitude: null,
      longitude: null,
      imageData: [],
    },
    properties: [],
    case: { id: 'c1', caseNumber: '2026CH1', county: 'Cook', documents: [] },
    bids: [
      {
        id: `b${lotId}`,
        amount: 120_000,
        createdDate: '2026-03-02T15:05:00.000Z',
        paddleNumber: 101,
        userName: 'other',
        bidderId: '7',
        placedByMaximum: false,
      },
    ],
  };
}

/** A bid on `lotId` as the stream delivers it. */
export const bidPlaced = (lotId: string, amount: number, seq: number, bidderId = '7') =>
  msg(LiveEvent.BID_PLACED, {
    seq,
    lot: {
      id: lotId,
      auctionId: '9',
      lotStatus: 'Listed',
      startedTime: '2026-03-02T15:00:00.000Z',
      stopTime: '2099-03-02T16:00:00.000Z',
      openingPrice: 100_000,
      highBid: amount,
      minBid: amount + 500,
      bidCount: 3,
      requiredDown: 10,
    },
    bidder: {
      id: bidderId,
      userName: 'other',
      paddleNumber: 101,
      bid: {
        id: `bid-${seq}`,
        amount,
        createdDate: '2026-03-02T15:06:00.000Z',
        paddleNumber: 101,
        bidderId,
      },
    },
    minBidIncrements: 500,
  });

/** Lot `lotId` as the live auction's lot list answers it (auction 9). */
export function auctionLot(lotId: string, extra: Partial<TLiveAuctionLot> = {}): TLiveAuctionLot {
  const lot = bidderLot(lotId);
  return {
    id: lotId,
    lotNumber: Number(lotId),
    lotStatus: lot.lotStatus,
    isPostponed: false,
    openingPrice: lot.openingPrice,
    requiredDown: lot.requiredDown,
    minBidIncrements: lot.minBidIncrements,
    startedTime: lot.startedTime,
    stopTime: lot.stopTime,
    stoppedTime: lot.stoppedTime,
    stopAlertTime: lot.stopAlertTime,
    highBid: lot.highBid,
    minBid: lot.minBid,
    bidCount: lot.bidCount,
    seq: lot.seq,
    soldTo: null,
    winnerPaddleNumber: null,
    winnerBidAmount: null,
    address: {
      streetLine1: street(lotId),
      streetLine2: null,
      city: 'Chicago',
      county: 'Cook',
      stateCode: 'IL',
      zipCode: '60618',
    },
    maximumBidCount: null,
    ...extra,
  };
}
