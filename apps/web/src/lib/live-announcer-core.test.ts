import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ASSERTIVE_GAP_MS,
  createAnnouncerCore,
  POLITE_INTERVAL_MS,
  type TRegionKey,
} from './live-announcer-core';

/** A core whose sink records what each region said and when (fake-timer milliseconds since the start). */
function recordingCore() {
  const start = Date.now();
  const said: { at: number; region: string; text: string }[] = [];
  const core = createAnnouncerCore((region: TRegionKey, text) =>
    said.push({
      at: Date.now() - start,
      region: region.priority === 'assertive' ? 'assertive' : `polite:${region.lot}`,
      text,
    }),
  );
  return { core, said };
}

describe('the announcer core', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the first polite news at once, then at most one every 2 s per lot, the newest winning', () => {
    const { core, said } = recordingCore();
    // A burst of five bids in one second.
    for (const [i, amount] of ['$150,000', '$150,500', '$151,000', '$151,500', '$152,000'].entries()) {
      vi.advanceTimersByTime(i === 0 ? 0 : 200);
      core.announce(`New high bid ${amount}`, { priority: 'polite', lotId: 7 });
    }
    expect(said).toEqual([{ at: 0, region: 'polite:7', text: 'New high bid $150,000' }]);
    vi.advanceTimersByTime(POLITE_INTERVAL_MS);
    // The three bids between are skipped; the newest is read 2 s after the first.
    expect(said).toEqual([
      { at: 0, region: 'polite:7', text: 'New high bid $150,000' },
      { at: POLITE_INTERVAL_MS, region: 'polite:7', text: 'New high bid $152,000' },
    ]);
    vi.advanceTimersByTime(10_000);
    expect(said).toHaveLength(2);
  });

  it('keeps each lot to its own pace: two lots may each speak at once', () => {
    const { core, said } = recordingCore();
    core.announce('New high bid $1,000', { priority: 'polite', lotId: 1 });
    core.announce('New high bid $2,000', { priority: 'polite', lotId: 2 });
    core.announce('New high bid $1,100', { priority: 'polite', lotId: 1 });
    expect(said.map((s) => s.region)).toEqual(['polite:1', 'polite:2']);
    vi.advanceTimersByTime(POLITE_INTERVAL_MS);
    expect(said.map((s) => `${s.region} ${s.text}`)).toEqual([
      'polite:1 New high bid $1,000',
      'polite:2 New high bid $2,000',
      'polite:1 New high bid $1,100',
    ]);
  });

  it('reads polite news after a quiet spell at once', () => {
    const { core, said } = recordingCore();
    core.announce('a', { priority: 'polite', lotId: 1 });
    vi.advanceTimersByTime(POLITE_INTERVAL_MS + 1);
    core.announce('b', { priority: 'polite', lotId: 1 });
    expect(said.map((s) => [s.at, s.text])).toEqual([
      [0, 'a'],
      [POLITE_INTERVAL_MS + 1, 'b'],
    ]);
  });

  it('reads assertive news at once, even inside the polite pause, and drops the lot’s older polite news', () => {
    const { core, said } = recordingCore();
    core.announce('New high bid $150,000, paddle 101', { priority: 'polite', lotId: 7 });
    vi.advanceTimersByTime(300);
    core.announce('New high bid $151,000, paddle 104', { priority: 'polite', lotId: 7 });
    vi.advanceTimersByTime(300);
    core.announce('You have been outbid, new high $152,000', { priority: 'assertive', lotId: 7, mine: true });
    expect(said.at(-1)).toEqual({
      at: 600,
      region: 'assertive',
      text: 'You have been outbid, new high $152,000',
    });
    vi.advanceTimersByTime(POLITE_INTERVAL_MS * 2);
    // The waiting "$151,000" is older than the outbid notice and is never read.
    expect(said.map((s) => s.text)).toEqual([
      'New high bid $150,000, paddle 101',
      'You have been outbid, new high $152,000',
    ]);
  });

  it('reads assertive news that come together in order, each given time to be read', () => {
    const { core, said } = recordingCore();
    core.announce('You have been outbid, new high $152,000', { priority: 'assertive', mine: true });
    core.announce('Bidding extended to 2:41 PM', { priority: 'assertive', topic: 'lot' });
    core.announce('Closing in 10 seconds', { priority: 'assertive', topic: 'lot' });
    expect(said.map((s) => s.text)).toEqual(['You have been outbid, new high $152,000']);
    vi.advanceTimersByTime(ASSERTIVE_GAP_MS * 2);
    expect(said.map((s) => [s.at, s.text])).toEqual([
      [0, 'You have been outbid, new high $152,000'],
      [ASSERTIVE_GAP_MS, 'Bidding extended to 2:41 PM'],
      [ASSERTIVE_GAP_MS * 2, 'Closing in 10 seconds'],
    ]);
  });

  it('follows the switch: mine only reads the listener’s own bid news, off reads no bid news, lot news always', () => {
    const { core, said } = recordingCore();
    core.setChoice('mine');
    core.announce('New high bid $1,000, paddle 104', { priority: 'polite', lotId: 1 });
    core.announce('You have been outbid, new high $1,000', { priority: 'assertive', lotId: 1, mine: true });
    vi.advanceTimersByTime(ASSERTIVE_GAP_MS);
    core.setChoice('off');
    core.announce('You have been outbid, new high $2,000', { priority: 'assertive', lotId: 1, mine: true });
    core.announce('New high bid $2,000, paddle 104', { priority: 'polite', lotId: 1 });
    core.announce('Sold to paddle 104 for $2,000', { priority: 'assertive', lotId: 1, topic: 'lot' });
    vi.advanceTimersByTime(POLITE_INTERVAL_MS);
    expect(said.map((s) => s.text)).toEqual([
      'You have been outbid, new high $1,000',
      'Sold to paddle 104 for $2,000',
    ]);
  });

  it('turning bids off drops news waiting to be read', () => {
    const { core, said } = recordingCore();
    core.announce('a', { priority: 'polite', lotId: 1 });
    core.announce('b', { priority: 'polite', lotId: 1 });
    core.setChoice('off');
    vi.advanceTimersByTime(POLITE_INTERVAL_MS);
    expect(said.map((s) => s.text)).toEqual(['a']);
  });

  it('forgets a lot’s waiting news when its region goes', () => {
    const { core, said } = recordingCore();
    core.announce('a', { priority: 'polite', lotId: 1 });
    core.announce('b', { priority: 'polite', lotId: 1 });
    core.forgetLot(1);
    vi.advanceTimersByTime(POLITE_INTERVAL_MS);
    expect(said.map((s) => s.text)).toEqual(['a']);
  });
});
