/**
 * The live stream: the Connect service `bidright.live.v1.AuctionLive` (DESIGN.md "The live core").
 *
 * `@connectrpc/connect-fastify` answers the Connect protocol, gRPC-web and gRPC on the same routes
 * (`/bidright.live.v1.AuctionLive/Subscribe` and `/Publish`). Over HTTP/1.1, which is what the Fastify
 * server here listens on, Connect and gRPC-web are served (browsers use these); plain gRPC needs HTTP/2 and
 * is only available when the Fastify instance is created with `http2: true`.
 */
import type { TRole } from '@bidright/domain';
import { Code, ConnectError, type ConnectRouter, type HandlerContext } from '@connectrpc/connect';
import { fastifyConnectPlugin } from '@connectrpc/connect-fastify';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { HttpError } from '../../errors';
import type { AuthUser } from '../../http/access-token';
import { verifyAccessSession } from '../../http/session-check';
import type { LiveBus } from '../bus';
import { type CommittedEvent, newMessage } from '../events';
import {
  AuctionLive,
  type AuctionMessage,
  LiveEvent,
  SubscriberRole,
  type SubscriptionRequest,
} from '../messages';
import type { LiveConnection } from './live-connection';
import { loadEventsAfter } from './load-events-after';
import { loadConnectSnapshot } from './snapshot';
import { SnapshotShare } from './snapshot-share';
import { type OpenSubscription, registerSubscribeTransport } from './stream-transport';
import { SubscriberRegistry } from './subscribers';

/** The bid use case, given by the app: validates and commits a bid, publishes it and returns the event. */
export type PlaceBidFn = (input: {
  lotId: number;
  userId: number;
  amountCents: number;
}) => Promise<CommittedEvent>;

export interface LiveStreamOptions {
  db: Db;
  bus: LiveBus;
  jwtSecret: Uint8Array;
  /** Keep-alive Pong period (default 15000 ms). */
  keepAliveMs?: number;
  /** Messages a stream may have waiting before it is dropped as too slow (default 2000). */
  queueLimit?: number;
  /** How long a seq gap may stay open before it is read from lot_events (default 100 ms). */
  gapFillMs?: number;
  /** How long a dropped stream may stay parked on a write before its connection is cut (default 10000 ms). */
  dropGraceMs?: number;
  /** How often the head seq of every served lot is checked for lost events (default 1000 ms; 0 disables). */
  headPollMs?: number;
  placeBid: PlaceBidFn;
  /** Told when a stream opens again after a last seq (a client resuming), for the metrics. */
  onResume?: () => void;
  /** Told how many events were read back from lot_events, and why, for the metrics. */
  onRefill?: (kind: 'gap' | 'catch-up', events: number) => void;
}

export interface LiveStreamHandle {
  registry: SubscriberRegistry;
  /** Ends every stream and the keep-alive timer (also done by the app's preClose hook). */
  close(): void;
}

export const CANNOT_CONTROL = 'This connection cannot control the auction.';
export const UNSUPPORTED = 'Unsupported message.';

/** Registers the AuctionLive service on the app (before `ready`); app close ends all streams. */
export function registerLiveStream(app: FastifyInstance, options: LiveStreamOptions): LiveStreamHandle {
  const log = (message: string, error?: unknown) => app.log.error({ err: error }, message);
  const registry = new SubscriberRegistry({
    db: options.db,
    bus: options.bus,
    queueLimit: options.queueLimit,
    keepAliveMs: options.keepAliveMs,
    gapFillMs: options.gapFillMs,
    dropGraceMs: options.dropGraceMs,
    headPollMs: options.headPollMs,
    log,
    onRefill: options.onRefill,
  });
  const service = createLiveService(registry, options, log);
  // Subscribe: hand-written transport that encodes each event once for all subscribers.
  registerSubscribeTransport(app, service.openSubscription);
  app.register(async (scope) => {
    // RPC routes, not REST: keep them out of the OpenAPI document.
    scope.addHook('onRoute', (route) => {
      route.schema = { ...(route.schema ?? {}), hide: true };
    });
    await scope.register(fastifyConnectPlugin, {
      routes: (router: ConnectRouter) => router.rpc(AuctionLive.method.publish, service.publish),
    });
  });
  // Streams never end by themselves: end them before the server waits for open requests.
  app.addHook('preClose', (done) => {
    registry.close();
    done();
  });
  return { registry, close: () => registry.close() };
}

async function authenticate(db: Db, header: string, secret: Uint8Array): Promise<AuthUser> {
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  const user = match ? await verifyAccessSession(db, match[1]!.trim(), secret) : null;
  if (!user) throw new ConnectError('A valid access token is required.', Code.Unauthenticated);
  // Staff of a company that is not approved cannot run auctions.
  if (STAFF.includes(user.role) && user.companyStatus !== 'Active')
    throw new ConnectError('You have no permission to complete the request!', Code.PermissionDenied);
  return user;
}

const STAFF: TRole[] = ['Auctioneer', 'Employee'];

/** Which subscriber roles each user role may take. */
function allowedRoles(role: TRole): SubscriberRole[] {
  if (role === 'Bidder') return [SubscriberRole.BIDDER];
  if (STAFF.includes(role)) return [SubscriberRole.AUCTIONEER, SubscriberRole.PRESENTER];
  if (role === 'Admin') return [SubscriberRole.PRESENTER];
  return [];
}

interface LotAccess {
  id: number;
  seq: number;
}

