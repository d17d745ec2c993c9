import type { BusStatus, ControlMessage, LiveBus } from '../bus';
import type { CommittedEvent } from '../events';

/**
 * The bus of a single server process: delivers synchronously, in publish order, to every listener.
 * A listener that throws does not stop delivery to the others.
 */
export class InProcessBus implements LiveBus {
  private readonly listeners = new Set<(event: CommittedEvent) => void>();
  private readonly controlListeners = new Set<(message: ControlMessage) => void>();
  private closed = false;

  async publish(events: CommittedEvent[]): Promise<void> {
    if (this.closed) return;
    for (const event of events) {
      for (const listener of [...this.listeners]) safely(() => listener(event));
    }
  }

  subscribe(listener: (event: CommittedEvent) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async publishControl(message: ControlMessage): Promise<void> {
    if (this.closed) return;
    for (const listener of [...this.controlListeners]) safely(() => listener(message));
  }

  subscribeControl(listener: (message: ControlMessage) => void): () => void {
    this.controlListeners.add(listener);
    return () => void this.controlListeners.delete(listener);
  }

  /** Never disconnects. */
  onReconnect(_listener: () => void): () => void {
    return () => undefined;
  }

  status(): BusStatus {
    return { kind: 'in-process', connected: !this.closed };
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.controlListeners.clear();
  }
}

function safely(call: () => void) {
  try {
    call();
  } catch (error) {
    console.error('live bus listener failed', error);
  }
}
