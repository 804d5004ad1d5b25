/**
 * Full-page screenshots of every public page and of the signed-in shell at 1280 and 375 px, written to
 * artifacts/screenshots/ at the repository root (gitignored) so anyone can see what users see.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, registerThroughApi, skipCookieBanner, test } from './fixtures.js';

const OUT = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));
const WIDTHS = [1280, 375];

const PUBLIC_PAGES: [string, string, string][] = [
  ['landing', '/', 'h1'],
  ['features', '/features', 'h1'],
  ['pricing', '/pricing', 'h1'],
  ['blog', '/blog', 'h1'],
  ['privacy-policy', '/privacy-policy', 'h1'],
  ['terms-of-service', '/terms-of-service', 'h1'],
  ['auth-sign-in', '/auth', '[data-testid="sign-in-form"]'],
  ['auth-sign-up', '/auth?tab=register', '[data-testid="sign-up-form"]'],
  ['api-docs', '/api-docs', 'h1'],
  ['not-found', '/no-such-page', 'h4, h1'],
];

async function settle(page: Page, selector: string) {
  await expect(page.locator(selector).first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  // Responsive down to 375 px: nothing may widen the page beyond the window (wide tables scroll inside).
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width > 600 ? 800 : 740 } });

    for (const [name, path, selector] of PUBLIC_PAGES) {
      test(`${name} page`, async ({ page }) => {
        await skipCookieBanner(page);
        await page.goto(path);
        await settle(page, selector);
        await page.screenshot({ path: `${OUT}${name}-${width}.png`, fullPage: true });
      });
    }

    test('cookie banner and preferences', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      await page.screenshot({ path: `${OUT}cookie-banner-${width}.png` });
      await page.getByRole('button', { name: 'Customize Settings' }).click();
      await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}cookie-preferences-${width}.png` });
    });

    test('signed-in shell', async ({ page }) => {
      test.setTimeout(120_000);
      await skipCookieBanner(page);
      await registerThroughApi(page);
      await page.goto('/dashboard');
      await settle(page, 'h1');
      await page.screenshot({ path: `${OUT}shell-dashboard-${width}.png`, fullPage: true });
      if (width < 600) {
        await page.getByTestId('sidebar-toggle').click();
        await page.waitForTimeout(200);
        await page.screenshot({ path: `${OUT}shell-sidebar-open-${width}.png` });
        await page.getByRole('button', { name: 'Close navigation' }).click();
      }
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
      await page.screenshot({ path: `${OUT}shell-user-menu-${width}.png` });
      await page.keyboard.press('Escape');
      await page.goto('/api-docs');
      await settle(page, 'h1');
      await page.getByRole('tab', { name: 'API Endpoints' }).click();
      await page.getByTestId('api-operation').first().locator('button').first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}shell-api-docs-${width}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'Code Examples' }).click();
      await expect(page.getByRole('button', { name: /^Copy / }).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}shell-api-examples-${width}.png`, fullPage: true });
      await page.getByRole('tab', { name: 'API Testing' }).click();
      await page.getByRole('button', { name: 'Send Request' }).click();
      await expect(page.getByTestId('api-test-response')).toBeVisible();
      await page.screenshot({ path: `${OUT}shell-api-testing-${width}.png`, fullPage: true });
    });
  });
}
