import { describe, expect, it } from 'vitest';
import { auctionPhaseLabel, lotPhase, type TLotClockInput } from './lot-phase';

const t = (s: number) => new Date(s * 1000).toISOString();
const base: TLotClockInput = {
  lotStatus: 'Listed',
  startType: 'Manual',
  auctionStartTime: t(0),
  startedTime: null,
  stopTime: null,
  stoppedTime: null,
  stopAlertTime: null,
};

describe('lotPhase', () => {
  it('auto: Starts in, Starting Soon, Ends in, stop alert 10..1, Pending Winner', () => {
    const auto = { ...base, startType: 'Auto' as const, auctionStartTime: t(100) };
    expect(lotPhase(auto, 40_000)).toEqual({ kind: 'upcoming', startsInMs: 60_000 });
    expect(lotPhase(auto, 101_000).kind).toBe('starting-soon');
    const open = { ...auto, startedTime: t(100), stopTime: t(200) };
    expect(lotPhase(open, 150_000)).toMatchObject({ kind: 'open', endsInMs: 50_000, stopAlertSeconds: null });
    expect(lotPhase(open, 190_500)).toMatchObject({ stopAlertSeconds: 10 });
    expect(lotPhase(open, 199_500)).toMatchObject({ stopAlertSeconds: 1 });
    expect(lotPhase(open, 200_000).kind).toBe('pending');
  });

  it('manual: the stop alert counts 10 to 0, then Pending Winner until stopped', () => {
    const alerted = { ...base, startedTime: t(10), stopAlertTime: t(100) };
    expect(lotPhase({ ...base, startedTime: t(10) }, 50_000)).toMatchObject({
      kind: 'open',
      stopAlertSeconds: null,
    });
    expect(lotPhase(alerted, 100_000)).toMatchObject({ stopAlertSeconds: 10 });
    expect(lotPhase(alerted, 110_000)).toMatchObject({ stopAlertSeconds: 0 });
    expect(lotPhase(alerted, 111_500).kind).toBe('pending');
    expect(lotPhase({ ...alerted, stoppedTime: t(111) }, 111_500).kind).toBe('closed');
    expect(lotPhase({ ...alerted, lotStatus: 'Cancelled' }, 0).kind).toBe('cancelled');
  });

  it('manual lot of an auction that starts tomorrow: Upcoming with a countdown, not waiting for the auctioneer', () => {
    const tomorrow = { ...base, auctionStartTime: t(86_400) };
    const phase = lotPhase(tomorrow, 0);
    expect(phase).toEqual({ kind: 'upcoming', startsInMs: 86_400_000 });
    expect(auctionPhaseLabel(phase)).toBe('Upcoming');
    // Once its start time has passed the auction is live and the lot waits for the auctioneer.
    const waiting = lotPhase(tomorrow, 86_401_000);
    expect(waiting).toEqual({ kind: 'upcoming', startsInMs: null });
    expect(auctionPhaseLabel(waiting)).toBe('Live');
    expect(
      auctionPhaseLabel(
        lotPhase({ ...tomorrow, startedTime: t(86_500), stoppedTime: t(86_600) }, 90_000_000),
      ),
    ).toBe('Completed');
  });

  it('paused sale: Ends in and the stop alert stand at the time left when the pause began, and say so', () => {
    const open = { ...base, startType: 'Auto' as const, startedTime: t(100), stopTime: t(200) };
    const paused = { ...open, salePausedAt: t(150) };
    expect(lotPhase(paused, 150_000)).toEqual({
      kind: 'open',
      endsInMs: 50_000,
      stopAlertSeconds: null,
      paused: true,
    });
    // Past the old close, still paused: no Pending Winner, the same 50 s.
    expect(lotPhase(paused, 400_000)).toMatchObject({ kind: 'open', endsInMs: 50_000, paused: true });
    // Resumed at 400 s: the server moved the close by the 250 s pause; the countdown goes on from it.
    expect(lotPhase({ ...open, stopTime: t(450) }, 401_000)).toMatchObject({
      endsInMs: 49_000,
      paused: false,
    });
    // A manual lot's stop alert paused at its 4th second keeps its 6 seconds.
    const alerted = { ...base, startedTime: t(10), stopAlertTime: t(100), salePausedAt: t(104) };
    expect(lotPhase(alerted, 104_000)).toMatchObject({ stopAlertSeconds: 6, paused: true });
    expect(lotPhase(alerted, 130_000)).toMatchObject({ stopAlertSeconds: 6, paused: true });
    // A start is not moved by a pause: Starts in keeps counting.
    const upcoming = { ...base, startType: 'Auto' as const, auctionStartTime: t(100), salePausedAt: t(10) };
    expect(lotPhase(upcoming, 40_000)).toEqual({ kind: 'upcoming', startsInMs: 60_000 });
  });
});
