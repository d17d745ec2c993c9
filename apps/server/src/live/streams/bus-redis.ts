import { randomBytes } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import type { Redis } from 'ioredis';
import { createRedisClient } from '../../redis-client';
import type { BusStatus, ControlMessage, LiveBus } from '../bus';
import { protoBytes, rememberProtoBytes } from '../encoded';
import type { CommittedEvent } from '../events';
import { type AuctionMessage, AuctionMessageSchema } from '../messages';

export const EVENTS_CHANNEL = 'bidright:live:events';
export const CONTROL_CHANNEL = 'bidright:live:control';

const ORIGIN_BYTES = 8;
const HEADER_BYTES = ORIGIN_BYTES + 8;

/**
 * An event on the wire: the publishing bus's origin id (8 bytes), lot id and seq (4-byte big-endian each),
 * then the message as protobuf bytes.
 */
function encodeEvent(origin: Buffer, event: CommittedEvent): Buffer {
  const bytes = protoBytes(event.message);
  const out = Buffer.allocUnsafe(HEADER_BYTES + bytes.byteLength);
  origin.copy(out, 0);
  out.writeUInt32BE(event.lotId, ORIGIN_BYTES);
  out.writeUInt32BE(event.seq, ORIGIN_BYTES + 4);
  out.set(bytes, HEADER_BYTES);
  return out;
}

/**
 * An event read off the wire. The message is decoded only when a listener reads it (a process with no
 * subscriber to the lot never does), and its bytes are kept so streams write them without encoding again.
 */
function decodeEvent(wire: Buffer): CommittedEvent {
  const lotId = wire.readUInt32BE(ORIGIN_BYTES);
  const seq = wire.readUInt32BE(ORIGIN_BYTES + 4);
  const bytes = wire.subarray(HEADER_BYTES);
  let message: AuctionMessage | undefined;
  return {
    lotId,
    seq,
    get message() {
      if (!message) {
        message = fromBinary(AuctionMessageSchema, bytes);
        message.seq = BigInt(seq);
        rememberProtoBytes(message, bytes);
      }
      return message;
    },
  };
}

interface OutgoingMessage {
  channel: string;
  payload: () => Buffer | string;
  /** For the error log: what was lost when the send fails. */
  what: string;
}

export interface RedisBusOptions {
  /** Where failures go; the app passes its logger's error level. */
  log?: (message: string, error?: unknown) => void;
  /** Where recovery notes go (default console.info). */
  info?: (message: string) => void;
}

/**
 * Fan-out across server processes over Redis pub/sub: one publisher and one subscriber connection.
 * The publishing process hands its events to its own listeners at once (the same message objects: no Redis
 * round trip, no decoding) and skips their echo; every other process receives each event from Redis, decodes
 * it at most once and hands the same message object to all its local listeners. Redis keeps the order of one
 * publisher's messages; ordering across publishers is restored per lot by `seq` in the subscriber registry.
 */
