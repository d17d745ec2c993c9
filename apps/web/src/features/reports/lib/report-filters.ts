import type { TReportFilterBody } from '@bidright/domain';
import type { Dayjs } from 'dayjs';

/** The report filters as the filter bar holds them (the request body is built from them). */
export type TReportFilters = {
  search: string;
  companyId?: string;
  auctionId?: string;
  bidderId?: string;
  range: [Dayjs | null, Dayjs | null];
  type?: TReportFilterBody['type'];
  isVerified?: boolean;
  isPhoneVerified?: boolean;
};

/** No filter set: what Clear Filter returns to. */
export const DEFAULT_REPORT_FILTERS: TReportFilters = { search: '', range: [null, null] };

/** Whether two sets of filters ask for the same rows (dates compared by their instant). */
export const sameFilters = (a: TReportFilters, b: TReportFilters) =>
  a.search === b.search &&
  a.companyId === b.companyId &&
  a.auctionId === b.auctionId &&
  a.bidderId === b.bidderId &&
  a.type === b.type &&
  a.isVerified === b.isVerified &&
  a.isPhoneVerified === b.isPhoneVerified &&
  (a.range[0]?.valueOf() ?? null) === (b.range[0]?.valueOf() ?? null) &&
  (a.range[1]?.valueOf() ?? null) === (b.range[1]?.valueOf() ?? null);
