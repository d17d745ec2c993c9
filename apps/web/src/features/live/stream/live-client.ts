import { STREAM_RECONNECT_DELAY_MS } from '@bidright/domain';
import {
  AuctionLive,
  type AuctionMessage,
  LiveEvent,
  type SubscriberRole,
  type SubscriptionRequest,
  SubscriptionRequestSchema,
} from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { create } from '@bufbuild/protobuf';
import { Code, ConnectError, createClient } from '@connectrpc/connect';
import { createConnectTransport } from '@connectrpc/connect-web';
import { lotIdOf } from './stream-lot';

/**
 * The live stream client (DESIGN "The live core"): one Subscribe stream for all the lots a screen shows,
 * reconnected after a delay while a token is present, and resumed by seq so no event is lost or applied
 * twice. A seq gap (an event that never arrived) resubscribes from the last applied seq.
 */

export type TConnectionStatus = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'ended';

/** One lot of the subscription (amount and type as the bidder joined it). */
export interface TLiveLotRequest {
  id: string;
  amount?: number;
  type?: 'ONLINE' | 'INPERSON';
}

/** Opens one Subscribe stream. Injected in tests; the default speaks Connect over fetch. */
export type TSubscribeFn = (
  request: SubscriptionRequest,
  options: { signal: AbortSignal; token: string },
) => AsyncIterable<AuctionMessage>;

export interface TLiveClientOptions {
  role: SubscriberRole;
  /** The device text, read at each (re)subscribe so a place found meanwhile goes with the next one. */
  device: string | (() => string);
  getToken: () => string | undefined;
  onMessage: (message: AuctionMessage) => void;
  onStatus?: (status: TConnectionStatus) => void;
  /** Milliseconds from the server's send time to arrival, on bids and keep-alives. */
  onLatency?: (ms: number) => void;
  /** Server time in epoch ms (the synced server clock), for latency. */
  now?: () => number;
  /** Refreshes an expired token before reconnecting; resolves false when the session is over. */
  refreshToken?: () => Promise<boolean>;
  subscribe?: TSubscribeFn;
  reconnectDelayMs?: number;
  /** No message at all (the server sends a Pong every 15 s) for this long means a dead connection. */
  silenceTimeoutMs?: number;
}

let defaultSubscribe: TSubscribeFn | null = null;

/** Subscribe over the Connect protocol with binary messages, authorised by the bearer token. */
export function connectSubscribe(): TSubscribeFn {
  if (!defaultSubscribe) {
    const transport = createConnectTransport({ baseUrl: window.location.origin, useBinaryFormat: true });
    const client = createClient(AuctionLive, transport);
    defaultSubscribe = (request, { signal, token }) =>
      client.subscribe(request, { signal, headers: { authorization: `Bearer ${token}` } });
  }
  return defaultSubscribe;
}

/** Codes a retry cannot fix quickly; they back off longer than network failures. */
const SLOW_RETRY_CODES = new Set([Code.PermissionDenied, Code.NotFound, Code.InvalidArgument]);

type TStreamOutcome = 'ended' | 'restart' | 'lost';

export class LiveClient {
  private lots: TLiveLotRequest[] = [];
  private readonly lastSeq = new Map<string, number>();
  private controller: AbortController | null = null;
  private restartRequested = false;
  private running = false;
  private wake: (() => void) | null = null;
  private status: TConnectionStatus = 'connecting';
  private readonly opts: Required<
    Pick<TLiveClientOptions, 'reconnectDelayMs' | 'silenceTimeoutMs' | 'now' | 'subscribe'>
  > &
    TLiveClientOptions;

  constructor(options: TLiveClientOptions) {
    this.opts = {
      reconnectDelayMs: STREAM_RECONNECT_DELAY_MS,
      silenceTimeoutMs: 40_000,
      now: () => Date.now(),
      ...options,
      subscribe: options.subscribe ?? connectSubscribe(),
    };
  }

  /** The last applied seq of each lot (what a reconnect resumes after). */
  get seqs(): ReadonlyMap<string, number> {
    return this.lastSeq;
  }

  /** Changes the subscribed lots; the stream is reopened only when the set really changed. */
  setLots(lots: TLiveLotRequest[]): void {
    const key = (list: TLiveLotRequest[]) =>
      list
        .map((l) => `${l.id}:${l.amount ?? 0}:${l.type ?? 'ONLINE'}`)
        .sort()
        .join(',');
    if (key(lots) === key(this.lots)) return;
    const ids = new Set(lots.map((l) => l.id));
    for (const id of [...this.lastSeq.keys()]) if (!ids.has(id)) this.lastSeq.delete(id);
    this.lots = lots;
    if (this.running) this.restart();
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    void this.loop();
  }

