/**
 * Issue 16 in the browser: the four tabs of Shift & Schedule Management, each dialog creating what it
 * says with the spec's toasts, generation from a template, the week view, and a shift over the driver's
 * limit or clashing with another shown before anything is kept.
 */
import type { Page } from '@playwright/test';
import type { Driver, ShiftTemplate } from '@routier/sdk';
import { expect as baseExpect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { createRoute, tick, todayIso } from './operations.js';

const expect = baseExpect.configure({ timeout: 20_000 });

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await registerThroughApi(page);
});

async function apiPost<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}

test('four tabs, Daily Schedules first with its empty state for today', async ({ page }) => {
  await page.goto('/scheduling');
  await expect(page.getByRole('heading', { level: 1, name: 'Shift & Schedule Management' })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveText([
    'Daily Schedules',
    'Drivers',
    'Shift Templates',
    'Generate Schedules',
  ]);
  await expect(page.getByRole('tab', { name: 'Daily Schedules' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Date', { exact: true })).toHaveValue(todayIso());
  await expect(page.getByText('No schedules for this date')).toBeVisible();
  await expect(page.getByText('Create a schedule or generate from templates')).toBeVisible();
});

test('Add Driver checks the form, creates the driver and shows its card', async ({ page }) => {
  await page.goto('/scheduling');
  await page.getByRole('tab', { name: 'Drivers' }).click();
  await expect(page.getByText('No drivers yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add Driver' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Driver' });
  await dialog.getByLabel('Email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(dialog.getByText('Driver name is required')).toBeVisible();
  await expect(dialog.getByText('License number is required')).toBeVisible();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await expect(dialog.getByLabel('Max Work Hours (per day)')).toHaveValue('8');
  await dialog.getByLabel('Name').fill('Maria Lopez');
  await dialog.getByLabel('License Number').fill('TX-12345678');
  await dialog.getByLabel('License Type').selectOption('commercial');
  await dialog.getByLabel('Email').fill('maria@example.com');
  await dialog.getByRole('button', { name: 'Add Driver' }).click();
  await expect(toast(page, 'Success')).toContainText('Driver created successfully');
  const card = page.getByRole('group', { name: 'Maria Lopez' });
  await expect(card).toContainText('Active');
  await expect(card).toContainText('TX-12345678');
  await expect(card).toContainText('Commercial');
  await expect(card).toContainText('8 h/day');
});

test('Add Template creates a template with the spec defaults', async ({ page }) => {
  await page.goto('/scheduling');
  await page.getByRole('tab', { name: 'Shift Templates' }).click();
  await page.getByRole('button', { name: 'Add Template' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Template' });
  await expect(dialog.getByLabel('Start Time')).toHaveValue('08:00');
  await expect(dialog.getByLabel('End Time')).toHaveValue('17:00');
  await expect(dialog.getByText('8.5 h worked')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(dialog.getByText('Template name is required')).toBeVisible();
  await dialog.getByLabel('Template Name').fill('Day shift');
  await tick(dialog, 'Sat');
  await dialog.getByRole('button', { name: 'Add Template' }).click();
  await expect(toast(page, 'Success')).toContainText('Shift template created successfully');
  const card = page.getByRole('group', { name: 'Day shift' });
  await expect(card).toContainText('08:00 - 17:00');
  await expect(card).toContainText('30 min');
  await expect(card).toContainText('Mon, Tue, Wed, Thu, Fri, Sat');
});

test('Generate Schedules waits for a template, generates, then shows the shifts by day and by week', async ({
  page,
}) => {
  const driver = await apiPost<Driver>(page, '/api/drivers', {
    name: 'Sam Ortiz',
    licenseNumber: 'TX-2',
    maxWorkHours: 10,
  });
  const template = await apiPost<ShiftTemplate>(page, '/api/shift-templates', {
    name: 'Every day',
    daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
  });
  await page.goto('/scheduling');
  await page.getByRole('tab', { name: 'Generate Schedules' }).click();
  const form = page.getByRole('form', { name: 'Generate Schedules' });
  const submit = form.getByRole('button', { name: 'Generate Schedules' });
  await expect(submit).toBeDisabled();
  await expect(form.getByLabel('Start Date')).toHaveValue(todayIso());
  await form.getByLabel('Shift Template').selectOption(String(template.id));
  await form.getByLabel('Driver (optional)').selectOption(String(driver.id));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(toast(page, 'Success')).toContainText('Schedules generated successfully');
  await expect(page.getByRole('status')).toContainText('8 shifts created, 0 skipped');

  await submit.click();
  await expect(page.getByRole('status')).toContainText('0 shifts created, 8 skipped');
  await expect(page.getByRole('status')).toContainText('Sam Ortiz already has a shift on');

  await page.getByRole('tab', { name: 'Daily Schedules' }).click();
  const card = page.getByRole('group', { name: `Sam Ortiz ${todayIso()}` });
  await expect(card).toContainText('08:00 - 17:00');
  await expect(card).toContainText('Not assigned');
  await expect(card).toContainText('8.5 h');
  await expect(card).toContainText('Scheduled');

  await page.getByRole('button', { name: 'Week' }).click();
  const week = page.getByRole('region', { name: 'Week view' });
  await expect(week.getByRole('columnheader')).toHaveCount(9);
  await expect(week.getByRole('row', { name: /Sam Ortiz/ })).toContainText('08:00-17:00');
});

test('Create Schedule asks before keeping a shift over the limit and shows what a shift clashes with', async ({
  page,
}) => {
  const driver = await apiPost<Driver>(page, '/api/drivers', {
    name: 'Ali Khan',
    licenseNumber: 'TX-3',
    maxWorkHours: 6,
  });
  await page.goto('/scheduling');
  await page.getByRole('button', { name: 'Create Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Schedule' });
  await dialog.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(dialog.getByText('Driver is required')).toBeVisible();
  await dialog.getByLabel('Driver', { exact: true }).selectOption(String(driver.id));
  await expect(dialog.getByRole('alert')).toContainText(
    'Ali Khan would work 8.5 h; their limit is 6 h a day',
  );
  await dialog.getByRole('button', { name: 'Create Schedule' }).click();
  await dialog.getByRole('button', { name: 'Create anyway' }).click();
  await expect(toast(page, 'Success')).toContainText('Schedule created successfully');
  const card = page.getByRole('group', { name: `Ali Khan ${todayIso()}` });
  await expect(card.getByRole('note')).toContainText('the limit is 6 h a day');

  await page.getByRole('button', { name: 'Create Schedule' }).click();
  await dialog.getByLabel('Driver', { exact: true }).selectOption(String(driver.id));
  await dialog.getByLabel('Start Time').fill('12:00');
  await dialog.getByLabel('End Time').fill('15:00');
  await dialog.getByLabel('Break (minutes)').fill('0');
  await dialog.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(toast(page, 'Error')).toContainText('Ali Khan already works');
  await expect(dialog.getByRole('alert')).toContainText(`Ali Khan already works ${todayIso()} 08:00-17:00`);
});

test('a route given to a shift shows its driver on Route Planning', async ({ page }) => {
  await apiPost<Driver>(page, '/api/drivers', { name: 'Rosa Diaz', licenseNumber: 'TX-4' });
  await createRoute(page, {
    name: 'North loop',
    startLocation: '40.7128, -74.0060',
    destinations: ['40.7306, -73.9352'],
    scheduledDate: todayIso(),
  });
  await page.goto('/scheduling');
  await page.getByRole('button', { name: 'Create Schedule' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Schedule' });
  await dialog.getByLabel('Driver', { exact: true }).selectOption({ label: 'Rosa Diaz' });
  await dialog.getByLabel('Break (minutes)').fill('60');
  await tick(dialog.getByRole('group', { name: 'Routes' }), 'North loop');
  await dialog.getByRole('button', { name: 'Create Schedule' }).click();
  await expect(toast(page, 'Success')).toContainText('Schedule created successfully');
  await expect(page.getByRole('group', { name: `Rosa Diaz ${todayIso()}` })).toContainText('Routes');

  await page.goto('/route-planning');
  await expect(page.getByTestId('route-row').filter({ hasText: 'North loop' })).toContainText('Rosa Diaz');
});
