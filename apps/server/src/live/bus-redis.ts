import { randomBytes } from 'node:crypto';
import { fromBinary } from '@bufbuild/protobuf';
import { Redis } from 'ioredis';
import type { ControlMessage, LiveBus } from './bus';
import { protoBytes, rememberProtoBytes } from './encoded';
import type { CommittedEvent } from './events';
import { type AuctionMessage, AuctionMessageSchema } from './messages';

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
  /** Marks this bus's own events on the wire, so their echo is skipped. */
  private readonly origin = randomBytes(ORIGIN_BYTES);
  /** Resolves once both channels are subscribed, so this process also hears what it publishes. */
  readonly ready: Promise<void>;
  private closed = false;
  /** Sends waiting for the next turn, in call order; the payload is encoded when it leaves. */
  private outbox: OutgoingMessage[] = [];
  private outboxSent: Promise<void> | undefined;

  constructor(url: string, options: { log?: (message: string, error?: unknown) => void } = {}) {
    const log = options.log ?? ((message, error) => console.error(message, error));
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', (error) => log('live bus: redis publisher error', error));
    this.subscriber.on('error', (error) => log('live bus: redis subscriber error', error));
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
      events.map((event) => ({ channel: EVENTS_CHANNEL, payload: () => encodeEvent(this.origin, event) })),
    );
  }

  subscribe(listener: (event: CommittedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    if (this.closed) return;
    return this.send([{ channel: CONTROL_CHANNEL, payload: () => JSON.stringify(message) }]);
  }

  /**
   * Queues PUBLISHes for the next turn of the event loop (setImmediate). The caller's answer, a bid's
   * receipt, is written to its socket first; the protobuf encoding and the write to Redis follow it. Local
   * listeners are not delayed: `publish` hands them the events before queueing. Sends leave in call order,
   * events and control messages alike (a removal's kick stays behind its BidderLeft), one pipeline per turn.
   * The promise settles once the batch is written.
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
    await this.ready;
    if (items.length === 1) {
      await this.publisher.publish(items[0]!.channel, items[0]!.payload());
      return;
    }
    const pipeline = this.publisher.pipeline();
    for (const item of items) pipeline.publish(item.channel, item.payload());
    await pipeline.exec();
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
