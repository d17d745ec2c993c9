import type { TLiveAuction, TLiveAuctionLot } from '@bidright/domain';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestMessage, outboxHead } from './account-helpers';
import { apiToken, findDemoAuctions, isUnclosed } from './live-helpers';
import { LOT_SLUG_PATH, type TSkip, type TVisit, type TWalkPlan, type TWalkRole } from './screens';

/**
 * How the journeys that walk every screen of a role (axe, reflow) open each one on the demo data: the values
 * of the paths' params, the names the reports give some screens, and the screens a walk reaches through
 * another, with the reason. A journey adds its own extras to a screen with `withExtras` (screens.ts).
 */

/** The demo's live auctions, and the lot of each that a walk opens (one not closed yet, if any). */
export interface TDemoLive {
  manual: TLiveAuction;
  auto: TLiveAuction;
  manualLot: TLiveAuctionLot;
  autoLot: TLiveAuctionLot;
}

interface TNamed {
  id: string;
  name: string;
}

/** A screen a walk reaches through another, and why it is not opened on its own. */
type TSkips = Record<string, TSkip>;

/** The lot page at its slug path: a walk opens it at /details/:lotId, which settles there. */
const LOT_PAGE_SKIPS: TSkips = {
  [LOT_SLUG_PATH]: {
    skip: 'the lot page at its slug path: the walk opens it at /details/:lotId, which settles there',
  },
};

/** A signed-in reader's lot page, at /details/:lotId, which moves to the slug path (its canonicalPath). */
const LOT_PAGE = { name: 'lot page', endsAt: LOT_SLUG_PATH } satisfies TVisit<object>;

/** What a bidder sees at a live auction's paths (LiveAuctionPage). */
const BIDDER_LIVE_SKIPS: TSkips = {
  '/auctions/:auctionId/:mode': {
    skip: "sends a bidder on to the lot page of the auction's current lot (LiveAuctionPage)",
  },
  '/auctions/:auctionId/:mode/:lotId': {
    skip: 'shows a bidder the lot page of /details/:lotId, the same screen at another path (LiveAuctionPage)',
  },
};

/** The staff's control room without a lot: the same screen, on the auction's current lot. */
const STAFF_LIVE_SKIPS: TSkips = {
  '/auctions/:auctionId/:mode': {
    skip: "the control room on the auction's current lot: the same screen as /auctions/:auctionId/:mode/:lotId",
  },
};

/** A client at a live auction's paths is told it has no permission (LiveAuctionPage). */
const CLIENT_LIVE = 'answers a client "no permission" (LiveAuctionPage): a live auction has no client screen';
const CLIENT_LIVE_SKIPS: TSkips = {
  '/auctions/:auctionId/:mode': { skip: CLIENT_LIVE },
  '/auctions/:auctionId/:mode/:lotId': { skip: CLIENT_LIVE },
};

const bearer = async (request: APIRequestContext, userName: string) => ({
  authorization: `Bearer ${await apiToken(request, userName)}`,
});

/**
 * An open practice lot (ADR 0076), as `userName` reads the practice lobby. The walks' servers run the
 * practice sale (PRACTICE_SALE=on in their files), so its screens are walked like any other.
 */
async function practiceLotId(request: APIRequestContext, userName: string): Promise<string> {
  const lobby = await request.get('/api/practice', { headers: await bearer(request, userName) });
  expect(lobby.status(), 'the practice sale is on for this walk (PRACTICE_SALE=on)').toBe(200);
  return ((await lobby.json()) as { lots: { id: string }[] }).lots[0]!.id;
}

/** A POST list call of the API as `userName`: the first row's id. */
async function firstRowId(request: APIRequestContext, userName: string, path: string): Promise<string> {
  const response = await request.post(path, {
    headers: await bearer(request, userName),
    data: { pagination: { current: 1, pageSize: 1 } },
  });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: { id: string }[] }).data[0]!.id;
}

/** A case's screens' params as `userName` reads them: the case, its first lot and that lot's first property. */
async function caseParams(request: APIRequestContext, userName: string, caseId: string) {
  const headers = await bearer(request, userName);
  const kase = await request.get(`/api/cases/${caseId}`, { headers });
  expect(kase.status(), `case ${caseId} as ${userName}`).toBe(200);
  const lotId = ((await kase.json()) as { lots: { id: string }[] }).lots[0]!.id;
  const properties = await request.get(`/api/properties/${lotId}/list`, { headers });
  expect(properties.status(), `the properties of lot ${lotId} as ${userName}`).toBe(200);
  return { caseId, lotId, propertyId: ((await properties.json()) as { id: string }[])[0]!.id };
}

/**
 * The rest of the first link on `listPath` whose href starts with `prefix`, scrolling down until the page shows
 * one (the home page draws its sections on approach).
 */
