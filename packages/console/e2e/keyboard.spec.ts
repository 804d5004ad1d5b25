/**
 * Issue 18: the console from the keyboard alone. Sign-up, the fleet (a vehicle added through its dialog)
 * and route planning (the create tabs switched with the arrow keys, a route optimised and saved), with no
 * mouse event: every control is reached with Tab and worked with Enter, Space, the arrows and typing.
 */
import type { Locator, Page } from '@playwright/test';
import { expect as baseExpect, newAccount, skipCookieBanner, test, toast } from './fixtures.js';
import { blockTiles } from './operations.js';

const expect = baseExpect.configure({ timeout: 20_000 });

/** Presses Tab until `target` has the focus; fails when it is not reachable within `max` presses. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<void> {
  const handle = await target.elementHandle();
  for (let i = 0; i < max; i++) {
    if (await page.evaluate((el) => document.activeElement === el, handle)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reachable with Tab in ${max} presses: ${String(target)}`);
}

async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(text);
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await blockTiles(page);
});

test('sign up, add a vehicle and plan a route without the mouse', async ({ page }) => {
  const account = newAccount('Kim', 'Keys');
  await page.goto('/auth?tab=register');
  const form = page.getByTestId('sign-up-form');
  await typeInto(page, form.getByLabel('First name'), account.firstName);
  await typeInto(page, form.getByLabel('Last name'), account.lastName);
  await typeInto(page, form.getByLabel('Email'), account.email);
  await typeInto(page, form.getByLabel('Password', { exact: true }), account.password);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Fleet: the sidebar link, then Add Vehicle's dialog, submitted with Enter; Escape would close it.
  await tabTo(page, page.getByRole('menuitem', { name: 'Fleet Management' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Fleet Management' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: 'Add Vehicle' }).first());
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await expect(dialog).toBeVisible();
  await typeInto(page, dialog.getByLabel('Vehicle Name'), 'Van K');
  await tabTo(page, dialog.getByLabel('Vehicle Type'));
  await page.keyboard.press('ArrowDown');
  await typeInto(page, dialog.getByLabel('Cost per km ($)'), '1.25');
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Success')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('group', { name: 'Van K' })).toBeVisible();

  // Route planning: the arrow keys move between the create tabs, Enter opens one (manual activation).
  await tabTo(page, page.getByRole('menuitem', { name: 'Route Planning' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Route Planning' })).toBeVisible();
  const basic = page.getByRole('tab', { name: 'Basic Route' });
  await tabTo(page, basic);
  for (const [key, name] of [
    ['ArrowRight', 'Multi-Vehicle Fleet'],
    ['ArrowRight', 'Advanced Constraints'],
    ['ArrowLeft', 'Multi-Vehicle Fleet'],
    ['ArrowLeft', 'Basic Route'],
  ] as const) {
    await page.keyboard.press(key);
    await expect(page.getByRole('tab', { name })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  }

  const panel = page.getByTestId('quick-create-form');
  await typeInto(page, panel.getByLabel('Starting Location'), 'Austin, TX');
  await typeInto(page, panel.getByRole('textbox', { name: 'Destination 1', exact: true }), 'Round Rock, TX');
  await tabTo(page, panel.getByRole('button', { name: 'Add Destination' }));
  await page.keyboard.press('Enter');
  await typeInto(page, panel.getByRole('textbox', { name: 'Destination 2', exact: true }), 'San Marcos, TX');
  await tabTo(page, panel.getByLabel('Vehicle Type'));
  await page.keyboard.press('ArrowDown');
  await expect(panel.getByLabel('Vehicle Type')).not.toHaveValue('');
  await tabTo(page, panel.getByRole('button', { name: 'Optimize Route' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Success')).toContainText('Route optimized successfully');
  await tabTo(page, page.getByRole('button', { name: 'Save Route' }));
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Success')).toContainText('Route created successfully');
});
