/**
 * Issue 17 in the browser: the three tabs of Multi-Day Planning — a plan created with the spec's defaults
 * and checks, a recurring delivery on Mon/Wed/Fri, Generate Routes with the spec's toast, View Details with
 * the day's routes on the map, and the calendar showing the assignments (click a day: its routes on the map).
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect as baseExpect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { blockTiles, createRoute, createVehicle, drawnMap, tick } from './operations.js';

const expect = baseExpect.configure({ timeout: 20_000 });
const AUSTIN = '30.2672,-97.7431';
const OUT = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));

async function post(page: Page, path: string, data: unknown) {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json() as Promise<{ id: number }>;
}

/** Nothing may widen the page beyond the window (wide tables and the calendar scroll inside). */
async function fits(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
});

test('create a plan and a recurring delivery, generate routes, see them in details and on the calendar', async ({
  page,
}) => {
  await createVehicle(page, { name: 'Van 1', type: 'cargo_van', costPerKm: 1.2 });
  await createRoute(page, {
    name: 'Downtown loop',
    startLocation: AUSTIN,
    destinations: ['30.2872,-97.7431', '30.2972,-97.7531'],
    scheduledDate: '2030-03-05',
  });

  await page.goto('/multi-day-planning');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-Day Planning' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Multi-Day Plans',
    'Recurring Deliveries',
    'Calendar View',
  ]);
  await expect(page.getByText('No multi-day plans yet')).toBeVisible();

  // The plan form: the spec's defaults, its checks, then a draft plan.
  const planForm = page.getByRole('form', { name: 'Create Multi-Day Plan' });
  await expect(planForm.getByLabel('Max Daily Hours')).toHaveValue('8');
  await expect(planForm.getByLabel('Max Weekly Hours')).toHaveValue('40');
  await expect(planForm.getByLabel('Max Consecutive Days')).toHaveValue('5');
  await planForm.getByLabel('Max Daily Hours').fill('13');
  await planForm.getByRole('button', { name: 'Create Plan' }).click();
  await expect(planForm.getByText('Plan name is required')).toBeVisible();
  await expect(planForm.getByText('Max daily hours must be between 1 and 12')).toBeVisible();
  await planForm.getByLabel('Plan Name').fill('Week 10');
  await planForm.getByLabel('Max Daily Hours').fill('8');
  await planForm.getByLabel('Start Date').fill('2030-03-04');
  await planForm.getByLabel('End Date').fill('2030-03-08');
  await planForm.getByRole('button', { name: 'Create Plan' }).click();
  await expect(toast(page, 'Success')).toContainText('Plan "Week 10" created');
  const card = page.getByRole('group', { name: 'Week 10' });
  await expect(card).toContainText('draft');

  // A recurring delivery on Monday, Wednesday and Friday.
  await page.getByRole('tab', { name: 'Recurring Deliveries' }).click();
  const recurringForm = page.getByRole('form', { name: 'Add Recurring Delivery' });
  await recurringForm.getByLabel('Delivery Name').fill('Bakery');
  await recurringForm.getByLabel('Pickup Location').fill(AUSTIN);
  await recurringForm.getByLabel('Delivery Location').fill('30.2772,-97.7431');
  await recurringForm.getByLabel('Every (interval)').fill('0');
  await recurringForm.getByRole('button', { name: 'Add Recurring Delivery' }).click();
  await expect(recurringForm.getByText('Interval must be at least 1')).toBeVisible();
  await recurringForm.getByLabel('Every (interval)').fill('1');
  for (const day of ['Mon', 'Wed', 'Fri']) await tick(recurringForm, day);
  await recurringForm.getByLabel('Start Date').fill('2030-03-01');
  await recurringForm.getByRole('button', { name: 'Add Recurring Delivery' }).click();
  await expect(toast(page, 'Success')).toContainText('Recurring delivery "Bakery" created');
  const table = page.getByRole('table', { name: 'Recurring deliveries' });
  await expect(table).toContainText('Every week on Mon, Wed, Fri');

  // Generate Routes: the downtown route and the three bakery runs.
  await page.getByRole('tab', { name: 'Multi-Day Plans' }).click();
  await card.getByRole('button', { name: 'Generate Routes' }).click();
  await expect(toast(page, 'Success')).toContainText('Multi-day optimization completed: 4 routes assigned');
  await expect(card).toContainText('active');
  await expect(card).toContainText('4 routes over');
  await expect(card).toContainText('km');

  await card.getByRole('button', { name: 'View Details' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('tab', { name: /Mar 6, 2030/ }).click();
  await expect(dialog.getByRole('table', { name: 'Routes on Mar 6, 2030' })).toContainText(
    'Bakery 2030-03-06',
  );
  await expect(dialog.getByRole('table', { name: 'Routes on Mar 6, 2030' })).toContainText('Van 1');
  expect((await drawnMap(dialog)).routes).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('button', { name: 'Close' }).last().click();

  // The calendar: March 2030 with the assignments; a day opens its routes on the map.
  await page.getByRole('tab', { name: 'Calendar View' }).click();
  await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Week 10' });
  await expect(page.getByRole('heading', { name: 'March 2030' })).toBeVisible();
  const friday = page.getByRole('button', { name: /^Mar 8, 2030: 1 route/ });
  await expect(friday).toContainText('Bakery 2030-03-08');
  await friday.click();
  const panel = page.getByRole('region', { name: 'Routes on Mar 8, 2030', exact: true });
  await expect(panel).toContainText('Van 1');
  expect((await drawnMap(panel)).routes).toBe(1);
  await page.getByRole('button', { name: 'Week' }).click();
  await expect(page.getByRole('heading', { name: /Mar 4 – Mar 10, 2030/ })).toBeVisible();
});

