/**
 * Browser benchmark of the route map with 2,000 stops (10 routes of 200 stops around New York, saved
 * with coordinates): how long the Routes Map View takes to draw them, how fast a stop's details follow
 * the pointer, how smooth panning and zooming are, and the longest main-thread task. Writes
 * artifacts/benchmarks/console-map.json and prints a table; docs/benchmarks.md ("Console map") reports it.
 * Opt-in, as benchmarks are not tests: `npm run bench:map -w @routier/console` (MAP_BENCHMARK=1).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, registerThroughApi, skipCookieBanner, test } from './fixtures.js';
import { blockTiles, createRoute, todayIso } from './operations.js';

const ROUTES = 10;
const STOPS_PER_ROUTE = 200;
const OUT = fileURLToPath(new URL('../../../artifacts/benchmarks/', import.meta.url));

test.skip(process.env.MAP_BENCHMARK !== '1', 'map benchmark: run with MAP_BENCHMARK=1 (npm run bench:map)');

/** A seeded pseudo-random generator (mulberry32), so every run draws the same stops. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRIORITIES = ['low', 'medium', 'medium', 'high', 'urgent'] as const;

async function seedStops(page: Page) {
  const next = random(42);
  for (let r = 0; r < ROUTES; r++) {
    // Each route works one sector of a 60 x 40 km area around Manhattan.
    const centreLat = 40.55 + 0.35 * next();
    const centreLng = -74.25 + 0.5 * next();
    const destinations = Array.from({ length: STOPS_PER_ROUTE }, () => {
      const lat = Number((centreLat + (next() - 0.5) * 0.12).toFixed(5));
      const lng = Number((centreLng + (next() - 0.5) * 0.16).toFixed(5));
      return {
        address: `${lat}, ${lng}`,
        lat,
        lng,
        priority: PRIORITIES[Math.floor(next() * PRIORITIES.length)]!,
      };
    });
    await createRoute(page, {
      name: `Bench ${r + 1}`,
      startLocation: '40.7128, -74.006',
      destinations,
      scheduledDate: todayIso(),
    });
  }
}

function summary(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return { n: values.length, min: sorted[0]!, median: at(0.5), p95: at(0.95), max: sorted.at(-1)!, mean };
}

const round = (n: number) => Math.round(n * 10) / 10;

test('the route map draws 2,000 stops and stays responsive', async ({ page }) => {
  test.setTimeout(600_000);
  await skipCookieBanner(page);
  await blockTiles(page);
  await registerThroughApi(page);
  await seedStops(page);
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) w.longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });

  const started = Date.now();
  await page.goto('/route-planning');
  const card = page.getByTestId('routes-map-card');
  const map = card.getByTestId('route-map');
  await expect(map).toHaveAttribute('data-stops', String(ROUTES * STOPS_PER_ROUTE), { timeout: 120_000 });
  await expect(map).toHaveAttribute('data-state', 'rendered', { timeout: 120_000 });
  const pageToMapMs = Date.now() - started;
  const drawMs = Number(await map.getAttribute('data-render-ms'));
  await map.scrollIntoViewIfNeeded();
  const box = (await map.boundingBox())!;

  // Hover: pointer over a stop marker until its details are on screen, measured inside the page.
  const hover: number[] = [];
  for (let i = 0; i < 30; i++) {
    const target = await map.evaluate((element, n) => {
      const handle = (
        element as HTMLElement & {
          routierMap?: { pixelOfStop(r: string, o: number): [number, number] | null };
        }
      ).routierMap!;
      // Route ids are the saved routes' ids; read them from the map's published list of routes.
      const ids = (element.dataset.routeIds ?? '').split(',').filter(Boolean);
      const id = ids[n % ids.length]!;
      return { pixel: handle.pixelOfStop(id, 1 + ((n * 37) % 200)), id };
    }, i);
    if (!target.pixel) continue;
    const [x, y] = target.pixel;
    if (x < 10 || y < 10 || x > box.width - 10 || y > box.height - 10) continue;
    await page.mouse.move(box.x + 2, box.y + 2);
    await expect(page.getByTestId('map-popup')).toHaveCount(0);
    const latency = await page.evaluate(
      ([px, py]) =>
        new Promise<number>((resolve) => {
          const start = performance.now();
          const observer = new MutationObserver(() => {
            if (document.querySelector('[data-testid="map-popup"]')) {
              observer.disconnect();
              resolve(performance.now() - start);
            }
          });
          observer.observe(document.body, { childList: true, subtree: true });
          const element = document.querySelector('[data-testid="routes-map-card"] .ol-viewport')!;
          const rect = element.getBoundingClientRect();
          element.dispatchEvent(
            new PointerEvent('pointermove', {
              bubbles: true,
              clientX: rect.left + px,
              clientY: rect.top + py,
              pointerType: 'mouse',
              isPrimary: true,
            }),
          );
        }),
      [x, y] as const,
    );
    hover.push(latency);
  }
  expect(hover.length).toBeGreaterThan(10);

  // Pan and zoom: frame intervals while the map moves (requestAnimationFrame timestamps).
  const frames = async (action: () => Promise<void>) => {
    await page.evaluate(() => {
      const w = window as unknown as { frames: number[]; recording: boolean };
      w.frames = [];
      w.recording = true;
      const tick = (t: number) => {
        if (!w.recording) return;
        w.frames.push(t);
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await action();
    await page.waitForTimeout(300);
    return page.evaluate(() => {
      const w = window as unknown as { frames: number[]; recording: boolean };
      w.recording = false;
      return w.frames.slice(1).map((t, i) => t - w.frames[i]!);
    });
  };
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  const pan = await frames(async () => {
    await page.mouse.move(cx, cy);
    await page.mouse.down();
    for (let i = 1; i <= 30; i++) await page.mouse.move(cx + i * 8, cy + i * 4);
    await page.mouse.up();
  });
  const zoom = await frames(async () => {
    await page.mouse.move(cx, cy);
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, -240);
      await page.waitForTimeout(250);
    }
    for (let i = 0; i < 4; i++) {
      await page.mouse.wheel(0, 240);
      await page.waitForTimeout(250);
    }
  });

  // Highlighting one route re-styles all 2,000 markers.
  const select = await page.evaluate(async () => {
    const element = document.querySelector(
      '[data-testid="routes-map-card"] [data-testid="route-map"]',
    ) as HTMLElement & {
      routierMap?: { setSelected(id: string | null): void };
    };
    const ids = (element.dataset.routeIds ?? '').split(',');
    const start = performance.now();
    element.routierMap!.setSelected(ids[3]!);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now() - start;
  });

  // The same 2,000 stops drawn again on an idle page (styles warm), through the map's own handle.
  const redraw: number[] = [];
  for (let i = 0; i < 3; i++) {
    await page.evaluate(async () => {
      const element = document.querySelector(
        '[data-testid="routes-map-card"] [data-testid="route-map"]',
      ) as HTMLElement & {
        routierMap?: {
          setRoutes(routes: unknown[], options: { fit: boolean }): void;
          setSelected(id: string | null): void;
        };
      };
      const response = await fetch('/api/routes/geocoded?limit=1000', { credentials: 'same-origin' });
      const routes = (await response.json()) as {
        id: number;
        name: string;
        start: unknown;
        stops: { lat: number; lng: number; address: string; order: number; priority: string }[];
      }[];
      element.routierMap!.setSelected(null);
      element.routierMap!.setRoutes(
        routes.map((r, i) => ({
          id: String(r.id),
          name: r.name,
          colorIndex: i,
          start: r.start,
          stops: r.stops,
          returnToStart: true,
          geometry: null,
        })),
        { fit: true },
      );
    });
    await expect(map).toHaveAttribute('data-state', 'rendered');
    redraw.push(Number(await map.getAttribute('data-render-ms')));
  }

  const longTasks = await page.evaluate(() => (window as unknown as { longTasks: number[] }).longTasks);
  const result = {
    stops: ROUTES * STOPS_PER_ROUTE,
    routes: ROUTES,
    viewport: `${box.width.toFixed(0)}x${box.height.toFixed(0)}`,
    pageToMapMs,
    drawMs,
    hoverMs: summary(hover),
    panFrameMs: summary(pan),
    zoomFrameMs: summary(zoom),
    selectMs: select,
    redrawMs: summary(redraw),
    longTasks: { count: longTasks.length, maxMs: Math.max(0, ...longTasks) },
    when: new Date().toISOString(),
    loadAverage: (await import('node:os')).loadavg().map(round),
  };
  mkdirSync(OUT, { recursive: true });
  writeFileSync(`${OUT}console-map.json`, `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    [
      `Console map, ${result.stops} stops in ${result.routes} routes (${result.viewport} px map), load ${result.loadAverage.join(' ')}`,
      `  page open to map drawn: ${result.pageToMapMs} ms; draw (setData -> rendercomplete): ${round(drawMs)} ms`,
      `  hover -> stop details (ms): median ${round(result.hoverMs.median)}, p95 ${round(result.hoverMs.p95)}, max ${round(result.hoverMs.max)} (n=${result.hoverMs.n})`,
      `  pan frame interval (ms): median ${round(result.panFrameMs.median)}, p95 ${round(result.panFrameMs.p95)}`,
      `  zoom frame interval (ms): median ${round(result.zoomFrameMs.median)}, p95 ${round(result.zoomFrameMs.p95)}`,
      `  redraw on an idle page (ms): ${redraw.map(round).join(', ')}`,
      `  highlight one route: ${round(select)} ms; long tasks: ${result.longTasks.count}, longest ${round(result.longTasks.maxMs)} ms`,
    ].join('\n'),
  );
  // Responsiveness bounds generous enough for a shared 2-core machine.
  expect(result.hoverMs.median).toBeLessThan(250);
  expect(result.drawMs).toBeLessThan(10_000);
});
