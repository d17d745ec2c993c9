import type { TChangeProfileBody, TPurchaseProfileAnswer } from '@bidright/domain';
import { apiFetch } from '../../../lib/api-client';

/**
 * PUT /api/auctions/{auctionId}/bidders: the purchase profile (deed grantee) the bidder uses in a joined
 * auction. The server refuses it once a lot they joined has started (400 with the domain's message).
 */
export const changePurchaseProfile = (auctionId: string, purchaseProfileId: string) =>
  apiFetch<TPurchaseProfileAnswer>(`/api/auctions/${auctionId}/bidders`, {
    method: 'PUT',
    json: { purchaseProfileId: Number(purchaseProfileId) } satisfies TChangeProfileBody,
    silent: true,
  });
