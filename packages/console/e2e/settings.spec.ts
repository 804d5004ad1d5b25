/**
 * Settings in the browser: the five tabs of document 2 plus API Tokens; the profile saved and read back from
 * the API, route defaults (with the time zone shifts use) refused by name when wrong, display settings kept in
 * the browser, a token shown once and revoked, the real billing state.
 */
import { expect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { tick } from './operations.js';

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await registerThroughApi(page);
});

test('tabs of Settings; the company name saved is the profile', async ({ page }) => {
  await page.goto('/settings');
  await expect(page.getByRole('tab')).toHaveText([
    'Profile',
    'Notifications',
    'Route Defaults',
    'Maps & Display',
    'Billing',
    'API Tokens',
  ]);
  await page.getByLabel('Company Name').fill('Lone Star Deliveries');
  await page.getByLabel('Contact Email').fill('ops@lonestar.example');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(toast(page, 'Success')).toContainText('Profile settings updated successfully');
  const profile = await (await page.request.get('/api/user/profile')).json();
  expect(profile).toMatchObject({
    companyName: 'Lone Star Deliveries',
    contactEmail: 'ops@lonestar.example',
  });

  await page.getByRole('tab', { name: 'Notifications' }).click();
  const maintenance = page
    .getByRole('switch', { name: 'Maintenance reminders' })
    .or(page.getByLabel('Maintenance reminders'));
  await expect(maintenance).not.toBeChecked();
  await tick(page, 'Maintenance reminders');
  await expect
    .poll(async () => (await (await page.request.get('/api/user/notifications')).json()).maintenanceReminders)
    .toBe(true);

  await page.getByRole('tab', { name: 'Billing' }).click();
  await expect(page.getByTestId('billing-status')).toContainText('This server has no billing');
});

test('route defaults refuse a bad region by name and save the time zone shifts use', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Route Defaults' }).click();
  await expect(page.getByLabel('Default service time (minutes)')).toHaveValue('15');
  await page.getByLabel('Default region').fill('U1');
  await page.getByRole('button', { name: 'Save Route Defaults' }).click();
  await expect(
    page.getByText('The default region must be a two-letter country code such as GB or US'),
  ).toBeVisible();
  await page.getByLabel('Default region').fill('us');
  await page.getByRole('button', { name: '30 min' }).click();
  await page.getByLabel('Time zone').selectOption('America/Chicago');
  await page.getByRole('button', { name: 'Save Route Defaults' }).click();
  await expect(toast(page, 'Success')).toContainText('Route defaults updated successfully');
  const prefs = await (await page.request.get('/api/user/preferences')).json();
  expect(prefs).toMatchObject({ defaultRegion: 'US', defaultServiceTime: 30, timeZone: 'America/Chicago' });
});

test('display settings stay in the browser', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Maps & Display' }).click();
  await page.getByLabel('Default zoom (1-20)').fill('25');
  await page.getByRole('button', { name: 'Save Display Settings' }).click();
  await expect(page.getByText('Default zoom must be between 1 and 20')).toBeVisible();
  await page.getByLabel('Default zoom (1-20)').fill('15');
  await page.getByLabel('Marker style').selectOption('priority-based');
  await page.getByRole('button', { name: 'Save Display Settings' }).click();
  await page.reload();
  await page.getByRole('tab', { name: 'Maps & Display' }).click();
  await expect(page.getByLabel('Default zoom (1-20)')).toHaveValue('15');
  await expect(page.getByLabel('Marker style')).toHaveValue('priority-based');
});

test('an API token is shown once, listed by its prefix, and revoked', async ({ page }) => {
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'API Tokens' }).click();
  await page.getByRole('button', { name: 'Create Token' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Create API Token' });
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  await expect(dialog.getByText('Token name is required')).toBeVisible();
  await dialog.getByLabel('Name').fill('Nightly import');
  await dialog.getByRole('button', { name: 'Create Token' }).click();
  const secret = await dialog.getByLabel('New token').textContent();
  expect(secret).toMatch(/^rt_[A-Za-z0-9_-]{43}$/);
  const check = await page.request.get('/api/auth/user', {
    headers: { authorization: `Bearer ${secret}`, cookie: '' },
  });
  expect(check.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Done' }).click();
  const row = page.getByRole('row', { name: /Nightly import/ });
  await expect(row).toContainText(secret!.slice(0, 9));
  await row.getByRole('button', { name: 'Revoke Nightly import' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Success')).toContainText('Token revoked');
  await expect(page.getByText('No API tokens')).toBeVisible();
});
