/**
 * Screenshots of the operational screens with data (dashboard, route planning and its results and dialogs,
 * fleet, upgrade plan, the map's stop details and its fallback card) at 1280 px, the main screens at
 * 375 px, and scheduling, analytics and settings at both (multi-day planning: multi-day.spec.ts), written
 * to artifacts/screenshots/ at the repository root. Each page must fit the window's width.
 */
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import {
  expect as baseExpect,
  expectConsoleLine,
  registerThroughApi,
  skipCookieBanner,
  test,
} from './fixtures.js';
import { blockTiles, createRoute, createVehicle, drawnMap, hoverStop, tick, todayIso } from './operations.js';

const OUT = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));
const expect = baseExpect.configure({ timeout: 30_000 });

const AUSTIN_ROUTES: [string, string[]][] = [
  ['Round Rock, TX', ['Georgetown, TX', 'Cedar Park, TX', 'Leander, TX', 'Pflugerville, TX']],
  ['San Marcos, TX', ['Kyle, TX', 'Buda, TX', 'Lockhart, TX']],
  ['Bastrop, TX', ['Elgin, TX', 'Manor, TX', 'Smithville, TX', 'Taylor, TX', 'Hutto, TX']],
];

/** A dispatcher's week: three vehicles, three optimised routes, two imported ones waiting. */
async function seed(page: Page) {
  await createVehicle(page, { name: 'Van 1', type: 'cargo_van', capacity: 900, costPerKm: 1.15 });
  await createVehicle(page, {
    name: 'Box truck 2',
    type: 'standard_truck',
    capacity: 4000,
    costPerKm: 1.55,
    maxWorkHours: 9,
  });
  await createVehicle(page, {
    name: 'Reefer 3',
    type: 'heavy_duty',
    capacity: 12000,
    costPerKm: 2.2,
    specialFeatures: ['refrigerated', 'heavy_lift_equipment'],
  });
  const date = todayIso();
  for (const [first, rest] of AUSTIN_ROUTES) {
    const destinations = [first, ...rest];
    const response = await page.request.post('/api/routes/optimize', {
      data: {
        startLocation: 'Austin, TX',
        vehicleType: 'cargo_van',
        priority: 'distance',
        scheduledDate: date,
        destinations,
      },
    });
    expect(response.status(), await response.text()).toBe(200);
    const result = await response.json();
    await createRoute(page, {
      name: `Route ${date}`,
      startLocation: 'Austin, TX',
      destinations,
      scheduledDate: date,
      optimizedRoute: result,
      totalDistance: result.optimizedRoute.totalDistance,
      estimatedTime: result.optimizedRoute.estimatedTime,
      totalCost: result.pricing.total,
      status: 'planned',
    });
  }
  await createRoute(page, {
    name: 'West hills',
    startLocation: 'Austin, TX',
    destinations: [
      { address: 'Dripping Springs, TX', priority: 'urgent', demand: 120 },
      { address: 'Bee Cave, TX', priority: 'high', demand: 60 },
      { address: 'Lakeway, TX', priority: 'low', demand: 30 },
    ],
    scheduledDate: date,
  });
  await createRoute(page, {
    name: 'North loop',
    startLocation: 'Austin, TX',
    destinations: ['Jarrell, TX', 'Salado, TX', 'Belton, TX'],
    scheduledDate: date,
  });
}

async function settle(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `horizontal overflow on ${page.url()}`).toBeLessThanOrEqual(0);
}

