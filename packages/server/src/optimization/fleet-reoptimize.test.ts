import { beforeAll, describe, expect, it } from 'vitest';
import type {
  ApiErrorBody as ErrorBody,
  FleetOptimization,
  FleetOptimizeResponse,
  FleetReoptimizeResponse,
  FleetSolution,
} from '@routier/contract';
import type { TestClient, TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';
import { spiralAroundAustin } from '../test-support/spiral-stops.js';

const START = '30.2672,-97.7431';
const ADDED = ['30.3100,-97.7000', '30.2000,-97.8000'];
/** Seven 20 kg stops per van: neither van can take all the unlocked stops, so both keep planned work. */
const CAPACITY = 140;

/** A fleet of two vans planned over 12 stops of 20 kg and saved with its solution. */
async function savedPlan(client: TestClient): Promise<FleetOptimization> {
  const vans = [
    await addVehicle(client, { name: 'Van A', capacity: CAPACITY }),
    await addVehicle(client, { name: 'Van B', capacity: CAPACITY }),
  ];
  const destinations = spiralAroundAustin(12).map((address) => ({ address, demand: 20, serviceTime: 10 }));
  const vehicleIds = vans.map((v) => v.id);
  const planned = await client.post<FleetOptimizeResponse>('/api/fleet-optimizations/optimize', {
    startLocation: START,
    destinations,
    vehicleIds,
    balanceWorkload: true,
  });
  expect(planned.status, planned.text).toBe(200);
  expect(planned.body.solution.routes).toHaveLength(2);
  const saved = await client.post<FleetOptimization>('/api/fleet-optimizations', {
    name: 'Thursday',
    startLocation: START,
    destinations,
    vehicleIds,
    optimizedSolution: planned.body.solution,
  });
  expect(saved.status, saved.text).toBe(201);
  return saved.body;
}

const addresses = (plan: FleetOptimization | { destinations: { address: string }[] }, seq: number[]) =>
  seq.map((i) => plan.destinations[i - 1].address);

const routeOf = (solution: FleetSolution, vehicleId: number) =>
  solution.routes.find((r) => r.vehicleId === vehicleId)!;

describe('POST /api/fleet-optimizations/{id}/reoptimize', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('keeps each vehicle its done stops, plans the rest and the new ones, and diffs per vehicle', async () => {
    const client = await signedIn(server);
    const plan = await savedPlan(client);
    const [a, b] = plan.optimizedSolution!.routes;
    const doneA = addresses(plan, a.sequence.slice(0, 2));
    const doneB = addresses(plan, b.sequence.slice(0, 1));
    const url = `/api/fleet-optimizations/${plan.id}/reoptimize`;
    const preview = await client.post<FleetReoptimizeResponse>(url, {
      progress: [
        { vehicleId: a.vehicleId, lockedStops: 2 },
        { vehicleId: b.vehicleId, lockedStops: 1, currentPosition: { lat: 30.25, lng: -97.76 } },
      ],
      destinations: [...plan.destinations.map((d) => d.address), ...ADDED],
      save: false,
    });
    expect(preview.status, preview.text).toBe(200);
    const { solution, diff, fleetOptimization } = preview.body;
    expect(preview.body.saved).toBe(false);
    expect(fleetOptimization.destinations).toHaveLength(12);
    const newStops = [
      ...plan.destinations.map((d) => ({ address: d.address })),
      ...ADDED.map((address) => ({ address })),
    ];

    // Locked stops first, in order, with the times they were planned at.
    const afterA = routeOf(solution, a.vehicleId);
    const afterB = routeOf(solution, b.vehicleId);
    expect(addresses({ destinations: newStops }, afterA.sequence.slice(0, 2))).toEqual(doneA);
    expect(addresses({ destinations: newStops }, afterB.sequence.slice(0, 1))).toEqual(doneB);
    expect(afterA.schedule.slice(0, 2).map((s) => s.arrivalTime)).toEqual(
      a.schedule.slice(0, 2).map((s) => s.arrivalTime),
    );
    // The rest starts after the last locked stop's departure.
    expect(afterA.schedule[2].arrivalTime).toBeGreaterThanOrEqual(a.schedule[1].departureTime);

    // Every stop served once or unassigned; capacity counts the locked stops.
    const served = [...solution.routes.flatMap((r) => r.sequence), ...solution.unassignedLocations].sort(
      (x, y) => x - y,
    );
    expect(served).toEqual(Array.from({ length: 14 }, (_, i) => i + 1));
    for (const route of solution.routes) {
      // The two added addresses carry no demand; the plan's stops keep their 20 kg.
      expect(route.capacityUsed).toBe(route.sequence.filter((i) => i <= 12).length * 20);
      expect(route.capacityUsed).toBeLessThanOrEqual(CAPACITY);
    }

    // The diff: locked stops kept in place, the two new stops added somewhere, nothing removed.
    const diffA = diff.routes.find((r) => r.vehicleId === a.vehicleId)!.diff;
    expect(diffA.kept.slice(0, 2).map((k) => [k.from, k.to])).toEqual([
      [1, 1],
      [2, 2],
    ]);
    const added = diff.routes.flatMap((r) => r.diff.added.map((x) => x.address));
    const removed = diff.routes.flatMap((r) => r.diff.removed.map((x) => x.address));
    const movedAway = diff.reassigned.map((x) => x.address);
    expect(added.filter((x) => !movedAway.includes(x)).sort()).toEqual([...ADDED].sort());
    expect(removed.filter((x) => !movedAway.includes(x))).toEqual([]);
    for (const done of [...doneA, ...doneB]) expect(movedAway).not.toContain(done);
    expect(diff.distanceChange).toBeCloseTo(
      solution.totalDistance - plan.optimizedSolution!.totalDistance,
      1,
    );
    expect(diff.costChange).toBeCloseTo(solution.totalCost - plan.optimizedSolution!.totalCost, 2);
    const unchanged = (await client.get<FleetOptimization>(`/api/fleet-optimizations/${plan.id}`)).body;
    expect(unchanged.optimizedSolution).toEqual(plan.optimizedSolution);

    // Saved: the record keeps the new stops and solution.
    const saved = await client.post<FleetReoptimizeResponse>(url, {
      progress: [{ vehicleId: a.vehicleId, lockedStops: 2 }],
      destinations: [...plan.destinations.map((d) => d.address), ...ADDED],
    });
    expect(saved.status, saved.text).toBe(200);
    const stored = (await client.get<FleetOptimization>(`/api/fleet-optimizations/${plan.id}`)).body;
    expect(stored.destinations).toHaveLength(14);
    expect(stored.destinations.every((d) => d.lat !== null)).toBe(true);
    expect(stored.optimizedSolution).toEqual(saved.body.solution);
    expect(stored.totalDistance).toBe(saved.body.solution.totalDistance);
    expect(stored.status).toBe(plan.status);
    expect(addresses(stored, routeOf(stored.optimizedSolution!, a.vehicleId).sequence.slice(0, 2))).toEqual(
      doneA,
    );
  });

  it('re-plans without new stops: nothing added or removed, only stops that changed vehicle', async () => {
    const client = await signedIn(server);
    const plan = await savedPlan(client);
    const [a] = plan.optimizedSolution!.routes;
    const answer = await client.post<FleetReoptimizeResponse>(
      `/api/fleet-optimizations/${plan.id}/reoptimize`,
      {
        progress: [{ vehicleId: a.vehicleId, lockedStops: a.sequence.length }],
        save: false,
      },
    );
    expect(answer.status, answer.text).toBe(200);
    const after = routeOf(answer.body.solution, a.vehicleId);
    expect(after.sequence).toEqual(a.sequence);
    const lines = answer.body.diff.routes.flatMap((r) => [...r.diff.added, ...r.diff.removed]);
    expect(lines.every((l) => answer.body.diff.reassigned.some((x) => x.address === l.address))).toBe(true);
  });

  it('refuses what it cannot honour, by name', async () => {
    const client = await signedIn(server);
    const plan = await savedPlan(client);
    const [a] = plan.optimizedSolution!.routes;
    const url = `/api/fleet-optimizations/${plan.id}/reoptimize`;

    const tooMany = await client.post<ErrorBody>(url, {
      progress: [{ vehicleId: a.vehicleId, lockedStops: a.sequence.length + 1 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details?.[0].field).toBe('progress.0.lockedStops');

    const stranger = await client.post<ErrorBody>(url, { progress: [{ vehicleId: 999999, lockedStops: 0 }] });
    expect(stranger.status).toBe(400);
    expect(stranger.body.details?.[0]).toMatchObject({
      field: 'progress.0.vehicleId',
      code: 'VEHICLE_NOT_IN_PLAN',
    });

    const dropped = await client.post<ErrorBody>(url, {
      progress: [{ vehicleId: a.vehicleId, lockedStops: 1 }],
      destinations: ADDED,
    });
    expect(dropped.status).toBe(400);
    expect(dropped.body.details?.[0]).toMatchObject({ field: 'destinations', code: 'lockedStops' });

    const unplanned = await client.post<FleetOptimization>('/api/fleet-optimizations', {
      name: 'No plan yet',
      startLocation: START,
      destinations: ADDED,
      vehicleIds: plan.vehicleIds,
    });
    const conflict = await client.post<ErrorBody>(
      `/api/fleet-optimizations/${unplanned.body.id}/reoptimize`,
      {
        progress: [],
      },
    );
    expect(conflict.status).toBe(409);
    expect(conflict.body.code).toBe('CONFLICT');

    const other = await signedIn(server);
    const hidden = await other.post<ErrorBody>(url, { progress: [] });
    expect(hidden.status).toBe(404);
    expect(hidden.body.code).toBe('FLEET_OPTIMIZATION_NOT_FOUND');
    const untouched = (await client.get<FleetOptimization>(`/api/fleet-optimizations/${plan.id}`)).body;
    expect(untouched.optimizedSolution).toEqual(plan.optimizedSolution);
  });
});
