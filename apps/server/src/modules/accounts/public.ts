/**
 * What other areas may use of the accounts area: every import from another module goes through this file,
 * never into the area's own files (the import rules check it).
 */

export { bidderBalances, loadBidderProfileRow, presentBidderProfile } from './bidder-profile';
export { presentPhone } from './presenter';
