import { JOIN_TYPE_LABELS, MAXIMUM_BID_MESSAGES } from '@bidright/domain';

/**
 * How a bid came in, as the control room and the room view name it: 'Online (maximum)' for a bid placed
 * by a bidder's maximum (issue 32), else how its bidder joined ('Online', or 'In Person' for a room bid
 * entered by staff). The same words on every staff screen, so the room and the online bidders hear of
 * each bid alike (735 ILCS 5/15-1507.2(g)).
 */
export function bidSourceLabel(
  bid: { bidderId: string; placedByMaximum?: boolean },
  bidders: readonly { id: string; type: string }[],
): string {
  if (bid.placedByMaximum) return MAXIMUM_BID_MESSAGES.proxyBidderLabel;
  const type = bidders.find((bidder) => bidder.id === bid.bidderId)?.type;
  return type === 'INPERSON' ? JOIN_TYPE_LABELS.INPERSON : JOIN_TYPE_LABELS.ONLINE;
}