/** A card in full, whatever its height (a full-page capture clipped to it: no stitching, no sticky bars). */
async function shootCard(page: Page, card: Locator, name: string) {
  // The full-page capture stretches the viewport for a moment; a map on the page may see a zero-sized
  // container meanwhile and OpenLayers says so. An artefact of the capture (the screen never does this),
  // seen under load in CI: not the page's warning.
  expectConsoleLine(/No map visible because the map container's width or height are 0/);
  // At the top of the page the fixed top bar is drawn over nothing but the header.
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = (await card.boundingBox())!;
  await page.screenshot({ path: `${OUT}${name}`, fullPage: true, clip: box });
}

async function mapsDrawn(scope: Page | Locator) {
  const maps = scope.getByTestId('route-map');
  for (let i = 0; i < (await maps.count()); i++)
    await expect(maps.nth(i)).toHaveAttribute('data-state', 'rendered');
}

test.beforeEach(async ({ page }) => {
  test.slow();
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
  await seed(page);
});

test('operational screens at 1280 px', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.goto('/dashboard');
  await expect(page.getByTestId('recent-route')).toHaveCount(5);
  await expect(page.getByTestId('stat-tile').first()).not.toHaveAttribute('aria-busy', 'true');
  await mapsDrawn(page);
  await settle(page);
  await page.screenshot({ path: `${OUT}dashboard-1280.png`, fullPage: true });

  const panel = page.getByTestId('route-optimization');
  await panel.getByLabel('Starting Location').fill('Austin, TX');
  const stops = ['Round Rock, TX', 'San Marcos, TX', 'Georgetown, TX', 'Kyle, TX'];
  for (const [i, address] of stops.entries()) {
    if (i > 0) await panel.getByRole('button', { name: 'Add Destination' }).click();
    await panel.getByRole('textbox', { name: `Destination ${i + 1}`, exact: true }).fill(address);
  }
  await panel.getByLabel('Vehicle Type').selectOption({ label: 'Cargo Van' });
  await panel.getByRole('button', { name: 'Optimize Route' }).click();
  await expect(panel.getByTestId('optimized-route')).toBeVisible();
  const mapCard = page.getByTestId('dashboard-map');
  await drawnMap(mapCard);
  await hoverStop(page, mapCard, 'preview', 2);
  await expect(page.getByTestId('map-popup')).toBeVisible();
  await settle(page);
  await page.screenshot({ path: `${OUT}dashboard-optimized-1280.png`, fullPage: true });

  await page.goto('/route-planning');
  await expect(page.getByTestId('route-row')).toHaveCount(5);
  await mapsDrawn(page);
  await settle(page);
  await page.screenshot({ path: `${OUT}route-planning-1280.png`, fullPage: true });

  // Fleet tab with its solution on the map.
  await page.getByRole('tab', { name: 'Multi-Vehicle Fleet' }).click();
  const fleet = page.getByTestId('fleet-form');
  await fleet.getByLabel('Optimization Name').fill('Friday fleet');
  await fleet.getByLabel('Depot / Starting Location').fill('Austin, TX');
  const fleetStops = [
    'Round Rock, TX',
    'Georgetown, TX',
    'San Marcos, TX',
    'Kyle, TX',
    'Bastrop, TX',
    'Elgin, TX',
  ];
  for (const [i, address] of fleetStops.entries()) {
    if (i > 0) await fleet.getByRole('button', { name: 'Add Destination' }).click();
    await fleet.getByLabel(`Destination ${i + 1} address`).fill(address);
    await fleet.getByLabel(`Destination ${i + 1} demand (kg)`).fill(String(600 + 50 * i));
  }
  await tick(fleet, 'Van 1');
  await tick(fleet, 'Box truck 2');
  await fleet.getByRole('button', { name: 'Optimize Fleet' }).click();
  await expect(page.getByTestId('job-progress')).toBeVisible();
  await shootCard(page, page.getByTestId('create-route-card'), 'route-planning-fleet-progress-1280.png');
  await expect(page.getByTestId('fleet-result')).toBeVisible({ timeout: 60_000 });
  await mapsDrawn(page.getByTestId('create-route-card'));
  await settle(page);
  await shootCard(page, page.getByTestId('create-route-card'), 'route-planning-fleet-1280.png');

  // Advanced tab: a window that cannot be met.
  await page.getByRole('tab', { name: 'Advanced Constraints' }).click();
  const advanced = page.getByTestId('advanced-form');
  await advanced.getByLabel('Route Name').fill('Morning deliveries');
  await advanced.getByLabel('Starting Location').fill('Austin, TX');
  await advanced.getByLabel('Vehicle').selectOption({ label: 'Van 1' });
  const editors = advanced.getByTestId('advanced-stop');
  await editors.nth(0).getByLabel('Address').fill('Round Rock, TX');
  await editors.nth(0).getByLabel('Window from').fill('09:00');
  await editors.nth(0).getByLabel('Window to').fill('10:00');
  await advanced.getByRole('button', { name: 'Add Destination' }).click();
  await editors.nth(1).getByLabel('Address').fill('Georgetown, TX');
  await editors.nth(1).getByLabel('Priority').selectOption('high');
  await advanced.getByRole('button', { name: 'Add Destination' }).click();
  await editors.nth(2).getByLabel('Address').fill('San Marcos, TX');
  await editors.nth(2).getByLabel('Priority').selectOption('urgent');
  await editors.nth(2).getByLabel('Window from').fill('08:00');
  await editors.nth(2).getByLabel('Window to').fill('08:05');
  await advanced.getByRole('button', { name: 'Optimize with Constraints' }).click();
  await expect(page.getByTestId('advanced-result')).toBeVisible();
  await mapsDrawn(page.getByTestId('create-route-card'));
  await settle(page);
  await shootCard(page, page.getByTestId('create-route-card'), 'route-planning-advanced-1280.png');

  // Upload preview, batch outcome.
  await page.locator('#csv-file-input').setInputFiles({
    name: 'week.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'Route Name,Start Location,Destination 1,Destination 2\nLakes,"Austin, TX","Marble Falls, TX","Burnet, TX"\nHill country,"Austin, TX","Wimberley, TX","Dripping Springs, TX"\n',
    ),
  });
  await expect(page.getByTestId('csv-preview')).toBeVisible();
  const batch = page.getByTestId('batch-card');
  await batch.getByRole('checkbox', { name: 'Select West hills' }).check({ force: true });
  await batch.getByRole('checkbox', { name: 'Select North loop' }).check({ force: true });
  await batch.getByRole('button', { name: 'Optimize Selected (2)' }).click();
  await expect(batch.getByTestId('batch-outcome')).toBeVisible({ timeout: 60_000 });
  await settle(page);
  await shootCard(page, page.locator('.planning-grid'), 'route-planning-upload-batch-1280.png');

  // Select on map, stop details, dialogs.
  const row = page.getByTestId('route-row').filter({ hasText: 'West hills' });
  await row.getByRole('button', { name: 'Show West hills on the map' }).click();
  const routesMap = page.getByTestId('routes-map-card');
  await expect(routesMap.getByTestId('route-map')).not.toHaveAttribute('data-selected', '');
  await mapsDrawn(routesMap);
  const selected = (await routesMap.getByTestId('route-map').getAttribute('data-selected'))!;
  await expect(routesMap.getByTestId('route-map')).toHaveAttribute('data-zoomed-to', selected);
  await hoverStop(page, routesMap, selected, 1);
  await expect(page.getByTestId('map-popup')).toBeVisible();
  await shootCard(page, routesMap, 'route-planning-map-selected-1280.png');
  await row.getByRole('button', { name: 'View West hills' }).click();
  await expect(page.getByRole('dialog', { name: 'West hills' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}route-detail-1280.png` });
  await page
    .getByRole('dialog', { name: 'West hills' })
    .getByRole('button', { name: 'Edit', exact: true })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Route' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}route-edit-1280.png` });
  await page.keyboard.press('Escape');

  await page.goto('/fleet');
  await expect(page.getByTestId('vehicle-card')).toHaveCount(3);
  await settle(page);
  await page.screenshot({ path: `${OUT}fleet-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Edit Reefer 3' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Vehicle' })).toBeVisible();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}fleet-edit-vehicle-1280.png` });
  await page.keyboard.press('Escape');

  await page.goto('/dashboard-pricing');
  await expect(page.getByTestId('vehicle-rate')).toHaveCount(3);
  await settle(page);
  await page.screenshot({ path: `${OUT}upgrade-plan-1280.png`, fullPage: true });
});

