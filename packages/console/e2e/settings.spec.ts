/**
 * Settings in the browser: the five tabs of document 2 plus API (tokens and webhooks); the profile saved and read
 * back from the API, route defaults (with the time zone shifts use) refused by name when wrong, display settings
 * kept in the browser, a token shown once and revoked, a webhook endpoint receiving a signed test event and its
 * delivery log, the real billing state, the account's security activity after a token was made and revoked.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { tick } from './operations.js';

const SCREENSHOTS = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));

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
    'API',
    'Security',
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
  await page.getByRole('tab', { name: 'API', exact: true }).click();
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

test('Security lists the account activity newest first, filtered by kind', async ({ page }) => {
  const created = await page.request.post('/api/tokens', { data: { name: 'Audit me' } });
  expect(created.status()).toBe(201);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Security' }).click();
  const rows = page.getByRole('table').getByRole('row');
  await expect(rows.nth(1)).toContainText('API token created');
  await expect(rows.nth(1)).toContainText('“Audit me”');
  await expect(page.getByRole('table')).toContainText('Account created');
  await page.screenshot({ path: `${SCREENSHOTS}settings-security.png`, fullPage: true });
  await page.getByLabel('Show').selectOption('Sign-ins and failures');
  await expect(page.getByText('No activity yet')).toBeVisible();
});

test('a webhook endpoint gets a signed test event; the delivery log shows it, and a failure retried', async ({
  page,
}) => {
  // The user's own system: a receiver on this machine that fails its first answer.
  const received: Array<{ signature: string; body: string }> = [];
  const answers = [200, 500];
  const receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ signature: String(req.headers['routier-signature']), body });
      res.statusCode = answers.shift() ?? 200;
      res.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/events`;
  try {
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'API', exact: true }).click();
    await expect(page.getByText('No webhook endpoints')).toBeVisible();
    await page.getByRole('button', { name: 'Add Endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    await dialog.getByLabel('Endpoint URL').fill('erp.example.com');
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(dialog.getByText('Please enter a full http:// or https:// address')).toBeVisible();
    await dialog.getByLabel('Endpoint URL').fill(url);
    await dialog.getByLabel('Description').fill('ERP sync');
    await dialog.getByText('Route updated (edited, optimised, re-imported)').click();
    await dialog.getByRole('button', { name: 'Add Endpoint' }).click();
    const secret = (await dialog.getByLabel('Signing secret').textContent())!;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();

    const row = page.getByRole('row', { name: /ERP sync/ });
    await expect(row).toContainText('job.succeeded, job.failed');
    await expect(row).toContainText('Active');
    await page.screenshot({ path: `${SCREENSHOTS}settings-webhooks-1280.png`, fullPage: true });
    await row.getByRole('button', { name: `Send a test event to ${url}` }).click();
    await expect(toast(page, 'Test event queued')).toBeVisible();
    await expect.poll(() => received.length).toBe(1);
    // The receiver can verify what it got with the secret the console showed once.
    const t = received[0].signature.match(/t=(\d+)/)![1];
    const v1 = createHmac('sha256', secret).update(`${t}.${received[0].body}`).digest('hex');
    expect(received[0].signature).toContain(`v1=${v1}`);

    await row.getByRole('button', { name: `Deliveries to ${url}` }).click();
    const log = page.getByRole('dialog', { name: `Deliveries to ${url}` });
    const delivery = log.getByRole('row', { name: /webhook\.test/ });
    await expect(delivery).toContainText('succeeded');
    await expect(delivery).toContainText('HTTP 200');
    await delivery.getByRole('button', { name: 'webhook.test' }).click();
    await expect(log.getByLabel(/^Payload of evt_/)).toContainText('"type": "webhook.test"');
    await page.screenshot({ path: `${SCREENSHOTS}settings-webhook-deliveries-1280.png` });
    // Sent again on request; the receiver fails it, and the log says so and when the next attempt is.
    await delivery.getByRole('button', { name: 'Resend' }).click();
    await expect(toast(page, 'Queued')).toBeVisible();
    await expect(delivery).toContainText('retrying', { timeout: 10_000 });
    await expect(delivery).toContainText('HTTP 500');
    await page.keyboard.press('Escape');

    await row.getByRole('button', { name: `Delete ${url}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Success')).toContainText('Webhook endpoint deleted');
    await expect(page.getByText('No webhook endpoints')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.close(resolve));
  }
});
