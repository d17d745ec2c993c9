import type { TListingSummary } from './schemas/listings';

/**
 * antd's tag colours that a search result's tags take (the web's styles/first-paint/search.css
 * `.card-tag.is-*`).
 */
export type TListingTagColor = 'red' | 'blue' | 'default' | 'volcano' | 'green' | 'purple' | 'orange';

const STATUS_COLORS: Record<TListingSummary['status'], TListingTagColor> = {
  Live: 'red',
  Upcoming: 'blue',
  Completed: 'default',
  Cancelled: 'volcano',
};

/**
 * The tags of a property search result (spec part 1 §2), in order: its status, then Registered, Mock
 * Auction, Cancelled (a cancelled lot of a running auction) and Postponed. The app's card and the server's
 * first paint of the search both draw them.
 */
export function listingTags(
  lot: Pick<TListingSummary, 'status' | 'isRegistered' | 'auctionIsTest' | 'lotStatus' | 'isPostponed'>,
): { label: string; color: TListingTagColor }[] {
  const tags: { label: string; color: TListingTagColor }[] = [
    { label: lot.status, color: STATUS_COLORS[lot.status] },
  ];
  if (lot.isRegistered) tags.push({ label: 'Registered', color: 'green' });
  if (lot.auctionIsTest) tags.push({ label: 'Mock Auction', color: 'purple' });
  if (lot.lotStatus === 'Cancelled' && lot.status !== 'Cancelled')
    tags.push({ label: 'Cancelled', color: 'volcano' });
  if (lot.isPostponed) tags.push({ label: 'Postponed', color: 'orange' });
  return tags;
}
