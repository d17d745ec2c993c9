import { expect, test } from '../support/fixtures';
import {
  type Actor,
  expectLive,
  findDemoAuctions,
  isUnclosed,
  openActor,
  openLotPage,
  shot,
} from '../support/live-helpers';

/** One live connection per bidder: a second browser of the same bidder takes the lot over from the first. */

async function closeAll(actors: Actor[]) {
  for (const actor of actors) await actor.context.close();
}

test('the same bidder opening the lot in a second browser disconnects the first with the duplicate-connection modal', async ({
  browser,
  request,
}) => {
  const { auto } = await findDemoAuctions(request);
  // The demo's 60-minute auto lot, where bidder3 holds a seat (and a maximum) from the seed.
  const lot = auto.lots.at(-1);
  expect(lot && isUnclosed(lot) && lot.startedTime, 'the last auto lot is open').toBeTruthy();

  const first = await openActor(browser, 'bidder3');
  const second = await openActor(browser, 'bidder3');
  try {
    await openLotPage(first.page, lot!.id);
    // Only bidders in the lot follow it live: bidder3 is in it.
    await expect(first.page.getByTestId('registered-tag')).toBeVisible();
    await expectLive(first.page);
    const secondDevice = await second.page.evaluate(() => localStorage.getItem('bidright.deviceId'));
    expect(secondDevice).toBeTruthy();

    // The second browser is in Evanston: its live connection names the nearest city and state.
    await second.context.grantPermissions(['geolocation']);
    await second.context.setGeolocation({ latitude: 42.0411, longitude: -87.6901 });
    await openLotPage(second.page, lot!.id);
    const modal = first.page.getByRole('dialog').filter({ hasText: 'Disconnected - Duplicate Connection' });
    await expect(modal).toBeVisible();
    // Browser and system in words; the device id stays in the tooltip.
    await expect(modal.getByTestId('duplicate-device')).toHaveText(/^Chrome on Linux$/);
    await expect(modal.getByTestId('duplicate-device')).toHaveAttribute(
      'title',
      new RegExp(`^device ${secondDevice!.slice(0, 8)}, tab `),
    );
    await expect(modal.getByTestId('duplicate-place')).toHaveText('Evanston, IL');
    // When the other connection took over, in the spec's date format with the auction host's zone.
    await expect(modal.getByTestId('duplicate-time')).toHaveText(
      /^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2} (AM|PM) [A-Z]{2,5}$/,
    );
    await expect(first.page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'ended');
    await shot(first.page, 'duplicate-first');

    // The newer connection stays live and shows no modal.
    await expectLive(second.page);
    await expect(second.page.getByText('Disconnected - Duplicate Connection')).toHaveCount(0);

    // Close sends the bidder to the property listings.
    await modal.getByTestId('duplicate-close').click();
    await first.page.waitForURL('**/properties');
    await expectLive(second.page);
  } finally {
    await closeAll([first, second]);
  }
});
