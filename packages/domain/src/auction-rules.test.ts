import { describe, expect, it } from 'vitest';
import {
  AUCTION_MESSAGES,
  auctionFlags,
  auctionStatus,
  canAuctionGoLive,
  checkAuctionSettings,
  checkAuctionTimes,
  dayInZone,
  estimatedDuration,
  isAuctionEditable,
  isExtendable,
  isOnTimeStep,
  isStreamCapable,
  nextTimeStep,
  normalizeAuctionSettings,
  sameStartTimeWarning,
  streamUrlInvalidMessage,
  youtubeWatchUrl,
} from './auction-rules';
import {
  ZAuctioneerLookupBody,
  ZAuctionHostLotsBody,
  ZAuctionListBody,
  ZCreateAuctionBody,
  ZStreamBody,
  ZUpdateAuctionBody,
} from './schemas/auctions';

const now = new Date('2026-03-10T15:02:30Z');
const at = (iso: string) => new Date(iso);

describe('checkAuctionTimes', () => {
  it('accepts a future start on a 5-minute mark with a later stop, or no stop', () => {
    expect(checkAuctionTimes({ startTime: at('2026-03-10T15:05:00Z'), now })).toEqual({});
    expect(
      checkAuctionTimes({ startTime: at('2026-03-10T15:05:00Z'), stopTime: at('2026-03-10T17:00:00Z'), now }),
    ).toEqual({});
  });
  it('rejects a start in the past', () => {
    expect(checkAuctionTimes({ startTime: at('2026-03-10T15:00:00Z'), now })).toEqual({
      startTime: 'Auction start time cannot be in the past!',
    });
  });
  it('rejects a stop before the start, and a stop equal to the start', () => {
    const startTime = at('2026-03-10T16:00:00Z');
    expect(checkAuctionTimes({ startTime, stopTime: at('2026-03-10T15:55:00Z'), now })).toEqual({
      stopTime: 'Auction stop time cannot be before the start time!',
    });
    expect(checkAuctionTimes({ startTime, stopTime: at('2026-03-10T16:00:00Z'), now })).toEqual({
      stopTime: 'Auction start and stop times cannot be same!',
    });
  });
  it('wants both times on 5-minute marks', () => {
    expect(
      checkAuctionTimes({ startTime: at('2026-03-10T16:03:00Z'), stopTime: at('2026-03-10T17:00:30Z'), now }),
    ).toEqual({ startTime: AUCTION_MESSAGES.fiveMinuteStep, stopTime: AUCTION_MESSAGES.fiveMinuteStep });
  });
  it('reports the past start and a bad stop together', () => {
    expect(
      checkAuctionTimes({ startTime: at('2026-03-09T10:00:00Z'), stopTime: at('2026-03-09T09:00:00Z'), now }),
    ).toEqual({
      startTime: AUCTION_MESSAGES.startInPast,
      stopTime: AUCTION_MESSAGES.stopBeforeStart,
    });
  });
});

describe('time steps', () => {
  it('knows 5-minute marks and the next one', () => {
    expect(isOnTimeStep(at('2026-03-10T15:05:00Z'))).toBe(true);
    expect(isOnTimeStep(at('2026-03-10T15:05:01Z'))).toBe(false);
    expect(nextTimeStep(now).toISOString()).toBe('2026-03-10T15:05:00.000Z');
    expect(nextTimeStep(at('2026-03-10T15:05:00Z')).toISOString()).toBe('2026-03-10T15:10:00.000Z');
  });
});

