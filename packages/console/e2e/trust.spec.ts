/**
 * Issue 15 in the browser: a stop the server cannot place with confidence goes through the review step
 * before anything is planned; a route whose stops changed shows its totals as out of date; a CSV with such
 * stops is imported only when the dispatcher accepts the places.
 */
import { expect as baseExpect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { blockTiles, createRoute, todayIso } from './operations.js';

const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
});

test('quick create: "Van 1" near New York goes through the review step, and the plan waits for it', async ({
  page,
}) => {
  await page.goto('/dashboard');
  await page.getByLabel('Starting Location').fill('New York, NY');
  const destinations = page.getByPlaceholder('Enter destination address');
  await destinations.first().fill('Brooklyn, NY');
  await page.getByRole('button', { name: 'Add Destination' }).click();
  await destinations.nth(1).fill('Van 1');
  await page.getByLabel('Vehicle Type').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Optimize Route' }).click();

  const dialog = page.getByRole('dialog', { name: 'Check these stops before planning' });
  await expect(dialog).toBeVisible();
  const stop = dialog.getByRole('region', { name: /Stop 2: Van 1/ });
  await expect(stop).toContainText('Far from the start');
  await expect(stop.getByRole('radio').first()).toBeVisible(); // the match and the other places it may mean
  const plan = dialog.getByRole('button', { name: 'Plan with these places' });
  await expect(plan).toBeDisabled(); // nothing is planned until the stop is decided
  await stop.getByText('Remove this stop').click();
  await expect(stop.getByRole('radio', { name: 'Remove this stop' })).toBeChecked();
  await plan.click();
  await expect(toast(page, 'Success')).toContainText('Route optimized successfully');
  await expect(destinations).toHaveCount(1);
});

test('quick create: a place picked in the review keeps its label and is planned', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByLabel('Starting Location').fill('New York, NY');
  await page.getByPlaceholder('Enter destination address').first().fill('Van 1');
  await page.getByLabel('Vehicle Type').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Optimize Route' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check these stops before planning' });
  await dialog.getByText('These coordinates:').click();
  await dialog.getByLabel('Latitude, longitude').fill('40.7306, -73.9352');
  await dialog.getByRole('button', { name: 'Plan with these places' }).click();
  await expect(toast(page, 'Success')).toContainText('Route optimized successfully');
  await expect(page.getByText('Van 1').first()).toBeVisible();
});

test('a route whose stops changed shows its totals as out of date until it is optimised again', async ({
  page,
}) => {
  const route = await createRoute(page, {
    name: 'Stale check',
    startLocation: 'Austin, TX',
    destinations: ['Round Rock, TX', 'Georgetown, TX'],
    scheduledDate: todayIso(),
  });
  await page.request.post('/api/routes/batch-optimize', { data: { routeIds: [route.id] } });
  await page.request.put(`/api/routes/${route.id}`, {
    data: { destinations: ['Round Rock, TX', 'Hutto, TX'] },
  });
  await page.goto('/route-planning');
  const row = page.getByTestId('route-row').filter({ hasText: 'Stale check' });
  await expect(row.getByTestId('stale-totals')).toHaveText('Out of date');
  await page.request.post('/api/routes/batch-optimize', { data: { routeIds: [route.id] } });
  await page.reload();
  await expect(
    page.getByTestId('route-row').filter({ hasText: 'Stale check' }).getByTestId('stale-totals'),
  ).toHaveCount(0);
});

test('a CSV whose stop is far from its start is imported only when the places are accepted', async ({
  page,
}) => {
  await page.goto('/route-planning');
  await expect(page.getByTestId('offline-geocoder-note').first()).toContainText('GEOCODER=nominatim');
  const csv =
    'Route Name,Start Location,Destination 1,Destination 2\nFar,"New York, NY","Brooklyn, NY",Van 1\n';
  await page
    .locator('#csv-file-input')
    .setInputFiles({ name: 'far.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload 1 route' }).click();
  const unresolved = page.getByTestId('upload-unresolved');
  await expect(unresolved).toContainText('Stop 2 ("Van 1") matched');
  await expect(page.getByTestId('route-row')).toHaveCount(0);
  await unresolved.getByRole('button', { name: 'Import with these places' }).click();
  await expect(toast(page, 'Success')).toContainText('Successfully uploaded 1 routes');
  await expect(page.getByTestId('route-row')).toHaveCount(1);
});
