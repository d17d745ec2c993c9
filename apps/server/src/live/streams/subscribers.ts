import { Code, ConnectError } from '@connectrpc/connect';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { ControlMessage, LiveBus } from '../bus';
import { type CommittedEvent, newMessage } from '../events';
import { LiveEvent } from '../messages';
import { type ConnectionRegistry, LiveConnection, type OpenConnection } from './live-connection';
import { loadEventsAfter } from './load-events-after';

export const DEFAULT_QUEUE_LIMIT = 2000;

interface LotChannel {
  subscribers: Set<LiveConnection>;
  /** The seq of the last event delivered; null while the starting point is being read. */
  last: number | null;
  ready: Promise<void>;
  /** Events that arrived early (a gap before them) or before `last` was known, kept sorted by seq. */
  held: CommittedEvent[];
  gapTimer: NodeJS.Timeout | null;
  /** The lot's head seq at the previous poll: an event committed then and still not delivered was lost. */
  polledHead: number;
  /** A catch-up read from lot_events is under way. */
  catchingUp: boolean;
}

export interface SubscriberRegistryOptions {
  db: Db;
  bus: LiveBus;
  /** Messages a stream may have waiting before it is dropped (default 2000). */
  queueLimit?: number;
  /** How long a gap in a lot's seq may stay open before it is filled from lot_events (default 100 ms). */
  gapFillMs?: number;
  /** Keep-alive Pong period for every stream; 0 disables (default 15000). */
  keepAliveMs?: number;
  /** How long a dropped stream may take to notice before its transport is cut (default 10000). */
  dropGraceMs?: number;
  /**
   * How often the head seq of every served lot is read (default 1000 ms with Redis, off in-process; 0 disables). An event committed
   * before one poll and not delivered by the next (a publish lost in a Redis outage, a final LotStopped
   * with no later event to reveal the gap) is read from lot_events.
   */
  headPollMs?: number;
  log?: (message: string, error?: unknown) => void;
  /** Told how many events were read back from lot_events, and why (the operator's metrics). */
  onRefill?: (kind: 'gap' | 'catch-up', events: number) => void;
}

/**
 * The live streams of this process, by lot and by user. It listens to the bus once and hands each lot's
 * events to the lot's streams strictly in seq order: duplicates are dropped, an early event waits for the
 * missing ones and, if they do not come within `gapFillMs`, they are read from lot_events.
 */
export class SubscriberRegistry implements ConnectionRegistry {
  readonly db: Db;
  readonly dropGraceMs: number;
  private readonly bus: LiveBus;
  private readonly queueLimit: number;
  private readonly gapFillMs: number;
  private readonly log: (message: string, error?: unknown) => void;
  private readonly onRefill: SubscriberRegistryOptions['onRefill'];
  private readonly lots = new Map<number, LotChannel>();
  private readonly users = new Map<number, Set<LiveConnection>>();
  private readonly unsubscribe: (() => void)[];
  private readonly keepAlive: NodeJS.Timeout | null;
  private readonly headPoll: NodeJS.Timeout | null;
  private polling = false;
  private closed = false;

  constructor(options: SubscriberRegistryOptions) {
    this.db = options.db;
    this.bus = options.bus;
    this.queueLimit = options.queueLimit ?? DEFAULT_QUEUE_LIMIT;
    this.gapFillMs = options.gapFillMs ?? 100;
    this.dropGraceMs = options.dropGraceMs ?? 10_000;
    this.log = options.log ?? ((message, error) => console.error(message, error));
    this.onRefill = options.onRefill;
    this.unsubscribe = [
      this.bus.subscribe((event) => this.onEvent(event)),
      this.bus.subscribeControl((message) => this.onControl(message)),
      // Events published while the bus was down never arrive: re-read every served lot's log at once.
      this.bus.onReconnect(() => {
        for (const [lotId, lot] of this.lots) void this.catchUp(lotId, lot, Number.POSITIVE_INFINITY);
      }),
    ];
    // The in-process bus cannot lose an event between processes: there is no other process.
    const headPollMs = options.headPollMs ?? (this.bus.status().kind === 'in-process' ? 0 : 1000);
    this.headPoll = headPollMs > 0 ? setInterval(() => void this.pollHeads(), headPollMs) : null;
    this.headPoll?.unref();
    const keepAliveMs = options.keepAliveMs ?? 15_000;
    this.keepAlive =
      keepAliveMs > 0
        ? setInterval(() => {
            const pong = newMessage({ event: LiveEvent.PONG, seq: 0n });
            for (const connections of this.users.values())
              for (const connection of connections) connection.send(pong);
          }, keepAliveMs)
        : null;
    this.keepAlive?.unref();
  }

