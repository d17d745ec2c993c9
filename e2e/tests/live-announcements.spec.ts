import type { APIRequestContext, Page } from '@playwright/test';
import {
  type Announcement,
  announcements,
  captureAnnouncements,
  logLines,
} from '../support/announcement-capture';
import { expect, test } from '../support/fixtures';
import { joinByApi, joinByKeyboard } from '../support/keyboard-helpers';
import {
  type Actor,
  apiToken,
  expectLive,
  findDemoAuctions,
  highBidSeenAt,
  isUnclosed,
  openActor,
  openLotPage,
  placeBid,
  usd,
  watchHighBid,
} from '../support/live-helpers';

/**
 * Issue 33: what a screen reader hears during a scripted manual auction, captured from the live regions with
 * aria-live-capture on the bidder's, the rival's and the control room's pages. Asserts the wording and
 * order of the news, that being outbid is told within a second, and that the lot's polite region never
 * speaks twice within two seconds however fast the bids come (ADR 0025).
 */

const OUTBID_WITHIN_MS = 1000;
const POLITE_GAP_MS = 2000;
/** How late the capture may stamp a change (its MutationObserver runs after the change). */
const CAPTURE_JITTER_MS = 20;

/** The lot's own news, told apart from other live regions on the page (toasts, form messages). */
const LOT_NEWS =
  /^(Lot \d+: )?(New high bid|Your bid of|You have been outbid|Bidding extended|Bidding is open|Closing in 10 seconds|5|going, going|Sold to|You won|\d+ (minutes?|seconds) left)/;
const lotNews = (log: Announcement[]) => log.filter((a) => LOT_NEWS.test(a.text));

async function confirm(page: Page, title: string) {
  await page.getByRole('dialog').filter({ hasText: title }).getByRole('button', { name: 'Yes' }).click();
}

/** Waits until the page's capture holds an announcement with this text; answers it. */
async function heard(page: Page, text: string | RegExp, timeout = 15_000): Promise<Announcement> {
  let found: Announcement | undefined;
  await expect(async () => {
    found = (await announcements(page)).find((a) =>
      typeof text === 'string' ? a.text === text : text.test(a.text),
    );
    expect(found, `heard "${text}"`).toBeDefined();
  }).toPass({ timeout, intervals: [50, 100, 250] });
  return found!;
}

/**
 * Bids through the API, one after the other as fast as the server answers (a burst), the tokens taking
 * turns (the server refuses a bid from the bidder who already leads).
 */
