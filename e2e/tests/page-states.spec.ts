import { expect, test } from '../support/fixtures';
import { isUnclosed } from '../support/live-helpers';
import { DESKTOP, firstCase, openAs, upcomingAuction } from '../support/page-checks';

/** What a page says about where the reader is: an upcoming lot's state, a case page's tab title. */

test("an upcoming auction's lot shows Upcoming; a case page's tab title names the case", async ({
  browser,
  request,
}) => {
  const upcoming = await upcomingAuction(request, 'Auto');
  const lot = upcoming.lots.find(isUnclosed)!;
  const bidder = await openAs(browser, 'bidder2', DESKTOP);
  try {
    await bidder.page.goto(`/details/${lot.id}`);
    await expect(bidder.page.getByTestId('auction-state')).toHaveText(/^Upcoming/);
    await expect(bidder.page.getByTestId('connection-indicator').first()).not.toContainText(/\b0 ms/);
  } finally {
    await bidder.close();
  }

  const staff = await openAs(browser, 'auctioneer', DESKTOP);
  try {
    const { id, caseNumber } = await firstCase(request);
    await staff.page.goto(`/cases/${id}`);
    await expect(staff.page).toHaveTitle(`Case ${caseNumber} · Bidright`);
  } finally {
    await staff.close();
  }
});
