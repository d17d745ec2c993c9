import { LiveEvent } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { liveLotStore } from './live-lot-store';
import { bidPlaced } from './test/live-lot-fixtures';
import { msg } from './test/test-messages';

describe('the live lot store', () => {
  it('is one per query client and holds what the stream delivered, one update per message', () => {
    const queryClient = new QueryClient();
    const store = liveLotStore(queryClient);
    expect(liveLotStore(queryClient)).toBe(store);
    expect(liveLotStore(new QueryClient())).not.toBe(store);

    const listener = vi.fn();
    store.subscribe(listener);
    store.apply(bidPlaced('2', 125_000, 4));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.state.lots['2']!.lot.highBid).toBe(125_000);
    // A duplicate (same seq) and a Pong change nothing and render nothing.
    store.apply(bidPlaced('2', 125_000, 4));
    store.apply(msg(LiveEvent.PONG));
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('writes no REST cache: the answers stay as fetched', () => {
    const queryClient = new QueryClient();
    const store = liveLotStore(queryClient);
    store.apply(bidPlaced('2', 125_000, 4));
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });

  it('forgets a lot, and the session end when its stream stops (the lots stay for the next page)', () => {
    const store = liveLotStore(new QueryClient());
    store.apply(bidPlaced('2', 125_000, 4));
    store.apply(bidPlaced('3', 140_000, 4));
    store.forget('2');
    expect(Object.keys(store.state.lots)).toEqual(['3']);
    store.apply(msg(LiveEvent.ERROR, { errorMsg: 'gone' }));
    expect(store.state.ended).toEqual({ kind: 'error', message: 'gone' });
    store.endSession();
    expect(store.state.ended).toBeNull();
    expect(store.state.lots['3']!.lot.highBid).toBe(140_000);
  });
});
