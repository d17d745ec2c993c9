import { Redis } from 'ioredis';
import type { ControlMessage, LiveBus } from './bus';
import { type CommittedEvent, messageFromJson, messageToJson } from './events';

export const EVENTS_CHANNEL = 'bidright:live:events';
export const CONTROL_CHANNEL = 'bidright:live:control';

interface WireEvent {
  lotId: number;
  seq: number;
  message: unknown;
}

/**
 * Fan-out across server processes over Redis pub/sub: one publisher and one subscriber connection.
 * Every process (the publishing one included) receives each event from Redis, decodes it once and hands the
 * same message object to all its local listeners. Redis keeps the order of one publisher's messages;
 * ordering across publishers is restored per lot by `seq` in the subscriber registry.
 */
export class RedisBus implements LiveBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly listeners = new Set<(event: CommittedEvent) => void>();
  private readonly controlListeners = new Set<(message: ControlMessage) => void>();
  /** Resolves once both channels are subscribed, so this process also hears what it publishes. */
  readonly ready: Promise<void>;
  private closed = false;

  constructor(url: string, options: { log?: (message: string, error?: unknown) => void } = {}) {
    const log = options.log ?? ((message, error) => console.error(message, error));
    this.publisher = new Redis(url, { maxRetriesPerRequest: 3 });
    this.subscriber = new Redis(url);
    this.publisher.on('error', (error) => log('live bus: redis publisher error', error));
    this.subscriber.on('error', (error) => log('live bus: redis subscriber error', error));
    this.subscriber.on('message', (channel: string, text: string) => {
      try {
        if (channel === EVENTS_CHANNEL) this.deliverEvent(JSON.parse(text) as WireEvent);
        else if (channel === CONTROL_CHANNEL) this.deliverControl(JSON.parse(text) as ControlMessage);
      } catch (error) {
        log(`live bus: bad message on ${channel}`, error);
      }
    });
    this.ready = this.subscriber.subscribe(EVENTS_CHANNEL, CONTROL_CHANNEL).then(() => undefined);
    // Callers await `ready` through publish; a failure here must not be an unhandled rejection.
    this.ready.catch((error) => log('live bus: redis subscribe failed', error));
  }

  private deliverEvent(wire: WireEvent) {
    const message = messageFromJson(wire.message);
    message.seq = BigInt(wire.seq);
    const event: CommittedEvent = { lotId: Number(wire.lotId), seq: Number(wire.seq), message };
    for (const listener of [...this.listeners]) safely(() => listener(event));
  }

  private deliverControl(message: ControlMessage) {
    for (const listener of [...this.controlListeners]) safely(() => listener(message));
  }

  async publish(events: CommittedEvent[]): Promise<void> {
    if (this.closed || events.length === 0) return;
    await this.ready;
    const pipeline = this.publisher.pipeline();
    for (const event of events) {
      const wire: WireEvent = { lotId: event.lotId, seq: event.seq, message: messageToJson(event.message) };
      pipeline.publish(EVENTS_CHANNEL, JSON.stringify(wire));
    }
    await pipeline.exec();
  }

  subscribe(listener: (event: CommittedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    if (this.closed) return;
    await this.ready;
    await this.publisher.publish(CONTROL_CHANNEL, JSON.stringify(message));
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
