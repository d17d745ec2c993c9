import { randomUUID } from 'node:crypto';
import { Code, ConnectError } from '@connectrpc/connect';
import type { Db } from '../../db/client';
import type { CommittedEvent } from '../events';
import { type AuctionMessage, SubscriberRole } from '../messages';
import { bidderView } from '../views/bidder-view';
import { loadEventsAfter } from './load-events-after';

export const TOO_SLOW_MESSAGE = 'Too slow; resume with after_seq';

interface LotCursor {
  /** False until the snapshot (or the resume events) went out; live events wait in `pending` meanwhile. */
  started: boolean;
  /** The seq of the last event of this lot that went into the queue. */
  sentSeq: number;
  pending: CommittedEvent[];
}

export interface OpenConnection {
  userId: number;
  device: string;
  role: SubscriberRole;
  lotIds: number[];
  connectionId?: string;
}

/**
 * Where a live stream's messages go once its first messages are queued: the transport's socket. `write` is
 * called synchronously from the fan-out, so an idle stream gets an event with no queue hop at all.
 */
export interface StreamSink {
  /** Writes one message; false when the transport is backed up (then `onDrain` is awaited). */
  write(message: AuctionMessage): boolean;
  /** Calls back once the transport can take more. */
  onDrain(callback: () => void): void;
  /** The stream is over: write its end (with the drop error, if any) and close it. */
  end(error?: ConnectError): void;
}

/** What a stream needs of the registry that serves it (the SubscriberRegistry of subscribers.ts). */
export interface ConnectionRegistry {
  readonly db: Db;
  /** How long a dropped stream may take to notice before its transport is cut. */
  readonly dropGraceMs: number;
  /** Resolves once the lot's starting seq is known. */
  whenReady(lotId: number): Promise<void>;
  /** The seq of the last event of the lot delivered to its streams. */
  lastSeq(lotId: number): number;
  /** Takes an ended stream out of the registry. */
  remove(connection: LiveConnection): void;
}

/**
 * One live stream. Until the transport attaches its sink, messages (the snapshot or the resume events, then
 * live events) wait in a bounded queue. Attached, a message goes straight to the socket while the socket
 * keeps up, and queues only while it is backed up; a consumer that lets the queue fill up is dropped (its
 * stream ends with ResourceExhausted) so it never holds anyone else up.
 */
export class LiveConnection {
  readonly id: string;
  readonly userId: number;
  readonly device: string;
  readonly role: SubscriberRole;
  readonly lots = new Map<number, LotCursor>();
  /** Called when a dropped stream was not drained within the grace period: the transport should cut it. */
  onHardClose: (() => void) | undefined;
  private queue: AuctionMessage[] = [];
  private head = 0;
  private sink: StreamSink | null = null;
  /** The sink said it is backed up; messages queue until it drains. */
  private blocked = false;
  private ending: { error?: ConnectError } | null = null;
  /** The sink was told to end: nothing more is written. */
  private finished = false;
  /** The transport closed (the response finished or the client went away). */
  private closed = false;

  constructor(
    init: OpenConnection,
    private readonly registry: ConnectionRegistry,
    private readonly queueLimit: number,
  ) {
    this.id = init.connectionId ?? randomUUID();
    this.userId = init.userId;
    this.device = init.device;
    this.role = init.role;
    for (const lotId of init.lotIds) this.lots.set(lotId, { started: false, sentSeq: 0, pending: [] });
  }

  get isEnded() {
    return this.ending !== null;
  }

  get queued() {
    return this.queue.length - this.head;
  }

  /** Sends a message; `force` skips the queue limit (the snapshot and resume events of a new stream). */
  send(message: AuctionMessage, force = false): boolean {
    if (this.ending) return false;
    // A bidder reads rivals by paddle number only (bidder-view.ts); staff streams get the message as is.
    if (this.role === SubscriberRole.BIDDER) message = bidderView(message, this.userId);
    if (this.sink && !this.blocked && this.queued === 0) {
      this.writeOut(message);
      return true;
    }
    if (!force && this.queued >= this.queueLimit) {
      this.drop();
      return false;
    }
    this.queue.push(message);
    return true;
  }

