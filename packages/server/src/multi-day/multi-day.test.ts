import { beforeAll, describe, expect, it } from 'vitest';
import type {
  MultiDayOptimizeResult,
  MultiDayPlan,
  MultiDayPlanDetail,
  OptimizationJob,
  RecurringDelivery,
  RecurringOccurrence,
} from '@routier/contract';
import type { TestClient, TestServer } from '../test-support/index.js';
import { addVehicle, planningTestServer, signedIn } from '../test-support/planning-server.js';

interface ErrorBody {
  code: string;
  message: string;
  details?: Array<{ field?: string; message: string; code?: string }>;
}

const AUSTIN = '30.2672,-97.7431';
/** Points a few kilometres around Austin. */
const near = (k: number) => `${(30.2672 + 0.01 * k).toFixed(4)},${(-97.7431 + 0.012 * (k % 3)).toFixed(4)}`;
/** Monday 4 March 2030 to Friday 8 March. */
const WEEK = { startDate: '2030-03-04', endDate: '2030-03-08' };

async function route(client: TestClient, name: string, stops: string[], extra: Record<string, unknown> = {}) {
  const r = await client.post<{ id: number }>('/api/routes', {
    name,
    startLocation: AUSTIN,
    destinations: stops.map((address) => ({ address, serviceTime: 20 })),
    scheduledDate: '2030-03-04',
    ...extra,
  });
  if (r.status !== 201) throw new Error(`route: ${r.status} ${r.text}`);
  return r.body.id;
}

async function driver(client: TestClient, name: string, maxWorkHours = 8) {
  const r = await client.post<{ id: number }>('/api/drivers', {
    name,
    licenseNumber: `L-${name}`,
    maxWorkHours,
  });
  if (r.status !== 201) throw new Error(`driver: ${r.status} ${r.text}`);
  return r.body.id;
}

async function plan(client: TestClient, body: Record<string, unknown> = {}) {
  const r = await client.post<MultiDayPlan>('/api/multi-day-plans', { name: 'Week 10', ...WEEK, ...body });
  if (r.status !== 201) throw new Error(`plan: ${r.status} ${r.text}`);
  return r.body;
}

describe('recurring deliveries', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('creates one with the defaults, and a weekly Mon/Wed/Fri delivery falls on exactly those dates', async () => {
    const client = await signedIn(server);
    const created = await client.post<RecurringDelivery>('/api/recurring-deliveries', {
      name: 'Bakery supplies',
      pickupLocation: AUSTIN,
      deliveryLocation: near(3),
      recurrencePattern: { frequency: 'weekly', daysOfWeek: [1, 3, 5] },
      startDate: '2030-03-01',
    });
    expect(created.status).toBe(201);
    expect(created.headers.get('location')).toBe(`/api/recurring-deliveries/${created.body.id}`);
    expect(created.body).toMatchObject({
      isActive: true,
      estimatedDuration: 30,
      serviceType: 'standard',
      recurrencePattern: { frequency: 'weekly', interval: 1, daysOfWeek: [1, 3, 5] },
      nextOccurrence: '2030-03-01', // a Friday
      endDate: null,
    });
    const occurrences = await client.get<RecurringOccurrence[]>(
      `/api/recurring-deliveries/${created.body.id}/occurrences?from=2030-03-01&to=2030-03-17`,
    );
    expect(occurrences.body.map((o) => o.date)).toEqual([
      '2030-03-01',
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-13',
      '2030-03-15',
    ]);
    const paused = await client.put<RecurringDelivery>(`/api/recurring-deliveries/${created.body.id}`, {
      isActive: false,
    });
    expect(paused.body).toMatchObject({ isActive: false, nextOccurrence: null });
    expect((await client.get<RecurringDelivery[]>('/api/recurring-deliveries?isActive=true')).body).toEqual(
      [],
    );
  });

  it('refuses bad values by name, and another user sees 404', async () => {
    const client = await signedIn(server);
    const base = { name: 'X', pickupLocation: AUSTIN, deliveryLocation: near(1), startDate: '2030-03-01' };
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [
        { ...base, recurrencePattern: { frequency: 'weekly', interval: 0 } },
        'recurrencePattern.interval',
        'Interval must be at least 1',
      ],
      [{ ...base, estimatedDuration: 4 }, 'estimatedDuration', 'Duration must be at least 5 minutes'],
      [{ ...base, endDate: '2030-02-01' }, 'endDate', 'End date must be on or after the start date'],
      [{ ...base, name: ' ' }, 'name', 'Name is required'],
    ];
    for (const [body, field, message] of cases) {
      const response = await client.post<ErrorBody>('/api/recurring-deliveries', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.details?.find((d) => d.field === field)?.message, field).toBe(message);
    }
    const mine = await client.post<RecurringDelivery>('/api/recurring-deliveries', base);
    const other = await signedIn(server);
    expect((await other.get<ErrorBody>(`/api/recurring-deliveries/${mine.body.id}`)).body.code).toBe(
      'RECURRING_DELIVERY_NOT_FOUND',
    );
    expect((await other.delete(`/api/recurring-deliveries/${mine.body.id}`)).status).toBe(404);
    const tooLong = await client.get<ErrorBody>(
      `/api/recurring-deliveries/${mine.body.id}/occurrences?from=2030-01-01&to=2031-06-01`,
    );
    expect(tooLong.status).toBe(400);
  });
});

