import { z } from 'zod';

/* Answers of the sign-up calls (spec part 3 §3, §5): ids as strings. */

/** POST /api/bidders: the new bidder; `deviceToken` trusts the browser that just passed the SMS code. */
export const ZBidderRegistered = z.object({
  id: z.string(),
  message: z.string(),
  deviceToken: z.string().optional(),
});
export type TBidderRegistered = z.infer<typeof ZBidderRegistered>;

/** POST /api/auctioneers: the new manager, the company and its status (Pending until an admin approves it). */
export const ZAuctioneerRegistered = z.object({ id: z.string(), companyId: z.string(), status: z.string() });
export type TAuctioneerRegistered = z.infer<typeof ZAuctioneerRegistered>;

/** POST /api/attorneys/{attorneyId}/register: the new client user and its client (law firm). */
export const ZClientRegistered = z.object({ id: z.string(), clientId: z.string() });
export type TClientRegistered = z.infer<typeof ZClientRegistered>;
