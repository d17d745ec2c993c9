import type { TDemoAccount } from '@bidright/domain/demo-accounts';

/** The password of every seeded demo account (README "Demo accounts"). */
export const DEMO_PASSWORD = 'Demo1234';

/**
 * The seeded demo logins, in the order the login pages offer them (the admin's on /admin/login). The seed
 * creates them; the development server offers them as one-click shortcuts (plugins/demo-accounts.ts).
 */
export const DEMO_LOGINS: readonly Omit<TDemoAccount, 'password'>[] = [
  { role: 'Admin', userName: 'admin', label: 'Admin' },
  { role: 'Auctioneer', userName: 'auctioneer', label: 'Auctioneer (Lakeshore Auction Group)' },
  { role: 'Employee', userName: 'employee', label: 'Employee (Lakeshore Auction Group)' },
  { role: 'Auctioneer', userName: 'prairie', label: 'Auctioneer (Prairie State Auctions)' },
  { role: 'Client', userName: 'client', label: 'Client (Wabash & Monroe LLP)' },
  { role: 'Bidder', userName: 'bidder1', label: 'Bidder ($250,000)' },
  { role: 'Bidder', userName: 'bidder2', label: 'Bidder ($100,000)' },
  { role: 'Bidder', userName: 'bidder3', label: 'Bidder ($20,000)' },
  { role: 'Auctioneer', userName: 'northshore', label: 'Auctioneer (Northshore, pending approval)' },
];
