/**
 * Route Planning against the real server: CSV upload, export of the week and re-import of the export,
 * batch optimisation, fleet optimisation on two vehicles, an advanced solve with a window that cannot be
 * met, route detail, edit, select on map and delete.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect as baseExpect, registerThroughApi, skipCookieBanner, test, toast } from './fixtures.js';
import { blockTiles, createRoute, createVehicle, drawnMap, tick, todayIso } from './operations.js';

const THREE_ROUTES = [
  'Route Name,Start Location,Destination 1,Destination 2,Destination 3',
  'North loop,"Austin, TX","Round Rock, TX","Georgetown, TX","Hutto, TX"',
  'South run,"Austin, TX","San Marcos, TX","Kyle, TX",',
  'East side,"Austin, TX","Manor, TX","Elgin, TX","Bastrop, TX"',
].join('\n');

// The machine may be shared and busy: generous waits, the same checks.
const expect = baseExpect.configure({ timeout: 30_000 });

test.beforeEach(async ({ page }) => {
  test.slow();
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
});

async function uploadFile(page: Page, name: string, text: string) {
  await page
    .locator('#csv-file-input')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
}

async function exportWeek(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByTestId('export-csv').click();
  const file = await download;
  return { name: file.suggestedFilename(), text: await readFile((await file.path())!, 'utf8') };
}

test('upload a CSV of 3 routes, export the week and import the export again unchanged', async ({ page }) => {
  await page.goto('/route-planning');
  await expect(page.getByRole('heading', { name: 'Route Planning', level: 1 })).toBeVisible();
  const week = {
    from: await page.locator('#range-from').inputValue(),
    to: await page.locator('#range-to').inputValue(),
  };
  expect(new Date(`${week.from}T12:00:00`).getDay()).toBe(1); // weeks start on Monday
  await expect(page.getByTestId('export-csv')).toHaveText('Export CSV (0)');

  await page
    .locator('#csv-file-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(toast(page, 'Invalid file')).toContainText('Please select a CSV file');

  await uploadFile(page, 'routes.csv', THREE_ROUTES);
  const preview = page.getByTestId('csv-preview');
  await expect(preview.locator('tbody tr')).toHaveCount(3);
  await expect(preview).toContainText('North loop');
  await page.getByRole('button', { name: 'Upload 3 routes' }).click();
  await expect(toast(page, 'Successfully uploaded 3 routes')).toBeVisible();
  await expect(page.getByTestId('upload-success')).toContainText('Successfully uploaded 3 routes');
  await expect(page.getByTestId('route-row')).toHaveCount(3);
  await expect(page.getByTestId('export-csv')).toHaveText('Export CSV (3)');

  const first = await exportWeek(page);
  expect(first.name).toBe(`routes-${week.from}-to-${week.to}.csv`);
  await expect(toast(page, 'Export Downloaded')).toBeVisible();
  const lines = first.text.trim().split(/\r?\n/);
  expect(lines[0]).toBe(
    'Route Name,Scheduled Date,Status,Start Location,Destinations,Total Distance (km),Total Cost ($),Estimated Time (min)',
  );
  expect(lines).toHaveLength(4);

  // The same routes again are refused by default, naming them; imported as new routes when chosen.
  await uploadFile(page, first.name, first.text);
  await expect(page.getByTestId('csv-preview').locator('tbody tr')).toHaveCount(3);
  await page.getByRole('button', { name: 'Upload 3 routes' }).click();
  await expect(page.getByTestId('upload-error')).toContainText("route 'North loop' on");
  await page.getByLabel('Routes already stored (same name and date)').selectOption('new');
  await uploadFile(page, first.name, first.text);
  await page.getByRole('button', { name: 'Upload 3 routes' }).click();
  await expect(toast(page, 'Successfully uploaded 3 routes')).toBeVisible();
  await expect(page.getByTestId('route-row')).toHaveCount(6);

  // Exporting again gives every exported row twice: the import kept names, dates, statuses and stops.
  const second = await exportWeek(page);
  const rows = (text: string) => text.trim().split(/\r?\n/).slice(1).sort();
  expect(rows(second.text)).toEqual([...rows(first.text), ...rows(first.text)].sort());
});

test('batch-optimise two routes', async ({ page }) => {
  const date = todayIso();
  await createRoute(page, {
    name: 'Batch A',
    startLocation: 'Austin, TX',
    destinations: ['Kyle, TX', 'Buda, TX', 'San Marcos, TX'],
    scheduledDate: date,
  });
  await createRoute(page, {
    name: 'Batch B',
    startLocation: 'Austin, TX',
    destinations: ['Hutto, TX', 'Taylor, TX'],
    scheduledDate: date,
  });
  await createRoute(page, {
    name: 'Left alone',
    startLocation: 'Austin, TX',
    destinations: ['Manor, TX'],
    scheduledDate: date,
  });
  await page.goto('/route-planning');
  const batch = page.getByTestId('batch-card');
  await expect(batch.getByTestId('batch-route')).toHaveCount(3);
  await expect(batch.getByText('Previously Optimized')).toHaveCount(0);

  await batch.getByRole('button', { name: 'Optimize Selected (0)' }).click();
  await expect(toast(page, 'No Routes Selected')).toContainText(
    'Please select at least one route to optimize',
  );

  await batch.getByRole('checkbox', { name: 'Select Batch A' }).check({ force: true });
  await batch.getByRole('checkbox', { name: 'Select Batch B' }).check({ force: true });
  await batch.getByRole('button', { name: 'Optimize Selected (2)' }).click();
  await expect(toast(page, 'Successfully optimized 2 routes')).toBeVisible({ timeout: 30_000 });
  await expect(batch.getByTestId('batch-outcome')).toContainText('Successfully optimized 2 routes');
  await expect(batch.getByTestId('batch-route').filter({ hasText: 'Previously Optimized' })).toHaveCount(2);
  const list = page.getByTestId('route-row');
  await expect(list.filter({ hasText: 'Batch A' })).toContainText('Optimized');
  await expect(list.filter({ hasText: 'Batch B' })).toContainText(/\d+\.\d km/);
  await expect(list.filter({ hasText: 'Left alone' })).toContainText('Pending');
});

test('fleet optimisation with two vehicles shows one route per vehicle on the map', async ({ page }) => {
  await createVehicle(page, { name: 'Van North', type: 'cargo_van', capacity: 400, costPerKm: 1.1 });
  await createVehicle(page, { name: 'Van South', type: 'cargo_van', capacity: 400, costPerKm: 1.2 });
  await page.goto('/route-planning');
  await page.getByRole('tab', { name: 'Multi-Vehicle Fleet' }).click();
  const form = page.getByTestId('fleet-form');
  await expect(form.getByRole('button', { name: 'Optimize Fleet' })).toBeDisabled();
  await form.getByLabel('Optimization Name').fill('Tuesday fleet');
  await form.getByLabel('Depot / Starting Location').fill('Austin, TX');
  const stops = ['Round Rock, TX', 'Georgetown, TX', 'San Marcos, TX', 'Kyle, TX'];
  for (const [i, address] of stops.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add Destination' }).click();
    await form.getByLabel(`Destination ${i + 1} address`).fill(address);
    await form.getByLabel(`Destination ${i + 1} demand (kg)`).fill('150');
  }
  await tick(form, 'Van North');
  await tick(form, 'Van South');
  await form.getByRole('button', { name: 'Optimize Fleet' }).click();
  await expect(page.getByTestId('job-progress')).toBeVisible();
  await expect(toast(page, 'Fleet optimization completed successfully')).toBeVisible({ timeout: 30_000 });

  const result = page.getByTestId('fleet-result');
  await expect(result.getByTestId('fleet-vehicle-count')).toHaveText('2');
  await expect(result.getByTestId('fleet-vehicle-route')).toHaveCount(2);
  await expect(result).toContainText('Van North');
  await expect(result).toContainText('Van South');
  await expect(result).toContainText('Avg. Utilization');
  const map = await drawnMap(page.getByTestId('create-route-card'));
  expect(map.routes).toBe(2);
  expect(map.stops).toBe(4);

  await result.getByRole('button', { name: 'Save Optimization' }).click();
  await expect(toast(page, 'Fleet optimization saved successfully')).toBeVisible();

  // Found again on Route Planning: listed, opened on its own map, deleted.
  const saved = page.getByTestId('saved-fleet-card');
  const table = saved.getByRole('table', { name: 'Saved fleet optimizations' });
  await expect(table).toContainText('Tuesday fleet');
  await expect(table).toContainText('from Austin, TX, 4 stops');
  await saved.getByRole('button', { name: 'Open Tuesday fleet' }).click();
  expect((await drawnMap(saved)).routes).toBe(2);
  await saved.getByRole('button', { name: 'Delete Tuesday fleet' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Success')).toContainText('Tuesday fleet deleted');
  await expect(saved).toContainText('Nothing saved yet');
});

test('an advanced solve lists a stop whose window cannot be met as unassigned, with the reason', async ({
  page,
}) => {
  await createVehicle(page, { name: 'Van 1', type: 'cargo_van', capacity: 1000, costPerKm: 1.1 });
  await page.goto('/route-planning');
  await page.getByRole('tab', { name: 'Advanced Constraints' }).click();
  const form = page.getByTestId('advanced-form');
  await form.getByRole('button', { name: 'Optimize with Constraints' }).click();
  await expect(form.getByText('Route name is required')).toBeVisible();
  await expect(form.getByText('Vehicle selection is required')).toBeVisible();

  await form.getByLabel('Route Name').fill('Morning deliveries');
  await form.getByLabel('Starting Location').fill('Austin, TX');
  await form.getByLabel('Vehicle').selectOption({ label: 'Van 1' });
  await expect(form.getByLabel('Max route time (min)')).toHaveValue('480');
  await expect(form.getByLabel('Max stops')).toHaveValue('20');
  const stops = form.getByTestId('advanced-stop');
  await stops.nth(0).getByLabel('Address').fill('Round Rock, TX');
  await form.getByRole('button', { name: 'Add Destination' }).click();
  await stops.nth(1).getByLabel('Address').fill('San Marcos, TX');
  await stops.nth(1).getByLabel('Priority').selectOption('urgent');
  await stops.nth(1).getByLabel('Window from').fill('08:00');
  await stops.nth(1).getByLabel('Window to').fill('08:05');
  await form.getByRole('button', { name: 'Optimize with Constraints' }).click();
  await expect(toast(page, 'Advanced route optimization completed')).toBeVisible();

  const result = page.getByTestId('advanced-result');
  await expect(result.getByTestId('feasibility-score')).toHaveText(/^\d+\/100$/);
  await expect(result.getByTestId('advanced-schedule')).toContainText('Round Rock, TX');
  const unassigned = result.getByTestId('unassigned-location');
  await expect(unassigned).toHaveCount(1);
  await expect(unassigned).toContainText('San Marcos, TX');
  await expect(unassigned).toContainText('cannot be reached within its time window (08:00-08:05)');
  await expect(unassigned.getByTestId('unassigned-fix')).toContainText(
    'Smallest fix: Widening the time window',
  );
  await expect(result.getByTestId('constraint-violations')).toContainText('could not be scheduled');
  const map = await drawnMap(page.getByTestId('create-route-card'));
  expect(map.stops).toBe(1);

  // The result saved as a route: listed with its totals, status optimized.
  await page.getByRole('button', { name: 'Save Route' }).click();
  await expect(toast(page, 'Success')).toContainText('Route created successfully');
  await expect(page.getByRole('button', { name: 'Saved' })).toBeDisabled();
  await expect(page.getByTestId('route-row').filter({ hasText: 'Morning deliveries' })).toContainText(
    'Optimized',
  );
});

test('view, edit, select on the map and delete a route', async ({ page }) => {
  const route = await createRoute(page, {
    name: 'Edit me',
    startLocation: 'Austin, TX',
    destinations: [{ address: 'Round Rock, TX', priority: 'high', demand: 40 }, 'Georgetown, TX'],
    scheduledDate: todayIso(),
  });
  await page.goto('/route-planning');
  const row = page.getByTestId('route-row').filter({ hasText: 'Edit me' });
  await expect(row).toContainText('Pending');

  await row.getByRole('button', { name: 'View Edit me' }).click();
  const detail = page.getByRole('dialog', { name: 'Edit me' });
  await expect(detail).toContainText('Route Overview');
  await expect(detail.getByTestId('detail-destination')).toHaveCount(2);
  await expect(detail.getByTestId('detail-destination').first()).toContainText('High');
  await expect(detail.getByTestId('detail-destination').first()).toContainText('40 kg');
  await expect(detail).toContainText('N/A');
  await detail.getByRole('button', { name: 'Close' }).first().click();
  // A closing dialog hands focus back to the button that opened it when its transition ends; typing into the
  // next dialog before then loses the keystrokes to that hand-over, so wait for it.
  await expect(row.getByRole('button', { name: 'View Edit me' })).toBeFocused();

  await row.getByRole('button', { name: 'Edit Edit me' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Route' });
  // The form holds the route before it is cleared: typing into a form still being filled proves nothing.
  await expect(edit.getByLabel('Route Name')).toHaveValue('Edit me');
  await edit.getByLabel('Route Name').fill('');
  await expect(edit.getByLabel('Route Name')).toHaveValue('');
  await edit.getByRole('button', { name: 'Update Route' }).click();
  await expect(edit.getByText('Route name is required')).toBeVisible();
  await edit.getByLabel('Route Name').fill('Edited route');
  await edit.getByLabel('Status').selectOption({ label: 'In Progress' });
  await edit.getByRole('button', { name: 'Add Destination' }).click();
  await edit.getByLabel('Destination 3 address').fill('Hutto, TX');
  await edit.getByRole('button', { name: 'Update Route' }).click();
  await expect(toast(page, 'Route updated successfully')).toBeVisible();
  const edited = page.getByTestId('route-row').filter({ hasText: 'Edited route' });
  await expect(edited).toContainText('In Progress');
  await expect(edited.locator('td').nth(3)).toHaveText('3');

  await edited.getByRole('button', { name: 'Show Edited route on the map' }).click();
  await expect(toast(page, 'Route Selected')).toContainText('Edited route is now highlighted on the map');
  await expect(edited).toHaveAttribute('aria-selected', 'true');
  const map = await drawnMap(page.getByTestId('routes-map-card'));
  expect(map.selected).toBe(String(route.id));
  expect(map.stops).toBe(3);
  // The view moved to the chosen route.
  await expect(map.map).toHaveAttribute('data-zoomed-to', String(route.id));

  await edited.getByRole('button', { name: 'Delete Edited route' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this route?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'Route deleted successfully')).toBeVisible();
  await expect(page.getByTestId('route-row')).toHaveCount(0);
});

test('a dialog opened while another is closing keeps focus when the closing one has gone', async ({
  page,
}) => {
  await createRoute(page, {
    name: 'Focus here',
    startLocation: 'Austin, TX',
    destinations: ['Round Rock, TX'],
    scheduledDate: todayIso(),
  });
  await page.goto('/route-planning');
  const row = page.getByTestId('route-row').filter({ hasText: 'Focus here' });
  await row.getByRole('button', { name: 'View Focus here' }).click();
  await expect(page.getByRole('dialog', { name: 'Focus here' })).toContainText('Route Overview');
  // Close, then at once Edit, within the detail's closing transition (clicked in the page: Playwright would
  // wait for the closing backdrop to go), and focus the name field before that transition ends.
  await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('button')];
    const close = buttons.find((b) => b.textContent === 'Close' && b.closest('[role=dialog]'));
    const edit = buttons.find((b) => b.getAttribute('aria-label') === 'Edit Focus here');
    if (!close || !edit) throw new Error('Close or Edit not found');
    close.click();
    edit.click();
  });
  const name = page.getByRole('dialog', { name: 'Edit Route' }).getByLabel('Route Name');
  await name.focus();
  // Once the detail has gone (its title empties at once, so count the dialogs), focus must still be here.
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expect(name).toBeFocused();
  await page.keyboard.type(' now');
  await expect(name).toHaveValue('Focus here now');
});

test('a running fleet optimisation cancelled from its progress bar keeps its best plan so far', async ({
  page,
}) => {
  await createVehicle(page, { name: 'Van A', type: 'cargo_van', capacity: 2000, costPerKm: 1.1 });
  await createVehicle(page, { name: 'Van B', type: 'cargo_van', capacity: 2000, costPerKm: 1.2 });
  await page.goto('/route-planning');
  await page.getByRole('tab', { name: 'Multi-Vehicle Fleet' }).click();
  const form = page.getByTestId('fleet-form');
  await form.getByLabel('Optimization Name').fill('Cancelled run');
  await form.getByLabel('Depot / Starting Location').fill('Austin, TX');
  const stops = ['Round Rock, TX', 'Georgetown, TX', 'San Marcos, TX', 'Kyle, TX', 'Buda, TX', 'Hutto, TX'];
  for (const [i, address] of stops.entries()) {
    if (i > 0) await form.getByRole('button', { name: 'Add Destination' }).click();
    await form.getByLabel(`Destination ${i + 1} address`).fill(address);
  }
  await tick(form, 'Van A');
  await tick(form, 'Van B');
  // A search long enough to cancel while it runs: this job's time limit stretched to a minute.
  await page.route('**/api/optimization-jobs', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    const body = JSON.parse(route.request().postData() ?? '{}') as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, timeLimitSeconds: 60 }) });
  });
  await form.getByRole('button', { name: 'Optimize Fleet' }).click();
  const progress = page.getByTestId('job-progress');
  // Once the search has a plan (its best cost is shown), cancelling keeps that plan (issue 15).
  await expect(progress).toContainText(/best \$\d/);
  await progress.getByRole('button', { name: 'Cancel' }).click();
  await expect(toast(page, 'Optimization stopped early')).toBeVisible();
  // The page is scrolled down to the result: the warning shows in the window, not above it.
  await expect(toast(page, 'Optimization stopped early')).toBeInViewport();
  await expect(progress).toBeHidden();
  await expect(page.getByTestId('fleet-result')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Optimize Fleet' })).toBeEnabled();
  const jobs = await (await page.request.get('/api/optimization-jobs')).json();
  expect(jobs[0]).toMatchObject({ kind: 'fleet', status: 'cancelled' });
});

