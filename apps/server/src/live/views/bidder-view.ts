import { create } from '@bufbuild/protobuf';
import {
  type AuctionMessage,
  AuctionMessageSchema,
  type BidderEntry,
  BidderEntrySchema,
  BidderSchema,
  type LiveBid,
  LiveBidSchema,
} from '../messages';

/**
 * What a bidder may see of the other bidders of a lot (issue 12): their paddle numbers, never their names,
 * user names or locked deposits (a deposit gives away that bidder's maximum bid). The bidder's own entry
 * and own bids stay whole. Staff of the owning company get the full message (the control room needs it).
 *
 * The stream writes one message object to every subscriber and encodes it once; the bidder view keeps that:
 * a message that holds nothing of the reading bidder is redacted once and the redacted copy is shared by
 * every bidder stream (so it too is encoded once). Only a message carrying the reader's own entry or bid
 * gets a copy of its own.
 */
const shared = new WeakMap<AuctionMessage, AuctionMessage>();
/** Messages built already in one bidder's view (their Connect snapshot), by that bidder's user id. */
const builtFor = new WeakMap<AuctionMessage, number>();

/** Marks a message that was built in `userId`'s view already, so bidderView passes it through as is. */
export function markBidderView(message: AuctionMessage, userId: number): AuctionMessage {
  builtFor.set(message, userId);
  return message;
}

const hasPeople = (message: AuctionMessage) =>
  message.bidders.length > 0 || message.bidder !== undefined || message.priorBids.length > 0;

/** A rival's bid: amount, time and paddle; the user name goes. */
export function otherBid(bid: LiveBid): LiveBid {
  return create(LiveBidSchema, { ...bid, userName: '' });
}

/** A rival's list entry: paddle, participation dates, type and public bids; no names and no deposit. */
export function otherEntry(entry: BidderEntry): BidderEntry {
  return create(BidderEntrySchema, {
    id: entry.id,
    paddleNumber: entry.paddleNumber,
    enteredDate: entry.enteredDate,
    leftDate: entry.leftDate,
    type: entry.type,
    lastBid: entry.lastBid,
    wins: entry.wins,
    maxBidAmount: 0,
  });
}

function redact(message: AuctionMessage, ownId: string | null): AuctionMessage {
  const isOwn = (id: string) => ownId !== null && id === ownId;
  const bidder = message.bidder;
  return create(AuctionMessageSchema, {
    ...message,
    bidders: message.bidders.map((entry) => (isOwn(entry.id) ? entry : otherEntry(entry))),
    priorBids: message.priorBids.map((bid) => (isOwn(bid.bidderId) ? bid : otherBid(bid))),
    bidder:
      bidder === undefined || isOwn(bidder.id)
        ? bidder
        : create(BidderSchema, {
            id: bidder.id,
            paddleNumber: bidder.paddleNumber,
            bid: bidder.bid ? otherBid(bidder.bid) : undefined,
          }),
  });
}

const mentions = (message: AuctionMessage, id: string) =>
  message.bidder?.id === id ||
  message.bidders.some((entry) => entry.id === id) ||
  message.priorBids.some((bid) => bid.bidderId === id);

/** The message as the bidder `userId` may read it (the same object when it names no bidder). */
export function bidderView(message: AuctionMessage, userId: number): AuctionMessage {
  if (!hasPeople(message) || builtFor.get(message) === userId) return message;
  const ownId = String(userId);
  if (mentions(message, ownId)) return redact(message, ownId);
  let view = shared.get(message);
  if (!view) {
    view = redact(message, null);
    shared.set(message, view);
  }
  return view;
}
