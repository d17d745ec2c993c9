import type { TNearestPlace } from '@bidright/domain';
import { apiFetch } from '../../../lib/api-client';

const STORAGE_KEY = 'bidright.nearestPlace';
/** How long a live connection waits for the place before it connects without it. */
export const NEAREST_PLACE_WAIT_MS = 3000;

let lookup: Promise<string | null> | null = null;

/** The nearest city and state found earlier in this tab ("Evanston, IL"), or null. */
export function knownNearestPlace(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function currentPosition(): Promise<GeolocationPosition | null> {
  return new Promise((resolve) => {
    if (typeof navigator === 'undefined' || !navigator.geolocation) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(resolve, () => resolve(null), {
      maximumAge: 30 * 60_000,
      timeout: 10_000,
    });
  });
}

/**
 * Finds the nearest city and state of this browser once per tab (spec part 1 §3: the live device text
 * carries it, so an older connection's duplicate-connection notice can say where the new one is): the
 * browser's position, reverse geocoded by GET /api/maps/reverse. A refused or unknown position answers null;
 * the lookup is never asked again in the tab once it answered.
 */
export function lookUpNearestPlace(): Promise<string | null> {
  const known = knownNearestPlace();
  if (known) return Promise.resolve(known);
  lookup ??= (async () => {
    if (navigator.permissions) {
      const permission = await navigator.permissions.query({ name: 'geolocation' }).catch(() => null);
      if (permission?.state === 'denied') return null;
    }
    const position = await currentPosition();
    if (!position) return null;
    const { latitude, longitude } = position.coords;
    const place = await apiFetch<TNearestPlace>(`/api/maps/reverse?lat=${latitude}&lng=${longitude}`, {
      silent: true,
    }).catch(() => null);
    if (!place) return null;
    const text = `${place.city}, ${place.state}`;
    try {
      sessionStorage.setItem(STORAGE_KEY, text);
    } catch {
      // Private mode without storage: the place still goes into this connection's text.
    }
    return text;
  })();
  return lookup;
}

/** The place, waiting at most `ms` for a lookup still running (a live screen must not wait on it). */
export function nearestPlaceWithin(ms = NEAREST_PLACE_WAIT_MS): Promise<string | null> {
  return Promise.race([
    lookUpNearestPlace(),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), ms)),
  ]);
}