describe('checkAuctionSettings', () => {
  it('requires a location unless Online', () => {
    expect(checkAuctionSettings({ type: 'Online', startType: 'Manual' })).toEqual({});
    expect(checkAuctionSettings({ type: 'InPerson', startType: 'Manual', location: '  ' })).toEqual({
      location: 'Please enter the location!',
    });
    expect(checkAuctionSettings({ type: 'Hybrid', startType: 'Manual' })).toEqual({
      location: AUCTION_MESSAGES.locationRequired,
    });
    expect(checkAuctionSettings({ type: 'Hybrid', startType: 'Manual', location: 'Daley Center' })).toEqual(
      {},
    );
  });
  it('requires both minutes for an extendable Auto auction', () => {
    expect(checkAuctionSettings({ type: 'Online', startType: 'Auto', isExtendable: true })).toEqual({
      timeLeft: "'If, bid within: (min.)' is required!",
      extraTime: "'Extend the time by (min.)' is required!",
    });
    expect(checkAuctionSettings({ type: 'Online', startType: 'Auto', timeLeft: 2 })).toEqual({
      extraTime: AUCTION_MESSAGES.extraTimeRequired,
    });
    expect(
      checkAuctionSettings({
        type: 'Online',
        startType: 'Auto',
        isExtendable: true,
        timeLeft: 2,
        extraTime: 3,
      }),
    ).toEqual({});
  });
  it('needs no minutes when Auto is not extendable, or Manual', () => {
    expect(checkAuctionSettings({ type: 'Online', startType: 'Auto', timeLeft: 0, extraTime: 0 })).toEqual(
      {},
    );
    expect(
      checkAuctionSettings({ type: 'Online', startType: 'Auto', isExtendable: false, timeLeft: 5 }),
    ).toEqual({});
    expect(checkAuctionSettings({ type: 'Online', startType: 'Manual', isExtendable: true })).toEqual({});
  });
  it('knows when the extension is on', () => {
    expect(isExtendable({ type: 'Online', startType: 'Manual', timeLeft: 2, extraTime: 2 })).toBe(false);
    expect(isExtendable({ type: 'Online', startType: 'Auto', extraTime: 2 })).toBe(true);
    expect(isExtendable({ type: 'Online', startType: 'Auto' })).toBe(false);
  });
  it('stores 0 minutes unless extendable Auto, and no location for Online', () => {
    expect(
      normalizeAuctionSettings({
        type: 'Online',
        startType: 'Manual',
        location: 'x',
        timeLeft: 2,
        extraTime: 2,
      }),
    ).toEqual({ location: null, timeLeft: 0, extraTime: 0 });
    expect(
      normalizeAuctionSettings({
        type: 'Hybrid',
        startType: 'Auto',
        location: ' Room 1 ',
        timeLeft: 2,
        extraTime: 3,
      }),
    ).toEqual({ location: 'Room 1', timeLeft: 2, extraTime: 3 });
    expect(
      normalizeAuctionSettings({ type: 'Online', startType: 'Auto', isExtendable: false, timeLeft: 2 }),
    ).toEqual({ location: null, timeLeft: 0, extraTime: 0 });
  });
});

describe('auctionStatus', () => {
  const base = {
    startTime: at('2026-03-11T15:00:00Z'),
    isCancelled: false,
    finishedAt: null,
    hasStartedLot: false,
    hasPublicLot: true,
    hasSellableLot: true,
    now,
  };
  it('is Upcoming before the start', () => {
    expect(auctionStatus(base)).toBe('Upcoming');
    expect(isAuctionEditable(base)).toBe(true);
  });
  it('is Live from the start time, or once a lot has started', () => {
    expect(auctionStatus({ ...base, startTime: at('2026-03-10T15:00:00Z') })).toBe('Live');
    expect(auctionStatus({ ...base, startTime: now })).toBe('Live');
    expect(auctionStatus({ ...base, hasStartedLot: true })).toBe('Live');
    expect(isAuctionEditable({ ...base, hasStartedLot: true })).toBe(false);
  });
  it('stays Upcoming and editable past its start when it has nothing to sell: no published lot, or only cancelled ones', () => {
    const past = { ...base, startTime: at('2026-03-10T15:00:00Z') };
    const empty = { ...past, hasPublicLot: false, hasSellableLot: false };
    expect(auctionStatus(empty)).toBe('Upcoming');
    expect(isAuctionEditable(empty)).toBe(true);
    expect(auctionStatus({ ...past, hasSellableLot: false })).toBe('Upcoming');
    expect(canAuctionGoLive(empty)).toBe(false);
    expect(canAuctionGoLive(past)).toBe(true);
    // A lot the auctioneer already started makes it Live whatever else holds.
    expect(auctionStatus({ ...empty, hasStartedLot: true })).toBe('Live');
  });
  it('is Completed once finished and Cancelled above all', () => {
    const finished = {
      ...base,
      startTime: at('2026-03-01T15:00:00Z'),
      finishedAt: at('2026-03-01T16:00:00Z'),
    };
    expect(auctionStatus(finished)).toBe('Completed');
    expect(isAuctionEditable(finished)).toBe(false);
    expect(auctionStatus({ ...finished, isCancelled: true })).toBe('Cancelled');
    expect(auctionStatus({ ...base, isCancelled: true })).toBe('Cancelled');
    expect(isAuctionEditable({ ...base, isCancelled: true })).toBe(false);
  });
});

