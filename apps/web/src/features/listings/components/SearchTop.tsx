import { SEARCH_PAGE_HINT, SEARCH_PAGE_TITLE, SEARCH_REGION_NOTICE } from '@bidright/domain';
import type { ReactNode } from 'react';

/**
 * The top of the bidder search (first-paint/search.css `.search-top`): the heading with the result count, the
 * line under it, the saved filters' place and the Illinois banner, as plain markup. BidderSearchPage shows
 * it; the build renders it, without count or saved filters, into the search's static first paint (ADR 0018).
 */
export function SearchTop({
  count,
  actions,
  bannerIcon,
}: {
  /** The result count after the title, once known. */
  count?: ReactNode;
  /** The saved filters. */
  actions?: ReactNode;
  bannerIcon: ReactNode;
}) {
  return (
    <div className="search-top">
      <div className="search-heading">
        <div>
          <h1>
            {SEARCH_PAGE_TITLE}
            {count && ' '}
            {count}
          </h1>
          <p>{SEARCH_PAGE_HINT}</p>
        </div>
        <div className="search-actions">{actions}</div>
      </div>
      <div className="search-banner" role="note">
        <span className="search-banner-icon">{bannerIcon}</span>
        <span>{SEARCH_REGION_NOTICE}</span>
      </div>
    </div>
  );
}
