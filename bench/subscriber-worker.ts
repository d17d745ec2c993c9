/**
 * The bench's stream subscribers, in a worker thread of their own. In production every subscriber is a
 * browser on another machine; here they share the machine, but at least they no longer share the bidders'
 * event loop, so decoding N copies of each event does not delay the next bid the bench sends.
 *
 * Protocol with the main thread:
 *   in:  workerData { baseUrl, lotId, tokens }         out: { type: 'connected', count } as streams open
 *   in:  { type: 'drain', finalSeq }                   out: { type: 'done', ... } once every subscriber saw
 *                                                            finalSeq (or 30 s passed)
 * Arrival times are absolute (timeOrigin + now), so the main thread can subtract its own send times.
 */
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { AuctionMessageSchema, LiveEvent, SubscriberRole } from '../apps/server/src/live/messages';
import { SubscriptionRequestSchema } from '../packages/domain/src/gen/bidright/live/v1/live_pb';

export interface SubscriberWorkerData {
  baseUrl: string;
  lotId: number;
  tokens: string[];
}

export interface SubscriberState {
  bids: number;
  lastSeq: number;
  outOfOrder: number;
}

export interface SubscriberWorkerResult {
  type: 'done';
  states: SubscriberState[];
  /** Parallel arrays: the amount (dollars) of each BID_PLACED delivery and when it arrived (absolute ms). */
  amounts: Float64Array;
  arrivals: Float64Array;
  failures: string[];
}

/** What the bench reads of an AuctionMessage: event (field 5), seq (10), bidder.bid.amount (3 → 4 → 2). */
interface Scanned {
  event: number;
  seq: number;
  amount: number;
}

function varint(bytes: Buffer, at: { pos: number }): number {
  let value = 0;
  let scale = 1;
  while (true) {
    if (at.pos >= bytes.length) throw new Error('truncated varint');
    const byte = bytes[at.pos++]!;
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return value;
    scale *= 128;
  }
}

/** Walks one message level, calling `field` for each tag; skips what it does not read. */
function walk(
  bytes: Buffer,
  start: number,
  end: number,
  field: (tag: number, at: { pos: number }) => boolean,
) {
  const at = { pos: start };
  while (at.pos < end) {
    const key = varint(bytes, at);
    const tag = key >>> 3;
    const type = key & 7;
    if (field(tag, at)) continue;
    if (type === 0) varint(bytes, at);
    else if (type === 1) at.pos += 8;
    else if (type === 2) {
      const length = varint(bytes, at);
      at.pos += length;
    } else if (type === 5) at.pos += 4;
    else throw new Error(`unexpected wire type ${type}`);
  }
}

/**
 * A lean read of the three fields the bench checks, without building message objects: in production each
 * subscriber decodes on its own machine, here a thousand share two cores with the server. Subscriber 0 also
 * decodes every message fully and compares, so the lean read is checked against the real decoder.
 */
function scan(bytes: Buffer): Scanned {
  const out: Scanned = { event: 0, seq: 0, amount: 0 };
  walk(bytes, 0, bytes.length, (tag, at) => {
    if (tag === 5) out.event = varint(bytes, at);
    else if (tag === 10) out.seq = varint(bytes, at);
    else if (tag === 3) {
      const bidderLength = varint(bytes, at);
      const bidderEnd = at.pos + bidderLength;
      walk(bytes, at.pos, bidderEnd, (bidderTag, inner) => {
        if (bidderTag !== 4) return false;
        const bidLength = varint(bytes, inner);
        const bidEnd = inner.pos + bidLength;
        walk(bytes, inner.pos, bidEnd, (bidTag, innermost) => {
          if (bidTag !== 2) return false;
          out.amount = bytes.readDoubleLE(innermost.pos);
          innermost.pos += 8;
          return true;
        });
        inner.pos = bidEnd;
        return true;
      });
      at.pos = bidderEnd;
    } else return false;
    return true;
  });
  return out;
}

/** A Connect streaming frame: flags, 4-byte length, payload. */
function frame(payload: Uint8Array): Buffer {
  const out = Buffer.alloc(5 + payload.byteLength);
  out.writeUInt32BE(payload.byteLength, 1);
  out.set(payload, 5);
  return out;
}

const { baseUrl, lotId, tokens } = workerData as SubscriberWorkerData;
const port = parentPort!;
const abort = new AbortController();
const failures: string[] = [];
const states: SubscriberState[] = tokens.map(() => ({ bids: 0, lastSeq: -1, outOfOrder: 0 }));
let amounts = new Float64Array(1 << 16);
let arrivals = new Float64Array(1 << 16);
let deliveries = 0;
let connected = 0;

function record(amount: number) {
  if (deliveries === amounts.length) {
    const grow = (from: Float64Array) => {
      const to = new Float64Array(from.length * 2);
      to.set(from);
      return to;
    };
    amounts = grow(amounts);
    arrivals = grow(arrivals);
  }
  amounts[deliveries] = amount;
  arrivals[deliveries] = performance.timeOrigin + performance.now();
  deliveries += 1;
}

const requestBody = frame(
  toBinary(
    SubscriptionRequestSchema,
    create(SubscriptionRequestSchema, {
      lots: [{ id: String(lotId) }],
      role: SubscriberRole.BIDDER,
      device: 'bench',
    }),
  ),
);

const target = new URL(baseUrl);
const sockets: Socket[] = [];

/**
 * Decodes an HTTP/1.1 chunked body as it arrives: hands on each chunk's data, reports the last chunk. The
 * subscribers talk to the server over plain sockets (the request written by hand, the response parsed
 * here) because node:http's per-message stream machinery, times a thousand subscribers on the server's
 * two cores, was most of the bench's own CPU.
 */