describe('auctionFlags', () => {
  it('is open between start and finish unless cancelled', () => {
    const started = { startTime: at('2026-03-10T15:00:00Z'), isCancelled: false, finishedAt: null, now };
    expect(auctionFlags(started)).toEqual({ isStarted: true, isFinished: false, isOpen: true });
    expect(auctionFlags({ ...started, isCancelled: true }).isOpen).toBe(false);
    expect(auctionFlags({ ...started, finishedAt: now })).toEqual({
      isStarted: true,
      isFinished: true,
      isOpen: false,
    });
    expect(auctionFlags({ ...started, startTime: at('2026-03-10T16:00:00Z') })).toEqual({
      isStarted: false,
      isFinished: false,
      isOpen: false,
    });
  });
});

describe('isStreamCapable', () => {
  const timeZone = 'America/Chicago';
  it('is true for an unfinished auction starting today in the host zone', () => {
    // 2026-03-10 23:30 Chicago is 2026-03-11 04:30 UTC: still "today" for the host.
    const late = at('2026-03-11T04:30:00Z');
    expect(isStreamCapable({ startTime: late, stopTime: null, isFinished: false, now, timeZone })).toBe(true);
    expect(isStreamCapable({ startTime: late, stopTime: null, isFinished: true, now, timeZone })).toBe(false);
    // 2026-03-10 04:00 UTC is UTC's today but 2026-03-09 11:00 PM in Chicago: the host's yesterday.
    const hostYesterday = at('2026-03-10T04:00:00Z');
    expect(
      isStreamCapable({ startTime: hostYesterday, stopTime: null, isFinished: false, now, timeZone }),
    ).toBe(false);
  });
  it('is true while the stop time is ahead, whatever the start day', () => {
    const yesterday = at('2026-03-09T15:00:00Z');
    expect(
      isStreamCapable({
        startTime: yesterday,
        stopTime: at('2026-03-10T16:00:00Z'),
        isFinished: true,
        now,
        timeZone,
      }),
    ).toBe(true);
    expect(
      isStreamCapable({
        startTime: yesterday,
        stopTime: at('2026-03-10T15:00:00Z'),
        isFinished: false,
        now,
        timeZone,
      }),
    ).toBe(false);
    expect(
      isStreamCapable({
        startTime: at('2026-03-12T15:00:00Z'),
        stopTime: null,
        isFinished: false,
        now,
        timeZone,
      }),
    ).toBe(false);
  });
  it('reads days in the zone', () => {
    expect(dayInZone(at('2026-03-11T04:30:00Z'), timeZone)).toBe('2026-03-10');
    expect(dayInZone(at('2026-03-11T04:30:00Z'), 'UTC')).toBe('2026-03-11');
  });
});

describe('estimatedDuration', () => {
  it('is stop minus start in hours and minutes', () => {
    expect(estimatedDuration(at('2026-03-10T15:00:00Z'), at('2026-03-10T17:35:00Z'))).toEqual({
      hours: 2,
      minutes: 35,
    });
    expect(estimatedDuration(at('2026-03-10T15:00:00Z'), null)).toBeNull();
  });
});

