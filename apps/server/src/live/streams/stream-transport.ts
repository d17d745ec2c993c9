/**
 * The Subscribe half of AuctionLive, served over HTTP/1.1 in the two protocols browsers can use: Connect
 * streaming and gRPC-web, each with proto or JSON messages. It is written by hand (Publish still goes
 * through @connectrpc/connect-fastify) so that a live event is encoded ONCE per process and the same frame
 * bytes are written to every subscriber: with the library, every stream would serialise every event again.
 */
import type { ServerResponse } from 'node:http';
import { SubscriptionRequestSchema } from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { fromBinary, fromJson, type JsonValue } from '@bufbuild/protobuf';
import { Code, ConnectError } from '@connectrpc/connect';
import { codeToString } from '@connectrpc/connect/protocol-connect';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../errors';
import { encodedOnce, protoBytes, protoJsonText, protoPieces } from '../encoded';
import type { AuctionMessage, SubscriptionRequest } from '../messages';
import type { StreamSink } from './live-connection';

export const SUBSCRIBE_PATH = '/bidright.live.v1.AuctionLive/Subscribe';

type Wire = { protocol: 'connect' | 'grpc-web'; codec: 'proto' | 'json'; contentType: string };

const CONTENT_TYPES: Record<string, Wire> = {
  'application/connect+proto': {
    protocol: 'connect',
    codec: 'proto',
    contentType: 'application/connect+proto',
  },
  'application/connect+json': { protocol: 'connect', codec: 'json', contentType: 'application/connect+json' },
  'application/grpc-web': { protocol: 'grpc-web', codec: 'proto', contentType: 'application/grpc-web+proto' },
  'application/grpc-web+proto': {
    protocol: 'grpc-web',
    codec: 'proto',
    contentType: 'application/grpc-web+proto',
  },
  'application/grpc-web+json': {
    protocol: 'grpc-web',
    codec: 'json',
    contentType: 'application/grpc-web+json',
  },
};

/** A length-prefixed frame: 1 flag byte, 4-byte big-endian length, payload (both protocols share it). */
function frame(flags: number, payload: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(5 + payload.byteLength);
  out[0] = flags;
  out.writeUInt32BE(payload.byteLength, 1);
  out.set(payload, 5);
  return out;
}

function messagePayload(message: AuctionMessage, codec: 'proto' | 'json'): Uint8Array {
  return codec === 'proto' ? protoBytes(message) : Buffer.from(protoJsonText(message));
}

const CRLF = Buffer.from('\r\n', 'latin1');

/** A message's frame as one HTTP/1.1 chunk (size line, frame, CRLF): the bytes written to every socket. */
export function messageChunk(message: AuctionMessage, codec: 'proto' | 'json'): Buffer {
  return encodedOnce(message, codec === 'proto' ? 'protoChunk' : 'jsonChunk', () => {
    const body = frame(0, messagePayload(message, codec));
    return Buffer.concat([Buffer.from(`${body.byteLength.toString(16)}\r\n`, 'latin1'), body, CRLF]);
  });
}

/**
 * What goes on the socket for a message, in order. A message kept as pieces (a Connect snapshot, whose bidder
 * list is shared by every stream opening on the lot) is written piece by piece behind one chunk-and-frame
 * header, so the shared bytes are never copied per stream.
 */
function messageWrites(message: AuctionMessage, codec: 'proto' | 'json'): readonly Uint8Array[] {
  const pieces = codec === 'proto' ? protoPieces(message) : [];
  if (pieces.length <= 1) return [messageChunk(message, codec)];
  const length = pieces.reduce((sum, piece) => sum + piece.byteLength, 0);
  const header = Buffer.allocUnsafe(5);
  header[0] = 0;
  header.writeUInt32BE(length, 1);
  return [Buffer.from(`${(5 + length).toString(16)}\r\n`, 'latin1'), header, ...pieces, CRLF];
}

function endFrame(wire: Wire, error?: ConnectError): Buffer {
  if (wire.protocol === 'connect') {
    const body = error ? { error: { code: codeToString(error.code), message: error.rawMessage } } : {};
    return frame(0b10, Buffer.from(JSON.stringify(body)));
  }
  const status = error ? error.code : 0;
  const message = error ? `grpc-message: ${encodeURIComponent(error.rawMessage)}\r\n` : '';
  return frame(0x80, Buffer.from(`grpc-status: ${status}\r\n${message}`));
}

