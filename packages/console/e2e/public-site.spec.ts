import { expect, skipCookieBanner, test } from './fixtures.js';

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('landing → pricing → the annual toggle shows the annual prices', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Free 14-Day Trial' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'View All Features' })).toBeVisible();
  await expect(page.locator('.feature-card')).toHaveCount(6);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('plan-basic-price')).toHaveText('$15/month');
  await expect(page.getByTestId('plan-starter-price')).toHaveText('$29/month');
  await expect(page.getByTestId('plan-professional-price')).toHaveText('$79/month');
  await expect(page.getByTestId('plan-professional')).toContainText('Most Popular');
  await expect(page.getByTestId('plan-enterprise-price')).toHaveText('Custom');

  await page.getByRole('radio', { name: 'Annual' }).click();
  await expect(page.getByTestId('plan-basic-price')).toHaveText('$144/year');
  await expect(page.getByTestId('plan-starter-price')).toHaveText('$278.40/year');
  await expect(page.getByTestId('plan-professional-price')).toHaveText('$758.40/year');
  await expect(page.getByTestId('plan-professional')).toContainText('billed annually');
  await expect(page.getByTestId('plan-professional')).toContainText('Save 20%');

  const config = await (await page.request.get('/api/config')).json();
  const demo = page.getByRole('link', { name: 'Schedule Demo' });
  await expect(demo).toHaveAttribute(
    'href',
    `mailto:${config.contact.salesEmail}?subject=Routier%20demo%20request`,
  );
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('on a phone the header menu opens, and closes when a link is followed', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/');
  const toggle = page.getByTestId('mobile-menu-toggle');
  const menu = page.getByRole('navigation', { name: 'Mobile' });
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Features' })).toBeVisible();
  await menu.getByRole('link', { name: 'Features' }).click();
  await expect(page).toHaveURL(/\/features$/);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

test('the pricing and features chunks are prefetched 2 s after load', async ({ page }) => {
  await page.goto('/blog');
  await expect(page.getByTestId('featured-article')).toBeVisible();
  // Resource timings: the page's own chunk starts loading at the first render, the prefetch 2 s later.
  const startOf = (name: string) =>
    page.evaluate(
      (pattern) =>
        performance.getEntriesByType('resource').find((entry) => new RegExp(pattern).test(entry.name))
          ?.startTime ?? null,
      `/assets/${name}-[^/]+\\.js$`,
    );
  await expect.poll(() => startOf('FeaturesPage'), { timeout: 8000 }).not.toBeNull();
  await expect.poll(() => startOf('PricingPage'), { timeout: 8000 }).not.toBeNull();
  const blog = (await startOf('BlogPage'))!;
  expect((await startOf('PricingPage'))! - blog).toBeGreaterThanOrEqual(1900);
  expect((await startOf('FeaturesPage'))! - blog).toBeGreaterThanOrEqual(1900);
});

test('legal pages and the blog carry the content of the spec', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('We answer every request within 30 days.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Site' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/terms-of-service');
  for (const text of [
    'non-refundable',
    "30 days' notice",
    'end of the current billing period',
    'available for export for 30 days',
    '99.9% uptime',
  ]) {
    await expect(page.locator('.legal-article')).toContainText(text);
  }

  await page.goto('/blog');
  await expect(page.getByTestId('featured-article')).toHaveCount(1);
  await expect(page.getByTestId('article')).toHaveCount(5);
  await expect(page.getByRole('link', { name: 'Start Free Trial' }).last()).toBeVisible();
});
