import { expect, test } from '../support/fixtures';
import { findDemoAuctions, isUnclosed } from '../support/live-helpers';
import { DESKTOP, lotIdsOf, openAs, PHONE, placeOf, scriptlessTwin } from '../support/page-checks';

/**
 * The static first paint (ADR 0018) against the app that replaces it: before any script, a page draws the
 * same texts in the same places as the app then does, at a phone's width and a desktop's.
 */

test("a signed-in lot page's first paint, before any script, names the lot where and as the page then does", async ({
  browser,
  request,
}) => {
  const { manual } = await findDemoAuctions(request);
  const lot = manual.lots.find(isUnclosed)!;
  for (const viewport of [PHONE, DESKTOP]) {
    const { page: appPage, close } = await openAs(browser, 'bidder1', viewport);
    const staticContext = await scriptlessTwin(browser, appPage, viewport);
    try {
      const staticPage = await staticContext.newPage();
      await staticPage.goto(`/details/${lot.id}`);
      const painted = await placeOf(staticPage, '.lot-preview h1');
      await appPage.goto(`/details/${lot.id}`);
      const rendered = await placeOf(appPage, '[data-testid="lot-address"]');
      expect(painted.text).toBe(rendered.text);
      // The app's heading replaces the static one in the same place, at the same height.
      expect(painted.box!.y).toBeCloseTo(rendered.box!.y, 0);
      expect(painted.box!.x).toBeCloseTo(rendered.box!.x, 0);
      expect(painted.box!.height).toBeCloseTo(rendered.box!.height, 0);
      // The line under it too (the same LotHeading draws both). Within a pixel: the app's auction-state tag
      // on that line (antd Tag, smaller type in a taller box), which the first paint does not know, lowers it.
      const paintedHost = await placeOf(staticPage, '.lot-preview .lot-heading-host');
      const renderedHost = await placeOf(appPage, '[data-testid="lot-address"] + .lot-heading-host');
      expect(paintedHost.text).toBe(renderedHost.text);
      expect(paintedHost.box.x).toBeCloseTo(renderedHost.box.x, 0);
      expect(Math.abs(paintedHost.box.y - renderedHost.box.y)).toBeLessThanOrEqual(1);
    } finally {
      await staticContext.close();
      await close();
    }
  }
});

test("the login page's first paint, before any script, draws the layout and the card's parts where the app then does", async ({
  browser,
}) => {
  const parts = ['.login-card', '.login-card h1', '.login-forgot', '.login-submit', '.login-footer'];
  for (const viewport of [PHONE, DESKTOP]) {
    const staticContext = await browser.newContext({ viewport, javaScriptEnabled: false });
    const appContext = await browser.newContext({ viewport });
    try {
      const staticPage = await staticContext.newPage();
      await staticPage.goto('/login');
      const appPage = await appContext.newPage();
      await appPage.goto('/login');
      await expect(appPage.getByTestId('login-username')).toBeVisible();
      for (const selector of [...parts, viewport === DESKTOP ? '.login-brand small' : '.login-logo']) {
        const painted = await placeOf(staticPage, selector);
        const rendered = await placeOf(appPage, selector);
        expect(painted.text, selector).toBe(rendered.text);
        for (const side of ['x', 'y', 'width', 'height'] as const)
          expect(painted.box[side], `${selector} ${side}`).toBeCloseTo(rendered.box[side], 0);
      }
      // The outline's boxes are the form's: each field's box and the password's toggle.
      const [paintedInputs, renderedInputs] = await Promise.all(
        [staticPage, appPage].map((page) =>
          page.locator('.login-input, .login-input-toggle').evaluateAll((nodes) =>
            nodes.map((node) => {
              const { x, y, width, height } = node.getBoundingClientRect();
              return [x, y, width, height].map(Math.round);
            }),
          ),
        ),
      );
      expect(paintedInputs).toHaveLength(3);
      expect(paintedInputs).toEqual(renderedInputs);
    } finally {
      await staticContext.close();
      await appContext.close();
    }
  }
});

test("a bidder's search's first paint, before any script, shows its heading, banner and first results where the page then does; a phone opens the map on request", async ({
  browser,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page: appPage, close } = await openAs(browser, 'bidder1', viewport);
    const staticContext = await scriptlessTwin(browser, appPage, viewport);
    try {
      const staticPage = await staticContext.newPage();
      await staticPage.goto('/properties');
      const paintedTitle = await placeOf(staticPage, '.search-heading h1');
      const paintedBanner = await placeOf(staticPage, '.search-banner');
      const paintedPhoto = await placeOf(staticPage, '.preview-card img');
      const paintedLots = await lotIdsOf(staticPage.locator('.preview-card'));
      await appPage.goto('/properties');
      await expect(appPage.getByTestId('property-card').first()).toBeVisible();
      const renderedTitle = await placeOf(appPage, '.search-heading h1');
      const renderedBanner = await placeOf(appPage, '.search-banner');
      const renderedPhoto = await placeOf(appPage, '[data-testid="property-card"] img');
      // The same first results, in the same order, the first photo in the same place and size (the page's
      // largest picture: the app's own must not be a larger one, or the first paint would not count).
      expect(paintedLots.length).toBeGreaterThan(1);
      const renderedLots = await lotIdsOf(appPage.getByTestId('property-card'));
      expect(renderedLots.slice(0, paintedLots.length)).toEqual(paintedLots);
      for (const side of ['x', 'y', 'width', 'height'] as const)
        expect(paintedPhoto.box[side]).toBeCloseTo(renderedPhoto.box[side], 0);
      // The app adds the result count to the heading; the rest is the same text in the same place.
      expect(renderedTitle.text).toMatch(new RegExp(`^${paintedTitle.text} \\(\\d+\\)$`));
      expect(renderedBanner.text).toBe(paintedBanner.text);
      for (const [painted, rendered] of [
        [paintedTitle.box, renderedTitle.box],
        [paintedBanner.box, renderedBanner.box],
      ]) {
        expect(painted!.x).toBeCloseTo(rendered!.x, 0);
        expect(painted!.y).toBeCloseTo(rendered!.y, 0);
        expect(painted!.height).toBeCloseTo(rendered!.height, 0);
      }
      // Within a pixel: the app's content box is a fraction of one wider on a phone.
      expect(Math.abs(paintedBanner.box.width - renderedBanner.box.width)).toBeLessThan(2);

      const toggle = appPage.getByTestId('map-toggle');
      if (viewport === PHONE) {
        // On a phone the results come first; the map (and its code) only once asked for.
        await expect(appPage.getByTestId('search-map')).toHaveCount(0);
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(appPage.locator('[data-testid="search-map"] .leaflet-container')).toBeVisible();
        await expect(toggle).toHaveText('Hide map');
        await toggle.click();
        await expect(appPage.getByTestId('search-map')).toHaveCount(0);
      } else {
        await expect(toggle).toHaveCount(0);
        await expect(appPage.locator('[data-testid="search-map"] .leaflet-container')).toBeVisible();
      }
    } finally {
      await staticContext.close();
      await close();
    }
  }
});
