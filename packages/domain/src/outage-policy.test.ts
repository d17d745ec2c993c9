import { describe, expect, it } from 'vitest';
import {
  DEFAULT_OUTAGE_MARGIN_S,
  DEFAULT_OUTAGE_THRESHOLD_S,
  lotClockNow,
  lotTimeLeft,
  outagePolicySections,
} from './outage-policy';

describe('the outage policy text', () => {
  it('is written from the numbers in force', () => {
    const text = outagePolicySections({
      thresholdSeconds: DEFAULT_OUTAGE_THRESHOLD_S,
      marginSeconds: DEFAULT_OUTAGE_MARGIN_S,
      beatSeconds: 0.5,
    })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(text).toContain('A gap of more than 30 seconds between two successful checks is an outage');
    expect(text).toContain("closes later by the outage's length plus 2 minutes");
    expect(text).toContain('every 0.5 seconds or so');
    const other = outagePolicySections({ thresholdSeconds: 60, marginSeconds: 90, beatSeconds: 2 })
      .flatMap((section) => section.paragraphs)
      .join('\n');
    expect(other).toContain('A gap of more than 1 minute between');
    expect(other).toContain('plus 90 seconds');
  });
});

describe('the time left of a lot, given its close and its sale pause', () => {
  const at = (seconds: number) => new Date(seconds * 1000).toISOString();

  it('counts down to the close while the sale runs', () => {
    expect(lotTimeLeft(at(200), 150_000, null)).toEqual({ leftMs: 50_000, paused: false });
    expect(lotTimeLeft(at(200), 199_500, undefined)).toEqual({ leftMs: 500, paused: false });
    expect(lotTimeLeft(at(200), 250_000, null)).toEqual({ leftMs: 0, paused: false });
  });

  it('stands at close − pause start while paused, whatever the time', () => {
    const paused = at(120);
    for (const now of [120_000, 121_000, 180_000, 10_000_000]) {
      expect(lotTimeLeft(at(200), now, paused)).toEqual({ leftMs: 80_000, paused: true });
    }
    // A page whose clock reads a moment before the pause it was told of does not count up to it.
    expect(lotTimeLeft(at(200), 119_000, paused)).toEqual({ leftMs: 81_000, paused: true });
  });

  it('goes on from the close the server moved on resume (by the pause length)', () => {
    // Paused at 120 s for 60 s: the server moves the close from 200 s to 260 s and clears the pause.
    expect(lotTimeLeft(at(200), 150_000, at(120))?.leftMs).toBe(80_000);
    expect(lotTimeLeft(at(260), 180_000, null)?.leftMs).toBe(80_000);
    expect(lotTimeLeft(at(260), 190_000, null)?.leftMs).toBe(70_000);
  });

  it('has nothing to count without a close; the clock reads the pause start', () => {
    expect(lotTimeLeft(null, 1000, null)).toBeNull();
    expect(lotTimeLeft('', 1000, at(1))).toBeNull();
    expect(lotClockNow(5000, null)).toBe(5000);
    expect(lotClockNow(5000, at(2))).toBe(2000);
    expect(lotClockNow(5000, 'not a time')).toBe(5000);
  });
});
