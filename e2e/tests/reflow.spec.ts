import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { demoScreens } from '../support/demo-screens';
import { expect, test } from '../support/fixtures';
import { logIn } from '../support/helpers';
import { openInApp, screenWalk, type TScreenStep, withExtras } from '../support/screens';

/**
 * Reflow (WCAG 1.4.10, issue 33): every role's screens at 320 CSS px wide show no horizontal scrolling
 * outside tables and maps. 320 px is what a 1280 px wide window shows at 400 % zoom, so this one width covers
 * both the narrow phone and the zoomed desktop. Each role's screens are the router's own
 * (support/screens.ts): a new route is walked, or the walk says why not.
 *
 * A screen passes when the document is no wider than the window, and no visible element outside an allowed
 * scroller (a table's scroll box, a map, or any box that scrolls sideways on purpose) reaches past the right
 * edge. The second check names what to fix (by a short CSS path and its text), and also sees what the first
 * cannot: a fixed box past the edge, or an element past it when the page hides its sideways overflow. What a
 * box clips on purpose (a carousel's track, a line cut short with an ellipsis) shows nothing past its edge and
 * does not count.
 *
 * It only looks: no bids, no joins, no starts (its one write, through the API, is the invitation whose link
 * opens the client sign-up form). `REFLOW_SHOTS=<dir>` saves a full-page screenshot of each
 * screen there, to look at the pages as a person would.
 */

// The practice sale's screens (/practice, /practice/lots/:lotId) are walked too: it runs on this file's server.
test.use({ serverEnv: { PRACTICE_SALE: 'on' } });

const VIEWPORT = { width: 320, height: 640 };
/** Sub-pixel layout (a 0.5 px border, a rounded width) is not scrolling. */
const TOLERANCE = 1;

/** What this journey does on a screen beside opening it. */
interface IScreenExtras {
  /** A selector of what the screen draws last, on approach (the home page's last section). */
  ready?: string;
}

type IScreen = TScreenStep<IScreenExtras>;

interface IMeasure {
  scrollWidth: number;
  width: number;
  offenders: string[];
}

/**
 * Runs in the page. Answers the document's scroll width, the width it lays out into, and the outermost
 * visible elements whose right edge passes the window's, each as `short css path "text" right=…`.
 */
function measure(tolerance: number): IMeasure {
  // The layout width: the window less a classic vertical scrollbar, which is where a horizontal one starts.
  const width = document.documentElement.clientWidth;
  // A map pans inside its own box. A table's scroll box (antd's .ant-table-content or .ant-table-body) is
  // allowed by its overflow-x below, which antd sets only when the table has `scroll.x`: a table without it
  // widens the page, and its cells are reported.
  const allowed = '.leaflet-container';

  const cssPath = (element: Element) => {
    const parts: string[] = [];
    for (let node: Element | null = element; node && node !== document.body && parts.length < 4; ) {
      const classes = [...node.classList]
        .filter((name) => !/^(css-|ant-.*-(css|hashed))/.test(name))
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      parts.unshift(
        node.id ? `${node.tagName.toLowerCase()}#${node.id}` : `${node.tagName.toLowerCase()}${classes}`,
      );
      node = node.parentElement;
    }
    return parts.join(' > ');
  };

  /** The right edge the element can show, after the boxes that clip it; null inside an allowed scroller. */
  const shownRight = (element: Element, right: number): number | null => {
    if (element.closest(allowed)) return null;
    let edge = right;
    for (
      let node = element.parentElement;
      node && node !== document.documentElement;
      node = node.parentElement
    ) {
      const overflowX = getComputedStyle(node).overflowX;
      if (overflowX === 'auto' || overflowX === 'scroll') return null;
      // Hidden or clipped overflow (a carousel's track, antd's tab list) shows nothing past the box's edge.
      if (overflowX === 'hidden' || overflowX === 'clip')
        edge = Math.min(edge, node.getBoundingClientRect().right);
    }
    return edge;
  };

  const sticksOut = new Set<Element>();
  const offenders: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || rect.right <= width + tolerance) continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const right = shownRight(element, rect.right);
    if (right === null || right <= width + tolerance) continue;
    sticksOut.add(element);
    // The outermost element only: its children stick out because it does.
    if (element.parentElement && sticksOut.has(element.parentElement)) continue;
    const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    offenders.push(`${cssPath(element)} "${text}" right=${Math.round(right)}`);
  }
  return { scrollWidth: document.documentElement.scrollWidth, width, offenders };
}

/**
 * Waits for the page's h1, then scrolls to the end so that what is drawn on approach (the home page's
 * sections, lazy images) is drawn too, and waits for `ready` if given, for the data and spinners and for
 * antd's opening motion. Back at the top, a screenshot shows the page as it opens.
 */
