/**
 * The encoded forms of a live message, each computed at most once per process. The subscriber registry hands
 * the same message object to every local stream, so an event costs one protobuf encoding (and one JSON
 * encoding if any stream asked for JSON) however many subscribers it has; the Redis bus remembers the bytes
 * it received, so a receiving process does not encode the event again at all.
 */
import { toBinary, toJson } from '@bufbuild/protobuf';
import { type AuctionMessage, AuctionMessageSchema } from './messages';

interface Encodings {
  proto?: Uint8Array;
  json?: string;
  /** The stream transport's HTTP/1.1 chunk of the message's frame, per codec. */
  protoChunk?: Buffer;
  jsonChunk?: Buffer;
}

const encodings = new WeakMap<AuctionMessage, Encodings>();

function entry(message: AuctionMessage): Encodings {
  let found = encodings.get(message);
  if (!found) {
    found = {};
    encodings.set(message, found);
  }
  return found;
}

/** One encoded form of the message, computed on first use. Encode only messages that will not change. */
export function encodedOnce<K extends keyof Encodings>(
  message: AuctionMessage,
  form: K,
  encode: () => NonNullable<Encodings[K]>,
): NonNullable<Encodings[K]> {
  const cached = entry(message);
  cached[form] ??= encode();
  return cached[form]!;
}

/** The message as protobuf bytes (its seq set first). */
export function protoBytes(message: AuctionMessage): Uint8Array {
  return encodedOnce(message, 'proto', () => toBinary(AuctionMessageSchema, message));
}

/** The message as proto3 JSON text (what lot_events.payload stores and JSON streams carry). */
export function protoJsonText(message: AuctionMessage): string {
  return encodedOnce(message, 'json', () => JSON.stringify(toJson(AuctionMessageSchema, message)));
}

/** Records bytes this message was decoded from, so they are reused instead of encoding it again. */
export function rememberProtoBytes(message: AuctionMessage, bytes: Uint8Array) {
  entry(message).proto = bytes;
}
