import type { CommittedEvent } from './events';

/** Messages between server processes that are about connections, not lots. */
export type ControlMessage =
  /**
   * A user opened a live connection; their older connections in the same subscriber role (any process) get
   * Disconnect. Roles are kept apart so an auctioneer's room-view tab (presenter) does not end their own
   * control room.
   */
  | { type: 'session-opened'; userId: number; connectionId: string; device: string; role?: number }
  /** Staff removed a bidder from a lot: their live connections for it get Kick and close. */
  | { type: 'kick'; userId: number; lotId: number }
  /** The user asked to stop getting a lot's events (or, without lotId, to end their live stream). */
  | { type: 'unsubscribe'; userId: number; lotId?: number };

/** What the health endpoint reports about the bus. */
export interface BusStatus {
  kind: 'in-process' | 'redis';
  /** False while Redis is unreachable: events then reach other processes only through the head-seq poll. */
  connected: boolean;
}

/**
 * Fan-out of committed live events to every server process, this one included. In-process by default;
 * Redis pub/sub when REDIS_URL is set. Publishers call it only after the transaction committed.
 */
export interface LiveBus {
  publish(events: CommittedEvent[]): Promise<void>;
  /** Listener gets each event once per process. Returns an unsubscribe function. */
  subscribe(listener: (event: CommittedEvent) => void): () => void;
  publishControl(message: ControlMessage): Promise<void>;
  subscribeControl(listener: (message: ControlMessage) => void): () => void;
  /**
   * Listener is called each time the bus comes back after an outage (not on the first connection): events
   * published meanwhile may be lost, so whoever serves lots re-reads lot_events. Returns an unsubscribe.
   */
  onReconnect(listener: () => void): () => void;
  status(): BusStatus;
  close(): Promise<void>;
}