export class RedisBus implements LiveBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(event: CommittedEvent) => void>();
  private readonly controlListeners = new Set<(message: ControlMessage) => void>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly log: (message: string, error?: unknown) => void;
  /** Marks this bus's own events on the wire, so their echo is skipped. */
  private readonly origin = randomBytes(ORIGIN_BYTES);
  /** Resolves once both channels are subscribed, so this process also hears what it publishes. */
  readonly ready: Promise<void>;
  private closed = false;
  /** Sends waiting for the next turn, in call order; the payload is encoded when it leaves. */
  private outbox: OutgoingMessage[] = [];
  private outboxSent: Promise<void> | undefined;

  constructor(url: string, options: RedisBusOptions = {}) {
    const log = options.log ?? ((message, error) => console.error(message, error));
    this.log = log;
    // A publish waits at most a few reconnect attempts, then fails and is logged: the event is in lot_events,
    // and every process re-reads lot_events when the bus comes back and polls the head seq meanwhile.
    const redisLog = { error: log, info: options.info ?? ((message: string) => console.info(message)) };
    this.publisher = createRedisClient(url, 'live bus publisher', redisLog, { maxRetriesPerRequest: 3 });
    // The bus subscribes again itself on every reconnect, with a handler. ioredis's own resubscribe has none:
    // a reconnect that closes again before it is answered (Redis restarting, or `close`) would reject it
    // unhandled ("Connection is closed").
    this.subscriber = createRedisClient(url, 'live bus subscriber', redisLog, { autoResubscribe: false });
    let connectedBefore = false;
    this.subscriber.on('ready', () => {
      if (!connectedBefore) {
        connectedBefore = true;
        return;
      }
      // Back after an outage: subscribe again, and only once that is answered tell the listeners to re-read,
      // so their re-read cannot miss an event published in between.
      this.subscriber.subscribe(EVENTS_CHANNEL, CONTROL_CHANNEL).then(
        () => {
          for (const listener of [...this.reconnectListeners]) safely(listener);
        },
        (error) => log('live bus: redis resubscribe failed', error),
      );
    });
    this.subscriber.on('messageBuffer', (channel: Buffer, payload: Buffer) => {
      const name = channel.toString();
      try {
        if (name === EVENTS_CHANNEL) {
          if (!this.origin.equals(payload.subarray(0, ORIGIN_BYTES))) this.deliverEvent(decodeEvent(payload));
        } else if (name === CONTROL_CHANNEL)
          this.deliverControl(JSON.parse(payload.toString()) as ControlMessage);
      } catch (error) {
        log(`live bus: bad message on ${name}`, error);
      }
    });
    this.ready = this.subscriber.subscribe(EVENTS_CHANNEL, CONTROL_CHANNEL).then(() => undefined);
    // Callers await `ready` through publish; a failure here must not be an unhandled rejection.
    this.ready.catch((error) => log('live bus: redis subscribe failed', error));
  }

  private deliverEvent(event: CommittedEvent) {
    for (const listener of [...this.listeners]) safely(() => listener(event));
  }

  private deliverControl(message: ControlMessage) {
    for (const listener of [...this.controlListeners]) safely(() => listener(message));
  }

  async publish(events: CommittedEvent[]): Promise<void> {
    if (this.closed || events.length === 0) return;
    for (const event of events) this.deliverEvent(event);
    return this.send(
      events.map((event) => ({
        channel: EVENTS_CHANNEL,
        payload: () => encodeEvent(this.origin, event),
        what: `lot ${event.lotId} seq ${event.seq}`,
      })),
    );
  }

  subscribe(listener: (event: CommittedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    if (this.closed) return;
    return this.send([
      { channel: CONTROL_CHANNEL, payload: () => JSON.stringify(message), what: `control ${message.type}` },
    ]);
  }

  /**
   * Queues PUBLISHes for the next turn of the event loop (setImmediate). The caller's answer, a bid's
   * receipt, is written to its socket first; the protobuf encoding and the write to Redis follow it. Local
   * listeners are not delayed: `publish` hands them the events before queueing. Sends leave in call order,
   * events and control messages alike (a removal's kick stays behind its BidderLeft), one pipeline per turn.
   * The promise resolves once the batch is written, or its failure logged (it never rejects).
   */
  private send(items: OutgoingMessage[]): Promise<void> {
    this.outbox.push(...items);
    this.outboxSent ??= new Promise<void>((resolve) => setImmediate(resolve)).then(() => this.flush());
    return this.outboxSent;
  }

  private async flush(): Promise<void> {
    const items = this.outbox;
    this.outbox = [];
    this.outboxSent = undefined;
    if (this.closed || items.length === 0) return;
    try {
      // A failed first subscribe was logged; ioredis keeps retrying it, and publishing must not wait on it.
      await this.ready.catch(() => undefined);
      if (items.length === 1) {
        await this.publisher.publish(items[0]!.channel, items[0]!.payload());
        return;
      }
      const pipeline = this.publisher.pipeline();
      for (const item of items) pipeline.publish(item.channel, item.payload());
      const results = (await pipeline.exec()) ?? [];
      const failed = results.find(([error]) => error);
      if (failed) throw failed[0];
    } catch (error) {
      // Never swallowed: the subscribers of other processes catch up from lot_events (head-seq poll).
      // Resolved all the same: callers (a route answering an unsubscribe) must not fail with Redis down.
      this.log(`live bus: publishing ${items.map((item) => item.what).join(', ')} to redis failed`, error);
    }
  }

  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => void this.reconnectListeners.delete(listener);
  }

  status(): BusStatus {
    return {
      kind: 'redis',
      connected: this.subscriber.status === 'ready' && this.publisher.status === 'ready',
    };
  }

  subscribeControl(listener: (message: ControlMessage) => void): () => void {
    this.controlListeners.add(listener);
    return () => void this.controlListeners.delete(listener);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.listeners.clear();
    this.controlListeners.clear();
    this.reconnectListeners.clear();
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

function safely(call: () => void) {
  try {
    call();
  } catch (error) {
    console.error('live bus listener failed', error);
  }
}
