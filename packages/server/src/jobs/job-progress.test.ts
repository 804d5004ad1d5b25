import { describe, expect, it } from 'vitest';
import { apiCost, MAX_HISTORY, ProgressTracker } from './job-progress.js';
import { Semaphore } from './semaphore.js';

describe('ProgressTracker', () => {
  it('reports the best cost in API units and the share of the time limit used', () => {
    let now = 1000;
    const tracker = new ProgressTracker('distance', 10_000, 1000, () => now);
    now = 3500;
    expect(
      tracker.onEngineProgress({
        bestCost: 123_456,
        bestRoutesCost: 123_456,
        unassigned: 0,
        elapsedMs: 2500,
        iterations: 40,
      }),
    ).toBe(true);
    expect(tracker.progress).toMatchObject({
      bestCost: 123.46,
      percent: 25,
      elapsedMs: 2500,
      iterations: 40,
    });
    expect(apiCost('time', 3600)).toBe(60);
    expect(apiCost('cost', 10.456)).toBe(10.46);
    now = 20_000;
    expect(tracker.tick().percent).toBe(99);
    expect(tracker.finish(true).percent).toBe(100);
  });

  it('shows what the plan costs without the penalties of stops it leaves out, and how many it leaves out', () => {
    let now = 0;
    const tracker = new ProgressTracker('distance', 10_000, 0, () => now);
    // 801.6 km of routes; the engine's search value adds a large penalty for the two stops left out.
    tracker.onEngineProgress({
      bestCost: 242_072_000,
      bestRoutesCost: 801_600,
      unassigned: 2,
      elapsedMs: 0,
      iterations: 1,
    });
    expect(tracker.progress).toMatchObject({ bestCost: 801.6, unassigned: 2 });
    now = 300;
    // A plan serving every stop is better for the search even though its routes are longer.
    tracker.onEngineProgress({
      bestCost: 950_000,
      bestRoutesCost: 950_000,
      unassigned: 0,
      elapsedMs: 300,
      iterations: 2,
    });
    expect(tracker.progress).toMatchObject({ bestCost: 950, unassigned: 0 });
  });

  it('sends improvements at most every 250 ms, anything else at most once a second', () => {
    let now = 0;
    const tracker = new ProgressTracker('distance', 60_000, 0, () => now);
    expect(
      tracker.onEngineProgress({
        bestCost: 1000,
        bestRoutesCost: 1000,
        unassigned: 0,
        elapsedMs: 0,
        iterations: 1,
      }),
    ).toBe(true);
    now = 100;
    expect(
      tracker.onEngineProgress({
        bestCost: 900,
        bestRoutesCost: 900,
        unassigned: 0,
        elapsedMs: 100,
        iterations: 2,
      }),
    ).toBe(false);
    now = 300;
    expect(
      tracker.onEngineProgress({
        bestCost: 800,
        bestRoutesCost: 800,
        unassigned: 0,
        elapsedMs: 300,
        iterations: 3,
      }),
    ).toBe(true);
    now = 900;
    expect(
      tracker.onEngineProgress({
        bestCost: 800,
        bestRoutesCost: 800,
        unassigned: 0,
        elapsedMs: 900,
        iterations: 4,
      }),
    ).toBe(false);
    now = 1300;
    expect(
      tracker.onEngineProgress({
        bestCost: 800,
        bestRoutesCost: 800,
        unassigned: 0,
        elapsedMs: 1300,
        iterations: 5,
      }),
    ).toBe(true);
    // Every improvement is kept in the history, sent or not.
    expect(tracker.history.map((p) => p.bestCost)).toEqual([1, 0.9, 0.8]);
  });

  it('keeps at most 200 history points by thinning, keeping the latest', () => {
    let now = 0;
    const tracker = new ProgressTracker('distance', 60_000, 0, () => now);
    for (let i = 0; i < 500; i++) {
      now = i;
      const cost = 1_000_000 - i * 1000;
      tracker.onEngineProgress({
        bestCost: cost,
        bestRoutesCost: cost,
        unassigned: 0,
        elapsedMs: i,
        iterations: i,
      });
    }
    expect(tracker.history.length).toBeLessThanOrEqual(MAX_HISTORY);
    expect(tracker.history.at(-1)!.bestCost).toBe(apiCost('distance', 1_000_000 - 499 * 1000));
    const times = tracker.history.map((p) => p.elapsedMs);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]).toBeLessThan(10);
  });

  it('counts batch progress by routes', () => {
    const tracker = new ProgressTracker('distance', 60_000, 0, () => 0);
    tracker.onRouteDone(1, 4);
    expect(tracker.progress).toMatchObject({ routesDone: 1, routesTotal: 4, percent: 25 });
  });

  it('counts a batch from 0 of its routes, never by the time used', () => {
    let now = 0;
    const tracker = new ProgressTracker('distance', 60_000, 0, () => now, 4);
    expect(tracker.progress).toMatchObject({ routesDone: 0, routesTotal: 4, percent: 0 });
    now = 30_000;
    expect(tracker.tick()).toMatchObject({ routesDone: 0, routesTotal: 4, percent: 0, elapsedMs: 30_000 });
    tracker.onRouteDone(1, 4);
    now = 45_000;
    expect(tracker.tick()).toMatchObject({ routesDone: 1, routesTotal: 4, percent: 25 });
    expect(tracker.finish(true)).toMatchObject({ routesDone: 1, percent: 100 });
  });
});

describe('Semaphore', () => {
  it('admits `size` holders, queues the rest in order, and lets a waiter give up', async () => {
    const slots = new Semaphore(1);
    const release = await slots.acquire();
    const order: string[] = [];
    const second = slots.acquire().then((r) => (order.push('second'), r));
    const controller = new AbortController();
    const third = slots.acquire(controller.signal).catch(() => order.push('third gave up'));
    const fourth = slots.acquire().then((r) => (order.push('fourth'), r));
    expect(slots.waiting).toBe(3);
    controller.abort(new Error('cancelled'));
    await third;
    release();
    (await second)();
    (await fourth)();
    expect(order).toEqual(['third gave up', 'second', 'fourth']);
  });
});
