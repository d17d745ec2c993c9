import { REPORT_PAGE_SIZES } from '@bidright/domain';
import type { TReportType } from '../api/reports';

/** What each report is called in the switch and in its export's file name. */
export const REPORT_TITLES: Record<TReportType, string> = {
  auctions: 'Auctions',
  bidders: 'Bidders',
  bids: 'Bids',
};

/** How many rows a page of each report holds. */
export const REPORT_PAGE_SIZE: Record<TReportType, number> = {
  auctions: REPORT_PAGE_SIZES.auctions,
  bidders: REPORT_PAGE_SIZES.bidders,
  bids: REPORT_PAGE_SIZES.bids,
};

/** A dollar amount as the reports show it. */
export const usd = (dollars: number) =>
  dollars.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