function firstLinkId(listPath: string, prefix: string) {
  return async (page: Page): Promise<string | null> => {
    await page.goto(listPath);
    const link = page.locator(`a[href^="${prefix}"]`).first();
    await expect(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight));
      await expect(link).toBeAttached({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    return (await link.getAttribute('href'))?.slice(prefix.length) ?? null;
  };
}

/**
 * The query of a client sign-up link, e-mailed to a demo attorney the host invites: without one, the sign-up
 * page sends a visitor to the login page.
 */
async function clientInvitation(request: APIRequestContext): Promise<string> {
  const headers = await bearer(request, 'auctioneer');
  const before = await outboxHead(request);
  const firms = (await (await request.get('/api/clients/lookup', { headers })).json()) as TNamed[];
  const firm = firms.find((entry) => entry.name === 'Wabash & Monroe LLP');
  expect(firm, 'the demo law firm').toBeDefined();
  const attorneys = await request.post(`/api/attorneys/${firm!.id}/list`, { headers, data: {} });
  const { data } = (await attorneys.json()) as { data: { id: string; email: string }[] };
  const attorney = data.find((row) => row.email === 'dfeldman@example.com');
  expect(attorney, 'the demo attorney').toBeDefined();
  expect((await request.post(`/api/attorneys/${attorney!.id}/invite`, { headers })).ok()).toBe(true);
  const mail = await latestMessage(
    request,
    (message) => message.channel === 'email' && message.recipient === attorney!.email,
    before,
  );
  return new URL(/http\S+\/client-register\?\S+/.exec(mail.body)![0]).search;
}

/** The demo's live auctions, each with the lot a walk opens. */
async function demoLive(request: APIRequestContext): Promise<TDemoLive> {
  const { manual, auto } = await findDemoAuctions(request);
  const pick = (auction: TLiveAuction) => auction.lots.find(isUnclosed) ?? auction.lots[0]!;
  return { manual, auto, manualLot: pick(manual), autoLot: pick(auto) };
}

/** A staff member's plan: the host's case, client and live auction, read as `userName`. */
async function staffPlan(
  request: APIRequestContext,
  userName: string,
  live: TDemoLive,
): Promise<TWalkPlan<object>> {
  const kase = await caseParams(request, userName, await firstRowId(request, userName, '/api/cases/list'));
  const clientId = await firstRowId(request, userName, '/api/clients/list');
  return {
    params: {
      caseId: kase.caseId,
      clientId,
      auctionId: live.manual.id,
      mode: 'auctioneer',
      lotId: live.manualLot.id,
    },
    screens: {
      ...LOT_PAGE_SKIPS,
      ...STAFF_LIVE_SKIPS,
      '/cases/:caseId/lots/:lotId': { params: kase },
      '/cases/:caseId/lots/:lotId/properties/:propertyId': { params: kase },
      '/auctions/:auctionId/:mode/:lotId': { name: 'control room' },
      '/auctions/:auctionId/room/:lotId': { name: 'room view' },
      '/details/:lotId': LOT_PAGE,
    },
  };
}

/**
 * The plan of `role`'s walk on the demo data (the user a walk signs in as: bidder1, auctioneer, employee,
 * client, admin), with the demo's live auctions it opens.
 */
export async function demoScreens(
  request: APIRequestContext,
  role: TWalkRole,
): Promise<{ plan: TWalkPlan<object>; live: TDemoLive }> {
  const live = await demoLive(request);
  const plans: Record<TWalkRole, () => Promise<TWalkPlan<object>>> = {
    public: async () => ({
      params: { blogId: firstLinkId('/', '/blogs/'), '*': 'no-such-page' },
      screens: {
        '/client-register': { search: await clientInvitation(request) },
        '/*': { name: '/no-such-page' },
      },
    }),
    bidder: async () => ({
      params: { lotId: live.manualLot.id },
      screens: {
        ...LOT_PAGE_SKIPS,
        ...BIDDER_LIVE_SKIPS,
        '/account/winning/:lotId': {
          params: { lotId: firstLinkId('/account/winning', '/account/winning/') },
        },
        '/details/:lotId': LOT_PAGE,
        '/practice/lots/:lotId': {
          name: 'practice lot page',
          params: { lotId: await practiceLotId(request, 'bidder1') },
        },
      },
    }),
    auctioneer: () => staffPlan(request, 'auctioneer', live),
    employee: () => staffPlan(request, 'employee', live),
    client: async () => ({
      params: await caseParams(
        request,
        'client',
        await firstRowId(request, 'client', '/api/cases/listattorney'),
      ),
      screens: {
        ...LOT_PAGE_SKIPS,
        ...CLIENT_LIVE_SKIPS,
        '/details/:lotId': { ...LOT_PAGE, params: { lotId: live.manualLot.id } },
      },
    }),
    admin: async () => {
      // The auctioneer's company, read as its owner (the admin's company list has no row links), and a case of it.
      const company = await request.get('/api/companies', { headers: await bearer(request, 'auctioneer') });
      expect(company.status()).toBe(200);
      return {
        params: {
          companyId: ((await company.json()) as { id: string }).id,
          caseId: await firstRowId(request, 'auctioneer', '/api/cases/list'),
          '*': 'no-such-page',
        },
        screens: { '/admin/*': { name: '/admin/no-such-page' } },
      };
    },
  };
  return { plan: await plans[role](), live };
}
