import type { AuctionMessage } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  forgetLot,
  initialLiveState,
  liveReducer,
  type TLiveLotState,
  type TLiveState,
  type TSessionEnd,
} from './live-reducer';

/**
 * The one holder of the stream's live state on the client (ADR 0073): the reducer's state, one per query
 * client (so one per tab, and a fresh one per test). Only the stream writes it, one update per message; the
 * REST caches keep their answers as fetched and are never written from the stream. A lot stays until it is
 * forgotten (left), so a page that opens it next starts from it. The screens read a lot
 * through live-lot.ts, which sets this state beside the lot's REST answer and shows the newer by seq.
 */
export class LiveLotStore {
  #state: TLiveState = initialLiveState;
  readonly #listeners = new Set<() => void>();

  get state(): TLiveState {
    return this.#state;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Applies one stream message (the reducer is pure: a duplicate leaves the state as it was). */
  apply(message: AuctionMessage): void {
    this.#set(liveReducer(this.#state, message));
  }

  /** Drops a lot (after leaving it). */
  forget(lotId: string): void {
    this.#set(forgetLot(this.#state, lotId));
  }

  /**
   * Forgets how the last session ended: its stream stopped (its page closed). The lots stay: a page that
   * follows one of them next shows the newer of their state and its REST answer until its own Connect
   * arrives, never an older figure.
   */
  endSession(): void {
    if (this.#state.ended) this.#set({ ...this.#state, ended: null });
  }

  #set(next: TLiveState): void {
    if (next === this.#state) return;
    this.#state = next;
    for (const listener of this.#listeners) listener();
  }
}

const stores = new WeakMap<QueryClient, LiveLotStore>();

/** The live lot store of a query client. */
export function liveLotStore(queryClient: QueryClient): LiveLotStore {
  let store = stores.get(queryClient);
  if (!store) {
    store = new LiveLotStore();
    stores.set(queryClient, store);
  }
  return store;
}

/** The store's whole state; the component renders again when it changes. */
export function useLiveState(): TLiveState {
  const store = liveLotStore(useQueryClient());
  return useSyncExternalStore(store.subscribe, () => store.state);
}

/** The stream's state of one lot (its bidders, own entry, kick); renders again only when that lot changes. */
export function useStreamLot(lotId: string | undefined): TLiveLotState | undefined {
  const store = liveLotStore(useQueryClient());
  return useSyncExternalStore(store.subscribe, () => (lotId ? store.state.lots[lotId] : undefined));
}

/** Why the stream's session ended (Disconnect, Error or Kick); null while it runs. */
export function useSessionEnd(): TSessionEnd | null {
  const store = liveLotStore(useQueryClient());
  return useSyncExternalStore(store.subscribe, () => store.state.ended);
}