async function burst(
  request: APIRequestContext,
  tokens: string[],
  auctionId: string,
  lotId: string,
  amounts: number[],
) {
  for (const [i, amount] of amounts.entries()) {
    const response = await request.post(`/api/auctions/${auctionId}/lots/${lotId}/bids`, {
      headers: { authorization: `Bearer ${tokens[i % tokens.length]}` },
      data: { amount },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

// This journey sells a lot of the demo's manual sale: it runs on a server of its own (playwright.config.ts).

test('a scripted manual auction is announced in order, the outbid notice within 1 s, the polite region at most every 2 s', async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed);
  expect(lot, 'a listed manual lot that has not closed').toBeDefined();
  const lotId = lot!.id;
  const label = `Lot ${lot!.lotNumber ?? lot!.id}`;
  const actors: Actor[] = [];
  const start = Date.now();
  let listenerLog: Announcement[] = [];
  let rivalLog: Announcement[] = [];
  let controlLog: Announcement[] = [];
  let listener: Actor | undefined;
  let rival: Actor | undefined;
  let auctioneer: Actor | undefined;
  let outbidTiming = '';
  try {
    auctioneer = await openActor(browser, 'auctioneer');
    actors.push(auctioneer);
    await captureAnnouncements(auctioneer.context);
    const control = auctioneer.page;
    await control.goto(`/auctions/${manual.id}/auctioneer/${lotId}`);
    await expectLive(control);
    if (!lot!.startedTime) {
      await control.getByTestId('start-lot').click();
      await confirm(control, 'Are you sure to start the lot?');
      // The start goes through the stream to this page; on a busy machine that can take more than 10 s.
      await expect(control.getByTestId('countdown')).toHaveText('Bidding is open', { timeout: 30_000 });
    }

    listener = await openActor(browser, 'bidder1');
    rival = await openActor(browser, 'bidder2');
    actors.push(listener, rival);
    const paddles: Record<string, number> = {};
    // bidder3 only bids in the burst: joined through the API, with no browser of its own.
    const thirdToken = await apiToken(request, 'bidder3');
    paddles.bidder3 = await joinByApi(request, 'bidder3', manual.id, lotId);
    for (const bidder of [listener, rival]) {
      await captureAnnouncements(bidder.context);
      await openLotPage(bidder.page, lotId);
      paddles[bidder.userName] = await joinByKeyboard(bidder.page);
      await expectLive(bidder.page);
      // The switch is on the page and reads "All" for a bidder who never changed it.
      await expect(bidder.page.getByRole('radio', { name: 'All' })).toBeChecked();
    }
    const step = lot!.minBidIncrements;
    let amount = lot!.bidCount > 0 ? (lot!.highBid ?? 0) + step : lot!.minBid;

    // The listener leads: their own bid is confirmed politely.
    await placeBid(listener.page, { amount });
    await heard(listener.page, `Your bid of ${usd(amount)} is the high bid`);

    // The rival outbids them: told at once, assertively, within a second of the rival's bid being answered.
    amount += step;
    await watchHighBid(listener.page, usd(amount));
    const { answeredAt } = await placeBid(rival.page, { amount });
    const outbid = await heard(listener.page, `You have been outbid, new high ${usd(amount)}`);
    expect(outbid.politeness).toBe('assertive');
    const shownAt = (await highBidSeenAt(listener.page))!;
    outbidTiming = `outbid notice ${outbid.at - answeredAt} ms after the rival's bid was answered (the runner's clock, late under load), ${outbid.at - shownAt} ms after the page showed the new high bid`;
    expect(outbid.at - answeredAt).toBeLessThan(OUTBID_WITHIN_MS);
    // The announcer adds no wait of its own: the notice follows the page's own update.
    expect(outbid.at - shownAt).toBeLessThan(OUTBID_WITHIN_MS);

    // A burst of four bids in well under a second: the first is read, the ones between are skipped, the
    // newest is read two seconds later.
    // bidder3 and bidder2 take turns; bidder2 places the last.
    const tokens = [thirdToken, await apiToken(request, 'bidder2')];
    const amounts = [1, 2, 3, 4].map((i) => amount + i * step);
    await burst(request, tokens, manual.id, lotId, amounts);
    amount = amounts.at(-1)!;
    await heard(listener.page, `New high bid ${usd(amount)}, paddle ${paddles.bidder2}`);

    // The stop alert: "Closing in 10 seconds" once, then "5", then "going, going"; the clock itself is silent.
    await control.getByTestId('stop-alert-send').click();
    await confirm(control, 'Send the 10-second stop alert?');
    await heard(listener.page, 'Closing in 10 seconds', 20_000);
    const stopAlert = listener.page.getByTestId('stop-alert');
    expect(await stopAlert.getAttribute('role')).toBe('timer');
    expect(await stopAlert.getAttribute('aria-live')).toBeNull();
    await heard(listener.page, 'going, going', 20_000);

    // FINISH (the server re-sends the alert if the last bid is too fresh; the alert's end then closes the lot).
    if (await control.getByTestId('finish-lot').isVisible()) {
      await control.getByTestId('finish-lot').click();
      await confirm(control, 'Are you sure to finish the lot?');
    }
    const sold = `Sold to paddle ${paddles.bidder2} for ${usd(amount)}`;
    await heard(listener.page, sold, 40_000);
    await heard(rival.page, 'You won');
    await heard(control, `${label}: ${sold}`);

    listenerLog = await announcements(listener.page);
    rivalLog = await announcements(rival.page);
    controlLog = await announcements(control);

    // Order and wording of the listener's news. The burst is read at most once every two seconds, the
    // newest bid last: the bids between are skipped (how many depends on how fast the burst arrived).
    const heardTexts = lotNews(listenerLog).map((a) => a.text);
    const alert = heardTexts.indexOf('Closing in 10 seconds');
    expect(heardTexts.slice(0, 2)).toEqual([
      `Your bid of ${usd(amounts[0]! - 2 * step)} is the high bid`,
      `You have been outbid, new high ${usd(amounts[0]! - step)}`,
    ]);
    const burstNews = heardTexts.slice(2, alert);
    expect(burstNews.at(-1)).toBe(`New high bid ${usd(amount)}, paddle ${paddles.bidder2}`);
    expect(burstNews.length).toBeLessThan(amounts.length);
    const paddleOf = (i: number) => (i % 2 === 0 ? paddles.bidder3 : paddles.bidder2);
    const burstTexts = amounts.map((a, i) => `New high bid ${usd(a)}, paddle ${paddleOf(i)}`);
    for (const text of burstNews) expect(burstTexts).toContain(text);
    // The alert once, or twice when FINISH found the last bid under 10 s old and the server sent it again
    // (spec part 1 §4; a slow machine stretches the script): each time whole and in order, then the hammer.
    const alerts = heardTexts.filter((text) => text === 'Closing in 10 seconds').length;
    expect([1, 2]).toContain(alerts);
    const alertNews = Array.from({ length: alerts }, () => [
      'Closing in 10 seconds',
      '5',
      'going, going',
    ]).flat();
    expect(heardTexts.slice(alert)).toEqual([...alertNews, sold]);

    // Politeness: bids are polite, the outbid notice, the stop alert and the hammer assertive.
    const politenessOf = (text: string) => lotNews(listenerLog).find((a) => a.text === text)?.politeness;
    expect(politenessOf(`New high bid ${usd(amount)}, paddle ${paddles.bidder2}`)).toBe('polite');
    for (const text of ['Closing in 10 seconds', '5', 'going, going', sold])
      expect(politenessOf(text)).toBe('assertive');

    // Rate: the lot's polite region never speaks twice within two seconds, on any of the three pages.
    for (const log of [listenerLog, rivalLog, controlLog]) {
      const polite = lotNews(log).filter((a) => a.politeness === 'polite');
      // Less a few ms: the capture stamps each change when its observer runs, a little after the page made
      // it (a run measured 1,998 ms between two changes the announcer made 2,000 ms apart).
      for (const [i, a] of polite.entries())
        if (i > 0) expect(a.at - polite[i - 1]!.at).toBeGreaterThanOrEqual(POLITE_GAP_MS - CAPTURE_JITTER_MS);
    }
    // Every announcement is made once: the countdown's seconds are not read out.
    const assertive = lotNews(listenerLog)
      .filter((a) => a.politeness === 'assertive')
      .map((a) => a.text);
    expect(assertive.filter((t) => t === 'Closing in 10 seconds')).toHaveLength(alerts);

    // Staff wording in the control room: the lot's name before each item.
    expect(lotNews(controlLog).every((a) => a.text.startsWith(`${label}: `))).toBe(true);
  } finally {
    const print = (name: string, log: Announcement[]) =>
      console.log(`[announcements] ${name}:\n  ${logLines(log, start).join('\n  ')}`);
    if (listener && !listenerLog.length) listenerLog = await announcements(listener.page).catch(() => []);
    if (rival && !rivalLog.length) rivalLog = await announcements(rival.page).catch(() => []);
    if (auctioneer && !controlLog.length) controlLog = await announcements(auctioneer.page).catch(() => []);
    print('bidder1 (listener)', listenerLog);
    print('bidder2 (rival)', rivalLog);
    print('auctioneer (control room)', controlLog);
    console.log(`[announcements] ${outbidTiming}`);
    for (const actor of actors) await actor.context.close();
  }
});
