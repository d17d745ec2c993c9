// The Redis bus against the Redis on this machine (CI starts one too): runs when REDIS_URL is set.
import type { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { ControlMessage } from '../bus';
import { protoBytes } from '../encoded';
import type { CommittedEvent } from '../events';
import { newMessage } from '../events';
import { LiveEvent } from '../messages';
import { RedisBus } from './bus-redis';

const REDIS_URL = process.env.REDIS_URL;

function bidEvent(lotId: number, seq: number, amount: number): CommittedEvent {
  return {
    lotId,
    seq,
    message: newMessage({
      id: String(lotId),
      event: LiveEvent.BID_PLACED,
      seq: BigInt(seq),
      bidder: { id: '7', userName: 'bidder7', bid: { amount } },
    }),
  };
}

async function until(check: () => boolean, timeoutMs = 3000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.runIf(REDIS_URL)('RedisBus', () => {
  const buses: RedisBus[] = [];
  const open = async () => {
    const bus = new RedisBus(REDIS_URL!);
    buses.push(bus);
    await bus.ready;
    return bus;
  };
  afterEach(async () => {
    await Promise.all(buses.splice(0).map((bus) => bus.close()));
  });

  it('hands the publisher its own events at once and once only, and every other process each event in order', async () => {
    const a = await open();
    const b = await open();
    const heardByA: CommittedEvent[] = [];
    const heardByB: CommittedEvent[] = [];
    const lotId = 900_000 + Math.floor(Math.random() * 10_000);
    // Only this lot's events: the Redis is the machine's, and other test files' server processes publish
    // their own lots' events on it at the same time.
    a.subscribe((event) => event.lotId === lotId && heardByA.push(event));
    b.subscribe((event) => event.lotId === lotId && heardByB.push(event));
    const events = [bidEvent(lotId, 1, 1000), bidEvent(lotId, 2, 1100), bidEvent(lotId, 3, 1200)];

    const publishing = a.publish([events[0]!]);
    // Local listeners hear it before any Redis round trip, as the very same object.
    expect(heardByA).toHaveLength(1);
    expect(heardByA[0]).toBe(events[0]);
    await publishing;
    await a.publish(events.slice(1));

    await until(() => heardByB.length === 3);
    expect(heardByB.map((event) => [event.lotId, event.seq])).toEqual([
      [lotId, 1],
      [lotId, 2],
      [lotId, 3],
    ]);
    expect(heardByB.map((event) => event.message.bidder?.bid?.amount)).toEqual([1000, 1100, 1200]);
    expect(heardByB[2]!.message.seq).toBe(3n);
    // The received bytes are reused for the streams: the same bytes as the publisher's encoding.
    expect(Buffer.from(protoBytes(heardByB[1]!.message))).toEqual(
      Buffer.from(protoBytes(events[1]!.message)),
    );

    // The echo of A's own events never comes back to A as a second delivery.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardByA).toHaveLength(3);
  });

  it('carries control messages to every process, the sender included', async () => {
    const a = await open();
    const b = await open();
    const heard: string[] = [];
    const lotId = 920_000 + Math.floor(Math.random() * 10_000);
    // Only this test's message: other test files' processes send their own on the machine's Redis.
    const ours = (message: ControlMessage) => 'lotId' in message && message.lotId === lotId;
    a.subscribeControl((message) => ours(message) && heard.push(`a:${message.type}`));
    b.subscribeControl((message) => ours(message) && heard.push(`b:${message.type}`));
    await a.publishControl({ type: 'kick', userId: 5, lotId });
    await until(() => heard.length === 2);
    expect(heard.sort()).toEqual(['a:kick', 'b:kick']);
  });

  it('sends to Redis after the caller has answered, events and control messages in call order', async () => {
    const a = await open();
    const b = await open();
    const heardByB: string[] = [];
    const lotId = 910_000 + Math.floor(Math.random() * 10_000);
    // Only this lot's: other test files' processes publish on the machine's Redis at the same time.
    b.subscribe((event) => event.lotId === lotId && heardByB.push(`event ${event.seq}`));
    b.subscribeControl(
      (message) => 'lotId' in message && message.lotId === lotId && heardByB.push(`control ${message.type}`),
    );

    // One turn, as a removal does it: its BidderLeft event, then the kick, then another lot event.
    const sent = [
      a.publish([bidEvent(lotId, 1, 1000)]),
      a.publishControl({ type: 'kick', userId: 5, lotId }),
      a.publish([bidEvent(lotId, 2, 1100)]),
    ];
    await Promise.all(sent);
    await until(() => heardByB.length === 3);
    expect(heardByB).toEqual(['event 1', 'control kick', 'event 2']);
  });

  it('leaves no unhandled rejection when a reconnect is cut before its resubscribe is answered', async () => {
    const logged: string[] = [];
    const bus = new RedisBus(REDIS_URL!, { log: (message) => logged.push(message), info: () => undefined });
    buses.push(bus);
    await bus.ready;
    const subscriber = (bus as unknown as { subscriber: Redis }).subscriber;
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      // Drop the connection; on the reconnect's `ready` (its SUBSCRIBE written, not yet answered), lose the
      // socket and end the client for good, as a shutdown while Redis restarts does: ioredis then rejects
      // every command still waiting for an answer ("Connection is closed").
      const cut = new Promise<void>((resolve) =>
        subscriber.once('ready', () => {
          (subscriber as unknown as { stream: { destroy(): void } }).stream.destroy();
          subscriber.disconnect();
          resolve();
        }),
      );
      subscriber.disconnect(true);
      await cut;
      // The bus's own resubscribe was refused too, and said so: by then every queued command was rejected.
      await until(() => logged.includes('live bus: redis resubscribe failed'));
      // Node reports a rejection left unhandled once the microtasks of its turn have run, before the next turn.
      await new Promise((resolve) => setImmediate(resolve));
      expect(subscriber.status).toBe('end');
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