/** Checks the request against the caller; returns the lots (once each, in request order) with their seq. */
async function authorizeSubscription(
  db: Db,
  user: AuthUser,
  request: SubscriptionRequest,
): Promise<LotAccess[]> {
  if (request.lots.length === 0)
    throw new ConnectError('Subscribe to at least one lot.', Code.InvalidArgument);
  if (!allowedRoles(user.role).includes(request.role))
    throw new ConnectError('You have no permission to complete the request!', Code.PermissionDenied);
  const lots: LotAccess[] = [];
  for (const lot of request.lots) {
    const id = /^\d{1,9}$/.test(lot.id) ? Number(lot.id) : Number.NaN;
    if (!Number.isSafeInteger(id)) throw new ConnectError(`Lot ${lot.id} was not found.`, Code.NotFound);
    if (lots.some((seen) => seen.id === id)) continue;
    const rows = await queryRows<{
      seq: string | number;
      lot_status: string;
      auction_id: number | null;
      company_id: number | null;
      is_joined: boolean;
    }>(
      db,
      sql`select l.seq, l.lot_status, l.auction_id, a.company_id,
          exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
            where abl.lot_id = l.id and ab.bidder_id = ${user.id}
              and abl.left_date is null and abl.removed_at is null) as is_joined
        from lots l left join auctions a on a.id = l.auction_id where l.id = ${id}`,
    );
    const row = rows[0];
    if (!row) throw new ConnectError(`Lot ${lot.id} was not found.`, Code.NotFound);
    const inAuction = row.auction_id !== null;
    const allowed =
      user.role === 'Bidder'
        ? // Only bidders in the lot (joined, spectating or pre-registered) follow it live.
          inAuction && row.lot_status !== 'Draft' && Boolean(row.is_joined)
        : STAFF.includes(user.role)
          ? inAuction && user.companyId !== null && Number(row.company_id) === user.companyId
          : user.role === 'Admin';
    if (!allowed)
      throw new ConnectError('You have no permission to complete the request!', Code.PermissionDenied);
    lots.push({ id, seq: Number(row.seq) });
  }
  return lots;
}

function createLiveService(
  registry: SubscriberRegistry,
  options: LiveStreamOptions,
  log: (message: string, error?: unknown) => void,
) {
  const { db, jwtSecret, placeBid } = options;
  const snapshots = new SnapshotShare();

  /** First messages of one lot: the events after `afterSeq` when resuming, else a Connect snapshot. */
  async function sendFirst(connection: LiveConnection, user: AuthUser, lot: LotAccess, afterSeq: number) {
    let sent: number;
    if (afterSeq > 0 && afterSeq <= lot.seq) {
      options.onResume?.();
      sent = afterSeq;
      for (const event of await loadEventsAfter(db, lot.id, afterSeq)) {
        connection.send(event.message, true);
        sent = event.seq;
      }
    } else {
      const view = connection.role === SubscriberRole.BIDDER ? 'bidder' : 'staff';
      const snapshot = await loadConnectSnapshot(db, lot.id, { id: user.id, view }, snapshots);
      connection.send(snapshot, true);
      sent = Number(snapshot.seq);
    }
    await connection.start(lot.id, sent);
  }

  return {
    /** Authorises a stream, registers it and queues its first messages; the transport then attaches. */
    openSubscription: async ({
      authorization,
      request,
      signal,
      hardClose,
    }: Parameters<OpenSubscription>[0]) => {
      const user = await authenticate(db, authorization, jwtSecret);
      const lots = await authorizeSubscription(db, user, request);
      // Registered before anything is read, so events committed meanwhile wait in the connection.
      const connection = registry.open({
        userId: user.id,
        device: request.device,
        role: request.role,
        lotIds: lots.map((lot) => lot.id),
      });
      connection.onHardClose = hardClose;
      const detach = () => connection.detach();
      if (signal.aborted) detach();
      else signal.addEventListener('abort', detach, { once: true });
      try {
        for (const lot of lots) {
          const asked = request.lots.find((entry) => entry.id === String(lot.id));
          await sendFirst(connection, user, lot, Number(asked?.afterSeq ?? 0n));
          if (connection.isEnded) break;
        }
      } catch (error) {
        detach();
        throw error;
      }
      return connection;
    },

    publish: async function* (
      message: AuctionMessage,
      context: HandlerContext,
    ): AsyncGenerator<AuctionMessage> {
      const user = await authenticate(db, context.requestHeader.get('authorization') ?? '', jwtSecret);
      const error = (errorMsg: string, id = '') => newMessage({ event: LiveEvent.ERROR, errorMsg, id });
      if (message.event === LiveEvent.PONG) {
        yield newMessage({ event: LiveEvent.PONG, seq: 0n });
        return;
      }
      if (message.event !== LiveEvent.BID_PLACED) {
        yield error(UNSUPPORTED, message.id);
        return;
      }
      const lotText = message.lot?.id || message.id;
      // Only bidders bid on the stream; staff bid for a bidder and control lots through the REST API.
      if (user.role !== 'Bidder') {
        yield error(CANNOT_CONTROL, lotText);
        return;
      }
      const lotId = /^\d{1,9}$/.test(lotText) ? Number(lotText) : Number.NaN;
      const amount = message.bidder?.bid?.amount ?? Number.NaN;
      if (!Number.isSafeInteger(lotId) || !Number.isFinite(amount) || amount <= 0) {
        yield error('The bid is not valid.', lotText);
        return;
      }
      try {
        const committed = await placeBid({ lotId, userId: user.id, amountCents: Math.round(amount * 100) });
        yield committed.message;
      } catch (caught) {
        if (caught instanceof HttpError) {
          yield error(caught.message, lotText);
          return;
        }
        log('live: placing a bid failed', caught);
        yield error('Server error! - 500', lotText);
      }
    },
  };
}
