import { RECENTLY_VIEWED_LIMIT } from '@bidright/domain';
import { useSyncExternalStore } from 'react';

/** A property the bidder opened (spec part 1 §3: lotId, auctionId, host name, address parts). */
export interface TRecentlyViewed {
  lotId: string;
  auctionId: string;
  hostName: string;
  streetLine1: string;
  streetLine2: string | null;
  city: string | null;
  stateCode: string | null;
  zipCode: string | null;
  county: string | null;
}

const KEY = 'bidright.recentlyViewed';
const listeners = new Set<() => void>();
let cache: TRecentlyViewed[] | null = null;

function read(): TRecentlyViewed[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    cache = Array.isArray(parsed) ? (parsed as TRecentlyViewed[]).slice(0, RECENTLY_VIEWED_LIMIT) : [];
  } catch {
    cache = [];
  }
  return cache;
}

/** Puts a lot first in the list, once, keeping the last 5 (kept locally in this browser). */
export function rememberViewed(entry: TRecentlyViewed): void {
  const next = [entry, ...read().filter((item) => item.lotId !== entry.lotId)].slice(
    0,
    RECENTLY_VIEWED_LIMIT,
  );
  cache = next;
  try {
    localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or a full quota: the list lives for this page only.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) {
      cache = null;
      listener();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The recently viewed lots, newest first, updating when another page or tab adds one. */
export const useRecentlyViewed = () => useSyncExternalStore(subscribe, read, () => []);
