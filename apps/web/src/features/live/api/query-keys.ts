/**
 * Every query key of the live area, and the only place one starting with 'live' is spelled (other areas
 * that refresh a live query, such as the account's balance and purchase profiles, take theirs from here).
 * A prefix (`all`, `auctions`) matches every key under it, for invalidating or writing them all at once.
 */
export const liveKeys = {
  all: ['live'] as const,
  bidderLot: (lotId: string) => ['live', 'bidder-lot', lotId] as const,
  /** Every live auction's lot list (the prefix of `auction`). */
  auctions: () => ['live', 'auction'] as const,
  auction: (auctionId: string) => ['live', 'auction', auctionId] as const,
  joinedLots: () => ['live', 'joined-lots'] as const,
  streams: (auctionId: string) => ['live', 'streams', auctionId] as const,
  purchaseProfiles: () => ['live', 'purchase-profiles'] as const,
  bidHistory: (lotId: string, page: number) => ['live', 'bid-history', lotId, page] as const,
  balance: () => ['live', 'balance'] as const,
  maximumBid: (lotId: string) => ['live', 'maximum-bid', lotId] as const,
  /** The bidder's standing in an auction that asks for approval (issue 43). */
  myApproval: (auctionId: string) => ['live', 'my-approval', auctionId] as const,
  bidderSearch: (lotId: string, by: string, term: string, page: number) =>
    ['live', 'bidder-search', lotId, by, term, page] as const,
  /** The room view's top bid, read again whenever the lot's bid count changes. */
  roomTopBid: (lotId: string, bidCount: number) => ['live', 'room-top-bid', lotId, bidCount] as const,
};