async function settle(page: Page, ready?: string) {
  // The static first paint (index.html's `.boot`, ADR 0018) already shows some pages' h1: wait for the app's.
  await expect(page.locator('.boot')).toHaveCount(0, { timeout: 15_000 });
  await expect(page.locator('h1').first()).toBeAttached({ timeout: 15_000 });
  // Down a screen at a time, two frames each, so that every marker on the way is seen in view.
  await page.evaluate(async () => {
    // A frame, or half a second where the browser draws none: a first try of the auctioneer's walk once hung its
    // whole three minutes in this loop on /dashboard (a retry passed), and a frame that never comes is no reason
    // to stop the walk. What is checked is the layout afterwards, which the waits below still settle.
    const frame = () =>
      new Promise<void>((resolve) => {
        requestAnimationFrame(() => resolve());
        setTimeout(resolve, 500);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
  });
  if (ready) await expect(page.locator(ready).first()).toBeAttached({ timeout: 15_000 });
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** Opens `screens` one after another in one page (signed in as `userName`) and answers what fails. */
async function walk(browser: Browser, role: string, userName: string | null, screens: IScreen[]) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  const failures: string[] = [];
  const shots = process.env.REFLOW_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  try {
    if (userName) {
      await logIn(page, userName, { admin: role === 'admin' });
      // Away from the login page (an admin's is under /admin too) to the role's dashboard.
      await page.waitForURL(role === 'admin' ? '**/admin/dashboard' : '**/dashboard');
    }
    for (const screen of screens) {
      const label = `${role} ${screen.name}`;
      // A screen that cannot be opened is a failure too, and the walk goes on to the next one.
      const started = Date.now();
      try {
        const path = await screen.path(page);
        expect(path, `a link to ${label} in the demo data`).not.toBeNull();
        await openInApp(page, path!);
        await settle(page, screen.ready);
        // A screen whose guards sent the walker elsewhere (a login page) was not checked at all.
        expect(new URL(page.url()).pathname, `${path} stays on its screen`).toMatch(screen.landing);
        const found = await page.evaluate(measure, TOLERANCE);
        if (shots)
          await page.screenshot({
            path: join(shots, `${label.replace(/[^a-z0-9]+/gi, '-')}.png`),
            fullPage: true,
          });
        const problems = [
          ...(found.scrollWidth > found.width + TOLERANCE
            ? [`document ${found.scrollWidth} px wide in ${found.width} px`]
            : []),
          ...found.offenders,
        ];
        // Printed as it goes, so a run cut short still shows what it found.
        console.log(
          `[reflow] ${label} (${Date.now() - started} ms): ${problems.length ? problems.join(' | ') : 'fits'}`,
        );
        failures.push(...problems.map((problem) => `${label}: ${problem}`));
      } catch (error) {
        // The matcher's line and the locator's ("Locator: …"), not the whole call log.
        const message =
          error instanceof Error
            ? error.message
                .split('\n')
                .filter((line) => line.trim())
                .slice(0, 2)
                .join(' ')
            : String(error);
        failures.push(`${label}: could not be checked: ${message}`);
      }
    }
  } finally {
    await context.close();
  }
  return failures;
}

const expectNone = (failures: string[]) =>
  expect(failures, 'elements past the right edge at 320 px (WCAG 1.4.10)').toEqual([]);

test.describe('reflow: every role at 320 px (400 % zoom) scrolls sideways only in tables and maps', () => {
  // The walks only read: each may run on either worker, on that worker's server of this file.
  test.describe.configure({ mode: 'parallel', timeout: 180_000 });

  test('the check itself: a box past the edge is named, a box that scrolls sideways on purpose is not', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORT);
    await page.setContent(`
      <main>
        <div class="too-wide" style="width: 400px">wide text</div>
        <div style="overflow-x: auto"><table style="width: 900px"><tr><td>a wide table</td></tr></table></div>
        <div style="overflow: hidden"><div style="width: 900px">a carousel's track</div></div>
      </main>`);
    const found = await page.evaluate(measure, TOLERANCE);
    expect(found.scrollWidth).toBeGreaterThan(found.width);
    expect(found.offenders).toEqual([expect.stringMatching(/^main > div\.too-wide "wide text" right=40\d$/)]);
  });

  test('public pages', async ({ browser, request }) => {
    const { plan } = await demoScreens(request, 'public');
    const screens = screenWalk('public', withExtras<IScreenExtras>(plan, { '/': { ready: '#contact' } }));
    expectNone(await walk(browser, 'public', null, screens));
  });

  test('bidder screens', async ({ browser, request }) => {
    const { plan, live } = await demoScreens(request, 'bidder');
    const screens = screenWalk(
      'bidder',
      withExtras<IScreenExtras>(plan, {
        '/details/:lotId': [
          { name: 'manual lot page' },
          { name: 'auto lot page', params: { lotId: live.autoLot.id } },
        ],
      }),
    );
    expectNone(await walk(browser, 'bidder', 'bidder1', screens));
  });

  test('auctioneer screens', async ({ browser, request }) => {
    const { plan, live } = await demoScreens(request, 'auctioneer');
    const screens = screenWalk(
      'auctioneer',
      withExtras<IScreenExtras>(plan, {
        '/auctions/:auctionId/room/:lotId': [
          { name: 'room view' },
          // A lot open for bids: its clock counts down in the room view's largest type.
          { name: 'room view (open lot)', params: { auctionId: live.auto.id, lotId: live.autoLot.id } },
        ],
      }),
    );
    expectNone(await walk(browser, 'auctioneer', 'auctioneer', screens));
  });

  test('employee screens', async ({ browser, request }) => {
    const { plan } = await demoScreens(request, 'employee');
    expectNone(await walk(browser, 'employee', 'employee', screenWalk('employee', plan)));
  });

  test('client screens', async ({ browser, request }) => {
    const { plan } = await demoScreens(request, 'client');
    expectNone(await walk(browser, 'client', 'client', screenWalk('client', plan)));
  });

  test('admin screens', async ({ browser, request }) => {
    const { plan } = await demoScreens(request, 'admin');
    expectNone(await walk(browser, 'admin', 'admin', screenWalk('admin', plan)));
  });
});
