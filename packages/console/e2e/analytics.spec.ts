/**
 * Analytics in the browser: on a known data set (4 routes: 2 completed, 1 running, 1 pending; 2 vehicles)
 * the tiles read 50% completion, 50% utilization and efficiency 100, the charts draw, the range narrows
 * the figures; a new account sees the empty state.
 */
import { expect, registerThroughApi, skipCookieBanner, test } from './fixtures.js';
import { createRoute, createVehicle } from './operations.js';

test.beforeEach(async ({ page }) => {
  await skipCookieBanner(page);
  await registerThroughApi(page);
});

test('a known data set: 50% completion, efficiency 100, three charts, and a range', async ({ page }) => {
  await createVehicle(page, { name: 'Van 1', type: 'cargo_van', costPerKm: 1.2 });
  await createVehicle(page, { name: 'Van 2', type: 'cargo_van', costPerKm: 1.2 });
  const route = { startLocation: '40.7128, -74.0060', destinations: ['40.7306, -73.9352'] };
  await createRoute(page, {
    ...route,
    name: 'A',
    status: 'completed',
    scheduledDate: '2030-03-04',
    totalDistance: 100,
    totalCost: 120,
  });
  await createRoute(page, {
    ...route,
    name: 'B',
    status: 'completed',
    scheduledDate: '2030-03-04',
    totalDistance: 50,
    totalCost: 60,
  });
  await createRoute(page, { ...route, name: 'C', status: 'in_progress', scheduledDate: '2030-03-05' });
  await createRoute(page, { ...route, name: 'D', status: 'pending', scheduledDate: '2030-03-06' });

  await page.goto('/analytics');
  const tiles = page.getByRole('group', { name: 'Statistics' }).getByTestId('stat-tile');
  await expect(tiles).toHaveCount(8);
  await expect(tiles.filter({ hasText: 'Completion Rate' })).toContainText('50%');
  await expect(tiles.filter({ hasText: 'Fleet Utilization' })).toContainText('50%');
  await expect(tiles.filter({ hasText: 'Efficiency Score' })).toContainText('100');
  await expect(tiles.filter({ hasText: 'Active Vehicles' })).toContainText('2 of 2');
  for (const name of ['Route Status Distribution', 'Fleet Composition', 'Routes per Day']) {
    await expect(page.getByRole('figure', { name }).locator('svg.recharts-surface').first()).toBeVisible();
  }
  await expect(page.getByRole('figure', { name: 'Route Status Distribution' })).toContainText('Complete 2');

  await page.getByLabel('From').fill('2030-03-05');
  await page.getByLabel('To').fill('2030-03-06');
  await expect(tiles.filter({ hasText: 'Total Routes' })).toContainText('2');
  await expect(tiles.filter({ hasText: 'Completion Rate' })).toContainText('0%');
});

test('a new account sees the empty state', async ({ page }) => {
  await page.goto('/analytics');
  await expect(page.getByText('No data yet')).toBeVisible();
});

test('a plan without fleet analytics says so, with Upgrade', async ({ page }) => {
  const message = 'Fleet analytics are not part of your Basic plan. Professional includes them.';
  await page.route('**/api/analytics**', (route) =>
    route.fulfill({
      status: 402,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'PLAN_LIMIT', message, requestId: 'x' }),
    }),
  );
  await page.goto('/analytics');
  await expect(page.getByText('Fleet analytics are not in your plan')).toBeVisible();
  await expect(page.getByText(message)).toBeVisible();
  await page.getByRole('link', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/dashboard-pricing$/);
});