describe('youtubeWatchUrl', () => {
  const watch = 'https://www.youtube.com/watch?v=jfKfPfyJRdk';
  it.each([
    'https://youtu.be/jfKfPfyJRdk',
    'https://youtu.be/jfKfPfyJRdk?si=abc&t=42',
    'https://www.youtube.com/live/jfKfPfyJRdk?feature=share',
    'https://www.youtube.com/embed/jfKfPfyJRdk',
    'https://m.youtube.com/watch?v=jfKfPfyJRdk',
    'https://www.youtube.com/watch?v=jfKfPfyJRdk&list=PL123&t=10s',
    'https://youtube.com/watch?feature=share&v=jfKfPfyJRdk',
    'http://www.youtube.com/shorts/jfKfPfyJRdk',
    '  https://www.youtube.com/watch?v=jfKfPfyJRdk  ',
    'HTTPS://YOUTU.BE/jfKfPfyJRdk',
  ])('rewrites %s', (url) => {
    expect(youtubeWatchUrl(url)).toBe(watch);
  });
  it('keeps other http(s) links, including YouTube pages without a video id', () => {
    expect(youtubeWatchUrl('https://vimeo.com/12345')).toBe('https://vimeo.com/12345');
    expect(youtubeWatchUrl('https://www.youtube.com/@lakeshore/live')).toBe(
      'https://www.youtube.com/@lakeshore/live',
    );
  });
  it.each([
    'www.youtube.com/watch?v=jfKfPfyJRdk',
    'ftp://example.com/x',
    'youtu.be/jfKfPfyJRdk',
    '',
    'https://',
  ])('refuses %j', (url) => {
    expect(youtubeWatchUrl(url)).toBeNull();
  });
  it('names the example host in its message', () => {
    expect(streamUrlInvalidMessage()).toBe(
      'Please enter a valid URL! (Example: https://www.youtube.com/watch?v=)',
    );
  });
});

describe('sameStartTimeWarning', () => {
  it('counts the other auctions', () => {
    expect(sameStartTimeWarning(2)).toBe('Found 2 auction(s) with same start time!');
    expect(sameStartTimeWarning(0)).toBeNull();
  });
});

describe('auction schemas', () => {
  it('parses a create body with the form messages', () => {
    const ok = ZCreateAuctionBody.parse({
      type: 'Online',
      startType: 'Auto',
      startTime: '2026-03-10T16:00:00Z',
    });
    expect(ok.isTest).toBe(false);
    const bad = ZCreateAuctionBody.safeParse({ type: 'Remote', startTime: 'tomorrow' });
    expect(bad.success).toBe(false);
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      type: AUCTION_MESSAGES.typeRequired,
      startType: AUCTION_MESSAGES.startTypeRequired,
      startTime: AUCTION_MESSAGES.startTimeRequired,
    });
    expect(
      ZCreateAuctionBody.safeParse({
        type: 'Online',
        startType: 'Auto',
        startTime: '2026-03-10T16:00:00+01:00',
        timeLeft: 1.5,
      }).error?.issues[0]?.message,
    ).toBe(AUCTION_MESSAGES.minutesInvalid);
  });
  it('takes the minimum increment in dollars with two decimals', () => {
    const body = { type: 'Online', startType: 'Manual', startTime: '2026-03-10T16:00:00Z' };
    expect(ZUpdateAuctionBody.parse({ ...body, minBidIncrements: 250.5 }).minBidIncrements).toBe(250.5);
    expect(ZUpdateAuctionBody.safeParse({ ...body, minBidIncrements: 1.005 }).success).toBe(false);
    expect(ZUpdateAuctionBody.safeParse({ ...body, minBidIncrements: -1 }).success).toBe(false);
  });
  it('leaves the page size to the list (10) and accepts one or many filters', () => {
    const list = ZAuctionListBody.parse({ listType: 'Live', type: ['Online', 'Hybrid'], startType: 'Auto' });
    expect(list.pagination).toBeUndefined();
    expect(ZAuctionListBody.parse({ listType: 'Live', pagination: { current: 2 } }).pagination).toEqual({
      current: 2,
    });
    expect(list.type).toEqual(['Online', 'Hybrid']);
    expect(ZAuctionListBody.safeParse({ listType: 'Soon' }).success).toBe(false);
    expect(ZAuctionHostLotsBody.parse({ isLive: true }).pagination).toBeUndefined();
    expect(ZAuctioneerLookupBody.safeParse({ date: '2026-03-10' }).success).toBe(true);
    expect(ZAuctioneerLookupBody.safeParse({ date: 'soon' }).success).toBe(false);
  });
  it('requires a stream title, url and status', () => {
    const bad = ZStreamBody.safeParse({ title: ' ', url: '', status: 'Paused' });
    const messages = Object.fromEntries(bad.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: AUCTION_MESSAGES.streamTitleRequired,
      url: AUCTION_MESSAGES.streamUrlRequired,
      status: AUCTION_MESSAGES.streamStatusRequired,
    });
    expect(ZStreamBody.parse({ title: 'Room', url: 'https://youtu.be/x', status: 'Live' }).type).toBe(
      'YouTube',
    );
  });
});
