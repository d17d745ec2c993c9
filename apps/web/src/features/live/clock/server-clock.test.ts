import { describe, expect, it } from 'vitest';
import { bestOffset, offsetFromSample, ServerClock } from './server-clock';

describe('server clock', () => {
  it('corrects the offset by half the round trip', () => {
    // Sent at 1000, server read 5100 mid-way, answer at 1200: offset = 5100 + 100 - 1200.
    expect(offsetFromSample({ sentAt: 1000, serverEpochMs: 5100, receivedAt: 1200 })).toEqual({
      offsetMs: 4000,
      rttMs: 200,
    });
  });

  it('keeps the sample with the shortest round trip', () => {
    const best = bestOffset([
      { sentAt: 0, serverEpochMs: 10_500, receivedAt: 1000 },
      { sentAt: 2000, serverEpochMs: 12_010, receivedAt: 2020 },
    ]);
    expect(best).toEqual({ offsetMs: 10_000, rttMs: 20 });
    expect(bestOffset([])).toBeNull();
  });

  it('now() is local time plus the synced offset; a failed sync keeps the old offset', async () => {
    let local = 1000;
    let fail = false;
    const clock = new ServerClock(
      async () => {
        if (fail) throw new Error('down');
        local += 10;
        return { epochMs: 60_000 + local };
      },
      () => local,
    );
    await clock.sync();
    expect(clock.isSynced).toBe(true);
    // The server read its clock at the end of a 10 ms round trip: the estimate is off by at most 5 ms.
    expect(clock.offsetMs).toBe(60_005);
    expect(clock.now()).toBe(local + clock.offsetMs);
    fail = true;
    const before = clock.offsetMs;
    await clock.sync();
    expect(clock.offsetMs).toBe(before);
  });
});
