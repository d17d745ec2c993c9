import type { TAnnounceBids } from '@bidright/domain/live-announcements';

/*
 * The announcer's rules, free of the DOM so they can be tested with fake timers (ADR 0025). Built on what
 * screen readers do: NVDA drops updates that come 50 ms apart, JAWS reads a backlog late, and both skip a
 * region set to the text it already holds. So:
 *  - polite news has one region per lot and speaks at most once every POLITE_INTERVAL_MS; news that comes
 *    sooner waits, and newer news replaces it (the latest price is what matters, not the bids between);
 *  - assertive news speaks at once, in order, at least ASSERTIVE_GAP_MS apart so none replaces another
 *    before it is read; it also drops its lot's waiting polite news, which is older;
 *  - the bidder's switch filters bid news: all, only news about their own bids, or none.
 */

export type TAnnouncePriority = 'polite' | 'assertive';

export type TAnnounceOptions = {
  priority: TAnnouncePriority;
  /** The lot the news is about; each lot has its own polite region. Without one, the page's region. */
  lotId?: number | string;
  /** News about the listener's own bids (outbid, their bid leads, their maximum). */
  mine?: boolean;
  /**
   * `bid` news (the default) follows the "Announce bids" switch; `lot` news (the clock's milestones,
   * extensions, the stop alert, the hammer) is always read.
   */
  topic?: 'bid' | 'lot';
};

/** Where the core writes: the DOM adapter (live-announcer.ts) or a test's record. */
export type TAnnouncerSink = (region: TRegionKey, text: string) => void;
export type TRegionKey = { priority: 'assertive' } | { priority: 'polite'; lot: string };

export const POLITE_INTERVAL_MS = 2000;
export const ASSERTIVE_GAP_MS = 500;
const PAGE_REGION = 'page';

type TPoliteState = { lastAt: number; pending: string | null; timer: ReturnType<typeof setTimeout> | null };

export function createAnnouncerCore(sink: TAnnouncerSink, now: () => number = () => Date.now()) {
  let choice: TAnnounceBids = 'all';
  const polite = new Map<string, TPoliteState>();
  const assertiveQueue: string[] = [];
  let assertiveLastAt = Number.NEGATIVE_INFINITY;
  let assertiveTimer: ReturnType<typeof setTimeout> | null = null;

  function politeState(lot: string): TPoliteState {
    let state = polite.get(lot);
    if (!state) {
      state = { lastAt: Number.NEGATIVE_INFINITY, pending: null, timer: null };
      polite.set(lot, state);
    }
    return state;
  }

  function speakPolite(lot: string, state: TPoliteState, text: string) {
    state.lastAt = now();
    state.pending = null;
    sink({ priority: 'polite', lot }, text);
  }

  function flushPolite(lot: string) {
    const state = polite.get(lot);
    if (!state) return;
    state.timer = null;
    if (state.pending !== null) speakPolite(lot, state, state.pending);
  }

  function announcePolite(lot: string, text: string) {
    const state = politeState(lot);
    const wait = state.lastAt + POLITE_INTERVAL_MS - now();
    if (wait <= 0 && state.timer === null) {
      speakPolite(lot, state, text);
      return;
    }
    state.pending = text;
    if (state.timer === null) state.timer = setTimeout(() => flushPolite(lot), Math.max(0, wait));
  }

  function drainAssertive() {
    assertiveTimer = null;
    const text = assertiveQueue.shift();
    if (text === undefined) return;
    assertiveLastAt = now();
    sink({ priority: 'assertive' }, text);
    if (assertiveQueue.length > 0) assertiveTimer = setTimeout(drainAssertive, ASSERTIVE_GAP_MS);
  }

  function announceAssertive(lot: string, text: string) {
    // The lot's waiting polite news is older than this (a price the bidder has been outbid from).
    const state = polite.get(lot);
    if (state) state.pending = null;
    assertiveQueue.push(text);
    if (assertiveTimer !== null) return;
    const wait = assertiveLastAt + ASSERTIVE_GAP_MS - now();
    if (wait <= 0) drainAssertive();
    else assertiveTimer = setTimeout(drainAssertive, wait);
  }

  function heard(options: TAnnounceOptions): boolean {
    if ((options.topic ?? 'bid') === 'lot') return true;
    if (choice === 'off') return false;
    return choice === 'all' || options.mine === true;
  }

  return {
    announce(text: string, options: TAnnounceOptions): void {
      if (!text || !heard(options)) return;
      const lot = options.lotId == null ? PAGE_REGION : String(options.lotId);
      if (options.priority === 'assertive') announceAssertive(lot, text);
      else announcePolite(lot, text);
    },
    setChoice(next: TAnnounceBids): void {
      choice = next;
      // Bid news waiting to be read when the bidder turns it off stays unread.
      if (next === 'off') for (const state of polite.values()) state.pending = null;
    },
    /** A lot's region goes (its page closed): its waiting news with it. */
    forgetLot(lotId: number | string): void {
      const state = polite.get(String(lotId));
      if (state?.timer) clearTimeout(state.timer);
      polite.delete(String(lotId));
    },
    reset(): void {
      for (const state of polite.values()) if (state.timer) clearTimeout(state.timer);
      polite.clear();
      if (assertiveTimer) clearTimeout(assertiveTimer);
      assertiveTimer = null;
      assertiveQueue.length = 0;
      assertiveLastAt = Number.NEGATIVE_INFINITY;
      choice = 'all';
    },
  };
}

export type TAnnouncerCore = ReturnType<typeof createAnnouncerCore>;
