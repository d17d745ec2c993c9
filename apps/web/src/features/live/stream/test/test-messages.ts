import {
  type AuctionMessage,
  AuctionMessageSchema,
  type LiveEvent,
} from '@bidright/domain/gen/bidright/live/v1/live_pb';
import { create, type MessageInitShape } from '@bufbuild/protobuf';

/** Builds a stream message for tests. */
export function msg(
  event: LiveEvent,
  init: Omit<MessageInitShape<typeof AuctionMessageSchema>, 'event' | 'seq' | '$typeName'> & {
    seq?: number;
  } = {},
): AuctionMessage {
  const { seq, ...rest } = init;
  const shape = { ...rest, event, seq: BigInt(seq ?? 0) } as MessageInitShape<typeof AuctionMessageSchema>;
  return create(AuctionMessageSchema, shape);
}