  get connectionCount() {
    let count = 0;
    for (const connections of this.users.values()) count += connections.size;
    return count;
  }

  /**
   * Registers a stream before its first messages are read, so nothing committed meanwhile is missed, and
   * tells every process that this user now has a new connection (older ones get Disconnect).
   */
  open(init: OpenConnection): LiveConnection {
    if (this.closed) throw new ConnectError('The server is shutting down.', Code.Unavailable);
    const connection = new LiveConnection(init, this, this.queueLimit);
    for (const lotId of connection.lots.keys()) this.channel(lotId).subscribers.add(connection);
    const forUser = this.users.get(connection.userId) ?? new Set<LiveConnection>();
    this.users.set(connection.userId, forUser);
    forUser.add(connection);
    this.bus
      .publishControl({
        type: 'session-opened',
        userId: connection.userId,
        connectionId: connection.id,
        device: connection.device,
        role: connection.role,
      })
      .catch((error) => this.log('live: publishing session-opened failed', error));
    return connection;
  }

  remove(connection: LiveConnection) {
    const forUser = this.users.get(connection.userId);
    if (forUser?.delete(connection) && forUser.size === 0) this.users.delete(connection.userId);
    for (const lotId of connection.lots.keys()) this.leaveLot(connection, lotId);
  }

  /** Stops sending one lot's events to a connection; a connection left with no lots ends. */
  unsubscribeLot(connection: LiveConnection, lotId: number) {
    if (!connection.lots.has(lotId)) return;
    this.leaveLot(connection, lotId);
    connection.lots.delete(lotId);
    if (connection.lots.size === 0) connection.end();
  }

  private leaveLot(connection: LiveConnection, lotId: number) {
    const lot = this.lots.get(lotId);
    if (!lot) return;
    lot.subscribers.delete(connection);
    if (lot.subscribers.size === 0) {
      if (lot.gapTimer) clearTimeout(lot.gapTimer);
      this.lots.delete(lotId);
    }
  }

  /** Resolves once the lot's starting seq is known. */
  whenReady(lotId: number): Promise<void> {
    return this.lots.get(lotId)?.ready ?? Promise.resolve();
  }

  /** The seq of the lot's last event handed to this process's streams (0 when none is tracked). */
  lastSeq(lotId: number): number {
    return this.lots.get(lotId)?.last ?? 0;
  }

  /** Connections of a user in this process. */
  connectionsOf(userId: number): LiveConnection[] {
    return [...(this.users.get(userId) ?? [])];
  }

  /** Ends every stream and stops listening; the bus itself is closed by its owner. */
  close() {
    if (this.closed) return;
    this.closed = true;
    for (const stop of this.unsubscribe) stop();
    if (this.keepAlive) clearInterval(this.keepAlive);
    if (this.headPoll) clearInterval(this.headPoll);
    for (const connections of [...this.users.values()])
      for (const connection of [...connections]) {
        connection.end();
        // A stream parked on a write to a client that does not read would hold the server's close.
        connection.hardCloseAfter(1000);
      }
    for (const lot of this.lots.values()) if (lot.gapTimer) clearTimeout(lot.gapTimer);
    this.lots.clear();
  }

  private channel(lotId: number): LotChannel {
    const existing = this.lots.get(lotId);
    if (existing) return existing;
    const lot: LotChannel = {
      subscribers: new Set(),
      last: null,
      ready: Promise.resolve(),
      held: [],
      gapTimer: null,
      polledHead: 0,
      catchingUp: false,
    };
    this.lots.set(lotId, lot);
    lot.ready = queryRows<{ seq: string | number }>(
      this.db,
      sql`select seq from lots where id = ${lotId}`,
    ).then(
      (rows) => {
        lot.last = rows[0] ? Number(rows[0].seq) : 0;
        this.drain(lotId, lot);
      },
      (error) => {
        this.log(`live: reading the seq of lot ${lotId} failed`, error);
        lot.last = lot.held.length > 0 ? Math.min(...lot.held.map((event) => event.seq)) - 1 : 0;
        this.drain(lotId, lot);
      },
    );
    return lot;
  }

  private onEvent(event: CommittedEvent) {
    const lot = this.lots.get(event.lotId);
    if (!lot) return;
    if (lot.last !== null && event.seq <= lot.last) return;
    if (lot.held.some((held) => held.seq === event.seq)) return;
    lot.held.push(event);
    lot.held.sort((a, b) => a.seq - b.seq);
    if (lot.last !== null) this.drain(event.lotId, lot);
  }