test('scheduling, analytics and settings at 1280 and 375 px', async ({ page }) => {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
    await page.goto('/scheduling');
    await expect(page.getByRole('tab', { name: 'Daily Schedules' })).toHaveAttribute('aria-selected', 'true');
    await settle(page);
    await page.screenshot({ path: `${OUT}scheduling-${width}.png`, fullPage: true });
    await page.goto('/analytics');
    await expect(page.getByTestId('stat-tile')).toHaveCount(8);
    await settle(page);
    await page.screenshot({ path: `${OUT}analytics-${width}.png`, fullPage: true });
    await page.goto('/settings');
    await expect(page.getByLabel('Company Name')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}settings-${width}.png`, fullPage: true });
    await page.getByRole('tab', { name: 'API', exact: true }).click();
    await expect(page.getByText('No webhook endpoints')).toBeVisible();
    await settle(page);
    await page.screenshot({ path: `${OUT}settings-api-${width}.png`, fullPage: true });
  }
});

test('operational screens at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  for (const [name, path, ready] of [
    ['dashboard', '/dashboard', 'recent-route'],
    ['route-planning', '/route-planning', 'route-row'],
    ['fleet', '/fleet', 'vehicle-card'],
    ['upgrade-plan', '/dashboard-pricing', 'vehicle-rate'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId(ready).first()).toBeVisible();
    await mapsDrawn(page);
    await settle(page);
    await page.screenshot({ path: `${OUT}${name}-375.png`, fullPage: true });
  }
});

test('the map falls back to a card when it cannot load, and the rest of the screen works', async ({
  page,
}) => {
  expectConsoleLine(/The map could not be loaded/);
  await page.route(/\/assets\/map-controller-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/route-planning');
  const fallback = page.getByTestId('map-fallback').first();
  await expect(fallback).toContainText(
    'Failed to load the map. Please reload the page or check your connection.',
  );
  await expect(fallback).toContainText('Import and export routes as CSV');
  await expect(page.getByTestId('route-row')).toHaveCount(5);
  await settle(page);
  await shootCard(page, page.getByTestId('routes-map-card'), 'map-fallback-1280.png');
});