class ChunkedReader {
  private pending: Buffer = Buffer.alloc(0);
  private headers = true;
  private remaining = 0;
  private crlf = false;
  ended = false;

  constructor(
    private readonly onData: (data: Buffer) => void,
    private readonly onError: (message: string) => void,
  ) {}

  push(chunk: Buffer) {
    let buffer = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    while (buffer.length > 0 && !this.ended) {
      if (this.headers) {
        const end = buffer.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = buffer.subarray(0, end).toString('latin1');
        if (!head.startsWith('HTTP/1.1 200') || !/\r\ntransfer-encoding: chunked/i.test(head)) {
          this.ended = true;
          return this.onError(`unexpected response: ${head.split('\r\n')[0]}`);
        }
        this.headers = false;
        buffer = buffer.subarray(end + 4);
      } else if (this.crlf) {
        if (buffer.length < 2) break;
        this.crlf = false;
        buffer = buffer.subarray(2);
      } else if (this.remaining > 0) {
        const take = Math.min(this.remaining, buffer.length);
        this.onData(buffer.subarray(0, take));
        this.remaining -= take;
        if (this.remaining === 0) this.crlf = true;
        buffer = buffer.subarray(take);
      } else {
        const end = buffer.indexOf('\r\n');
        if (end < 0) break;
        this.remaining = Number.parseInt(buffer.subarray(0, end).toString('latin1'), 16);
        buffer = buffer.subarray(end + 2);
        if (this.remaining === 0) this.ended = true;
      }
    }
    this.pending = buffer;
  }
}

/**
 * At most this many subscriptions are being set up at once. Thousands of connects in the same millisecond
 * overflow the server's accept queue, and the kernel resets the extra connections; real clients never
 * arrive that way (a reconnect storm is spread by the clients' back-off).
 */
const OPENING_AT_ONCE = 256;
let opening = 0;
const waiting: (() => void)[] = [];
function openSlot(): Promise<void> {
  if (opening < OPENING_AT_ONCE) {
    opening += 1;
    return Promise.resolve();
  }
  return new Promise((resolve) => waiting.push(resolve));
}
function releaseSlot() {
  const next = waiting.shift();
  if (next) next();
  else opening -= 1;
}

// A lean subscriber: a plain socket, HTTP/1.1 chunked decoding, Connect streaming frames, a lean read of each
// message (see `scan`).
const subscriptions = tokens.map(
  (bearer, index) =>
    new Promise<void>((resolve) => {
      const state = states[index]!;
      let frames: Buffer = Buffer.alloc(0);
      let opened = false;
      const markOpened = () => {
        if (opened) return;
        opened = true;
        releaseSlot();
      };
      const onFrames = (data: Buffer) => {
        frames = frames.length ? Buffer.concat([frames, data]) : data;
        while (frames.length >= 5) {
          const length = frames.readUInt32BE(1);
          if (frames.length < 5 + length) break;
          const flags = frames[0]!;
          const payload = frames.subarray(5, 5 + length);
          frames = frames.subarray(5 + length);
          if (flags & 0b10) {
            const end = payload.toString();
            if (end !== '{}' && !abort.signal.aborted) failures.push(`subscriber ${index} ended: ${end}`);
            continue;
          }
          const message = scan(payload);
          if (index === 0) {
            const full = fromBinary(AuctionMessageSchema, payload);
            const amount = full.bidder?.bid?.amount ?? 0;
            if (full.event !== message.event || Number(full.seq) !== message.seq || amount !== message.amount)
              failures.push(`lean read disagrees with the decoder at seq ${full.seq}`);
          }
          if (message.event === LiveEvent.PONG) continue;
          const seq = message.seq;
          if (message.event === LiveEvent.CONNECT) {
            state.lastSeq = seq;
            markOpened();
            connected += 1;
            port.postMessage({ type: 'connected', count: connected });
            continue;
          }
          if (seq !== state.lastSeq + 1) state.outOfOrder += 1;
          state.lastSeq = seq;
          if (message.event === LiveEvent.BID_PLACED) {
            state.bids += 1;
            record(message.amount);
          }
        }
      };
      const socket = new Socket();
      sockets.push(socket);
      const reader = new ChunkedReader(onFrames, (message) => {
        failures.push(`subscriber ${index}: ${message}`);
        socket.destroy();
      });
      socket.on('data', (chunk: Buffer) => reader.push(chunk));
      socket.on('close', () => {
        markOpened();
        resolve();
      });
      socket.on('error', (error) => {
        if (!abort.signal.aborted) failures.push(`subscriber ${index}: ${error.message}`);
      });
      void openSlot().then(() => {
        if (abort.signal.aborted) return socket.destroy();
        socket.connect({ host: target.hostname, port: Number(target.port), noDelay: true });
        socket.write(
          `POST /bidright.live.v1.AuctionLive/Subscribe HTTP/1.1\r\nhost: ${target.host}\r\n` +
            `content-type: application/connect+proto\r\nauthorization: Bearer ${bearer}\r\n` +
            `content-length: ${requestBody.length}\r\n\r\n`,
        );
        socket.write(requestBody);
      });
    }),
);
abort.signal.addEventListener('abort', () => {
  for (const socket of sockets) socket.destroy();
});

port.on('message', async (command: { type: 'drain'; finalSeq: number }) => {
  if (command.type !== 'drain') return;
  const deadline = Date.now() + 30_000;
  while (states.some((state) => state.lastSeq < command.finalSeq) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  abort.abort();
  await Promise.allSettled(subscriptions);
  const result: SubscriberWorkerResult = {
    type: 'done',
    states,
    amounts: amounts.slice(0, deliveries),
    arrivals: arrivals.slice(0, deliveries),
    failures,
  };
  port.postMessage(result);
});
