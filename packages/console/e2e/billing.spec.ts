/**
 * Issue 19 in the browser: the checkout's states, with Stripe's browser library stubbed at the network level
 * (a stand-in for https://js.stripe.com/v3/ that mounts a card field and declines 4000 0000 0000 0002, as
 * Stripe's test card does) and the subscription call answered as a Stripe-configured server would.
 */
import type { Page } from '@playwright/test';
import { expect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';

const READY = {
  status: 'incomplete',
  reason: null,
  clientSecret: 'pi_1_secret_abc',
  publishableKey: 'pk_test_routier',
  subscriptionId: 'sub_1',
  plan: { id: 'professional', name: 'Professional', amount: 49, currency: 'usd', interval: 'monthly' },
};

const FAKE_STRIPE_JS = `
window.Stripe = function (key) {
  return {
    elements: function (options) {
      return {
        create: function () {
          return {
            mount: function (el) {
              el.innerHTML = '<label>Card number <input name="card" aria-label="Card number"></label>';
              el.dataset.clientSecret = options.clientSecret;
            },
            destroy: function () {},
          };
        },
      };
    },
    confirmPayment: function () {
      var card = document.querySelector('input[name=card]').value.replace(/\\s/g, '');
      return Promise.resolve(
        card === '4000000000000002'
          ? { error: { message: 'Your card was declined.' } }
          : { paymentIntent: { status: 'succeeded' } },
      );
    },
  };
};`;

async function stubStripe(page: Page, setup: unknown = READY, status = 200) {
  await page.route('https://js.stripe.com/v3/**', (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS }),
  );
  await page.route('**/api/get-or-create-subscription', (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(setup) }),
  );
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await registerThroughApi(page);
});

test('without billing: no payment required, and the plan view says every feature is included', async ({
  page,
}) => {
  await page.goto('/subscribe');
  await expect(page.getByText('No payment required at this time.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/dashboard-pricing');
  await expect(page.getByTestId('billing-status')).toContainText('This server has no billing');
});

test('a declined card shows Payment Failed with Stripe’s message; a good one returns to the dashboard', async ({
  page,
}) => {
  await stubStripe(page);
  await page.goto('/subscribe');
  await expect(page.getByRole('region', { name: 'Plan' }).or(page.getByLabel('Plan'))).toContainText('$49');
  const pay = page.getByRole('button', { name: 'Subscribe' });
  await expect(pay).toBeEnabled();
  await expect(page.getByTestId('payment-element')).toHaveAttribute('data-client-secret', 'pi_1_secret_abc');
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await pay.click();
  await expect(toast(page, 'Payment Failed')).toContainText('Your card was declined.');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await pay.click();
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a failed set-up shows Subscription Error; Try Again asks again', async ({ page }) => {
  await stubStripe(
    page,
    { code: 'UPSTREAM_ERROR', message: 'The payment provider could not be reached', requestId: 'x' },
    502,
  );
  await page.goto('/subscribe');
  await expect(page.getByText('Subscription Error')).toBeVisible();
  await expect(page.getByText('Failed to initialize subscription. Please try again.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Pricing' })).toBeVisible();
  await page.unroute('**/api/get-or-create-subscription');
  await stubStripe(page);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
});

test('a change the plan refuses ends in one toast naming the limit, with Upgrade', async ({ page }) => {
  const message = 'Your Basic plan includes 3 vehicles and you have 3. Professional includes 25 vehicles.';
  await page.route('**/api/vehicles', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 402,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'PLAN_LIMIT', message, requestId: 'x' }),
        })
      : route.continue(),
  );
  await page.goto('/fleet');
  await page.getByRole('button', { name: 'Add Vehicle' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Vehicle' });
  await dialog.getByLabel('Vehicle Name').fill('Van 4');
  await dialog.getByLabel('Vehicle Type').selectOption('cargo_van');
  await dialog.getByLabel('Cost per km ($)').fill('1.2');
  await dialog.getByRole('button', { name: 'Add Vehicle' }).click();
  const limit = toast(page, 'Plan limit reached');
  await expect(limit).toContainText(message);
  // It stays the one toast: the screen's own error toast came first and was replaced, not the other way round.
  // The toaster shows a toast asked for within 50 ms of another 50 ms later, so a wrong order shows after that.
  await page.waitForTimeout(500);
  await expect(page.locator('.bp6-toast:not(.bp6-toast-exit)')).toHaveCount(1);
  await expect(limit).toBeVisible();
  // The action sits beside the toast's text, in the toast itself.
  await page
    .locator('.bp6-toast')
    .filter({ hasText: 'Plan limit reached' })
    .getByRole('button', { name: 'Upgrade' })
    .click();
  await expect(page).toHaveURL(/\/dashboard-pricing$/);
});