  /** Delivers the held events that continue the lot's sequence; arms the gap timer if one is missing. */
  private drain(lotId: number, lot: LotChannel) {
    if (lot.last === null) return;
    while (lot.held.length > 0) {
      const next = lot.held[0]!;
      if (next.seq <= lot.last) {
        lot.held.shift();
        continue;
      }
      if (next.seq !== lot.last + 1) break;
      lot.held.shift();
      lot.last = next.seq;
      for (const connection of [...lot.subscribers]) connection.deliver(next);
    }
    if (lot.held.length === 0) {
      if (lot.gapTimer) clearTimeout(lot.gapTimer);
      lot.gapTimer = null;
    } else if (!lot.gapTimer) {
      lot.gapTimer = setTimeout(() => void this.fillGap(lotId, lot), this.gapFillMs);
    }
  }

  private async fillGap(lotId: number, lot: LotChannel) {
    const from = lot.last ?? 0;
    const firstHeld = lot.held[0];
    try {
      if (firstHeld && firstHeld.seq > from + 1) {
        const missing = await loadEventsAfter(this.db, lotId, from, firstHeld.seq - 1);
        this.onRefill?.('gap', missing.length);
        if (this.lots.get(lotId) !== lot) return;
        for (const event of missing)
          if (!lot.held.some((held) => held.seq === event.seq)) lot.held.push(event);
        lot.held.sort((a, b) => a.seq - b.seq);
      }
    } catch (error) {
      this.log(`live: filling the seq gap of lot ${lotId} failed`, error);
    }
    if (this.lots.get(lotId) !== lot) return;
    lot.gapTimer = null;
    const first = lot.held[0];
    if (lot.last !== null && first && first.seq > lot.last + 1) {
      // Not in lot_events either: never committed. Skip it rather than stall the lot.
      this.log(`live: lot ${lotId} skips seq ${lot.last + 1}..${first.seq - 1}`);
      lot.last = first.seq - 1;
    }
    this.drain(lotId, lot);
  }

  /**
   * Reads the head seq of every lot this process serves, in one query. A lot whose delivered seq is still
   * behind the head seen at the previous poll lost an event on the way (it is not merely in flight), and one
   * that is behind while the bus is down cannot expect it from the bus: both read the rest from lot_events.
   */
  async pollHeads() {
    if (this.polling || this.closed || this.lots.size === 0) return;
    this.polling = true;
    try {
      const ids = [...this.lots.keys()];
      const rows = await queryRows<{ id: number; seq: string | number }>(
        this.db,
        sql`select id, seq from lots where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const busDown = !this.bus.status().connected;
      for (const row of rows) {
        const lotId = Number(row.id);
        const lot = this.lots.get(lotId);
        if (!lot || lot.last === null) continue;
        const head = Number(row.seq);
        const lost = lot.last < Math.min(lot.polledHead, head);
        lot.polledHead = head;
        if (lost || (busDown && lot.last < head)) void this.catchUp(lotId, lot, head);
      }
    } catch (error) {
      this.log('live: polling the head seq of served lots failed', error);
    } finally {
      this.polling = false;
    }
  }

  /** Reads the lot's events after the last delivered one (up to `upTo`) from lot_events and delivers them. */
  private async catchUp(lotId: number, lot: LotChannel, upTo: number) {
    if (lot.catchingUp || lot.last === null) return;
    lot.catchingUp = true;
    try {
      const missing = await loadEventsAfter(this.db, lotId, lot.last, upTo);
      this.onRefill?.('catch-up', missing.length);
      if (this.lots.get(lotId) !== lot) return;
      for (const event of missing) this.onEvent(event);
    } catch (error) {
      this.log(`live: catching up lot ${lotId} from lot_events failed`, error);
    } finally {
      lot.catchingUp = false;
    }
  }

  private onControl(message: ControlMessage) {
    const connections = this.users.get(message.userId);
    if (!connections) return;
    for (const connection of [...connections]) {
      if (message.type === 'session-opened') {
        if (connection.id === message.connectionId) continue;
        if (message.role !== undefined && message.role !== connection.role) continue;
        connection.endWith(newMessage({ event: LiveEvent.DISCONNECT, errorMsg: message.device }));
      } else if (message.type === 'kick') {
        if (!connection.lots.has(message.lotId)) continue;
        connection.endWith(newMessage({ event: LiveEvent.KICK, id: String(message.lotId) }));
      } else if (message.type === 'unsubscribe') {
        if (message.lotId === undefined) connection.end();
        else this.unsubscribeLot(connection, message.lotId);
      }
    }
  }
}
