import type { AuctionMessage, SubscriberRole } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { refreshSession } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device';
import { getAccessToken } from '../../../lib/session';
import { serverClock } from '../clock/server-clock';
import { LiveClient, type TConnectionStatus, type TLiveLotRequest, type TSubscribeFn } from './live-client';
import { liveLotStore, useSessionEnd } from './live-lot-store';
import type { TSessionEnd } from './live-reducer';
import { knownNearestPlace, nearestPlaceWithin } from './nearest-place';

const TAB_ID = Math.random().toString(36).slice(2, 8);

/**
 * The device text the server forwards to an older connection it replaces (spec part 1 §3: operating
 * system, browser, device id, tab id, nearest city and state when this tab found them). No time: the older screen takes the time from the Disconnect
 * message's server time and shows it in the auction host's zone, not this browser's.
 */
export function describeDevice(): string {
  if (typeof navigator === 'undefined') return '';
  const ua = navigator.userAgent;
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad/.test(ua)
        ? 'iOS'
        : /Mac OS/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : 'Unknown OS';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Chrome\//.test(ua)
      ? 'Chrome'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Safari\//.test(ua)
          ? 'Safari'
          : 'Browser';
  const place = knownNearestPlace();
  return `${os}, ${browser}, device ${getDeviceId().slice(0, 8)}, tab ${TAB_ID}${place ? `, ${place}` : ''}`;
}

export interface TUseLiveLots {
  /** Why the session ended (Disconnect, Error or Kick); null while it runs. */
  ended: TSessionEnd | null;
  status: TConnectionStatus;
  /** Last measured delivery time (server send → arrival) in ms. */
  latencyMs: number | null;
  /** Forget a lot's live state (after leaving it). */
  forget: (lotId: string) => void;
  /** Records a round trip measured by the caller (a bid's request → answer). */
  reportRoundTrip: (ms: number) => void;
}

/**
 * Follows lots on the live stream: one connection for all of them (the server allows one per user), its
 * messages applied to the live lot store (the one holder of the lots' live state, ADR 0073: the screens read
 * a lot through live-lot.ts), the connection status and latency. When the stream stops its session's end is forgotten.
 */
export function useLiveLots(input: {
  lots: TLiveLotRequest[];
  role: SubscriberRole;
  enabled?: boolean;
  subscribe?: TSubscribeFn;
  onMessage?: (message: AuctionMessage) => void;
}): TUseLiveLots {
  const { role, enabled = true, subscribe } = input;
  const queryClient = useQueryClient();
  const store = liveLotStore(queryClient);
  const ended = useSessionEnd();
  const [status, setStatus] = useState<TConnectionStatus>('connecting');
  // A measured round trip to the server (clock sync or a bid's answer); null until one is measured.
  const [latencyMs, setLatency] = useState<number | null>(() => serverClock.rttMs);
  const clientRef = useRef<LiveClient | null>(null);
  const onMessageRef = useRef(input.onMessage);
  onMessageRef.current = input.onMessage;

  const lotsKey = JSON.stringify(input.lots);
  const lots = useMemo(() => JSON.parse(lotsKey) as TLiveLotRequest[], [lotsKey]);

  useEffect(() => {
    if (!enabled) return;
    const release = serverClock.retain();
    const client = new LiveClient({
      role,
      device: describeDevice,
      getToken: getAccessToken,
      refreshToken: refreshSession,
      now: () => serverClock.now(),
      subscribe,
      onStatus: setStatus,
      onMessage: (message) => {
        store.apply(message);
        onMessageRef.current?.(message);
      },
    });
    clientRef.current = client;
    // The nearest place goes into the device text; a slow or refused lookup only delays the first
    // connection by NEAREST_PLACE_WAIT_MS at most.
    let isStopped = false;
    void nearestPlaceWithin().then(() => {
      if (!isStopped) client.start();
    });
    const stopListening = serverClock.onSync(() => {
      if (serverClock.rttMs !== null) setLatency(serverClock.rttMs);
    });
    return () => {
      isStopped = true;
      stopListening();
      client.stop();
      clientRef.current = null;
      store.endSession();
      release();
    };
  }, [enabled, role, subscribe, store]);

  // The client may be created after the lots are known: give it the current set at once.
  useEffect(() => {
    if (enabled) clientRef.current?.setLots(lots);
  }, [enabled, lots]);

  return {
    ended,
    status,
    latencyMs,
    forget: (lotId) => store.forget(lotId),
    reportRoundTrip: (ms) => setLatency(ms),
  };
}