function decodeRequest(wire: Wire, body: Buffer): SubscriptionRequest {
  if (body.byteLength < 5) throw new ConnectError('The request has no message.', Code.InvalidArgument);
  if (body[0]! & 0b1) throw new ConnectError('Compressed requests are not supported.', Code.Unimplemented);
  const length = body.readUInt32BE(1);
  const data = body.subarray(5, 5 + length);
  if (data.byteLength !== length)
    throw new ConnectError('The request message is truncated.', Code.InvalidArgument);
  try {
    return wire.codec === 'proto'
      ? fromBinary(SubscriptionRequestSchema, data)
      : fromJson(SubscriptionRequestSchema, JSON.parse(data.toString('utf8')) as JsonValue, {
          ignoreUnknownFields: true,
        });
  } catch {
    throw new ConnectError('The subscription request could not be read.', Code.InvalidArgument);
  }
}

export type OpenSubscription = (input: {
  authorization: string;
  request: SubscriptionRequest;
  /** Aborts when the transport closes (the client went away, or the stream ended). */
  signal: AbortSignal;
  /** Cuts the transport of a stream that was dropped and never drained. */
  hardClose: () => void;
}) => Promise<{ attach(sink: StreamSink): void }>;

/** Serves Subscribe at its RPC path; `open` authorises and queues the first messages (ordering lives there). */
export function registerSubscribeTransport(app: FastifyInstance, open: OpenSubscription) {
  app.register(async (scope) => {
    scope.addContentTypeParser(Object.keys(CONTENT_TYPES), { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(SUBSCRIBE_PATH, { schema: { hide: true } }, async (request, reply) => {
      const mediaType = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      const wire = CONTENT_TYPES[mediaType];
      if (!wire) return reply.code(415).send({ message: 'Unsupported content type.' });
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': wire.contentType,
        'cache-control': 'no-store',
        // Keeps proxies from buffering the stream.
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      const abort = new AbortController();
      res.on('close', () => abort.abort());
      const end = (error?: ConnectError) => {
        if (!res.destroyed && !res.writableEnded) res.end(endFrame(wire, error));
      };
      let stream: Awaited<ReturnType<OpenSubscription>>;
      try {
        stream = await open({
          authorization: String(request.headers.authorization ?? ''),
          request: decodeRequest(wire, request.body as Buffer),
          signal: abort.signal,
          hardClose: () => res.destroy(),
        });
      } catch (error) {
        const failure = toConnectError(error);
        if (failure.code === Code.Internal || failure.code === Code.Unknown) {
          request.log.error({ err: error }, 'live stream failed');
        }
        return end(failure);
      }
      stream.attach(socketSink(res, wire, end));
    });
  });
}

/**
 * Writes messages to the response. With chunked encoding (every HTTP/1.1 client) the prebuilt chunk goes
 * straight to the socket: one write call per subscriber per event, no per-write framing work. An HTTP/1.0
 * client gets the plain frame through the response.
 */
function socketSink(res: ServerResponse, wire: Wire, end: (error?: ConnectError) => void): StreamSink {
  const socket = res.chunkedEncoding ? res.socket : null;
  return {
    write(message) {
      if (res.destroyed || res.writableEnded) return true;
      if (socket) {
        const writes = messageWrites(message, wire.codec);
        if (writes.length === 1) return socket.write(writes[0]!);
        socket.cork();
        let flowing = true;
        for (const piece of writes) flowing = socket.write(piece);
        socket.uncork();
        return flowing;
      }
      return res.write(frame(0, messagePayload(message, wire.codec)));
    },
    onDrain(callback) {
      (socket ?? res).once('drain', callback);
    },
    end,
  };
}

const HTTP_TO_CONNECT: Record<number, Code> = {
  400: Code.InvalidArgument,
  401: Code.Unauthenticated,
  403: Code.PermissionDenied,
  404: Code.NotFound,
  409: Code.FailedPrecondition,
  429: Code.ResourceExhausted,
};

/** Use-case errors keep their message and get the matching RPC code; anything else is internal. */
function toConnectError(error: unknown): ConnectError {
  if (error instanceof ConnectError) return error;
  if (error instanceof HttpError)
    return new ConnectError(error.message, HTTP_TO_CONNECT[error.statusCode] ?? Code.Unknown);
  return new ConnectError('Server error! - 500', Code.Internal);
}
