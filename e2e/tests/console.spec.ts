import { expect, test } from '../support/fixtures';
import { findDemoAuctions, isUnclosed } from '../support/live-helpers';
import { firstCase, openAs, settle } from '../support/page-checks';

/** What a person notices (issue 18): no page of any role prints an error, a warning or a deprecation notice. */

test('the console stays clean on the pages of every role', async ({ browser, request }) => {
  test.setTimeout(240_000);
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed) ?? manual.lots[0]!;
  const printed: string[] = [];

  const visitor = await openAs(browser, null);
  for (const path of ['/', '/login', '/register']) {
    await visitor.page.goto(path);
    await settle(visitor.page);
  }
  printed.push(...visitor.printed);
  await visitor.close();

  const staff = await openAs(browser, 'auctioneer');
  for (const path of [
    '/dashboard',
    '/cases',
    '/auctions',
    `/auctions/${manual.id}`,
    `/auctions/${manual.id}/auctioneer/${lot.id}`,
    '/properties',
    '/new-property',
    '/settings',
  ]) {
    await staff.page.goto(path);
    await settle(staff.page);
  }
  await staff.page.goto(`/cases/${(await firstCase(request)).id}`);
  await settle(staff.page);
  printed.push(...staff.printed);
  await staff.close();

  const bidder = await openAs(browser, 'bidder1');
  for (const path of [
    '/dashboard',
    '/properties',
    '/account/personal',
    '/account/purchase',
    '/account/balance',
    `/details/${lot.id}`,
  ]) {
    await bidder.page.goto(path);
    await settle(bidder.page);
  }
  printed.push(...bidder.printed);
  await bidder.close();

  expect(printed, 'console errors, warnings and deprecation notices').toEqual([]);
});
