// Test helpers for the live stream (not a test file itself).
import { type Client, createClient, type Transport } from '@connectrpc/connect';
import { createConnectTransport, createGrpcWebTransport } from '@connectrpc/connect-node';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { type Db, queryRows } from '../../db/client';
import { badRequest } from '../../errors';
import type { LiveBus } from '../bus';
import { appendLotEvent, newMessage } from '../events';
import { AuctionLive, type AuctionMessage, LiveEvent, type SubscriberRole } from '../messages';
import {
  type LiveStreamHandle,
  type LiveStreamOptions,
  type PlaceBidFn,
  registerLiveStream,
} from '../streams/stream-service';

/** A stand-in for the bid use case: one transaction that appends BID_PLACED, then publish. Under $1 is refused. */
export function fakePlaceBid(db: Db, bus: LiveBus): PlaceBidFn {
  return async ({ lotId, userId, amountCents }) => {
    if (amountCents < 100) throw badRequest('Bid amount is too low.');
    const committed = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from lots where id = ${lotId} for update`);
      return appendLotEvent(
        tx as unknown as Db,
        lotId,
        newMessage({
          event: LiveEvent.BID_PLACED,
          id: String(lotId),
          bidder: { id: String(userId), bid: { amount: amountCents / 100 } },
        }),
      );
    });
    await bus.publish([committed]);
    return committed;
  };
}

export interface LiveServer {
  app: FastifyInstance;
  handle: LiveStreamHandle;
  baseUrl: string;
  close(): Promise<void>;
}

/** The live service alone on a fresh Fastify instance, listening on a free port. */
export async function startLiveServer(
  options: Omit<LiveStreamOptions, 'placeBid'> & { placeBid?: PlaceBidFn },
): Promise<LiveServer> {
  const app = Fastify({ logger: false });
  const handle = registerLiveStream(app, {
    ...options,
    placeBid: options.placeBid ?? fakePlaceBid(options.db, options.bus),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, handle, baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

export type LiveClient = Client<typeof AuctionLive>;

export function liveClient(baseUrl: string, protocol: 'connect' | 'grpc-web' = 'connect'): LiveClient {
  const transport: Transport =
    protocol === 'connect'
      ? createConnectTransport({ baseUrl, httpVersion: '1.1' })
      : createGrpcWebTransport({ baseUrl, httpVersion: '1.1' });
  return createClient(AuctionLive, transport);
}

/** Reads a server stream one message at a time, with a timeout, optionally skipping keep-alive Pongs. */
export function reader(stream: AsyncIterable<AuctionMessage>, options: { skipPongs?: boolean } = {}) {
  const iterator = stream[Symbol.asyncIterator]();
  return {
    async next(timeoutMs = 5000): Promise<AuctionMessage | 'end'> {
      while (true) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
        });
        try {
          const result = await Promise.race([iterator.next(), timeout]);
          if (result.done) return 'end';
          if (options.skipPongs && result.value.event === LiveEvent.PONG) continue;
          return result.value;
        } finally {
          clearTimeout(timer);
        }
      }
    },
    /** The next message, failing the test on end of stream. */
    async message(timeoutMs = 5000): Promise<AuctionMessage> {
      const next = await this.next(timeoutMs);
      if (next === 'end') throw new Error('stream ended');
      return next;
    },
  };
}

/** Lots of the demo seed's live auto auction, by lot number: [0] has bids and two active bidders. */
export async function liveDemoLots(db: Db) {
  const rows = await queryRows<{ id: number; auction_id: number; seq: string }>(
    db,
    sql`select l.id, l.auction_id, l.seq from lots l join auctions a on a.id = l.auction_id
      where a.start_type = 'Auto' and l.started_time is not null and l.stopped_time is null
      order by l.lot_number`,
  );
  return rows.map((row) => ({ id: Number(row.id), auctionId: Number(row.auction_id), seq: Number(row.seq) }));
}

export const bearerHeaders = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * A Subscribe call made by hand over a raw socket that is then paused: a client that really stops reading.
 * (The connect-node client keeps reading into memory, so it cannot play a slow consumer.)
 * `resume()` reads the rest of the response as text until the server closes the connection.
 */
export async function rawPausedSubscribe(baseUrl: string, token: string, body: unknown) {
  const { connect } = await import('node:net');
  const url = new URL(baseUrl);
  const socket = connect(Number(url.port), url.hostname);
  await new Promise((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  const json = Buffer.from(JSON.stringify(body));
  const envelope = Buffer.alloc(5 + json.length);
  envelope.writeUInt32BE(json.length, 1);
  json.copy(envelope, 5);
  socket.write(
    `POST /bidright.live.v1.AuctionLive/Subscribe HTTP/1.1\r\nHost: ${url.host}\r\n` +
      `Content-Type: application/connect+json\r\nConnect-Protocol-Version: 1\r\nAuthorization: Bearer ${token}\r\n` +
      `Connection: close\r\nContent-Length: ${envelope.length}\r\n\r\n`,
  );
  socket.write(envelope);
  socket.pause();
  return {
    socket,
    resume(timeoutMs = 10_000): Promise<string> {
      return new Promise((resolve, reject) => {
        const chunks: Buffer[] = [];
        const timer = setTimeout(() => reject(new Error('raw stream did not end')), timeoutMs);
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.once('close', () => {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks).toString('latin1'));
        });
        socket.resume();
      });
    },
  };
}

/**
 * Puts demo bidders into lots as spectators (the stream lets only bidders in a lot subscribe to it): an
 * auction paddle where they have none, and a Spectating participation where they have none.
 */
export async function spectateLots(db: Db, userNames: string[], lotIds: number[]) {
  for (const userName of userNames) {
    for (const lotId of lotIds) {
      await db.execute(sql`
        with lot as (select id, auction_id from lots where id = ${lotId}),
        bidder as (select id from users where user_name = ${userName}),
        paddle as (
          insert into auction_bidders (auction_id, bidder_id, paddle_number)
          select lot.auction_id, bidder.id,
            (select coalesce(max(paddle_number), 0) + 1 from auction_bidders where auction_id = lot.auction_id)
          from lot, bidder
          where not exists (select 1 from auction_bidders ab where ab.auction_id = lot.auction_id and ab.bidder_id = bidder.id)
          returning id
        )
        insert into auction_bidder_lots (auction_bidder_id, lot_id, mode)
        select coalesce((select id from paddle),
          (select ab.id from auction_bidders ab, lot, bidder where ab.auction_id = lot.auction_id and ab.bidder_id = bidder.id)),
          ${lotId}, 'Spectating'
        where not exists (select 1 from auction_bidder_lots abl join auction_bidders ab on ab.id = abl.auction_bidder_id
          join bidder on ab.bidder_id = bidder.id where abl.lot_id = ${lotId})`);
    }
  }
}

/** A demo user's row (its id) by user name. */
export async function demoUser(db: Db, userName: string) {
  const rows = await queryRows<{ id: number }>(db, sql`select id from users where user_name = ${userName}`);
  return rows[0]!;
}

/** Waits until `check` holds, polling every 20 ms; throws after `timeoutMs`. */
export async function waitFor(check: () => boolean, timeoutMs = 3000) {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * One lot's stream from its start (a Connect snapshot first), read message by message (pongs skipped);
 * `abort` ends it.
 */
export function subscribeLot(baseUrl: string, token: string, lotId: number, role: SubscriberRole) {
  const abort = new AbortController();
  const stream = liveClient(baseUrl).subscribe(
    { lots: [{ id: String(lotId), afterSeq: 0n, type: 'ONLINE' }], role, device: 'test' },
    { headers: bearerHeaders(token), signal: abort.signal },
  );
  return { ...reader(stream, { skipPongs: true }), abort: () => abort.abort() };
}
