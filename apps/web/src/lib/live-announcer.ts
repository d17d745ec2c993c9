import { ANNOUNCE_BIDS_CHOICES, type TAnnounceBids } from '@bidright/domain/live-announcements';
import { useSyncExternalStore } from 'react';
import {
  createAnnouncerCore,
  type TAnnounceOptions,
  type TAnnouncerSink,
  type TRegionKey,
} from './live-announcer-core';

/*
 * The live auction's screen-reader announcements (issue 33, ADR 0025): `announce(text, options)` from
 * anywhere; the rules (debounce, priority, the bidder's switch) are in live-announcer-core.ts; this file
 * writes to the live regions that the mounted <LiveAnnouncer> host holds. Without a host (no live screen
 * open) announcements go nowhere.
 */

export type { TAnnounceOptions, TAnnouncePriority } from './live-announcer-core';
export type { TAnnounceBids };

/** A region made just now is not yet known to screen readers: its first text waits this long. */
const NEW_REGION_DELAY_MS = 150;
/** Identical text is not read again: the region is emptied first and set again after this long. */
const REPEAT_DELAY_MS = 100;

let host: HTMLElement | null = null;
let assertiveRegion: HTMLElement | null = null;
const politeRegions = new Map<string, HTMLElement>();

function makeRegion(politeness: 'polite' | 'assertive', name: string): HTMLElement {
  const region = document.createElement('div');
  region.setAttribute('aria-live', politeness);
  region.setAttribute('aria-atomic', 'true');
  region.dataset.announcer = name;
  return region;
}

function write(region: HTMLElement, text: string, delay: number) {
  const set = () => {
    if (region.textContent === text) {
      region.textContent = '';
      setTimeout(() => {
        region.textContent = text;
      }, REPEAT_DELAY_MS);
    } else region.textContent = text;
  };
  if (delay > 0) setTimeout(set, delay);
  else set();
}

const sink: TAnnouncerSink = (key: TRegionKey, text: string) => {
  if (!host) return;
  if (key.priority === 'assertive') {
    if (assertiveRegion) write(assertiveRegion, text, 0);
    return;
  }
  const known = politeRegions.get(key.lot);
  write(known ?? politeRegion(host, key.lot), text, known ? 0 : NEW_REGION_DELAY_MS);
};

function politeRegion(into: HTMLElement, lot: string): HTMLElement {
  let region = politeRegions.get(lot);
  if (!region) {
    region = makeRegion('polite', `lot-${lot}`);
    into.append(region);
    politeRegions.set(lot, region);
  }
  return region;
}

const core = createAnnouncerCore(sink);

/**
 * Says `text` to screen readers. `polite` news is debounced per lot (at most one every 2 s, the newest wins);
 * `assertive` news is read at once. Bid news follows the listener's "Announce bids" switch.
 */
export function announce(text: string, options: TAnnounceOptions): void {
  core.announce(text, options);
}

/** Makes a lot's polite region ahead of its first news, so that news is read without delay. */
export function prepareLotRegion(lotId: number | string): void {
  if (host) politeRegion(host, String(lotId));
}

/** Called by <LiveAnnouncer>: the element that holds the regions. Returns its detach. */
export function attachAnnouncerHost(element: HTMLElement): () => void {
  host = element;
  assertiveRegion = makeRegion('assertive', 'assertive');
  element.append(assertiveRegion);
  return () => {
    if (host !== element) return;
    core.reset();
    applyChoice(readChoice(currentUserKey));
    element.replaceChildren();
    host = null;
    assertiveRegion = null;
    politeRegions.clear();
  };
}

// ---- The "Announce bids" switch, remembered per user in this browser ----

const STORAGE_PREFIX = 'bidright.announce-bids.';
let currentUserKey = 'guest';
let currentChoice: TAnnounceBids = 'all';
const listeners = new Set<() => void>();

function readChoice(userKey: string): TAnnounceBids {
  try {
    const stored = localStorage.getItem(STORAGE_PREFIX + userKey);
    return (ANNOUNCE_BIDS_CHOICES as readonly string[]).includes(stored ?? '')
      ? (stored as TAnnounceBids)
      : 'all';
  } catch {
    return 'all';
  }
}

function applyChoice(choice: TAnnounceBids) {
  currentChoice = choice;
  core.setChoice(choice);
  for (const listener of listeners) listener();
}

/** Loads the switch of the user now signed in (or of a guest). */
export function selectAnnouncerUser(userId: string | undefined): void {
  const key = userId ?? 'guest';
  if (key !== currentUserKey) {
    currentUserKey = key;
    applyChoice(readChoice(key));
  }
}

/** Sets and remembers the switch for the signed-in user. */
export function setAnnounceBids(choice: TAnnounceBids): void {
  try {
    localStorage.setItem(STORAGE_PREFIX + currentUserKey, choice);
  } catch {
    // Private mode without storage: the choice holds for this page only.
  }
  applyChoice(choice);
}

/** The switch's value, re-rendering on change. */
export function useAnnounceBids(): TAnnounceBids {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => currentChoice,
  );
}

// The first user is read when the module loads, so a choice made on another visit holds from the first news.
if (typeof localStorage !== 'undefined') applyChoice(readChoice(currentUserKey));

/** For tests: forget every region, timer and choice. */
export function resetAnnouncerForTests(): void {
  core.reset();
  currentUserKey = 'guest';
  currentChoice = 'all';
}
