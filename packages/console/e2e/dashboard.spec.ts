/**
 * Dashboard: statistics, quick create with addresses from the offline gazetteer (optimise, the result,
 * the map markers, save, Recent Routes), the validation rules of the panel, and the purchase event of
 * `?subscription=success`.
 */
import { expect as baseExpect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { blockTiles, drawnMap, hoverStop, todayIso } from './operations.js';

// The machine may be shared and busy: generous waits, the same checks.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
});

test('quick create optimises three gazetteer addresses, shows them on the map and saves the route', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Manage your routes and track vehicle performance.')).toBeVisible();
  const tiles = page.getByTestId('stat-tile');
  await expect(tiles).toHaveCount(4);
  for (const label of ['Active Routes', 'Fleet Size', 'Avg. Route Time', 'Cost Savings'])
    await expect(tiles.filter({ hasText: label })).toBeVisible();
  await expect(tiles.filter({ hasText: 'Active Routes' })).toContainText('0');

  const panel = page.getByTestId('route-optimization');
  await expect(panel.getByText('Plan and optimize delivery routes.')).toBeVisible();
  await expect(panel.getByLabel('Scheduled Date')).toHaveValue(todayIso());
  await expect(panel.getByLabel('Priority')).toHaveValue('distance');
  await panel.getByLabel('Starting Location').fill('Austin, TX');
  await panel.getByRole('textbox', { name: 'Destination 1', exact: true }).fill('Round Rock, TX');
  await expect(panel.getByRole('button', { name: 'Remove destination 1' })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Add Destination' }).click();
  await panel.getByRole('textbox', { name: 'Destination 2', exact: true }).fill('San Marcos, TX');
  await panel.getByRole('button', { name: 'Add Destination' }).click();
  await panel.getByRole('textbox', { name: 'Destination 3', exact: true }).fill('Georgetown, TX');
  await panel.getByLabel('Vehicle Type').selectOption({ label: 'Cargo Van' });
  await panel.getByRole('button', { name: 'Optimize Route' }).click();

  await expect(toast(page, 'Route optimized successfully')).toBeVisible();
  const result = panel.getByTestId('optimized-route');
  await expect(result.getByText('Start', { exact: true })).toBeVisible();
  await expect(result.getByTestId('optimized-stop')).toHaveCount(3);
  const visited = await result.getByTestId('optimized-stop').allInnerTexts();
  expect(visited.map((t) => t.replace(/^\s*\d+\s*Stop \d+:\s*/, '').trim()).sort()).toEqual([
    'Georgetown, TX',
    'Round Rock, TX',
    'San Marcos, TX',
  ]);
  await expect(result.getByTestId('total-distance')).toHaveText(/^\d+\.\d km$/);
  await expect(result.getByTestId('estimated-time')).toHaveText(/^\d+ min$/);
  await expect(result.getByTestId('total-cost')).toHaveText(/^\$\d+\.\d\d$/);

  // The optimised route is drawn on the dashboard's map, highlighted, with its three numbered stops.
  const mapCard = page.getByTestId('dashboard-map');
  const map = await drawnMap(mapCard);
  expect(map.stops).toBe(3);
  expect(map.selected).toBe('preview');
  await hoverStop(page, mapCard, 'preview', 2);
  const popup = page.getByTestId('map-popup');
  await expect(popup).toContainText('Stop 2 of 3');
  await expect(popup).toContainText('min after departure');

  await panel.getByRole('button', { name: 'Save Route' }).click();
  await expect(toast(page, 'Route created successfully')).toBeVisible();
  await expect(result).toBeHidden();
  await expect(panel.getByRole('textbox', { name: 'Destination 1', exact: true })).toHaveValue('');
  await expect(panel.getByRole('textbox', { name: 'Destination 2', exact: true })).toHaveCount(0);
  const recent = page.getByTestId('recent-routes');
  await expect(recent.getByTestId('recent-route')).toHaveCount(1);
  await expect(recent.getByTestId('recent-route').first()).toContainText(`Route ${todayIso()}`);
  await expect(recent.getByTestId('recent-route').first()).toContainText('Scheduled');
  await expect(tiles.filter({ hasText: 'Active Routes' })).toContainText('1');
  // The saved route is on the map now, from its stored coordinates.
  await expect.poll(async () => (await drawnMap(mapCard)).stops).toBe(3);
  await expect(mapCard.getByTestId('route-map')).toHaveAttribute('data-selected', '');

  await recent.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/route-planning$/);
});

test('quick create checks the form before calling the server', async ({ page }) => {
  const optimiseCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/routes/optimize')) optimiseCalls.push(request.url());
  });
  await page.goto('/dashboard');
  const panel = page.getByTestId('route-optimization');
  await panel.getByLabel('Scheduled Date').fill('');
  await panel.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(panel.getByText('Starting location is required')).toBeVisible();
  await expect(panel.getByText('Vehicle type is required')).toBeVisible();
  await expect(panel.getByText('Scheduled date is required')).toBeVisible();

  await panel.getByLabel('Starting Location').fill('Austin, TX');
  await panel.getByLabel('Vehicle Type').selectOption({ label: 'Standard Truck' });
  await panel.getByLabel('Scheduled Date').fill(todayIso());
  await panel.getByRole('button', { name: 'Add Destination' }).click();
  await panel.getByRole('textbox', { name: 'Destination 2', exact: true }).fill('   ');
  await panel.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(toast(page, 'At least one destination is required')).toBeVisible();
  expect(optimiseCalls).toEqual([]);

  // A place the gazetteer does not know: the server's message is shown beside that destination.
  await panel.getByRole('textbox', { name: 'Destination 1', exact: true }).fill('Round Rock, TX');
  await panel.getByRole('textbox', { name: 'Destination 2', exact: true }).fill('Nowhereville Qq');
  await panel.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(toast(page, 'Failed to optimize route')).toBeVisible();
  await expect(panel.getByText(/Stop 2 \("Nowhereville Qq"\) could not be located/)).toBeVisible();
  expect(optimiseCalls).toHaveLength(1);
});

test('?subscription=success sends the purchase event once and removes the query string', async ({ page }) => {
  await page.addInitScript(() => {
    window.localStorage.setItem('routier.cookieConsent', 'all');
    window.localStorage.setItem(
      'routier.cookiePreferences',
      JSON.stringify({ essential: true, analytics: true, marketing: false, functional: false }),
    );
    const w = window as unknown as { purchases: unknown[] };
    w.purchases = [];
    window.addEventListener('routier:analytics', (event) => {
      const detail = (event as CustomEvent<{ name: string }>).detail;
      if (detail.name === 'purchase') w.purchases.push(detail);
    });
  });
  await page.goto('/dashboard?subscription=success');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  const purchases = await page.evaluate(() => (window as unknown as { purchases: unknown[] }).purchases);
  expect(purchases).toEqual([{ name: 'purchase', plan: 'professional', value: 49, currency: 'USD' }]);
});
