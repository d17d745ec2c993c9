import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { joinByApi } from '../support/keyboard-helpers';
import {
  type Actor,
  bidByApi,
  expectLive,
  findDemoAuctions,
  isUnclosed,
  openActor,
  openLotPage,
  startLotByApi,
  usd,
} from '../support/live-helpers';

/**
 * Issue 33: a live auction heard through a screen-reader emulation, @guidepup/virtual-screen-reader, run
 * inside the bidder's lot page. The bidder reaches the lot's h1 and the Auction panel by heading keys,
 * hears the price, the minimum next bid and the bid button, bids through the screen reader, and hears that
 * they were outbid and then the next price, in that order. The whole spoken log is attached to the test and
 * printed. The outbid notice must reach the live region with the new price, not a render later (ADR 0025).
 */

/** Where the page loads the screen reader from: its own origin, as the app's CSP allows only 'self' scripts. */
const VSR_PATH = '/__vsr.js';
/** The outbid notice and the new price come from one live event; the notice may trail it by this much. */
const NOTICE_AFTER_PRICE_MS = 300;

/** The package's browser bundle (an ES module). */
function vsrBundle(): Buffer {
  const pkg = createRequire(import.meta.url).resolve('@guidepup/virtual-screen-reader/package.json');
  return readFileSync(path.join(path.dirname(pkg), 'lib/esm/index.browser.js'));
}

/** The part of the screen reader's API this journey uses. */
type TVirtual = {
  start(options: { container: Node }): Promise<void>;
  next(): Promise<void>;
  act(): Promise<void>;
  perform(command: string): Promise<void>;
  spokenPhraseLog(): Promise<string[]>;
  stop(): Promise<void>;
};
type TReaderWindow = Window & {
  __reader?: TVirtual;
  __noticeGap?: { priceAt: number | null; noticeAt: number | null };
};

/** Loads the screen reader into the page and starts it over the whole document. */
async function startReader(page: Page): Promise<void> {
  const bundle = vsrBundle();
  await page.route(`**${VSR_PATH}`, (route) =>
    route.fulfill({ body: bundle, contentType: 'text/javascript' }),
  );
  await page.evaluate(async (url) => {
    const { virtual } = (await import(url)) as { virtual: TVirtual };
    await virtual.start({ container: document.body });
    (window as TReaderWindow).__reader = virtual;
  }, VSR_PATH);
}

/** Everything the screen reader has said; live-region news is prefixed "polite: " or "assertive: ". */
const spokenLog = (page: Page) =>
  page.evaluate(async () => [...(await (window as TReaderWindow).__reader!.spokenPhraseLog())]);

/**
 * Moves the reader with `how` ('next' or one of its commands) until it says a phrase matching `target`,
 * at most `limit` moves; answers what it said on the way, that phrase last (live-region news left out).
 */
async function readUntil(page: Page, how: string, target: RegExp, limit: number): Promise<string[]> {
  const { heard, found } = await page.evaluate(
    async ({ how, source, limit }) => {
      const reader = (window as TReaderWindow).__reader!;
      const pattern = new RegExp(source);
      const heard: string[] = [];
      for (let i = 0; i < limit; i++) {
        const before = (await reader.spokenPhraseLog()).length;
        if (how === 'next') await reader.next();
        else await reader.perform(how);
        const said = (await reader.spokenPhraseLog())
          .slice(before)
          .filter((phrase) => !/^(polite|assertive): /.test(phrase));
        heard.push(...said);
        if (said.some((phrase) => pattern.test(phrase))) return { heard, found: true };
      }
      return { heard, found: false };
    },
    { how, source: target.source, limit },
  );
  expect(found, `the screen reader reached ${target}; it said:\n${heard.slice(-20).join('\n')}`).toBe(true);
  return heard;
}

/** The phrase after `label` in what was heard (a figure's value follows its label). */
function valueAfter(heard: string[], label: string): string | undefined {
  const at = heard.indexOf(label);
  return at === -1 ? undefined : heard[at + 1];
}

async function waitToHear(page: Page, phrase: string): Promise<void> {
  await expect
    .poll(() => spokenLog(page), { message: `the screen reader said "${phrase}"`, timeout: 15_000 })
    .toContain(phrase);
}

/**
 * Arms a watcher that stamps (performance.now) when the page first shows `price` as its high bid and when
 * its assertive region first holds `notice`: one observer for both, so both stamps are on one clock.
 */
