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
import { setMaxListeners } from 'node:events';
import { request as httpRequest } from 'node:http';
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
// Every subscriber's request listens on this one signal.
setMaxListeners(0, abort.signal);
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

// A lean subscriber: raw HTTP, Connect streaming frames, one protobuf decode per message (as a browser does).
const subscriptions = tokens.map(
  (bearer, index) =>
    new Promise<void>((resolve) => {
      const state = states[index]!;
      const req = httpRequest(
        `${baseUrl}/bidright.live.v1.AuctionLive/Subscribe`,
        {
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/connect+proto', authorization: `Bearer ${bearer}` },
          signal: abort.signal,
        },
        (res) => {
          let buffer: Buffer = Buffer.alloc(0);
          res.on('data', (chunk: Buffer) => {
            buffer = buffer.length ? Buffer.concat([buffer, chunk]) : chunk;
            while (buffer.length >= 5) {
              const length = buffer.readUInt32BE(1);
              if (buffer.length < 5 + length) break;
              const flags = buffer[0]!;
              const payload = buffer.subarray(5, 5 + length);
              buffer = buffer.subarray(5 + length);
              if (flags & 0b10) {
                const end = payload.toString();
                if (end !== '{}' && !abort.signal.aborted) failures.push(`subscriber ${index} ended: ${end}`);
                continue;
              }
              const message = fromBinary(AuctionMessageSchema, payload);
              if (message.event === LiveEvent.PONG) continue;
              const seq = Number(message.seq);
              if (message.event === LiveEvent.CONNECT) {
                state.lastSeq = seq;
                connected += 1;
                port.postMessage({ type: 'connected', count: connected });
                continue;
              }
              if (seq !== state.lastSeq + 1) state.outOfOrder += 1;
              state.lastSeq = seq;
              if (message.event === LiveEvent.BID_PLACED) {
                state.bids += 1;
                record(message.bidder?.bid?.amount ?? 0);
              }
            }
          });
          res.on('end', resolve);
          res.on('error', () => resolve());
        },
      );
      req.on('error', (error) => {
        if (!abort.signal.aborted) failures.push(`subscriber ${index}: ${error.message}`);
        resolve();
      });
      req.end(requestBody);
    }),
);

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
