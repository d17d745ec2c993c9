import { useEffect, useState } from 'react';

/** One measurement of the server clock: when the request left, the server's time, when the answer came. */
export interface TClockSample {
  sentAt: number;
  serverEpochMs: number;
  receivedAt: number;
}

/**
 * The offset to add to the local clock to get the server's, assuming the server read its clock half-way
 * through the round trip (NTP's assumption). The error is at most half the round-trip time.
 */
export function offsetFromSample(sample: TClockSample): { offsetMs: number; rttMs: number } {
  const rttMs = Math.max(0, sample.receivedAt - sample.sentAt);
  return { offsetMs: sample.serverEpochMs + rttMs / 2 - sample.receivedAt, rttMs };
}

/** Of several samples the one with the shortest round trip has the smallest error bound: keep it. */
export function bestOffset(samples: readonly TClockSample[]): { offsetMs: number; rttMs: number } | null {
  let best: { offsetMs: number; rttMs: number } | null = null;
  for (const sample of samples) {
    const measured = offsetFromSample(sample);
    if (!best || measured.rttMs < best.rttMs) best = measured;
  }
  return best;
}

/** Re-sync period: local clocks drift and laptops sleep. */
export const CLOCK_RESYNC_MS = 3 * 60_000;
const SAMPLES_PER_SYNC = 3;

type TFetchServerTime = () => Promise<{ epochMs: number }>;
type TNow = () => number;

const defaultFetch: TFetchServerTime = async () => {
  const response = await fetch('/api/auctions/servertime', { cache: 'no-store' });
  if (!response.ok) throw new Error(`servertime ${response.status}`);
  return (await response.json()) as { epochMs: number };
};

/**
 * The server's clock as seen from here. Every countdown reads `now()`, so all screens agree with the
 * server (which alone decides when a lot opens and closes) whatever the local clock says.
 */
export class ServerClock {
  offsetMs = 0;
  rttMs: number | null = null;
  isSynced = false;
  private timer: ReturnType<typeof setInterval> | null = null;
  private users = 0;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly fetchServerTime: TFetchServerTime = defaultFetch,
    private readonly localNow: TNow = () => Date.now(),
  ) {}

  /** Server time in epoch milliseconds. */
  now(): number {
    return this.localNow() + this.offsetMs;
  }

  /** Takes a few samples and keeps the one with the shortest round trip. Failures keep the old offset. */
  async sync(): Promise<void> {
    const samples: TClockSample[] = [];
    for (let i = 0; i < SAMPLES_PER_SYNC; i += 1) {
      try {
        const sentAt = this.localNow();
        const { epochMs } = await this.fetchServerTime();
        samples.push({ sentAt, serverEpochMs: epochMs, receivedAt: this.localNow() });
      } catch {
        // A lost sample is fine; another one or the next sync will do.
      }
    }
    const best = bestOffset(samples);
    if (!best) return;
    this.offsetMs = best.offsetMs;
    this.rttMs = best.rttMs;
    this.isSynced = true;
    for (const listener of this.listeners) listener();
  }

  /** Starts syncing (now and every few minutes) while at least one screen uses the clock. */
  retain(): () => void {
    this.users += 1;
    if (this.users === 1) {
      void this.sync();
      this.timer = setInterval(() => void this.sync(), CLOCK_RESYNC_MS);
    }
    return () => {
      this.users -= 1;
      if (this.users === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  onSync(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}

/** The app's one server clock. */
export const serverClock = new ServerClock();

/** Server time, re-rendering every `tickMs` (and after each sync). Keeps the clock synced while mounted. */
export function useServerNow(tickMs = 250): number {
  const [now, setNow] = useState(() => serverClock.now());
  useEffect(() => {
    const release = serverClock.retain();
    const update = () => setNow(serverClock.now());
    const stopListening = serverClock.onSync(update);
    const timer = setInterval(update, tickMs);
    return () => {
      clearInterval(timer);
      stopListening();
      release();
    };
  }, [tickMs]);
  return now;
}
