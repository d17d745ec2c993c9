import { describe, expect, it } from 'vitest';
import {
  BID_TIME_THRESHOLD_SECONDS,
  BIDDER_SEARCH_MIN_CHARS,
  BIDDER_SEARCH_PAGE_SIZE,
  FRONT_LOT_NOTICE_SECONDS,
  isStopAlertVisible,
  LiveEvent,
  liveEventName,
  MAX_MINI_LOT_WINDOWS,
  NEXT_LOT_COUNTDOWN_SECONDS,
  QUICK_BID_STEPS,
  SEARCH_DEBOUNCE_MS,
  STOP_ALERT_SECONDS,
  STREAM_RECONNECT_DELAY_MS,
  SubscriberRole,
  ZLiveEvent,
} from './live-events';
import { ZAuctionMessage, ZLiveBidderEntry, ZSubscriptionRequest } from './live-messages';

describe('LiveEvent codes', () => {
  it('match the spec exactly', () => {
    expect(LiveEvent).toEqual({
      Connect: 0,
      BidderJoined: 1,
      BidderLeft: 2,
      LotStarted: 3,
      BidPlaced: 4,
      LotStopped: 5,
      LotStopping: 6,
      StoppingCancelled: 7,
      ChangeAmount: 8,
      Error: 9,
      Disconnect: 10,
      Kick: 11,
      BidPrior: 12,
      Pong: 13,
      BidIncChanged: 14,
      SalePaused: 15,
      SaleResumed: 16,
    });
  });
  it('names codes and parses only known ones', () => {
    expect(liveEventName(4)).toBe('BidPlaced');
    expect(liveEventName(99)).toBeUndefined();
    expect(ZLiveEvent.parse(14)).toBe(14);
    expect(ZLiveEvent.parse(16)).toBe(16);
    expect(ZLiveEvent.safeParse(17).success).toBe(false);
  });
  it('has the subscriber roles', () => {
    expect(SubscriberRole).toEqual({ Bidder: 0, Auctioneer: 1, Presenter: 2 });
  });
});

describe('live constants', () => {
  it('match spec §9', () => {
    expect(STOP_ALERT_SECONDS).toBe(10);
    expect(BID_TIME_THRESHOLD_SECONDS).toBe(10);
    expect(NEXT_LOT_COUNTDOWN_SECONDS).toBe(15);
    expect(FRONT_LOT_NOTICE_SECONDS).toBe(20);
    expect(STREAM_RECONNECT_DELAY_MS).toBe(1000);
    expect(QUICK_BID_STEPS).toEqual([100, 500, 1000]);
    expect(MAX_MINI_LOT_WINDOWS).toBe(2);
    expect(BIDDER_SEARCH_MIN_CHARS).toBe(3);
    expect(BIDDER_SEARCH_PAGE_SIZE).toBe(5);
    expect(SEARCH_DEBOUNCE_MS).toBe(500);
  });
});

describe('isStopAlertVisible', () => {
  it('shows 1..10 for auto lots', () => {
    expect(isStopAlertVisible(11, 'Auto')).toBe(false);
    expect(isStopAlertVisible(10, 'Auto')).toBe(true);
    expect(isStopAlertVisible(1, 'Auto')).toBe(true);
    expect(isStopAlertVisible(0, 'Auto')).toBe(false);
  });
  it('counts manual lots down to 0', () => {
    expect(isStopAlertVisible(0, 'Manual')).toBe(true);
    expect(isStopAlertVisible(-1, 'Manual')).toBe(false);
    expect(isStopAlertVisible(10, 'Manual')).toBe(true);
  });
});

