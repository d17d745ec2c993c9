import { Code, ConnectError } from '@connectrpc/connect';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../seed/demo-data';
import { createTestApp, loginAs, type TestApp } from '../../test/app';
import { appendLotEvent, type CommittedEvent, newMessage } from '../events';
import { type AuctionMessage, LiveEvent, SubscriberRole } from '../messages';
import {
  bearerHeaders,
  demoUser,
  fakePlaceBid,
  type LiveServer,
  liveClient,
  liveDemoLots,
  rawPausedSubscribe,
  reader,
  spectateLots,
  startLiveServer,
  waitFor,
} from '../test/live-test-kit';
import { InProcessBus } from './bus-in-process';
import { TOO_SLOW_MESSAGE } from './live-connection';
import { CANNOT_CONTROL, UNSUPPORTED } from './stream-service';

let t: TestApp;
let bus: InProcessBus;
let server: LiveServer;
let lots: { id: number; auctionId: number; seq: number }[];
const tokens: Record<string, string> = {};
const liveDemoUser = (userName: string) => demoUser(t.db, userName);

async function seqOf(lotId: number) {
  return (await liveDemoLots(t.db)).find((lot) => lot.id === lotId)!.seq;
}

async function expectCode(promise: Promise<unknown>, code: Code) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectError);
  expect((error as ConnectError).code).toBe(code);
  return error as ConnectError;
}

/** Opens a Subscribe stream and returns a reader plus its abort. */
function subscribe(
  base: LiveServer,
  user: string,
  lotsToAsk: { id: number; afterSeq?: number }[],
  options: {
    role?: SubscriberRole;
    device?: string;
    protocol?: 'connect' | 'grpc-web';
    skipPongs?: boolean;
  } = {},
) {
  const abort = new AbortController();
  const stream = liveClient(base.baseUrl, options.protocol).subscribe(
    {
      lots: lotsToAsk.map((lot) => ({
        id: String(lot.id),
        afterSeq: BigInt(lot.afterSeq ?? 0),
        type: 'ONLINE',
      })),
      role: options.role ?? SubscriberRole.BIDDER,
      device: options.device ?? `${user} test device`,
    },
    { headers: bearerHeaders(tokens[user]!), signal: abort.signal },
  );
  return { ...reader(stream, { skipPongs: options.skipPongs ?? true }), abort: () => abort.abort() };
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.db, { dataDir: t.dataDir });
  for (const user of ['bidder1', 'bidder2', 'bidder3', 'auctioneer', 'prairie', 'admin']) {
    const clientId = user === 'admin' ? 'bidright-admin' : 'bidright-web';
    tokens[user] = (await loginAs(t.app, user, 'Demo1234', { clientId })).access_token;
  }
  bus = new InProcessBus();
  server = await startLiveServer({ db: t.db, bus, jwtSecret: t.app.deps.jwtSecret, keepAliveMs: 60_000 });
  lots = await liveDemoLots(t.db);
  // Only bidders in a lot may follow it live.
  await spectateLots(
    t.db,
    ['bidder1', 'bidder2'],
    lots.map((lot) => lot.id),
  );
  await spectateLots(
    t.db,
    ['bidder3'],
    lots.slice(1).map((lot) => lot.id),
  );
  expect(lots.length).toBeGreaterThanOrEqual(3);
});

afterAll(async () => {
  await server?.close();
  await bus?.close();
  await t?.close();
});