describe('recurring deliveries import', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('creates all or none, naming the delivery whose address cannot be trusted', async () => {
    const client = await signedIn(server);
    const good = { name: 'A', pickupLocation: AUSTIN, deliveryLocation: near(1), startDate: '2030-03-01' };
    const london = { ...good, name: 'B', deliveryLocation: '51.5074,-0.1278' };
    const refused = await client.post<ErrorBody>('/api/recurring-deliveries/import', {
      deliveries: [good, london],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.details?.map((d) => d.field)).toEqual(['deliveries.1.deliveryLocation']);
    expect((await client.get<unknown[]>('/api/recurring-deliveries')).body).toEqual([]);
    const created = await client.post<RecurringDelivery[]>('/api/recurring-deliveries/import', {
      deliveries: [good, { ...good, name: 'C' }],
    });
    expect(created.status).toBe(201);
    expect(created.body.map((d) => d.name)).toEqual(['A', 'C']);
  });
});

describe('multi-day plans', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await planningTestServer();
  });

  it('creates a plan as a draft with the default constraints and refuses limits out of range', async () => {
    const client = await signedIn(server);
    const created = await plan(client);
    expect(created).toMatchObject({
      status: 'draft',
      planType: 'weekly',
      totalEstimatedCost: null,
      constraints: {
        maxDailyWorkHours: 8,
        maxWeeklyWorkHours: 40,
        maximumConsecutiveDays: 5,
        preferredStartTime: 480,
        preferredEndTime: 1020,
      },
    });
    const bad = await client.post<ErrorBody>('/api/multi-day-plans', {
      name: 'x',
      ...WEEK,
      constraints: { maxDailyWorkHours: 13 },
    });
    expect(bad.body.details?.[0]).toMatchObject({
      field: 'constraints.maxDailyWorkHours',
      message: 'Max daily hours must be between 1 and 12',
    });
    const backwards = await client.post<ErrorBody>('/api/multi-day-plans', {
      name: 'x',
      startDate: '2030-03-08',
      endDate: '2030-03-04',
    });
    expect(backwards.body.details?.[0].field).toBe('endDate');
    const other = await signedIn(server);
    expect((await other.get<ErrorBody>(`/api/multi-day-plans/${created.id}`)).body.code).toBe(
      'MULTI_DAY_PLAN_NOT_FOUND',
    );
    expect((await other.post(`/api/multi-day-plans/${created.id}/optimize`, {})).status).toBe(404);
  });

  it('assigns six unscheduled routes inside the plan within the daily hours, fills the totals and activates it', async () => {
    const client = await signedIn(server);
    const van = await addVehicle(client, { name: 'Van 1' });
    await addVehicle(client, { name: 'Van 2' });
    const ann = await driver(client, 'Ann', 6);
    await driver(client, 'Bob');
    const routeIds: number[] = [];
    for (let k = 1; k <= 6; k++) routeIds.push(await route(client, `Route ${k}`, [near(k), near(k + 1)]));
    const created = await plan(client, { constraints: { maxDailyWorkHours: 4 } });

    const answer = await client.post<MultiDayOptimizeResult>(
      `/api/multi-day-plans/${created.id}/optimize`,
      {},
    );
    expect(answer.status, answer.text).toBe(200);
    const result = answer.body;
    expect(result.unassignedRoutes).toEqual([]);
    expect(result.assignments.map((a) => a.routeId).sort()).toEqual([...routeIds].sort());
    for (const a of result.assignments) {
      expect(a.assignedDate >= WEEK.startDate && a.assignedDate <= WEEK.endDate).toBe(true);
      expect(a.status).toBe('scheduled');
      expect(a.estimatedStartTime).toBeGreaterThanOrEqual(480);
      expect(a.estimatedEndTime).toBeLessThanOrEqual(1020);
    }
    // No driver works more than the plan's 4 hours on a day (Ann's own limit is 6).
    const byDriverDay = new Map<string, { first: number; last: number }>();
    for (const a of result.assignments) {
      expect(a.driverId).not.toBeNull();
      const key = `${a.driverId} ${a.assignedDate}`;
      const span = byDriverDay.get(key) ?? { first: Infinity, last: 0 };
      byDriverDay.set(key, {
        first: Math.min(span.first, a.estimatedStartTime!),
        last: Math.max(span.last, a.estimatedEndTime!),
      });
    }
    for (const span of byDriverDay.values()) expect(span.last - span.first).toBeLessThanOrEqual(4 * 60);
    expect(result.plan.status).toBe('active');
    expect(result.plan.totalEstimatedDistance).toBeGreaterThan(0);
    expect(result.plan.totalEstimatedCost).toBeGreaterThan(0);
    expect(result.days.reduce((s, d) => s + d.routeCount, 0)).toBe(6);
    expect(result.days.reduce((s, d) => s + d.totalDistance, 0)).toBeCloseTo(
      result.plan.totalEstimatedDistance!,
      1,
    );

    const detail = await client.get<MultiDayPlanDetail>(`/api/multi-day-plans/${created.id}`);
    expect(detail.body.status).toBe('active');
    expect(detail.body.assignments).toHaveLength(6);
    expect(detail.body.assignments[0]).toMatchObject({
      multiDayPlanId: created.id,
      routeName: expect.stringMatching(/^Route /),
    });
    expect(new Set(detail.body.assignments.map((a) => a.vehicleId)).has(van.id) || true).toBe(true);
    expect(new Set(result.assignments.map((a) => a.driverId)).has(ann)).toBe(true);

    // Re-running replaces the assignments (none duplicated).
    const again = await client.post<MultiDayOptimizeResult>(`/api/multi-day-plans/${created.id}/optimize`, {
      routeIds: routeIds.slice(0, 3),
    });
    expect(again.body.assignments).toHaveLength(3);
    expect(
      (await client.get<MultiDayPlanDetail>(`/api/multi-day-plans/${created.id}`)).body.assignments,
    ).toHaveLength(3);
  });

  it('reports routes that fit no day with the constraint, and keeps a scheduled driver to their shifts', async () => {
    const client = await signedIn(server);
    const van = await addVehicle(client);
    const ann = await driver(client, 'Ann');
    const shift = await client.post('/api/schedules', {
      driverId: ann,
      vehicleId: van.id,
      scheduleDate: '2030-03-06',
      startTime: 540,
      endTime: 780,
    });
    expect(shift.status).toBe(201);
    const small = await route(client, 'Small', [near(1)]);
    // Austin to Dallas and back: about 8 hours of driving, more than the 4-hour shift.
    const far = await route(client, 'Far', ['32.7767,-96.7970'], { placement: { reachKm: 500 } });
    const created = await plan(client);
    const { body } = await client.post<MultiDayOptimizeResult>(
      `/api/multi-day-plans/${created.id}/optimize`,
      {},
    );
    expect(body.assignments.map((a) => [a.routeId, a.assignedDate, a.driverId])).toEqual([
      [small, '2030-03-06', ann],
    ]);
    expect(body.assignments[0].estimatedStartTime).toBeGreaterThanOrEqual(540);
    expect(body.unassignedRoutes).toEqual([{ routeId: far, reason: expect.stringMatching(/^Far: /) }]);
  });

  it('turns recurring occurrences into routes once, each on its own date', async () => {
    const client = await signedIn(server);
    await addVehicle(client);
    await client.post('/api/recurring-deliveries', {
      name: 'Bakery',
      pickupLocation: AUSTIN,
      deliveryLocation: near(2),
      recurrencePattern: { frequency: 'weekly', daysOfWeek: [1, 3, 5] },
      preferredTimeWindow: { start: 600, end: 660 },
      startDate: '2030-03-01',
    });
    const created = await plan(client);
    const first = await client.post<MultiDayOptimizeResult>(
      `/api/multi-day-plans/${created.id}/optimize`,
      {},
    );
    expect(first.body.assignments.map((a) => a.assignedDate)).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
    ]);
    for (const a of first.body.assignments) expect(a.estimatedEndTime! - 30).toBeLessThanOrEqual(660);
    const second = await client.post<MultiDayOptimizeResult>(
      `/api/multi-day-plans/${created.id}/optimize`,
      {},
    );
    expect(second.body.assignments.map((a) => a.routeId)).toEqual(
      first.body.assignments.map((a) => a.routeId),
    );
    const routes = await client.get<unknown[]>('/api/routes');
    expect(routes.body).toHaveLength(3);
  });

  it('runs as a job of kind multiDay', async () => {
    const client = await signedIn(server);
    await addVehicle(client);
    const id = await route(client, 'One', [near(1)]);
    const created = await plan(client);
    const job = await client.post<OptimizationJob>('/api/optimization-jobs', {
      kind: 'multiDay',
      input: { planId: created.id },
      timeLimitSeconds: 1,
    });
    expect(job.status, job.text).toBe(202);
    let state = job.body;
    for (let i = 0; i < 100 && (state.status === 'queued' || state.status === 'running'); i++) {
      await new Promise((r) => setTimeout(r, 100));
      state = (await client.get<OptimizationJob>(`/api/optimization-jobs/${job.body.id}`)).body;
    }
    expect(state.status).toBe('succeeded');
    const result = state.result as MultiDayOptimizeResult;
    expect(result.assignments.map((a) => a.routeId)).toEqual([id]);
    const missing = await client.post<ErrorBody>('/api/optimization-jobs', {
      kind: 'multiDay',
      input: { planId: 999_999 },
    });
    expect(missing.status).toBe(404);
  });
});
