import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiToken, bearer, expectLive, openActor, placeBid, usd } from '../support/live-helpers';

/**
 * Issue 43 point 4: the always-open practice sale. A signed-in bidder follows "Practice bidding" from their
 * home (the dashboard), joins a practice lot with play money, bids, is outbid by a scripted rival, sets a
 * maximum above the rivals' ceiling and wins, at 1440 and 390 px. Short lots (60 s) keep the journey brief.
 */
test.use({ serverEnv: { PRACTICE_SALE: 'on', PRACTICE_LOT_SECONDS: '60' } });

const dollars = (text: string | null) => Number((text ?? '').replace(/[^\d]/g, ''));

interface TLobbyLot {
  id: string;
  lotNumber: number;
  stopTime: string;
}

/** The open practice lot with the most time left, once one has at least `seconds` to run. */
async function roomiestLot(request: APIRequestContext, token: string, seconds: number): Promise<TLobbyLot> {
  let found: TLobbyLot | undefined;
  await expect(async () => {
    const lobby = await request.get('/api/practice', { headers: bearer(token) });
    expect(lobby.status()).toBe(200);
    const lots = ((await lobby.json()) as { lots: TLobbyLot[] }).lots
      .filter((lot) => lot.stopTime && new Date(lot.stopTime).getTime() - Date.now() > seconds * 1000)
      .sort((a, b) => new Date(b.stopTime).getTime() - new Date(a.stopTime).getTime());
    found = lots[0];
    expect(found).toBeDefined();
  }).toPass({ timeout: 90_000 });
  return found!;
}

async function practiseToAWin(page: Page, request: APIRequestContext, userName: string, tag: string) {
  // From the signed-in home (the dashboard), as a newcomer finds it.
  await page.getByRole('link', { name: 'Practice bidding' }).first().click();
  await page.waitForURL('**/practice');
  await expect(page.getByText(/Practice: play money only/)).toBeVisible();
  await page.screenshot({ path: `test-results/practice-lobby-${tag}.png` });

  const token = await apiToken(request, userName);
  const lot = await roomiestLot(request, token, 40);
  await page.getByRole('button', { name: new RegExp(`practice lot ${lot.lotNumber}$`) }).click();
  await page.waitForURL(`**/practice/lots/${lot.id}`);
  await expect(page.getByText(/Practice: play money only/)).toBeVisible();
  await expect(page.getByTestId('bid-box')).toBeVisible();
  await expect(page.getByTestId('practice-tag')).toHaveText('Practice: play money');
  await expectLive(page, 30_000);

  // A bid at the minimum, through the live bid box.
  await expect(page.getByTestId('place-bid')).toBeEnabled({ timeout: 20_000 });
  const first = dollars(await page.getByTestId('min-bid').textContent());
  const { receipt } = await placeBid(page, { amount: first });
  expect(receipt.amount).toBe(first);

  // A rival answers a few seconds later.
  await expect(async () => {
    expect(dollars(await page.getByTestId('high-bid').textContent())).toBeGreaterThan(first);
  }).toPass({ timeout: 30_000 });
  await page.screenshot({ path: `test-results/practice-outbid-${tag}.png` });

  // A maximum above every rival's ceiling: the maximum answers the rivals until they stop.
  const panel = page.getByTestId('maximum-bid-panel');
  await panel.getByTestId('maximum-bid-amount').fill('150000');
  await panel.getByTestId('set-maximum-bid').click();
  await page.getByTestId('confirm-maximum-bid').click();
  await expect(panel.getByTestId('my-maximum')).toHaveText(`Your maximum: ${usd(150_000)}`);
  await expect(panel.getByTestId('my-maximum-standing')).toHaveText('Still leading', { timeout: 30_000 });
  await page.screenshot({ path: `test-results/practice-maximum-${tag}.png` });

  // The lot closes on its clock; the win is play money, and its alert says so.
  await expect(async () => {
    const inbox = await request.get('/api/notifications', { headers: bearer(token) });
    const items = ((await inbox.json()) as { data: { title: string; lotId: string | null }[] }).data;
    expect(items.some((n) => n.lotId === lot.id && n.title.startsWith('Practice: You won'))).toBe(true);
  }).toPass({ timeout: 120_000, intervals: [2000] });
  await page.screenshot({ path: `test-results/practice-won-${tag}.png` });

  // Not a real winning.
  const winnings = await request.get('/api/bidders/winning', { headers: bearer(token) });
  expect(JSON.stringify(await winnings.json())).not.toContain(`"${lot.id}"`);
}

test('practice sale at 1440 px: join from home, bid, be outbid, set a maximum and win', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const bidder = await openActor(browser, 'bidder1', { width: 1440, height: 900 });
  try {
    await practiseToAWin(bidder.page, request, 'bidder1', '1440');
  } finally {
    await bidder.context.close();
  }
});

test('practice sale at 390 px: join from home, bid, be outbid, set a maximum and win', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const bidder = await openActor(browser, 'bidder2', { width: 390, height: 844 });
  try {
    await practiseToAWin(bidder.page, request, 'bidder2', '390');
  } finally {
    await bidder.context.close();
  }
});
