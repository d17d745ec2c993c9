// The generated live-stream types, re-exported under one short path for the server.
export {
  AuctionLive,
  type AuctionMessage,
  AuctionMessageSchema,
  type Bid as LiveBid,
  type BidderEntry,
  BidderEntrySchema,
  BidderSchema,
  BidSchema as LiveBidSchema,
  LiveEvent,
  type Lot as LiveLot,
  LotAmountSchema,
  LotSchema as LiveLotSchema,
  SaleInterruptionSchema,
  SubscriberRole,
  type SubscriptionRequest,
  WinnerSchema,
} from '@bidright/domain/gen/bidright/live/v1/live_pb';
