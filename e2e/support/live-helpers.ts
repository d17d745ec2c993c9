import {
  type TBidReceipt,
  type TLiveAuction,
  type TLiveAuctionLot,
  ZBidReceipt,
  ZLiveAuction,
} from '@bidright/domain';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
} from '@playwright/test';
import { chooseOption, DEMO_PASSWORD, logIn } from './helpers';

/** Shared steps of the live journeys (live.spec.ts): API look-ups, lot page, joining, bidding. */

// ---- Server calls (setup and look-ups only; every journey step a person takes goes through the UI) ----

/** An access token by the password grant, as the web app's login page asks for it. */
export async function apiToken(request: APIRequestContext, userName: string): Promise<string> {
  const response = await request.post('/connect/token', {
    form: {
      grant_type: 'password',
      username: userName,
      password: DEMO_PASSWORD,
      device_id: `e2e-live-${userName}`,
      client_id: 'bidright-web',
      scope: 'offline_access',
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function liveAuction(
  request: APIRequestContext,
  token: string,
  auctionId: string,
): Promise<TLiveAuction> {
  const response = await request.get(`/api/auctions/${auctionId}/live`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  // Read through the domain's schema: a journey fails on an answer that left the contract.
  return ZLiveAuction.parse(await response.json());
}

/** The lots a user has joined, spectates or pre-registered for (their joined lots, `GET /api/bidders/grpc/{ts}`). */
export async function joinedLotIds(request: APIRequestContext, userName: string): Promise<Set<string>> {
  const token = await apiToken(request, userName);
  const response = await request.get(`/api/bidders/grpc/${Date.now()}`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return new Set(((await response.json()) as { lotId: string }[]).map((row) => String(row.lotId)));
}

/** The demo's two live auctions (seed: a MANUAL Hybrid one and an AUTO Online one), read as the auctioneer. */
export async function findDemoAuctions(
  request: APIRequestContext,
): Promise<{ token: string; manual: TLiveAuction; auto: TLiveAuction }> {
  const token = await apiToken(request, 'auctioneer');
  const response = await request.post('/api/auctions/list', {
    headers: bearer(token),
    data: { listType: 'Live', pagination: { current: 1, pageSize: 10 } },
  });
  expect(response.status(), await response.text()).toBe(200);
  const rows = ((await response.json()) as { data: { id: string; startType: string }[] }).data;
  const manualRow = rows.find((row) => row.startType === 'Manual');
  const autoRow = rows.find((row) => row.startType === 'Auto');
  expect(manualRow, 'a live manual demo auction').toBeDefined();
  expect(autoRow, 'a live auto demo auction').toBeDefined();
  return {
    token,
    manual: await liveAuction(request, token, manualRow!.id),
    auto: await liveAuction(request, token, autoRow!.id),
  };
}

/** A listed lot that has not closed. */
export const isUnclosed = (lot: TLiveAuctionLot) => lot.lotStatus === 'Listed' && !lot.stoppedTime;

/** Of the auto auction's open lots, the one closing soonest. */
export function nearestClosingLot(auction: TLiveAuction): TLiveAuctionLot {
  const open = auction.lots
    .filter((lot) => isUnclosed(lot) && lot.startedTime && lot.stopTime)
    .sort((a, b) => Date.parse(a.stopTime!) - Date.parse(b.stopTime!));
  expect(open.length, 'an open auto lot').toBeGreaterThan(0);
  return open[0]!;
}

/** The server's clock (epoch ms), so time-window decisions do not depend on this machine's clock. */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/auctions/servertime');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { epochMs: number }).epochMs;
}

// ---- Browser steps ----

export interface Actor {
  userName: string;
  context: BrowserContext;
  page: Page;
}

/** A fresh browser context (own cookies and device id) with the user logged in through the login page. */
export async function openActor(
  browser: Browser,
  userName: string,
  viewport?: { width: number; height: number },
): Promise<Actor> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await logIn(page, userName);
  await page.waitForURL('**/dashboard');
  return { userName, context, page };
}

/**
 * Opens the bidder lot page by id; it rewrites itself to the canonical slug route. The page goes live only
 * once the bidder is in the lot (only bidders in a lot follow it on the stream): call `expectLive` after
 * joining.
 */
export async function openLotPage(page: Page, lotId: string): Promise<void> {
  await page.goto(`/details/${lotId}`);
  await page.waitForURL(new RegExp(`/auctions/[^/]+/[^/]+/\\d+/${lotId}$`));
  await expect(page.getByTestId('lot-address')).toBeVisible();
}

export async function expectLive(page: Page, timeout = 10_000): Promise<void> {
  await expect(page.getByTestId('connection-indicator').first()).toHaveAttribute('data-status', 'live', {
    timeout,
  });
}

/**
 * Joins the open lot through the Join Auction modal: amount to lock, a purchase profile (the first one
 * offered unless named), Join. Answers the paddle number shown on the Registered tag.
 */
export async function joinViaModal(
  page: Page,
  options: { amount: number; profile?: string },
): Promise<number> {
  await page.getByTestId('join-auction').click();
  const modal = page.getByRole('dialog').filter({ hasText: 'Join Auction' });
  await expect(modal).toBeVisible();
  await expect(modal.getByText(/Available balance: \$/)).toBeVisible();
  await modal.getByTestId('join-amount').fill(String(options.amount));
  await chooseOption(page, modal.getByTestId('join-profile'), options.profile);
  await modal.getByTestId('join-submit').click();
  await expect(page.getByText('Successfully joined the auction!')).toBeVisible();
  await expect(modal).toBeHidden();
  return registeredPaddle(page);
}

/** The paddle number on the Registered tag of the lot page. */
export async function registeredPaddle(page: Page): Promise<number> {
  const tag = page.getByTestId('registered-tag');
  await expect(tag).toHaveText(/Paddle \d+/);
  return Number((await tag.textContent())?.match(/Paddle (\d+)/)?.[1]);
}

const isBidPost = (url: string, method: string) =>
  method === 'POST' && /\/api\/auctions\/\d+\/lots\/\d+\/bids$/.test(url);

/**
 * Places a bid the way the bidder does (type the amount and Place Bid, or a quick-bid button) and answers
 * the server's receipt with the moment its answer reached the page.
 */
export async function placeBid(
  page: Page,
  how: { amount: number } | { quick: 100 | 500 | 1000 },
): Promise<{ receipt: TBidReceipt; answeredAt: number }> {
  const answered = page.waitForResponse((r) => isBidPost(r.url(), r.request().method()));
  if ('amount' in how) {
    await page.getByTestId('bid-amount').fill(String(how.amount));
    await page.getByTestId('place-bid').click();
  } else {
    await page.getByTestId(`quick-bid-${how.quick}`).click();
  }
  const response = await answered;
  const answeredAt = Date.now();
  expect(response.status(), await response.text()).toBe(200);
  return { receipt: ZBidReceipt.parse(await response.json()), answeredAt };
}

/** "$52,500" as the live screens write whole dollars. */
export const usd = (dollars: number) =>
  `$${dollars.toLocaleString('en-US', { maximumFractionDigits: 2, minimumFractionDigits: 0 })}`;

/** Seconds shown by a "mm:ss" or "h:mm:ss" countdown. */
export function countdownSeconds(text: string): number {
  const parts = text.trim().split(':').map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/live-${name}.png` });
}

type TWatchWindow = Window & { __highBidSeenAt?: number | null };

/**
 * Arms a watcher in the page that records (on this machine's clock) the moment its high bid first reads
 * `text`, so delivery times are measured in the page rather than by the test runner's polling.
 */
export async function watchHighBid(page: Page, text: string): Promise<void> {
  await page.evaluate((expected) => {
    const w = window as TWatchWindow;
    w.__highBidSeenAt = null;
    const check = () => {
      if (w.__highBidSeenAt) return true;
      const shown = document.querySelector('[data-testid="high-bid"]')?.textContent;
      if (shown === expected) w.__highBidSeenAt = Date.now();
      return Boolean(w.__highBidSeenAt);
    };
    if (check()) return;
    const observer = new MutationObserver(() => {
      if (check()) observer.disconnect();
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  }, text);
}

/** When the watched page first showed the text (epoch ms), or null. */
export const highBidSeenAt = (page: Page) =>
  page.evaluate(() => (window as TWatchWindow).__highBidSeenAt ?? null);

/** STARTs a manual lot as the auctioneer through the API (`PUT /api/lots/{id}/start`), as the control room does. */
export async function startLotByApi(request: APIRequestContext, lotId: string): Promise<void> {
  const token = await apiToken(request, 'auctioneer');
  const response = await request.put(`/api/lots/${lotId}/start`, { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
}

/** A bid by another bidder through the API (a rival with no browser of its own); answers the receipt. */
export async function bidByApi(
  request: APIRequestContext,
  userName: string,
  at: { auctionId: string; lotId: string },
  amount: number,
): Promise<TBidReceipt> {
  const token = await apiToken(request, userName);
  const response = await request.post(`/api/auctions/${at.auctionId}/lots/${at.lotId}/bids`, {
    headers: bearer(token),
    data: { amount },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ZBidReceipt.parse(await response.json());
}