  stop(): void {
    this.running = false;
    this.controller?.abort();
    this.wake?.();
  }

  private restart(): void {
    this.restartRequested = true;
    this.controller?.abort();
    this.wake?.();
  }

  private setStatus(status: TConnectionStatus): void {
    if (status === this.status) return;
    this.status = status;
    this.opts.onStatus?.(status);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = done;
    });
  }

  private async loop(): Promise<void> {
    let failures = 0;
    while (this.running) {
      const token = this.opts.getToken();
      if (this.lots.length === 0 || !token) {
        // Nothing to follow, or signed out (a refresh may bring a token back).
        if (!token && this.lots.length > 0) {
          this.setStatus('offline');
          if (this.opts.refreshToken && !(await this.opts.refreshToken())) {
            this.running = false;
            return;
          }
        }
        await this.sleep(this.opts.reconnectDelayMs);
        continue;
      }
      let slow = false;
      let outcome: TStreamOutcome;
      try {
        outcome = await this.runStream(token);
        failures = 0;
      } catch (error) {
        outcome = 'lost';
        failures += 1;
        const connectError = ConnectError.from(error);
        if (connectError.code === Code.Unauthenticated && this.opts.refreshToken) {
          if (!(await this.opts.refreshToken())) {
            this.setStatus('offline');
            this.running = false;
            return;
          }
        }
        slow = SLOW_RETRY_CODES.has(connectError.code);
      }
      if (!this.running) return;
      if (outcome === 'ended') {
        this.setStatus('ended');
        this.running = false;
        return;
      }
      if (this.restartRequested || outcome === 'restart') {
        this.restartRequested = false;
        continue;
      }
      this.setStatus('reconnecting');
      const backoff = slow ? 10 : Math.min(failures, 5);
      await this.sleep(this.opts.reconnectDelayMs * Math.max(1, backoff));
    }
  }

  private request(): SubscriptionRequest {
    return create(SubscriptionRequestSchema, {
      role: this.opts.role,
      device: typeof this.opts.device === 'function' ? this.opts.device() : this.opts.device,
      lots: this.lots.map((lot) => ({
        id: lot.id,
        amount: lot.amount ?? 0,
        type: lot.type ?? 'ONLINE',
        afterSeq: BigInt(this.lastSeq.get(lot.id) ?? 0),
      })),
    });
  }

  /** Reads one stream to its end. Returns why it ended; throws on transport errors. */
  private async runStream(token: string): Promise<TStreamOutcome> {
    const controller = new AbortController();
    this.controller = controller;
    this.restartRequested = false;
    let silence: ReturnType<typeof setTimeout> | undefined;
    let outcome: TStreamOutcome = 'lost';
    const armSilence = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), this.opts.silenceTimeoutMs);
    };
    armSilence();
    try {
      for await (const message of this.opts.subscribe(this.request(), { signal: controller.signal, token })) {
        if (controller.signal.aborted) break;
        armSilence();
        this.setStatus('live');
        const verdict = this.handle(message);
        if (verdict === 'continue') continue;
        outcome = verdict;
        controller.abort();
        break;
      }
    } catch (error) {
      // Our own abort (restart, stop, silence) is not a failure.
      if (!controller.signal.aborted) throw error;
    } finally {
      clearTimeout(silence);
      if (this.controller === controller) this.controller = null;
    }
    if (outcome === 'lost' && this.restartRequested) return 'restart';
    return outcome;
  }

  private measure(message: AuctionMessage): void {
    if (!message.serverDateTime || !this.opts.onLatency) return;
    const sent = Date.parse(message.serverDateTime);
    if (Number.isFinite(sent)) this.opts.onLatency(Math.max(0, this.opts.now() - sent));
  }

  private handle(message: AuctionMessage): 'continue' | 'ended' | 'restart' {
    switch (message.event) {
      case LiveEvent.PONG:
        this.measure(message);
        return 'continue';
      case LiveEvent.DISCONNECT:
      case LiveEvent.ERROR:
      case LiveEvent.KICK:
        this.opts.onMessage(message);
        return 'ended';
      default:
        break;
    }
    const lotId = lotIdOf(message);
    const seq = Number(message.seq);
    if (lotId && (seq > 0 || message.event === LiveEvent.CONNECT)) {
      const last = this.lastSeq.get(lotId);
      if (message.event !== LiveEvent.CONNECT && last !== undefined) {
        if (seq <= last) return 'continue';
        // A missing event: resume from what we have, the server replays the rest in order.
        if (seq > last + 1) return 'restart';
      }
      this.lastSeq.set(lotId, seq);
    }
    if (message.event === LiveEvent.BID_PLACED) this.measure(message);
    this.opts.onMessage(message);
    return 'continue';
  }
}
