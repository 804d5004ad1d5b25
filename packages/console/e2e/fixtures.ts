/**
 * The journeys' test object: fails a test on any uncaught page error, on any console error or warning of
 * the page (issue 18: a clean console on every screen), and when the page had to fetch Blueprint's full
 * icon pack (an icon used without being registered in an icons.ts). The browser's own line for a failed
 * request ("Failed to load resource") is not the page's: journeys refuse map tiles and provoke 4xx answers
 * on purpose, and the screens show those failures themselves.
 */
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Console lines that are not the page's: Chromium's own line for a refused request, and its performance
 * hint about OpenLayers' hit-detection canvas (read back on every hover; the canvas is OpenLayers' own).
 */
const NOT_THE_PAGE = [
  /^Failed to load resource/,
  /^Canvas2D: Multiple readback operations using getImageData/,
];

const EXPECTED_CONSOLE = 'expected console line';

export const test = base.extend<{ guard: void }>({
  guard: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const iconPacks: string[] = [];
      const consoleLines: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        const type = message.type();
        const text = message.text();
        if (type === 'warning' && text.startsWith('[icons]')) iconPacks.push(text);
        else if ((type === 'error' || type === 'warning') && !NOT_THE_PAGE.some((re) => re.test(text)))
          consoleLines.push(`${type}: ${text.slice(0, 300)}`);
      });
      page.on('request', (request) => {
        if (/\/assets\/(paths|allPaths)-[^/]+\.js$/.test(request.url())) iconPacks.push(request.url());
      });
      await use();
      expect(errors, 'uncaught errors in the page').toEqual([]);
      const expected = test
        .info()
        .annotations.filter((a) => a.type === EXPECTED_CONSOLE)
        .map((a) => new RegExp(a.description ?? '^$'));
      expect(
        consoleLines.filter((line) => !expected.some((re) => re.test(line))),
        'console errors or warnings of the page',
      ).toEqual([]);
      expect(iconPacks, 'icons loaded through the full icon pack (register them in an icons.ts)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** A console line the test provokes on purpose (a journey that breaks something to see the screen cope). */
export function expectConsoleLine(pattern: RegExp): void {
  test.info().annotations.push({ type: EXPECTED_CONSOLE, description: pattern.source });
}

let counter = 0;

/** A fresh e-mail address for each account a test creates. */
export function uniqueEmail(prefix = 'dispatcher'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@routier.test`;
}

/** Stores an essential-only cookie decision before the app starts, so the banner stays away. */
export async function skipCookieBanner(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('routier.cookieConsent', 'essential');
    window.localStorage.setItem(
      'routier.cookiePreferences',
      JSON.stringify({ essential: true, analytics: false, marketing: false, functional: false }),
    );
  });
}

export interface Account {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

export function newAccount(firstName = 'Dana', lastName = 'Dispatch'): Account {
  return { firstName, lastName, email: uniqueEmail(), password: 'Routes4Days' };
}

/** Creates an account and signs in through the API (the browser context keeps the session cookie). */
export async function registerThroughApi(page: Page, account: Account = newAccount()): Promise<Account> {
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * The toast with this title. The app shows at most one, but a replaced toast stays in the page for 350 ms
 * while it animates out (Blueprint marks it `bp6-toast-exit`), so the leaving ones are left out: a quick
 * second toast with the same title would otherwise match twice.
 */
export function toast(page: Page, title: string) {
  return page.locator('.bp6-toast:not(.bp6-toast-exit)').getByTestId('toast').filter({ hasText: title });
}
