import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody as ErrorBody, ReoptimizeResponse, Route } from '@routier/contract';
import type { TestClient, TestServer } from '../test-support/index.js';
import { planningTestServer, signedIn } from '../test-support/planning-server.js';
import { spiralAroundAustin } from '../test-support/spiral-stops.js';

const START = '30.2672,-97.7431';

/** A stored 8-stop route, optimised (so it has a plan whose order differs from the entered one). */
async function plannedRoute(client: TestClient): Promise<Route> {
  const created = await client.post<Route>('/api/routes', {
    name: 'In progress',
    startLocation: START,
    destinations: spiralAroundAustin(8),
    status: 'in_progress',
  });
  expect(created.status, created.text).toBe(201);
  const batch = await client.post('/api/routes/batch-optimize', { routeIds: [created.body.id] });
  expect(batch.status, batch.text).toBe(200);
  return (await client.get<Route>(`/api/routes/${created.body.id}`)).body;
}

const planOrder = (route: Route): string[] => {
  const seq = (route.optimizedRoute as { optimizedRoute: { sequence: number[] } }).optimizedRoute.sequence;
  return seq.map((i) => route.destinations[i - 1].address);
};

describe('POST /api/routes/{id}/reoptimize', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('keeps the locked stops first and names the added stops in the diff; a preview stores nothing', async () => {
    const client = await signedIn(server);
    const route = await plannedRoute(client);
    const before = planOrder(route);
    const added = ['30.3100,-97.7000', '30.2000,-97.8000'];
    const preview = await client.post<ReoptimizeResponse>(`/api/routes/${route.id}/reoptimize`, {
      lockedStops: 3,
      destinations: [...route.destinations.map((d) => d.address), ...added],
      save: false,
    });
    expect(preview.status, preview.text).toBe(200);
    const { diff } = preview.body;
    expect(preview.body.saved).toBe(false);
    expect(planOrder(preview.body.route).slice(0, 3)).toEqual(before.slice(0, 3));
    expect(preview.body.route.destinations.slice(0, 3).map((d) => d.address)).toEqual(before.slice(0, 3));
    expect(diff.added.map((a) => a.address).sort()).toEqual([...added].sort());
    expect(diff.added.every((a) => a.from === null && a.to !== null && a.to > 3)).toBe(true);
    expect(diff.removed).toEqual([]);
    expect(diff.kept.slice(0, 3).map((k) => [k.from, k.to])).toEqual([
      [1, 1],
      [2, 2],
      [3, 3],
    ]);
    expect(diff.etaChanges).toHaveLength(7);
    expect(
      diff.etaChanges
        .filter((e) => e.before === null)
        .map((e) => e.address)
        .sort(),
    ).toEqual([...added].sort());
    expect(diff.distanceChange).toBeGreaterThan(0);
    const unchanged = (await client.get<Route>(`/api/routes/${route.id}`)).body;
    expect(unchanged.destinations).toHaveLength(8);

    const saved = await client.post<ReoptimizeResponse>(`/api/routes/${route.id}/reoptimize`, {
      lockedStops: 3,
      destinations: [...route.destinations.map((d) => d.address), ...added],
    });
    expect(saved.status, saved.text).toBe(200);
    const stored = (await client.get<Route>(`/api/routes/${route.id}`)).body;
    expect(stored.destinations).toHaveLength(10);
    expect(stored.status).toBe(route.status);
    expect(planOrder(stored).slice(0, 3)).toEqual(before.slice(0, 3));
    expect(stored.destinations.slice(0, 3).map((d) => d.address)).toEqual(before.slice(0, 3));
  });

  it('reports removed stops and starts from the vehicle position', async () => {
    const client = await signedIn(server);
    const route = await plannedRoute(client);
    const before = planOrder(route);
    const keep = before.filter((_, i) => i !== 5);
    const answer = await client.post<ReoptimizeResponse>(`/api/routes/${route.id}/reoptimize`, {
      lockedStops: 2,
      destinations: keep,
      currentPosition: { lat: 30.28, lng: -97.75 },
      save: false,
    });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.diff.removed).toEqual([{ address: before[5], from: 6, to: null }]);
    expect(planOrder(answer.body.route).slice(0, 2)).toEqual(before.slice(0, 2));
  });

  it('refuses destinations that drop a locked stop, too many locked stops, and other users', async () => {
    const client = await signedIn(server);
    const route = await plannedRoute(client);
    const before = planOrder(route);
    const dropped = await client.post<ErrorBody>(`/api/routes/${route.id}/reoptimize`, {
      lockedStops: 2,
      destinations: before.slice(1),
    });
    expect(dropped.status).toBe(400);
    expect(dropped.body.details?.[0].message).toContain('Locked stop 1');
    const tooMany = await client.post<ErrorBody>(`/api/routes/${route.id}/reoptimize`, { lockedStops: 9 });
    expect(tooMany.status).toBe(400);
    const other = await signedIn(server);
    const foreign = await other.post<ErrorBody>(`/api/routes/${route.id}/reoptimize`, { lockedStops: 1 });
    expect(foreign.status).toBe(404);
  });
});
