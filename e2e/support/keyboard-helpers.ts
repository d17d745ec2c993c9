import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { apiToken, registeredPaddle } from './live-helpers';

/** Keyboard steps of the live journeys (issue 33): every action a key press on a control the keyboard reaches. */

/** Asserts the control is in the tab order, focuses it and presses a key on it. */
export async function press(control: Locator, key = 'Enter') {
  await expect(control).toBeEnabled();
  await expect(control).not.toHaveAttribute('tabindex', '-1');
  await control.focus();
  await control.press(key);
}

/** The open dialog with this title, asserting focus went into it. */
export async function dialogWithFocus(page: Page, title: string): Promise<Locator> {
  const dialog = page.getByRole('dialog').filter({ hasText: title });
  await expect(dialog).toBeVisible();
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)), {
      message: `focus moved into "${title}"`,
    })
    .toBe(true);
  return dialog;
}

/** Answers the control room's "Yes / No" confirmation by keyboard: focus starts on Yes. */
export async function confirmByKeyboard(page: Page, title: string) {
  const dialog = await dialogWithFocus(page, title);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}

/** The typing field of an antd Select (its test id may sit on the wrapper or on the field). */
export const selectField = (select: Locator) => select.locator('xpath=descendant-or-self::input').first();

/** Picks the first option of an antd Select with the arrow keys. */
export async function chooseFirstByKeyboard(select: Locator) {
  await select.focus();
  await select.press('ArrowDown');
  await expect(select.page().locator('.ant-select-dropdown:visible')).toHaveCount(1);
  await select.press('Enter');
  await expect(select.page().locator('.ant-select-dropdown:visible')).toHaveCount(0);
}

/** Types into a focused number field, replacing what it held. */
export async function typeInto(field: Locator, value: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(value);
}

/** Joins the lot through the API with $10,000 and the first purchase profile; answers the paddle. */
export async function joinByApi(
  request: APIRequestContext,
  userName: string,
  auctionId: string,
  lotId: string,
): Promise<number> {
  const headers = { authorization: `Bearer ${await apiToken(request, userName)}` };
  const profiles = await request.get('/api/purchaseprofiles', { headers });
  expect(profiles.status(), await profiles.text()).toBe(200);
  const [profile] = (await profiles.json()) as { id: number }[];
  const joined = await request.post(`/api/auctions/${auctionId}/${lotId}/bidders`, {
    headers,
    data: { amount: 10_000, purchaseProfileId: Number(profile!.id), type: 'ONLINE' },
  });
  expect(joined.status(), await joined.text()).toBe(200);
  return ((await joined.json()) as { paddleNumber: number }).paddleNumber;
}

/**
 * Joins the open lot through the Join Auction dialog by keyboard: Enter on Join Auction, focus moves into
 * the dialog, the amount typed, the first purchase profile by arrow keys, Enter on Join. Answers the paddle.
 */
export async function joinByKeyboard(page: Page, amount = 10_000): Promise<number> {
  await press(page.getByTestId('join-auction'));
  const join = await dialogWithFocus(page, 'Join Auction');
  await typeInto(join.getByTestId('join-amount'), String(amount));
  await chooseFirstByKeyboard(selectField(join.getByTestId('join-profile')));
  await press(join.getByTestId('join-submit'));
  await expect(page.getByText('Successfully joined the auction!')).toBeVisible();
  await expect(join).toBeHidden();
  return registeredPaddle(page);
}