  /** A committed event of one of this stream's lots, in seq order (the registry guarantees the order). */
  deliver(event: CommittedEvent) {
    const cursor = this.lots.get(event.lotId);
    if (!cursor || this.ending) return;
    if (!cursor.started) {
      if (cursor.pending.length >= this.queueLimit) return this.drop();
      cursor.pending.push(event);
      return;
    }
    if (event.seq <= cursor.sentSeq) return;
    cursor.sentSeq = event.seq;
    this.send(event.message);
  }

  /**
   * The lot's first messages went out up to `sentSeq`: send whatever lies between that and the live events
   * buffered meanwhile (from lot_events), then the buffered events, then go live.
   */
  async start(lotId: number, sentSeq: number) {
    const cursor = this.lots.get(lotId);
    if (!cursor) throw new Error(`lot ${lotId} is not part of this connection`);
    await this.registry.whenReady(lotId);
    let sent = sentSeq;
    const firstPending = cursor.pending[0];
    const upTo = firstPending ? firstPending.seq - 1 : this.registry.lastSeq(lotId);
    if (upTo > sent) {
      for (const event of await loadEventsAfter(this.registry.db, lotId, sent, upTo)) {
        if (event.seq <= sent) continue;
        this.send(event.message, true);
        sent = event.seq;
      }
    }
    if (this.ending) return;
    cursor.started = true;
    cursor.sentSeq = sent;
    const pending = cursor.pending;
    cursor.pending = [];
    for (const event of pending) this.deliver(event);
  }

  /**
   * Hands the stream to its transport: what is queued is written now, later messages as they come. The sink
   * is ended when the stream ends (at once if it already has).
   */
  attach(sink: StreamSink) {
    if (this.closed) return;
    this.sink = sink;
    this.flush();
  }

  /** The transport closed (the stream ended, or the client went away): stop writing, leave the registry. */
  detach() {
    this.closed = true;
    this.sink = null;
    this.end();
  }

  /** Replaces whatever is queued with one last message (Disconnect, Kick) and ends the stream. */
  endWith(message: AuctionMessage) {
    if (this.ending) return;
    this.queue = [message];
    this.head = 0;
    this.ending = {};
    this.registry.remove(this);
    // Written even to a backed-up socket: it goes out after what is already buffered there.
    this.blocked = false;
    this.flush();
  }

  /** Ends the stream cleanly, dropping anything not yet sent. */
  end() {
    if (this.ending) return;
    this.queue = [];
    this.head = 0;
    this.ending = {};
    this.registry.remove(this);
    this.flush();
  }

  private drop() {
    if (this.ending) return;
    this.queue = [];
    this.head = 0;
    this.ending = { error: new ConnectError(TOO_SLOW_MESSAGE, Code.ResourceExhausted) };
    this.registry.remove(this);
    this.flush();
    // The client is likely not reading, so the end of stream sits in its socket; cut it if it never drains.
    this.hardCloseAfter(this.registry.dropGraceMs);
  }

  /** Cuts the transport if it has not closed within `ms` (a client that stopped reading). */
  hardCloseAfter(ms: number) {
    const timer = setTimeout(() => {
      if (!this.closed) this.onHardClose?.();
    }, ms);
    timer.unref();
  }

  private writeOut(message: AuctionMessage) {
    const sink = this.sink!;
    if (!sink.write(message)) {
      this.blocked = true;
      sink.onDrain(() => {
        this.blocked = false;
        this.flush();
      });
    }
  }

  /** Writes what is queued while the sink keeps up; once ended and empty, ends the sink. */
  private flush() {
    if (!this.sink || this.finished) return;
    while (!this.blocked && this.head < this.queue.length) {
      const message = this.queue[this.head]!;
      this.head += 1;
      this.writeOut(message);
    }
    if (this.head >= this.queue.length) {
      this.queue = [];
      this.head = 0;
    } else if (this.head > 1024 && this.head * 2 > this.queue.length) {
      this.queue = this.queue.slice(this.head);
      this.head = 0;
    }
    if (this.ending && (this.ending.error || this.queued === 0)) {
      this.finished = true;
      this.sink.end(this.ending.error);
    }
  }
}
