import type { Page } from '@playwright/test';
import { expect, newAccount, registerThroughApi, skipCookieBanner, test } from './fixtures.js';

const PAGES: [string, string, string][] = [
  ['Dashboard', '/dashboard', 'Dashboard'],
  ['Route Planning', '/route-planning', 'Route Planning'],
  ['Fleet Management', '/fleet', 'Fleet Management'],
  ['Scheduling', '/scheduling', 'Shift & Schedule Management'],
  ['Multi-Day Planning', '/multi-day-planning', 'Multi-Day Planning'],
  ['Upgrade Plan', '/dashboard-pricing', 'Upgrade Plan'],
  ['Analytics', '/analytics', 'Analytics'],
  ['API Documentation', '/api-docs', 'API Documentation'],
  ['Settings', '/settings', 'Settings'],
];

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('the sidebar reaches every protected page, in order, highlighting the current one', async ({ page }) => {
  await registerThroughApi(page);
  await page.goto('/');
  const sidebar = page.getByRole('navigation', { name: 'Navigation' });
  await expect(sidebar.getByRole('menuitem')).toHaveText(PAGES.map(([label]) => label));
  await expect(sidebar.getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  for (const [label, path, heading] of PAGES) {
    await sidebar.getByRole('menuitem', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(sidebar.getByRole('menuitem', { name: label })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveTitle(`${label} · Routier`);
  }

  await page.goto('/routes');
  await expect(page.getByRole('heading', { level: 1, name: 'Route Planning' })).toBeVisible();
  await expect(sidebar.getByRole('menuitem', { name: 'Route Planning' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('on a phone the sidebar starts closed, opens, and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await registerThroughApi(page);
  await page.goto('/dashboard');
  const sidebar = page.getByRole('navigation', { name: 'Navigation' });
  await expect(sidebar).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  await expect(sidebar).toBeVisible();
  await sidebar.getByRole('menuitem', { name: 'Fleet Management' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  await expect(sidebar).toBeHidden();
  await page.getByTestId('sidebar-toggle').click();
  await page.getByRole('button', { name: 'Close navigation' }).click();
  await expect(sidebar).toBeHidden();
});

test('the user menu stays under its button in the top bar while the page scrolls', async ({ page }) => {
  await registerThroughApi(page, newAccount('Ada', 'Lovelace'));
  await page.goto('/dashboard');
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
  // Where Sign Out is drawn right after each scroll, in the same task (before the menu could be placed again):
  // placed against the page, it moved up with the page, and a CI run's click there did nothing.
  const tops = await page.evaluate(() => {
    const item = [...document.querySelectorAll('[role=menuitem]')].find((e) => e.textContent === 'Sign Out');
    if (!item) throw new Error('no Sign Out item');
    const out = [Math.round(item.getBoundingClientRect().top)];
    for (const y of [100, 250, 400, 0]) {
      window.scrollTo(0, y);
      out.push(Math.round(item.getBoundingClientRect().top));
    }
    return out;
  });
  const bar = await page.getByTestId('user-menu').boundingBox();
  if (!bar) throw new Error('no user menu button');
  expect(tops[0]).toBeGreaterThan(bar.y + bar.height);
  expect(tops).toEqual(tops.map(() => tops[0]));
});

test('the API testing tab sends a request with the session and shows the answer', async ({ page }) => {
  const account = await registerThroughApi(page);
  await page.goto('/api-docs');
  await page.getByRole('tab', { name: 'API Testing' }).click();
  await page.getByRole('button', { name: 'Send Request' }).click();
  const response = page.getByTestId('api-test-response');
  await expect(response).toContainText('200');
  await expect(response).toContainText('x-request-id');
  await expect(response).toContainText(account.email);
});

/** Presses Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, matches: (element: Element | null) => boolean, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(matches, null).catch(() => false)) return;
  }
  throw new Error('Tab never reached the element');
}

test('signing in and moving around work from the keyboard alone', async ({ page }) => {
  const account = newAccount('Kim', 'Keys');
  await registerThroughApi(page, account);
  await page.request.post('/api/auth/logout');
  await page.goto('/auth');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await tabTo(page, () => document.activeElement?.id === 'signin-email');
  await page.keyboard.type(account.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(account.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);

  await tabTo(page, () => document.activeElement?.textContent?.trim() === 'Fleet Management');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/fleet$/);
});

test('a favicon, app icons and a web manifest are served', async ({ page }) => {
  const favicon = await page.request.get('/favicon.svg');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toContain('image/svg+xml');
  for (const icon of ['/apple-touch-icon.png', '/icon-192.png', '/icon-512.png']) {
    const response = await page.request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()['content-type']).toContain('image/png');
  }
  const manifest = await (await page.request.get('/site.webmanifest')).json();
  expect(manifest.icons).toHaveLength(3);
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing · Routier');
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/favicon.svg');
});