describe('Subscribe', () => {
  it('starts with a Connect snapshot: lot state, bidders, prior bids, increment and seq', async () => {
    const lot = lots[0]!;
    const stream = subscribe(server, 'bidder1', [{ id: lot.id }]);
    const snapshot = await stream.message();
    stream.abort();
    expect(snapshot.event).toBe(LiveEvent.CONNECT);
    expect(snapshot.id).toBe(String(lot.id));
    expect(snapshot.seq).toBe(BigInt(await seqOf(lot.id)));
    expect(snapshot.lot?.id).toBe(String(lot.id));
    expect(snapshot.lot?.auctionId).toBe(String(lot.auctionId));
    expect(snapshot.lot?.startedTime).not.toBe('');
    expect(snapshot.lot?.stoppedTime).toBe('');
    expect(snapshot.lot?.highBid).toBe(125_000);
    expect(snapshot.lot?.bidCount).toBe(3);
    expect(snapshot.bidders.map((bidder) => bidder.paddleNumber)).toEqual([101, 102]);
    expect(snapshot.bidders[0]?.maxBidAmount).toBe(50_000);
    expect(snapshot.priorBids.map((bid) => bid.amount)).toEqual([125_000, 123_000, 121_000]);
    expect(snapshot.minBidIncrements).toBe(1000);
    expect(snapshot.bidder?.paddleNumber).toBe(101);
    expect(snapshot.serverDateTime).not.toBe('');
  });

  it('streams committed events in seq order, reorders them and fills a gap from lot_events', async () => {
    const lot = lots[0]!;
    const stream = subscribe(server, 'bidder2', [{ id: lot.id }]);
    const snapshot = await stream.message();
    let seq = Number(snapshot.seq);
    const placeBid = fakePlaceBid(t.db, bus);
    for (let i = 1; i <= 3; i++)
      await placeBid({ lotId: lot.id, userId: 1, amountCents: 130_000_00 + i * 100_000 });
    for (let i = 1; i <= 3; i++) {
      const message = await stream.message();
      expect(message.event).toBe(LiveEvent.BID_PLACED);
      expect(message.seq).toBe(BigInt(++seq));
    }

    // Committed but arriving out of order (two publishers), and a duplicate: delivered once, in order.
    const committed: CommittedEvent[] = [];
    for (let i = 0; i < 3; i++) {
      committed.push(
        await t.db.transaction((tx) =>
          appendLotEvent(
            tx as never,
            lot.id,
            newMessage({ event: LiveEvent.BID_PLACED, id: String(lot.id) }),
          ),
        ),
      );
    }
    await bus.publish([committed[1]!, committed[0]!, committed[0]!]);
    // committed[2] is never published: a later event opens a gap that is read from lot_events.
    const later = await t.db.transaction((tx) =>
      appendLotEvent(tx as never, lot.id, newMessage({ event: LiveEvent.LOT_STOPPING, id: String(lot.id) })),
    );
    await bus.publish([later]);
    const received: bigint[] = [];
    for (let i = 0; i < 4; i++) received.push((await stream.message()).seq);
    expect(received).toEqual([seq + 1, seq + 2, seq + 3, seq + 4].map(BigInt));
    stream.abort();
  });

  it('resumes with afterSeq: exactly the missed events, then live ones', async () => {
    const lot = lots[0]!;
    const before = await seqOf(lot.id);
    const placeBid = fakePlaceBid(t.db, bus);
    for (let i = 1; i <= 4; i++)
      await placeBid({ lotId: lot.id, userId: 1, amountCents: 140_000_00 + i * 100_000 });
    const stream = subscribe(server, 'bidder1', [{ id: lot.id, afterSeq: before + 1 }]);
    const missed: AuctionMessage[] = [];
    for (let i = 0; i < 3; i++) missed.push(await stream.message());
    expect(missed.map((message) => message.seq)).toEqual([before + 2, before + 3, before + 4].map(BigInt));
    expect(missed.every((message) => message.event === LiveEvent.BID_PLACED)).toBe(true);
    expect(missed[2]?.bidder?.bid?.amount).toBe(144_000);
    await placeBid({ lotId: lot.id, userId: 1, amountCents: 150_000_00 });
    expect((await stream.message()).seq).toBe(BigInt(before + 5));
    stream.abort();
  });

  it('subscribes to several lots at once', async () => {
    const stream = subscribe(server, 'bidder3', [{ id: lots[1]!.id }, { id: lots[2]!.id }]);
    const first = await stream.message();
    const second = await stream.message();
    expect([first.id, second.id]).toEqual([String(lots[1]!.id), String(lots[2]!.id)]);
    expect([first.event, second.event]).toEqual([LiveEvent.CONNECT, LiveEvent.CONNECT]);
    stream.abort();
  });

  it('a second connection of the same user disconnects the first with the new device text', async () => {
    const lot = lots[1]!;
    const first = subscribe(server, 'bidder2', [{ id: lot.id }], {
      device: 'Windows / Chrome / tab 1 / Chicago, IL',
    });
    expect((await first.message()).event).toBe(LiveEvent.CONNECT);
    const second = subscribe(server, 'bidder2', [{ id: lot.id }], {
      device: 'iOS / Safari / tab 9 / Evanston, IL',
    });
    expect((await second.message()).event).toBe(LiveEvent.CONNECT);
    const disconnect = await first.message();
    expect(disconnect.event).toBe(LiveEvent.DISCONNECT);
    expect(disconnect.errorMsg).toBe('iOS / Safari / tab 9 / Evanston, IL');
    expect(await first.next()).toBe('end');
    // The new connection stays.
    await fakePlaceBid(t.db, bus)({ lotId: lot.id, userId: 1, amountCents: 100_000_00 });
    expect((await second.message()).event).toBe(LiveEvent.BID_PLACED);
    second.abort();
  });

  it('a staff user keeps the control room open while their room view (presenter) watches', async () => {
    const lot = lots[0]!;
    const control = subscribe(server, 'auctioneer', [{ id: lot.id }], { role: SubscriberRole.AUCTIONEER });
    expect((await control.message()).event).toBe(LiveEvent.CONNECT);
    const room = subscribe(server, 'auctioneer', [{ id: lot.id }], { role: SubscriberRole.PRESENTER });
    expect((await room.message()).event).toBe(LiveEvent.CONNECT);
    await fakePlaceBid(t.db, bus)({ lotId: lot.id, userId: 1, amountCents: 900_000_00 });
    expect((await control.message()).event).toBe(LiveEvent.BID_PLACED);
    expect((await room.message()).event).toBe(LiveEvent.BID_PLACED);
    // A second control room of the same user still takes over from the first.
    const second = subscribe(server, 'auctioneer', [{ id: lot.id }], { role: SubscriberRole.AUCTIONEER });
    expect((await second.message()).event).toBe(LiveEvent.CONNECT);
    expect((await control.message()).event).toBe(LiveEvent.DISCONNECT);
    room.abort();
    second.abort();
  });

  it('kick ends the user’s connections to that lot with Kick', async () => {
    const lot = lots[0]!;
    const stream = subscribe(server, 'bidder1', [{ id: lot.id }]);
    await stream.message();
    const users = await server.handle.registry.connectionsOf(1);
    expect(Array.isArray(users)).toBe(true);
    const userId = Number((await liveDemoUser('bidder1')).id);
    await bus.publishControl({ type: 'kick', userId, lotId: lot.id });
    const kick = await stream.message();
    expect(kick.event).toBe(LiveEvent.KICK);
    expect(kick.id).toBe(String(lot.id));
    expect(await stream.next()).toBe('end');
  });

  it('unsubscribe stops one lot of a stream, and ends the stream when no lot is left', async () => {
    const [first, second] = [lots[0]!, lots[1]!];
    const stream = subscribe(server, 'bidder2', [{ id: first.id }, { id: second.id }]);
    await stream.message();
    await stream.message();
    const userId = Number((await liveDemoUser('bidder2')).id);
    await bus.publishControl({ type: 'unsubscribe', userId, lotId: first.id });
    await fakePlaceBid(t.db, bus)({ lotId: first.id, userId: 1, amountCents: 500_000_00 });
    await fakePlaceBid(t.db, bus)({ lotId: second.id, userId: 1, amountCents: 500_000_00 });
    const next = await stream.message();
    expect(next.event).toBe(LiveEvent.BID_PLACED);
    expect(next.id).toBe(String(second.id));
    await bus.publishControl({ type: 'unsubscribe', userId, lotId: second.id });
    expect(await stream.next()).toBe('end');
  });

  it('refuses a caller without a valid token', async () => {
    const client = liveClient(server.baseUrl);
    const request = { lots: [{ id: String(lots[0]!.id) }], role: SubscriberRole.BIDDER, device: 'x' };
    await expectCode(reader(client.subscribe(request)).next(), Code.Unauthenticated);
    await expectCode(
      reader(client.subscribe(request, { headers: bearerHeaders('not-a-token') })).next(),
      Code.Unauthenticated,
    );
  });

  it('checks roles: bidder as auctioneer, staff of another company, unknown lot, no lots', async () => {
    const lot = lots[0]!;
    await expectCode(
      subscribe(server, 'bidder3', [{ id: lot.id }], { role: SubscriberRole.AUCTIONEER }).next(),
      Code.PermissionDenied,
    );
    await expectCode(
      subscribe(server, 'prairie', [{ id: lot.id }], { role: SubscriberRole.AUCTIONEER }).next(),
      Code.PermissionDenied,
    );
    await expectCode(
      subscribe(server, 'admin', [{ id: lot.id }], { role: SubscriberRole.AUCTIONEER }).next(),
      Code.PermissionDenied,
    );
    await expectCode(subscribe(server, 'bidder3', [{ id: 999_999 }]).next(), Code.NotFound);
    await expectCode(subscribe(server, 'bidder3', []).next(), Code.InvalidArgument);
  });

  it('serves gRPC-web: the company’s auctioneer gets the snapshot', async () => {
    const lot = lots[0]!;
    const stream = subscribe(server, 'auctioneer', [{ id: lot.id }], {
      role: SubscriberRole.AUCTIONEER,
      protocol: 'grpc-web',
    });
    const snapshot = await stream.message();
    expect(snapshot.event).toBe(LiveEvent.CONNECT);
    expect(snapshot.bidders.length).toBe(2);
    stream.abort();
    const presenter = subscribe(server, 'admin', [{ id: lot.id }], { role: SubscriberRole.PRESENTER });
    expect((await presenter.message()).event).toBe(LiveEvent.CONNECT);
    presenter.abort();
  });

  it('writes each event to HTTP/1.1 clients as one chunk, and plain frames to an HTTP/1.0 client', async () => {
    const lot = lots[2]!;
    const { connect } = await import('node:net');
    const url = new URL(server.baseUrl);
    const body = Buffer.from(
      JSON.stringify({ lots: [{ id: String(lot.id) }], role: 'BIDDER', device: 'old' }),
    );
    const envelope = Buffer.concat([Buffer.from([0, 0, 0, 0, 0]), body]);
    envelope.writeUInt32BE(body.length, 1);
    const read = async (version: '1.0' | '1.1') => {
      const socket = connect(Number(url.port), url.hostname);
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      socket.write(
        `POST /bidright.live.v1.AuctionLive/Subscribe HTTP/${version}\r\nHost: ${url.host}\r\n` +
          `Content-Type: application/connect+json\r\nAuthorization: Bearer ${tokens.bidder3}\r\n` +
          `Content-Length: ${envelope.length}\r\n\r\n`,
      );
      socket.write(envelope);
      const text = () => Buffer.concat(received).toString('latin1');
      // The snapshot (CONNECT is event 0, which proto3 JSON leaves out).
      await waitFor(() => text().includes('"lot"'));
      const userId = Number((await liveDemoUser('bidder3')).id);
      await waitFor(() => server.handle.registry.connectionsOf(userId).length === 1);
      const seq = (await seqOf(lot.id)) + 1;
      await bus.publish([
        {
          lotId: lot.id,
          seq,
          message: newMessage({ event: LiveEvent.CHANGE_AMOUNT, id: String(lot.id), seq: BigInt(seq) }),
        },
      ]);
      await waitFor(() => text().includes('CHANGE_AMOUNT'));
      socket.destroy();
      await waitFor(() => server.handle.registry.connectionsOf(userId).length === 0);
      const all = text();
      const [head, ...rest] = all.split('\r\n\r\n');
      return { head: head!.toLowerCase(), body: rest.join('\r\n\r\n') };
    };

    /** The Connect frames in `bytes`, which must hold whole frames only. */
    const framesOf = (bytes: Buffer) => {
      const frames: { flags: number; json: string }[] = [];
      for (let at = 0; at < bytes.length; ) {
        const length = bytes.readUInt32BE(at + 1);
        frames.push({ flags: bytes[at]!, json: bytes.subarray(at + 5, at + 5 + length).toString() });
        at += 5 + length;
        expect(at).toBeLessThanOrEqual(bytes.length);
      }
      return frames;
    };

    const current = await read('1.1');
    expect(current.head).toContain('transfer-encoding: chunked');
    // Each chunk (size line, data, CRLF) holds exactly one whole frame.
    const chunks: Buffer[] = [];
    for (let rest = Buffer.from(current.body, 'latin1'); rest.length > 0; ) {
      const lineEnd = rest.indexOf('\r\n');
      const size = Number.parseInt(rest.subarray(0, lineEnd).toString(), 16);
      chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    const eventChunk = chunks.find((chunk) => chunk.includes('CHANGE_AMOUNT'))!;
    expect(framesOf(eventChunk)).toEqual([{ flags: 0, json: expect.stringContaining('"CHANGE_AMOUNT"') }]);

    const old = await read('1.0');
    expect(old.head).not.toContain('transfer-encoding');
    // Frames follow each other directly: flag byte, length, JSON.
    const frames = framesOf(Buffer.from(old.body, 'latin1'));
    expect(frames.map((frame) => JSON.parse(frame.json).event ?? 'CONNECT')).toEqual([
      'CONNECT',
      'CHANGE_AMOUNT',
    ]);
  });

  it('removes a subscriber when the client aborts', async () => {
    const stream = subscribe(server, 'bidder3', [{ id: lots[2]!.id }]);
    await stream.message();
    const userId = Number((await liveDemoUser('bidder3')).id);
    expect(server.handle.registry.connectionsOf(userId).length).toBe(1);
    stream.abort();
    await waitFor(() => server.handle.registry.connectionsOf(userId).length === 0);
  });
});

describe('Publish', () => {
  it('answers a ping with a Pong', async () => {
    const client = liveClient(server.baseUrl);
    const answers: AuctionMessage[] = [];
    for await (const message of client.publish(
      { event: LiveEvent.PONG },
      { headers: bearerHeaders(tokens.bidder1!) },
    ))
      answers.push(message);
    expect(answers.map((message) => message.event)).toEqual([LiveEvent.PONG]);
    expect(answers[0]?.serverDateTime).not.toBe('');
  });

  it('places a bidder’s bid and answers the committed event, or the error', async () => {
    const lot = lots[2]!;
    const client = liveClient(server.baseUrl);
    const publish = async (user: string, message: Parameters<typeof client.publish>[0]) => {
      const answers: AuctionMessage[] = [];
      for await (const answer of client.publish(message, { headers: bearerHeaders(tokens[user]!) }))
        answers.push(answer);
      expect(answers).toHaveLength(1);
      return answers[0]!;
    };
    const bid = (amount: number) => ({
      event: LiveEvent.BID_PLACED,
      lot: { id: String(lot.id) },
      bidder: { bid: { amount } },
    });
    const before = await seqOf(lot.id);
    const placed = await publish('bidder1', bid(61_000));
    expect(placed.event).toBe(LiveEvent.BID_PLACED);
    expect(placed.seq).toBe(BigInt(before + 1));
    expect(placed.bidder?.bid?.amount).toBe(61_000);

    const refused = await publish('bidder1', bid(0.5));
    expect(refused.event).toBe(LiveEvent.ERROR);
    expect(refused.errorMsg).toBe('Bid amount is too low.');

    const staff = await publish('auctioneer', bid(62_000));
    expect(staff).toMatchObject({ event: LiveEvent.ERROR, errorMsg: CANNOT_CONTROL });
    const other = await publish('bidder1', { event: LiveEvent.LOT_STARTED, id: String(lot.id) });
    expect(other).toMatchObject({ event: LiveEvent.ERROR, errorMsg: UNSUPPORTED });
    await expectCode(
      (async () => {
        for await (const _ of client.publish({ event: LiveEvent.PONG })) void _;
      })(),
      Code.Unauthenticated,
    );
  });
});

describe('flow control and keep-alive', () => {
  let small: LiveServer;
  let smallBus: InProcessBus;

  beforeAll(async () => {
    smallBus = new InProcessBus();
    small = await startLiveServer({
      db: t.db,
      bus: smallBus,
      jwtSecret: t.app.deps.jwtSecret,
      queueLimit: 4,
      keepAliveMs: 150,
      dropGraceMs: 60_000,
    });
  });
  afterAll(async () => {
    await small?.close();
    await smallBus?.close();
  });

  it('sends keep-alive Pongs', async () => {
    const stream = subscribe(small, 'bidder3', [{ id: lots[2]!.id }], { skipPongs: false });
    expect((await stream.message()).event).toBe(LiveEvent.CONNECT);
    const pong = await stream.message(2000);
    expect(pong.event).toBe(LiveEvent.PONG);
    expect(pong.seq).toBe(0n);
    expect(pong.serverDateTime).not.toBe('');
    stream.abort();
  });

  it('drops a subscriber that does not read while a fast one gets every event', async () => {
    const lot = lots[1]!;
    const bidder2 = Number((await liveDemoUser('bidder2')).id);
    const fast = subscribe(small, 'bidder1', [{ id: lot.id }]);
    const start = Number((await fast.message()).seq);
    const slow = await rawPausedSubscribe(small.baseUrl, tokens.bidder2!, {
      lots: [{ id: String(lot.id) }],
      role: 'BIDDER',
      device: 'slow',
    });
    await waitFor(() => small.handle.registry.connectionsOf(bidder2).length === 1);
    // Big messages fill the socket buffers, then the queue of the stream nobody reads.
    const padding = 'x'.repeat(200_000);
    const count = 100;
    for (let i = 1; i <= count; i++) {
      const seq = start + i;
      await smallBus.publish([
        {
          lotId: lot.id,
          seq,
          message: newMessage({ event: LiveEvent.CHANGE_AMOUNT, errorMsg: padding, seq: BigInt(seq) }),
        },
      ]);
      const message = await fast.message();
      expect(message.seq).toBe(BigInt(seq));
    }
    expect(small.handle.registry.connectionsOf(bidder2)).toHaveLength(0);
    const text = await slow.resume();
    expect(text).toContain('resource_exhausted');
    expect(text).toContain(TOO_SLOW_MESSAGE);
    expect(text.split(padding).length - 1).toBeLessThan(count);
    fast.abort();
  });
});
