import type { TAuctionListInput, TClientListBody, TConnectedCompanyListBody } from '@bidright/domain';

/**
 * Query keys that more than one feature reads or invalidates. A feature that must refresh another's data (a
 * default marked on a lot refreshes the case pages), or fills a picker with another's data (the case area's
 * client and auction pickers), names the key here, so it never imports that feature's api: the arrow would
 * run back up the house. The owning feature's api re-exports its keys.
 */

/** Root of every cases query key: mutations invalidate below it. */
export const casesKey = ['cases'] as const;

/** Query keys of the client area (its lists, details and the case area's client pickers). */
export const clientKeys = {
  all: ['clients'] as const,
  lists: () => ['clients', 'list'] as const,
  list: (body: TClientListBody) => ['clients', 'list', body] as const,
  detail: (clientId: string) => ['clients', 'detail', clientId] as const,
  attorneys: (clientId: string, page: number) => ['clients', 'attorneys', clientId, page] as const,
  /** The case area's pickers: every client of the company, and one client's attorneys. */
  lookup: () => ['clients', 'lookup'] as const,
  attorneyLookup: (clientId: string) => ['clients', clientId, 'attorneys'] as const,
  allConnected: () => ['connected-companies'] as const,
  connected: (body: TConnectedCompanyListBody) => ['connected-companies', body] as const,
};

/** Query keys of the auction area; every mutation invalidates by these (the case area's lot pickers too). */
export const auctionKeys = {
  all: ['auctions'] as const,
  statusCount: () => ['auctions', 'statuscount'] as const,
  list: (body: TAuctionListInput) => ['auctions', 'list', body] as const,
  detail: (id: string) => ['auctions', 'detail', id] as const,
  streams: (id: string) => ['auctions', 'streams', id] as const,
  sameStart: (iso: string) => ['auctions', 'same-start', iso] as const,
  /** The company's unstarted auctions, which the case area assigns lots to. */
  unstarted: () => ['auctions', 'lookup'] as const,
};
