import type { TLiveAuction } from '@bidright/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { apiToken, bearer, bidByApi, findDemoAuctions, liveAuction, startLotByApi } from './live-helpers';

/**
 * Set-up steps of a manual sale through the API, for journeys about what follows a bid (alerts, maximums,
 * the winner's way to the deed): the live screens' own journeys take these steps in the browser.
 */

/** The demo manual auction with its first lot started, and the auctioneer's token. */
export interface TStartedLot {
  auction: TLiveAuction;
  lotId: string;
  auctioneerToken: string;
}

/**
 * STARTs the demo manual auction's first lot: the seed leaves every lot of that auction unstarted, and a
 * manual auction has one lot open at a time.
 */
export async function startFirstManualLot(request: APIRequestContext): Promise<TStartedLot> {
  const { token, manual } = await findDemoAuctions(request);
  const lot = manual.lots[0]!;
  expect(lot.startedTime, 'the demo manual auction has no lot started yet').toBeNull();
  await startLotByApi(request, lot.id);
  return { auction: manual, lotId: lot.id, auctioneerToken: token };
}

/** Puts the bidder in the lot with a $30,000 deposit on their first purchase profile. */
export async function joinLotByApi(
  request: APIRequestContext,
  userName: string,
  auctionId: string,
  lotId: string,
) {
  const token = await apiToken(request, userName);
  const profiles = (await (
    await request.get('/api/purchaseprofiles', { headers: bearer(token) })
  ).json()) as { id: string }[];
  const join = await request.post(`/api/auctions/${auctionId}/${lotId}/bidders`, {
    headers: bearer(token),
    data: { amount: 30_000, purchaseProfileId: Number(profiles[0]!.id), type: 'ONLINE' },
  });
  expect(join.status(), await join.text()).toBe(200);
}

/**
 * On the started lot, bidder2 bids the minimum and bidder1 outbids them by $5,000, each joining first: the
 * demo has no bidder in the manual auction's lots.
 */
export async function outbidBidder2(
  request: APIRequestContext,
  { auction, lotId, auctioneerToken }: TStartedLot,
) {
  const live = await liveAuction(request, auctioneerToken, auction.id);
  const { minBid } = live.lots.find((lot) => lot.id === lotId)!;
  for (const [userName, amount] of [
    ['bidder2', minBid],
    ['bidder1', minBid + 5_000],
  ] as const) {
    await joinLotByApi(request, userName, auction.id, lotId);
    await bidByApi(request, userName, { auctionId: auction.id, lotId }, amount);
  }
}

/** Opens the bell until an alert with this title shows (alerts are raised by the job queue, not at once). */
export async function expectAlert(page: Page, title: RegExp, timeout = 45_000) {
  await expect(async () => {
    await page.reload();
    await page.getByTestId('notification-bell').click();
    await expect(page.getByTestId('notification-item').filter({ hasText: title }).first()).toBeVisible({
      timeout: 2000,
    });
  }).toPass({ timeout });
}
