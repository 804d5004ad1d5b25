import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.js';

function countPageVisits(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/track-page-visit')) calls.push(request.postData() ?? '');
  });
  return calls;
}

test('the banner appears 1.5 s after a first visit; Essential Only hides it and sends no page visit', async ({
  page,
}) => {
  const visits = countPageVisits(page);
  // When the app first drew anything, and when the banner entered the page (ms since navigation).
  await page.addInitScript(() => {
    const times: Record<string, number> = {};
    (window as unknown as { consentTimes: Record<string, number> }).consentTimes = times;
    new MutationObserver(() => {
      if (!times.app && document.getElementById('root')?.firstChild) times.app = performance.now();
      if (!times.banner && document.querySelector('[data-testid="cookie-banner"]'))
        times.banner = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  const banner = page.getByTestId('cookie-banner');
  await expect(banner).toBeVisible();
  const times = await page.evaluate(
    () => (window as unknown as { consentTimes: Record<string, number> }).consentTimes,
  );
  expect(times.banner).toBeGreaterThanOrEqual(1500);
  // The timer starts once the app is up; allow a little for React's first effects.
  expect(times.banner - times.app).toBeGreaterThanOrEqual(1400);

  await banner.getByRole('button', { name: 'Essential Only' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('routier.cookieConsent'))).toBe('essential');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await page.reload();
  await expect(page.getByTestId('plan-basic')).toBeVisible();
  await page.waitForTimeout(2000);
  await expect(banner).toBeHidden();
  expect(visits).toEqual([]);
});

test('Accept All Cookies sends the page visit, with path, time, referrer, browser and viewport', async ({
  page,
}) => {
  const visits = countPageVisits(page);
  await page.goto('/features');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept All Cookies' }).click();
  await expect.poll(() => visits.length).toBe(1);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();
  await expect.poll(() => visits.length).toBe(2);
  const visit = JSON.parse(visits[1]);
  expect(visit).toMatchObject({ path: '/pricing', viewport: { width: 1280, height: 800 } });
  expect(typeof visit.userAgent).toBe('string');
  expect(typeof visit.referrer).toBe('string');
  expect(new Date(visit.timestamp).toString()).not.toBe('Invalid Date');
});

test('Customize Settings keeps essential locked and saves the chosen toggles', async ({ page }) => {
  const visits = countPageVisits(page);
  await page.goto('/blog');
  await page.getByTestId('cookie-banner').getByRole('button', { name: 'Customize Settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
  await expect(dialog.getByRole('checkbox', { name: 'Essential cookies' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Essential cookies' })).toBeChecked();
  await dialog.getByText('Functional cookies').click();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('cookie-banner')).toBeHidden();
  const stored = await page.evaluate(() => [
    localStorage.getItem('routier.cookieConsent'),
    JSON.parse(localStorage.getItem('routier.cookiePreferences') ?? 'null'),
  ]);
  expect(stored).toEqual([
    'custom',
    { essential: true, analytics: false, marketing: false, functional: true },
  ]);
  expect(visits).toEqual([]);

  // 'Cookie Preferences' in the footer clears both entries and reloads: the banner asks again.
  await page.getByRole('button', { name: 'Cookie Preferences' }).click();
  await expect(page.getByTestId('cookie-banner')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('routier.cookiePreferences'))).toBeNull();
});