describe('ZAuctionMessage', () => {
  it('parses a full bid-placed message', () => {
    const msg = ZAuctionMessage.parse({
      id: 'm1',
      lot: {
        id: '42',
        lotStatus: 'Listed',
        startedTime: '2026-01-01T15:00:00Z',
        stopTime: '2026-01-01T16:00:00Z',
        nextId: '43',
        stopAlertElapsedSeconds: 3,
      },
      bidder: {
        id: '7',
        userName: 'jdoe',
        paddleNumber: 101,
        bid: { id: '900', amount: 51000, createdDate: '2026-01-01T15:10:00Z' },
      },
      event: LiveEvent.BidPlaced,
      serverDateTime: '2026-01-01T15:10:00Z',
      minBidIncrements: 1000,
      seq: '17',
    });
    expect(msg.event).toBe(4);
    expect(msg.seq).toBe(17);
    expect(msg.bidder?.bid?.amount).toBe(51000);
    expect(msg.bidders).toEqual([]);
    expect(msg.priorBids).toEqual([]);
  });
  it('treats an omitted event as Connect (proto3 default) and seq as 0', () => {
    const msg = ZAuctionMessage.parse({});
    expect(msg.event).toBe(LiveEvent.Connect);
    expect(msg.seq).toBe(0);
  });
  it('parses a stopped lot with its winner', () => {
    const msg = ZAuctionMessage.parse({
      event: LiveEvent.LotStopped,
      lot: {
        id: '42',
        stoppedTime: '2026-01-01T16:00:00Z',
        winner: { id: '7', bid: 52000, paddleNumber: 101, createdDate: '2026-01-01T15:59:00Z' },
      },
      seq: 20,
    });
    expect(msg.lot?.winner?.paddleNumber).toBe(101);
  });
  it('rejects numeric ids, unknown events and negative seq', () => {
    expect(ZAuctionMessage.safeParse({ lot: { id: 42 } }).success).toBe(false);
    expect(ZAuctionMessage.safeParse({ event: 17 }).success).toBe(false);
    expect(ZAuctionMessage.safeParse({ seq: -1 }).success).toBe(false);
    expect(ZAuctionMessage.safeParse({ seq: '1.5' }).success).toBe(false);
  });
  it('parses bidder entries with wins and last bid', () => {
    const entry = ZLiveBidderEntry.parse({
      id: '7',
      paddleNumber: 101,
      firstName: 'Jane',
      lastName: 'Doe',
      userName: 'jdoe',
      maxBidAmount: 25000,
      enteredDate: '2026-01-01T14:00:00Z',
      lastBid: { lotId: '42', amount: 51000 },
      wins: [{ lotId: '41', amount: 30000 }],
    });
    expect(entry.leftDate).toBeUndefined();
    expect(entry.wins).toHaveLength(1);
    expect(ZLiveBidderEntry.parse({ ...entry, wins: undefined }).wins).toEqual([]);
  });
  it('carries prior bids with bidder names', () => {
    const msg = ZAuctionMessage.parse({
      event: LiveEvent.BidPrior,
      priorBids: [{ id: '1', amount: 100, createdDate: 'x', paddleNumber: 101, userName: 'jdoe' }],
    });
    expect(msg.priorBids[0]?.userName).toBe('jdoe');
  });
});

describe('ZSubscriptionRequest', () => {
  it('applies defaults', () => {
    const req = ZSubscriptionRequest.parse({ lots: [{ id: '42' }] });
    expect(req.role).toBe(SubscriberRole.Bidder);
    expect(req.lots[0]).toMatchObject({ id: '42', amount: 0, type: 'ONLINE' });
    expect(req.device).toBe('');
  });
  it('accepts a resume point and the presenter role', () => {
    const req = ZSubscriptionRequest.parse({
      lots: [{ id: '42', amount: -1, type: 'INPERSON', afterSeq: '10' }],
      role: SubscriberRole.Presenter,
      device: 'Linux; Chromium; dev-1; tab-2; Chicago, IL',
    });
    expect(req.lots[0]?.afterSeq).toBe(10);
    expect(ZSubscriptionRequest.safeParse({ role: 3 }).success).toBe(false);
  });
});
