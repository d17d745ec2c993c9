import type { TBidderLot } from '@bidright/domain';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { rememberViewed } from '../../listings/public/recently-viewed';
import { canonicalLotPath } from '../format';

/**
 * Rewrites the address to the canonical slug route once the lot is known (spec part 1 §2). On a page load
 * the start has done it already, before the router existed (`handle.canonicalPath`); this covers the rest:
 * in-app links to /details/{id}, and a first load whose lot arrived late.
 */
export function useCanonicalLotPath(lot: TBidderLot | undefined): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    // A practice lot stays at /practice/lots/{id}, under the practice band (ADR 0076).
    if (!lot?.property || lot.auctionIsPractice) return;
    const path = canonicalLotPath(lot);
    if (location.pathname !== path) navigate(path, { replace: true });
  }, [lot, location.pathname, navigate]);
}

/**
 * Adds the lot to the header's recently viewed list (the last 5 lots, kept locally). In a task of its own:
 * a page's first read of localStorage waits for the browser to open it (~7 ms here), which need not
 * lengthen the commit.
 */
export function useRememberViewedLot(lot: TBidderLot | undefined): void {
  useEffect(() => {
    const property = lot?.property;
    // A practice lot is not a property anyone will look for again: it is not remembered.
    if (!lot || !property || lot.auctionIsPractice) return;
    const timer = setTimeout(() => rememberViewed(recentlyViewedEntry(lot, property)), 0);
    return () => clearTimeout(timer);
  }, [lot]);
}

/** What the header's recently viewed list keeps of a lot. */
function recentlyViewedEntry(lot: TBidderLot, property: NonNullable<TBidderLot['property']>) {
  return {
    lotId: lot.id,
    auctionId: lot.auction.id,
    hostName: lot.auction.hostName,
    streetLine1: property.streetLine1,
    streetLine2: property.streetLine2 ?? null,
    city: property.city ?? null,
    stateCode: property.stateCode ?? null,
    zipCode: property.zipCode ?? null,
    county: property.county ?? null,
  };
}
