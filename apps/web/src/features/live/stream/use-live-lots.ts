import type { AuctionMessage, SubscriberRole } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { refreshSession } from '../../../lib/api-client';
import { getDeviceId } from '../../../lib/device';
import { getAccessToken } from '../../../lib/session';
import { serverClock } from '../clock/server-clock';
import { applyLotUpdate, lotUpdateFrom } from './apply-lot-update';
import { LiveClient, type TConnectionStatus, type TLiveLotRequest, type TSubscribeFn } from './live-client';
import { forgetLot, initialLiveState, liveReducer, type TLiveState } from './live-reducer';
import { knownNearestPlace, nearestPlaceWithin } from './nearest-place';

type TAction = { type: 'message'; message: AuctionMessage } | { type: 'forget'; lotId: string };

function reduce(state: TLiveState, action: TAction): TLiveState {
  return action.type === 'message' ? liveReducer(state, action.message) : forgetLot(state, action.lotId);
}

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

/**
 * Writes a live message's lot state into the REST caches the screens read (`applyLotUpdate`), so a
 * fetched object and a live event never disagree.
 */
export function patchQueryCache(queryClient: QueryClient, message: AuctionMessage): void {
  const update = lotUpdateFrom(message);
  if (update) applyLotUpdate(queryClient, update);
}

export interface TUseLiveLots {
  state: TLiveState;
  status: TConnectionStatus;
  /** Last measured delivery time (server send → arrival) in ms. */
  latencyMs: number | null;
  /** Forget a lot's live state (after leaving it). */
  forget: (lotId: string) => void;
  /** Records a round trip measured by the caller (a bid's request → answer). */
  reportRoundTrip: (ms: number) => void;
}

/**
 * Follows lots on the live stream: one connection for all of them (the server allows one per user),
 * the reduced live state, connection status and latency, and the REST caches kept in step.
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
  const [state, dispatch] = useReducer(reduce, initialLiveState);
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
        patchQueryCache(queryClient, message);
        dispatch({ type: 'message', message });
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
      release();
    };
  }, [enabled, role, subscribe, queryClient]);

  // The client may be created after the lots are known: give it the current set at once.
  useEffect(() => {
    if (enabled) clientRef.current?.setLots(lots);
  }, [enabled, lots]);

  return {
    state,
    status,
    latencyMs,
    forget: (lotId) => dispatch({ type: 'forget', lotId }),
    reportRoundTrip: (ms) => setLatency(ms),
  };
}
