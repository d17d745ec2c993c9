import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { chooseOption, logIn, mainNavLink } from '../support/helpers';

/** Screenshots a person looks at (issue 13): every discovery screen, kept with the run's results. */
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/discovery-${name}.png`, fullPage: true });

const tabTable = (page: Page, tab: string) => page.getByTestId(`public-table-${tab}`);

test.describe('public site and property discovery', () => {
  test('a visitor pages through the home tabs, reads a post and the FAQ, and sends the contact form', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(page.getByTestId('featured-carousel')).toBeVisible();
    await expect(page.getByTestId('stats-band')).toContainText('10k+');

    // The footer's Property Listings reaches the public listings on the home page (issue 18 #24).
    await expect(page.getByTestId('footer-listings')).toHaveAttribute('href', '/#listings');

    for (const [tab, label] of [
      ['upcoming', 'Upcoming Properties'],
      ['today', "Today's Sales"],
      ['completed', 'Completed Sales'],
      ['cancelled', 'Cancelled Sales'],
    ] as const) {
      await page.getByRole('tab', { name: label }).click();
      const table = tabTable(page, tab);
      await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
      // Paged on the server: a second page shows other rows.
      const pager = table.locator('.ant-pagination');
      const total = Number(
        (await pager.locator('.ant-pagination-total-text').textContent())?.match(/\d+/)?.[0],
      );
      expect(total).toBeGreaterThan(0);
      if (total > 5) {
        const firstRow = await table.locator('tbody tr.ant-table-row').first().textContent();
        await pager.getByRole('listitem', { name: '2' }).click();
        await expect(table.locator('tbody tr.ant-table-row').first()).not.toHaveText(firstRow ?? '');
      }
      if (tab === 'cancelled')
        await expect(table.locator('tbody tr[data-cancelled="true"]').first()).toBeVisible();
    }
    // The table searches on the server.
    await page.getByRole('tab', { name: 'Upcoming Properties' }).click();
    await page.getByLabel('Search Upcoming Properties').fill('Evanston');
    await expect(tabTable(page, 'upcoming').locator('tbody tr.ant-table-row').first()).toContainText(
      'Evanston',
    );
    await shot(page, 'home-1440');

    // A helpful resource opens as a blog post with its sanitised body.
    await page.getByTestId('resource-list').getByRole('link').first().click();
    await page.waitForURL(/\/blogs\/\d+$/);
    await expect(page.getByTestId('blog-body')).toBeVisible();
    await expect(page.getByTestId('blog-body').locator('script, [onclick]')).toHaveCount(0);
    await shot(page, 'blog-1440');

    // A non-numeric blog id is the not-found page (issue 18 #22).
    await page.goto('/blogs/abc');
    await expect(page.getByText('Sorry, the page you visited does not exist.')).toBeVisible();

    await page.goto('/');
    await page.getByRole('link', { name: 'FAQ' }).first().click();
    await page.waitForURL('**/faq');
    await expect(page.getByTestId('faq-list')).toContainText('Who can bid on Bidright?');
    await shot(page, 'faq-1440');

    await page.goto('/help-center');
    const form = page.getByTestId('contact-form');
    await form.getByLabel('Name', { exact: true }).fill('Maria Lopez');
    await form.getByLabel('E-mail').fill('maria.lopez@example.com');
    await form.getByLabel('Phone number').fill('(312) 555-0142');
    await form.getByLabel('Message').fill('Is 1027 Judson Ave occupied? Journey 1.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByTestId('contact-result')).toContainText('Your message has been sent');
    await shot(page, 'help-center-1440');
    const outbox = await (await page.request.get('/dev/outbox.json')).json();
    expect(outbox).toContainEqual(
      expect.objectContaining({
        channel: 'email',
        recipient: 'support@bidright.example.com',
        body: expect.stringContaining('Is 1027 Judson Ave occupied? Journey 1.'),
      }),
    );

    for (const path of ['/terms-conditions', '/privacy-policy']) {
      await page.goto(path);
      await shot(page, `${path.slice(1)}-1440`);
    }
    await expect(page.getByText('retained for reporting')).toBeVisible();
    await page.goto('/terms-conditions');
    await expect(page.getByText('State of Illinois')).toBeVisible();
    await expect(page.getByText('courts located in Cook County, Illinois')).toBeVisible();
    await expect(page.getByText('the lesser of $1,000 or the fees Bidright earned')).toBeVisible();

    // The footer link lands on the listings.
    await page.getByTestId('footer-listings').click();
    await page.waitForURL('**/#listings');
    await expect(page.getByRole('tab', { name: 'Upcoming Properties' })).toBeInViewport();
  });

  test('bidder1 draws a circle, filters by bedrooms, saves the filter, pins a lot and finds it all again', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await logIn(page, 'bidder1');
    await page.waitForURL('**/dashboard');
    const pinCount = page.getByTestId('header-pinned-count');
    await expect(pinCount).toBeVisible();
    const pinsBefore = Number(await pinCount.getAttribute('data-count'));

    await mainNavLink(page, 'Properties').click();
    await page.waitForURL('**/properties');
    const cards = page.getByTestId('property-card');
    await expect(cards.first()).toBeVisible();
    await expect(
      page.getByRole('note').getByText('Property search is currently available in Illinois.'),
    ).toBeVisible();
    await shot(page, 'properties-1440');

    // Bring the demo property's own marker into view: narrow to it, point at its card.
    await page.getByLabel('Search properties').fill('1027 Judson');
    await expect(cards).toHaveCount(1);
    await cards.first().hover();
    const marker = page.locator('img.leaflet-marker-icon[title="1027 Judson Ave"]');
    await expect(marker).toBeVisible();
    const box = (await marker.boundingBox())!;
    const center = { x: box.x + box.width / 2, y: box.y + box.height - 2 };

    // Draw a circle around it with the map's circle tool.
    await page.locator('[title="Draw Circle"] a.leaflet-buttons-control-button').click();
    await page.mouse.click(center.x, center.y);
    await page.mouse.move(center.x + 60, center.y, { steps: 5 });
    await page.mouse.click(center.x + 60, center.y);
    await expect(page.getByText('Map area')).toBeVisible();
    await page.getByLabel('Search properties').fill('');

    // Filter by bedrooms.
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Bedrooms from').fill('3');
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('button', { name: 'Filters' })).toBeVisible();
    await expect(cards.filter({ hasText: '1027 Judson Ave' })).toBeVisible();
    // Offline, the map says so once (one notice, not one per tile).
    expect(await page.getByTestId('map-offline').count()).toBeLessThanOrEqual(1);
    await shot(page, 'properties-circle-1440');
    const resultIds = await cards.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-lot-id')),
    );

    // Save the filter under a name.
    await page.getByRole('button', { name: 'Save filter' }).click();
    await page.getByLabel('Filter name').fill('Judson circle, 3+ bedrooms');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Successfully saved the filter!')).toBeVisible();

    // Pin the lot: the header count follows.
    const judson = cards.filter({ hasText: '1027 Judson Ave' });
    await judson.getByTestId('card-pin').click();
    await expect(judson.getByTestId('card-pin')).toHaveAttribute('aria-pressed', 'true');
    await expect(pinCount).toHaveAttribute('data-count', String(pinsBefore + 1));

    // Come back later: reload, apply the saved filter, same results, the lot still pinned.
    await page.reload();
    await expect(cards.first()).toBeVisible();
    await chooseOption(page, page.getByLabel('Saved filters'), 'Judson circle, 3+ bedrooms');
    await expect(page.getByText('Map area')).toBeVisible();
    await expect(async () => {
      const ids = await cards.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-lot-id')));
      expect(ids).toEqual(resultIds);
    }).toPass({ timeout: 10_000 });
    await expect(cards.filter({ hasText: '1027 Judson Ave' }).getByTestId('card-pin')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(pinCount).toHaveAttribute('data-count', String(pinsBefore + 1));

    // The header's panel lists the lot once it has been viewed.
    await cards.filter({ hasText: '1027 Judson Ave' }).getByRole('button', { name: 'Details' }).click();
    await page.waitForURL(/\/auctions\/.+\/\d+$/);
    await page.getByRole('button', { name: 'User panel' }).click();
    await expect(page.getByTestId('recently-viewed')).toContainText('1027 Judson Ave');

    // Phone width: the map sits above the cards.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/properties');
    await expect(cards.first()).toBeVisible();
    await shot(page, 'properties-390');
  });

  test('the phone overlay appears at 390 px and Continue dismisses it', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto('/');
    const overlay = page.getByTestId('app-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('See Bidright in...');
    await expect(overlay.getByRole('link', { name: 'Open' })).toBeVisible();
    await shot(page, 'overlay-390');
    await overlay.getByRole('button', { name: 'Continue' }).click();
    await expect(overlay).toBeHidden();
    // On a phone the sections below the hero load as the reader scrolls towards them.
    await expect(page.getByTestId('featured-carousel')).toHaveCount(0);
    await page.getByTestId('home-sections-marker').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('featured-carousel')).toBeVisible();
    await shot(page, 'home-390');
    for (const path of ['/faq', '/help-center', '/blogs/1', '/terms-conditions']) {
      await page.goto(path);
      await expect(overlay).toBeHidden();
      await shot(page, `${path.split('/')[1]}-390`);
    }
    await context.close();
  });
});