async function watchNoticeGap(page: Page, price: string, notice: string): Promise<void> {
  await page.evaluate(
    ({ price, notice }) => {
      const gap: { priceAt: number | null; noticeAt: number | null } = { priceAt: null, noticeAt: null };
      (window as TReaderWindow).__noticeGap = gap;
      const check = () => {
        const now = performance.now();
        if (gap.priceAt === null && document.querySelector('[data-testid="high-bid"]')?.textContent === price)
          gap.priceAt = now;
        const assertive = document.querySelector('[data-testid="live-announcer"] [aria-live="assertive"]');
        if (gap.noticeAt === null && assertive?.textContent === notice) gap.noticeAt = now;
        return gap.priceAt !== null && gap.noticeAt !== null;
      };
      const observer = new MutationObserver(() => {
        if (check()) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    },
    { price, notice },
  );
}

// This journey starts and bids on a lot of the demo's manual sale: it runs on a server of its own.

test('a blind bidder finds the bid box by headings, bids through the screen reader and hears the outbid, then the price', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed);
  expect(lot, 'a listed manual lot that has not closed').toBeDefined();
  const lotId = lot!.id;
  const at = { auctionId: manual.id, lotId };
  if (!lot!.startedTime) await startLotByApi(request, lotId);
  // The listener, a rival and a third bidder are in the lot; only the listener has a browser.
  const paddles = {
    bidder2: await joinByApi(request, 'bidder2', manual.id, lotId),
    bidder3: await joinByApi(request, 'bidder3', manual.id, lotId),
  };
  await joinByApi(request, 'bidder1', manual.id, lotId);
  const step = lot!.minBidIncrements;
  const mine = lot!.bidCount > 0 ? (lot!.highBid ?? 0) + step : lot!.minBid;
  const rival = mine + step;
  const third = rival + step;

  let listener: Actor | undefined;
  let log: string[] = [];
  let gapLine = '';
  try {
    listener = await openActor(browser, 'bidder1');
    const page = listener.page;
    await openLotPage(page, lotId);
    await expectLive(page);
    await startReader(page);

    // The lot's title is the page's one h1, named as written; the Auction panel is the h2 holding the
    // figures and the bid box.
    const title = await page.getByTestId('lot-address').textContent();
    expect((await readUntil(page, 'moveToNextHeadingLevel1', /^heading, /, 5)).at(-1)).toBe(
      `heading, ${title}, level 1`,
    );
    await readUntil(page, 'moveToNextHeadingLevel2', /^heading, Auction, level 2$/, 10);

    // Down through the panel to the bid button: the price, the minimum next bid, the amount field holding
    // that minimum, and the button by its name.
    let heard = await readUntil(page, 'next', /^button, Place Bid/, 80);
    expect(valueAfter(heard, lot!.bidCount > 0 ? 'High bid' : 'Opening price')).toMatch(/^\$[\d,]+$/);
    expect(valueAfter(heard, 'Minimum next bid')).toBe(usd(mine));
    expect(heard).toContainEqual(expect.stringMatching(new RegExp(`^spinbutton, Bid amount, .*, ${mine}$`)));
    expect(heard.at(-1)).toBe('button, Place Bid');

    // The bidder bids with the screen reader's own action on the button (no confirmation follows).
    await page.evaluate(() => (window as TReaderWindow).__reader!.act());
    await waitToHear(page, `polite: Your bid of ${usd(mine)} is the high bid`);

    // A rival outbids them: the notice is assertive, in the same commit as the new price.
    const outbid = `You have been outbid, new high ${usd(rival)}`;
    await watchNoticeGap(page, usd(rival), outbid);
    await bidByApi(request, 'bidder2', at, rival);
    await waitToHear(page, `assertive: ${outbid}`);
    await expect
      .poll(() => page.evaluate(() => (window as TReaderWindow).__noticeGap?.priceAt ?? null))
      .not.toBeNull();
    const gap = await page.evaluate(() => (window as TReaderWindow).__noticeGap!);
    const noticeAfterPrice = gap.noticeAt! - gap.priceAt!;
    gapLine = `outbid notice ${noticeAfterPrice.toFixed(1)} ms after the page showed the new high bid`;
    expect(noticeAfterPrice).toBeLessThan(NOTICE_AFTER_PRICE_MS);

    // A third bidder raises it: the next price is read politely, after the outbid notice.
    await bidByApi(request, 'bidder3', at, third);
    const nextPrice = `polite: New high bid ${usd(third)}, paddle ${paddles.bidder3}`;
    await waitToHear(page, nextPrice);
    const sofar = await spokenLog(page);
    const order = [`polite: Your bid of ${usd(mine)} is the high bid`, `assertive: ${outbid}`, nextPrice];
    expect(sofar.filter((phrase) => order.includes(phrase))).toEqual(order);
    // The outbid bidder hears the rival's bid once, as the outbid notice, not also as a price.
    expect(sofar.filter((phrase) => phrase.includes(usd(rival)))).toEqual([`assertive: ${outbid}`]);

    // Back to the panel's heading and down again: the new price and minimum, and the button, free again.
    await readUntil(page, 'moveToPreviousHeadingLevel2', /^heading, Auction, level 2$/, 10);
    heard = await readUntil(page, 'next', /^button, Place Bid/, 80);
    expect(valueAfter(heard, 'High bid')).toBe(usd(third));
    expect(valueAfter(heard, 'Minimum next bid')).toBe(usd(third + step));
    expect(heard.at(-1)).toBe('button, Place Bid');
  } finally {
    if (listener) {
      log = await spokenLog(listener.page).catch(() => []);
      await listener.page.evaluate(() => (window as TReaderWindow).__reader?.stop()).catch(() => {});
      await listener.context.close();
    }
    const body = [...log, '', gapLine].join('\n');
    await testInfo.attach('screen-reader-log.txt', { body, contentType: 'text/plain' });
    console.log(`[screen reader] bidder1 heard:\n  ${log.join('\n  ')}\n[screen reader] ${gapLine}`);
  }
});
