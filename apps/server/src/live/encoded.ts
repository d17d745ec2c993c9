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
  /**
   * The protobuf bytes as pieces to write one after another, when they are mostly shared with other
   * messages (a Connect snapshot: the lot's bidder list, encoded once, with the reader's own entry spliced
   * in). Concatenated protobuf fields are one message, so no piece is copied to send it.
   */
  protoParts?: readonly Uint8Array[];
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
  return encodedOnce(message, 'proto', () => {
    const parts = encodings.get(message)?.protoParts;
    return parts ? Buffer.concat(parts) : toBinary(AuctionMessageSchema, message);
  });
}

/** The message's protobuf bytes as the pieces remembered for it, or as one piece. */
export function protoPieces(message: AuctionMessage): readonly Uint8Array[] {
  return encodings.get(message)?.protoParts ?? [protoBytes(message)];
}

/** Records the pieces whose concatenation is this message's protobuf encoding (see Encodings.protoParts). */
export function rememberProtoParts(message: AuctionMessage, parts: readonly Uint8Array[]) {
  entry(message).protoParts = parts;
}

/** The message as proto3 JSON text (what lot_events.payload stores and JSON streams carry). */
export function protoJsonText(message: AuctionMessage): string {
  return encodedOnce(message, 'json', () => JSON.stringify(toJson(AuctionMessageSchema, message)));
}

/** Records bytes this message was decoded from, so they are reused instead of encoding it again. */
export function rememberProtoBytes(message: AuctionMessage, bytes: Uint8Array) {
  entry(message).proto = bytes;
}
