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

/** The message as protobuf bytes. Encode only messages that will not change afterwards (seq set). */
export function protoBytes(message: AuctionMessage): Uint8Array {
  const cached = entry(message);
  cached.proto ??= toBinary(AuctionMessageSchema, message);
  return cached.proto;
}

/** The message as proto3 JSON text (what lot_events.payload stores and JSON streams carry). */
export function protoJsonText(message: AuctionMessage): string {
  const cached = entry(message);
  cached.json ??= JSON.stringify(toJson(AuctionMessageSchema, message));
  return cached.json;
}

/** Records bytes this message was decoded from, so they are reused instead of encoding it again. */
export function rememberProtoBytes(message: AuctionMessage, bytes: Uint8Array) {
  entry(message).proto = bytes;
}
