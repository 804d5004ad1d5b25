/**
 * Helpers of the operational journeys (dashboard, route planning, fleet, upgrade, map): data made through
 * the API with the page's session, tile requests refused (the journeys never use the outside network),
 * and the map's state as its element publishes it (data-routes, data-stops, data-selected, data-state).
 */
import type { Locator, Page } from '@playwright/test';
import type { RouteCreate, Vehicle, VehicleCreate } from '@routier/sdk';
import { expect } from './fixtures.js';

/** Map tiles come from the internet: refuse them so the map draws on its plain background, as offline. */
export async function blockTiles(page: Page): Promise<void> {
  await page.route(/tile\.openstreetmap\.org|\/\{z\}\//, (route) => route.abort());
}

/** The browser's local calendar date, as the screens default to it. */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

export async function createVehicle(page: Page, body: VehicleCreate): Promise<Vehicle> {
  const response = await page.request.post('/api/vehicles', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Vehicle;
}

export async function createRoute(page: Page, body: RouteCreate): Promise<{ id: number; name: string }> {
  const response = await page.request.post('/api/routes', { data: body });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: number; name: string };
}

/** The map inside `scope` once it has drawn: its published counts. */
export async function drawnMap(scope: Locator) {
  const map = scope.getByTestId('route-map');
  await expect(map).toHaveAttribute('data-state', 'rendered');
  return {
    map,
    routes: Number(await map.getAttribute('data-routes')),
    stops: Number(await map.getAttribute('data-stops')),
    selected: await map.getAttribute('data-selected'),
  };
}

/** Moves the pointer over a route's numbered stop marker (pixel from the map's own handle). */
export async function hoverStop(page: Page, scope: Locator, routeId: string, order: number): Promise<void> {
  const map = scope.getByTestId('route-map');
  const pixel = await map.evaluate(
    (element, [id, n]) =>
      (
        element as HTMLElement & {
          routierMap?: { pixelOfStop(r: string, o: number): [number, number] | null };
        }
      ).routierMap?.pixelOfStop(id as string, n as number) ?? null,
    [routeId, order] as const,
  );
  expect(pixel, `stop ${order} of route ${routeId} is on the map`).not.toBeNull();
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + pixel![0], box.y + pixel![1]);
}

/**
 * Ticks a Blueprint checkbox or switch by clicking its label, as a user does (the input itself sits under
 * the drawn box), then checks that it took.
 */
export async function tick(scope: Page | Locator, label: string | RegExp): Promise<void> {
  const control = scope.locator('label.bp6-control').filter({ hasText: label });
  await control.click();
  await expect(control.locator('input')).toBeChecked();
}
