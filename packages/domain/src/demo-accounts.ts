import { z } from 'zod';

/**
 * The demo accounts the login pages offer as one-click shortcuts outside production (spec part 3 §9:
 * "test-account shortcuts show on the login page only when the build is not production"). The server
 * answers them only when it is not in production either, so no production server ever sends a password.
 */
export const DEMO_ACCOUNTS_PATH = '/dev/demo-accounts';

export const ZDemoAccount = z.object({
  /** What the account is, as the shortcut names it: "Auctioneer (Lakeshore Auction Group)". */
  label: z.string(),
  role: z.enum(['Admin', 'Auctioneer', 'Employee', 'Client', 'Bidder']),
  userName: z.string(),
  password: z.string(),
});
export type TDemoAccount = z.infer<typeof ZDemoAccount>;

export const ZDemoAccounts = z.object({ accounts: z.array(ZDemoAccount) });
export type TDemoAccounts = z.infer<typeof ZDemoAccounts>;