test('each tab at 1280 and 375 px fits its window (screenshots in artifacts/screenshots)', async ({
  page,
}) => {
  await createVehicle(page, { name: 'Van 1', type: 'cargo_van', costPerKm: 1.2 });
  await createVehicle(page, { name: 'Box truck 2', type: 'standard_truck', costPerKm: 1.6 });
  await post(page, '/api/drivers', { name: 'Maria Lopez', licenseNumber: 'TX-1' });
  await post(page, '/api/drivers', { name: 'Sam Ortiz', licenseNumber: 'TX-2' });
  for (let k = 1; k <= 6; k++)
    await createRoute(page, {
      name: `Route ${k}`,
      startLocation: AUSTIN,
      destinations: [
        `${(30.27 + 0.02 * k).toFixed(4)},-97.7431`,
        `${(30.27 + 0.02 * k).toFixed(4)},-97.7131`,
      ],
      scheduledDate: '2030-03-04',
    });
  await post(page, '/api/recurring-deliveries', {
    name: 'Bakery supplies',
    customerInfo: { name: 'Sunrise Bakery' },
    pickupLocation: AUSTIN,
    deliveryLocation: '30.3072,-97.7431',
    recurrencePattern: { frequency: 'weekly', daysOfWeek: [1, 3, 5] },
    preferredTimeWindow: { start: 420, end: 540 },
    startDate: '2030-03-01',
  });
  const plan = await post(page, '/api/multi-day-plans', {
    name: 'Week 10',
    startDate: '2030-03-04',
    endDate: '2030-03-08',
  });
  await post(page, `/api/multi-day-plans/${plan.id}/optimize`, {});
  await post(page, '/api/multi-day-plans', {
    name: 'Week 11',
    startDate: '2030-03-11',
    endDate: '2030-03-15',
  });

  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await page.goto('/multi-day-planning');
    await expect(page.getByRole('group', { name: 'Week 10' })).toContainText('active');
    await fits(page);
    await page.screenshot({ path: `${OUT}multi-day-plans-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Recurring Deliveries' }).click();
    await expect(page.getByRole('table', { name: 'Recurring deliveries' })).toContainText('Bakery supplies');
    await fits(page);
    await page.screenshot({ path: `${OUT}multi-day-recurring-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'Calendar View' }).click();
    await page.getByLabel('Plan', { exact: true }).selectOption({ label: 'Week 10' });
    await page.getByRole('button', { name: /^Mar 6, 2030/ }).click();
    const dayPanel = page.getByRole('region', { name: 'Routes on Mar 6, 2030', exact: true });
    await drawnMap(dayPanel);
    await fits(page);
    // Viewport and element captures: a full-page capture resizes the window under the live map.
    await page.screenshot({ path: `${OUT}multi-day-calendar-${width}.png` });
    await dayPanel.screenshot({ path: `${OUT}multi-day-calendar-day-${width}.png` });
    await page.getByRole('tab', { name: 'Multi-Day Plans' }).click();
    await page.getByRole('group', { name: 'Week 10' }).getByRole('button', { name: 'View Details' }).click();
    await drawnMap(page.getByRole('dialog'));
    await page.screenshot({ path: `${OUT}multi-day-details-${width}.png` });
  }
});