test('re-optimise a route in progress: preview the changes, then apply them', async ({ page }) => {
  const route = await createRoute(page, {
    name: 'Afternoon run',
    startLocation: '30.2672,-97.7431',
    destinations: ['30.3000,-97.7000', '30.2400,-97.8000', '30.3300,-97.7600', '30.2100,-97.7200'],
    scheduledDate: todayIso(),
    status: 'in_progress',
  });
  const batch = await page.request.post('/api/routes/batch-optimize', { data: { routeIds: [route.id] } });
  baseExpect(batch.status()).toBe(200);
  await page.goto('/route-planning');
  const row = page.getByTestId('route-row').filter({ hasText: 'Afternoon run' });
  await row.getByRole('button', { name: 'View Afternoon run' }).click();
  await page
    .getByRole('dialog', { name: 'Afternoon run' })
    .getByRole('button', { name: 'Re-optimise' })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Re-optimise Afternoon run' });
  await dialog.getByLabel('Stops done or under way').fill('2');
  await dialog.getByRole('button', { name: 'Preview changes' }).click();
  const diff = dialog.getByTestId('plan-diff');
  await expect(diff).toContainText('What changes');
  await expect(diff.getByTestId('diff-row')).toHaveCount(2);
  await expect(dialog.getByRole('button', { name: 'Apply new plan' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Apply new plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Afternoon run' })).toContainText('Route Overview');
});
