import { expect, newAccount, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
});

test('a visitor signs up (after a bad password), signs out and signs in again', async ({ page }) => {
  const account = newAccount('Ada', 'Lovelace');
  await page.goto('/auth?tab=register');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByText('Password must be at least 8 characters with uppercase, lowercase, and number'),
  ).toBeVisible();

  const form = page.getByTestId('sign-up-form');
  await form.getByLabel('First name').fill(account.firstName);
  await form.getByLabel('Last name').fill(account.lastName);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByRole('button', { name: 'Create Account' }).click();
  await expect(form.getByText('Password must be at least 8 characters', { exact: true })).toBeVisible();

  await form.getByLabel('Password', { exact: true }).fill('alllowercase1');
  await expect(
    form.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?tab=register$/);

  await form.getByRole('button', { name: 'Show password' }).click();
  await expect(form.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Account created!')).toContainText('You are now signed in.');
  await expect(page.getByTestId('user-menu')).toContainText('Ada Lovelace');
  await expect(page.getByTestId('user-initials')).toHaveText('AL');

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan delivery routes');

  await page.goto('/auth');
  const signIn = page.getByTestId('sign-in-form');
  await signIn.getByLabel('Email').fill(account.email);
  await signIn.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(toast(page, 'Sign in failed')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await signIn.getByLabel('Password', { exact: true }).fill(account.password);
  await signIn.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(toast(page, 'Welcome back!')).toContainText('You have successfully signed in.');
});

test('sign-in validation messages appear before any call', async ({ page }) => {
  let calls = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/login')) calls += 1;
  });
  await page.goto('/auth');
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Sign In' }).click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Password is required')).toBeVisible();
  expect(calls).toBe(0);
});

test('an OAuth failure shows the Authentication Error toast with its details', async ({ page }) => {
  await page.goto('/auth?error=google_failed&details=access_denied');
  await expect(toast(page, 'Authentication Error')).toContainText(
    'Google sign-in was cancelled or failed. Please ensure the redirect URI is configured correctly. Details: access_denied',
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test('a protected page shows the sign-in view when signed out', async ({ page }) => {
  await page.goto('/fleet');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
  await expect(page).toHaveURL(/\/fleet$/);
});

test('Sign Out still ends at / when the sign-out call fails (through /api/logout)', async ({ page }) => {
  await registerThroughApi(page);
  await page.route('**/api/auth/logout', (route) => route.abort('connectionrefused'));
  await page.goto('/dashboard');
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Plan delivery routes');
  // The fallback really ended the session: the dashboard asks to sign in again.
  await page.goto('/dashboard');
  await expect(page.getByTestId('sign-in-form')).toBeVisible();
});
