import { matchPath } from 'react-router';
import { rememberLast } from '../lib/remember-last';

/**
 * The title of every page by its route, first match wins. Pages about one thing (a case, a lot, an
 * auction) refine it with `usePageTitle` once their data arrives.
 */
const PAGE_TITLES: [pattern: string, title: string][] = [
  ['/', 'Foreclosure auctions online'],
  ['/login', 'Login'],
  ['/admin/login', 'Admin Login'],
  ['/register', 'Sign Up'],
  ['/client-register', 'Client Registration'],
  ['/forgot-password', 'Forgot Password'],
  ['/resetPassword', 'Reset Password'],
  ['/blogs/:blogId', 'Resource'],
  ['/terms-conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/outage-policy', 'Outage Policy'],
  ['/faq', 'FAQ'],
  ['/help-center', 'Help Center'],
  ['/accessibility', 'Accessibility Statement'],
  ['/dashboard', 'Dashboard'],
  ['/account/winning/:lotId', 'Winning Details'],
  ['/account/winning', 'My Winnings'],
  ['/account/*', 'My Account'],
  ['/account', 'My Account'],
  ['/settings/*', 'Settings'],
  ['/settings', 'Settings'],
  ['/connected-companies', 'Connected Companies'],
  ['/clients/:clientId', 'Client'],
  ['/clients', 'Clients'],
  ['/audit-trail', 'Audit Trail'],
  ['/nonpayers', 'Non-payer list'],
  ['/reports/*', 'Reports'],
  ['/properties', 'Properties'],
  ['/new-property', 'New Property'],
  ['/cases/:caseId/lots/:lotId/properties/:propertyId', 'Property'],
  ['/cases/:caseId/lots/:lotId', 'Lot'],
  ['/cases/:caseId', 'Case'],
  ['/cases', 'Cases'],
  ['/auctions/:auctionId/room/:lotId', 'Auction Room'],
  ['/auctions/:host/:slug/:auctionId/:lotId', 'Lot'],
  ['/auctions/:auctionId/:mode/:lotId', 'Live Auction'],
  ['/auctions/:auctionId/:mode', 'Live Auction'],
  ['/auctions/:auctionId', 'Auction'],
  ['/auctions', 'Auctions'],
  ['/details/:lotId', 'Lot'],
  ['/admin/dashboard', 'Admin Dashboard'],
  ['/admin/users/*', 'Users'],
  ['/admin/settings/*', 'Settings'],
  ['/admin/companies/:companyId', 'Company'],
  ['/admin/companies', 'Companies'],
  ['/admin/verifications', 'Verifications'],
  ['/admin/audit-trail', 'Audit Trail'],
  ['/admin/nonpayers', 'Non-payer lists'],
  ['/admin/reports/*', 'Reports'],
  ['/admin/*', 'Admin'],
];

/** Remembers its last path: the page asks on every render, and each matchPath compiles its pattern anew. */
export const titleForPath = rememberLast((pathname: string): string | null => {
  const found = PAGE_TITLES.find(([pattern]) => matchPath(pattern, pathname));
  return found ? found[1] : null;
});
