import {
  type AuctionMessage,
  LiveEvent,
  SubscriberRole,
  type SubscriptionRequest,
} from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { Code, ConnectError } from '@connectrpc/connect';
import { afterEach, describe, expect, it } from 'vitest';
import { LiveClient, type TSubscribeFn } from './live-client';
import { msg } from './test/test-messages';

/** A scripted transport: each call to subscribe plays the next script, then stays open or fails. */
function scriptedTransport(
  scripts: { messages: AuctionMessage[]; after: 'hang' | 'fail' | 'end'; error?: ConnectError }[],
) {
  const requests: SubscriptionRequest[] = [];
  const subscribe: TSubscribeFn = (request, { signal }) => {
    requests.push(request);
    const script = scripts.shift() ?? { messages: [], after: 'hang' as const };
    return (async function* () {
      for (const message of script.messages) {
        if (signal.aborted) return;
        yield message;
        await Promise.resolve();
      }
      if (script.after === 'fail') throw script.error ?? new ConnectError('network', Code.Unavailable);
      if (script.after === 'end') return;
      await new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    })();
  };
  return { subscribe, requests };
}

const waitFor = async (check: () => boolean, ms = 1000) => {
  const start = Date.now();
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 5));
  }
};

const clients: LiveClient[] = [];
afterEach(() => {
  for (const c of clients.splice(0)) c.stop();
});

function makeClient(subscribe: TSubscribeFn, token: () => string | undefined = () => 'tok') {
  const received: AuctionMessage[] = [];
  const statuses: string[] = [];
  const client = new LiveClient({
    role: SubscriberRole.BIDDER,
    device: 'test',
    getToken: token,
    subscribe,
    reconnectDelayMs: 10,
    onMessage: (m) => received.push(m),
    onStatus: (s) => statuses.push(s),
  });
  clients.push(client);
  return { client, received, statuses };
}

const bid = (seq: number) => msg(LiveEvent.BID_PLACED, { seq, lot: { id: '7', bidCount: seq } });

describe('LiveClient', () => {
  it('reconnects after a lost stream and resumes after the last applied seq', async () => {
    const t = scriptedTransport([
      { messages: [msg(LiveEvent.CONNECT, { seq: 3, lot: { id: '7' } }), bid(4)], after: 'fail' },
      { messages: [bid(5)], after: 'hang' },
    ]);
    const { client, received, statuses } = makeClient(t.subscribe);
    client.setLots([{ id: '7', amount: 100 }]);
    client.start();
    await waitFor(() => received.length === 3);
    expect(t.requests[0]!.lots[0]!.afterSeq).toBe(0n);
    expect(t.requests[1]!.lots[0]!.afterSeq).toBe(4n);
    expect(statuses).toContain('reconnecting');
    expect(statuses.at(-1)).toBe('live');
  });

  it('drops duplicates and resubscribes from the last seq on a gap', async () => {
    const t = scriptedTransport([
      {
        messages: [msg(LiveEvent.CONNECT, { seq: 3, lot: { id: '7' } }), bid(3), bid(4), bid(6), bid(7)],
        after: 'hang',
      },
      { messages: [bid(5), bid(6)], after: 'hang' },
    ]);
    const { client, received } = makeClient(t.subscribe);
    client.setLots([{ id: '7' }]);
    client.start();
    await waitFor(() => received.length === 4);
    expect(received.map((m) => Number(m.seq))).toEqual([3, 4, 5, 6]);
    expect(t.requests[1]!.lots[0]!.afterSeq).toBe(4n);
  });

  it('stops for good on Disconnect, passing it on', async () => {
    const t = scriptedTransport([
      { messages: [msg(LiveEvent.DISCONNECT, { errorMsg: 'other tab' })], after: 'hang' },
    ]);
    const { client, received, statuses } = makeClient(t.subscribe);
    client.setLots([{ id: '7' }]);
    client.start();
    await waitFor(() => statuses.includes('ended'));
    await new Promise((r) => setTimeout(r, 40));
    expect(t.requests).toHaveLength(1);
    expect(received[0]!.event).toBe(LiveEvent.DISCONNECT);
  });

  it('does not connect without a token', async () => {
    const t = scriptedTransport([]);
    const { client, statuses } = makeClient(t.subscribe, () => undefined);
    client.setLots([{ id: '7' }]);
    client.start();
    await new Promise((r) => setTimeout(r, 40));
    expect(t.requests).toHaveLength(0);
    expect(statuses).toContain('offline');
  });

  it('reopens the stream when the lot set changes, keeping the seq of lots it still follows', async () => {
    const t = scriptedTransport([
      { messages: [msg(LiveEvent.CONNECT, { seq: 2, lot: { id: '7' } })], after: 'hang' },
      { messages: [], after: 'hang' },
    ]);
    const { client, received } = makeClient(t.subscribe);
    client.setLots([{ id: '7' }]);
    client.start();
    await waitFor(() => received.length === 1);
    client.setLots([{ id: '7' }, { id: '8' }]);
    await waitFor(() => t.requests.length === 2);
    expect(t.requests[1]!.lots.map((l) => [l.id, l.afterSeq])).toEqual([
      ['7', 2n],
      ['8', 0n],
    ]);
  });

  it('measures latency from the server send time on pongs', async () => {
    const t = scriptedTransport([
      { messages: [msg(LiveEvent.PONG, { serverDateTime: new Date(1_000).toISOString() })], after: 'hang' },
    ]);
    const latencies: number[] = [];
    const client = new LiveClient({
      role: SubscriberRole.BIDDER,
      device: 'test',
      getToken: () => 'tok',
      subscribe: t.subscribe,
      now: () => 1_042,
      onMessage: () => {},
      onLatency: (ms) => latencies.push(ms),
    });
    clients.push(client);
    client.setLots([{ id: '7' }]);
    client.start();
    await waitFor(() => latencies.length === 1);
    expect(latencies).toEqual([42]);
  });
});
